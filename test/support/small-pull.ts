/**
 * A small pull request in a real repository, served by the GitHub double and run through the
 * built Action (`node dist/index.js`): the base commit holds `config` and `base`, the head adds
 * `head`. `act` runs the Action on it with the inputs given; `cleanup` closes what it opened.
 */
import { WRITE_TOKEN, startGitHubDouble, type GitHubDouble, type GitHubDoubleSetup } from '../doubles/github.js';
import { cleanupActionRuns, doubleSetupFromGit, mergeGroupEvent, pullRequestEvent, runAction, type ActionRun } from './action-run.js';
import { createGitRepo, type GitRepoFixture } from './git-repo.js';

export interface SmallPull {
  repo: GitRepoFixture;
  github: GitHubDouble;
  /** Runs the Action with these inputs, and `env` added to the runner's environment. */
  act(inputs?: Record<string, string>, env?: Record<string, string | undefined>): Promise<ActionRun>;
  /**
   * Runs the Action on the pull request's merge-queue entry (`merge_group`): an entry of the pull
   * request's own commits, base..head, nothing ahead of it in the queue.
   */
  actOnQueueEntry(inputs?: Record<string, string>, env?: Record<string, string | undefined>): Promise<ActionRun>;
}

const OWNER = 'octo-org';
const REPO = 'widgets';
const NUMBER = 37;

export interface SmallPullSpec {
  config: string;
  base: Record<string, string>;
  head: Record<string, string>;
  /** critic-gate's (or anyone's) reviews already on the pull request. */
  reviews?: GitHubDoubleSetup['reviews'];
}

export function smallPulls(): { open(spec: SmallPullSpec): Promise<SmallPull>; cleanup(): Promise<void> } {
  const opened: SmallPull[] = [];
  return {
    async open({ config, base, head, reviews = [] }) {
      const repo = await createGitRepo();
      await repo.write('.github/critic-gate.yml', config);
      for (const [path, text] of Object.entries(base)) await repo.write(path, text);
      const baseSha = await repo.commit('base');
      await repo.branch('feature');
      for (const [path, text] of Object.entries(head)) await repo.write(path, text);
      const headSha = await repo.commit('feature');
      const setup = await doubleSetupFromGit(repo, { owner: OWNER, repo: REPO, number: NUMBER, base: baseSha, head: headSha });
      const github = await startGitHubDouble({ ...setup, reviews });
      const event = pullRequestEvent({
        owner: OWNER,
        repo: REPO,
        number: NUMBER,
        headSha,
        baseSha,
        changedFiles: (setup.files ?? []).length,
      });
      const entry = mergeGroupEvent({ owner: OWNER, repo: REPO, number: NUMBER, pullHeadSha: headSha, headSha, baseSha });
      const pull: SmallPull = {
        repo,
        github,
        act: (inputs = {}, env) => runAction({ apiUrl: github.url, token: WRITE_TOKEN, workspace: repo.dir, event, inputs, env }),
        actOnQueueEntry: (inputs = {}, env) =>
          runAction({ apiUrl: github.url, token: WRITE_TOKEN, workspace: repo.dir, eventName: 'merge_group', event: entry, inputs, env }),
      };
      opened.push(pull);
      return pull;
    },
    async cleanup() {
      await Promise.all([...opened.splice(0).flatMap((p) => [p.github.close(), p.repo.cleanup()]), cleanupActionRuns()]);
    },
  };
}
