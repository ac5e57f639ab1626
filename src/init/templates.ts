import { SCHEMA_URL, VERSION } from '../version.js';

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

/** The workflow init writes, and the example under .github/examples (a test keeps them equal). */
export function workflowTemplate(): string {
  return `# critic-gate on every pull request: copy to .github/workflows/critic-gate.yml in your repository.
# It runs on a self-hosted runner with a GPU and Ollama (runner v2.327.1 or later, for node24),
# posts the evidence as a review, annotates the changed lines and fails the check on FAIL
# (make "critic-gate / gate" a required status check).
name: critic-gate
on:
  pull_request:
    types: [opened, synchronize, reopened, ready_for_review]

# One run per pull request; a new push cancels the run for the old head.
concurrency:
  group: critic-gate-\${{ github.event.pull_request.number }}
  cancel-in-progress: true

# The least the Action needs: read the code, post a review, add the escalation label, read
# the workflow's earlier runs (attempts still count with review: off or a fork's read-only token),
# and upload SARIF to code scanning.
permissions:
  contents: read
  pull-requests: write
  issues: write
  actions: read
  security-events: write

jobs:
  gate:
    # "gpu" is a custom label of your runner: list it in .github/actionlint.yaml
    # (self-hosted-runner: {labels: [gpu]}) so actionlint knows it.
    runs-on: [self-hosted, linux, gpu]
    timeout-minutes: 20
    # Option B: Ollama as a service container instead of a preinstalled service
    # (the runner needs Docker and the NVIDIA container toolkit):
    # services:
    #   ollama:
    #     image: ollama/ollama
    #     ports: ['11434:11434']
    #     options: --gpus all
    #     volumes: ['/var/lib/ollama:/root/.ollama']
    steps:
      - uses: actions/checkout@v4
        with:
          # The head commit, not the merge commit, with history for the merge-base.
          ref: \${{ github.event.pull_request.head.sha }}
          fetch-depth: 0
          # Keep the job token out of .git/config: checks with commands run code from the pull
          # request, which could read it there. critic-gate uses its github-token input instead.
          persist-credentials: false
      - name: Model is present
        run: ollama list | grep -q '^qwen2.5-coder:7b' || ollama pull qwen2.5-coder:7b
      - id: critic
        uses: your-org/critic-gate@v${VERSION}
        with:
          config: .github/critic-gate.yml
          ollama-host: http://127.0.0.1:11434
          fail-on: FAIL,SKIPPED
      - name: Keep the result
        if: always() && steps.critic.outputs.result-file != ''
        uses: actions/upload-artifact@v4
        with:
          name: critic-gate-result
          path: \${{ steps.critic.outputs.result-file }}
      # Findings in code scanning. A pull request from a fork gets a read-only token that cannot
      # upload; the annotations and the job summary still show everything there.
      - name: Upload SARIF
        if: always() && steps.critic.outputs.sarif-file != '' && github.event.pull_request.head.repo.full_name == github.repository
        uses: github/codeql-action/upload-sarif@v3
        with:
          sarif_file: \${{ steps.critic.outputs.sarif-file }}
          category: critic-gate
`;
}

/** actionlint's config naming the runner's custom label, so the workflow lints clean. */
export const ACTIONLINT_CONFIG = `# Custom labels of self-hosted runners, so actionlint accepts runs-on: [self-hosted, linux, gpu].
self-hosted-runner:
  labels: [gpu]
`;
