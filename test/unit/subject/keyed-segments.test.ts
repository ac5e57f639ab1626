/**
 * The store of values by key the diff summaries are kept in (subject/keyed-segments.ts): what one
 * run puts, the next reads back; a segment cut short, edited or of another format is a miss,
 * never an error; what a run found nothing new for writes nothing; and a store scoped to one
 * repository reads, merges and bounds only its own segments in a directory that serves several.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyedSegments, segmentEntries, segmentOfEntries, storeScope } from '../../../src/subject/keyed-segments.js';

let scratch: string;
let dirs = 0;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-keyed-segments-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});
const HEADER = 'test store 1';
const key = (c: string): string => c.repeat(64);
const store = (dir: string, header = HEADER) => new KeyedSegments(dir, { header, maxSegments: 3 });

describe('KeyedSegments', () => {
  it('what one run puts the next reads back; a run with nothing new writes no segment', async () => {
    const dir = join(scratch, `s${dirs++}`);
    const first = store(dir);
    expect((await first.table()).get(key('a'))).toBeUndefined();
    first.put(key('a'), '1;2;0;1+2;1+3');
    first.put('not a key', 'x');
    first.put(key('b'), 'two words');
    await first.flush();
    const second = store(dir);
    expect((await second.table()).get(key('a'))).toBe('1;2;0;1+2;1+3');
    expect((await second.table()).get(key('b')), 'a value is one word of printable ASCII').toBeUndefined();
    second.put(key('a'), '1;2;0;1+2;1+3');
    await second.flush();
    expect(await readdir(dir)).toHaveLength(1);
    // Another format (another header) never reads it.
    expect((await store(dir, 'test store 2').table()).get(key('a'))).toBeUndefined();
  });

  it('a segment cut short or edited is a miss; many segments are merged into one', async () => {
    const dir = join(scratch, `s${dirs++}`);
    const s = store(dir);
    s.put(key('c'), 'v');
    await s.flush();
    const [name] = await readdir(dir);
    const path = join(dir, name!);
    const whole = await readFile(path, 'utf8');
    expect(segmentEntries(HEADER, whole).get(key('c'))).toBe('v');
    await writeFile(path, whole.replace(' v\n', ' w\n'));
    expect((await store(dir).table()).get(key('c')), 'edited').toBeUndefined();
    await writeFile(path, whole.slice(0, -10));
    expect((await store(dir).table()).get(key('c')), 'cut short').toBeUndefined();
    await writeFile(path, whole);
    for (const c of ['d', 'e', 'f']) {
      const next = store(dir);
      next.put(key(c), c);
      await next.flush();
    }
    expect((await readdir(dir)).length).toBeLessThanOrEqual(3);
    const all = store(dir);
    expect((await all.table()).get(key('c'))).toBe('v');
    for (const c of ['d', 'e', 'f']) expect((await all.table()).get(key(c))).toBe(c);
    expect(segmentEntries(HEADER, segmentOfEntries(HEADER, [[key('9'), 'x']])).size).toBe(1);
  });

  it('a merge keeps the value this run put for a key, not the one an older segment held', async () => {
    const dir = join(scratch, `s${dirs++}`);
    for (const c of ['a', 'b', 'c']) {
      const s = store(dir);
      s.put(key('d'), `old-${c}`);
      s.put(key(c), c);
      await s.flush();
    }
    expect((await readdir(dir)).length).toBe(3);
    const last = store(dir);
    last.put(key('d'), 'new');
    last.put(key('a'), 'a'); // unchanged: kept as it was
    await last.flush();
    expect(await readdir(dir), 'merged into one').toHaveLength(1);
    const read = store(dir);
    expect((await read.table()).get(key('d'))).toBe('new');
    for (const c of ['a', 'b', 'c']) expect((await read.table()).get(key(c))).toBe(c);
  });

  it("a scoped store reads and merges only its own segments: another repository's entries are never read", async () => {
    const dir = join(scratch, `s${dirs++}`);
    const [mine, theirs] = [storeScope('/home/dev/project-a'), storeScope('/home/dev/project-b')];
    expect(mine).toMatch(/^[0-9a-f]{16}$/);
    expect(theirs).not.toBe(mine);
    const scoped = (scope: string | undefined) => new KeyedSegments(dir, { header: HEADER, maxSegments: 3, scope });
    // Their store, and an unscoped one of an older release, in the same directory.
    for (const c of ['1', '2', '3']) {
      const s = scoped(theirs);
      s.put(key(c), `theirs-${c}`);
      await s.flush();
    }
    const unscoped = scoped(undefined);
    unscoped.put(key('4'), 'unscoped');
    await unscoped.flush();
    for (const c of ['a', 'b', 'c', 'd']) {
      const s = scoped(mine);
      s.put(key(c), `mine-${c}`);
      await s.flush();
    }
    const names = await readdir(dir);
    // Mine were merged at their own bound (3 segments), without touching theirs or the unscoped one.
    expect(names.filter((n) => n.startsWith(`seg-${mine}-`))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith(`seg-${theirs}-`))).toHaveLength(3);
    expect(names.filter((n) => n.split('-').length === 4)).toHaveLength(1);
    const read = scoped(mine);
    for (const c of ['a', 'b', 'c', 'd']) expect((await read.table()).get(key(c))).toBe(`mine-${c}`);
    for (const c of ['1', '2', '3', '4']) expect((await read.table()).get(key(c)), `key ${c}`).toBeUndefined();
    expect((await scoped(theirs).table()).get(key('1'))).toBe('theirs-1');
    expect((await scoped(theirs).table()).get(key('a'))).toBeUndefined();
    expect((await scoped(undefined).table()).get(key('4'))).toBe('unscoped');
    expect((await scoped(undefined).table()).get(key('a'))).toBeUndefined();
    expect(() => scoped('../escape'), 'a scope is a digest, never a path').toThrow(/16 hex digits/);
  });
});
