/**
 * Spec §7: files named by the base config (JSON Schemas, gotchas rules) are read at the base
 * commit, and when they are missing or unusable there the gate is misconfigured, not the work:
 * the run cannot judge (exit 4), whichever kind names the file.
 */
import { describe, expect, it } from 'vitest';
import type { CommandRunner } from '../../../src/checks/define.js';
import { CheckSpecSchema, runCheck } from '../../../src/checks/registry.js';
import { runCritic } from '../../../src/core/engine.js';
import { exitCodeOf, EXIT } from '../../../src/errors/exit-codes.js';
import type { FileReader } from '../../../src/subject/types.js';
import { allAdded, memoryContext, memorySubject } from '../../support/memory-subject.js';

const encoder = new TextEncoder();

/** The base commit's files; the head (the change) is given separately and never read for them. */
const baseOf = (files: Record<string, string | Uint8Array>): FileReader => ({
  listTree: async () => Object.keys(files),
  read: async (path) => {
    const f = files[path];
    return f === undefined ? undefined : typeof f === 'string' ? encoder.encode(f) : f;
  },
});

// Whether commands may run is not the question here, only which rules file is read.
const commands: CommandRunner = { run: async () => ({ exitCode: 0, timedOut: false, output: '' }) };

const HEAD = {
  'config/app.json': '{"port": 80}\n',
  'docs/a.md': '---\ntitle: A\n---\n# A\n',
  'run.sh': 'echo hi\n',
  // What the change writes is never where these files are read from.
  'schemas/app.json': '{"type": "object"}',
  '.github/gotchas.md': '## Fine\n- pattern: "**/*.sh"\n- check: true\n',
};

const jsonSchema = { kind: 'json-schema', files: 'config/*.json', schema: 'schemas/app.json' };
const frontmatter = { kind: 'frontmatter', files: 'docs/*.md', schema: 'schemas/app.json' };
const gotchas = { kind: 'gotchas', file: '.github/gotchas.md' };

const cases: [string, Record<string, unknown>, Record<string, string | Uint8Array>, RegExp][] = [
  ['json-schema: schema only in the change', jsonSchema, {}, /^schema schemas\/app\.json not found at the base commit/],
  [
    'json-schema: schema not JSON at the base',
    jsonSchema,
    { 'schemas/app.json': '{"type": "object",}' },
    /^schema schemas\/app\.json:1: invalid JSON/,
  ],
  [
    'json-schema: schema does not compile',
    jsonSchema,
    { 'schemas/app.json': '{"type": "no-such-type"}' },
    /^the JSON Schema does not compile/,
  ],
  ['frontmatter: schema only in the change', frontmatter, {}, /^schema schemas\/app\.json not found at the base commit/],
  ['gotchas: rules only in the change', gotchas, {}, /^\.github\/gotchas\.md: not found at the base commit$/],
  [
    'gotchas: rules binary at the base',
    gotchas,
    { '.github/gotchas.md': new Uint8Array([0x23, 0, 1, 2]) },
    /^\.github\/gotchas\.md: binary/,
  ],
  [
    'gotchas: a rule without a check',
    gotchas,
    { '.github/gotchas.md': '## Broken\n- pattern: "**/*.sh"\n' },
    /^\.github\/gotchas\.md:1: rule "Broken" has no `- check:`$/,
  ],
];

describe('a base-named file missing or unusable at the base is misconfigured, for every kind', () => {
  it.each(cases)('%s', async (_name, spec, base, evidence) => {
    const ctx = memoryContext(allAdded(HEAD), { commands, trusted: baseOf(base) });
    const o = await runCheck(CheckSpecSchema.parse(spec), ctx);
    expect(o.status).toBe('misconfigured');
    expect(o.evidence).toMatch(evidence);
    expect(o.fix).not.toBe('');
  });

  it.each(cases)('%s: the run cannot judge (exit 4), and its gate entry is failed, not "not run"', async (_name, spec, base) => {
    const subject = memorySubject(allAdded(HEAD));
    const result = await runCritic(
      {
        subject,
        task: 't',
        schemaGate: [],
        gate: [{ id: 'base-file', spec: CheckSpecSchema.parse(spec) }],
        assertions: [],
        threshold: 1,
        material: async () => [],
      },
      { commands, trusted: baseOf(base) },
    );
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error', error: expect.stringContaining('gate base-file: ') });
    expect(result.gate).toEqual([expect.objectContaining({ id: 'base-file', passed: false })]);
    expect(result.gate[0]).not.toHaveProperty('not_run');
    expect(exitCodeOf(result)).toBe(EXIT.ERROR);
  });

  it('the same checks pass once the base holds the files', async () => {
    const base = { 'schemas/app.json': '{"type": "object"}', '.github/gotchas.md': '## Fine\n- pattern: "**/*.sh"\n- check: true\n' };
    for (const spec of [jsonSchema, frontmatter, gotchas]) {
      const o = await runCheck(CheckSpecSchema.parse(spec), memoryContext(allAdded(HEAD), { commands, trusted: baseOf(base) }));
      expect(o.status, `${spec.kind}: ${o.evidence}`).toBe('pass');
    }
  });
});
