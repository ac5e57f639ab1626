/**
 * Issue 42 through the built CLI: a credential `no-secrets` finds is handed to the run's redactor,
 * so another check that quotes the same line shows it as `***`, in every format; the judge reads
 * the change with the credential masked; `judge` mode does the same for a worker's output.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { credentialFiles, fakeGithubToken, secretBytes } from '../../support/fake-credentials.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { runCli } from '../../support/run-cli.js';

// A second check quotes the line the secret is on: only the redactor, told by no-secrets, can hide it there.
const CONFIG = `version: 1
assertions:
  - {id: no-credentials, text: "No credential is committed", check: {kind: no-secrets}}
  - {id: no-aws-in-env, text: "No AWS setting in env files", check: {kind: not-contains, files: "**/*.env", pattern: "AWS_SECRET", scope: added}}
  - {id: readable, text: "The change is readable", files: "**"}
`;

let repo: GitRepoFixture;
let double: OllamaDouble;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-secrets-'));
  repo = await createGitRepo();
  await repo.write('.github/critic-gate.yml', CONFIG);
  await repo.write('README.md', '# demo\n');
  await repo.commit('base');
  await repo.branch('feature');
  for (const [path, text] of Object.entries(credentialFiles())) await repo.write(path, text);
  await repo.commit('feature: deploy settings');
  double = await startOllamaDouble({ fallback: { content: '', auto: 'honest', real: ['readable'] } });
});

afterAll(async () => {
  await double.close();
  await repo.cleanup();
  await rm(scratch, { recursive: true, force: true });
});

const leaksIn = (text: string): string[] => secretBytes().flatMap((s) => (text.includes(s) ? [`${s.slice(0, 4)}…`] : []));

describe('critic-gate pr: a found credential is never repeated', () => {
  it.each(['json', 'text', 'markdown', 'sarif'])('--format %s: not on stdout, stderr, in --json or in the prompts', async (format) => {
    const json = join(scratch, `${format}.json`);
    const before = double.chatRequests().length;
    const r = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--ollama-host', double.url, '--format', format, '--json', json]);
    expect(r.code, r.stderr).not.toBe(0);
    const written = await readFile(json, 'utf8');
    const prompts = double
      .chatRequests()
      .slice(before)
      .flatMap((req) => (req.messages ?? []).map((m) => m.content))
      .join('\n');
    expect({ stdout: leaksIn(r.stdout), stderr: leaksIn(r.stderr), json: leaksIn(written), prompts: leaksIn(prompts) }).toEqual({
      stdout: [],
      stderr: [],
      json: [],
      prompts: [],
    });
    const result = JSON.parse(written) as { criteria: Array<{ id: string; met: boolean | null; evidence?: string }> };
    // The other check still found its line, and shows it with the secret redacted.
    expect(result.criteria.find((c) => c.id === 'no-aws-in-env')).toMatchObject({ met: false });
    expect(result.criteria.find((c) => c.id === 'no-aws-in-env')?.evidence).toContain('AWS_SECRET_ACCESS_KEY=***');
    expect(result.criteria.find((c) => c.id === 'no-credentials')?.evidence).toContain('src/client.js:2:37');
    expect(prompts).toContain('auth: "ghp_…"');
  });
});

describe('critic-gate judge: a worker output holding a credential', () => {
  it('fails no-secrets, and neither the result nor the judge repeats it', async () => {
    const token = fakeGithubToken();
    const before = double.chatRequests().length;
    const input = {
      output: `export const client = new Octokit({ auth: "${token}" });\n`,
      task_description: 'a GitHub client',
      schema: { type: 'text' },
      assertions: [
        { id: 'no-credentials', text: 'No credential in the output', check: { kind: 'no-secrets', scope: 'changed' } },
        { id: 'readable', text: 'The output is readable' },
      ],
    };
    const r = await runCli(['judge', '--ollama-host', double.url, '--format', 'json'], { stdin: JSON.stringify(input) });
    expect(r.code).not.toBe(0);
    expect(r.stdout).not.toContain(token);
    expect(r.stdout).toContain('ghp_…');
    const prompts = double
      .chatRequests()
      .slice(before)
      .flatMap((req) => (req.messages ?? []).map((m) => m.content))
      .join('\n');
    expect(prompts).not.toContain(token);
    expect(prompts).toContain('auth: "ghp_…"');
  });
});
