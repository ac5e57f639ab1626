import { z } from 'zod';
import { pass } from '../contract/outcome.js';
import { defineCheck } from './define.js';
import { OUTPUT_PATH } from '../subject/output.js';

const MAX_LISTED = 5;
const list = (paths: readonly string[]): string =>
  paths.length > MAX_LISTED ? `${paths.slice(0, MAX_LISTED).join(', ')} and ${paths.length - MAX_LISTED} more` : paths.join(', ');

export const syntax = defineCheck({
  kind: 'syntax',
  shape: { language: z.string().min(1).optional() },
  defaultScope: 'changed',
  appliesToText: true,
  description:
    'Every selected source file parses in its language (from `language`, else its extension or #! line), with tree-sitter. ' +
    'With `language` set, a text that does not parse as a whole but holds fenced code blocks passes when each block parses in its fence language. ' +
    'Whole files are parsed whatever the scope.',
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    // Loaded on first use: tree-sitter is the largest part of the bundle.
    const { checkFile } = await import('./syntax-file.js');
    const parsed: string[] = [];
    const languages: string[] = [];
    const skipped: string[] = [];
    for (const f of files) {
      const verdict = await checkFile(f, {
        language: spec.language,
        // The worker output has no extension to go by, and a file named by exact path was asked for.
        mustCheck: f.path === OUTPUT_PATH || spec.file !== undefined,
        emptyFails: f.path === OUTPUT_PATH,
        message: spec.message,
      });
      if (verdict.kind === 'failed') return verdict.outcome;
      if (verdict.kind === 'skipped') skipped.push(f.path);
      else {
        parsed.push(verdict.evidence);
        languages.push(...verdict.languages);
      }
    }
    const skippedNote = skipped.length > 0 ? `; not checked, no known language: ${list(skipped)}` : '';
    if (parsed.length === 0) return pass(`no source file in a known language to parse${skippedNote}`);
    if (parsed.length <= 3) return pass(`${parsed.join('; ')}${skippedNote}`);
    const counts = new Map<string, number>();
    for (const l of languages) counts.set(l, (counts.get(l) ?? 0) + 1);
    return pass(`${parsed.length} files parse (${[...counts].map(([l, n]) => `${l} ${n}`).join(', ')})${skippedNote}`);
  },
});
