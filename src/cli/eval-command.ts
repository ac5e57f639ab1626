import { EXIT, type ExitCode } from '../errors/exit-codes.js';
import { builtinSuite } from '../eval/builtin/index.js';
import type { EvalReport } from '../eval/metrics.js';
import { renderEvalHtml, renderEvalText } from '../eval/render.js';
import { runEval, type EvalProgress } from '../eval/run-eval.js';
import { EvalSuiteSchema, type EvalSuite } from '../eval/suite.js';
import { describeIssues } from '../contract/issues.js';
import { resolveJudgeSettings } from '../judge/settings.js';
import { parseJson } from '../syntax/json.js';
import { UsageError, type EvalCommand } from './args.js';
import type { CliIo } from './io.js';
import { toJson } from '../report/formats.js';
import { flagOverrides, type JudgeFactory } from './outcome.js';
import type { Redactor } from '../report/redact.js';

async function loadSuite(cmd: EvalCommand, io: CliIo): Promise<EvalSuite> {
  if (cmd.suite === 'builtin') return builtinSuite();
  const json = parseJson(await io.readFile(cmd.suite));
  if (!json.ok) throw new UsageError(`${cmd.suite}:${json.line}:${json.column}: invalid JSON: ${json.message}`);
  const parsed = EvalSuiteSchema.safeParse(json.value);
  if (!parsed.success) throw new UsageError(`${cmd.suite}: not an eval suite: ${describeIssues(parsed.error).join('; ')}`);
  return parsed.data;
}

function select(suite: EvalSuite, cmd: EvalCommand): EvalSuite {
  const filtered = cmd.filter === undefined ? suite.cases : suite.cases.filter((c) => c.id.includes(cmd.filter!));
  if (filtered.length === 0) throw new UsageError(`--filter "${cmd.filter}" matches no case of the ${suite.name} suite`);
  return { ...suite, cases: cmd.limit === undefined ? filtered : filtered.slice(0, cmd.limit) };
}

const clock = (ms: number): string => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Progress on stderr: a line that rewrites itself on a terminal, every tenth case in a log. */
function progressPrinter(io: CliIo): (p: EvalProgress) => void {
  return (p) => {
    const line = `case ${p.done} of ${p.total} (${p.current}), ${clock(p.elapsedMs)} elapsed${p.etaMs === undefined ? '' : `, about ${clock(p.etaMs)} left`}`;
    if (io.stderrIsTty) io.stderr(`\r\x1b[2K${line}${p.done === p.total ? '\n' : ''}`);
    else if (p.done % 10 === 0 || p.done === p.total) io.stderr(`critic-gate: ${line}\n`);
  };
}

export interface EvalOutcome {
  report: EvalReport;
  exitCode: ExitCode;
  message?: string;
}

/**
 * `critic-gate eval`: a labelled suite through the judge path of `pr`. Ctrl-C stops after the case
 * in progress and still writes the report of what was judged.
 */
export async function evalCommand(
  cmd: EvalCommand,
  io: CliIo,
  makeJudge: JudgeFactory,
  interrupt: AbortSignal,
  redactor: Pick<Redactor, 'deep'>,
): Promise<EvalOutcome> {
  const suite = select(await loadSuite(cmd, io), cmd);
  // A cached answer would measure the cache, not the model: eval always asks.
  const settings = { ...resolveJudgeSettings(flagOverrides(cmd.judge)), cache: 'off' as const };
  const measured = await runEval(suite, {
    // Each seed's judgement uses `votes` seeds of its own, so the seeds of two repeats never overlap.
    judgeFor: (repeat) => makeJudge({ ...settings, seed: settings.seed + repeat * settings.votes }),
    seeds: cmd.seeds,
    batch: cmd.batch,
    onProgress: progressPrinter(io),
    signal: interrupt,
  });
  // The report quotes the judge and the cases' material; redacted before rendering, like every
  // report: HTML escaping rewrites a secret that holds `&` or a quote, and the stream's redaction would miss it.
  const report = redactor.deep(measured);
  if (cmd.json !== undefined) await io.writeFile(cmd.json, toJson(report, true));
  if (cmd.html !== undefined) await io.writeFile(cmd.html, renderEvalHtml(report));
  io.stdout(renderEvalText(report));
  if (report.partial)
    return {
      report,
      exitCode: EXIT.ERROR,
      message: `interrupted after ${report.cases} of ${report.suite_cases} cases; the report covers those`,
    };
  if (report.confusion.errors > 0 && report.confusion.errors === report.cases * report.seeds) {
    const first = report.per_case[0]?.judgements[0]?.error ?? 'unknown error';
    return { report, exitCode: EXIT.ERROR, message: `the judge decided no case: ${first}` };
  }
  return { report, exitCode: EXIT.PASS };
}
