import { describe, expect, it } from 'vitest';
import { withSharedCompileCache } from '../../support/spawned-compile-cache.js';

describe("the suite's shared compile cache for spawned runs", () => {
  it('is given to a run without a cache directory of its own', () => {
    expect(withSharedCompileCache({ PATH: '/bin' }, false)['NODE_COMPILE_CACHE']).toMatch(/critic-gate-tests-compile-cache$/);
  });

  it("is never given to a run with its own cache directory: a test of critic-gate's code cache proves ours", () => {
    expect(withSharedCompileCache({ PATH: '/bin' }, true)).toEqual({ PATH: '/bin' });
  });

  it('leaves a compile cache the test chose as it is', () => {
    expect(withSharedCompileCache({ NODE_COMPILE_CACHE: 'mine' }, false)).toEqual({ NODE_COMPILE_CACHE: 'mine' });
  });
});
