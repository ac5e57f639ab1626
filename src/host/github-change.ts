/**
 * How the GitHub host reads a pull request's change: from the runner's checkout when it holds
 * both commits (local git, as `critic-gate pr` reads one), else through GitHub's API.
 */
import { getPullRequest } from '../github/get-pull-request.js';
import type { GitHubClient, PullRef } from '../github/types.js';
import { listAllPrFiles } from '../github/list-pr-files.js';
import { pullHistory } from '../github/list-pr-commits.js';
import { listTree, treeSpecials } from '../github/list-tree.js';
import { readFileAtRef } from '../github/read-file-at-ref.js';
import type { WorkTree } from '../pr/config-source.js';
import { changeSubject, ignoreMatcher } from '../subject/change.js';
import { GitRepo } from '../subject/git.js';
import { GitError } from '../subject/git-process.js';
import { changedFilesFromApi, type ApiChangedFile } from '../subject/github-files.js';
import type { ChangedFile, FileReader } from '../subject/types.js';
import type { PullSubject } from './pull-host.js';

const CHECK_OUT_HEAD =
  'check out github.event.pull_request.head.sha (actions/checkout with ref: ${{ github.event.pull_request.head.sha }} and fetch-depth: 0)';

/**
 * The workspace's repository when it holds both commits; undefined (and nothing left open) otherwise.
 * Opened with one git process that also resolves both commits, the checked-out one and their merge
 * base, as `critic-gate pr` opens a repository: each process forked from this one, loaded by now,
 * costs milliseconds of its own.
 */
async function openWorkspace(workspace: string | undefined, base: string, head: string): Promise<GitRepo | undefined> {
  if (!workspace) return undefined;
  const shas = [base, head];
  const repo = await GitRepo.open(workspace, [...shas, 'HEAD'], [base, head]).catch(() => undefined);
  if (!repo) return undefined;
  try {
    for (const sha of shas) await repo.resolveCommit(sha);
    return repo;
  } catch {
    await repo.close();
    return undefined;
  }
}

/**
 * Commands see the checked-out files. The default checkout of a pull_request run is the merge
 * commit, whose files are not the judged head's: commands would pass or fail another tree.
 */
async function workTreeOf(repo: GitRepo, workspace: string, headSha: string): Promise<WorkTree> {
  const checkedOut = await repo.resolveCommit('HEAD').catch(() => undefined);
  if (checkedOut === headSha) return { dir: workspace };
  const at = checkedOut === undefined ? 'has no commit checked out' : `is checked out at ${checkedOut.slice(0, 12)}`;
  return { problem: `commands run in the workspace, which ${at}, not at the pull request head ${headSha.slice(0, 12)}; ${CHECK_OUT_HEAD}` };
}

/**
 * GitHub cut a commit's tree listing (over 100,000 entries or 7 MB): what relied on it saw only
 * part of the repository. The head's serves the checks when the change is read through the API;
 * the base's is listed on every run, for the config's globs.
 */
export function truncatedTreeNote(commit: 'head' | 'base'): string {
  const partly = commit === 'head' ? 'checks with scope tree saw' : 'config globs were matched against';
  return `GitHub truncated the ${commit} commit's file tree listing: ${partly} only part of the repository.`;
}

/** GitHub's file entry as a ChangedFile: without a usable patch, its added lines are unknown, not none. */
function withUnknownLines(file: ApiChangedFile): ChangedFile {
  const { linesKnown, ...changed } = file;
  return linesKnown || file.binary || file.status === 'deleted' ? changed : { ...changed, addedLinesUnknown: true };
}

/** The pull request's change: from local git when the checkout has both commits, else from the API. */
export async function pullSubject(options: {
  workspace: string | undefined;
  client: GitHubClient;
  pull: PullRef;
  baseSha: string;
  headSha: string;
  /** The pull request's `changed_files` from the event; asked of GitHub when the event has none. */
  changedFiles: number | undefined;
  ignore: readonly string[];
  /** `merge_group`: the entry's change is read from the checkout only (see ChangeAt.eventName). */
  eventName?: string | undefined;
}): Promise<PullSubject> {
  const { workspace, client, pull, baseSha, headSha, ignore } = options;
  const repo = await openWorkspace(workspace, baseSha, headSha);
  if (repo && workspace) {
    try {
      const change = await changeSubject(repo, { base: baseSha, head: headSha, ignore });
      const workTree = await workTreeOf(repo, workspace, headSha);
      return { subject: change.subject, source: 'git', workTree, notes: [], close: () => repo.close() };
    } catch (e) {
      await repo.close();
      throw e;
    }
  }
  if (options.eventName === 'merge_group')
    throw new GitError(
      `the workspace does not hold the merge-queue entry's commits ${baseSha.slice(0, 12)} and ${headSha.slice(0, 12)}: the entry's change cannot be read (GitHub's API lists its pull request's files, not the entry's); check out github.event.merge_group.head_sha with actions/checkout and fetch-depth: 0`,
      'unknown-ref',
    );
  const at = { owner: pull.owner, repo: pull.repo };
  const changedFiles = options.changedFiles ?? (await getPullRequest(client, pull)).changed_files;
  const items = await listAllPrFiles(client, pull, changedFiles);
  const tree = await listTree(client, { ...at, sha: headSha });
  // Symlinks and submodules as local git reports them, so a link is followed (or named) the same way.
  let specials: ReturnType<typeof treeSpecials> | undefined;
  const head: FileReader = {
    listTree: async () => tree.paths,
    read: (path) => readFileAtRef(client, { ...at, ref: headSha }, path),
    specials: () => (specials ??= treeSpecials(client, at, tree)),
  };
  const files = changedFilesFromApi(items).map(withUnknownLines);
  const notes = [
    `The workspace does not hold ${headSha.slice(0, 7)} and ${baseSha.slice(0, 7)}: the change was read through the GitHub API (check out with fetch-depth: 0 for local git).`,
  ];
  if (tree.truncated) notes.push(truncatedTreeNote('head'));
  const workTree = {
    problem: `the workspace does not hold the pull request's base and head commits, so there is no checked-out head to run commands in; ${CHECK_OUT_HEAD}`,
  };
  const history = () => pullHistory(client, pull);
  return { subject: { files, head, isIgnored: ignoreMatcher(ignore), history }, source: 'api', workTree, notes, close: async () => {} };
}
