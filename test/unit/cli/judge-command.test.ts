import { describe, expect, it } from 'vitest';
import { parseCli, type JudgeCommand } from '../../../src/cli/args.js';
import { judgeCommand } from '../../../src/cli/judge-command.js';
import { judgeInputOf } from '../../../src/cli/judge-input.js';
import { EXIT } from '../../../src/errors/exit-codes.js';

const command = (argv: string[]): JudgeCommand => parseCli(['judge', '--llm', 'off', ...argv], {}) as JudgeCommand;
const noJudge = () => {
  throw new Error('the judge is off');
};

const INPUT = JSON.stringify({
  output: 'def f(x):\n    return x\n',
  task_description: 'Write f.',
  schema: { type: 'code', language: 'python' },
  assertions: [{ id: 'returns', text: 'f returns x', check: { kind: 'contains', pattern: 'return x' } }],
});

/** `judge` reads its input once, where main starts reading it (readJudgeInput): the command only awaits it. */
describe('critic-gate judge on the input it is handed', () => {
  it('judges the text the input resolves to', async () => {
    const outcome = await judgeCommand(command([]), noJudge, Promise.resolve(judgeInputOf(INPUT)));
    expect(outcome.exitCode, outcome.message).not.toBe(EXIT.ERROR);
    expect(outcome.result.criteria.map((c) => c.id)).toEqual(['returns']);
  });

  it('names the source when reading it failed, and exits 4', async () => {
    const outcome = await judgeCommand(command(['--input', 'in.json']), noJudge, Promise.reject(new Error('EACCES')));
    expect(outcome).toMatchObject({ exitCode: EXIT.ERROR, message: 'in.json: cannot read: EACCES' });
    const stdin = await judgeCommand(command([]), noJudge, Promise.resolve(judgeInputOf('  \n')));
    expect(stdin).toMatchObject({ exitCode: EXIT.ERROR, message: 'stdin: empty input; expected one critic input as JSON' });
  });

  it('judges the parse it is handed, never parsing the text again', async () => {
    const handed = { text: INPUT, json: { ok: false as const, message: 'planted', line: 7, column: 3 } };
    const outcome = await judgeCommand(command([]), noJudge, Promise.resolve(handed));
    expect(outcome).toMatchObject({ exitCode: EXIT.ERROR, message: 'stdin:7:3: invalid JSON: planted' });
  });
});
