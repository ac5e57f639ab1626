/**
 * Issue 42 through the built Action (`node dist/index.js`) with the GitHub and Ollama doubles: a
 * change that commits a GitHub token, AWS keys and a private key fails `no-secrets` with each
 * credential's place, and no byte of any secret reaches anything the run publishes or writes —
 * the result, SARIF, the job summary, outputs, the log, the review and its comments, the judge's
 * prompts, the runner's files. An honest change with documented look-alikes passes.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { assertActionBuilt, cleanupActionRuns, type ActionRun } from '../../support/action-run.js';
import { credentialFiles, fakeGithubToken, LOOK_ALIKES, secretBytes } from '../../support/fake-credentials.js';
import { smallPulls, type SmallPull } from '../../support/small-pull.js';

const pulls = smallPulls();
let ollama: OllamaDouble | undefined;

beforeAll(() => assertActionBuilt());
afterEach(async () => {
  await Promise.all([pulls.cleanup(), ollama?.close()]);
  ollama = undefined;
});
afterAll(() => cleanupActionRuns());

const BASE = { 'src/app.js': 'export const app = () => "ok";\n', 'deploy/README.md': '# Deploy\n' };

/** A judge that calls every assertion met, quoting its material, as a careful model would. */
async function metJudge(ids: readonly string[]): Promise<OllamaDouble> {
  ollama = await startOllamaDouble({ fallback: { content: '', auto: 'honest', real: [...ids] } });
  return ollama;
}

/** Every file under a directory, as text (the runner's temp folder holds the result, SARIF, caches). */
async function filesUnder(dir: string): Promise<Array<{ path: string; text: string }>> {
  const out: Array<{ path: string; text: string }> = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.push({ path, text: await readFile(path, 'utf8') });
  }
  return out;
}

/**
 * Everything the run published or wrote, each named. The log's `::add-mask::` lines are the one
 * place a secret is meant to be: they hand it to the runner, which hides it from every later line.
 */
async function published(run: ActionRun, pull: SmallPull, judge: OllamaDouble): Promise<Array<[string, string]>> {
  const log = (text: string): string =>
    text
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
  const runner = dirname(String(run.env['RUNNER_TEMP']));
  return [
    ['stdout', log(run.stdout)],
    ['stderr', run.stderr],
    ['outputs', JSON.stringify(run.outputs)],
    ['summary', run.summary],
    ...pull.github.requests.map((r): [string, string] => [`GitHub ${r.method} ${r.path}`, JSON.stringify(r.body ?? null)]),
    ...judge.requests.map((r, i): [string, string] => [`judge request ${i} ${r.path}`, r.raw]),
    ...(await filesUnder(runner)).map((f): [string, string] => [`runner file ${f.path.slice(runner.length)}`, f.text]),
  ];
}

function expectNoSecretIn(texts: ReadonlyArray<readonly [string, string]>): void {
  const leaks = texts.flatMap(([where, text]) => secretBytes().flatMap((s) => (text.includes(s) ? [`${where}: ${s.slice(0, 4)}…`] : [])));
  expect(leaks).toEqual([]);
}

describe('issue 42: committed credentials fail the gate, and nothing published repeats them', () => {
  it('a gate of no-secrets fails the three credentials, naming each place, with no secret anywhere', async () => {
    const config = `version: 1
gate:
  - {kind: no-secrets}
assertions:
  - {id: readable, text: "The change is readable", files: "**"}
`;
    const pull = await pulls.open({ config, base: BASE, head: credentialFiles() });
    const judge = await metJudge(['readable']);
    const run = await pull.act({ 'ollama-host': judge.url, review: 'always' });
    const result = await run.result();
    expect(result.verdict).toBe('FAIL');
    expect(run.code).not.toBe(0);
    const entry = result.gate.find((g) => g.kind === 'no-secrets');
    expect(entry?.passed).toBe(false);
    expect(entry?.findings?.map((f) => `${f.path}:${f.line}`)).toEqual(['deploy/aws.env:3', 'deploy/id_rsa:1', 'src/client.js:2']);
    // Shown masked where a reader looks: the review and the annotations name the places.
    const review = pull.github.state.reviews.at(-1);
    expect(review?.body).toContain('src/client.js');
    expect(run.annotations.map((a) => a.file)).toEqual(expect.arrayContaining(['src/client.js', 'deploy/aws.env', 'deploy/id_rsa']));
    expect(JSON.stringify(result)).toContain('ghp_…');
    // The runner is told to hide each secret from every later line of the log.
    expect(run.masked).toEqual(expect.arrayContaining([fakeGithubToken()]));
    const texts = await published(run, pull, judge);
    // Not vacuous: the result file, the SARIF file and the review with its comments are among what was read.
    const where = texts.map(([w]) => w).join('\n');
    expect(where).toMatch(/runner file .*\.sarif/);
    expect(where).toMatch(/runner file .*\.json/);
    expect(where).toMatch(/GitHub POST .*\/reviews/);
    expectNoSecretIn(texts);
  });

  it('as a non-critical assertion, the judge still reads the change, with every credential masked in its material', async () => {
    const config = `version: 1
assertions:
  - {id: no-credentials, text: "No credential is committed", check: {kind: no-secrets}}
  - {id: readable, text: "The change is readable", files: "**"}
`;
    const pull = await pulls.open({ config, base: BASE, head: credentialFiles() });
    const judge = await metJudge(['readable']);
    const run = await pull.act({ 'ollama-host': judge.url, review: 'always' });
    const result = await run.result();
    expect(result.verdict).not.toBe('PASS');
    expect(result.criteria.find((c) => c.id === 'no-credentials')?.met).toBe(false);
    expect(result.criteria.find((c) => c.id === 'readable')?.status).toBe('judged');
    const prompts = judge
      .chatRequests()
      .flatMap((r) => (r.messages ?? []).map((m) => m.content))
      .join('\n');
    // The judge read the change's lines, the credential's masked.
    expect(prompts).toContain('const client = new Octokit({ auth: "ghp_…" });');
    expect(prompts).toContain('AWS_REGION=eu-west-1');
    expectNoSecretIn(await published(run, pull, judge));
  });

  it('twin: an honest change with documented look-alikes, and a fixture the config allows, passes with the fixture listed as a warning', async () => {
    const config = `version: 1
gate:
  - {kind: no-secrets, allow: ["test/fixtures/**"]}
assertions:
  - {id: readable, text: "The change is readable", files: "**"}
`;
    const head = {
      'deploy/aws.env.example': `${LOOK_ALIKES}\n`,
      'src/client.js': 'const auth = process.env.GITHUB_TOKEN;\nexport const client = { auth };\n',
      'test/fixtures/token.txt': `${fakeGithubToken()}\n`,
    };
    const pull = await pulls.open({ config, base: BASE, head });
    const judge = await metJudge(['readable']);
    const run = await pull.act({ 'ollama-host': judge.url });
    const result = await run.result();
    expect(result.verdict, JSON.stringify(result.gate)).toBe('PASS');
    expect(run.code).toBe(0);
    const entry = result.gate.find((g) => g.kind === 'no-secrets');
    expect(entry?.passed).toBe(true);
    expect(entry?.severity).toBe('warning');
    expect(entry?.evidence).toContain('test/fixtures/token.txt:1:1');
    // Allowed is not shown: the fixture's token is masked as any other.
    expectNoSecretIn(await published(run, pull, judge));
  });
});
