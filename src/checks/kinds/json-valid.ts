import type { Finding } from '../../contract/location.js';
import { failEach, pass } from '../../contract/outcome.js';
import { jsoncField } from '../jsonc-field.js';
import { defineCheck } from '../define.js';
import { placesOf } from '../places.js';
import { jsoncMatcher, parseJsonFile } from '../../syntax/jsonc.js';
import { templateOf, templatesNote } from '../../syntax/template-markers.js';
import { lineText } from '../../subject/text.js';
import { firstLineOf } from '../first-line.js';

const MAX_NAMED = 3;

/** `jsonc: [globs]`: more files to read as JSON with comments, beside those known by their tool's convention. */
export const jsonValid = defineCheck({
  kind: 'json-valid',
  shape: () => ({
    jsonc: jsoncField(),
  }),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description:
    'Every selected file is valid JSON (RFC 8259); files their tools read as JSON with comments (tsconfig.json, .vscode/*.json, ' +
    'devcontainer.json, *.jsonc, and those named in `jsonc`) are judged as JSONC.',
  examples: {
    failing: [
      {
        title: 'a trailing comma in package.json',
        check: { kind: 'json-valid', files: '**/*.json' },
        files: { 'package.json': '{\n  "name": "tally",\n  "version": "1.0.0",\n}\n' },
        says: 'package.json:3:21: invalid JSON: trailing comma before "}"',
      },
    ],
    passing: [
      {
        title: 'tsconfig.json is read as JSON with comments, as TypeScript reads it',
        check: { kind: 'json-valid', files: '**/*.json' },
        files: {
          'package.json': '{\n  "name": "tally",\n  "version": "1.0.0"\n}\n',
          'tsconfig.json': '{\n  // strict, as everywhere\n  "compilerOptions": { "strict": true, },\n}\n',
        },
        says: '2 file(s): valid JSON (1 read as JSONC: tsconfig.json)',
      },
    ],
  },
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    const isJsonc = jsoncMatcher(spec.jsonc);
    const findings: Finding[] = [];
    const jsonc: string[] = [];
    const templates: { path: string; why: string }[] = [];
    for (const f of files) {
      const parsed = parseJsonFile(f.text, isJsonc(f.path));
      if (parsed.dialect === 'JSONC') jsonc.push(f.path);
      if (parsed.ok) continue;
      // A Jinja/cookiecutter template is JSON only once rendered: named, not failed.
      const template = templateOf(f.path, f.text);
      if (template !== undefined) {
        templates.push({ path: f.path, why: template });
        continue;
      }
      // f.lines holds only the added lines under `scope: added`; the quote comes from the whole text.
      findings.push({
        path: f.path,
        line: parsed.line,
        column: parsed.column,
        message: `invalid ${parsed.dialect}: ${parsed.message}`,
        quote: lineText(f.text, parsed.line),
      });
    }
    if (findings.length > 0) return failEach(findings, spec.message ?? `Fix the JSON syntax at ${placesOf(findings)}`);
    const checked = files.filter((f) => !templates.some((t) => t.path === f.path));
    if (files.length === 1 && templates.length === 0)
      return pass(`${files[0]!.path}: valid ${jsonc.length === 1 ? 'JSONC' : 'JSON'}`, firstLineOf(checked));
    const named = jsonc.slice(0, MAX_NAMED).join(', ') + (jsonc.length > MAX_NAMED ? ` and ${jsonc.length - MAX_NAMED} more` : '');
    const valid = files.length - templates.length;
    return pass(
      `${valid} file(s): valid JSON${jsonc.length > 0 ? ` (${jsonc.length} read as JSONC: ${named})` : ''}${templatesNote(templates)}`,
      firstLineOf(checked),
    );
  },
});
