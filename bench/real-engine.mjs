// Issue 43: critic-gate's judge against a real inference engine (`npm run bench -- --only real-engine`,
// never part of the default run or of npm test). llama.cpp's server, built once from the source
// bundle of the pinned node-llama-cpp (bench/lib/llama-server.mjs, about 10 minutes on two cores),
// serves a model with random weights of Qwen2.5-0.5B's layer shape written at run time
// (test/support/tiny-gguf.ts); `critic-gate judge --backend openai` runs on the examples and on a
// large input. It is not a language model: the figures are the engine's, and what a model that
// knows nothing answers must fail closed.
import { build } from 'esbuild';
import { execFile, spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { llamaServer } from './lib/llama-server.mjs';
import { ms } from './lib/format.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const MODEL = 'random-qwen2.5-0.5b-shape';
const CONTEXT = 8192;

const sleep = (t) => new Promise((resolve) => setTimeout(resolve, t));
const rate = (x) => (x === undefined ? 'n/a' : `${x.toFixed(0)} tok/s`);

async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The server's resident memory, from /proc (Linux), in MB. */
async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
  return kb ? Number(kb[1]) / 1024 : undefined;
}

/** `critic-gate judge` on one input, through the built CLI; its wall time and its result. */
function judge(cli, url, input) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [cli, 'judge', '--backend', 'openai', '--host', url, '--model', MODEL, '--timeout', '900'],
      { env: { ...process.env, CRITIC_GATE_CACHE: 'off' }, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        let result;
        try {
          result = JSON.parse(stdout);
        } catch {
          result = undefined;
        }
        resolve({ wall: performance.now() - started, code: error ? (error.code ?? 1) : 0, result, stderr });
      },
    );
    child.stdin.end(input);
  });
}

/**
 * One completion on llama.cpp's own `/completion` (the prompt not cached), with or without the
 * schema as `json_schema`: llama.cpp's own timings. Not the chat endpoint: without a grammar, a
 * random model's text does not match the chat output parser of recent releases, which answers 500
 * ("does not match the expected peg-native format"); the judge itself always sends the schema.
 */
async function timed(url, messages, schema, banned) {
  const body = {
    // The byte-fallback tokens banned, as in the suite's real-engine test: bytes that are no UTF-8
    // make recent servers refuse the answer ("does not match the expected Content-only format").
    logit_bias: banned.map((t) => [t, false]),
    prompt: messages.map((m) => m.content).join('\n\n'),
    n_predict: 160,
    temperature: 0.8,
    seed: 1,
    cache_prompt: false,
    ...(schema ? { json_schema: schema } : {}),
  };
  const response = await fetch(`${url}/completion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) return { ok: false, status: response.status, text };
  const json = JSON.parse(text);
  return { ok: true, timings: json.timings ?? {}, content: json.content ?? '' };
}

export async function realEngine({ cli, tmp, log }) {
  const binary = await llamaServer({ log });
  const bundled = join(ROOT, '.tmp', 'bench-tiny-gguf.mjs');
  const entries = ['test/support/tiny-gguf.ts', 'src/judge/prompt/plan.ts', 'src/judge/response.ts', 'src/subject/text.ts'];
  await build({
    stdin: {
      contents: entries.map((e, i) => `export * as m${i} from ${JSON.stringify(join(ROOT, e))};`).join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    outfile: bundled,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  const { m0: gguf, m1: plan, m2: response, m3: text } = await import(pathToFileURL(bundled).href);

  const modelPath = join(tmp, 'random-qwen-shape.gguf');
  log('real-engine: writing a random-weight model of Qwen2.5-0.5B’s layer shape (about 1.4 GB)');
  await gguf.writeTinyLlama(modelPath, gguf.QWEN_0_5B_LAYERS);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const loadStarted = performance.now();
  const server = spawn(
    binary,
    [
      '-m',
      modelPath,
      '--alias',
      MODEL,
      '-c',
      String(CONTEXT),
      '--parallel',
      '1',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '-t',
      String(cpus().length),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let serverLog = '';
  server.stderr.on('data', (d) => (serverLog = `${serverLog}${d}`.slice(-8000)));
  const rows = [];
  const notes = [];
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`llama-server exited (${server.exitCode}): ${serverLog.slice(-2000)}`);
      const health = await fetch(`${url}/health`).catch(() => undefined);
      if (health?.ok) break;
      await sleep(100);
    }
    const load = performance.now() - loadStarted;
    const memory = [await residentMb(server.pid)];

    // The judge's real request for a small input: its prompt and its schema.
    const request = {
      task: 'Write fetch(url) that returns parsed JSON and None on HTTP 404.',
      material: [
        {
          path: 'output',
          lines: text.toLines(
            'def fetch(url):\n    r = get(url)\n    if r.status_code == 404:\n        return None\n    return r.json()\n',
          ),
        },
      ],
      assertions: ['err-404', 'json', 'shows-output-3'].map((id) => ({ id, text: `The work meets ${id}`, paths: ['output'] })),
    };
    const planned = plan.planPrompt(request, CONTEXT);
    const plain = await timed(url, planned.messages, undefined, gguf.BYTE_TOKENS);
    const schemaBound = await timed(url, planned.messages, response.judgeResponseJsonSchema(planned.ids), gguf.BYTE_TOKENS);
    memory.push(await residentMb(server.pid));

    const examples = (await readdir(join(ROOT, 'examples'))).filter((f) => f.endsWith('.json'));
    const inputs = await Promise.all(
      examples.map(async (f) => ({ name: `examples/${f}`, input: await readFile(join(ROOT, 'examples', f), 'utf8') })),
    );
    const big = Array.from({ length: 3000 }, (_, i) => `value_${i} = compute(${i})  # step ${i}`).join('\n');
    inputs.push({
      name: 'a 110 KB input',
      input: JSON.stringify({
        output: `def compute(n):\n    return n * 2\n${big}\n`,
        task_description: 'Compute every value.',
        schema: { type: 'text' },
        assertions: [{ id: 'computes', text: 'compute is defined' }],
      }),
    });
    const runs = [];
    for (const { name, input } of inputs) {
      log(`real-engine: critic-gate judge on ${name}`);
      const r = await judge(cli, url, input);
      memory.push(await residentMb(server.pid));
      runs.push({ name, ...r });
    }

    rows.push(
      { figure: 'llama.cpp release (node-llama-cpp’s bundle)', value: binary.split('/').slice(-4, -3)[0], info: true },
      { figure: 'model load (server start to /health)', value: ms(load), info: true },
      { figure: 'server memory, resident (max)', value: `${Math.max(...memory.filter((m) => m !== undefined)).toFixed(0)} MB`, info: true },
      {
        figure: 'response schema accepted by the server’s grammar',
        value: schemaBound.ok ? 'yes' : `no (${schemaBound.status})`,
        target: 'yes',
        met: schemaBound.ok,
      },
      { figure: 'prompt processing, no schema', value: rate(plain.timings?.prompt_per_second), info: true },
      { figure: 'generation, no schema', value: rate(plain.timings?.predicted_per_second), info: true },
      { figure: 'prompt processing, under the schema', value: rate(schemaBound.timings?.prompt_per_second), info: true },
      { figure: 'generation, under the schema', value: rate(schemaBound.timings?.predicted_per_second), info: true },
    );
    for (const run of runs) {
      const calls = run.result?.stats?.llm_calls ?? 0;
      const error = run.result?.error ?? '';
      // A model that knows nothing cites nothing that holds: its canaries fail, and nothing is met.
      const metCount = (run.result?.criteria ?? []).filter((c) => c.met === true).length;
      const parsed = !/did not match the response schema/.test(error);
      rows.push(
        { figure: `${run.name}: wall per judge call`, value: calls > 0 ? ms(run.wall / calls) : `no call (exit ${run.code})`, info: true },
        { figure: `${run.name}: answers parsed`, value: parsed ? 'yes' : 'no', target: 'yes', met: parsed },
        {
          figure: `${run.name}: fails closed (nothing the model claims is met)`,
          value: `${run.result?.verdict ?? 'no result'}, ${metCount} met${error ? `: ${error.slice(0, 90)}` : ''}`,
          target: 'FAIL, 0 met',
          met: run.result?.verdict === 'FAIL' && metCount === 0,
        },
      );
      const refit = /refitting/.exec(run.stderr);
      if (refit)
        notes.push(
          `${run.name}: ${run.stderr
            .trim()
            .split('\n')
            .find((l) => l.includes('refitting'))}`,
        );
    }
    notes.push(
      `model: llama layers of Qwen2.5-0.5B's shape (896 wide, 24 layers, 14 heads, 2 KV heads, 4,864 FFN) with random F32 weights and a vocabulary of about 700 tokens; context ${CONTEXT}, one slot, ${cpus().length} threads`,
      'issue 43 measured by hand on this machine: prompt 144–233 tok/s, generation 49 tok/s (28–40 with the schema), load 1.9 s, 577–705 MB',
    );
    if (!schemaBound.ok) notes.push(`the server refused the schema: ${schemaBound.text.slice(0, 300)}`);
    // Without a grammar a random model may write bytes that are no UTF-8, which a server can refuse to send.
    if (!plain.ok) notes.push(`the request without a schema failed: ${plain.status} ${plain.text.slice(0, 300)}`);
    return { rows, notes };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    await rm(modelPath, { force: true });
  }
}
