/**
 * Every rule that may change a decided verdict lives in core/finalize.ts and applies in one order:
 * the attempt limit, a human override, a draft judged by the gate only, a merge-queue reuse.
 * Nothing outside core/ writes a verdict.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { errorResult } from '../../../src/core/error-result.js';
import { applyOverride, FINAL_RULES, finalize, limitAttempts, markDraft, reuseVerdict } from '../../../src/core/finalize.js';

const result = (verdict: CriticResult['verdict']): CriticResult => ({
  gate_passed: verdict !== 'FAIL',
  schema_valid: true,
  gate: [],
  criteria: [],
  score: 0.5,
  verdict,
  feedback_for_worker: 'fix it',
  stats: { duration_ms: 1, judge_ms: 0, prompt_tokens: 0, completion_tokens: 0, model: '' } as unknown as CriticResult['stats'],
  ...(verdict === 'SKIPPED' ? { _critic_status: 'skipped' as const } : {}),
});

const OVERRIDE = { by: 'maintainer', reason: 'false FAIL', comment_url: 'https://github.com/o/r/pull/7#issuecomment-1' };
const HEAD = 'a'.repeat(40);
const REUSE = { verdict: { pull: 7, head_sha: HEAD, review_url: 'u' }, score: 0.9 };

describe('applyOverride and markDraft', () => {
  it('an override is a PASS that names who, why and the verdict it replaced', () => {
    const out = applyOverride(result('SKIPPED'), { ...OVERRIDE, original_verdict: 'FAIL' });
    expect(out).toMatchObject({ verdict: 'PASS', override: { by: 'maintainer', reason: 'false FAIL', original_verdict: 'FAIL' } });
    expect(out._critic_status).toBeUndefined();
  });

  it('a draft whose judge was skipped is SKIPPED with the reason draft; a gate FAIL stays FAIL', () => {
    expect(markDraft(result('SKIPPED'))).toMatchObject({ verdict: 'SKIPPED', skipped_reason: 'draft' });
    expect(markDraft(result('FAIL'))).toMatchObject({ verdict: 'FAIL' });
    expect(markDraft(result('FAIL')).skipped_reason).toBeUndefined();
  });
});

describe('reuseVerdict (a merge-queue entry on its pull request’s verdict)', () => {
  const gateOnly = (verdict: CriticResult['verdict']): CriticResult => ({
    gate_passed: verdict !== 'FAIL' && verdict !== 'SKIPPED',
    schema_valid: true,
    gate: [],
    criteria: [],
    score: 0,
    verdict,
    feedback_for_worker: 'x',
    stats: { model: 'm', llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 0 },
    ...(verdict === 'SKIPPED' ? { _critic_status: 'skipped' as const } : {}),
  });

  it('turns the gate-only SKIPPED into the reused PASS with its score', () => {
    const r = reuseVerdict(gateOnly('SKIPPED'), REUSE);
    expect(r).toMatchObject({
      verdict: 'PASS',
      gate_passed: true,
      score: 0.9,
      reused_verdict: { pull: 7, head_sha: HEAD, review_url: 'u' },
    });
    expect(r._critic_status).toBeUndefined();
  });

  it('routes the reused PASS to approve, not where the gate-only SKIPPED was routed (escalate)', () => {
    const r = reuseVerdict({ ...gateOnly('SKIPPED'), route: 'escalate' }, REUSE);
    expect(r).toMatchObject({ verdict: 'PASS', route: 'approve' });
    // No route where the run had none (no attempt limit given).
    expect(reuseVerdict(gateOnly('SKIPPED'), REUSE)).not.toHaveProperty('route');
  });

  it('keeps what the entry earned itself: a gate FAIL or a RETRY is never a reused PASS', () => {
    expect(reuseVerdict(gateOnly('FAIL'), REUSE).verdict).toBe('FAIL');
    expect(reuseVerdict(gateOnly('RETRY'), REUSE).verdict).toBe('RETRY');
  });

  it('keeps a SKIPPED whose deterministic assertion the entry fails: no reused PASS over an unmet check', () => {
    const unmet = {
      ...gateOnly('SKIPPED'),
      criteria: [
        {
          id: 'no-debugger',
          assertion: 'No debugger',
          met: false,
          critical: false,
          source: 'check' as const,
          evidence: 'src/a.ts:2',
          fix: 'remove it',
        },
      ],
    } as CriticResult;
    expect(reuseVerdict(unmet, REUSE)).toMatchObject({ verdict: 'SKIPPED', _critic_status: 'skipped' });
    expect(reuseVerdict(unmet, REUSE).reused_verdict).toBeUndefined();
  });
});

describe('finalize: the rules in their one order', () => {
  it('names the rules in the order they apply', () => {
    expect(FINAL_RULES.map(([name]) => name)).toEqual(['attempt limit', 'human override', 'draft, gate only', 'merge-queue reuse']);
  });

  it('changes nothing without facts', () => {
    for (const verdict of ['PASS', 'RETRY', 'FAIL', 'SKIPPED'] as const) {
      expect(finalize(result(verdict), {})).toEqual({ result: result(verdict), escalated: false });
    }
  });

  it('the attempt limit: a RETRY on the last attempt is a FAIL for a person, and says it escalated', () => {
    const last = finalize(result('RETRY'), { attempt: { number: 3, max: 3 } });
    expect(last).toEqual({
      result: { ...result('RETRY'), verdict: 'FAIL', route: 'escalate', attempt: { number: 3, max: 3 } },
      escalated: true,
    });
    const early = finalize(result('RETRY'), { attempt: { number: 2, max: 3 } });
    expect(early).toEqual({ result: { ...result('RETRY'), route: 'rework', attempt: { number: 2, max: 3 } }, escalated: false });
    // A FAIL was already a person's: it escalates without being an escalation of a RETRY.
    expect(finalize(result('FAIL'), { attempt: { number: 3, max: 3 } }).escalated).toBe(false);
  });

  it('an override applies after the attempt limit: the RETRY at the limit is overridden to PASS, and is no escalation (no needs-human label on a PASS)', () => {
    const out = finalize(result('RETRY'), { attempt: { number: 3, max: 3 }, override: { ...OVERRIDE, original_verdict: 'RETRY' } });
    expect(out.result).toMatchObject({ verdict: 'PASS', route: 'approve', attempt: { number: 3, max: 3 } });
    expect(out.escalated).toBe(false);
  });

  it('the twin: the RETRY at the limit with no override is a FAIL that escalated', () => {
    const out = finalize(result('RETRY'), { attempt: { number: 3, max: 3 } });
    expect(out.result).toMatchObject({ verdict: 'FAIL', route: 'escalate' });
    expect(out.escalated).toBe(true);
  });

  it('a later rule that leaves the escalated FAIL as it was keeps it escalated: a reuse does not turn a FAIL into a PASS', () => {
    const out = finalize(result('RETRY'), { attempt: { number: 3, max: 3 }, reuse: REUSE });
    expect(out.result.verdict).toBe('FAIL');
    expect(out.escalated).toBe(true);
  });

  it('an overridden draft is an override, not a draft', () => {
    const out = finalize(result('SKIPPED'), { override: { ...OVERRIDE, original_verdict: 'SKIPPED' }, draft: true });
    expect(out.result.verdict).toBe('PASS');
    expect(out.result.skipped_reason).toBeUndefined();
    expect(finalize(result('SKIPPED'), { draft: true }).result.skipped_reason).toBe('draft');
  });

  it('the reuse applies to the gate as the entry ran it: a gate FAIL at the limit stays FAIL', () => {
    expect(finalize(result('FAIL'), { attempt: { number: 1, max: 1 }, reuse: REUSE }).result.verdict).toBe('FAIL');
    expect(finalize(result('SKIPPED'), { reuse: REUSE }).result).toMatchObject({ verdict: 'PASS', score: 0.9 });
  });

  it('refuses attempt numbers that are not whole and positive', () => {
    expect(() => limitAttempts(result('PASS'), { number: 0, max: 4 })).toThrow(/attempt must be a whole number/);
    expect(() => limitAttempts(result('PASS'), { number: 1, max: 1.5 })).toThrow(/max_attempts/);
  });

  it('no rule turns a run that could not judge into a verdict: an override, a draft or a reuse leaves the error as it was', () => {
    const error = errorResult('the checks cannot judge as configured: python 3.12 needed', null, { category: 'toolchain' });
    const facts = [
      { override: { ...OVERRIDE, original_verdict: 'FAIL' as const } },
      { draft: true },
      { reuse: REUSE },
      { attempt: { number: 4, max: 4 } },
    ];
    for (const f of facts) {
      const out = finalize(error, f);
      expect(out.result).toEqual(error);
      expect(out.escalated).toBe(false);
    }
  });

  it('a run that could not judge is FAIL with the error, never a pass', () => {
    expect(errorResult('the judge is down', 'm')).toMatchObject({
      verdict: 'FAIL',
      _critic_status: 'error',
      error: 'the judge is down',
      score: 0,
      stats: { model: 'm', llm_calls: 0 },
    });
  });
});

describe('only core/ writes a verdict', () => {
  const SRC = join(import.meta.dirname, '../../../src');
  async function sources(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((e) =>
        e.isDirectory() ? sources(join(dir, e.name)) : Promise.resolve(e.name.endsWith('.ts') ? [join(dir, e.name)] : []),
      ),
    );
    return nested.flat();
  }

  it('no module outside core/ (and the contract’s types) sets a verdict to a literal', async () => {
    const setters: string[] = [];
    for (const file of await sources(SRC)) {
      const path = relative(SRC, file).split('\\').join('/');
      if (path.startsWith('core/') || path.startsWith('contract/')) continue;
      const text = await readFile(file, 'utf8');
      text.split('\n').forEach((line, i) => {
        if (/\bverdict: '(PASS|RETRY|FAIL|SKIPPED)'/.test(line)) setters.push(`${path}:${i + 1}`);
      });
    }
    expect(setters).toEqual([]);
  });
});
