import { fail, pass } from '../contract/outcome.js';
import { at, defineCheck } from './define.js';
import { parseJson } from '../subject/json.js';
import { lineText } from '../subject/text.js';

export const jsonValid = defineCheck({
  kind: 'json-valid',
  shape: () => ({}),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description: 'Every selected file is valid JSON (RFC 8259).',
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    for (const f of files) {
      const parsed = parseJson(f.text);
      if (!parsed.ok) {
        // f.lines holds only the added lines under `scope: added`; the quote comes from the whole text.
        const quote = lineText(f.text, parsed.line);
        return fail(
          `${at(f.path, parsed.line)}:${parsed.column}: invalid JSON: ${parsed.message}`,
          spec.message ?? `Fix the JSON syntax in ${at(f.path, parsed.line)} (column ${parsed.column})`,
          { path: f.path, line: parsed.line, quote },
        );
      }
    }
    return pass(files.length === 1 ? `${files[0]!.path}: valid JSON` : `${files.length} file(s): valid JSON`);
  },
});
