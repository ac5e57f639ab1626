/**
 * Issue 27, item 1: what a kind reads lives in its definition, and what an unreadable file does
 * to a check follows from it alone.
 */
import { describe, expect, it } from 'vitest';
import { pass } from '../../../src/contract/outcome.js';
import { defineCheck, READS } from '../../../src/checks/define.js';
import { checkKinds, definitionOf } from '../../../src/checks/registry.js';
import { watchReads, withUnreadable } from '../../../src/checks/unreadable.js';
import { memoryContext } from '../../support/memory-subject.js';

/** Examples a kind must declare, here for kinds made up by a test and never documented. */
const examplesOf = <K extends string>(kind: K) => {
  const example = { title: 'made up by a test', check: { kind }, files: {}, says: '' };
  return { failing: [example], passing: [example] } as const;
};

describe('reads', () => {
  it('every kind says what it reads', () => {
    for (const kind of checkKinds) expect(READS, kind).toContain(definitionOf(kind).reads);
    expect(definitionOf('min-bytes').reads).toBe('bytes');
    expect(definitionOf('command').reads).toBe('shell');
    expect(definitionOf('syntax').reads).toBe('text');
  });

  it('a kind that does not say what it reads is a compile error', () => {
    const made = () =>
      // @ts-expect-error -- `reads` is required: a new kind cannot silently get another kind's rules.
      defineCheck({
        kind: 'new-kind',
        shape: () => ({}),
        defaultScope: 'changed',
        appliesToText: false,
        description: 'a kind written without reads',
        examples: examplesOf('new-kind'),
        run: async () => pass('ok'),
      });
    expect(made).toBeTypeOf('function');
  });

  /** Runs a kind that only selects its files and passes, declared as reading `reads`. */
  async function outcomeOf(reads: (typeof READS)[number], files: Record<string, string | Uint8Array>) {
    const kind = defineCheck({
      kind: 'selects-all',
      shape: () => ({}),
      defaultScope: 'tree',
      reads,
      appliesToText: false,
      description: 'selects every file and passes',
      examples: examplesOf('selects-all'),
      run: async (spec, ctx) => pass(`${(await ctx.select(spec, spec.scope)).length} file(s)`),
    });
    const spec = { kind: 'selects-all' as const, files: '**' };
    const seen = watchReads(memoryContext({ files, changes: Object.keys(files).map((path) => ({ path })) }));
    return withUnreadable(spec, kind.reads, await kind.run(spec, seen.ctx), seen.files);
  }

  it('a new kind reading bytes counts a small binary-looking file; one reading text fails on it', async () => {
    // Binary bytes under a source name (a NUL in what is no UTF-8); UTF-8 text with a NUL is text (issue 37).
    const files = { 'a.js': new Uint8Array([0x2f, 0x2f, 0x20, 0, 0xff, 0xfe, 0x0a, 0x72, 0x75, 0x6e]) };
    expect(await outcomeOf('bytes', files)).toMatchObject({ status: 'pass' });
    expect(await outcomeOf('shell', files)).toMatchObject({ status: 'pass' });
    expect(await outcomeOf('text', files)).toMatchObject({ status: 'fail', location: { path: 'a.js' } });
    expect(await outcomeOf('page', files)).toMatchObject({ status: 'fail', location: { path: 'a.js' } });
  });
});
