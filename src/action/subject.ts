import type { GitHubClient, PullRef } from '../github/types.js';
import { listPrFiles } from '../github/list-pr-files.js';
import { listTree } from '../github/list-tree.js';
import { readFileAtRef } from '../github/read-file-at-ref.js';
import { changeSubject, ignoreMatcher } from '../subject/change.js';
import { GitRepo } from '../subject/git.js';
import { changedFilesFromApi, type ApiChangedFile } from '../subject/github-files.js';
import type { ChangedFile, FileReader, Subject } from '../subject/types.js';

export interface PullSubject {
  subject: Subject;
  /** `git` when the workspace held both commits, `api` otherwise. */
  source: 'git' | 'api';
  /** A checked-out tree commands may run in, when there is one. */
  workTree: string | undefined;
  notes: string[];
  close(): Promise<void>;
}

async function workspaceHolds(workspace: string | undefined, shas: readonly string[]): Promise<boolean> {
  if (!workspace) return false;
  const repo = await GitRepo.open(workspace).catch(() => undefined);
  if (!repo) return false;
  try {
    for (const sha of shas) await repo.resolveCommit(sha);
    return true;
  } catch {
    return false;
  } finally {
    await repo.close();
  }
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
  ignore: readonly string[];
}): Promise<PullSubject> {
  const { workspace, client, pull, baseSha, headSha, ignore } = options;
  if (await workspaceHolds(workspace, [baseSha, headSha])) {
    const change = await changeSubject({ repoDir: workspace!, base: baseSha, head: headSha, ignore });
    return { subject: change.subject, source: 'git', workTree: workspace, notes: [], close: change.close };
  }
  const at = { owner: pull.owner, repo: pull.repo };
  const tree = await listTree(client, { ...at, sha: headSha });
  const head: FileReader = {
    listTree: async () => tree.paths,
    read: (path) => readFileAtRef(client, { ...at, ref: headSha }, path),
  };
  const items = await listPrFiles(client, pull);
  const files = changedFilesFromApi(items).map(withUnknownLines);
  const notes = [`The workspace does not hold ${headSha.slice(0, 7)} and ${baseSha.slice(0, 7)}: the change was read through the GitHub API (check out with fetch-depth: 0 for local git).`];
  if (tree.truncated) notes.push('GitHub truncated the file tree listing: checks with scope tree saw only part of the repository.');
  return { subject: { files, head, isIgnored: ignoreMatcher(ignore) }, source: 'api', workTree: undefined, notes, close: async () => {} };
}
