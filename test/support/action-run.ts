/**
 * Runs the built Action (`node dist/index.js`) as a GitHub runner does: a child process whose
 * environment holds the runner's variables, every input as `INPUT_<NAME>` (defaults from
 * action.yml, as the runner fills them in), a `pull_request` webhook payload in GITHUB_EVENT_PATH,
 * and file commands (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, …) in temp files that are read back the way
 * the runner reads them.
 *
 *   const run = await runAction({ apiUrl: double.url, token: WRITE_TOKEN, workspace: repo.dir,
 *     event: pullRequestEvent({...}), inputs: { 'ollama-host': ollama.url } });
 *   expect(run.code).toBe(0);
 *   expect(run.outputs['verdict']).toBe('PASS');
 *
 * Also here: the GitHub double's view of a pull request built from a real git range
 * (doubleSetupFromGit), so the double's patches, contents and trees agree with the workspace.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { CriticResult } from '../../src/contract/result.js';
import type { DoubleFile, GitHubDoubleSetup } from '../doubles/github.js';
import type { GitRepoFixture } from './git-repo.js';
import { withSharedCompileCache } from './spawned-compile-cache.js';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ACTION_PATH = join(REPO_ROOT, 'dist/index.js');

// ---------------------------------------------------------------------------------------------
// The event payload

interface WebhookDefinition {
  name: string;
  examples: Array<Record<string, unknown> & { action?: string }>;
}

/** The community's recorded webhook payloads (api.github.com), as @octokit/webhooks-examples ships them. */
function webhookExamples(): WebhookDefinition[] {
  const require = createRequire(import.meta.url);
  return require('@octokit/webhooks-examples') as WebhookDefinition[];
}

/** A deep copy of a recorded payload of `event` (with `action`, when given). */
export function webhookExample(event: string, action?: string): Record<string, unknown> {
  const definition = webhookExamples().find((d) => d.name === event);
  const example = definition?.examples.find((e) => action === undefined || e.action === action);
  if (!example) throw new Error(`@octokit/webhooks-examples has no ${event}${action ? `.${action}` : ''} example`);
  return structuredClone(example);
}

export interface PullRequestEventOptions {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
  baseSha: string;
  title?: string;
  body?: string;
  /** `owner/name` of the head repository; a different one makes a pull request from a fork. */
  headRepo?: string;
  /** Default `synchronize` (a push to the branch); `opened` and `ready_for_review` work too. */
  action?: 'opened' | 'synchronize' | 'ready_for_review';
  /** The pull request's `draft`; default false. */
  draft?: boolean;
  /** The login of the pull request's author (`pull_request.user.login`). */
  author?: string;
  /** The pull request's `changed_files`; `null` leaves the field out. Default: the recorded example's. */
  changedFiles?: number | null;
}

type Json = Record<string, unknown>;
const obj = (v: unknown, what: string): Json => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error(`webhook example: ${what} is not an object`);
  return v as Json;
};

/** Points a recorded repository object at `owner/name`. */
function patchRepository(repository: Json, fullName: string, ownerLogin: string): void {
  const [, name = ''] = fullName.split('/');
  repository['name'] = name;
  repository['full_name'] = fullName;
  repository['html_url'] = `https://github.com/${fullName}`;
  repository['fork'] = ownerLogin !== fullName.split('/')[0];
  obj(repository['owner'], 'repository.owner')['login'] = fullName.split('/')[0];
}

/**
 * A real `pull_request` webhook payload (from @octokit/webhooks-examples) patched to the fixture:
 * number, title and body, head and base SHAs, and the repositories.
 */
export function pullRequestEvent(o: PullRequestEventOptions): Json {
  const recorded = o.action === 'ready_for_review' ? 'synchronize' : (o.action ?? 'synchronize');
  const payload = webhookExample('pull_request', recorded);
  if (o.action === 'ready_for_review') payload['action'] = 'ready_for_review';
  const full = `${o.owner}/${o.repo}`;
  payload['number'] = o.number;
  if (payload['action'] === 'synchronize') {
    payload['before'] = '0'.repeat(40);
    payload['after'] = o.headSha;
  }
  patchRepository(obj(payload['repository'], 'repository'), full, o.owner);
  const pr = obj(payload['pull_request'], 'pull_request');
  pr['number'] = o.number;
  pr['title'] = o.title ?? 'Add the sum of a and b';
  pr['body'] = o.body ?? 'Exports the sum of a and b.';
  pr['html_url'] = `https://github.com/${full}/pull/${o.number}`;
  pr['draft'] = o.draft ?? false;
  if (o.author !== undefined) obj(pr['user'], 'pull_request.user')['login'] = o.author;
  if (o.changedFiles === null) delete pr['changed_files'];
  else if (o.changedFiles !== undefined) pr['changed_files'] = o.changedFiles;
  const head = obj(pr['head'], 'pull_request.head');
  const base = obj(pr['base'], 'pull_request.base');
  head['sha'] = o.headSha;
  base['sha'] = o.baseSha;
  patchRepository(obj(base['repo'], 'pull_request.base.repo'), full, o.owner);
  patchRepository(obj(head['repo'], 'pull_request.head.repo'), o.headRepo ?? full, o.owner);
  head['label'] = `${(o.headRepo ?? full).split('/')[0]}:${String(head['ref'])}`;
  return payload;
}

export interface MergeGroupEventOptions {
  owner: string;
  repo: string;
  /** The queued pull request and its head, as the entry's branch names them. */
  number: number;
  pullHeadSha: string;
  /** The queue entry's own commits: `merge_group.base_sha..merge_group.head_sha`. */
  headSha: string;
  baseSha: string;
  /** Default `main`. */
  baseRef?: string;
  /** Default `refs/heads/gh-readonly-queue/<base>/pr-<number>-<pullHeadSha>`, as GitHub names it. */
  headRef?: string;
}

/** A real `merge_group` `checks_requested` payload (GitHub's documented shape) patched to the fixture. */
export function mergeGroupEvent(o: MergeGroupEventOptions): Json {
  const payload = webhookExample('merge_group', 'checks_requested');
  const baseRef = o.baseRef ?? 'main';
  patchRepository(obj(payload['repository'], 'repository'), `${o.owner}/${o.repo}`, o.owner);
  const group = obj(payload['merge_group'], 'merge_group');
  group['head_sha'] = o.headSha;
  group['base_sha'] = o.baseSha;
  group['base_ref'] = `refs/heads/${baseRef}`;
  group['head_ref'] = o.headRef ?? `refs/heads/gh-readonly-queue/${baseRef}/pr-${o.number}-${o.pullHeadSha}`;
  obj(group['head_commit'], 'merge_group.head_commit')['id'] = o.headSha;
  return payload;
}

export interface IssueCommentEventOptions {
  owner: string;
  repo: string;
  number: number;
  body: string;
  /** The commenter. */
  user: string;
  /** The comment's id (the double's comment, for reactions). */
  commentId: number;
  /** False: a comment on a plain issue. Default true. */
  onPullRequest?: boolean;
  /** Who caused the event; default the commenter, as on a new comment. */
  sender?: string;
  /** The comment was edited after it was posted: its `updated_at` is later than its `created_at`. */
  edited?: boolean;
}

/** A real `issue_comment` `created` payload patched to the fixture: on a pull request unless said otherwise. */
export function issueCommentEvent(o: IssueCommentEventOptions): Json {
  const payload = webhookExample('issue_comment', 'created');
  const full = `${o.owner}/${o.repo}`;
  patchRepository(obj(payload['repository'], 'repository'), full, o.owner);
  const issue = obj(payload['issue'], 'issue');
  issue['number'] = o.number;
  if (o.onPullRequest === false) delete issue['pull_request'];
  else
    issue['pull_request'] = {
      url: `https://api.github.com/repos/${full}/pulls/${o.number}`,
      html_url: `https://github.com/${full}/pull/${o.number}`,
      diff_url: `https://github.com/${full}/pull/${o.number}.diff`,
      patch_url: `https://github.com/${full}/pull/${o.number}.patch`,
      merged_at: null,
    };
  const comment = obj(payload['comment'], 'comment');
  comment['id'] = o.commentId;
  comment['body'] = o.body;
  comment['html_url'] = `https://github.com/${full}/pull/${o.number}#issuecomment-${o.commentId}`;
  obj(comment['user'], 'comment.user')['login'] = o.user;
  comment['created_at'] = '2024-01-01T00:00:00Z';
  comment['updated_at'] = o.edited ? '2024-01-01T00:05:00Z' : '2024-01-01T00:00:00Z';
  obj(payload['sender'], 'sender')['login'] = o.sender ?? o.user;
  return payload;
}

// ---------------------------------------------------------------------------------------------
// The pull request on the GitHub double, from a real git range

interface TreeEntry {
  mode: string;
  type: string;
  oid: string;
  path: string;
}

/** `ls-tree -r -z` of a commit: every entry with its mode, type and object id. */
async function treeAt(repo: GitRepoFixture, sha: string): Promise<TreeEntry[]> {
  const records = (await repo.gitBytes('ls-tree', '-r', '-z', sha)).toString('utf8').split('\0').filter(Boolean);
  return records.map((r) => {
    const tab = r.indexOf('\t');
    const [mode = '', type = '', oid = ''] = r.slice(0, tab).split(' ');
    return { mode, type, oid, path: r.slice(tab + 1) };
  });
}

/**
 * The bytes of every file of the tree: the blobs in one `cat-file --batch` rather than one
 * `git show` per file. Anything else (a gitlink) goes through `git show` as before.
 */
async function filesAt(repo: GitRepoFixture, sha: string, tree: readonly TreeEntry[]): Promise<Record<string, Uint8Array>> {
  const blobs = tree.filter((e) => e.type === 'blob');
  const batch =
    blobs.length === 0 ? Buffer.alloc(0) : await repo.gitWithInput(blobs.map((e) => `${e.oid}\n`).join(''), 'cat-file', '--batch');
  const contents = new Map<string, Uint8Array>();
  let at = 0;
  for (const entry of blobs) {
    // Each object is "<oid> <type> <size>\n", its bytes, then "\n".
    const eol = batch.indexOf(0x0a, at);
    const size = Number(batch.subarray(at, eol).toString('utf8').split(' ')[2]);
    contents.set(entry.path, new Uint8Array(batch.subarray(eol + 1, eol + 1 + size)));
    at = eol + 1 + size + 1;
  }
  const out: Record<string, Uint8Array> = {};
  // A submodule (a gitlink) has no bytes here: its commit is another repository's.
  for (const entry of tree.filter((e) => e.type !== 'commit'))
    out[entry.path] = contents.get(entry.path) ?? new Uint8Array(await repo.gitBytes('show', `${sha}:${entry.path}`));
  return out;
}

/** The paths git stores as symlinks (mode 120000): the double's tree lists them as GitHub does. */
const symlinksOf = (tree: readonly TreeEntry[]): string[] => tree.filter((e) => e.mode === '120000').map((e) => e.path);

const STATUS: Record<string, DoubleFile['status']> = { A: 'added', M: 'modified', D: 'removed', R: 'renamed', C: 'copied', T: 'changed' };

/**
 * The files GitHub lists for `base...head`: git's own name-status and hunks (GitHub's `patch` is
 * the diff from the first `@@` on; none for a binary file).
 */
async function pullFiles(repo: GitRepoFixture, base: string, head: string): Promise<DoubleFile[]> {
  const mergeBase = (await repo.git('merge-base', base, head)).trim();
  const parts = (await repo.gitBytes('diff', '--name-status', '-z', '-M', mergeBase, head, '--')).toString('utf8').split('\0');
  const files: DoubleFile[] = [];
  for (let i = 0; i < parts.length; i++) {
    const letter = (parts[i] ?? '').charAt(0);
    if (letter === '') continue;
    const previous = letter === 'R' || letter === 'C' ? parts[++i] : undefined;
    const filename = parts[++i] ?? '';
    const paths = previous === undefined ? [filename] : [previous, filename];
    const diff = await repo.git('diff', '--no-color', '--no-ext-diff', '-M', mergeBase, head, '--', ...paths);
    const at = diff.search(/^@@ /m);
    files.push({
      filename,
      status: STATUS[letter] ?? 'modified',
      ...(at < 0 ? {} : { patch: diff.slice(at).replace(/\n$/, '') }),
      ...(previous === undefined ? {} : { previousFilename: previous }),
    });
  }
  return files;
}

/** Pull request, listed files and contents at both commits, ready for startGitHubDouble. */
export async function doubleSetupFromGit(
  repo: GitRepoFixture,
  at: { owner: string; repo: string; number: number; base: string; head: string; headRepo?: string },
): Promise<GitHubDoubleSetup> {
  const [baseTree, headTree] = await Promise.all([treeAt(repo, at.base), treeAt(repo, at.head)]);
  return {
    owner: at.owner,
    repo: at.repo,
    pull: { number: at.number, headSha: at.head, baseSha: at.base, ...(at.headRepo ? { headRepo: at.headRepo } : {}) },
    files: await pullFiles(repo, at.base, at.head),
    contents: { [at.base]: await filesAt(repo, at.base, baseTree), [at.head]: await filesAt(repo, at.head, headTree) },
    symlinks: { [at.base]: symlinksOf(baseTree), [at.head]: symlinksOf(headTree) },
  };
}

// ---------------------------------------------------------------------------------------------
// The run

/** Every input of action.yml with its default, as the runner fills them in; `${{ … }}` defaults are the caller's to give. */
export async function actionDefaults(): Promise<Record<string, string>> {
  const action = parseYaml(await readFile(join(REPO_ROOT, 'action.yml'), 'utf8')) as { inputs?: Record<string, { default?: unknown }> };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs ?? {})) {
    const value = spec.default;
    if (value === undefined || (typeof value === 'string' && value.includes('${{'))) continue;
    out[name] = String(value);
  }
  return out;
}

/** The runner's name for an input's variable: spaces become underscores, upper case, dashes kept. */
export const inputVariable = (name: string): string => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

export interface ActionRunOptions {
  /** GITHUB_API_URL (the GitHub double). */
  apiUrl: string;
  /** The `github-token` input (what `${{ github.token }}` gives). */
  token: string;
  /** GITHUB_WORKSPACE, also the step's working directory. */
  workspace: string;
  /** The webhook payload written to GITHUB_EVENT_PATH. */
  event: Json;
  /** Default `pull_request`. */
  eventName?: string;
  /** Inputs by their action.yml names; `undefined` drops one (the runner then sets none). */
  inputs?: Record<string, string | undefined>;
  /** Further variables; `undefined` removes one. */
  env?: Record<string, string | undefined>;
  /** Default 170 s (under the e2e test limit of 180 s): a hung Action fails the test instead of the run. */
  timeoutMs?: number;
}

export interface ParsedAnnotation {
  level: 'error' | 'warning' | 'notice';
  title?: string;
  file?: string;
  line?: number;
  message: string;
}

export interface ActionRun {
  /** The exit code; `null` only when the child was killed by a signal. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** GITHUB_OUTPUT as the runner reads it. */
  outputs: Record<string, string>;
  /** GITHUB_STEP_SUMMARY's content. */
  summary: string;
  /** `::error::` / `::warning::` workflow commands without properties (step-level messages), unescaped. */
  errors: string[];
  warnings: string[];
  /** Annotations: `::error|warning|notice title=…,file=…,line=…::message`, unescaped. */
  annotations: ParsedAnnotation[];
  /** The values `::add-mask::` asked the runner to hide. */
  masked: string[];
  /** The env the child ran with (for checks that nothing secret went elsewhere). */
  env: NodeJS.ProcessEnv;
  /** The result JSON the `result-file` output points at. */
  result(): Promise<CriticResult>;
}

/** Variables of the machine running the tests that a runner would set itself or that configure critic-gate. */
const LEAKY = /^(GITHUB_.*|RUNNER_.*|INPUT_.*|ACTIONS_.*|CRITIC_GATE_.*|OLLAMA_HOST|FORCE_COLOR|NODE_OPTIONS)$/;

const made: string[] = [];

/** Removes every temp folder runAction made. */
export async function cleanupActionRuns(): Promise<void> {
  await Promise.all(made.splice(0).map((d) => rm(d, { recursive: true, force: true })));
}

export function assertActionBuilt(): void {
  if (!existsSync(ACTION_PATH)) throw new Error(`${ACTION_PATH} is missing: run \`npm run build\` first`);
}

let runCount = 0;

export async function runAction(o: ActionRunOptions): Promise<ActionRun> {
  assertActionBuilt();
  const dir = await mkdtemp(join(tmpdir(), 'critic-gate-runner-'));
  made.push(dir);
  const file = (name: string) => join(dir, name);
  const files = {
    event: file('event.json'),
    output: file('output'),
    summary: file('step_summary'),
    env: file('env'),
    path: file('path'),
    state: file('state'),
  };
  await writeFile(files.event, JSON.stringify(o.event, null, 2));
  for (const f of [files.output, files.summary, files.env, files.path, files.state]) await writeFile(f, '');

  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!LEAKY.test(k)) env[k] = v;
  const pull = (o.event['pull_request'] ?? {}) as { number?: number; head?: { ref?: string } };
  const fullName = String((o.event['repository'] as { full_name?: string } | undefined)?.full_name ?? '');
  runCount += 1;
  Object.assign(env, {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_API_URL: o.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_GRAPHQL_URL: `${o.apiUrl}/graphql`,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_REPOSITORY: fullName,
    GITHUB_REPOSITORY_OWNER: fullName.split('/')[0] ?? '',
    GITHUB_RUN_ID: String(9_000_000 + runCount),
    GITHUB_RUN_NUMBER: String(runCount),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'gate',
    GITHUB_ACTION: 'critic-gate',
    GITHUB_ACTOR: 'octocat',
    // A pull_request run checks out the merge commit; the Action must judge the head SHA instead.
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_REF: pull.number === undefined ? 'refs/heads/main' : `refs/pull/${pull.number}/merge`,
    GITHUB_HEAD_REF: pull.head?.ref ?? '',
    RUNNER_TEMP: file('runner-temp'),
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'self-hosted-gpu',
  });
  const inputs: Record<string, string | undefined> = { ...(await actionDefaults()), 'github-token': o.token, ...o.inputs };
  for (const [name, value] of Object.entries(inputs)) if (value !== undefined) env[inputVariable(name)] = value;
  for (const [k, v] of Object.entries(o.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }

  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [ACTION_PATH],
      {
        cwd: o.workspace,
        env: withSharedCompileCache(env, Boolean(env['CRITIC_GATE_CACHE_DIR'] || inputs['cache-dir'])),
        encoding: 'utf8',
        maxBuffer: 64 << 20,
        timeout: o.timeoutMs ?? 170_000,
      },
      (err, out, errOut) => {
        if (err && typeof err.code !== 'number' && !err.killed) return reject(err);
        resolve({ code: child.exitCode, stdout: out, stderr: errOut });
      },
    );
    child.stdin?.end();
  });

  const outputs = parseFileCommand(await readFile(files.output, 'utf8'));
  const summary = await readFile(files.summary, 'utf8');
  const commands = (name: string) =>
    stdout
      .split(/\r?\n/)
      .filter((l) => l.startsWith(`::${name}::`))
      .map((l) => unescapeData(l.slice(l.indexOf('::', 2) + 2)));
  return {
    code,
    stdout,
    stderr,
    outputs,
    summary,
    errors: commands('error'),
    warnings: commands('warning'),
    masked: commands('add-mask'),
    annotations: parseAnnotations(stdout),
    env,
    async result() {
      const path = outputs['result-file'];
      if (!path) throw new Error(`no result-file output.\nstdout:\n${stdout}\nstderr:\n${stderr}`);
      return JSON.parse(await readFile(path, 'utf8')) as CriticResult;
    },
  };
}

/** Workflow-command annotations with properties, as the runner reads them (outside ::stop-commands:: blocks). */
function parseAnnotations(stdout: string): ParsedAnnotation[] {
  const out: ParsedAnnotation[] = [];
  let stoppedUntil: string | undefined;
  for (const line of stdout.split(/\r?\n/)) {
    if (stoppedUntil !== undefined) {
      if (line === `::${stoppedUntil}::`) stoppedUntil = undefined;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) {
      stoppedUntil = stop[1];
      continue;
    }
    const m = /^::(error|warning|notice) ([^:]*)::(.*)$/.exec(line);
    if (!m) continue;
    const props = Object.fromEntries(
      m[2]!.split(',').map((kv) => {
        const i = kv.indexOf('=');
        return [kv.slice(0, i), unescapeProperty(kv.slice(i + 1))];
      }),
    );
    out.push({
      level: m[1] as ParsedAnnotation['level'],
      ...(props['title'] !== undefined ? { title: props['title'] } : {}),
      ...(props['file'] !== undefined ? { file: props['file'] } : {}),
      ...(props['line'] !== undefined ? { line: Number(props['line']) } : {}),
      message: unescapeData(m[3]!),
    });
  }
  return out;
}

const unescapeProperty = (s: string): string => unescapeData(s.replace(/%3A/g, ':').replace(/%2C/g, ','));

/** The inverse of @actions/core's escapeData for workflow command messages. */
const unescapeData = (s: string): string => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');

/**
 * A GITHUB_OUTPUT (or GITHUB_ENV) file read the way the runner reads it: `name=value` lines, and
 * `name<<DELIMITER` … `DELIMITER` blocks whose lines are joined with a newline. Anything else is
 * the runner's "Invalid format" error.
 */
export function parseFileCommand(text: string): Record<string, string> {
  const lines = text.split(/\r?\n/);
  const out: Record<string, string> = {};
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === '') continue;
    const eq = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (eq >= 0 && (heredoc < 0 || eq < heredoc)) {
      const key = line.slice(0, eq);
      if (key === '') throw new Error(`Invalid format '${line}'. Name must not be empty`);
      out[key] = line.slice(eq + 1);
    } else if (heredoc >= 0) {
      const key = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (key === '' || delimiter === '') throw new Error(`Invalid format '${line}'`);
      const value: string[] = [];
      for (i += 1; ; i++) {
        if (i >= lines.length) throw new Error(`Invalid value. Matching delimiter not found '${delimiter}'`);
        if (lines[i] === delimiter) break;
        value.push(lines[i] ?? '');
      }
      out[key] = value.join('\n');
    } else {
      throw new Error(`Invalid format '${line}'`);
    }
  }
  return out;
}
