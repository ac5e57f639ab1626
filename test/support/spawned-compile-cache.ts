import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * V8's compile cache for the dist/ bundles the tests start (hundreds of CLI and Action runs), kept
 * in one folder for the whole suite: each run otherwise compiles the same chunks again (about an
 * eighth of an Action run's CPU, measured). It changes how fast a spawned run starts, never what it
 * does. A run that has a cache directory of its own (a test of critic-gate's own code cache, which
 * keeps compiled modules there) gets none, so that such a test proves our cache, not this one.
 */
const SHARED = join(tmpdir(), 'critic-gate-tests-compile-cache');

/** Adds NODE_COMPILE_CACHE to a spawned run's environment unless the run has a cache directory of its own. */
export function withSharedCompileCache(env: NodeJS.ProcessEnv, ownCacheDir: boolean): NodeJS.ProcessEnv {
  if (ownCacheDir || 'NODE_COMPILE_CACHE' in env) return env;
  return { ...env, NODE_COMPILE_CACHE: SHARED };
}
