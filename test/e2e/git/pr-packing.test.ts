import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/index.js';
import { estimateMessages } from '../../../src/judge/fit/fit.js';
import { createOllamaJudge } from '../../../src/judge/backends/ollama.js';
import { critiqueChange } from '../../../src/pr/pipeline.js';
import { changeSubject } from '../../../src/subject/change.js';
import { GitRepo } from '../../../src/subject/git.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';

const MODEL = 'qwen2.5-coder:7b';
const NUM_CTX = 2048;

let double: OllamaDouble | undefined;
let repo: GitRepoFixture | undefined;
afterEach(async () => {
  await double?.close();
  await repo?.cleanup();
  double = repo = undefined;
});

const numbered = (prefix: string, n: number): string =>
  Array.from({ length: n }, (_, i) => `export const ${prefix}${i} = ${i}; // a line of padding so the file is large`).join('\n') + '\n';

/**
 * A change larger than the model's context: the judge is shown what fits, most relevant first,
 * and the result says what it did not see.
 */
async function bigChange() {
  repo = await createGitRepo();
  await repo.write('README.md', '# project\n');
  const base = await repo.commit('base');
  await repo.branch('feature');
  await repo.write('src/http/client.ts', 'export function get(url: string) {\n  if (res.status === 404) return null;\n}\n');
  await repo.write('src/big/a.ts', numbered('a', 400));
  await repo.write('src/big/b.ts', numbered('b', 400));
  await repo.write('package-lock.json', `{\n${Array.from({ length: 300 }, (_, i) => `  "k${i}": ${i},`).join('\n')}\n  "end": 0\n}\n`);
  const head = await repo.commit('feature');
  return { base, head };
}

describe('the judge on a change larger than its context', () => {
  it('never sends more than num_ctx, puts the assertion’s files first and lists what it left out', async () => {
    const { base, head } = await bigChange();
    // The change does not fit one prompt, so each assertion is judged on its own files: one call each.
    const errAnswer = JSON.stringify({
      criteria: [
        {
          id: 'err',
          met: true,
          evidence: 'returns null on 404',
          location: { path: 'src/http/client.ts', line: 2, quote: 'if (res.status === 404) return null;' },
        },
      ],
    });
    const bigAnswer = JSON.stringify({
      criteria: [
        { id: 'big', met: true, evidence: 'b exports', location: { path: 'src/big/b.ts', line: 399, quote: 'export const b398 = 398;' } },
      ],
    });
    double = await startOllamaDouble({ chat: [{ content: errAnswer }, { content: bigAnswer }] });
    const git = await GitRepo.open(repo!.dir);
    try {
      const change = await changeSubject(git, { base, head, ignore: [] });
      const config = parseConfig(
        [
          'version: 1',
          'assertions:',
          '  - {id: err, text: "HTTP 404 is handled", files: "src/http/**"}',
          '  - {id: big, text: "b exports b398", files: "src/big/**"}',
        ].join('\n'),
        '.github/critic-gate.yml',
      );
      const result = await critiqueChange({
        subject: change.subject,
        config: { config, ref: { path: '.github/critic-gate.yml', source: 'base', commit: base } },
        task: 'feature',
        baseSha: base,
        headSha: head,
        // One request per batch (max_requests: 2): what does not fit it goes unseen, and coverage says so.
        judge: createOllamaJudge({ host: double.url, model: MODEL, numCtx: NUM_CTX, timeoutSeconds: 20, maxRequests: 2 }),
      });

      const requests = double.chatRequests();
      expect(requests).toHaveLength(2);
      for (const request of requests) {
        expect(request.options!.num_ctx).toBe(NUM_CTX);
        expect(estimateMessages(request.messages!)).toBeLessThanOrEqual(NUM_CTX);
      }
      const [errPrompt, bigPrompt] = requests.map((r) => r.messages!.map((m) => m.content).join('\n'));
      // Each assertion is shown its own files, whole where they fit; the lockfile is shown to neither.
      expect(errPrompt).toContain('### src/http/client.ts');
      expect(errPrompt).not.toContain('### src/big/');
      expect(bigPrompt).toContain('### src/big/');
      expect(bigPrompt).not.toContain('### src/http/client.ts');
      expect(`${errPrompt}${bigPrompt}`).not.toContain('"k299"');

      expect(result.stats.truncated_lines).toBeGreaterThan(0);
      const err = result.criteria.find((c) => c.id === 'err')!;
      expect(err).toMatchObject({ met: true, location: { path: 'src/http/client.ts', line: 2 } });
      expect(err.coverage).toBeUndefined();
      // b.ts line 399 was never shown: the claim cannot count, and coverage says what was unseen.
      const big = result.criteria.find((c) => c.id === 'big')!;
      expect(big.met).toBe(false);
      expect(big.fix).toMatch(/could not be verified/);
      expect(big.coverage?.complete).toBe(false);
      expect(big.coverage!.unseen.join(' ')).toMatch(/src\/big\/b\.ts/);
    } finally {
      await git.close();
    }
  });
});
