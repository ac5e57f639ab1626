import { describe, expect, it } from 'vitest';
import { applyOverride, markDraft, parseOverrideCommand } from '../../../src/review/override.js';
import type { CriticResult } from '../../../src/contract/result.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';

describe('parseOverrideCommand', () => {
  it('reads the command on its own line: the full SHA and the reason', () => {
    expect(parseOverrideCommand(`Looked at it.\n/critic-gate override ${SHA}: the judge misread the test file\n`)).toEqual({
      kind: 'command',
      sha: SHA,
      reason: 'the judge misread the test file',
    });
    expect(parseOverrideCommand(`/critic-gate override ${SHA.toUpperCase()} : ok`)).toEqual({ kind: 'command', sha: SHA, reason: 'ok' });
  });

  it('no command in an ordinary comment, nor in a mention mid-sentence', () => {
    expect(parseOverrideCommand('LGTM')).toEqual({ kind: 'none' });
    expect(parseOverrideCommand(`you could write /critic-gate override ${SHA}: x`)).toEqual({ kind: 'none' });
  });

  it('a short SHA, no SHA, no reason: invalid, each saying why', () => {
    expect(parseOverrideCommand('/critic-gate override 0123456: flaky')).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('not a full 40-character'),
    });
    expect(parseOverrideCommand('/critic-gate override please')).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('names no head SHA'),
    });
    expect(parseOverrideCommand(`/critic-gate override ${SHA}`)).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('no reason'),
    });
    expect(parseOverrideCommand(`/critic-gate override ${SHA}:   `)).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('no reason'),
    });
  });

  it('a command only quoted (`>` or a code block) does not count, and says so', () => {
    const quoted = parseOverrideCommand(`> /critic-gate override ${SHA}: because\n\nShould I do this?`);
    expect(quoted).toMatchObject({ kind: 'invalid', problem: expect.stringContaining('only quotes') });
    expect(parseOverrideCommand(`\`\`\`\n/critic-gate override ${SHA}: because\n\`\`\``)).toMatchObject({ kind: 'invalid' });
    // The true positive beside a quote still counts.
    expect(parseOverrideCommand(`> earlier\n/critic-gate override ${SHA}: yes`)).toMatchObject({ kind: 'command', reason: 'yes' });
  });
});

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

describe('applyOverride and markDraft', () => {
  it('an override is a PASS that names who, why and the verdict it replaced', () => {
    const out = applyOverride(
      result('SKIPPED'),
      { by: 'maintainer', reason: 'false FAIL', comment_url: 'https://github.com/o/r/pull/7#issuecomment-1' },
      'FAIL',
    );
    expect(out).toMatchObject({ verdict: 'PASS', override: { by: 'maintainer', reason: 'false FAIL', original_verdict: 'FAIL' } });
    expect(out._critic_status).toBeUndefined();
  });

  it('a draft whose judge was skipped is SKIPPED with the reason draft; a gate FAIL stays FAIL', () => {
    expect(markDraft(result('SKIPPED'))).toMatchObject({ verdict: 'SKIPPED', skipped_reason: 'draft' });
    expect(markDraft(result('FAIL'))).toMatchObject({ verdict: 'FAIL' });
    expect(markDraft(result('FAIL')).skipped_reason).toBeUndefined();
  });
});
