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
export declare const PYTHON_DECLARATIONS: readonly [".python-version", "pyproject.toml", "setup.cfg", "setup.py"];
export type PythonDeclaration = (typeof PYTHON_DECLARATIONS)[number];
/**
 * The lowest version a PEP 440 specifier (`>=3.10, <4`, `~=3.12`, `==3.12.*`) or a Poetry
 * constraint (`^3.12`) admits; undefined when it sets no lower bound. Upper bounds and
 * exclusions never make a runner's newer interpreter read old code differently enough to matter
 * for syntax, so they are not read.
 */
export declare function minimumOf(specifier: string): PythonVersion | undefined;
export declare const compareVersions: (a: PythonVersion, b: PythonVersion) => number;
export declare const showVersion: (v: PythonVersion) => string;
/** What `name` (one of PYTHON_DECLARATIONS, read as `text` in `dir`) declares; undefined when it declares nothing. */
export declare function requirementOf(name: PythonDeclaration, text: string, dir: string): PythonRequirement | undefined;
/** The directories whose declarations count for `path`, nearest first: its own, then each parent up to the root (`''`). */
export declare function declaringDirs(path: string): string[];
/** Interpreter names to try for a requirement, best first: the pinned minor, then every later one, then `python3`. */
export declare function candidatePrograms(requirement: PythonRequirement, onPath: readonly PythonVersion[]): string[];
