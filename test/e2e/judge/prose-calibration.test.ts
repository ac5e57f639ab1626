/**
 * Spec §8 on prose: Markdown written one paragraph per line has no line short enough for a canary
 * to quote whole (over 200 characters), and with calibration on every such change was refused with
 * "no canary could be built" (exit 4), run after run. A canary now quotes a stretch of a long line
 * found once in all the material, so the judge is calibrated on prose like on code; and where no
 * canary can be built, the error names the material it looked at.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/index.js';
import { critique } from '../../../src/critique/critique.js';
import { exitCodeOf } from '../../../src/errors/exit-codes.js';
import { buildCanaries } from '../../../src/judge/canary.js';
import { createJudge } from '../../../src/judge/create-judge.js';
import { resolveJudgeSettings } from '../../../src/judge/settings.js';
import { critiqueChange } from '../../../src/pr/pipeline.js';
import { changeSubject } from '../../../src/subject/change.js';
import { GitRepo } from '../../../src/subject/git.js';
import { toLines } from '../../../src/subject/text.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';

const MODEL = 'qwen2.5-coder:7b';
const REAL = ['explains'];

const closers: OllamaDouble[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c.close()));
});
const ollama = async (...args: Parameters<typeof startOllamaDouble>): Promise<OllamaDouble> => {
  const d = await startOllamaDouble(...args);
  closers.push(d);
  return d;
};
const judgeWith = (hosts: string[], seed = 42) =>
  createJudge(resolveJudgeSettings({ model: MODEL, timeoutSeconds: 30, cache: 'off', numCtx: 8192, hosts, seed }));

/** Three paragraphs, one line each, every one over 200 characters; blank lines between. */
const PROSE = [
  'The retry budget bounds how many times a request is sent again after a failure: each attempt waits twice as long as the one before, starting at two hundred milliseconds, and the budget is spent once five attempts have failed in a row.',
  '',
  'Errors that cannot succeed on a second try, such as a malformed request or a refused credential, are never retried; they are reported at once to the caller, with the status the server sent and the identifier of the request.',
  '',
  'Operators can change the budget per deployment without a release, through the settings file that the service reads at start, and the current value is shown on the status page next to the count of retries spent today.',
].join('\n');

const input = (output: string) => ({
  output,
  task_description: 'Document how the client retries failed requests.',
  schema: { type: 'text' as const },
  assertions: [{ id: 'explains', text: 'The text explains when a request is retried', critical: true }],
});

describe('prose made only of long lines is calibrated', () => {
  it('the canaries name a long line by its number, never quote it (issue 23)', () => {
    const lines = toLines(PROSE);
    expect(lines.every((l) => l.text === '' || l.text.length > 200)).toBe(true);
    for (const ids of [REAL, ['a'], ['b', 'c']]) {
      const canaries = buildCanaries([{ path: 'output', lines }], ids);
      expect(canaries).toHaveLength(2);
      const [met, unmet] = canaries!;
      expect(lines.find((l) => l.n === met!.line)!.text.length).toBeGreaterThan(200);
      expect(met!.text).toMatch(new RegExp(`line ${met!.line} of output$`));
      expect(lines.every((l) => l.n < unmet!.line)).toBe(true);
      for (const c of canaries!) expect(c.text.length).toBeLessThan(80);
    }
  });

  it('a judge input of such prose is judged: an honest judge passes both canaries', async () => {
    const d = await ollama({ fallback: { content: '', auto: 'honest', real: REAL } });
    const r = await critique(input(PROSE), { judge: judgeWith([d.url]) });
    expect(r._critic_status).not.toBe('error');
    expect(r.calibration).toEqual({ passed: true, canaries: 2, failed: [] });
    expect(r.criteria.map((c) => [c.id, c.met])).toEqual([['explains', true]]);
    expect(d.chatRequests()).toHaveLength(1);
  });

  it.each(['met', 'unmet'] as const)('and a judge saying %s to everything is still caught on it', async (mode) => {
    const d = await ollama({ fallback: { content: '', auto: mode } });
    for (let run = 0; run < 3; run++) {
      const r = await critique(input(PROSE), { judge: judgeWith([d.url], 42 + run) });
      expect(exitCodeOf(r)).toBe(4);
      expect(r.error).toMatch(/^calibration failed: the judge /);
      expect(r.calibration).toMatchObject({ passed: false, canaries: 2 });
    }
  });

  it('a prose-only pull request is judged with calibration on', async () => {
    const result = await judgePr(`${PROSE}\n`);
    expect(result._critic_status).not.toBe('error');
    expect(result.calibration).toEqual({ passed: true, canaries: 2, failed: [] });
    expect(result.criteria.map((c) => c.met)).toEqual([true]);
  });
});

/** A change adding docs/retries.md, judged by an honest judge with calibration on. */
async function judgePr(docs: string) {
  const repo: GitRepoFixture = await createGitRepo();
  try {
    await repo.write('README.md', '# project\n');
    const base = await repo.commit('base');
    await repo.branch('feature');
    await repo.write('docs/retries.md', docs);
    const head = await repo.commit('feature');
    const d = await ollama({ fallback: { content: '', auto: 'honest', real: REAL } });
    const git = await GitRepo.open(repo.dir);
    try {
      const change = await changeSubject(git, { base, head, ignore: [] });
      const config = parseConfig(
        ['version: 1', 'assertions:', '  - {id: explains, text: "The docs explain when a request is retried", files: "docs/**"}'].join(
          '\n',
        ),
        '.github/critic-gate.yml',
      );
      return await critiqueChange({
        subject: change.subject,
        config: { config, ref: { path: '.github/critic-gate.yml', source: 'base', commit: base } },
        task: 'Document retries',
        baseSha: base,
        headSha: head,
        judge: judgeWith([d.url]),
      });
    } finally {
      await git.close();
    }
  } finally {
    await repo.cleanup();
  }
}

describe('where no canary can be built, the error names the material', () => {
  it('long lines that all repeat one another: no stretch is found once, and the error says where it looked', async () => {
    const same = PROSE.split('\n')[0]!;
    const d = await ollama({ fallback: { content: '', auto: 'met' } });
    const r = await critique(input([same, same, same].join('\n')), { judge: judgeWith([d.url]) });
    expect(exitCodeOf(r)).toBe(4);
    expect(r.error).toMatch(/^calibration failed: no canary could be built from the material \(output\)/);
    expect(r.calibration?.failed).toEqual([expect.stringContaining('(output)')]);
    expect(d.chatRequests()).toHaveLength(0);
  });

  it('in a pull request the error names the changed file it looked at', async () => {
    const same = PROSE.split('\n')[0]!;
    const result = await judgePr(`${same}\n${same}\n`);
    expect(exitCodeOf(result)).toBe(4);
    expect(result.error).toMatch(/^calibration failed: no canary could be built from the material \(docs\/retries\.md\)/);
  });
});
