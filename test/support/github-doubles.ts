import { afterEach } from 'vitest';
import { startGitHubDouble, type GitHubDouble, type GitHubDoubleSetup } from '../doubles/github.js';

/**
 * A `start(setup)` for a test file: each call starts a GitHub double from `defaults` with `setup`'s
 * fields on top (a shallow merge), and every double is closed after the test that started it.
 * Call it once at the top level of the file, where vitest registers the afterEach.
 */
export function githubDoubles(defaults: GitHubDoubleSetup = {}): (setup?: GitHubDoubleSetup) => Promise<GitHubDouble> {
  const started: GitHubDouble[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((d) => d.close()));
  });
  return async (setup = {}) => {
    const d = await startGitHubDouble({ ...defaults, ...setup });
    started.push(d);
    return d;
  };
}
