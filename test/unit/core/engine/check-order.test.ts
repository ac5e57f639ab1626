/**
 * Checks that only read run side by side; checks that act on the machine (commands, a browser)
 * run one after another in the order written, as `npm ci` before `npm test` needs. Either way
 * the result lists them in the order written.
 */
import { describe, expect, it } from 'vitest';
import type { CommandRunner } from '../../../../src/checks/define.js';
import type { CheckSpec } from '../../../../src/checks/registry.js';
import { runCritic } from '../../../../src/core/engine.js';
import type { CriticPlan } from '../../../../src/core/plan.js';
import { allAdded, memorySubject } from '../../../support/memory-subject.js';

/** Turns of the event loop a check that runs side by side needs to read its file and finish. */
const TURNS = 50;
const turns = async (n: number): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

describe('the gate runs reading checks side by side and commands in turn', () => {
  it('a reading check finishes while a command runs; the next command waits for the one before it', async () => {
    const events: string[] = [];
    const subject = memorySubject(allAdded({ 'notes.txt': 'hello\n' }));
    const read = subject.head.read;
    subject.head.read = async (path) => {
      events.push(`read ${path}`);
      return read(path);
    };
    const commands: CommandRunner = {
      async run(command) {
        events.push(`start ${command}`);
        await turns(TURNS);
        events.push(`end ${command}`);
        return { exitCode: 0, timedOut: false, output: '' };
      },
    };
    const step = (id: string, spec: CheckSpec) => ({ id, spec });
    const plan: CriticPlan = {
      subject,
      task: 'a task',
      schemaGate: [],
      gate: [
        step('install', { kind: 'command', run: 'install' }),
        step('hello', { kind: 'contains', pattern: 'hello', file: 'notes.txt' }),
        step('test', { kind: 'command', run: 'test' }),
      ],
      assertions: [],
      threshold: 1,
      material: async () => [],
    };
    const result = await runCritic(plan, { commands });

    expect(result.gate.map((g) => [g.id, g.passed])).toEqual([
      ['install', true],
      ['hello', true],
      ['test', true],
    ]);
    expect(events.filter((e) => !e.startsWith('read'))).toEqual(['start install', 'end install', 'start test', 'end test']);
    // Read while the first command was still running, not after it.
    expect(events.indexOf('read notes.txt')).toBeGreaterThan(events.indexOf('start install'));
    expect(events.indexOf('read notes.txt')).toBeLessThan(events.indexOf('end install'));
  });
});
