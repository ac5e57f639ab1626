/**
 * Issue 43: a real inference engine in the suite, with no build and no download. node-llama-cpp's
 * prebuilt llama.cpp library (a devDependency, pinned with its linux-x64 package) loads a tiny
 * llama model with random weights written at test time (test/support/tiny-gguf.ts) and decodes
 * under the grammar node-llama-cpp compiles from our response schema. A model that knows nothing
 * writes whatever the grammar admits, which is the point: every answer the schema's bounds admit
 * must end inside the token cap the judge derives for it (fit.ts), and parse.
 *
 * Where the prebuilt library cannot load (another platform than the one it is pinned for), the
 * tests are skipped, saying why; on linux-x64 a failure to load fails them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as NodeLlamaCppModule from 'node-llama-cpp';
import type { Token } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { planPrompt } from '../../../src/judge/prompt/plan.js';
import { judgeResponseJsonSchema, parseJudgeAnswer } from '../../../src/judge/response.js';
import type { JudgeRequest } from '../../../src/judge/types.js';
import { toLines } from '../../../src/subject/text.js';
import { BYTE_TOKENS, writeTinyLlama } from '../../support/tiny-gguf.js';

type NodeLlamaCpp = typeof NodeLlamaCppModule;
type Llama = Awaited<ReturnType<NodeLlamaCpp['getLlama']>>;
type LlamaModel = Awaited<ReturnType<Llama['loadModel']>>;
type LlamaContextSequence = ReturnType<Awaited<ReturnType<LlamaModel['createContext']>>['getSequence']>;

/** Where the pinned prebuilt package exists: a failure to load here is a failure, not a skip. */
const PINNED_PLATFORM = process.platform === 'linux' && process.arch === 'x64';

let engine:
  | { lib: NodeLlamaCpp; llama: Llama; model: LlamaModel; sequence: LlamaContextSequence; completion: NodeLlamaCppModule.LlamaCompletion }
  | undefined;
let unavailable: string | undefined;
let scratch: string | undefined;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-real-engine-'));
  const modelPath = await writeTinyLlama(join(scratch, 'tiny-random-llama.gguf'));
  try {
    const lib = await import('node-llama-cpp');
    // The prebuilt library only: never a build from source, never a download, CPU only.
    const llama = await lib.getLlama({
      gpu: false,
      build: 'never',
      usePrebuiltBinaries: true,
      progressLogs: false,
      logLevel: lib.LlamaLogLevel.error,
    });
    const model = await llama.loadModel({ modelPath });
    // One context for the file: every decode reuses its sequence (see primeWith). The context is
    // the judge's (8192 tokens); one thread, as the machine's cores are shared and a spinning
    // thread pool would only wait on them.
    const context = await model.createContext({ contextSize: 8192, threads: 1 });
    const sequence = context.getSequence();
    engine = { lib, llama, model, sequence, completion: new lib.LlamaCompletion({ contextSequence: sequence }) };
  } catch (e) {
    if (PINNED_PLATFORM) throw e;
    unavailable = `node-llama-cpp's prebuilt library cannot load on ${process.platform}-${process.arch}: ${(e as Error).message}`;
  }
});

afterAll(async () => {
  await engine?.llama.dispose();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The engine, or the test is skipped with the reason (only off the pinned platform). */
function needEngine(ctx: TestContext): NonNullable<typeof engine> {
  if (!engine) {
    ctx.skip(unavailable ?? 'the engine did not load');
    throw new Error('unreachable');
  }
  return engine;
}

const OUTPUT = [
  'import requests',
  '',
  'def fetch(url):',
  '    r = requests.get(url)',
  '    if r.status_code == 404:',
  '        return None',
  '    return r.json()',
].join('\n');

const request = (ids: readonly string[]): JudgeRequest => ({
  task: 'Write fetch(url) that returns parsed JSON and None on HTTP 404.',
  material: [{ path: 'output', lines: toLines(OUTPUT) }],
  assertions: ids.map((id) => ({ id, text: `The work meets ${id}`, paths: ['output'] })),
});

/**
 * node-llama-cpp's converter ignores `minimum`/`maximum` on integers (its integer admits `0`, a sign
 * and an exponent); llama.cpp's own converter, which llama-server and Ollama build their grammar
 * with, honours them. The line's rule is narrowed to what those bounds admit, so the grammar here
 * is the one those servers decode under.
 */
function lineBounded(grammar: string): string {
  const rule = /^integer-number-rule ::= .*$/m;
  expect(grammar).toMatch(rule);
  return grammar.replace(rule, 'integer-number-rule ::= [1-9] [0-9]{0,6}');
}

/** The prompt the engine's sequence was last primed with. */
let primedPrompt: string | undefined;

/**
 * Each decode of the same prompt starts from the same evaluated prompt, whatever ran before it:
 * the sequence is emptied and the prompt evaluated once, by a one-token greedy completion, when
 * the prompt changes; a decode then keeps all of it but its last token (node-llama-cpp keeps the
 * tokens a sequence shares with the input and always evaluates the input's last one again), so a
 * seed's answer does not depend on which seeds ran before it, or whether any did.
 */
async function primeWith(e: NonNullable<typeof engine>, prompt: string): Promise<void> {
  if (primedPrompt === prompt) return;
  primedPrompt = undefined;
  await e.sequence.clearHistory();
  await e.completion.generateCompletion(prompt, { maxTokens: 1 });
  primedPrompt = prompt;
}

interface Decoded {
  text: string;
  tokens: number;
  stopReason: string;
}

/** One answer of the random model to the judge's real prompt for `ids`, under the schema's grammar, capped as the judge caps it. */
async function decode(
  e: NonNullable<typeof engine>,
  ids: readonly [string, ...string[]],
  seed: number,
): Promise<{ decoded: Decoded; cap: number }> {
  const plan = planPrompt(request(ids), 8192);
  const compiled = await e.llama.createGrammarForJsonSchema(judgeResponseJsonSchema(ids) as never);
  const grammar = await e.llama.createGrammar({
    grammar: lineBounded(compiled.grammar),
    stopGenerationTriggers: compiled.stopGenerationTriggers,
    trimWhitespaceSuffix: true,
  });
  const prompt = plan.messages.map((m) => m.content).join('\n\n');
  await primeWith(e, prompt);
  let tokens = 0;
  const { response, metadata } = await e.completion.generateCompletionWithMeta(prompt, {
    grammar,
    maxTokens: plan.budget.answerTokens,
    temperature: 1,
    seed,
    // A model that writes text, not bytes: of a real vocabulary's 150,000 tokens, 256 are byte
    // fallbacks a trained model seldom picks; of this one's 700, a third would be, and a random
    // pick of bytes spells CJK and symbols at a token a byte, which no judge writes.
    tokenBias: BYTE_TOKENS.reduce((bias, t) => bias.set(t as Token, 'never'), new e.lib.TokenBias(e.model.tokenizer)),
    onToken: (t) => (tokens += t.length),
  });
  return { decoded: { text: response, tokens, stopReason: metadata.stopReason }, cap: plan.budget.answerTokens };
}

const SEEDS = [1, 2, 3, 4];

describe('a real engine decoding under the response schema (issue 43)', () => {
  it('the prebuilt library loads the generated model and tokenizes with its vocabulary', (ctx) => {
    const e = needEngine(ctx);
    const tokens = e.model.tokenize('return None');
    expect(tokens.length).toBeGreaterThan(0);
    expect(e.model.detokenize(tokens)).toBe('return None');
  });

  it.for(SEEDS)('one criterion, seed %i: the answer ends by the grammar inside the derived cap, and parses', async (seed, ctx) => {
    const e = needEngine(ctx);
    const { decoded, cap } = await decode(e, ['err-404'], seed);
    expect(decoded.stopReason).not.toBe('maxTokens');
    expect(decoded.tokens).toBeLessThanOrEqual(cap);
    const parsed = parseJudgeAnswer(decoded.text, ['err-404']);
    expect(parsed.ok ? 'parsed' : parsed.error).toBe('parsed');
  });

  it.for(SEEDS)(
    'a criterion and two canaries, seed %i: the answer ends inside the cap; the only thing the grammar cannot rule out is an id answered twice',
    async (seed, ctx) => {
      const ids = ['err-404', 'shows-output-5', 'shows-output-9'] as const;
      const e = needEngine(ctx);
      const { decoded, cap } = await decode(e, ids, seed);
      expect(decoded.stopReason).not.toBe('maxTokens');
      expect(decoded.tokens).toBeLessThanOrEqual(cap);
      const parsed = parseJudgeAnswer(decoded.text, ids);
      // The enum admits each id at every position: a model that repeats one is asked again, naming it.
      if (!parsed.ok) expect(parsed.error).toMatch(/^criteria\[\d\]\.id: assertion id "[^"]+" is answered twice(; .*)?$/);
    },
  );
});
