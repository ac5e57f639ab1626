import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// .ci/run sources the script under `set -euo pipefail`: a script whose last command happens
// to return non-zero ends CI there, before a single test runs.
describe('scripts/use-node.sh, as .ci/run uses it', () => {
  it('can be sourced by a shell under set -e and leaves a node >= 22.12 on PATH', async () => {
    const script = 'set -euo pipefail; source scripts/use-node.sh; echo "sourced $(node --version)"';
    const { stdout } = await run('bash', ['-c', script]);
    const version = /^sourced v(\d+)\.(\d+)/.exec(stdout);
    expect(version, stdout).not.toBeNull();
    const [major, minor] = [Number(version?.[1]), Number(version?.[2])];
    expect(major > 22 || (major === 22 && minor >= 12)).toBe(true);
  });
});
