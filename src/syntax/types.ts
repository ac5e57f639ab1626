/** What one parser said about one text: `parser` names it with its version (`python 3.11`, `typescript 5.9`, `tree-sitter`). */
export type ExactReport = { ok: true; parser: string } | { ok: false; parser: string; line: number; column: number; message: string };

/** The environment a parser process runs in: enough to find the program, nothing of the caller's secrets. */
export function minimalEnv(): Record<string, string> {
  const env: Record<string, string> = { LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' };
  // PATH and HOME: version managers (pyenv, asdf) resolve the interpreter through them.
  for (const key of ['PATH', 'HOME', 'PYENV_ROOT', 'PYENV_VERSION', 'SYSTEMROOT']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}
