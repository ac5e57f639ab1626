/**
 * Spec §3 and §13: every met criterion carries a location, deterministic ones included. A check
 * that passes on a worker output cites the line that decided it: the line it found (contains,
 * required-sections, keyword-coverage), else the first non-blank line it read, with its quote.
 * Keyed by kind, so a new text kind without a case here is a compile error.
 */
import { describe, expect, it } from 'vitest';
import { textCheckKinds, type TextCheckSpec } from '../../../src/checks/registry.js';
import type { Location } from '../../../src/contract/location.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';

interface Case {
  output: string;
  task?: string;
  check: TextCheckSpec;
  /** Where the passing outcome points: line and quote in `output`. */
  cites: Omit<Location, 'path'>;
}

// Leading blank lines, so "the first non-blank line" is told apart from "line 1".
const ANSWER =
  '\n\n# Retry handler\n\nThe retry handler retries timeouts three times, waiting 2 s between attempts.\n\n## Tests\n\nOne smoke test covers it.\n';
const HEADING = { line: 3, quote: '# Retry handler' };

const CASES: { [K in TextCheckSpec['kind']]: Case } = {
  contains: {
    output: ANSWER,
    check: { kind: 'contains', pattern: 'retr(y|ies)' },
    cites: { line: 5, quote: 'The retry handler retries timeouts three times, waiting 2 s between attempts.' },
  },
  'not-contains': { output: ANSWER, check: { kind: 'not-contains', pattern: 'TODO|FIXME' }, cites: HEADING },
  'min-bytes': { output: ANSWER, check: { kind: 'min-bytes', bytes: 40 }, cites: HEADING },
  'no-placeholders': { output: ANSWER, check: { kind: 'no-placeholders' }, cites: HEADING },
  // The first section the check names, where it was found (not the first line of the file).
  'required-sections': {
    output: ANSWER,
    check: { kind: 'required-sections', sections: ['Tests', 'Retry handler'] },
    cites: { line: 7, quote: '## Tests' },
  },
  'json-valid': { output: '\n{"retries": 3}\n', check: { kind: 'json-valid' }, cites: { line: 2, quote: '{"retries": 3}' } },
  sniff: {
    output: '<!doctype html><html><head><title>t</title></head><body><p>hi</p></body></html>\n',
    check: { kind: 'sniff', sniff: 'html-complete' },
    cites: { line: 1, quote: '<!doctype html><html><head><title>t</title></head><body><p>hi</p></body></html>' },
  },
  syntax: {
    output: '\n# add one\ndef f(x):\n    return x + 1\n',
    check: { kind: 'syntax', language: 'python' },
    cites: { line: 2, quote: '# add one' },
  },
  'json-schema': {
    output: '{\n  "retries": 3\n}\n',
    check: { kind: 'json-schema', schema: { type: 'object', required: ['retries'], properties: { retries: { type: 'integer' } } } },
    cites: { line: 1, quote: '{' },
  },
  'yaml-valid': { output: '# retry settings\nretries: 3\n', check: { kind: 'yaml-valid' }, cites: { line: 1, quote: '# retry settings' } },
  'total-min-bytes': { output: ANSWER, check: { kind: 'total-min-bytes', bytes: 40 }, cites: HEADING },
  'not-a-question': { output: ANSWER, check: { kind: 'not-a-question' }, cites: HEADING },
  'no-stack-trace': { output: ANSWER, check: { kind: 'no-stack-trace' }, cites: HEADING },
  // The first line that holds a covered term: the heading holds none of "timeouts".
  'keyword-coverage': {
    output: '\nSummary\n\nTimeouts are now handled.\n',
    task: 'Handle timeouts',
    check: { kind: 'keyword-coverage', min_share: 1 },
    cites: { line: 4, quote: 'Timeouts are now handled.' },
  },
  frontmatter: {
    output: '---\ntitle: Retry\n---\n\nBody.\n',
    check: { kind: 'frontmatter', required_keys: ['title'] },
    cites: { line: 1, quote: '---' },
  },
  'prompt-injection': { output: ANSWER, check: { kind: 'prompt-injection', tripwires: 'fail' }, cites: HEADING },
  'no-secrets': { output: ANSWER, check: { kind: 'no-secrets' }, cites: HEADING },
};

const onOutput = (c: Case) => memoryContext(allAdded({ output: c.output }), { task: c.task ?? '' });

describe('a passing check cites the line that decided it', () => {
  it('has a case for every kind that applies to a worker output', () => {
    expect(Object.keys(CASES).sort()).toEqual([...textCheckKinds].sort());
  });

  it.each(Object.entries(CASES))('%s', async (_kind, c) => {
    const o = await runSpec(c.check, onOutput(c));
    expect(o, o.evidence).toMatchObject({ status: 'pass' });
    expect(o.location).toEqual({ path: 'output', ...c.cites });
  });
});

describe('which line is cited', () => {
  it('under scope: added, an added line, not an untouched one above it', async () => {
    const ctx = memoryContext({
      files: { 'notes.md': '# Notes\n\nold line\nnew line\n' },
      changes: [{ path: 'notes.md', status: 'modified', addedLines: [4] }],
    });
    const o = await runSpec({ kind: 'not-contains', pattern: 'TODO', scope: 'added' }, ctx);
    expect(o).toMatchObject({ status: 'pass', location: { path: 'notes.md', line: 4, quote: 'new line' } });
  });

  it('the first selected file with a non-blank line, by path', async () => {
    const ctx = memoryContext(allAdded({ 'c.md': 'C\n', 'a.md': '\n\n', 'b.md': '  \n  B\n' }));
    const o = await runSpec({ kind: 'no-stack-trace' }, ctx);
    expect(o).toMatchObject({ status: 'pass', location: { path: 'b.md', line: 2, quote: '  B' } });
  });

  it('keyword-coverage falls back to the first non-blank line when a term is covered only across lines', async () => {
    const ctx = memoryContext(allAdded({ output: 'Done.\nThe retry\nhandler is in place.\n' }), { task: 'Add the "retry handler"' });
    const o = await runSpec({ kind: 'keyword-coverage', min_share: 1 }, ctx);
    expect(o).toMatchObject({ status: 'pass', location: { path: 'output', line: 1, quote: 'Done.' } });
  });

  it('a failing check still fails where it failed (the true-positive twin)', async () => {
    const o = await runSpec({ kind: 'not-a-question' }, onOutput({ ...CASES['not-a-question'], output: '\nRedis or memory? Which TTL?' }));
    expect(o).toMatchObject({ status: 'fail', location: { path: 'output', line: 2, quote: 'Redis or memory? Which TTL?' } });
  });
});
