import { fail, pass } from '../contract/outcome.js';
import { at, defineCheck } from './define.js';
import { lineText } from '../subject/text.js';

export const yamlValid = defineCheck({
  kind: 'yaml-valid',
  shape: () => ({}),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description: 'Every selected file is valid YAML (YAML 1.2; every document of a multi-document file).',
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    // Loaded on first use: the YAML parser is large, and most runs have no YAML to read.
    const { firstYamlError } = await import('../subject/yaml.js');
    for (const f of files) {
      const error = firstYamlError(f.text);
      if (error) {
        const quote = lineText(f.text, error.line);
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
