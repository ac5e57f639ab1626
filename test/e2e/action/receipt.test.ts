/**
 * Issue 39, spec §15, through the built Action (`node dist/index.js`) with the GitHub and Ollama
 * doubles: the result carries the receipt — the model's digest as the server reports it, the
 * SHA-256 of each request body the double received, the config digest the review marker binds
 * to and the judged head — the review's footer names the model and its digest, and the requests
 * are written beside the result file, where `critic-gate replay` finds them.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DIGEST, startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { assertActionBuilt, cleanupActionRuns } from '../../support/action-run.js';
import { smallPulls } from '../../support/small-pull.js';
import { runCli } from '../../support/run-cli.js';
import { parseMarker } from '../../../src/review/marker.js';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const CONFIG_TEXT = `version: 1
assertions:
  - {id: errors-handled, text: "New code handles its error cases explicitly", critical: true, files: "src/**/*.py"}
`;
const BASE_PY = 'def version():\n    return "1.0"\n';
const HEAD_PY = `${BASE_PY}\n\ndef run(cmd):\n    return subprocess.run(cmd, check=True)\n`;

const pulls = smallPulls();
const ollamas: OllamaDouble[] = [];

beforeAll(() => assertActionBuilt());
afterEach(async () => {
  await Promise.all([pulls.cleanup(), ...ollamas.splice(0).map((o) => o.close())]);
});
afterAll(() => cleanupActionRuns());

describe('the Action: a receipt with every verdict', () => {
  it('names the digest, the hash of each request the double received, the config digest of the marker and the head', async () => {
    const pr = await pulls.open({ config: CONFIG_TEXT, base: { 'src/run.py': BASE_PY }, head: { 'src/run.py': HEAD_PY } });
    const unmet = { id: 'errors-handled', met: false, evidence: 'nothing handles a failure', fix: 'Handle the failure' };
    const o = await startOllamaDouble({ fallback: { content: JSON.stringify({ criteria: [unmet] }) } });
    ollamas.push(o);
    const run = await pr.act({ 'ollama-host': o.url });
    const result = await run.result();
    expect(result.verdict).toBe('FAIL');
    const chats = o.requests.filter((r) => r.path === '/api/chat');
    expect(chats.length).toBeGreaterThan(0);
    const receipt = result.receipt!;
    expect(receipt).toMatchObject({
      model: 'qwen2.5-coder:7b',
      digest: DEFAULT_DIGEST,
      head_sha: await pr.repo.sha('feature'),
      config_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      tally: { 'errors-handled': { met: 0, unmet: chats.length } },
    });
    expect(receipt.calls.map((c) => c.request_sha256)).toEqual(chats.map((c) => sha256(c.raw)));
    const review = pr.github.state.reviews.at(-1)!;
    // The digest the merge queue and the cache are bound to is the receipt's.
    expect(parseMarker(review.body)?.config_digest).toBe(receipt.config_digest);
    expect(review.body).toContain(`model qwen2.5-coder:7b (digest ${DEFAULT_DIGEST.slice(0, 12)})`);

    // The requests sit beside the result file, where `critic-gate replay` looks, and replay to the same verdict.
    const resultFile = run.outputs['result-file']!;
    const sidecar = (await readFile(resultFile.replace(/\.json$/, '.requests.jsonl'), 'utf8')).trim().split('\n');
    expect(sidecar.map((l) => (JSON.parse(l) as { request_sha256: string }).request_sha256)).toEqual(
      receipt.calls.map((c) => c.request_sha256),
    );
    const replayed = await runCli(['replay', resultFile, '--host', o.url]);
    expect(replayed.stdout).toMatch(/^reproduced {2}errors-handled: was unmet/m);
    expect(replayed.code).toBe(0);
  });
});
