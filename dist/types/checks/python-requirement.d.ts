import type { CheckContext } from './define.js';
import { type PythonRequirement } from '../syntax/python-version.js';
/**
 * The Python each file's project declares (issue 26, item 10): the nearest directory at or above
 * the file with a `.python-version`, a `requires-python`, or a `python_requires` decides. Read
 * from the head (a change that raises the version is judged by the version it raises it to), as
 * raw bytes: a declaration file is no file the check selected.
 */
export declare function pythonRequirements(ctx: CheckContext): (path: string) => Promise<PythonRequirement | undefined>;
