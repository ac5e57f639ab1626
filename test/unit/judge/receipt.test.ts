import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CriticResultSchema } from '../../../src/contract/result.js';
import { digestOf, ReceiptLog, type SentRequest } from '../../../src/judge/receipt.js';
import { passResult } from '../../support/sample-results.js';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const settings = { model: 'm', backend: 'ollama', temperature: 0, seed: 42, numCtx: 4096 };

describe('the receipt of one judgement (spec §15)', () => {
  it("takes the digest from Ollama's name@digest identity; an OpenAI-compatible identity (JSON) names none", () => {
    expect(digestOf('qwen2.5-coder:7b@abc123')).toBe('abc123');
    expect(digestOf('{"id":"qwen","root":null}')).toBeNull();
    expect(digestOf(undefined)).toBeNull();
    expect(digestOf('no-digest-here')).toBeNull();
  });

  it('hashes each body and answer as sent, hands the body to onSent only, and tallies each turn per criterion', () => {
    const sent: SentRequest[] = [];
    const log = new ReceiptLog((r) => sent.push(r));
    log.identity = 'm@d1';
    log.beginTurn();
    log.sent({ path: '/api/chat', body: '{"a":1}' }, 'not json', ['x', 'canary'], ['x']);
    log.sent({ path: '/api/chat', body: '{"a":2}' }, '{"criteria":[]}', ['x', 'canary'], ['x']);
    log.count(
      ['x'],
      [
        { id: 'x', met: true },
        { id: 'canary', met: false },
      ],
    );
    log.beginTurn();
    log.cached('{"cached":true}');
    log.count(['x'], [{ id: 'x', met: false }]);
    const receipt = log.receipt(settings);
    expect(receipt).toEqual({
      model: 'm',
      digest: 'd1',
      backend: 'ollama',
      temperature: 0,
      seed: 42,
      num_ctx: 4096,
      calls: [
        { request_sha256: sha256('{"a":1}'), answer_sha256: sha256('not json') },
        { request_sha256: sha256('{"a":2}'), answer_sha256: sha256('{"criteria":[]}') },
        { answer_sha256: sha256('{"cached":true}'), cached: true },
      ],
      // Canaries are never criteria: not tallied.
      tally: { x: { met: 1, unmet: 1 } },
    });
    // The repair shares its turn with the answer it repairs; the body is nowhere in the receipt.
    expect(sent.map((s) => [s.turn, s.body])).toEqual([
      [1, '{"a":1}'],
      [1, '{"a":2}'],
    ]);
    expect(JSON.stringify(receipt)).not.toContain('"a":1');
  });

  it('says cache-hit only when every answer came from the cache', () => {
    const log = new ReceiptLog(undefined);
    log.cached('{}');
    expect(log.receipt(settings).no_model_call).toBe('cache-hit');
    log.sent({ path: '/api/chat', body: '{}' }, '{}', [], []);
    expect(log.receipt(settings).no_model_call).toBeUndefined();
  });

  it('a result written before the receipt still parses', () => {
    const { receipt: _none, ...older } = { ...passResult, receipt: undefined };
    expect(CriticResultSchema.safeParse(older).success).toBe(true);
    expect(CriticResultSchema.safeParse({ ...older, receipt: { model: 'm', digest: null, calls: 'x', tally: {} } }).success).toBe(false);
  });
});
