/** Issue 26, item 10: the Python a project declares, read from its own files. */
import { describe, expect, it } from 'vitest';
import { candidatePrograms, declaringDirs, minimumOf, requirementOf } from '../../../src/syntax/python-version.js';

describe('minimumOf: the lowest version a specifier admits', () => {
  it.each([
    ['>=3.12', [3, 12]],
    ['>=3.9, <4', [3, 9]],
    ['<3.13,>=3.10', [3, 10]],
    ['~=3.11', [3, 11]],
    ['==3.12.*', [3, 12]],
    ['^3.12', [3, 12]],
    ['>=3', [3, 0]],
    ['3.12', [3, 12]],
  ] as const)('%s', (specifier, expected) => {
    expect(minimumOf(specifier)).toEqual(expected);
  });

  it.each(['<3.13', '!=3.9', '*', ''])('%j sets no lower bound', (specifier) => {
    expect(minimumOf(specifier)).toBeUndefined();
  });
});

describe('requirementOf: each declaration file', () => {
  it('pyproject.toml requires-python, and Poetry`s python dependency', () => {
    const pep621 = '[project]\nname = "x"\nrequires-python = ">=3.12"\n';
    expect(requirementOf('pyproject.toml', pep621, '')).toEqual({
      minimum: [3, 12],
      pinned: false,
      declared: 'pyproject.toml requires-python ">=3.12"',
    });
    const poetry = '[tool.poetry]\nname = "x"\n\n[tool.poetry.dependencies]\npython = "^3.11"\nclick = "^8"\n\n[build-system]\n';
    expect(requirementOf('pyproject.toml', poetry, 'pkg')).toMatchObject({
      minimum: [3, 11],
      declared: 'pkg/pyproject.toml python "^3.11"',
    });
    expect(requirementOf('pyproject.toml', '[tool.black]\ntarget-version = ["py312"]\n', '')).toBeUndefined();
  });

  it('.python-version pins a version; setup.cfg and setup.py name a range', () => {
    expect(requirementOf('.python-version', '3.12.1\n', '')).toMatchObject({ minimum: [3, 12], pinned: true });
    expect(requirementOf('.python-version', 'system\n', '')).toBeUndefined();
    expect(requirementOf('setup.cfg', '[options]\npython_requires = >=3.10\n', '')).toMatchObject({ minimum: [3, 10], pinned: false });
    expect(requirementOf('setup.py', 'setup(name="x", python_requires=">=3.8")\n', '')).toMatchObject({
      minimum: [3, 8],
      declared: 'setup.py python_requires ">=3.8"',
    });
  });
});

describe('where and with what', () => {
  it('a file`s own directory first, then each parent up to the root', () => {
    expect(declaringDirs('pkg/src/a.py')).toEqual(['pkg/src', 'pkg', '']);
    expect(declaringDirs('a.py')).toEqual(['']);
  });

  it('interpreters to try: the pinned minor first, then later ones in order; none of another major or older', () => {
    const onPath = [
      [3, 13],
      [3, 11],
      [3, 12],
      [2, 7],
    ] as const;
    expect(candidatePrograms({ minimum: [3, 12], pinned: false, declared: '' }, onPath)).toEqual(['python3.12', 'python3.13']);
    expect(candidatePrograms({ minimum: [3, 13], pinned: true, declared: '' }, onPath)).toEqual(['python3.13']);
    expect(candidatePrograms({ minimum: [3, 14], pinned: false, declared: '' }, onPath)).toEqual([]);
  });
});
