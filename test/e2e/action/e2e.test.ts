/**
 * The GitHub Action end to end, as a runner runs it: the built dist/index.js as a child process
 * with INPUT_* variables, a real `pull_request` webhook payload, file commands in temp files, the
 * GitHub double (started here) as GITHUB_API_URL and the Ollama double as the judge. The workspace
 * is a real git repository holding base and head (or an empty folder, for the API fallback).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { NEEDS_HUMAN_LABEL, parseMarker, reviewBody } from '../../../src/review/index.js';
import { MAX_LISTED_FILES, READ_TOKEN, WRITE_TOKEN, startGitHubDouble, type GitHubDouble, type SeedReview } from '../../doubles/github.js';
import { startOllamaDouble, type AnswerPlan, type OllamaDouble } from '../../doubles/ollama.js';
import {
  assertActionBuilt,
  cleanupActionRuns,
  doubleSetupFromGit,
  pullRequestEvent,
  runAction,
  webhookExample,
  type ActionRun,
  type ActionRunOptions,
} from '../../support/action-run.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { sarifProblems } from '../../support/sarif.js';
import { closedPort } from '../../support/ports.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const NUMBER = 7;
const CONFIG = '.github/critic-gate.yml';
const WEB = `https://github.com/${OWNER}/${REPO}`;
/** A head the pull request had before the current one (an earlier push). */
const OLD_HEAD = '1111111111111111111111111111111111111111';

const GATE = `version: 1
gate:
  - {kind: no-placeholders, files: "src/**", scope: added}
`;
const SUM = `  - {id: sum, text: "The sum of a and b is exported", critical: true, files: "src/**"}\n`;
const TESTS = `  - {id: tests, text: "The sum comes with a test"}\n`;
/** The tripwires run by default; on these changes they find nothing. */
const TRIPWIRES_CLEAN = expect.objectContaining({
  id: 'prompt-injection',
  passed: true,
  evidence: expect.stringMatching(/^no hidden characters/),
});
const withAssertions = (gate: string, ...items: string[]): string => `${gate}assertions:\n${items.join('')}`;

/** src/a.ts at the base: 20 lines. The change appends from line 21 on. */
const BASE_A =
  ['export const a = 1;', 'export const b = 2;', ...Array.from({ length: 18 }, (_, i) => `export const c${i + 3} = ${i + 3};`)].join('\n') +
  '\n';
const GOOD_A = `${BASE_A}export const sum = a + b;\n`;
const TODO_A = `${BASE_A}// TODO: handle overflow\nexport const sum = a + b;\n`;

const SUM_MET = {
  id: 'sum',
  met: true,
  evidence: 'src/a.ts:21 exports the sum',
  location: { path: 'src/a.ts', line: 21, quote: 'export const sum = a + b;' },
};
const TESTS_UNMET = { id: 'tests', met: false, evidence: 'the change adds no test', fix: 'Add test/sum.test.ts with a test of sum' };
const answer = (...criteria: object[]): AnswerPlan => ({ content: JSON.stringify({ criteria }) });

// ---------------------------------------------------------------------------------------------

interface PullRequest {
  repo: GitRepoFixture;
  base: string;
  head: string;
  github: GitHubDouble;
  event: Record<string, unknown>;
}

const repos: GitRepoFixture[] = [];
const githubs: GitHubDouble[] = [];
let ollama: OllamaDouble | undefined;
let scratch: string;

beforeAll(async () => {
  assertActionBuilt();
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-action-'));
});
afterEach(async () => {
  await Promise.all([...githubs.splice(0).map((g) => g.close()), ...repos.splice(0).map((r) => r.cleanup()), ollama?.close()]);
  ollama = undefined;
});
afterAll(async () => {
  await cleanupActionRuns();
  await rm(scratch, { recursive: true, force: true });
});

/**
 * `main` holds the config and src/a.ts; `feature` changes them; the GitHub double serves that
 * pull request (files with git's own patches, contents at both commits). The workspace is left on
 * the head, as actions/checkout with fetch-depth 0 leaves it (both commits present).
 */
async function pullRequest(spec: {
  config: string;
  head: Record<string, string>;
  base?: Record<string, string>;
  headConfig?: string;
  headRepo?: string;
  reviews?: SeedReview[];
  /** The event's `changed_files`; default the true count, `null` leaves it out. */
  changedFiles?: number | null;
}): Promise<PullRequest> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write(CONFIG, spec.config);
  for (const [path, text] of Object.entries({ 'src/a.ts': BASE_A, ...spec.base })) await repo.write(path, text);
  const base = await repo.commit('base: the gate and src/a.ts');
  await repo.branch('feature');
  for (const [path, text] of Object.entries(spec.head)) await repo.write(path, text);
  if (spec.headConfig !== undefined) await repo.write(CONFIG, spec.headConfig);
  const head = await repo.commit('feature: the sum of a and b');
  const setup = await doubleSetupFromGit(repo, {
    owner: OWNER,
    repo: REPO,
    number: NUMBER,
    base,
    head,
    ...(spec.headRepo ? { headRepo: spec.headRepo } : {}),
  });
  const github = await startGitHubDouble({ ...setup, reviews: spec.reviews ?? [] });
  githubs.push(github);
  const event = pullRequestEvent({
    owner: OWNER,
    repo: REPO,
    number: NUMBER,
    headSha: head,
    baseSha: base,
    changedFiles: spec.changedFiles === undefined ? (setup.files ?? []).length : spec.changedFiles,
    ...(spec.headRepo ? { headRepo: spec.headRepo } : {}),
  });
  return { repo, base, head, github, event };
}

async function judgeWith(...plans: AnswerPlan[]): Promise<OllamaDouble> {
  ollama = await startOllamaDouble({ chat: plans });
  return ollama;
}

/**
 * One run of the Action on `pr`, and on every run the check of case 12: the token reaches the
 * runner only as its `::add-mask::` command, never the log, the summary, the outputs or the result.
 */
async function act(pr: PullRequest, o: Partial<ActionRunOptions> & { ollama?: string } = {}): Promise<ActionRun> {
  const { ollama: host, inputs, ...rest } = o;
  const token = o.token ?? WRITE_TOKEN;
  const run = await runAction({
    apiUrl: pr.github.url,
    token,
    workspace: pr.repo.dir,
    event: pr.event,
    ...rest,
    // These tests read the review of every run, a clean PASS's included; the on-findings default
    // has its own tests (quiet-review.test.ts).
    inputs: { 'ollama-host': host ?? ollama?.url ?? `http://127.0.0.1:${await closedPort()}`, review: 'always', ...inputs },
  });
  await expectTokenHidden(run, token);
  return run;
}

async function expectTokenHidden(run: ActionRun, token: string): Promise<void> {
  // Masked as soon as the inputs are read (a run refused earlier never held it in hand).
  expect(run.masked.filter((m) => m !== token)).toEqual([]);
  const log = run.stdout
    .split('\n')
    .filter((l) => l !== `::add-mask::${token}`)
    .join('\n');
  const resultFile = run.outputs['result-file'] ? await readFile(run.outputs['result-file'], 'utf8') : '';
  for (const [where, text] of Object.entries({
    stdout: log,
    stderr: run.stderr,
    summary: run.summary,
    outputs: JSON.stringify(run.outputs),
    resultFile,
  })) {
    expect(text.includes(token), `the token appears in ${where}`).toBe(false);
    // Neither of the double's tokens, whichever this run used.
    expect(text.includes(WRITE_TOKEN) || text.includes(READ_TOKEN), `a token appears in ${where}`).toBe(false);
  }
}

const reviewPosts = (g: GitHubDouble) => g.requests.filter((r) => r.method === 'POST' && /\/pulls\/\d+\/reviews$/.test(r.path));
const writes = (g: GitHubDouble) => g.requests.filter((r) => r.method !== 'GET');
const blob = (head: string, path: string, line: number) => `${WEB}/blob/${head}/${path}#L${line}`;

/** A review body from an earlier run on another head, made by the same code that writes real ones. */
function earlierReview(verdict: CriticResult['verdict']): SeedReview {
  const result: CriticResult = {
    gate_passed: true,
    schema_valid: true,
    gate: [],
    criteria: [
      {
        id: 'tests',
        assertion: 'The sum comes with a test',
        critical: false,
        weight: 1,
        source: 'llm',
        met: false,
        status: 'judged',
        fix: 'Add a test',
      },
    ],
    score: 0.5,
    verdict,
    feedback_for_worker: 'Add a test',
    stats: { model: 'qwen2.5-coder:7b', llm_calls: 1, prompt_tokens: 10, completion_tokens: 10, duration_ms: 10 },
  };
  const body = reviewBody(result, { owner: OWNER, repo: REPO, headSha: OLD_HEAD, serverUrl: 'https://github.com', attempt: 1 });
  return { body, commitId: OLD_HEAD };
}

// ---------------------------------------------------------------------------------------------

describe('the Action on a pull request (workspace holds both commits)', () => {
  it('1. PASS: exit 0, outputs, summary, and one COMMENT review on the head with linked evidence and the marker', async () => {
    const pr = await pullRequest({ config: withAssertions(GATE, SUM), head: { 'src/a.ts': GOOD_A } });
    const judge = await judgeWith(answer(SUM_MET));
    const run = await act(pr);

    expect(run.stderr).toBe('');
    expect(run.errors).toEqual([]);
    expect(run.warnings).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.masked).toEqual([WRITE_TOKEN]);
    const review = pr.github.state.reviews[0]!;
    expect(run.outputs).toEqual({
      verdict: 'PASS',
      error: '',
      score: '1.00',
      'gate-passed': 'true',
      feedback: '',
      'review-url': `${WEB}/pull/${NUMBER}#pullrequestreview-${review.id}`,
      'result-file': expect.stringContaining(join(run.env['RUNNER_TEMP']!, 'critic-gate-result-')),
      'sarif-file': expect.stringMatching(/critic-gate-result-.*\.sarif$/),
    });
    expect(run.summary).toContain(`Posted as [a review on the pull request](${review.html_url})`);
    const result = await run.result();
    expect(result).toMatchObject({
      verdict: 'PASS',
      route: 'approve',
      attempt: { number: 1, max: 4 },
      config: { path: CONFIG, source: 'base', commit: pr.base },
    });
    expect(result.criteria).toEqual([expect.objectContaining({ id: 'sum', met: true, location: SUM_MET.location })]);

    // The judge saw the head side of the change, numbered.
    expect(judge.chatRequests()).toHaveLength(1);
    expect(
      judge
        .chatRequests()[0]!
        .messages!.map((m) => m.content)
        .join('\n'),
    ).toMatch(/^ *21\| export const sum = a \+ b;$/m);

    expect(run.summary).toContain('## ✅ critic-gate: PASS · score 1.00');
    expect(run.summary).toContain(`](${blob(pr.head, 'src/a.ts', 21)})`);

    expect(pr.github.state.reviews).toHaveLength(1);
    expect(reviewPosts(pr.github)).toHaveLength(1);
    expect(reviewPosts(pr.github)[0]!.body).toMatchObject({ event: 'COMMENT', commit_id: pr.head });
    expect(review).toMatchObject({ state: 'COMMENTED', commit_id: pr.head });
    expect(review.body).toContain('critic-gate: PASS · score 1.00');
    expect(review.body).toContain(`[src/a.ts:21](${blob(pr.head, 'src/a.ts', 21)})`);
    expect(parseMarker(review.body)).toMatchObject({ head: pr.head, verdict: 'PASS', score: 1, attempt: 1, findings: [] });
    expect(pr.github.state.reviewComments).toEqual([]);
  });

  it('14. a re-run on an unchanged pull request reuses the judgement kept in the review marker: zero chat calls, the same verdict', async () => {
    const pr = await pullRequest({ config: withAssertions(GATE, SUM), head: { 'src/a.ts': GOOD_A } });
    const judge = await judgeWith(answer(SUM_MET));
    const first = await act(pr);
    const second = await act(pr);
    expect(judge.chatRequests()).toHaveLength(1);
    expect(second.code).toBe(0);
    expect(second.outputs.verdict).toBe(first.outputs.verdict);
    expect((await second.result()).stats).toMatchObject({ llm_calls: 0, cache_hits: 1 });
    expect((await second.result()).criteria).toEqual((await first.result()).criteria);
    const latest = pr.github.state.reviews.at(-1)!;
    expect(Object.keys(parseMarker(latest.body)?.cache ?? {})).toHaveLength(1);
    expect(latest.body).toContain('2 of 2 known-answer checks right');
    // The cache is bound to the head and config_digest of the run that wrote it (spec §14).
    const digest = parseMarker(pr.github.state.reviews[0]!.body)?.config_digest;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(parseMarker(latest.body)).toMatchObject({ head_sha: pr.head, config_digest: digest });
  });

  it('15. the api-key input is masked as soon as the inputs are read and shows nowhere', async () => {
    const pr = await pullRequest({ config: withAssertions(GATE, SUM), head: { 'src/a.ts': GOOD_A } });
    await judgeWith(answer(SUM_MET));
    const key = 'sk-live-abcdef1234567890';
    const run = await runAction({
      apiUrl: pr.github.url,
      token: WRITE_TOKEN,
      workspace: pr.repo.dir,
      event: pr.event,
      inputs: { 'ollama-host': ollama!.url, 'api-key': key },
    });
    expect(run.code).toBe(0);
    expect(run.masked).toEqual([WRITE_TOKEN, key]);
    const log = run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    const resultFile = await readFile(run.outputs['result-file']!, 'utf8');
    for (const text of [log, run.stderr, run.summary, JSON.stringify(run.outputs), resultFile, JSON.stringify(pr.github.state.reviews)])
      expect(text).not.toContain(key);
  });

  it('2. RETRY passes the step by default (fail-on FAIL,SKIPPED) with the feedback; fail-on FAIL,RETRY fails it', async () => {
    const pr = await pullRequest({ config: withAssertions(GATE, SUM, TESTS), head: { 'src/a.ts': GOOD_A } });
    await judgeWith(answer(SUM_MET, TESTS_UNMET), answer(SUM_MET, TESTS_UNMET));

    const lenient = await act(pr);
    expect(lenient.errors).toEqual([]);
    expect(lenient.code).toBe(0);
    expect(lenient.outputs).toMatchObject({ verdict: 'RETRY', score: '0.50', 'gate-passed': 'true' });
    expect(lenient.outputs['feedback']).toContain(TESTS_UNMET.fix);
    expect(lenient.summary).toContain('critic-gate: RETRY · score 0.50');
    expect(lenient.summary).toContain(TESTS_UNMET.fix);
    expect(await lenient.result()).toMatchObject({ verdict: 'RETRY', route: 'rework', attempt: { number: 1, max: 4 } });

    const strict = await act(pr, { inputs: { 'fail-on': 'FAIL,RETRY' } });
    expect(strict.code).toBe(1);
    expect(strict.outputs).toMatchObject({ verdict: 'RETRY', score: '0.50' });
    expect(strict.errors).toEqual([expect.stringMatching(/^critic-gate verdict RETRY \(score 0\.50\): Add test\/sum\.test\.ts/)]);
    // A re-run on the same head is the same attempt.
    expect(await strict.result()).toMatchObject({ attempt: { number: 1, max: 4 } });
  });

  it('3 + 5. FAIL from the gate: inline comment on the added TODO, the finding outside the diff in the body; a re-run supersedes without repeating it', async () => {
    const config = withAssertions(`${GATE}  - {kind: not-contains, files: "src/**", pattern: "debugger"}\n`, SUM);
    const baseA = BASE_A.replace('export const b = 2;', 'export const b = 2; debugger;');
    const pr = await pullRequest({ config, base: { 'src/a.ts': baseA }, head: { 'src/a.ts': TODO_A.replace(BASE_A, baseA) } });
    const judge = await judgeWith();

    const first = await act(pr);
    expect(first.code).toBe(1);
    expect(first.outputs).toMatchObject({ verdict: 'FAIL', score: '0.00', 'gate-passed': 'false' });
    expect(first.outputs['feedback']).toContain('src/a.ts:21');
    expect(first.errors).toEqual([expect.stringMatching(/^critic-gate verdict FAIL \(score 0\.00\): .*src\/a\.ts:21/)]);
    expect(first.summary).toContain('critic-gate: FAIL · score 0.00');
    expect(first.summary).toContain(`[src/a.ts:21:4](${blob(pr.head, 'src/a.ts', 21)})`);
    // Gate before score: the judge was never asked.
    expect(judge.requests).toEqual([]);

    const [review1] = pr.github.state.reviews;
    expect(pr.github.state.reviewComments.map((c) => [c.path, c.line, c.side, c.pull_request_review_id])).toEqual([
      ['src/a.ts', 21, 'RIGHT', review1!.id],
    ]);
    expect(pr.github.state.reviewComments[0]!.body).toContain('no-placeholders');
    expect(review1!.body).toContain('### Not on a changed line');
    expect(review1!.body).toMatch(/- ❌ \*\*not-contains\*\* check\n {2}- \[src\/a\.ts:2:21\]\([^)]+#L2\): export const b = 2; debugger;/);
    // The commented finding is one line in the body; its fix is said in the inline comment only.
    expect(review1!.body).toMatch(/- ❌ \*\*no-placeholders\*\* check: see the comment at \[src\/a\.ts:21:4\]/);
    expect(review1!.body).not.toContain('Finish or remove the placeholders');
    expect(parseMarker(review1!.body)).toMatchObject({ head: pr.head, verdict: 'FAIL', attempt: 1 });

    const again = await act(pr);
    expect(again.code).toBe(1);
    expect(again.outputs['verdict']).toBe('FAIL');
    const [old, review2] = pr.github.state.reviews;
    expect(pr.github.state.reviews).toHaveLength(2);
    expect(again.outputs['review-url']).toBe(review2!.html_url);
    expect(old!.body).toMatch(
      new RegExp(`^_Superseded by \\[a newer critic-gate review\\]\\(${escape(review2!.html_url)}\\): this report is out of date\\._`),
    );
    // The superseded review keeps its marker, so the attempt it records still counts.
    expect(parseMarker(old!.body)).toMatchObject({ head: pr.head, verdict: 'FAIL', attempt: 1 });
    expect(pr.github.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      `/repos/${OWNER}/${REPO}/pulls/${NUMBER}/reviews/${review1!.id}`,
    ]);
    // The unchanged finding is not commented again; the new body points at the earlier comment.
    expect(pr.github.state.reviewComments).toHaveLength(1);
    expect(review2!.body).toContain('1 unchanged finding was already commented on in an earlier run and is not repeated');
    expect(review2!.body).toContain(pr.github.state.reviewComments[0]!.html_url);
    expect(parseMarker(review2!.body)).toMatchObject({ head: pr.head, verdict: 'FAIL', attempt: 1 });
  });

  it('4. a fork PR with a read-only token: the POST gets 403, yet summary, outputs and pass/fail stand (PASS → 0, FAIL → 1)', async () => {
    const fork = 'contributor/widgets';
    const passing = await pullRequest({ config: withAssertions(GATE, SUM), head: { 'src/a.ts': GOOD_A }, headRepo: fork });
    expect((passing.event['pull_request'] as { head: { repo: { full_name: string; fork: boolean } } }).head.repo).toMatchObject({
      full_name: fork,
      fork: true,
    });
    await judgeWith(answer(SUM_MET));
    const ok = await act(passing, { token: READ_TOKEN });
    expect(ok.code).toBe(0);
    expect(ok.stderr).toBe('');
    expect(ok.outputs).toMatchObject({ verdict: 'PASS', score: '1.00', 'gate-passed': 'true', 'review-url': '' });
    // One warning, ours: Octokit's own log of the failed request is not repeated as a second one.
    expect(ok.warnings).toEqual([expect.stringContaining('The token cannot write to this pull request (read-only')]);
    expect(ok.summary).toContain('critic-gate: PASS');
    expect(ok.summary).toContain('no review was posted');
    expect(reviewPosts(passing.github).map((r) => r.status)).toEqual([403]);
    expect(passing.github.state.reviews).toEqual([]);

    const failing = await pullRequest({ config: GATE, head: { 'src/a.ts': TODO_A }, headRepo: fork });
    const bad = await act(failing, { token: READ_TOKEN });
    expect(bad.code).toBe(1);
    expect(bad.outputs).toMatchObject({ verdict: 'FAIL', 'gate-passed': 'false', 'review-url': '' });
    expect(bad.warnings).toEqual(expect.arrayContaining([expect.stringContaining('no review was posted')]));
    expect(bad.errors).toEqual([expect.stringMatching(/^critic-gate verdict FAIL/)]);
    expect(bad.summary).toContain('critic-gate: FAIL');
    expect(reviewPosts(failing.github).map((r) => r.status)).toEqual([403]);
    expect(bad.stdout).not.toMatch(/internal error|TypeError|at .*dist\/index\.js/);
  });

  it('6. a new head after a RETRY is attempt 2; the earlier review is superseded but keeps counting', async () => {
    const pr = await pullRequest({
      config: withAssertions(GATE, SUM, TESTS),
      head: { 'src/a.ts': GOOD_A },
      reviews: [earlierReview('RETRY')],
    });
    await judgeWith(answer(SUM_MET, TESTS_UNMET));
    const run = await act(pr);
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('RETRY');
    const result = await run.result();
    expect(result.attempt?.number).toBe(2);
    expect(result).toMatchObject({ verdict: 'RETRY', route: 'rework', attempt: { number: 2, max: 4 } });
    expect(run.summary).toContain('attempt 2 of 4');
    const [old, fresh] = pr.github.state.reviews;
    expect(old!.commit_id).toBe(OLD_HEAD);
    expect(parseMarker(old!.body)).toMatchObject({ head: OLD_HEAD, attempt: 1 });
    expect(old!.body).toMatch(/^_Superseded by /);
    expect(parseMarker(fresh!.body)).toMatchObject({ head: pr.head, verdict: 'RETRY', attempt: 2 });
  });

  it('7. a RETRY on the last allowed attempt escalates: FAIL, route escalate, exit 1, the needs-human label, and the body says why', async () => {
    const config = withAssertions(`${GATE}max_attempts: 2\n`, SUM, TESTS);
    const pr = await pullRequest({ config, head: { 'src/a.ts': GOOD_A }, reviews: [earlierReview('RETRY')] });
    await judgeWith(answer(SUM_MET, TESTS_UNMET));
    const run = await act(pr);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: 'FAIL', score: '0.50', 'gate-passed': 'true' });
    expect(await run.result()).toMatchObject({ verdict: 'FAIL', route: 'escalate', attempt: { number: 2, max: 2 } });
    expect(pr.github.state.labels.map((l) => l.name)).toEqual([NEEDS_HUMAN_LABEL]);
    const why = `Attempt 2 of 2 still needs rework: escalated to a human (label ${NEEDS_HUMAN_LABEL})`;
    expect(pr.github.state.reviews[1]!.body).toContain(why);
    expect(run.summary).toContain(why);
    expect(run.errors).toEqual([expect.stringMatching(/^critic-gate verdict FAIL \(score 0\.50\)/)]);
  });

  it('8. a PR that removes the failing check from the config still fails: the gate comes from the base', async () => {
    const pr = await pullRequest({ config: GATE, headConfig: 'version: 1\ngate: []\n', head: { 'src/a.ts': TODO_A } });
    const run = await act(pr);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: 'FAIL', 'gate-passed': 'false' });
    const result = await run.result();
    expect(result.config).toEqual({ path: CONFIG, source: 'base', commit: pr.base });
    expect(result.gate).toEqual([expect.objectContaining({ kind: 'no-placeholders', passed: false }), TRIPWIRES_CLEAN]);
    const configReads = pr.github.requests.filter((r) => r.path.endsWith(`/contents/${CONFIG}`));
    expect(configReads.map((r) => r.query['ref'])).toEqual([pr.base]);
  });

  it('9. Ollama down: the step fails with ERROR and the cause, no review blames the change, an earlier review of the head stays as it was', async () => {
    const pr = await pullRequest({ config: withAssertions(GATE, SUM), head: { 'src/a.ts': GOOD_A } });
    await judgeWith(answer(SUM_MET));
    const first = await act(pr);
    expect(first.outputs).toMatchObject({ verdict: 'PASS' });
    const earlier = structuredClone(pr.github.state.reviews);
    expect(earlier).toHaveLength(1);

    const port = await closedPort();
    const run = await act(pr, { ollama: `http://127.0.0.1:${port}` });
    expect(run.code).toBe(1);
    const why = `cannot reach Ollama at http://127.0.0.1:${port}: connection refused`;
    // An outage is no verdict on the code: a later step reading the outputs sees ERROR and the cause.
    expect(run.outputs).toMatchObject({ verdict: 'ERROR', error: why, score: '', 'review-url': '' });
    const result = await run.result();
    expect(result._critic_status).toBe('error');
    expect(result.verdict).toBe('FAIL');
    expect(result.error).toBe(why);
    expect(run.errors).toEqual([`critic-gate: ERROR — not judged: ${why}`]);
    // No review posted, none edited: the earlier review of this head is left as it was.
    expect(pr.github.state.reviews).toEqual(earlier);
    // The summary shows the URL in a code span; the words around it are the same.
    expect(run.summary.replace(/`/g, '')).toContain(`ERROR — not judged: ${why}`);
    expect(run.summary).not.toContain('FAIL');
    expect(run.summary).toMatch(/on the runner/i);
    expect(run.summary).toContain(`](${WEB}/blob/${pr.base}/.github/critic-gate.yml)`);
    expect(run.stdout).toContain(`ERROR — not judged: ${why}`);
  });

  it('9b. a true FAIL on the same pull request still posts its review (the twin of 9)', async () => {
    const pr = await pullRequest({ config: withAssertions(GATE, SUM), head: { 'src/a.ts': TODO_A } });
    await judgeWith();
    const run = await act(pr);
    expect(run.code).toBe(1);
    expect(pr.github.state.reviews).toHaveLength(1);
    expect(pr.github.state.reviews[0]!.body).toContain('critic-gate: FAIL');
  });
});

describe('the Action refuses what it cannot judge, with a message that names the cause', () => {
  it('10a. not a pull_request event: exit 1, a clear message, no GitHub call', async () => {
    const pr = await pullRequest({ config: GATE, head: { 'src/a.ts': GOOD_A } });
    const push = webhookExample('push');
    const run = await act(pr, { eventName: 'push', event: push });
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      expect.stringContaining(
        'runs on "pull_request", "pull_request_target", "merge_group", "issue_comment" events (this run was triggered by "push")',
      ),
    ]);
    expect(run.outputs).toMatchObject({ verdict: 'ERROR', 'review-url': '' });
    expect(run.outputs['error']).toContain('triggered by "push"');
    expect(run.summary).toContain('triggered by "push"');
    expect(run.summary).toContain('**Fix it** in the workflow’s “on:” triggers');
    expect(pr.github.requests).toEqual([]);
  });

  it('10b. an unknown check kind in the base config: exit 1 naming file:line and the field', async () => {
    const config = `version: 1\ngate:\n  - {kind: no-placeholders, files: "src/**"}\n  - {kind: no-such-check, files: "src/**"}\n`;
    const pr = await pullRequest({ config, head: { 'src/a.ts': GOOD_A } });
    const run = await act(pr);
    expect(run.code).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatch(
      /^critic-gate: ERROR — not judged: \.github\/critic-gate\.yml:4(:\d+)?: gate\[1\]\.kind: .*no-such-check/,
    );
    expect(run.outputs['verdict']).toBe('ERROR');
    expect(run.summary).toContain('.github/critic-gate.yml:4');
    // Where to fix it: the config's line, on the base branch (spec §13).
    expect(run.summary).toMatch(/\*\*Fix it\*\* in \.github\/critic-gate\.yml at line 4, on the base branch/);
    expect(writes(pr.github)).toEqual([]);
  });

  it('10c. a bad input: exit 1 naming the input', async () => {
    const pr = await pullRequest({ config: GATE, head: { 'src/a.ts': GOOD_A } });
    const run = await act(pr, { inputs: { llm: 'maybe' } });
    expect(run.code).toBe(1);
    expect(run.errors).toEqual(['critic-gate: ERROR — not judged: input "llm": expected on or off, got "maybe"']);
    expect(run.outputs['verdict']).toBe('ERROR');
    expect(pr.github.requests).toEqual([]);
  });

  it('10c2. a token pasted into the wrong input is redacted in the summary of the error too', async () => {
    const pr = await pullRequest({ config: GATE, head: { 'src/a.ts': GOOD_A } });
    const pasted = `ghp_${'A1b2C3d4'.repeat(4)}Zz9Y`;
    const run = await act(pr, { inputs: { llm: pasted } });
    expect(run.code).toBe(1);
    expect(run.summary).toContain('llm');
    expect(run.summary).not.toContain(pasted.slice(4, 20));
    expect(JSON.stringify(run.outputs)).not.toContain(pasted.slice(4, 20));
  });

  it('10d. an empty github-token: exit 1 naming the input, no GitHub call', async () => {
    const pr = await pullRequest({ config: GATE, head: { 'src/a.ts': GOOD_A } });
    for (const empty of ['', '   ']) {
      const run = await act(pr, { inputs: { 'github-token': empty } });
      expect(run.code).toBe(1);
      expect(run.errors).toEqual([expect.stringMatching(/^critic-gate: ERROR — not judged: input "github-token": is empty; /)]);
      expect(run.errors[0]).not.toContain('internal error');
      expect(run.outputs['verdict']).toBe('ERROR');
    }
    expect(pr.github.requests).toEqual([]);
  });

  it('12. the token never shows: not with an unknown token either (401), which fails the step naming the input', async () => {
    const pr = await pullRequest({ config: GATE, head: { 'src/a.ts': GOOD_A } });
    const stranger = 'ghs_someoneElsesToken1234567890abcdef';
    const run = await act(pr, { token: stranger });
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([expect.stringMatching(/401 Bad credentials — check the github-token input/)]);
    // Every other run of this file went through the same check (see act()).
  });
});

describe('the Action and shell commands', () => {
  const COMMANDS = `version: 1
gate:
  - {id: marker, kind: command, run: "echo ran > command-ran.txt && cat command-ran.txt"}
`;

  it('runs them (allow-commands: true, config from the base) when the workspace is checked out at the head', async () => {
    const pr = await pullRequest({ config: COMMANDS, head: { 'src/a.ts': GOOD_A } });
    const run = await act(pr, { inputs: { 'allow-commands': 'true' } });
    expect(run.code).toBe(0);
    expect((await run.result()).gate).toEqual([
      expect.objectContaining({ id: 'marker', passed: true, evidence: expect.stringContaining('last output:\nran') }),
      TRIPWIRES_CLEAN,
    ]);
    // It wrote to the sandbox's scratch copy, never to the workspace.
    expect(existsSync(join(pr.repo.dir, 'command-ran.txt'))).toBe(false);
  });

  it('refuses them when the workspace is at another commit (the base, or the merge commit of the default checkout): not run, and the gate fails', async () => {
    const pr = await pullRequest({ config: COMMANDS, head: { 'src/a.ts': GOOD_A } });
    await pr.repo.git('checkout', '-q', '--detach', pr.base);
    const merge = await pr.repo.git('merge', '-q', '--no-ff', '-m', 'Merge the pull request', pr.head).then(() => pr.repo.sha());
    for (const at of [pr.base, merge]) {
      await pr.repo.git('checkout', '-q', '--detach', at);
      const run = await act(pr, { inputs: { 'allow-commands': 'true' } });
      expect(run.code).toBe(1);
      const result = await run.result();
      expect(result).toMatchObject({ verdict: 'FAIL', gate_passed: false });
      expect(result.gate).toEqual([expect.objectContaining({ id: 'marker', passed: false, not_run: true }), TRIPWIRES_CLEAN]);
      expect(result.gate[0]!.evidence).toContain(
        `which is checked out at ${at.slice(0, 12)}, not at the pull request head ${pr.head.slice(0, 12)}`,
      );
      expect(result.gate[0]!.evidence).toContain('check out github.event.pull_request.head.sha');
      expect(existsSync(join(pr.repo.dir, 'command-ran.txt'))).toBe(false);
    }
  });
});

describe('the Action without a local checkout, and without a review', () => {
  it('11. an empty workspace: the change is read through the API (files, tree, contents) and the verdict is still right', async () => {
    const config = `${GATE}  - {kind: file-count, ext: ts, min: 2, dir: src}\n`;
    const pr = await pullRequest({ config, head: { 'src/a.ts': TODO_A, 'src/b.ts': 'export const two = 2;\n' } });
    const empty = await mkdtemp(join(scratch, 'workspace-'));
    const run = await act(pr, { workspace: empty });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: 'FAIL', 'gate-passed': 'false' });
    const result = await run.result();
    expect(result.gate.map((g) => [g.kind, g.passed])).toEqual([
      ['no-placeholders', false],
      ['file-count', true],
      ['prompt-injection', true],
    ]);
    expect(result.gate[0]!.location).toMatchObject({ path: 'src/a.ts', line: 21 });
    const note = `The workspace does not hold ${pr.head.slice(0, 7)} and ${pr.base.slice(0, 7)}: the change was read through the GitHub API`;
    expect(run.summary).toContain(note);
    expect(run.stdout).toContain(note);
    const paths = pr.github.requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain(`GET /repos/${OWNER}/${REPO}/git/trees/${pr.head}`);
    expect(paths).toContain(`GET /repos/${OWNER}/${REPO}/pulls/${NUMBER}/files`);
    expect(pr.github.requests.some((r) => r.path.endsWith('/contents/src/a.ts') && r.query['ref'] === pr.head)).toBe(true);
    // The added lines came from GitHub's patch: the inline comment lands on the TODO.
    expect(pr.github.state.reviewComments.map((c) => [c.path, c.line])).toEqual([['src/a.ts', 21]]);
  });

  it('11b. through the API, a pull request with more files than GitHub lists fails closed: it cannot be judged completely', async () => {
    const pr = await pullRequest({ config: GATE, head: { 'src/a.ts': GOOD_A }, changedFiles: 6 });
    const empty = await mkdtemp(join(scratch, 'workspace-'));
    const run = await act(pr, { workspace: empty });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: 'ERROR', score: '' });
    const result = await run.result();
    expect(result._critic_status).toBe('error');
    expect(result.error).toMatch(
      /^GitHub listed 1 of the 6 changed files of pull request #7 .*cannot be judged completely through the API.*fetch-depth: 0/,
    );
    expect(run.errors).toEqual([`critic-gate: ERROR — not judged: ${result.error}`]);
    expect(writes(pr.github)).toEqual([]);
  });

  it('11c. GitHub’s 3000-file cap: with no changed_files in the event, the pull request’s own count shows the list was cut', async () => {
    const pr = await pullRequest({ config: GATE, head: { 'src/a.ts': GOOD_A }, changedFiles: null });
    // 3000 more files on the double, none of them in the workspace: 3001 in all, of which GitHub lists 3000.
    for (let i = 0; i < MAX_LISTED_FILES; i++)
      pr.github.state.files.push({ filename: `gen/f${i}.txt`, status: 'added', patch: '@@ -0,0 +1 @@\n+x' });
    const empty = await mkdtemp(join(scratch, 'workspace-'));
    const run = await act(pr, { workspace: empty });
    expect(run.code).toBe(1);
    const result = await run.result();
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(result.error).toMatch(/^GitHub listed 3000 of the 3001 changed files of pull request #7 \(it lists at most 3000\)/);
    expect(pr.github.requests.some((r) => r.method === 'GET' && r.path === `/repos/${OWNER}/${REPO}/pulls/${NUMBER}`)).toBe(true);
  });

  it('11d. GitHub truncated a tree listing: a note names which, the head’s (the change read through the API) or the base’s', async () => {
    const HEAD_CUT = "GitHub truncated the head commit's file tree listing";
    const BASE_CUT = "GitHub truncated the base commit's file tree listing";
    const pr = await pullRequest({ config: GATE, head: { 'src/a.ts': GOOD_A } });
    pr.github.state.truncatedTrees.add(pr.head);
    const empty = await mkdtemp(join(scratch, 'workspace-'));
    const headCut = await act(pr, { workspace: empty });
    expect(headCut.code, headCut.stdout).toBe(0);
    expect(headCut.summary).toContain(`${HEAD_CUT}: checks with scope tree saw only part of the repository.`);
    expect(headCut.summary).not.toContain(BASE_CUT);
    // The base is listed through the API on every run, the change read from local git or not.
    pr.github.state.truncatedTrees.clear();
    pr.github.state.truncatedTrees.add(pr.base);
    const baseCut = await act(pr);
    expect(baseCut.code, baseCut.stdout).toBe(0);
    expect(baseCut.summary).toContain(`${BASE_CUT}: config globs were matched against only part of the repository.`);
    expect(baseCut.stdout).toContain(BASE_CUT);
    expect(baseCut.summary).not.toContain(HEAD_CUT);
    // The twin: nothing cut, no note.
    pr.github.state.truncatedTrees.clear();
    const whole = await act(pr);
    expect(whole.code, whole.stdout).toBe(0);
    expect(whole.summary).not.toContain('GitHub truncated');
  });

  it('13. review: off posts nothing, yet writes the summary and every output', async () => {
    const pr = await pullRequest({ config: withAssertions(GATE, SUM), head: { 'src/a.ts': GOOD_A } });
    await judgeWith(answer(SUM_MET));
    const run = await act(pr, { inputs: { review: 'off' } });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ verdict: 'PASS', score: '1.00', 'gate-passed': 'true', feedback: '', 'review-url': '' });
    expect((await run.result()).verdict).toBe('PASS');
    expect(run.summary).toContain('critic-gate: PASS · score 1.00');
    expect(writes(pr.github)).toEqual([]);
    expect(pr.github.state.reviews).toEqual([]);
  });
});

describe('the step log, annotations and SARIF (spec §10)', () => {
  const sarifOf = async (run: ActionRun) =>
    JSON.parse(await readFile(run.outputs['sarif-file']!, 'utf8')) as {
      runs: Array<{
        results: Array<{
          ruleId: string;
          level: string;
          locations?: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
        }>;
      }>;
    };

  it('FAIL from the gate: the report in groups, an error annotation at the file and line, valid SARIF; a fork run annotates too', async () => {
    for (const headRepo of [undefined, 'contributor/widgets']) {
      const pr = await pullRequest({ config: withAssertions(GATE, SUM), head: { 'src/a.ts': TODO_A }, ...(headRepo ? { headRepo } : {}) });
      const run = await act(pr, headRepo ? { token: READ_TOKEN } : {});
      expect(run.code).toBe(1);
      // The report is in the log, folded: the headline, then one group per section.
      expect(run.stdout).toMatch(/^critic-gate {2}FAIL {2}score 0\.00 {2}the gate failed$/m);
      expect(run.stdout).toMatch(/^::group::Gate$/m);
      expect(run.stdout).toMatch(/^ {2}✗ no-placeholders {2,}failed at src\/a\.ts:21:4 {2}TODO: handle overflow$/m);
      expect(run.stdout).toMatch(/^::group::Criteria$/m);
      // Each fix is said once, beside its entry: no separate "What to fix" group.
      expect(run.stdout).not.toMatch(/^::group::What to fix$/m);
      expect(run.stdout.match(/^::group::/gm)!.length).toBe(run.stdout.match(/^::endgroup::$/gm)!.length);
      expect(run.annotations).toEqual([
        expect.objectContaining({ level: 'error', file: 'src/a.ts', line: 21, title: 'Gate check no-placeholders failed' }),
        expect.objectContaining({ level: 'warning', title: 'Critical criterion sum was not judged' }),
      ]);
      expect(run.annotations[0]!.message).toContain('TODO');
      const sarif = await sarifOf(run);
      expect(sarifProblems(sarif)).toEqual([]);
      expect(
        sarif.runs[0]!.results.map((r) => [
          r.ruleId,
          r.locations?.[0]?.physicalLocation.artifactLocation.uri,
          r.locations?.[0]?.physicalLocation.region.startLine,
        ]),
      ).toEqual([['gate/no-placeholders', 'src/a.ts', 21]]);
    }
  });

  it('RETRY: an unmet criterion is a warning annotation when the step passes (no line: on the run), SARIF anchors it at the config', async () => {
    const pr = await pullRequest({ config: withAssertions(GATE, SUM, TESTS), head: { 'src/a.ts': GOOD_A } });
    await judgeWith(answer(SUM_MET, TESTS_UNMET));
    const run = await act(pr);
    expect(run.code).toBe(0);
    // RETRY does not fail the step under the default fail-on: its annotations are warnings, with the judge's evidence.
    expect(run.annotations).toEqual([
      {
        level: 'warning',
        title: 'Criterion tests is not met',
        message: `The sum comes with a test\nObserved: ${TESTS_UNMET.evidence}\nFix: ${TESTS_UNMET.fix}`,
      },
    ]);
    const sarif = await sarifOf(run);
    expect(sarifProblems(sarif)).toEqual([]);
    expect(sarif.runs[0]!.results[0]!.locations![0]!.physicalLocation.artifactLocation.uri).toBe(CONFIG);
  });

  it('a line of the change that looks like a workflow command stays text in the log', async () => {
    const pr = await pullRequest({ config: GATE, head: { 'src/a.ts': `${BASE_A}// TODO\n` } });
    const run = await act(pr);
    // Evidence text is printed between ::stop-commands:: markers, so nothing in it can open a group or annotate.
    expect(run.stdout).toMatch(/^::stop-commands::[0-9a-f-]{36}$/m);
    expect(run.annotations.every((a) => a.title !== undefined)).toBe(true);
  });
});

describe('the GitHub double’s trees route (what the API fallback reads)', () => {
  it('lists the files of a ref from its contents, recursively or the top level, and 404s an unknown one', async () => {
    const github = await startGitHubDouble({ contents: { abc: { 'README.md': '# hi\n', 'src/a/b.ts': 'x\n' } } });
    githubs.push(github);
    const get = async (path: string) => {
      const res = await fetch(`${github.url}/repos/octo-org/widgets/git/trees/${path}`, {
        headers: { authorization: `token ${WRITE_TOKEN}` },
      });
      return { status: res.status, body: (await res.json()) as { tree?: Array<{ path: string; type: string }>; truncated?: boolean } };
    };
    const deep = await get('abc?recursive=1');
    expect(deep.status).toBe(200);
    expect(deep.body.truncated).toBe(false);
    expect(deep.body.tree!.map((e) => `${e.type} ${e.path}`)).toEqual(['blob README.md', 'tree src', 'tree src/a', 'blob src/a/b.ts']);
    expect((await get('abc')).body.tree!.map((e) => `${e.type} ${e.path}`)).toEqual(['blob README.md', 'tree src']);
    expect((await get('nope?recursive=1')).status).toBe(404);
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
