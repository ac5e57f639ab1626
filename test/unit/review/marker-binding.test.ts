/** The marker's binding (spec §14): head_sha and config_digest, and what an older marker may still do. */
import { describe, expect, it } from 'vitest';
import { parseMarker, renderMarker, reusableCache, reviewBody, type MarkerData } from '../../../src/review/index.js';
import { passResult } from '../../support/sample-results.js';
import { AT, HEAD } from '../../support/review-samples.js';

const DIGEST = 'd'.repeat(64);
const KEY = 'a'.repeat(64);
const CACHE = { [KEY]: '{"criteria":[]}' };
const BOUND: MarkerData = {
  head: HEAD,
  verdict: 'PASS',
  score: 1,
  attempt: 1,
  findings: [],
  head_sha: HEAD,
  config_digest: DIGEST,
  cache: CACHE,
};

describe('marker binding', () => {
  it('round-trips head_sha and config_digest, and a review body writes both', () => {
    expect(parseMarker(renderMarker(BOUND))).toEqual(BOUND);
    const body = reviewBody(passResult, { ...AT, attempt: 1, configDigest: DIGEST, cache: CACHE });
    expect(parseMarker(body)).toMatchObject({ head_sha: HEAD, config_digest: DIGEST, cache: CACHE });
  });

  it('offers its cache only under the same config_digest', () => {
    expect(reusableCache(parseMarker(renderMarker(BOUND)), DIGEST)).toEqual(CACHE);
    expect(reusableCache(parseMarker(renderMarker(BOUND)), 'e'.repeat(64))).toEqual({});
    expect(reusableCache(parseMarker(renderMarker(BOUND)), undefined)).toEqual({});
  });

  it('reads an older marker without the binding, which counts attempts but is never reused', () => {
    const older = `report\n<!-- critic-gate:v1 {"head":"${HEAD}","verdict":"PASS","score":1,"attempt":2,"findings":[],"cache":{"${KEY}":"{}"}} -->\n`;
    const parsed = parseMarker(older);
    expect(parsed).toMatchObject({ head: HEAD, attempt: 2, cache: { [KEY]: '{}' } });
    expect(parsed?.head_sha).toBeUndefined();
    expect(reusableCache(parsed, DIGEST)).toEqual({});
    // A malformed binding is dropped, not the marker.
    const odd = parseMarker(renderMarker({ ...BOUND, head_sha: 'not a sha', config_digest: 'short' }));
    expect(odd).toMatchObject({ head: HEAD, attempt: 1 });
    expect(reusableCache(odd, DIGEST)).toEqual({});
  });
});
