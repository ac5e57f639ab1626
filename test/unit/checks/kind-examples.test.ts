/**
 * Issue 40: every example a kind declares (and its page in docs/checks/ shows) is run here as a
 * user would meet it: written into `.critic-gate.yml`, read by the config parser, run through the
 * registry on its files (a real git repository where it has a base or a history). A failing
 * example must fail saying what the page says, a passing one pass. The kinds that act on the
 * machine (commands, a browser) run theirs with the real parts in
 * test/e2e/checks/kind-examples.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { defineCheck } from '../../../src/checks/define.js';
import { checkKinds, definitionOf } from '../../../src/checks/registry.js';
import { pass } from '../../../src/contract/outcome.js';
import { allExamples, runExample } from '../../support/kind-examples.js';

const onTheMachine = checkKinds.filter((k) => definitionOf(k).actsOnMachine);
const here = checkKinds.filter((k) => !definitionOf(k).actsOnMachine);

describe('the examples of each check kind', () => {
  it.each(allExamples(here).map((e) => [e.kind, e.expect, e.example.title, e] as const))(
    '%s, %s: %s',
    async (_kind, _expect, _title, { expect: outcome, example }) => {
      const result = await runExample(example);
      expect(result.status, result.evidence).toBe(outcome === 'failing' ? 'fail' : 'pass');
      expect(result.evidence).toContain(example.says);
    },
  );

  it('reads the check as a config file does: a check the parser refuses is no example', async () => {
    const misspelt = {
      title: 'a typo',
      check: { kind: 'contains', file: 'README.md', patern: 'x' },
      files: { 'README.md': 'x\n' },
      says: '',
    };
    await expect(runExample(misspelt)).rejects.toThrow(/patern/);
  });

  it('runs the check as written: a failing example that holds what it looks for passes, and the test would say so', async () => {
    const { example } = allExamples(['contains']).find((e) => e.expect === 'failing')!;
    const result = await runExample({ ...example, files: { 'README.md': '## Install\n' } });
    expect(result.status).toBe('pass');
  });

  it('leaves to the e2e project only the kinds that need a sandbox or a browser', () => {
    expect(onTheMachine.sort()).toEqual(['browser', 'command', 'gotchas']);
  });

  it('every kind has at least one failing and one passing example', () => {
    for (const kind of checkKinds) {
      const { failing, passing } = definitionOf(kind).examples;
      expect(failing.length, kind).toBeGreaterThan(0);
      expect(passing.length, kind).toBeGreaterThan(0);
    }
  });
});

describe('a kind without examples', () => {
  it('is a compile error', () => {
    const made = () =>
      // @ts-expect-error -- `examples` is required: a new kind comes with the page that shows it and the test that runs it.
      defineCheck({
        kind: 'new-kind',
        shape: () => ({}),
        defaultScope: 'changed',
        reads: 'text',
        appliesToText: false,
        description: 'a kind written without examples',
        run: async () => pass('ok'),
      });
    expect(made).toBeTypeOf('function');
  });
});
