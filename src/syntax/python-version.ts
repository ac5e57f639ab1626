/**
 * The Python a project declares it is written for (issue 26, item 10): `type Vec = list[float]`
 * is valid in the 3.12 a `pyproject.toml` requires and invalid in the 3.11 a runner may have.
 * Syntax is judged by a matching interpreter, and without one a failure is the runner's, not the
 * author's. Pure: the caller reads the files.
 */

/** A Python version, major and minor: `[3, 12]`. */
export type PythonVersion = readonly [number, number];

export interface PythonRequirement {
  /** The lowest version the declaration admits. */
  minimum: PythonVersion;
  /** `.python-version` names one version to use; the other declarations name a range. */
  pinned: boolean;
  /** Where it is declared, for messages: `pyproject.toml requires-python ">=3.12"`. */
  declared: string;
}

/** The files that declare it, in the order a directory's declarations count (the pin first). */
export const PYTHON_DECLARATIONS = ['.python-version', 'pyproject.toml', 'setup.cfg', 'setup.py'] as const;
export type PythonDeclaration = (typeof PYTHON_DECLARATIONS)[number];

/**
 * The lowest version a PEP 440 specifier (`>=3.10, <4`, `~=3.12`, `==3.12.*`) or a Poetry
 * constraint (`^3.12`) admits; undefined when it sets no lower bound. Upper bounds and
 * exclusions never make a runner's newer interpreter read old code differently enough to matter
 * for syntax, so they are not read.
 */
export function minimumOf(specifier: string): PythonVersion | undefined {
  let best: PythonVersion | undefined;
  // `<3.13` and `!=3.9` match nothing here: they set no lower bound.
  for (const clause of specifier.split(',')) {
    const m = /^\s*(?:>=|>|===|==|~=|\^|~)?\s*v?(\d+)(?:\.(\d+))?/.exec(clause);
    if (!m) continue;
    const version: PythonVersion = [Number(m[1]), Number(m[2] ?? 0)];
    if (best === undefined || compareVersions(version, best) > 0) best = version;
  }
  return best;
}

export const compareVersions = (a: PythonVersion, b: PythonVersion): number => a[0] - b[0] || a[1] - b[1];
export const showVersion = (v: PythonVersion): string => `${v[0]}.${v[1]}`;

/** What `name` (one of PYTHON_DECLARATIONS, read as `text` in `dir`) declares; undefined when it declares nothing. */
export function requirementOf(name: PythonDeclaration, text: string, dir: string): PythonRequirement | undefined {
  const where = dir === '' ? name : `${dir}/${name}`;
  if (name === '.python-version') {
    // One version a line (pyenv allows several; the first is the one used); `3.12`, `3.12.1`, `cpython-3.12`.
    const line = text.split(/\r?\n/).find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
    const m = line === undefined ? null : /^\s*(?:c?python-?)?(\d+)\.(\d+)/i.exec(line);
    return m ? { minimum: [Number(m[1]), Number(m[2])], pinned: true, declared: `${where} "${line!.trim()}"` } : undefined;
  }
  const found =
    name === 'pyproject.toml'
      ? (/^[ \t]*requires-python[ \t]*=[ \t]*["']([^"'\n]+)["']/m.exec(text) ?? pyprojectPoetry(text))
      : name === 'setup.cfg'
        ? /^[ \t]*python_requires[ \t]*=[ \t]*([^\n#;]+)/m.exec(text)
        : /\bpython_requires\s*=\s*["']([^"'\n]+)["']/.exec(text);
  if (!found) return undefined;
  const specifier = found[1]!.trim();
  const minimum = minimumOf(specifier);
  const field = name === 'pyproject.toml' ? (found[0].includes('requires-python') ? 'requires-python' : 'python') : 'python_requires';
  return minimum && { minimum, pinned: false, declared: `${where} ${field} "${specifier}"` };
}

/** Poetry's `python = "^3.12"` under `[tool.poetry.dependencies]`. */
function pyprojectPoetry(text: string): RegExpExecArray | null {
  const section = /^\[tool\.poetry\.dependencies\][ \t]*\r?\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(text);
  return section ? /^[ \t]*python[ \t]*=[ \t]*["']([^"'\n]+)["']/m.exec(section[1]!) : null;
}

/** The directories whose declarations count for `path`, nearest first: its own, then each parent up to the root (`''`). */
export function declaringDirs(path: string): string[] {
  const parts = path.split('/').slice(0, -1);
  const dirs: string[] = [];
  for (let n = parts.length; n >= 0; n--) dirs.push(parts.slice(0, n).join('/'));
  return dirs;
}

/** Interpreter names to try for a requirement, best first: the pinned minor, then every later one, then `python3`. */
export function candidatePrograms(requirement: PythonRequirement, onPath: readonly PythonVersion[]): string[] {
  const fitting = onPath.filter((v) => v[0] === requirement.minimum[0] && compareVersions(v, requirement.minimum) >= 0);
  fitting.sort((a, b) => {
    const exact = (v: PythonVersion) => (requirement.pinned && compareVersions(v, requirement.minimum) === 0 ? 0 : 1);
    return exact(a) - exact(b) || compareVersions(a, b);
  });
  return fitting.map((v) => `python${showVersion(v)}`);
}
