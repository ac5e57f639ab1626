import { EXIT, type ExitCode } from '../errors/exit-codes.js';
import { VERSION } from '../contract/version.js';
import { commandHelp, parseCli, USAGE, type CliCommand, type JudgeFlags } from './args.js';
import type { CriticResult } from '../contract/result.js';
import { colorEnabled, redactingIo, type CliIo } from './io.js';
import { createRedactor, secretsFromEnv } from '../report/redact.js';
import { renderReport, resultJson, toJson } from '../report/formats.js';
import type { CommandOutcome, JudgeFactory } from './outcome.js';
import { withNotices, withProgress } from '../judge/progress.js';
import { describeError } from '../errors/taxonomy.js';
import { errorResult } from '../core/error-result.js';
import { judgeUrlSecrets } from '../text/url-userinfo.js';

export interface CliDeps {
  io: CliIo;
  makeJudge: JudgeFactory;
  /** Where relative paths given on the command line start. */
  cwd: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** For a verdict other than PASS: the verdict and what to fix, in a few lines. */
async function blockingSummary(result: CriticResult): Promise<string | undefined> {
  if (result.verdict === 'PASS') return undefined;
  const { scrubControls } = await import('../report/terminal.js');
  const fixes = scrubControls(result.feedback_for_worker).split('\n').filter(Boolean);
  const shown = fixes.slice(0, 10).map((f) => `  - ${f}`);
  if (fixes.length > 10) shown.push(`  … and ${fixes.length - 10} more`);
  const unjudged = result.criteria.filter((c) => c.met === null).length;
  const reason =
    result.verdict === 'SKIPPED'
      ? `not a pass: the LLM judge was off, ${unjudged} criteria not judged`
      : `score ${result.score.toFixed(2)}`;
  return [`${result.verdict}: ${reason}`, ...shown].join('\n');
}

/** The judge factory with progress on stderr when asked for, or when stderr is a terminal. */
function judgeFactory(deps: CliDeps, flags: JudgeFlags, env: Env): JudgeFactory {
  const show = flags.progress === 'on' || (flags.progress === 'auto' && deps.io.stderrIsTty);
  if (!show) return (settings, judgeDeps) => withNotices((s) => deps.makeJudge(s, judgeDeps), settings, deps.io.stderr);
  return (settings) =>
    withProgress(deps.makeJudge, settings, {
      write: deps.io.stderr,
      live: deps.io.stderrIsTty,
      color: colorEnabled(env, deps.io.stderrIsTty),
    });
}

/**
 * With `--requests FILE`, the judge tells every request it sends, body and all, and they are
 * written to FILE (one JSON line each) when the command has its result: what `critic-gate replay`
 * re-sends, proven by the receipt's hashes. The file goes through the redacting io like every
 * other: a token from the environment in the material is masked, and replay then refuses that
 * request, as its hash no longer matches, instead of writing the token to disk.
 */
function recordingRequests(factory: JudgeFactory, flags: JudgeFlags): { factory: JudgeFactory; write(io: CliIo): Promise<void> } {
  const file = flags.requestsFile;
  if (file === undefined) return { factory, write: async () => undefined };
  const lines: string[] = [];
  return {
    factory: (settings, judgeDeps) =>
      factory(
        { ...settings, onSent: (sent) => lines.push(JSON.stringify({ backend: settings.backend, model: settings.model, ...sent })) },
        judgeDeps,
      ),
    write: (io) => io.writeFile(file, lines.map((l) => `${l}\n`).join('')),
  };
}

/**
 * A `pr` whose flags could not be read has no format yet: JSON on stdout only when it was asked
 * for, so a person at a terminal gets one message, and a pipeline reading JSON still gets a result.
 */
const asksForJson = (argv: readonly string[]): boolean =>
  argv.some((a, i) => a === '--format=json' || (a === '--format' && argv[i + 1] === 'json'));

/** Runs one CLI invocation. Every error ends here: a message on stderr, a result on stdout where possible, exit 4. */
export async function main(argv: readonly string[], env: Env, given: CliDeps): Promise<ExitCode> {
  // Nothing the CLI prints or writes carries a token from its environment or a known token format.
  // The result is redacted before it is rendered: a renderer escapes (`my\_secret` in markdown, `\"`
  // in JSON) or cuts text, and what it makes of a secret no longer matches it. The stream's
  // redaction stays, a second net for everything else written.
  const redactor = createRedactor(secretsFromEnv(env));
  const io = redactingIo(given.io, redactor);
  // A judge host is published as its origin as soon as it is known: its password, path and query are secrets.
  const makeJudge: JudgeFactory = (settings, judgeDeps) => {
    for (const host of settings.hosts) judgeUrlSecrets(host).forEach((s) => redactor.add(s));
    return given.makeJudge(settings, judgeDeps);
  };
  const deps: CliDeps = { ...given, io, makeJudge };
  const color = colorEnabled(env, io.isTty);
  let cmd: CliCommand | undefined;
  try {
    cmd = parseCli(argv, env);
    switch (cmd.command) {
      case 'help':
        io.stdout(`${cmd.topic ? commandHelp(cmd.topic) : USAGE}\n`);
        return EXIT.PASS;
      case 'usage':
        // Nothing asked for is not a success: a script that forgot its command must not go on.
        io.stderr(`${USAGE}\n`);
        return EXIT.ERROR;
      case 'version':
        io.stdout(`${VERSION}\n`);
        return EXIT.PASS;
      case 'schema': {
        const { configJsonSchema } = await import('../config/json-schema.js');
        io.stdout(toJson(configJsonSchema(), true));
        return EXIT.PASS;
      }
      case 'init': {
        const { initCommand } = await import('./init-command.js');
        await initCommand(cmd, io, deps.cwd);
        return EXIT.PASS;
      }
      case 'pr': {
        // Each command loads only what it needs: a quick `judge` must not pay for git, YAML and the rest.
        const { prCommand } = await import('./pr-command.js');
        const recording = recordingRequests(judgeFactory(deps, cmd.judge, env), cmd.judge);
        const outcome = await prCommand(cmd, io, recording.factory, deps.cwd, env, redactor.add);
        await recording.write(io);
        const result = redactor.deep(outcome.result);
        if (cmd.json !== undefined) await io.writeFile(cmd.json, resultJson(result, true));
        io.stdout(await renderReport(result, cmd.format, { color, pretty: true, local: true }));
        // A stop hook hands only stderr to the agent it blocks: say there why, not just on stdout.
        // A person reading the terminal report already has it, once.
        const why = outcome.message ?? (await blockingSummary(result));
        if (why && !(cmd.format === 'text' && io.isTty)) io.stderr(`critic-gate: ${why}\n`);
        return outcome.exitCode;
      }
      case 'test': {
        const { testCommand } = await import('./test-command.js');
        const outcome = await testCommand(cmd, io, judgeFactory(deps, cmd.judge, env), deps.cwd);
        io.stdout(outcome.output);
        if (outcome.message) io.stderr(`critic-gate: ${outcome.message}\n`);
        return outcome.exitCode;
      }
      case 'replay': {
        const { replayCommand } = await import('./replay-command.js');
        return await replayCommand(cmd, io, deps.cwd);
      }
      case 'eval': {
        const { evalCommand } = await import('./eval-command.js');
        const outcome = await evalCommand(cmd, io, deps.makeJudge, io.interrupts?.() ?? new AbortController().signal, redactor);
        if (outcome.message) io.stderr(`critic-gate: ${outcome.message}\n`);
        return outcome.exitCode;
      }
      case 'judge': {
        // Before the judging code loads: where Node can, it compiles that code from the cache.
        (await import('../subject/vendored.js')).keepCompiledModules(cmd.judge.cacheDir);
        // The input is read, and Python started for it, before the judging code loads.
        const { beginJudgeInput } = await import('./judge-input.js');
        const { input } = await beginJudgeInput(cmd, io);
        const { judgeCommand } = await import('./judge-command.js');
        const recording = recordingRequests(judgeFactory(deps, cmd.judge, env), cmd.judge);
        const outcome: CommandOutcome = await judgeCommand(cmd, recording.factory, input, redactor.add);
        await recording.write(io);
        const result = redactor.deep(outcome.result);
        io.stdout(await renderReport(result, cmd.format, { color, pretty: cmd.pretty, local: true }));
        // A person at a terminal has just read it in the report; a pipeline reads stderr.
        if (outcome.message && !(cmd.format === 'text' && io.isTty)) io.stderr(`critic-gate: ${outcome.message}\n`);
        return outcome.exitCode;
      }
    }
  } catch (e) {
    const { message, category, exitCode, cause } = describeError(e);
    const result = redactor.deep(errorResult(message, null, cause));
    if (cmd?.command === 'pr') {
      if (cmd.json !== undefined) await io.writeFile(cmd.json, resultJson(result, true)).catch(() => undefined);
      io.stdout(await renderReport(result, cmd.format, { color, pretty: true, local: true }));
    } else if (cmd?.command === 'judge') {
      io.stdout(await renderReport(result, cmd.format, { color, pretty: cmd.pretty, local: true }));
    } else if (argv[0] === 'judge' || (argv[0] === 'pr' && asksForJson(argv))) {
      io.stdout(resultJson(result, false));
    }
    // A person at a terminal has just read it in the report's headline; said once is enough.
    const reported = (cmd?.command === 'pr' || cmd?.command === 'judge') && cmd.format === 'text' && io.isTty;
    if (!reported)
      io.stderr(`critic-gate: ${message}\n${category === 'usage' && !/--help/.test(message) ? 'Run critic-gate --help for usage.\n' : ''}`);
    return exitCode;
  }
}
