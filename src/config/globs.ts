import picomatch from 'picomatch';
import { GLOB_OPTIONS } from '../subject/glob-bound.js';
import type { ConfigProblem } from './errors.js';
import type { Locator } from './locate.js';
import type { Config } from './schema.js';

/** One glob of the config: where it is written, and whether its owner accepts an empty match. */
interface GlobSite {
  glob: string;
  path: (string | number)[];
  field: string;
  allowEmpty: boolean;
}

type Targeted = {
  file?: string | undefined;
  files?: string | readonly string[] | undefined;
  allow_empty?: boolean | undefined;
  kind?: string;
};

function sitesOf(target: Targeted, path: (string | number)[], allowEmpty: boolean): GlobSite[] {
  // gotchas' `file` is its rules file, read at the base when the check runs (missing there: exit 4).
  if (target.kind === 'gotchas') return [];
  const label = (p: (string | number)[]): string => p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
  if (target.file !== undefined) return [{ glob: target.file, path: [...path, 'file'], field: label([...path, 'file']), allowEmpty }];
  if (target.files === undefined) return [];
  if (typeof target.files === 'string')
    return [{ glob: target.files, path: [...path, 'files'], field: label([...path, 'files']), allowEmpty }];
  return target.files.map((glob, i) => ({ glob, path: [...path, 'files', i], field: label([...path, 'files', i]), allowEmpty }));
}

/** Every `file`/`files` glob the config writes, with its place. */
export function configGlobs(config: Config): GlobSite[] {
  const sites: GlobSite[] = [];
  config.gate.forEach((g, i) => sites.push(...sitesOf(g as Targeted, ['gate', i], (g as Targeted).allow_empty === true)));
  config.assertions.forEach((a, i) => {
    sites.push(...sitesOf({ files: a.files }, ['assertions', i], a.allow_empty === true));
    if (a.check)
      sites.push(
        ...sitesOf(a.check as Targeted, ['assertions', i, 'check'], (a.check as Targeted).allow_empty === true || a.allow_empty === true),
      );
  });
  return sites;
}

/**
 * Spec §7: a glob that matches no path at the base or the head is a config error, naming the
 * glob, where it is written and the closest existing path: `scr/**\/*.py` for `src/**\/*.py`
 * would otherwise check nothing and pass for ever.
 */
export function unmatchedGlobs(config: Config, file: string, locate: Locator | undefined, paths: readonly string[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const site of configGlobs(config)) {
    if (site.allowEmpty) continue;
    const isMatch = picomatch(site.glob, GLOB_OPTIONS);
    if (paths.some((p) => isMatch(p))) continue;
    const closest = closestPath(site.glob, paths);
    const hint = closest === undefined ? 'the repository holds no files' : `closest existing path: ${closest}`;
    problems.push({
      file,
      ...(locate?.(site.path) ?? {}),
      field: site.field,
      message: `"${site.glob}" matches no path at the base or the head; ${hint} (set allow_empty: true on the check if that is expected)`,
    });
  }
  return problems;
}

/** The existing path (or folder, when the glob's folder is what is wrong) nearest to the glob. */
export function closestPath(glob: string, paths: readonly string[]): string | undefined {
  if (paths.length === 0) return undefined;
  const base = picomatch.scan(glob).base;
  const inBase = base === '' ? paths : paths.filter((p) => p === base || p.startsWith(`${base}/`));
  if (base !== '' && inBase.length === 0) {
    // The folder itself is mistyped: compare folders of the same depth (and files, for `file:` typos).
    const depth = base.split('/').length;
    const candidates = new Set<string>();
    for (const p of paths) {
      const parts = p.split('/');
      candidates.add(parts.length > depth ? `${parts.slice(0, depth).join('/')}/` : p);
    }
    return nearest(base, [...candidates], (c) => c.replace(/\/$/, ''));
  }
  return nearest(glob, inBase, (p) => p);
}

function nearest(target: string, candidates: readonly string[], key: (c: string) => string): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates.slice(0, 50_000)) {
    const d = distance(target, key(c));
    if (d < bestDistance || (d === bestDistance && best !== undefined && c < best)) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance, one row at a time. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}
