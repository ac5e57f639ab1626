import type { CheckContext } from './define.js';
import { declaringDirs, PYTHON_DECLARATIONS, requirementOf, type PythonRequirement } from '../syntax/python-version.js';

const utf8 = new TextDecoder('utf-8');

/**
 * The Python each file's project declares (issue 26, item 10): the nearest directory at or above
 * the file with a `.python-version`, a `requires-python`, or a `python_requires` decides. Read
 * from the head (a change that raises the version is judged by the version it raises it to), as
 * raw bytes: a declaration file is no file the check selected.
 */
export function pythonRequirements(ctx: CheckContext): (path: string) => Promise<PythonRequirement | undefined> {
  const ofDir = new Map<string, Promise<PythonRequirement | undefined>>();
  const own = async (dir: string): Promise<PythonRequirement | undefined> => {
    for (const name of PYTHON_DECLARATIONS) {
      const bytes = await ctx.headBytes(dir === '' ? name : `${dir}/${name}`);
      const found = bytes === undefined ? undefined : requirementOf(name, utf8.decode(bytes), dir);
      if (found) return found;
    }
    return undefined;
  };
  const at = (dir: string): Promise<PythonRequirement | undefined> => {
    let hit = ofDir.get(dir);
    if (hit === undefined) {
      hit = own(dir);
      ofDir.set(dir, hit);
    }
    return hit;
  };
  const nearest = async (path: string): Promise<PythonRequirement | undefined> => {
    for (const dir of declaringDirs(path)) {
      const found = await at(dir);
      if (found) return found;
    }
    return undefined;
  };
  // Every file of a folder has the same answer: asked once per folder, not once per file.
  const ofFolder = new Map<string, Promise<PythonRequirement | undefined>>();
  return (path) => {
    const folder = path.slice(0, path.lastIndexOf('/') + 1);
    let hit = ofFolder.get(folder);
    if (hit === undefined) {
      hit = nearest(path);
      ofFolder.set(folder, hit);
    }
    return hit;
  };
}
