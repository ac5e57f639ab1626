import { errorResult } from '../critique.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { VERSION } from '../version.js';
import { parseCli, UsageError, USAGE } from './args.js';
import type { CliIo } from './io.js';
import { judgeCommand, type CommandOutcome, type JudgeFactory } from './judge-command.js';

export interface CliDeps {
  io: CliIo;
  makeJudge: JudgeFactory;
}

const toJson = (value: unknown, pretty: boolean): string => `${JSON.stringify(value, null, pretty ? 2 : undefined)}\n`;

/** Runs one CLI invocation. Every error ends here: a message on stderr, a result on stdout where possible, exit 4. */
export async function main(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, deps: CliDeps): Promise<ExitCode> {
  const { io } = deps;
  const wantsResult = argv[0] === 'judge' || argv[0] === 'pr';
  try {
    const cmd = parseCli(argv, env);
    switch (cmd.command) {
      case 'help':
        io.stdout(`${USAGE}\n`);
        return EXIT.PASS;
      case 'version':
        io.stdout(`${VERSION}\n`);
        return EXIT.PASS;
      case 'schema':
        throw new UsageError('schema: not available in this build');
      case 'pr':
        throw new UsageError('pr: not available in this build');
      case 'judge': {
        const outcome: CommandOutcome = await judgeCommand(cmd, io, deps.makeJudge);
        io.stdout(toJson(outcome.result, cmd.pretty));
        if (outcome.message) io.stderr(`${outcome.message}\n`);
        return outcome.exitCode;
      }
    }
  } catch (e) {
    const message = e instanceof UsageError ? e.message : `internal error: ${e instanceof Error ? e.message : String(e)}`;
    if (wantsResult) io.stdout(toJson(errorResult(message), false));
    io.stderr(`critic-gate: ${message}\n${e instanceof UsageError ? 'Run critic-gate --help for usage.\n' : ''}`);
    return EXIT.ERROR;
  }
}
