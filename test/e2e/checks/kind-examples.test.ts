/**
 * Issue 40: the examples of the kinds that act on the machine (commands in the sandbox, pages in a
 * browser), which docs/checks/ shows, run with the real parts: the sandbox prepared as the front
 * ends prepare it (bubblewrap, CI installs it), headless Chromium. Each example's repository is
 * checked out, its check read from `.critic-gate.yml` and run through the registry, as in
 * test/unit/checks/kind-examples.test.ts for the other kinds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserRuntime, type BrowserRuntime } from '../../../src/browser/runtime.js';
import { checkKinds, definitionOf } from '../../../src/checks/registry.js';
import { prepareCommands } from '../../../src/commands/prepare.js';
import type { ShellRunner } from '../../../src/commands/shell.js';
import { allExamples, runExample, type MachineParts } from '../../support/kind-examples.js';

const onTheMachine = checkKinds.filter((k) => definitionOf(k).actsOnMachine);

let dir: string;
let browser: BrowserRuntime;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'critic-gate-kind-examples-'));
  browser = browserRuntime({ artifactsDir: join(dir, 'artifacts') });
});
afterAll(async () => {
  await browser.close();
  await rm(dir, { recursive: true, force: true });
});

/** Commands allowed and sandboxed in the example's work tree, and the browser of this file. */
async function machine(runners: ShellRunner[]): Promise<MachineParts> {
  return async (workTree) => {
    const prepared = await prepareCommands({ cwd: workTree, sandbox: 'required', env: process.env });
    // CI installs bubblewrap: a missing sandbox is a broken machine, not an example to skip.
    if ('refused' in prepared) throw new Error(`the sandbox is unavailable: ${prepared.refused.message}`);
    runners.push(prepared.runner);
    return { commands: prepared.runner, browser };
  };
}

describe('the examples of the kinds that act on the machine', () => {
  it('are those of command, gotchas and browser', () => {
    expect(onTheMachine.sort()).toEqual(['browser', 'command', 'gotchas']);
  });

  it.each(allExamples(onTheMachine).map((e) => [e.kind, e.expect, e.example.title, e] as const))(
    '%s, %s: %s',
    async (_kind, _expect, _title, { expect: outcome, example }) => {
      const runners: ShellRunner[] = [];
      try {
        const result = await runExample(example, await machine(runners));
        expect(result.status, result.evidence).toBe(outcome === 'failing' ? 'fail' : 'pass');
        expect(result.evidence).toContain(example.says);
      } finally {
        await Promise.all(runners.map((r) => r.close()));
      }
    },
  );
});
