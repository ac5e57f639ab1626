/**
 * The judge sees a directory link's files under the link's path, as the checks do (spec §7).
 * With `src/plugins -> ../assets/data`, a change to `assets/data/mod.py` is a change to
 * `src/plugins/mod.py`; an assertion scoped by `files: "src/plugins/**"` must be judged on it,
 * not on nothing. Real git repositories, the CLI's `pr` in process with a recording judge.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mainInProcess } from '../../support/in-process-cli.js';
import type { CriticResult } from '../../../src/contract/result.js';
import type { JudgeRequest } from '../../../src/judge/types.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { scriptedJudge } from '../../support/scripted-judge.js';

const CONFIG = `version: 1
gate: []
tripwires: off
assertions:
  - {id: greets, text: "The plugin prints a greeting", files: "src/plugins/**"}
  - {id: app, text: "The app keeps its constant", files: "src/app.py"}
`;

let repos: GitRepoFixture[] = [];
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});

/** `main`: the config, src/app.py and `base`; `feature` applies `head`. `{link}` makes a symlink. */
async function change(
  base: Record<string, string | { link: string }>,
  head: Record<string, string | { link: string }>,
  config = CONFIG,
): Promise<GitRepoFixture> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('.github/critic-gate.yml', config);
  await repo.write('src/app.py', 'X = 1\n');
  const put = async (files: Record<string, string | { link: string }>): Promise<void> => {
    for (const [p, c] of Object.entries(files)) {
      if (typeof c === 'object') await repo.symlink(p, c.link);
      else await repo.write(p, c);
    }
  };
  await put(base);
  await repo.commit('base');
  await repo.branch('feature');
  await put(head);
  await repo.commit('feature');
  return repo;
}

/** Runs `pr` with a judge that records its requests and answers every assertion met on a line it was shown. */
async function judged(repo: GitRepoFixture): Promise<{ result: CriticResult; requests: JudgeRequest[] }> {
  const judge = scriptedJudge((req) =>
    req.assertions.map((a) => {
      const file = req.material.find((m) => a.paths.includes(m.path) && m.lines.some((l) => l.text.trim().length >= 12));
      const line = file?.lines.find((l) => l.text.trim().length >= 12);
      return file && line
        ? { id: a.id, met: true, evidence: 'shown', location: { path: file.path, line: line.n, quote: line.text.trim() } }
        : { id: a.id, met: false, evidence: 'no material', fix: 'nothing to judge' };
    }),
  );
  const argv = ['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--format', 'json'];
  const { stdout } = await mainInProcess(argv, judge, { CRITIC_GATE_CACHE: 'off' });
  return { result: JSON.parse(stdout) as CriticResult, requests: judge.calls };
}

const GREETING = 'print("hello from the plugin")\n';

describe("judge material under a directory link's path", () => {
  it("a changed file behind an existing link is shown to the assertion scoped to the link's path, under that path", async () => {
    const repo = await change(
      { 'assets/data/mod.py': 'pass\n', 'src/plugins': { link: '../assets/data' } },
      { 'assets/data/mod.py': GREETING },
    );
    const { result, requests } = await judged(repo);
    expect(requests).toHaveLength(1);
    const req = requests[0]!;
    const greets = req.assertions.find((a) => a.id === 'greets');
    expect(greets?.paths).toEqual(['src/plugins/mod.py']);
    const shown = req.material.find((m) => m.path === 'src/plugins/mod.py');
    expect(shown?.lines.map((l) => l.text)).toContain('print("hello from the plugin")');
    // Its evidence verifies against what was shown: the criterion is met, quoting the aliased path.
    expect(result.criteria.find((c) => c.id === 'greets')).toMatchObject({ met: true, location: { path: 'src/plugins/mod.py', line: 1 } });
    // The real path is still material (for assertions naming it, or none), shown once.
    expect(req.material.filter((m) => m.path === 'assets/data/mod.py')).toHaveLength(1);
  });

  it("a link added by the change shows all of its target's files under the link's path", async () => {
    const repo = await change({ 'assets/data/mod.py': GREETING }, { 'src/plugins': { link: '../assets/data' } });
    const { result, requests } = await judged(repo);
    const req = requests[0]!;
    expect(req.assertions.find((a) => a.id === 'greets')?.paths).toEqual(['src/plugins/mod.py']);
    expect(result.criteria.find((c) => c.id === 'greets')).toMatchObject({ met: true, location: { path: 'src/plugins/mod.py' } });
  });

  it('a file the checks see under the link while its real path is ignored is shown to the judge too, under that path', async () => {
    const config = CONFIG.replace(
      'gate: []',
      'ignore: ["assets/**"]\ngate:\n  - {kind: contains, pattern: "hello from the plugin", scope: changed, files: "src/plugins/**"}',
    ).replace('files: "src/app.py"', 'files: "**/*.py"');
    const repo = await change(
      { 'assets/data/mod.py': 'pass\n', 'src/plugins': { link: '../assets/data' } },
      { 'assets/data/mod.py': GREETING },
      config,
    );
    const { result, requests } = await judged(repo);
    // The checks read it under the link's path.
    expect(result.gate.find((g) => g.kind === 'contains')).toMatchObject({ passed: true, location: { path: 'src/plugins/mod.py' } });
    const req = requests[0]!;
    // Both assertions, the one naming the link's path and the one whose globs name the real path as well.
    expect(req.assertions.find((a) => a.id === 'greets')?.paths).toEqual(['src/plugins/mod.py']);
    expect(req.assertions.find((a) => a.id === 'app')?.paths).toContain('src/plugins/mod.py');
    expect(req.material.map((m) => m.path)).not.toContain('assets/data/mod.py');
    expect(result.criteria.find((c) => c.id === 'greets')).toMatchObject({ met: true, location: { path: 'src/plugins/mod.py', line: 1 } });
  });

  it('an alias no scoped assertion asks for is not shown twice', async () => {
    const repo = await change(
      { 'assets/data/mod.py': 'pass\n', 'lib/mirror': { link: '../assets/data' }, 'src/plugins': { link: '../assets/data' } },
      { 'assets/data/mod.py': GREETING },
    );
    const { requests } = await judged(repo);
    const paths = requests[0]!.material.map((m) => m.path);
    expect(paths).toContain('src/plugins/mod.py');
    expect(paths).not.toContain('lib/mirror/mod.py');
  });
});
