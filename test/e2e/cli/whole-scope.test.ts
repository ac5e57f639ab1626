/**
 * Issue 23 item 6: a critical criterion is met only when the judge saw its whole scope. Through
 * the built CLI on real git repositories, against the wire-level Ollama double acting as a careful
 * model: it calls "No code in src/ calls eval" unmet exactly when a line it is shown calls eval.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { readPrompt } from '../../doubles/judge-answers.js';
import { startOllamaDouble, type ChatRequestBody, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli } from '../../support/run-cli.js';

const CONFIG = '.github/critic-gate.yml';

const config = (judge: string): string =>
  [
    'version: 1',
    'judge:',
    '  num_ctx: 4096',
    ...judge
      .split('\n')
      .filter(Boolean)
      .map((l) => `  ${l}`),
    'assertions:',
    '  - id: no-eval',
    '    text: No code in src/ calls eval',
    '    critical: true',
    '    files: "src/**"',
    '',
  ].join('\n');

/** `count` modules of `lines` ordinary lines each: more than one 4096-token request holds. */
function bigModules(count: number, lines: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (let f = 0; f < count; f++) {
    const body = Array.from({ length: lines }, (_, i) => `export const value${f}x${i} = computeSomething(${f}, ${i}, 'label ${i}');`);
    out[`src/module-${String(f).padStart(2, '0')}.ts`] = `${body.join('\n')}\n`;
  }
  return out;
}

/** The smallest change, so read last: today it is the part that goes unseen. */
const EVIL = { 'src/zz-tiny.ts': 'export const run = (code: string): unknown => eval(code);\n' };

/** A careful model: unmet where a shown line calls eval, else met quoting a real shown line. */
function careful(req: ChatRequestBody): { content: string; real: string[] } {
  const prompt = readPrompt(req.messages ?? []);
  const lines = prompt.lines.filter((l) => l.path.startsWith('src/'));
  const bad = lines.find((l) => l.text.includes('eval('));
  const quote = lines.find((l) => l.text.trim().length > 12);
  const item = bad
    ? {
        id: 'no-eval',
        met: false,
        evidence: 'eval is called',
        location: { path: bad.path, line: bad.n, quote: bad.text.trim() },
        fix: 'Remove the eval call',
      }
    : {
        id: 'no-eval',
        met: true,
        evidence: 'no eval in the code shown',
        location: { path: quote!.path, line: quote!.n, quote: quote!.text.trim() },
      };
  return { content: JSON.stringify({ criteria: [item] }), real: ['no-eval'] };
}

let double: OllamaDouble;
let repos: GitRepoFixture[] = [];

beforeAll(async () => {
  assertCliBuilt();
  double = await startOllamaDouble({ respond: careful });
});
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});
afterAll(async () => {
  await double.close();
});

async function pr(cfg: string, change: Record<string, string | Uint8Array>): Promise<{ result: CriticResult; calls: number }> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write(CONFIG, cfg);
  await repo.write('src/index.ts', 'export const index = 1;\n');
  await repo.commit('base');
  await repo.branch('feature');
  for (const [path, text] of Object.entries(change)) await repo.write(path, text);
  await repo.commit('feature');
  const before = double.chatRequests().length;
  const run = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--format', 'json'], { env: { OLLAMA_HOST: double.url } });
  return { result: run.json(), calls: double.chatRequests().length - before };
}

const criterion = (r: CriticResult) => r.criteria.find((c) => c.id === 'no-eval')!;

describe('issue 23 item 6: a critical criterion covers its whole scope', () => {
  it('a scope larger than one request is judged in several: the eval in the last part is found', async () => {
    const { result, calls } = await pr(config(''), { ...bigModules(4, 40), ...EVIL });
    // Today: one request, the eval never shown, and PASS.
    expect(result.verdict).toBe('FAIL');
    expect(criterion(result)).toMatchObject({ met: false, status: 'judged' });
    expect(calls).toBeGreaterThan(1);
    expect(criterion(result).location?.path).toBe('src/zz-tiny.ts');
    expect(criterion(result).coverage).toBeUndefined();
    expect(result.verdict).toBe('FAIL');
  });

  it('the same scope with no eval anywhere: met, every part seen (the honest case)', async () => {
    const { result, calls } = await pr(config(''), bigModules(4, 40));
    expect(calls).toBeGreaterThan(1);
    expect(criterion(result)).toMatchObject({ met: true, status: 'judged' });
    expect(criterion(result).coverage).toBeUndefined();
    expect(result.verdict).toBe('PASS');
  });

  it('a bound too small for the scope: unmet, the fix names the unseen files and judge.max_requests', async () => {
    const { result, calls } = await pr(config('max_requests: 1'), { ...bigModules(4, 40), ...EVIL });
    expect(calls).toBe(1);
    const c = criterion(result);
    expect(c.met).toBe(false);
    expect(c.coverage?.unseen).toContain('src/zz-tiny.ts');
    expect(c.fix).toContain('src/zz-tiny.ts');
    expect(c.fix).toContain('judge.max_requests');
    expect(result.verdict).toBe('FAIL');
  });

  it('a critical criterion whose whole scope fits one request is judged normally', async () => {
    const { result, calls } = await pr(config(''), { 'src/small.ts': 'export const small = (a: number): number => a * 2;\n' });
    expect(calls).toBe(1);
    expect(criterion(result)).toMatchObject({ met: true, status: 'judged' });
    expect(result.verdict).toBe('PASS');
  });

  it('a binary file in scope is unseen: the critical criterion is unmet, naming it', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const { result } = await pr(config(''), {
      'src/small.ts': 'export const small = (a: number): number => a * 2;\n',
      'src/logo.bin': png,
    });
    const c = criterion(result);
    expect(c.coverage?.unseen).toContain('src/logo.bin');
    expect(c.met).toBe(false);
    expect(c.fix).toContain('src/logo.bin');
    expect(result.verdict).toBe('FAIL');
  });
});
