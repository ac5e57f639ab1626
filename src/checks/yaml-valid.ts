import { LineCounter, parseAllDocuments } from 'yaml';
import { fail, pass } from '../contract/outcome.js';
import { at, defineCheck } from './define.js';

export interface YamlProblem {
  line: number;
  column: number;
  message: string;
}

/** The first syntax error in any document of a YAML stream, or undefined when every document parses. */
export function firstYamlError(text: string): YamlProblem | undefined {
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter, prettyErrors: false });
  // An empty stream (nothing but comments or white space) is valid YAML.
  if (!Array.isArray(docs)) return undefined;
  for (const doc of docs) {
    const error = doc.errors[0];
    if (error) {
      const { line, col } = lineCounter.linePos(error.pos[0]);
      return { line, column: col, message: error.message };
    }
  }
  return undefined;
}

export const yamlValid = defineCheck({
  kind: 'yaml-valid',
  shape: {},
  defaultScope: 'changed',
  appliesToText: true,
  description: 'Every selected file is valid YAML (YAML 1.2; every document of a multi-document file).',
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    for (const f of files) {
      const error = firstYamlError(f.text);
      if (error) {
        const quote = f.text.split(/\r?\n/)[error.line - 1] ?? '';
        return fail(
          `${at(f.path, error.line)}:${error.column}: invalid YAML: ${error.message}`,
          spec.message ?? `Fix the YAML syntax in ${at(f.path, error.line)} (column ${error.column})`,
          { path: f.path, line: error.line, quote },
        );
      }
    }
    return pass(files.length === 1 ? `${files[0]!.path}: valid YAML` : `${files.length} file(s): valid YAML`);
  },
});
