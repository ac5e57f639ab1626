import { describe, expect, it } from 'vitest';
import { decideReuse, verifyQuotesOnEntry } from '../../../src/action/merge-queue.js';
import { renderMarker, type MarkerData } from '../../../src/review/marker.js';

const HEAD = 'a'.repeat(40);
const DIGEST = 'd'.repeat(64);
const PATCH = 'b'.repeat(40);
const marker = (over: Partial<MarkerData> = {}): MarkerData => ({
  head: HEAD,
  verdict: 'PASS',
  score: 1,
  attempt: 1,
  findings: [],
  head_sha: HEAD,
  config_digest: DIGEST,
  patch_id: PATCH,
  quotes: [],
  ...over,
});
const review = (m: MarkerData, commit = m.head) => ({
  body: `report\n${renderMarker(m)}`,
  commit_id: commit,
  html_url: 'https://github.com/o/r/pull/1#r',
});
const evidence = (reviews: ReturnType<typeof review>[]) => ({
  pullHeadSha: HEAD,
  reviews,
  configDigest: DIGEST,
  entryPatchId: () => Promise.resolve<string | undefined>(PATCH),
});

describe('decideReuse: the three conditions of spec §14', () => {
  it('reuses a PASS for exactly that head under the same config_digest and patch-id', async () => {
    expect(await decideReuse(evidence([review(marker())]))).toMatchObject({ reuse: true, reviewUrl: 'https://github.com/o/r/pull/1#r' });
  });

  it('refuses, naming the condition, for everything else', async () => {
    const why = async (e: Parameters<typeof decideReuse>[0]) => {
      const d = await decideReuse(e);
      return d.reuse ? 'reused' : d.why;
    };
    expect(await why(evidence([]))).toContain('no verdict');
    expect(await why(evidence([review(marker(), 'c'.repeat(40))]))).toContain('no verdict');
    expect(await why(evidence([review(marker()), review(marker({ verdict: 'RETRY' }))]))).toContain('RETRY, not PASS');
    expect(await why(evidence([review(marker({ config_digest: undefined }))]))).toContain('older critic-gate');
    expect(await why({ ...evidence([review(marker())]), configDigest: 'e'.repeat(64) })).toContain('config_digest');
    expect(await why(evidence([review(marker({ patch_id: undefined }))]))).toContain('no patch-id');
    const patchId = (id: string | undefined) => ({ ...evidence([review(marker())]), entryPatchId: () => Promise.resolve(id) });
    expect(await why(patchId(undefined))).toContain('could not be computed');
    expect(await why(patchId('f'.repeat(40)))).toContain('differs');
    expect(await why(evidence([review(marker({ quotes: undefined }))]))).toContain('no quoted evidence');
  });

  it("asks for the entry's patch-id (two git processes) only once every condition before it holds", async () => {
    const asked = (reviews: ReturnType<typeof review>[], configDigest = DIGEST) => {
      let times = 0;
      const e = {
        ...evidence(reviews),
        configDigest,
        entryPatchId: () => {
          times++;
          return Promise.resolve(PATCH);
        },
      };
      return decideReuse(e).then(() => times);
    };
    expect(await asked([])).toBe(0);
    expect(await asked([review(marker({ verdict: 'FAIL' }))])).toBe(0);
    expect(await asked([review(marker())], 'e'.repeat(64))).toBe(0);
    expect(await asked([review(marker({ patch_id: undefined }))])).toBe(0);
    // A marker with no quoted evidence to verify on the entry can never be reused: no git for it either.
    expect(await asked([review(marker({ quotes: undefined }))])).toBe(0);
    // The twin: a PASS under the same config_digest, with a patch-id to compare, asks once.
    expect(await asked([review(marker())])).toBe(1);
  });
});

describe('verifyQuotesOnEntry: the quoted evidence holds in the entry tree', () => {
  const QUOTE = { path: 'src/a.ts', line: 2, quote: 'export const sum = a + b;' };
  const reused = (quotes: MarkerData['quotes']) => ({ reuse: true as const, marker: marker({ quotes }), reviewUrl: 'u' });
  const at = (files: Record<string, string>) => {
    const asked: string[] = [];
    const read = async (path: string): Promise<Uint8Array | undefined> => {
      asked.push(path);
      return path in files ? new TextEncoder().encode(files[path]) : undefined;
    };
    return { read, asked };
  };

  it('keeps the reuse when every quote holds, reading each quoted file once', async () => {
    const entry = at({ 'src/a.ts': 'export const a = 1;\nexport const sum = a + b;\n' });
    const decision = await verifyQuotesOnEntry(reused([QUOTE, { ...QUOTE, line: 1 }]), entry.read);
    expect(decision.reuse).toBe(true);
    expect(entry.asked).toEqual(['src/a.ts']);
  });

  it('refuses, naming the place, when a quote is gone from the entry', async () => {
    const decision = await verifyQuotesOnEntry(reused([QUOTE]), at({ 'src/a.ts': 'export const a = 1;\n' }).read);
    expect(decision).toMatchObject({ reuse: false, why: expect.stringContaining('src/a.ts:2') });
    const noFile = await verifyQuotesOnEntry(reused([QUOTE]), at({}).read);
    expect(noFile).toMatchObject({ reuse: false, why: expect.stringContaining("not in the entry's tree") });
  });
});
