import { errorResult } from '../critique.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { VERSION } from '../version.js';
import { parseCli, UsageError, USAGE, type CliCommand, type ReportFormat } from './args.js';
import type { CriticResult } from '../contract/result.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderTerminal, scrubControls } from '../report/terminal.js';
import { redactingIo, type CliIo } from './io.js';
import { createRedactor, secretsFromEnv } from '../report/redact.js';
import type { CommandOutcome, JudgeFactory } from './outcome.js';
import { errorMessage } from '../error-message.js';

export interface CliDeps {
  io: CliIo;
  makeJudge: JudgeFactory;
  /** Where relative paths given on the command line start. */
  cwd: string;
}

// Errors the user can act on. Matched by name: their modules are loaded only by the commands that throw them.
const USER_ERRORS = new Set(['UsageError', 'ConfigError', 'GitError']);

/** Errors the user can act on keep their own words; anything else is our fault and says so. */
function messageOf(e: unknown): string {
  if (e instanceof Error && USER_ERRORS.has(e.name)) return e.message;
  if (e instanceof Error && 'code' in e && typeof e.code === 'string' && 'path' in e) return e.message;
  return `internal error: ${errorMessage(e)}`;
}

/** For a verdict other than PASS: the verdict and what to fix, in a few lines. */
function blockingSummary(result: CriticResult): string | undefined {
  if (result.verdict === 'PASS') return undefined;
  const fixes = scrubControls(result.feedback_for_worker).split('\n').filter(Boolean);
  const shown = fixes.slice(0, 10).map((f) => `  - ${f}`);
  if (fixes.length > 10) shown.push(`  … and ${fixes.length - 10} more`);
  const reason = result.verdict === 'SKIPPED' ? 'no quality gate was active (the LLM judge is off)' : `score ${result.score.toFixed(2)}`;
  return [`${result.verdict}: ${reason}`, ...shown].join('\n');
}

function renderPr(result: CriticResult, format: ReportFormat, isTty: boolean): string {
  if (format === 'json') return toJson(result, true);
  if (format === 'markdown') return renderMarkdown(result);
  return renderTerminal(result, { color: isTty });
}

const toJson = (value: unknown, pretty: boolean): string => `${JSON.stringify(value, null, pretty ? 2 : undefined)}\n`;

/** Runs one CLI invocation. Every error ends here: a message on stderr, a result on stdout where possible, exit 4. */
export async function main(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, given: CliDeps): Promise<ExitCode> {
  // Nothing the CLI prints or writes carries a token from its environment or a known token format.
  const io = redactingIo(given.io, createRedactor(secretsFromEnv(env)));
  const deps: CliDeps = { ...given, io };
  let cmd: CliCommand | undefined;
  try {
    cmd = parseCli(argv, env);
    switch (cmd.command) {
      case 'help':
        io.stdout(`${USAGE}\n`);
        return EXIT.PASS;
      case 'version':
        io.stdout(`${VERSION}\n`);
        return EXIT.PASS;
      case 'schema': {
        const { configJsonSchema } = await import('../config/index.js');
        io.stdout(toJson(configJsonSchema(), true));
        return EXIT.PASS;
      }
      case 'pr': {
        // Each command loads only what it needs: a quick `judge` must not pay for git, YAML and the rest.
        const { prCommand } = await import('./pr-command.js');
        const outcome = await prCommand(cmd, io, deps.makeJudge, deps.cwd);
        if (cmd.json !== undefined) await io.writeFile(cmd.json, toJson(outcome.result, true));
        io.stdout(renderPr(outcome.result, cmd.format, io.isTty));
        // A stop hook hands only stderr to the agent it blocks: say there why, not just on stdout.
        const why = outcome.message ?? blockingSummary(outcome.result);
        if (why) io.stderr(`critic-gate: ${why}\n`);
        return outcome.exitCode;
      }
      case 'eval': {
        const { evalCommand } = await import('./eval-command.js');
        const outcome = await evalCommand(cmd, io, deps.makeJudge, io.interrupts?.() ?? new AbortController().signal);
        if (outcome.message) io.stderr(`critic-gate: ${outcome.message}\n`);
        return outcome.exitCode;
      }
      case 'judge': {
        const { judgeCommand } = await import('./judge-command.js');
        const outcome: CommandOutcome = await judgeCommand(cmd, io, deps.makeJudge);
        io.stdout(toJson(outcome.result, cmd.pretty));
        if (outcome.message) io.stderr(`critic-gate: ${outcome.message}\n`);
        return outcome.exitCode;
      }
    }
  } catch (e) {
    const message = messageOf(e);
    const result = errorResult(message);
    if (cmd?.command === 'pr') {
      if (cmd.json !== undefined) await io.writeFile(cmd.json, toJson(result, true)).catch(() => undefined);
      io.stdout(renderPr(result, cmd.format, io.isTty));
    } else if (cmd?.command === 'judge' || argv[0] === 'judge' || argv[0] === 'pr') {
      io.stdout(toJson(result, false));
    }
    io.stderr(`critic-gate: ${message}\n${e instanceof UsageError ? 'Run critic-gate --help for usage.\n' : ''}`);
    return EXIT.ERROR;
  }
}
