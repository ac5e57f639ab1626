/** The pure part of the PR review: marker, attempts, inline planning, body, escalation. */
import { describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import {
  MAX_INLINE_COMMENTS,
  NEEDS_HUMAN_LABEL,
  SAFE_BODY_CHARS,
  attemptNumber,
  blobLinker,
  escalate,
  findingKeysIn,
  reviewProblemsOf,
  isCriticGateReview,
  isSuperseded,
  parseMarker,
  planInlineComments,
  renderMarker,
  reviewBody,
  supersededBody,
  withMarker,
  type ExistingComment,
  type MarkerData,
} from '../../../src/review/index.js';
import { passResult } from '../../support/sample-results.js';
import { AT, FILES, HEAD, OTHER_HEADS, failedCheck, failedGate, retryWithFindings, unmet } from '../../support/review-samples.js';

const MARKER: MarkerData = { head: HEAD, verdict: 'RETRY', score: 0.5, attempt: 2, findings: ['0123456789abcdef', 'fedcba9876543210'] };
const review = (head: string, extra: Partial<MarkerData> = {}) => ({
  body: `report\n\n${renderMarker({ ...MARKER, head, ...extra })}\n`,
  commit_id: head,
});
const lastLine = (body: string) => body.trimEnd().split('\n').pop() ?? '';

describe('marker', () => {
  it('round-trips through a body, read back from the last line', () => {
    const body = reviewBody(passResult, { ...AT, attempt: 3 });
    expect(lastLine(body)).toMatch(/^<!-- critic-gate:v1 \{.*\} -->$/);
    expect(parseMarker(body)).toEqual({
      head: HEAD,
      verdict: 'PASS',
      score: 1,
      attempt: 3,
      findings: [],
      head_sha: HEAD,
      // The quoted evidence of the met LLM criterion, for a merge-queue entry to verify again.
      quotes: [{ path: 'src/http.ts', line: 42, quote: 'if (res.status === 404) { return null; }' }],
    });
    expect(parseMarker(renderMarker(MARKER))).toEqual(MARKER);
  });

  it('survives text edited in before it, CRLF line ends included', () => {
    const edited = `Edited by a maintainer.\r\n\r\n${renderMarker(MARKER)}\r\n\r\n`;
    expect(parseMarker(edited)).toEqual(MARKER);
  });

  it('counts only a marker that ends the body: one followed by anything, or quoted earlier, is not ours', () => {
    const older = renderMarker({ ...MARKER, attempt: 1, head: OTHER_HEADS[0]! });
    expect(parseMarker(`${older}\n${renderMarker(MARKER)}\n`)).toEqual(MARKER);
    expect(parseMarker(`${renderMarker(MARKER)}\n\nP.S. see above`)).toBeUndefined();
    expect(parseMarker(`${older}\n${renderMarker(MARKER)}\n<!-- critic-gate:v1 {broken -->`)).toBeUndefined();
    // The attack of issue 23: a forged marker, then an unclosed opener that swallows ours.
    expect(parseMarker(`${older}<!-- critic-gate:v1 x.ts\n${renderMarker(MARKER)}\n`)).toEqual(MARKER);
    expect(parseMarker(`report ${older} more report\n`)).toBeUndefined();
  });

  it('cannot be closed early by what it carries', () => {
    const tricky = { ...MARKER, head: 'abc --> <b>x</b> & y' };
    const text = renderMarker(tricky);
    expect(text.indexOf('-->')).toBe(text.length - 3);
    expect(text.slice(4, -3)).not.toMatch(/[<>&]/);
    expect(parseMarker(`${text}`)).toEqual(tricky);
  });

  it('reads garbage as undefined and never throws', () => {
    const garbage: unknown[] = [
      undefined,
      null,
      42,
      {},
      [],
      '',
      'no marker here',
      '<!-- critic-gate:v1 -->',
      '<!-- critic-gate:v1 {"head":"abc" -->',
      '<!-- critic-gate:v1 {"head":"abc","verdict":"MAYBE","score":0.5,"attempt":1} -->',
      '<!-- critic-gate:v1 {"head":"abc","verdict":"PASS","score":2,"attempt":1} -->',
      '<!-- critic-gate:v1 {"head":"abc","verdict":"PASS","score":1,"attempt":0} -->',
      '<!-- critic-gate:v1 {"verdict":"PASS","score":1,"attempt":1} -->',
      '<!-- critic-gate:v1 null -->',
      '<!-- critic-gate:v1 ["head"] -->',
      '<!-- critic-gate:v2 {"head":"abc","verdict":"PASS","score":1,"attempt":1} -->',
      '<!-- critic-gate:finding 0123456789abcdef -->',
      `<!-- critic-gate:v1 ${'{'.repeat(50_000)} -->`,
      '<!-- critic-gate:v1 {"head":"abc","verdict":"PASS","score":1,"attempt":1}',
    ];
    for (const body of garbage) {
      expect(() => parseMarker(body)).not.toThrow();
      expect(parseMarker(body)).toBeUndefined();
      expect(isCriticGateReview({ body: body as string })).toBe(false);
    }
  });

  it('fills in missing finding keys and ignores unknown fields (a newer writer)', () => {
    const body = '<!-- critic-gate:v1 {"head":"abc","verdict":"FAIL","score":0,"attempt":1,"later":true} -->';
    expect(parseMarker(body)).toEqual({ head: 'abc', verdict: 'FAIL', score: 0, attempt: 1, findings: [] });
  });

  it('tells critic-gate reviews from others', () => {
    expect(isCriticGateReview(review(HEAD))).toBe(true);
    expect(isCriticGateReview({ body: 'LGTM', commit_id: HEAD })).toBe(false);
    expect(isCriticGateReview({ body: null, commit_id: null })).toBe(false);
  });
});

describe('attemptNumber', () => {
  it('is 1 on a pull request without earlier critic-gate reviews', () => {
    expect(attemptNumber([], HEAD)).toBe(1);
    expect(attemptNumber([{ body: 'Nice!', commit_id: OTHER_HEADS[0] }], HEAD)).toBe(1);
  });

  it('does not count re-runs on the same head', () => {
    expect(attemptNumber([review(HEAD), review(HEAD)], HEAD)).toBe(1);
    expect(attemptNumber([review(OTHER_HEADS[0]!), review(OTHER_HEADS[0]!)], HEAD)).toBe(2);
  });

  it('counts three other heads as attempt 4, ignoring other reviews, garbage and SHA case', () => {
    const [a, b, c] = OTHER_HEADS as [string, string, string];
    const reviews = [
      review(a),
      review(a.toUpperCase()),
      { body: 'Please fix', commit_id: b },
      review(b),
      review(HEAD),
      { body: '<!-- critic-gate:v1 {oops -->', commit_id: HEAD },
      review(c),
      review(HEAD.toUpperCase()),
    ];
    expect(attemptNumber(reviews, HEAD)).toBe(4);
  });

  it('still counts a review that was superseded', () => {
    const old = review(OTHER_HEADS[0]!);
    const superseded = { ...old, body: supersededBody('https://github.com/o/r/pull/7#pullrequestreview-9', parseMarker(old.body)) };
    expect(attemptNumber([superseded, review(HEAD)], HEAD)).toBe(2);
  });
});

describe('findings', () => {
  it('are the failed checks and the unmet criteria, with keys stable across calls', () => {
    const ids = reviewProblemsOf(retryWithFindings).map((f) => f.id);
    expect(ids).toEqual(['errors', 'naming', 'outside', 'logo', 'tests']);
    expect(reviewProblemsOf(failedGate).map((f) => [f.id, f.kind, f.blocking])).toEqual([
      ['no-log', 'gate', true],
      ['readme', 'gate', true],
      ['lint', 'gate', true],
    ]);
    expect(reviewProblemsOf(retryWithFindings).map((f) => f.key)).toEqual(
      reviewProblemsOf(structuredClone(retryWithFindings)).map((f) => f.key),
    );
  });

  it('change key when the place or the text changes', () => {
    const key = (r: CriticResult) => reviewProblemsOf(r)[0]!.key;
    const base: CriticResult = { ...retryWithFindings, criteria: [unmet('x', { location: { path: 'src/a.ts', line: 3, quote: 'q' } })] };
    const moved: CriticResult = { ...base, criteria: [unmet('x', { location: { path: 'src/a.ts', line: 4, quote: 'q' } })] };
    const reworded: CriticResult = {
      ...base,
      criteria: [unmet('x', { location: { path: 'src/a.ts', line: 3, quote: 'q' }, fix: 'other' })],
    };
    const requoted: CriticResult = { ...base, criteria: [unmet('x', { location: { path: 'src/a.ts', line: 3, quote: 'other quote' } })] };
    expect(new Set([key(base), key(moved), key(reworded)]).size).toBe(3);
    expect(key(requoted)).toBe(key(base));
  });
});

describe('planInlineComments', () => {
  it('comments only on commentable lines; the rest goes to the body with the reason', () => {
    const plan = planInlineComments(retryWithFindings, FILES, [], HEAD);
    expect(plan.comments.map((c) => [c.path, c.line, c.side])).toEqual([
      ['src/a.ts', 3, 'RIGHT'],
      ['src/a.ts', 21, 'RIGHT'],
    ]);
    expect(plan.elsewhere.map((e) => [e.finding.id, e.reason])).toEqual([
      ['logo', 'not-in-diff'],
      ['outside', 'not-in-diff'],
      ['tests', 'no-location'],
    ]);
    expect(plan.repeated).toEqual([]);
    expect(plan.comments[0]!.body).toMatchSnapshot();
  });

  it('an unmet criterion with nothing observed beyond its place still shows the line it cited (issue 38 part 6)', () => {
    const quote = 'except HTTPError: pass';
    const result: CriticResult = {
      ...retryWithFindings,
      criteria: [unmet('errors', { evidence: 'src/a.ts:3', location: { path: 'src/a.ts', line: 3, quote } })],
    };
    const [comment] = planInlineComments(result, FILES, [], HEAD).comments;
    expect(comment!.body).toContain(`**Cited:** \`${quote}\``);
  });

  it('an advisory criterion (spec §15) is a warning inline: ⚠️, not blocking, with why it is advisory', () => {
    const reason = 'the judge read 1/2 of its examples as expected: ex/met.ts (expected met, judged unmet)';
    const result: CriticResult = {
      ...retryWithFindings,
      criteria: [
        unmet('errors', {
          critical: true,
          location: { path: 'src/a.ts', line: 3, quote: 'except HTTPError: pass' },
          advisory: { reason, examples: [] },
        }),
      ],
    };
    expect(
      reviewProblemsOf(result)
        .filter((f) => f.kind === 'criterion')
        .map((f) => [f.id, f.blocking, f.tag]),
    ).toEqual([['errors', false, 'critical, advisory']]);
    const [comment] = planInlineComments(result, FILES, [], HEAD).comments;
    expect(comment!.body).toMatch(/^\*\*⚠️ critic-gate · criterion `errors` \(critical, advisory\)\*\*/);
    expect(comment!.body).toContain(`**Advisory in this run:** ${reason}`);
  });

  it('puts gate and critical findings first, then path and line, stable for ties', () => {
    const result: CriticResult = {
      ...retryWithFindings,
      gate: [failedCheck('g-late', { location: { path: 'src/a.ts', line: 22, quote: '' } })],
      criteria: [
        unmet('plain-readme', { location: { path: 'README.md', line: 1, quote: '' } }),
        unmet('plain-a1', { location: { path: 'src/a.ts', line: 1, quote: '' } }),
        unmet('plain-a1-again', { location: { path: 'src/a.ts', line: 1, quote: '' } }),
        unmet('crit-a2', { critical: true, location: { path: 'src/a.ts', line: 2, quote: '' } }),
      ],
    };
    const ids = planInlineComments(result, FILES, [], HEAD).comments.map((c) => /`([^`]+)`/.exec(c.body)?.[1]);
    expect(ids).toEqual(['crit-a2', 'g-late', 'plain-readme', 'plain-a1', 'plain-a1-again']);
  });

  it(`posts at most ${MAX_INLINE_COMMENTS} comments and lists the overflow in the body, keeping the blocking ones`, () => {
    const criteria = Array.from({ length: 34 }, (_, i) =>
      unmet(`c${i}`, { location: { path: 'src/a.ts', line: [1, 2, 3, 21, 22][i % 5]!, quote: '' } }),
    );
    const gate = [failedCheck('late-gate', { location: { path: 'README.md', line: 2, quote: '' } })];
    const plan = planInlineComments({ ...retryWithFindings, gate, criteria }, FILES, [], HEAD);
    expect(plan.comments).toHaveLength(MAX_INLINE_COMMENTS);
    expect(plan.comments[0]!.body).toContain('`late-gate`');
    expect(plan.elsewhere).toHaveLength(5);
    expect(plan.elsewhere.every((e) => e.reason === 'over-cap')).toBe(true);
  });

  it('does not repeat a finding an earlier run already commented on the same line', () => {
    const first = planInlineComments(retryWithFindings, FILES, [], HEAD);
    const existing: ExistingComment[] = first.comments.map((c, i) => ({
      ...c,
      commit_id: OTHER_HEADS[0],
      original_line: c.line,
      html_url: `https://github.com/o/r/pull/7#discussion_r${i}`,
    }));
    const again = planInlineComments(retryWithFindings, FILES, existing, HEAD);
    expect(again.comments).toEqual([]);
    expect(again.repeated.map((r) => [r.finding.id, r.url])).toEqual([
      ['errors', 'https://github.com/o/r/pull/7#discussion_r0'],
      ['naming', 'https://github.com/o/r/pull/7#discussion_r1'],
    ]);
    expect(again.elsewhere).toEqual(first.elsewhere);
  });

  it('repeats a finding whose earlier comment is elsewhere, outdated or unmarked', () => {
    const first = planInlineComments(retryWithFindings, FILES, [], HEAD).comments[0]!;
    const variants: ExistingComment[] = [
      { ...first, line: 2 }, // another line
      { ...first, path: 'README.md' }, // another file
      { ...first, line: null, original_line: first.line, commit_id: OTHER_HEADS[0] }, // outdated
      { ...first, body: 'critic-gate said: Handle the error' }, // a person's comment without the key
      { ...first, body: null },
    ];
    for (const v of variants) {
      expect(planInlineComments(retryWithFindings, FILES, [v], HEAD).comments.map((c) => c.line)).toEqual([3, 21]);
    }
    // Made on this very head, a comment without `line` still sits on its original line.
    const onHead = { ...first, line: null, original_line: first.line, commit_id: HEAD };
    expect(planInlineComments(retryWithFindings, FILES, [onHead], HEAD).comments.map((c) => c.line)).toEqual([21]);
  });

  it('posts the same finding listed twice only once', () => {
    const twice = unmet('dup', { location: { path: 'src/a.ts', line: 3, quote: '' } });
    const plan = planInlineComments({ ...retryWithFindings, criteria: [twice, twice] }, FILES, [], HEAD);
    expect(plan.comments).toHaveLength(1);
    expect(findingKeysIn(plan.comments[0]!.body)).toEqual([reviewProblemsOf({ ...retryWithFindings, criteria: [twice] })[0]!.key]);
  });

  it('escapes untrusted text: no HTML, no mentions', () => {
    const withTests = {
      ...retryWithFindings,
      criteria: [unmet('t', { location: { path: 'src/a.ts', line: 1, quote: '' }, fix: '<img src=x onerror=alert(1)> @octocat' })],
    };
    const body = planInlineComments(withTests, FILES, [], HEAD).comments[0]!.body;
    expect(body).not.toMatch(/<img|@octocat/);
    expect(body).toContain('&lt;img');
  });
});

describe('reviewBody', () => {
  it("names the model and its digest (as `ollama list` shortens it) in the footer, from the verdict's receipt", () => {
    const footer = (r: CriticResult): string => {
      const body = reviewBody(r, { ...AT, attempt: 1 });
      return body.slice(body.lastIndexOf('<sub>'));
    };
    expect(footer(retryWithFindings)).toMatch(/^<sub>.* · model qwen2\.5-coder:7b \(digest dae161e27b0e\)<\/sub>/);
    const noDigest = { ...retryWithFindings, receipt: { ...retryWithFindings.receipt!, digest: null } };
    expect(footer(noDigest)).toContain('model qwen2.5-coder:7b (no digest reported by the server)');
    // No model answered: no model to name.
    const unasked = { ...retryWithFindings, receipt: { ...retryWithFindings.receipt!, calls: [], no_model_call: 'judge-off' as const } };
    expect(footer(unasked)).not.toContain('model qwen2.5-coder:7b (');
  });

  it('PASS: verdict first, marker last', () => {
    const body = reviewBody(passResult, { ...AT, attempt: 1 });
    expect(body.startsWith('## ✅ critic-gate: PASS · score 1.00')).toBe(true);
    expect(body).toContain('(https://github.com/octo-org/widgets/blob/' + HEAD + '/src/http.ts#L42)');
    expect(body).toMatchSnapshot();
  });

  it('RETRY: inline findings stay out of the body list, the others are listed with links and reasons', () => {
    const plan = planInlineComments(retryWithFindings, FILES, [], HEAD);
    const body = reviewBody(retryWithFindings, { ...AT, attempt: 2, commented: plan.commented, elsewhere: plan.elsewhere });
    const section = body.slice(body.indexOf('### Not on a changed line'), body.indexOf('<sub>'));
    expect(body).not.toContain('Findings outside the diff');
    expect(section).toContain(`[src/a.ts:10](https://github.com/octo-org/widgets/blob/${HEAD}/src/a.ts#L10)`);
    // Commented inline: one line under "On changed lines", its fix said in the comment only.
    expect(section).not.toContain('naming');
    expect(body).toContain('### On changed lines');
    expect(body).not.toContain('Rename ctx to context');
    expect(body).not.toMatch(/<script>|@octocat/);
    expect(parseMarker(body)?.findings).toEqual(reviewProblemsOf(retryWithFindings).map((f) => f.key));
    expect(body).toMatchSnapshot();
  });

  it('RETRY re-run: says which unchanged findings are not commented again', () => {
    const first = planInlineComments(retryWithFindings, FILES, [], HEAD);
    const existing = first.comments.map((c) => ({ ...c, html_url: 'https://github.com/o/r/pull/7#discussion_r1' }));
    const again = planInlineComments(retryWithFindings, FILES, existing, HEAD);
    const body = reviewBody(retryWithFindings, { ...AT, attempt: 2, elsewhere: again.elsewhere, repeated: again.repeated });
    expect(body).toContain(
      '2 unchanged findings were already commented on in an earlier run and are not repeated: [errors at src/a.ts:3](https://github.com/o/r/pull/7#discussion_r1)',
    );
  });

  it('FAIL gate', () => {
    const plan = planInlineComments(failedGate, FILES, [], HEAD);
    expect(plan.comments.map((c) => c.line)).toEqual([2]);
    const body = reviewBody(failedGate, { ...AT, attempt: 1, commented: plan.commented, elsewhere: plan.elsewhere });
    expect(parseMarker(body)).toMatchObject({ verdict: 'FAIL', score: 0, attempt: 1 });
    expect(body).toMatchSnapshot();
  });

  it('escalation: the note under the headline, FAIL in the marker', () => {
    const esc = escalate(retryWithFindings, 4, 4);
    const plan = planInlineComments(esc.result, FILES, [], HEAD);
    const body = reviewBody(esc.result, { ...AT, attempt: 4, notes: esc.notes, commented: plan.commented, elsewhere: plan.elsewhere });
    expect(body.split('\n').slice(0, 5).join('\n')).toContain(
      'Attempt 4 of 4 still needs rework: escalated to a human (label critic-gate:needs-human)',
    );
    expect(parseMarker(body)).toMatchObject({ verdict: 'FAIL', attempt: 4 });
    expect(body).toMatchSnapshot();
  });

  it('cuts a long body with a visible note and keeps the marker whole', () => {
    const body = reviewBody(retryWithFindings, { ...AT, attempt: 2, maxChars: 1343 });
    expect(body.length).toBeLessThanOrEqual(1343);
    expect(body).toMatch(/… \(report cut: \d+ characters not shown; see the job summary \/ result file\)/);
    expect(parseMarker(body)).toEqual(parseMarker(reviewBody(retryWithFindings, { ...AT, attempt: 2 })));
    expect(body).toMatchSnapshot();
  });

  it('cuts a huge report under GitHub’s limit, counting what it left out, and closes an open code fence', () => {
    const criteria = Array.from({ length: 400 }, (_, i) => unmet(`c${i}`, { fix: `${'long fix text '.repeat(20)}${i}` }));
    const huge: CriticResult = { ...retryWithFindings, criteria, feedback_for_worker: 'line\n'.repeat(40_000) };
    const full = reviewBody(huge, { ...AT, attempt: 1, maxChars: 10_000_000 });
    const body = reviewBody(huge, { ...AT, attempt: 1 });
    expect(body.length).toBeLessThanOrEqual(SAFE_BODY_CHARS);
    expect(lastLine(body)).toBe(lastLine(full));
    expect(parseMarker(body)?.findings).toHaveLength(200);
    const cutCount = Number(/report cut: (\d+) characters/.exec(body)?.[1]);
    const kept = body.slice(0, body.indexOf('\n…'));
    // What was kept plus what was counted as cut is the whole report (less the fence we closed).
    expect(kept.replace(/```\n$/, '').length + cutCount).toBe(full.length - lastLine(full).length - 2);
    expect((kept.match(/^```/gm) ?? []).length % 2).toBe(0);
  });
});

describe('withMarker', () => {
  it('closes a code fence the cut fell inside, before the note', () => {
    const report = `## title\n\n\`\`\`\n${'output line\n'.repeat(200)}\`\`\`\n`;
    const body = withMarker(report, renderMarker(MARKER), 1_000);
    expect(body.length).toBeLessThanOrEqual(1_000);
    expect(body).toContain('output line\n```\n\n… (report cut:');
  });
  it('cuts one huge line mid-line without splitting an emoji', () => {
    const marker = renderMarker(MARKER);
    const report = `## title\n${'😀'.repeat(5_000)}\n`;
    for (const max of [2_000, 2_001, 2_002]) {
      const body = withMarker(report, marker, max);
      expect(body.length).toBeLessThanOrEqual(max);
      expect(body).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
      expect(body.endsWith(`${marker}\n`)).toBe(true);
    }
  });
});

describe('supersededBody', () => {
  it('points at the new review and keeps the old marker', () => {
    const body = supersededBody('https://github.com/octo-org/widgets/pull/7#pullrequestreview-12', MARKER);
    expect(body).toBe(
      `_Superseded by [a newer critic-gate review](https://github.com/octo-org/widgets/pull/7#pullrequestreview-12): this report is out of date._\n\n${renderMarker(MARKER)}\n`,
    );
    expect(parseMarker(body)).toEqual(MARKER);
  });

  it('does not link anything but http(s)', () => {
    expect(supersededBody('javascript:alert(1)', undefined)).toBe(
      '_Superseded by a newer critic-gate review: this report is out of date._\n',
    );
  });
});

describe('isSuperseded', () => {
  it('recognises what supersededBody wrote, with or without the old marker', () => {
    expect(isSuperseded(supersededBody('https://github.com/octo-org/widgets/pull/7#pullrequestreview-12', MARKER))).toBe(true);
    expect(isSuperseded(supersededBody('javascript:alert(1)', undefined))).toBe(true);
  });

  it('is false for a live review, a body that only mentions it, and no body', () => {
    expect(isSuperseded(review(HEAD).body)).toBe(false);
    expect(isSuperseded(`Note.\n${supersededBody('https://github.com/o/r/pull/1', MARKER)}`)).toBe(false);
    expect(isSuperseded('')).toBe(false);
    expect(isSuperseded(null)).toBe(false);
    expect(isSuperseded(undefined)).toBe(false);
  });
});

describe('escalate', () => {
  it('turns a RETRY on the last attempt into FAIL for a human, changing nothing else', () => {
    const esc = escalate(retryWithFindings, 4, 4);
    expect(esc.result).toEqual({ ...retryWithFindings, verdict: 'FAIL', route: 'escalate', attempt: { number: 4, max: 4 } });
    expect(esc.labels).toEqual([NEEDS_HUMAN_LABEL]);
    expect(esc.notes).toEqual(['Attempt 4 of 4 still needs rework: escalated to a human (label critic-gate:needs-human)']);
    expect(escalate(retryWithFindings, 6, 4).result.verdict).toBe('FAIL');
  });

  it('routes by the spec: rework with attempts left, approve on PASS, escalate FAIL and SKIPPED without the label', () => {
    const cases: Array<[CriticResult['verdict'], number, string, CriticResult['verdict']]> = [
      ['RETRY', 3, 'rework', 'RETRY'],
      ['PASS', 4, 'approve', 'PASS'],
      ['FAIL', 1, 'escalate', 'FAIL'],
      ['SKIPPED', 1, 'escalate', 'SKIPPED'],
    ];
    for (const [verdict, attempt, route, after] of cases) {
      const esc = escalate({ ...retryWithFindings, verdict }, attempt, 4);
      expect([esc.result.route, esc.result.verdict, esc.labels, esc.notes]).toEqual([route, after, [], []]);
      expect(esc.result.score).toBe(retryWithFindings.score);
    }
  });

  it('refuses attempt numbers that are not whole and positive', () => {
    expect(() => escalate(passResult, 0, 4)).toThrow(/attempt must be a whole number/);
    expect(() => escalate(passResult, 1, 1.5)).toThrow(/max_attempts/);
  });
});

describe('blobLinker', () => {
  it('encodes each path segment', () => {
    const link = blobLinker({ ...AT, serverUrl: 'https://ghe.example.com/' });
    expect(link('docs/a b#c?.md', 7)).toBe(`https://ghe.example.com/octo-org/widgets/blob/${HEAD}/docs/a%20b%23c%3F.md#L7`);
  });
});
