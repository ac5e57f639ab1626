import { posix } from 'node:path';
import * as z from '../../contract/zod.js';
import { fail, pass } from '../../contract/outcome.js';
import { defineCheck, type SelectedFile } from '../define.js';

const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const HTML_FILE = /\.(?:html?|xhtml)$/i;
const CSS_FILE = /\.css$/i;

const attribute = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

const byteLength = (text: string): number => new TextEncoder().encode(text).length;

/** The `href`s of `<link rel="stylesheet">` tags. */
export function stylesheetLinks(html: string): string[] {
  const hrefs: string[] = [];
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    if (rel.includes('stylesheet') && href) hrefs.push(href);
  }
  return hrefs;
}

/**
 * The repository path a stylesheet link points at, or undefined when it is not a local file
 * (another origin, a data URL, or a path leaving the repository).
 */
export function resolveLocalHref(htmlPath: string, href: string): string | undefined {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return undefined;
  let path = href.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is kept as written; the lookup then simply finds no file.
  }
  const joined = path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(htmlPath), path);
  const normal = posix.normalize(joined);
  return normal === '.' || normal.startsWith('../') || normal === '..' ? undefined : normal;
}

interface CssSource {
  label: string;
  bytes: number;
}

export const cssMinBytes = defineCheck({
  kind: 'css-min-bytes',
  aliases: ['cssMinBytes'],
  shape: () => ({ bytes: z.int().check(z.gte(0), z.describe('Fewest bytes of CSS in all')) }),
  defaultScope: 'tree',
  reads: 'text',
  appliesToText: false,
  description:
    'The selected files carry at least `bytes` of CSS: <style> blocks of HTML files, the local stylesheets they link, and .css files.',
  examples: {
    failing: [
      {
        title: 'a page with hardly any styling',
        check: { kind: 'css-min-bytes', file: 'index.html', bytes: 200 },
        files: {
          'index.html': '<!doctype html>\n<html><head><style>h1 { color: teal; }</style></head>\n<body><h1>Tally</h1></body></html>\n',
        },
        says: '19 bytes of CSS: index.html <style> ×1: 19 (need 200)',
      },
    ],
    passing: [
      {
        title: 'a linked stylesheet counts with the page',
        check: { kind: 'css-min-bytes', file: 'index.html', bytes: 100 },
        files: {
          'index.html':
            '<!doctype html>\n<html><head><link rel="stylesheet" href="style.css"></head>\n<body><h1>Tally</h1></body></html>\n',
          'style.css':
            'body {\n  font-family: system-ui, sans-serif;\n  margin: 2rem auto;\n  max-width: 40rem;\n}\n\nh1 {\n  color: teal;\n  letter-spacing: 0.05em;\n}\n',
        },
        says: '137 bytes of CSS: style.css (linked from index.html): 137 (≥ 100)',
      },
    ],
  },
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    const sources: CssSource[] = [];
    const counted = new Set<string>();
    const missing: string[] = [];
    const addSheet = (f: SelectedFile, via?: string) => {
      if (counted.has(f.path)) return;
      counted.add(f.path);
      sources.push({ label: via ? `${f.path} (linked from ${via})` : f.path, bytes: f.bytes });
    };
    for (const f of files.filter((x) => CSS_FILE.test(x.path))) addSheet(f);
    for (const html of files.filter((x) => HTML_FILE.test(x.path))) {
      const blocks = [...html.text.matchAll(STYLE_BLOCK)].map((m) => byteLength(m[1] ?? ''));
      const inline = blocks.reduce((a, b) => a + b, 0);
      if (blocks.length > 0) sources.push({ label: `${html.path} <style> ×${blocks.length}`, bytes: inline });
      for (const href of stylesheetLinks(html.text)) {
        const path = resolveLocalHref(html.path, href);
        if (path === undefined) continue;
        const sheet = await ctx.read(path);
        if (sheet && !sheet.binary) addSheet(sheet, html.path);
        else if (!sheet) missing.push(`${path} (linked from ${html.path})`);
      }
    }
    const total = sources.reduce((a, s) => a + s.bytes, 0);
    const detail =
      sources.length > 0
        ? `: ${sources.map((s) => `${s.label}: ${s.bytes}`).join(', ')}`
        : ' (no <style> block, linked stylesheet or .css file found)';
    const gone = missing.length > 0 ? `; not found: ${missing.join(', ')}` : '';
    if (total < spec.bytes) {
      return fail(
        `${total} bytes of CSS${detail}${gone} (need ${spec.bytes})`,
        spec.message ??
          (missing.length > 0
            ? `Add the missing stylesheet(s) ${missing.join(', ')}, or more CSS: at least ${spec.bytes} bytes`
            : `Add CSS: at least ${spec.bytes} bytes in all (${spec.bytes - total} more)`),
      );
    }
    return pass(`${total} bytes of CSS${detail}${gone} (≥ ${spec.bytes})`);
  },
});
