/**
 * The Action with a `browser` gate check (dist/index.js): the screenshots are written next to the
 * result file, and without the artifact service (no ACTIONS_RUNTIME_TOKEN) the run warns and the
 * summary and the review name the files on the runner, never a crash. The upload call itself is
 * tested through its small interface.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { artifactFiles, uploadArtifacts, type ArtifactUploader } from '../../../src/action/artifacts.js';
import type { CriticResult } from '../../../src/contract/result.js';
import { startGitHubDouble, WRITE_TOKEN, type GitHubDouble } from '../../doubles/github.js';
import { assertActionBuilt, cleanupActionRuns, doubleSetupFromGit, pullRequestEvent, runAction } from '../../support/action-run.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { closedPort } from '../../support/ports.js';
import { workingGame } from '../../support/browser-pages.js';

const result = (paths: string[]): CriticResult => ({
  gate_passed: true,
  schema_valid: true,
  gate: [
    {
      id: 'browser',
      kind: 'browser',
      passed: true,
      evidence: 'ok',
      artifacts: paths.map((path) => ({ path, kind: 'screenshot' as const })),
    },
  ],
  criteria: [],
  score: 1,
  verdict: 'PASS',
  feedback_for_worker: '',
  stats: { model: null, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 0 },
});

const SHOTS = [
  '/runner/temp/critic-gate-artifacts-9-1/index.html-before.png',
  '/runner/temp/critic-gate-artifacts-9-1/index.html-after.png',
];
const SERVICE = {
  ACTIONS_RUNTIME_TOKEN: 'runtime-token',
  ACTIONS_RESULTS_URL: 'https://results.example/',
  GITHUB_RUN_ID: '9',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_REPOSITORY: 'octo-org/widgets',
};

function recordingUploader(answer: { id?: number } | Error): ArtifactUploader & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    async upload(...args) {
      calls.push(args);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

describe('uploading the screenshots', () => {
  it('uploads every screenshot as one artifact, rooted at their folder, and links it', async () => {
    const uploader = recordingUploader({ id: 42 });
    const warnings: string[] = [];
    const notes = await uploadArtifacts(result(SHOTS), SERVICE, uploader, (m) => warnings.push(m));
    expect(uploader.calls).toEqual([['critic-gate-screenshots-1', SHOTS, '/runner/temp/critic-gate-artifacts-9-1', { retentionDays: 14 }]]);
    expect(notes).toEqual([
      'Screenshots of the pages opened in the browser: [critic-gate-screenshots-1](https://github.com/octo-org/widgets/actions/runs/9/artifacts/42) (2 files).',
    ]);
    expect(warnings).toEqual([]);
  });

  it('without the artifact service: no upload call, a warning, and the local paths', async () => {
    const uploader = recordingUploader({ id: 1 });
    const warnings: string[] = [];
    const notes = await uploadArtifacts(result(SHOTS), { GITHUB_RUN_ID: '9' }, uploader, (m) => warnings.push(m));
    expect(uploader.calls).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('ACTIONS_RUNTIME_TOKEN is not set')]);
    expect(notes).toEqual([`Screenshots on the runner: \`${SHOTS[0]}\`, \`${SHOTS[1]}\`.`]);
  });

  it('an upload that fails is a warning, not a failed run', async () => {
    const warnings: string[] = [];
    const notes = await uploadArtifacts(result(SHOTS), SERVICE, recordingUploader(new Error('quota exceeded')), (m) => warnings.push(m));
    expect(warnings).toEqual(['critic-gate: the screenshots could not be uploaded: quota exceeded']);
    expect(notes[0]).toMatch(/^Screenshots on the runner: /);
  });

  it('nothing to upload: no call, no note', async () => {
    const uploader = recordingUploader({ id: 1 });
    expect(await uploadArtifacts(result([]), SERVICE, uploader, () => undefined)).toEqual([]);
    expect(uploader.calls).toEqual([]);
    expect(artifactFiles(result(SHOTS))).toEqual(SHOTS);
  });
});

let repo: GitRepoFixture | undefined;
let github: GitHubDouble | undefined;
beforeAll(() => assertActionBuilt());
afterEach(async () => {
  await github?.close();
  await repo?.cleanup();
});
afterAll(async () => {
  await cleanupActionRuns();
});

describe('the Action with a browser check (dist/index.js)', () => {
  it('passes, writes the screenshots next to the result file, and without the artifact service warns and lists them', async () => {
    repo = await createGitRepo();
    await repo.write(
      '.github/critic-gate.yml',
      'version: 1\ngate:\n  - {kind: browser, page: index.html, steps: [{click: "#start"}], require: [no-page-errors, canvas-drawn]}\n',
    );
    await repo.write('README.md', '# Dodge\n');
    const base = await repo.commit('base');
    await repo.branch('feature');
    for (const [path, text] of Object.entries(workingGame())) await repo.write(path, text);
    const head = await repo.commit('feature: the game');
    const setup = await doubleSetupFromGit(repo, { owner: 'octo-org', repo: 'widgets', number: 3, base, head });
    github = await startGitHubDouble({ ...setup, reviews: [] });
    const run = await runAction({
      apiUrl: github.url,
      token: WRITE_TOKEN,
      workspace: repo.dir,
      event: pullRequestEvent({
        owner: 'octo-org',
        repo: 'widgets',
        number: 3,
        headSha: head,
        baseSha: base,
        changedFiles: (setup.files ?? []).length,
      }),
      // The review links the screenshots: posted for this PASS too (the default posts none for a clean one).
      inputs: { 'ollama-host': `http://127.0.0.1:${await closedPort()}`, review: 'always' },
      env: { ACTIONS_RUNTIME_TOKEN: undefined, ACTIONS_RESULTS_URL: undefined },
      timeoutMs: 180_000,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('PASS');
    const shots = (await run.result()).gate[0]?.artifacts ?? [];
    expect(shots).toHaveLength(2);
    const folder = join(run.env['RUNNER_TEMP']!, 'critic-gate-artifacts-');
    for (const s of shots) {
      expect(s.path.startsWith(folder)).toBe(true);
      expect(existsSync(s.path)).toBe(true);
    }
    expect(run.warnings).toEqual([expect.stringContaining('the screenshots were not uploaded')]);
    expect(run.summary).toContain(`Screenshots on the runner: \`${shots[0]!.path}\``);
    expect(github.state.reviews[0]?.body).toContain('Screenshots on the runner:');
  });
});

describe('the terminal report', () => {
  it('lists the screenshots under their gate entry', async () => {
    const { renderTerminal } = await import('../../../src/report/terminal.js');
    const text = renderTerminal(result(SHOTS), { color: false });
    expect(text).toContain(`      screenshot: ${SHOTS[0]}\n      screenshot: ${SHOTS[1]}`);
  });
});
