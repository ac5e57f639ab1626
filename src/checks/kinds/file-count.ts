import * as z from '../../contract/zod.js';
import { fail, pass } from '../../contract/outcome.js';
import { defineCheck } from '../define.js';

/** `png`, `.png` and `PNG` all mean the same extension. */
const normaliseExt = (ext: string): string => ext.replace(/^\.+/, '').toLowerCase();

const extensionOf = (path: string): string => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** `assets`, `./assets/` and `assets/` all name the same folder; `.` or empty is the whole tree. */
const normaliseDir = (dir: string): string =>
  dir
    .replace(/^\.\//, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/^\.$/, '');

const listed = (paths: readonly string[], max = 5): string =>
  paths.length === 0 ? '' : `: ${paths.slice(0, max).join(', ')}${paths.length > max ? `, … (${paths.length - max} more)` : ''}`;

export const fileCount = defineCheck({
  kind: 'file-count',
  aliases: ['fileCount'],
  shape: () => ({
    ext: z
      .union([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1))).check(z.minLength(1))])
      .check(z.describe('Extension(s) to count, e.g. [png, jpg]')),
    min: z.int().check(z.gte(0), z.describe('Fewest files allowed')),
    max: z.optional(z.int().check(z.gte(0))).check(z.describe('Most files allowed')),
    dir: z.optional(z.string()).check(z.describe('Count only files under this folder (recursively)')),
  }),
  defaultScope: 'tree',
  reads: 'bytes',
  appliesToText: false,
  description: 'Between `min` and `max` files with one of the extensions `ext` exist (under `dir`, recursively, when given).',
  options: (spec) =>
    spec.max !== undefined && spec.max < spec.min ? [{ field: 'max', message: `must be at least min (${spec.min}), got ${spec.max}` }] : [],
  examples: {
    failing: [
      {
        title: 'one icon where three were asked for',
        check: { kind: 'file-count', ext: 'svg', dir: 'icons', min: 3 },
        files: { 'icons/play.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n', 'README.md': '# Icons\n' },
        says: '1 .svg file(s) under icons/: icons/play.svg (need at least 3)',
      },
    ],
    passing: [
      {
        title: 'three icons',
        check: { kind: 'file-count', ext: 'svg', dir: 'icons', min: 3, max: 5 },
        files: {
          'icons/play.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
          'icons/pause.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
          'icons/stop.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
        },
        says: '3 .svg file(s) under icons/: icons/pause.svg, icons/play.svg, icons/stop.svg (3–5)',
      },
    ],
  },
  async run(spec, ctx) {
    const exts = (typeof spec.ext === 'string' ? [spec.ext] : spec.ext).map(normaliseExt);
    const dir = spec.dir === undefined ? '' : normaliseDir(spec.dir);
    const where = dir === '' ? 'in the tree' : `under ${dir}/`;
    const kinds = exts.map((e) => `.${e}`).join('/');
    const files = (await ctx.select(spec, spec.scope))
      .map((f) => f.path)
      .filter((p) => (dir === '' || p.startsWith(`${dir}/`)) && exts.includes(extensionOf(p)));
    const found = `${files.length} ${kinds} file(s) ${where}${listed(files)}`;
    if (files.length < spec.min) {
      return fail(`${found} (need at least ${spec.min})`, spec.message ?? `Add ${spec.min - files.length} more ${kinds} file(s) ${where}`);
    }
    if (spec.max !== undefined && files.length > spec.max) {
      return fail(`${found} (at most ${spec.max} allowed)`, spec.message ?? `Remove ${files.length - spec.max} ${kinds} file(s) ${where}`);
    }
    const range = spec.max === undefined ? `≥ ${spec.min}` : `${spec.min}–${spec.max}`;
    return pass(`${found} (${range})`);
  },
});
