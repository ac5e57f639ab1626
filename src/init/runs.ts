/**
 * What a repository runs without anyone reading it (issue 37 item 4): the files an Action's
 * `action.yml` starts (`runs.main`, `pre`, `post`), the entry points of its `package.json`
 * (`main`, `bin`, `exports`) and the files its install hooks name. `init` must never ignore
 * these: a bundle under `dist/` is what a user's workflow executes, so a backdoor there must reach
 * the tripwires and the judge like any source change.
 */
import { parse } from 'yaml';

/** One file the repository runs, and why it does. */
export interface RunningFile {
  path: string;
  why: string;
  /** The manifest that runs it. */
  manifest: string;
}

/** The manifests init reads, by path; only those present are given. */
export type Manifests = ReadonlyMap<string, string>;

/** npm runs these on a user's `npm install` or before a publish: what they name runs unread. */
export const LIFECYCLE_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare', 'prepublish', 'prepack'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `a/./b/../c` → `a/c`, relative to the repository; undefined when it leaves it. */
function normalise(dir: string, path: string): string | undefined {
  const out: string[] = [];
  for (const part of `${dir}/${path}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.pop() === undefined) return undefined;
    } else out.push(part);
  }
  return out.length > 0 ? out.join('/') : undefined;
}

const dirOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Every string an `exports` map can resolve to (conditions and subpaths nest). */
function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(exportTargets);
  if (isRecord(value)) return Object.values(value).flatMap(exportTargets);
  return [];
}

function fromAction(path: string, text: string): RunningFile[] {
  let doc: unknown;
  try {
    doc = parse(text);
  } catch {
    return [];
  }
  const runs = isRecord(doc) && isRecord(doc['runs']) ? doc['runs'] : undefined;
  if (runs === undefined) return [];
  return (['main', 'pre', 'post'] as const).flatMap((key) => {
    const target = runs[key];
    const file = typeof target === 'string' ? normalise(dirOf(path), target) : undefined;
    return file === undefined ? [] : [{ path: file, why: `${path} runs it (runs.${key})`, manifest: path }];
  });
}

function fromPackage(path: string, text: string, exists: (p: string) => boolean): RunningFile[] {
  let pkg: unknown;
  try {
    pkg = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(pkg)) return [];
  const dir = dirOf(path);
  const entries: Array<[string, string]> = [];
  if (typeof pkg['main'] === 'string') entries.push([pkg['main'], 'main']);
  const bin = pkg['bin'];
  if (typeof bin === 'string') entries.push([bin, 'bin']);
  else if (isRecord(bin)) for (const [name, v] of Object.entries(bin)) if (typeof v === 'string') entries.push([v, `bin.${name}`]);
  for (const target of exportTargets(pkg['exports'])) entries.push([target, 'exports']);
  const scripts = isRecord(pkg['scripts']) ? pkg['scripts'] : {};
  for (const hook of LIFECYCLE_SCRIPTS) {
    const script = scripts[hook];
    if (typeof script !== 'string') continue;
    // The files a hook names: any word of it that is a path of the tree (`node scripts/setup.js`).
    for (const word of script.split(/[\s;&|()<>'"=]+/)) {
      const file = normalise(dir, word);
      if (file !== undefined && exists(file)) entries.push([word, `scripts.${hook}`]);
    }
  }
  return entries.flatMap(([target, field]) => {
    const file = normalise(dir, target);
    return file === undefined ? [] : [{ path: file, why: `${path} runs it (${field})`, manifest: path }];
  });
}

/**
 * The files the tree's manifests run: `action.yml`/`action.yaml` anywhere, `package.json`
 * anywhere. `exists` says whether a path is a file of the tree (an install hook's words are
 * kept only when they are).
 */
export function runningFiles(manifests: Manifests, exists: (path: string) => boolean): RunningFile[] {
  const found: RunningFile[] = [];
  for (const [path, text] of manifests) {
    const name = path.split('/').pop();
    if (name === 'action.yml' || name === 'action.yaml') found.push(...fromAction(path, text));
    else if (name === 'package.json') found.push(...fromPackage(path, text, exists));
  }
  const seen = new Set<string>();
  return found.filter((f) => !seen.has(f.path) && seen.add(f.path));
}
