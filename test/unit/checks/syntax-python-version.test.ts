/**
 * Issue 26, item 10: Python syntax is judged by the Python the project declares. An interpreter
 * older than that refusing a file is the runner's setup, never a syntax error of the author's code.
 * Real CPython throughout (`python3` on PATH, as the syntax check's own tests need).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pythonRequirements } from '../../../src/checks/python-requirement.js';
import { runCheck } from '../../../src/checks/registry.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';

const runner = execFileSync('python3', ['-c', 'import sys; print("%d.%d" % sys.version_info[:2])'], { encoding: 'utf8' }).trim();
const [major = 3, minor = 0] = runner.split('.').map(Number);
/** A version no runner has: what a project declares beyond the runner, whatever the runner is. */
const FUTURE = `${major}.${minor + 50}`;

const check = { kind: 'syntax' as const, files: '**/*.py' };
const run = (files: Record<string, string>) => runCheck(check, memoryContext(allAdded(files)));

describe('the declared Python decides', () => {
  it('a project requiring a newer Python than the runner has: a refused file is a setup error naming both versions', async () => {
    const o = await run({
      'pyproject.toml': `[project]\nrequires-python = ">=${FUTURE}"\n`,
      'src/vec.py': 'type Vec = list[float]\nx = (\n',
    });
    expect(o.status).toBe('misconfigured');
    expect(o.evidence).toContain(
      `src/vec.py: not judged: this project requires Python ≥ ${FUTURE} (pyproject.toml requires-python ">=${FUTURE}"); the runner has ${runner}`,
    );
    expect(o.fix).toContain(`Put Python ${FUTURE} on the runner's PATH`);
    // Fixed on the runner, not in the config: the run's error says so (report/facts.ts whereToFix).
    expect(o).toMatchObject({ onRunner: true });
  });

  it('the nearest declaration counts: .python-version, setup.cfg, setup.py', async () => {
    for (const [name, text] of [
      ['.python-version', `${FUTURE}\n`],
      ['setup.cfg', `[options]\npython_requires = >=${FUTURE}\n`],
      ['setup.py', `setup(python_requires=">=${FUTURE}")\n`],
    ] as const) {
      const o = await run({ 'pyproject.toml': '[project]\nrequires-python = ">=3.8"\n', [`pkg/${name}`]: text, 'pkg/a.py': 'x = (\n' });
      expect(o.status, name).toBe('misconfigured');
      expect(o.evidence, name).toContain(`pkg/${name}`);
    }
  });

  it('a file the older runner accepts passes, and the evidence says the runner is older than declared', async () => {
    const o = await run({ 'pyproject.toml': `[project]\nrequires-python = ">=${FUTURE}"\n`, 'a.py': 'x = 1\n' });
    expect(o.status).toBe('pass');
    expect(o.evidence).toContain(`python ${runner}, older than the ${FUTURE} the project requires`);
  });

  it('the true positive: invalid Python in a project the runner satisfies is still a syntax error', async () => {
    const o = await run({ 'pyproject.toml': `[project]\nrequires-python = ">=${runner}"\n`, 'a.py': 'def f(:\n' });
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/^a\.py:1:\d+: .*python \d+\.\d+\)$/);
  });

  it('`type Vec = list[float]` in a project requiring 3.12: judged by a 3.12 or later, else a setup error, never a syntax error', async () => {
    const o = await run({ 'pyproject.toml': '[project]\nrequires-python = ">=3.12"\n', 'src/vec.py': 'type Vec = list[float]\n' });
    if (major > 3 || (major === 3 && minor >= 12)) expect(o).toMatchObject({ status: 'pass' });
    else {
      // No python3.12 or later that runs on this PATH (a pyenv shim without the version installed does not): the runner's setup.
      expect(['pass', 'misconfigured']).toContain(o.status);
      if (o.status === 'misconfigured')
        expect(o.evidence).toContain(
          `this project requires Python ≥ 3.12 (pyproject.toml requires-python ">=3.12"); the runner has ${runner}`,
        );
      else expect(o.evidence).toMatch(/python 3\.(1[2-9]|[2-9]\d)/);
    }
  });
});

describe('each file is answered by its own folder', () => {
  it("files asked in any order, many per folder, each get the nearest declaration: one folder's answer never stands for another's", async () => {
    const ctx = memoryContext(
      allAdded({
        'pyproject.toml': '[project]\nrequires-python = ">=3.8"\n',
        'pkg/.python-version': '3.12\n',
        'pkg/a.py': '',
        'pkg/b.py': '',
        'pkg/sub/c.py': '',
        'pkg/sub/setup.cfg': '[options]\npython_requires = >=3.10\n',
        'other/d.py': '',
        'top.py': '',
      }),
    );
    const requirementOf = pythonRequirements(ctx);
    const minimum = async (path: string) => (await requirementOf(path))?.minimum.join('.');
    // Asked as a large change asks: all at once, a folder's files interleaved with others'.
    const paths = ['pkg/sub/c.py', 'pkg/a.py', 'top.py', 'other/d.py', 'pkg/b.py', 'pkg/sub/other.py', 'other/e.py'];
    const found = await Promise.all(paths.map(minimum));
    expect(Object.fromEntries(paths.map((p, i) => [p, found[i]]))).toEqual({
      'pkg/sub/c.py': '3.10',
      'pkg/a.py': '3.12',
      'top.py': '3.8',
      'other/d.py': '3.8',
      'pkg/b.py': '3.12',
      'pkg/sub/other.py': '3.10',
      'other/e.py': '3.8',
    });
    // The same folder's files share one answer.
    expect(requirementOf('pkg/a.py')).toBe(requirementOf('pkg/b.py'));
  });
});
