import { resolve } from 'node:path';
import { DEFAULTS } from '../contract/defaults.js';
import type { ExampleReading } from '../contract/result.js';
import { exampleAgreement, type ExampleAgreement } from '../core/earned.js';
import { judgeOverridesOf } from '../config/judge.js';
import { EXIT, type ExitCode } from '../errors/exit-codes.js';
import { resolveJudgeSettings } from '../judge/settings.js';
import { configFromDisk } from '../pr/config-source.js';
import { judgeExample, readExamples } from '../pr/examples.js';
import type { TestCommand } from './args.js';
import type { CliIo } from './io.js';
import { toJson } from '../report/formats.js';
import { judgeFlagsFor, readInside } from './inside-checkout.js';
import { flagOverrides, type JudgeFactory } from './outcome.js';

/**
 * `critic-gate test` (spec §15): every example of every LLM assertion, judged alone with the judge
 * `pr` would use (the config's `judge` section under the flags), the way `pr` judges them, so a
 * rule's author sees before it blocks anyone whether the model reads its examples as expected.
 * The config and the examples are read from the working tree: this is for the rule being written.
 */

/** The `--format json` report. */
export interface TestReport {
  config: string;
  model: string;
  votes: number;
  /** Whether the judge read every example as expected (false too when one could not be judged). */
  agrees: boolean;
  assertions: (ExampleAgreement & { examples: ExampleReading[] })[];
  /** Why examples could not be judged (the judge unreachable, its calibration failed). */
  errors: string[];
  /** Set when no assertion has examples: nothing was judged. */
  notice?: string;
}

export interface TestOutcome {
  output: string;
  exitCode: ExitCode;
  message?: string;
}

export const NO_EXAMPLES_NOTICE =
  'no assertion has examples: nothing to test (add `examples: [{file, expect: met|unmet}]` to an LLM assertion)';

export async function testCommand(cmd: TestCommand, io: CliIo, makeJudge: JudgeFactory, cwd: string): Promise<TestOutcome> {
  const repoDir = resolve(cwd, cmd.repo);
  const configPath = cmd.config ?? DEFAULTS.configPath;
  const loaded = configFromDisk(await io.readFile(resolve(repoDir, configPath)), configPath, undefined);
  const assertions = await readExamples(loaded.config, (p) => readInside(repoDir, p), {
    file: configPath,
    locate: loaded.locate,
    missing: 'in the working tree (critic-gate test reads examples there; pr reads them at the base commit)',
  });
  // As `pr` refuses it: a cache inside the repository could hold entries the working tree planted.
  const judgeFlags = judgeFlagsFor(cmd.judge, repoDir, cwd, io);
  const settings = resolveJudgeSettings(flagOverrides(judgeFlags), judgeOverridesOf(loaded.config.judge));
  const report: TestReport = { config: configPath, model: settings.model, votes: settings.votes, agrees: true, assertions: [], errors: [] };
  if (assertions.length === 0) {
    report.notice = NO_EXAMPLES_NOTICE;
    return { output: render(cmd, report), exitCode: EXIT.PASS, message: `note: ${NO_EXAMPLES_NOTICE}` };
  }
  const judge = makeJudge(settings);
  for (const a of assertions) {
    const readings: ExampleReading[] = [];
    for (const ex of a.examples) {
      const judged = await judgeExample(judge, a, ex);
      readings.push(judged.reading);
      if (judged.error !== undefined) report.errors.push(`${a.id}: ${ex.file}: ${judged.error}`);
    }
    report.assertions.push({ ...exampleAgreement(a.id, readings), examples: readings });
  }
  report.agrees = report.assertions.every((a) => a.agreed === a.total);
  const output = render(cmd, report);
  if (report.errors.length > 0) return { output, exitCode: EXIT.ERROR, message: `could not judge: ${report.errors[0]!}` };
  if (!report.agrees) {
    const misread = report.assertions.flatMap((a) => a.disagreeing.map((d) => `${a.id}: ${d.file}`));
    return { output, exitCode: 1, message: `the judge misread ${misread.length} example(s): ${misread.join(', ')}` };
  }
  return { output, exitCode: EXIT.PASS };
}

function render(cmd: TestCommand, report: TestReport): string {
  if (cmd.format === 'json') return toJson(report, true);
  if (report.notice !== undefined) return `critic-gate test  ${report.notice}\n`;
  const total = report.assertions.reduce((n, a) => n + a.total, 0);
  const agreed = report.assertions.reduce((n, a) => n + a.agreed, 0);
  const lines = [
    `critic-gate test  ${report.agrees ? 'AGREES' : 'DISAGREES'}  ${agreed}/${total} examples read as expected by ${report.model}, ${report.votes} vote(s) each`,
    '',
  ];
  for (const a of report.assertions) {
    const mark = a.agreed === a.total ? '✓' : '✗';
    lines.push(`  ${mark} ${a.id}  ${a.agreed}/${a.total} examples agree, ${a.flips} flip(s) across votes`);
    for (const d of a.disagreeing) lines.push(`      ${d.file} (expected ${d.expect}): the judge said ${d.said}`);
  }
  return `${lines.join('\n')}\n`;
}
