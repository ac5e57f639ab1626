import * as z from '../../contract/zod.js';
import { fail, isPass, pass, type CheckOutcome } from '../../contract/outcome.js';
import { posix } from 'node:path';
import { at, defineCheck, type CheckContext, type SelectedFile } from '../define.js';
import { describeTarget } from '../target.js';
import { parseJson } from '../../syntax/json.js';
import { firstLineOf } from '../first-line.js';

type Sniffer = (f: SelectedFile) => CheckOutcome;

const nonempty: Sniffer = (f) =>
  f.text.trim() !== '' || (f.binary && f.bytes > 0)
    ? pass(`${f.path}: ${f.bytes} bytes, not empty`)
    : fail(`${f.path}: empty`, `Put the content into ${f.path}`);

const jsonValid: Sniffer = (f) => {
  const parsed = parseJson(f.text);
  return parsed.ok
    ? pass(`${f.path}: valid JSON`)
    : fail(
        `${at(f.path, parsed.line)}:${parsed.column}: invalid JSON: ${parsed.message}`,
        `Fix the JSON syntax in ${at(f.path, parsed.line)}`,
      );
};

/** Markers of a complete HTML document; each is looked for case-insensitively. */
const HTML_PARTS: ReadonlyArray<[string, RegExp]> = [
  ['<!DOCTYPE html>', /<!doctype\s+html\b/i],
  ['<html>', /<html[\s>]/i],
  ['<head>', /<head[\s>]/i],
  ['<body>', /<body[\s>]/i],
  ['</body>', /<\/body\s*>/i],
  ['</html>', /<\/html\s*>/i],
];

const htmlComplete: Sniffer = (f) => {
  const missing = HTML_PARTS.filter(([, re]) => !re.test(f.text)).map(([name]) => name);
  return missing.length === 0
    ? pass(`${f.path}: complete HTML document (doctype, html, head, body, closed)`)
    : fail(
        `${f.path}: not a complete HTML document, missing ${missing.join(', ')}`,
        `Make ${f.path} a complete HTML document (add ${missing.join(', ')})`,
      );
};

/** What a playable browser game needs: somewhere to draw, a loop, and a way to take input. */
const GAME_PARTS: ReadonlyArray<[string, RegExp]> = [
  ['a <canvas> or game element', /<canvas[\s>]|getContext\(|id=["'](?:game|board|stage)/i],
  ['a script', /<script[\s>]/i],
  ['a game loop (requestAnimationFrame or setInterval)', /requestAnimationFrame|setInterval\(/],
  [
    'input handling (key, pointer or touch events)',
    /addEventListener\(\s*["'](?:key|pointer|mouse|touch|click)|on(?:key|mouse|click|touch)\w*\s*=/i,
  ],
];

/** The page's local scripts, read: what `<script src>` and the module imports of those scripts load. */
interface PageScripts {
  read: SelectedFile[];
  /** Local scripts the page loads that are not in the tree. */
  missing: string[];
}

/** At most this many scripts are followed from one page: enough for any game, bounded for any tree. */
const MAX_SCRIPTS = 64;

const SCRIPT_SRC = /<script\b[^>]{0,500}?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
// `import x from './a.js'`, `import './a.js'`, `export … from './a.js'`, `import('./a.js')`. The
// bounded repeats keep a crafted script from making these scans quadratic.
const MODULE_IMPORT =
  /(?:\bimport\s*(?:[\w*{}\s,$]{1,500}?\s*from\s*)?|\bexport\s*[\w*{}\s,$]{1,500}?\s*from\s*|\bimport\s*\(\s*)["']([^"'\n]+)["']/g;

/** A repository path for a URL the page at `from` names; undefined for remote or unusual URLs. */
function localPath(from: string, url: string): string | undefined {
  const clean = url.trim().replace(/[?#].*$/, '');
  if (clean === '' || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(clean)) return undefined;
  const joined = clean.startsWith('/') ? clean.slice(1) : posix.join(posix.dirname(from), clean);
  const normal = posix.normalize(joined);
  return normal.startsWith('../') || normal === '..' ? undefined : normal;
}

/** Follows the page's local scripts and the modules they import, breadth first. */
async function pageScripts(page: SelectedFile, ctx: CheckContext): Promise<PageScripts> {
  const queue: string[] = [];
  for (const m of page.text.matchAll(SCRIPT_SRC)) {
    const p = localPath(page.path, m[1] ?? m[2] ?? m[3] ?? '');
    if (p !== undefined) queue.push(p);
  }
  const seen = new Set<string>();
  const read: SelectedFile[] = [];
  const missing: string[] = [];
  while (queue.length > 0 && seen.size < MAX_SCRIPTS) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const f = await ctx.read(path);
    if (f === undefined) {
      missing.push(path);
      continue;
    }
    read.push(f);
    for (const m of f.text.matchAll(MODULE_IMPORT)) {
      const p = localPath(f.path, m[1] ?? '');
      if (p !== undefined && !seen.has(p)) queue.push(p);
    }
  }
  return { read, missing };
}

/** A browser game's loop and input may live in any local script the page loads, not only inline. */
const htmlGame = (f: SelectedFile, scripts: PageScripts): CheckOutcome => {
  const base = htmlComplete(f);
  const sources = [f, ...scripts.read];
  const missing = GAME_PARTS.filter(([, re]) => !sources.some((s) => re.test(s.text))).map(([name]) => name);
  const absent = scripts.missing.length > 0 ? `loads ${scripts.missing.join(', ')}, not in the tree` : undefined;
  const lacks = [...(absent ? [absent] : []), ...(missing.length > 0 ? [`lacks ${missing.join(', ')}`] : [])];
  if (!isPass(base) && lacks.length > 0) return fail(`${base.evidence}; also ${lacks.join('; ')}`, base.fix);
  if (!isPass(base)) return base;
  const read = scripts.read.length > 0 ? ` with ${scripts.read.map((s) => s.path).join(', ')}` : '';
  if (lacks.length === 0) return pass(`${f.path}${read}: HTML game (canvas, script, loop, input handling)`);
  const fixes = [
    ...(absent ? [`add ${scripts.missing.join(', ')} or fix the <script src>`] : []),
    ...(missing.length > 0 ? [`give it ${missing.join(', ')}`] : []),
  ];
  return fail(`${f.path}${read}: no playable game, ${lacks.join('; ')}`, `In ${f.path} and its scripts: ${fixes.join('; ')}`);
};

const sniffers = { nonempty, 'json-valid': jsonValid, 'html-complete': htmlComplete } as const;

async function sniffOne(kind: keyof typeof sniffers | 'html-game', f: SelectedFile, ctx: CheckContext): Promise<CheckOutcome> {
  if (f.binary && kind !== 'nonempty') return fail(`${f.path}: binary file`, `${f.path} must be text`);
  return kind === 'html-game' ? htmlGame(f, await pageScripts(f, ctx)) : sniffers[kind](f);
}

export const sniff = defineCheck({
  kind: 'sniff',
  shape: () => ({ sniff: z.enum(['html-complete', 'html-game', 'nonempty', 'json-valid']) }),
  defaultScope: 'tree',
  reads: 'text',
  appliesToText: true,
  description:
    'Every selected file looks like what it should be: html-complete, html-game (loop and input may sit in any local script the page loads), nonempty or json-valid.',
  examples: {
    failing: [
      {
        title: 'a page cut off halfway',
        check: { kind: 'sniff', file: 'index.html', sniff: 'html-complete' },
        files: { 'index.html': '<!doctype html>\n<html>\n<head><title>Tally</title></head>\n<body>\n<h1>Tally\n' },
        says: 'index.html: not a complete HTML document, missing </body>, </html>',
      },
    ],
    passing: [
      {
        title: 'a whole page',
        check: { kind: 'sniff', file: 'index.html', sniff: 'html-complete' },
        files: { 'index.html': '<!doctype html>\n<html>\n<head><title>Tally</title></head>\n<body>\n<h1>Tally</h1>\n</body>\n</html>\n' },
        says: 'index.html: complete HTML document (doctype, html, head, body, closed)',
      },
    ],
  },
  async run(spec, ctx) {
    const files = await ctx.select(spec, spec.scope);
    if (files.length === 0) return fail(`${describeTarget(spec)}: not found`, spec.message ?? `Add ${describeTarget(spec)}`);
    const outcomes: CheckOutcome[] = [];
    for (const f of files) outcomes.push(await sniffOne(spec.sniff, f, ctx));
    const failed = outcomes.find((o) => !isPass(o));
    if (failed) return spec.message ? { ...failed, fix: spec.message } : failed;
    return pass(outcomes.map((o) => o.evidence).join('; '), firstLineOf(files));
  },
});
