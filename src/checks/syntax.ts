import { z } from 'zod';
import { fail, pass } from '../contract/outcome.js';
import { at, defineCheck } from './define.js';
import { languageOfPath, parseCode } from '../subject/syntax.js';

export const syntax = defineCheck({
  kind: 'syntax',
  shape: { language: z.string().min(1).optional() },
  defaultScope: 'changed',
  appliesToText: true,
  description: 'Every selected source file parses in its language (from `language`, else its extension).',
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    for (const f of files) {
      const language = spec.language ?? languageOfPath(f.path);
      if (!language) continue;
      const report = await parseCode(f.text, language);
      if (report.ok) continue;
      if ('unsupported' in report) return fail(`${f.path}: no parser for language "${language}"`, `Use a supported language`);
      return fail(`${at(f.path, report.line)}:${report.column}: ${report.message}`, spec.message ?? `Fix the syntax error at ${at(f.path, report.line)}`);
    }
    return pass(`${files.length} file(s) parse`);
  },
});
