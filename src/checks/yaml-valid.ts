import type { Finding } from '../contract/location.js';
import { failEach, pass } from '../contract/outcome.js';
import { defineCheck } from './define.js';
import { placesOf } from './findings.js';
import { lineText } from '../subject/text.js';
import { firstLineOf } from './first-line.js';

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
    const findings: Finding[] = [];
    for (const f of files) {
      const error = firstYamlError(f.text);
      if (error) {
        const quote = lineText(f.text, error.line);
        findings.push({ path: f.path, line: error.line, column: error.column, message: `invalid YAML: ${error.message}`, quote });
      }
    }
    if (findings.length > 0) return failEach(findings, spec.message ?? `Fix the YAML syntax at ${placesOf(findings)}`);
    return pass(files.length === 1 ? `${files[0]!.path}: valid YAML` : `${files.length} file(s): valid YAML`, firstLineOf(files));
  },
});
