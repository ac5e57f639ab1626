import type { Finding } from '../../contract/location.js';
import { failEach, pass } from '../../contract/outcome.js';
import { defineCheck } from '../define.js';
import { placesOf } from '../places.js';
import { templateOf, templatesNote } from '../../syntax/template-markers.js';
import { lineText } from '../../subject/text.js';
import { firstLineOf } from '../first-line.js';

export const yamlValid = defineCheck({
  kind: 'yaml-valid',
  shape: () => ({}),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description: 'Every selected file is valid YAML (YAML 1.2; every document of a multi-document file).',
  examples: {
    failing: [
      {
        title: 'a list never closed',
        check: { kind: 'yaml-valid', files: '**/*.yml' },
        files: { 'config.yml': 'name: tally\nformats: [text, json\nport: 8080\n' },
        says: 'config.yml:3:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
      },
    ],
    passing: [
      {
        title: 'a valid file',
        check: { kind: 'yaml-valid', files: '**/*.yml' },
        files: { 'config.yml': 'name: tally\nformats: [text, json]\nport: 8080\n' },
        says: 'config.yml: valid YAML',
      },
    ],
  },
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    // Loaded on first use: the YAML parser is large, and most runs have no YAML to read.
    const { firstYamlError } = await import('../../syntax/yaml.js');
    const findings: Finding[] = [];
    const templates: { path: string; why: string }[] = [];
    for (const f of files) {
      const error = firstYamlError(f.text);
      // A Jinja/cookiecutter template is YAML only once rendered: named, not failed.
      const template = error ? templateOf(f.path, f.text) : undefined;
      if (template !== undefined) templates.push({ path: f.path, why: template });
      else if (error) {
        const quote = lineText(f.text, error.line);
        findings.push({ path: f.path, line: error.line, column: error.column, message: `invalid YAML: ${error.message}`, quote });
      }
    }
    if (findings.length > 0) return failEach(findings, spec.message ?? `Fix the YAML syntax at ${placesOf(findings)}`);
    const valid = files.length - templates.length;
    const note = templatesNote(templates);
    const cited = firstLineOf(files.filter((f) => !templates.some((t) => t.path === f.path)));
    return pass(valid === 1 && templates.length === 0 ? `${files[0]!.path}: valid YAML` : `${valid} file(s): valid YAML${note}`, cited);
  },
});
