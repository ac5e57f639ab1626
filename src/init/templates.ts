import { SCHEMA_URL } from '../version.js';
import { gateWorkflowTemplate } from './workflows.js';

/** Extensions the `syntax` check parses, by the language init names in the comment. */
const SYNTAX_EXTENSIONS: Record<string, string> = {
  ts: 'TypeScript',
  tsx: 'TypeScript',
  mts: 'TypeScript',
  cts: 'TypeScript',
  js: 'JavaScript',
  jsx: 'JavaScript',
  mjs: 'JavaScript',
  cjs: 'JavaScript',
  py: 'Python',
  go: 'Go',
  rs: 'Rust',
  java: 'Java',
  c: 'C',
  h: 'C',
  cpp: 'C++',
  cc: 'C++',
  hpp: 'C++',
  cs: 'C#',
  rb: 'Ruby',
  php: 'PHP',
  sh: 'shell',
  bash: 'shell',
  css: 'CSS',
};
const SOURCE_EXTENSIONS = new Set(Object.keys(SYNTAX_EXTENSIONS).filter((e) => e !== 'css'));

/** What init found in the tree. */
export interface TreeSummary {
  /** Repository-relative paths of the files found (generated folders left out). */
  paths: readonly string[];
}

const extOf = (path: string): string | undefined => /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
const globOf = (exts: readonly string[]): string => (exts.length === 1 ? `**/*.${exts[0]}` : `**/*.{${exts.join(',')}}`);
const q = (s: string): string => JSON.stringify(s);

/**
 * A starting assertions file for the files found: a syntax gate for the languages present,
 * JSON/YAML validity where there are such files, no placeholders in added source lines, and two
 * assertions for the judge to show the shape. Every glob matches a file that exists, because a
 * glob that matches nothing is a config error (spec §7).
 */
export function configTemplate(tree: TreeSummary): string {
  const exts = new Set(tree.paths.map(extOf).filter((e): e is string => e !== undefined));
  const syntax = [...exts].filter((e) => e in SYNTAX_EXTENSIONS).sort();
  const source = syntax.filter((e) => SOURCE_EXTENSIONS.has(e));
  const languages = [...new Set(syntax.map((e) => SYNTAX_EXTENSIONS[e]!))].sort();
  const gate: string[] = [];
  if (syntax.length > 0) gate.push(`  - {kind: syntax, files: ${q(globOf(syntax))}}     # ${languages.join(', ')}`);
  if (exts.has('json')) gate.push(`  - {kind: json-valid, files: "**/*.json"}`);
  const yaml = ['yaml', 'yml'].filter((e) => exts.has(e));
  if (yaml.length > 0) gate.push(`  - {kind: yaml-valid, files: ${q(globOf(yaml))}}`);
  if (source.length > 0)
    gate.push(`  - {kind: no-placeholders, files: ${q(globOf(source))}, scope: added}   # TODO, FIXME, XXX, placeholder`);
  gate.push('  - {kind: max-changed-lines, max: 2000}');
  const judged = source.length > 0 ? `\n    files: ${q(globOf(source))}` : '';
  return `# yaml-language-server: $schema=${SCHEMA_URL}
# critic-gate's assertions file. It is read from the pull request's base commit: commit it to the
# default branch first. Reference: https://www.npmjs.com/package/critic-gate
version: 1
ignore: ["**/*.lock", "**/package-lock.json", "dist/**", "build/**", "vendor/**"]
threshold: 1.0
max_attempts: 4
judge:
  model: qwen2.5-coder:7b
  timeout_seconds: 300
gate:                     # deterministic checks; all must pass before the judge runs
${gate.join('\n')}
assertions:               # judged by the LLM, which must quote evidence for every "met"
  - id: tests
    text: "New or changed behaviour comes with at least one test that would fail without it"${judged}
  - id: errors-handled
    text: "New code handles its error cases explicitly instead of ignoring them"
    critical: true${judged}
`;
}

/** The workflow init writes, and the example under .github/examples (a test keeps them equal); see workflows.ts. */
export function workflowTemplate(): string {
  return gateWorkflowTemplate();
}

/** actionlint's config naming the runner's custom label, so the workflow lints clean. */
export const ACTIONLINT_CONFIG = `# Custom labels of self-hosted runners, so actionlint accepts runs-on: [self-hosted, linux, gpu].
self-hosted-runner:
  labels: [gpu]
`;
