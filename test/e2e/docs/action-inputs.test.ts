/**
 * Issue 40: docs/action.md documented 13 of action.yml's 20 inputs. Every input and output that
 * action.yml declares has its row (or its name, for outputs) in docs/action.md, and the table
 * names no input that action.yml does not have.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../support/run-cli.js';

const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
};
const doc = readFileSync(join(REPO_ROOT, 'docs/action.md'), 'utf8');
const documentedInputs = [...doc.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]!);

describe('docs/action.md and action.yml say the same', () => {
  it('every input has a row in the inputs table, and every row is an input', () => {
    expect([...new Set(documentedInputs)].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it('every output is named', () => {
    const outputs = /^Outputs: (.*)$/m.exec(doc)?.[1] ?? '';
    for (const name of Object.keys(action.outputs)) expect(outputs, name).toContain(`\`${name}\``);
  });
});
