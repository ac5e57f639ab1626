/**
 * Issue 26, item 10: with a matching interpreter on PATH, it judges the project's Python. Needs a
 * CPython newer than `python3` somewhere (another `python3.N` on PATH, or a pyenv version); the
 * test is skipped on a machine with one Python only.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';

const ask = (program: string): { executable: string; version: string } | undefined => {
  try {
    const [executable = '', version = ''] = execFileSync(
      program,
      ['-c', 'import sys; print(sys.executable); print("%d.%d" % sys.version_info[:2])'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    )
      .trim()
      .split('\n');
    return { executable, version };
  } catch {
    return undefined;
  }
};

const runner = ask('python3')!.version;
const runnerMinor = Number(runner.split('.')[1]);

/** A CPython 3 newer than python3: as `python3.N` on PATH, else among pyenv's installed versions. */
function newerPython(): { executable: string; version: string } | undefined {
  for (let minor = runnerMinor + 1; minor <= runnerMinor + 4; minor++) {
    const found = ask(`python3.${minor}`);
    if (found && found.version === `3.${minor}`) return found;
  }
  let root: string;
  try {
    root = execFileSync('pyenv', ['root'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
  const versions = existsSync(join(root, 'versions')) ? readdirSync(join(root, 'versions')) : [];
  for (const v of versions.sort()) {
    const m = /^3\.(\d+)\./.exec(v);
    if (!m || Number(m[1]) <= runnerMinor) continue;
    const found = ask(join(root, 'versions', v, 'bin', `python3.${m[1]}`));
    if (found) return found;
  }
  return undefined;
}

const newer = newerPython();

describe.skipIf(newer === undefined)('a matching interpreter on PATH judges the project', () => {
  it('the project requiring a newer Python than python3 is judged by python3.N from PATH', async () => {
    const { executable, version } = newer!;
    const dir = mkdtempSync(join(tmpdir(), 'critic-gate-python-'));
    symlinkSync(executable, join(dir, `python${version}`));
    const path = process.env['PATH'];
    process.env['PATH'] = `${dir}${delimiter}${path ?? ''}`;
    onTestFinished(() => {
      process.env['PATH'] = path;
      rmSync(dir, { recursive: true, force: true });
    });
    // `type` statements are 3.12 syntax: refused by an older python3, valid in the declared one.
    // (Its own comment: parses are cached by text, and unit test files share a process.)
    const code = `# judged by python${version}\n${Number(version.split('.')[1]) >= 12 ? 'type Vec = list[float]\n' : 'x = 1\n'}`;
    const files = { 'pyproject.toml': `[project]\nrequires-python = ">=${version}"\n`, 'src/a.py': code };
    const o = await runCheck({ kind: 'syntax', files: '**/*.py' }, memoryContext(allAdded(files)));
    expect(o).toMatchObject({ status: 'pass' });
    expect(o.evidence).toContain(`python ${version})`);
    // The same file, with no declaration: python3 decides, as before.
    const plain = await runCheck(
      { kind: 'syntax', files: '**/*.py' },
      memoryContext(allAdded({ 'src/a.py': '# judged by python3\nx = 1\n' })),
    );
    expect(plain.evidence).toContain(`python ${runner})`);
  });
});
