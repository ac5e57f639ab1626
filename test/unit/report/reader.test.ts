/**
 * Spec §13 in every rendering: an unmet criterion shows what the judge observed and where beside
 * its fix; a check's every failing place is listed with its column; an error is headed ERROR, not
 * FAIL, says its cause once and where to fix it; annotations follow the step.
 */
import { describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { annotationsOf } from '../../../src/report/annotations.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { renderSarif } from '../../../src/report/sarif.js';
import { renderTerminal } from '../../../src/report/terminal.js';
import { sarifProblems } from '../../support/sarif.js';
import { planInlineComments, reviewBody } from '../../../src/review/index.js';
import type { ChangedFile } from '../../../src/subject/types.js';
import { HEAD, brokenConfig, manyUnparsable, ollamaDown, realisticFail, swallowed, twoUnparsable } from '../../support/reader-samples.js';

const occurrences = (text: string, part: string): number => text.split(part).length - 1;
const text = (r: CriticResult) => renderTerminal(r, { color: false });
const md = (r: CriticResult) => renderMarkdown(r);
const withCriteria = (criteria: CriticResult['criteria']): CriticResult => ({ ...realisticFail, gate: [], criteria });

describe('an unmet criterion shows its evidence beside the fix', () => {
  const r = withCriteria([swallowed]);
  for (const [name, render] of [
    ['terminal', text],
    ['markdown', md],
  ] as const) {
    it(`in the ${name} report: observed, path:line, quote and fix`, () => {
      const out = render(r);
      expect(out).toContain('the catch block drops the error without logging or rethrowing it');
      expect(out).toContain('src/discount.ts:14');
      expect(out).toContain('} catch (e) {');
      expect(out).toContain('Log the error or rethrow it from the catch block');
    });
  }
  it('in the SARIF message and the annotation', () => {
    const sarif = renderSarif(r);
    const message = sarif.runs[0]!.results[0]!.message.text;
    expect(message).toContain('the catch block drops the error');
    expect(message).toContain('} catch (e) {');
    const [annotation] = annotationsOf(r);
    expect(annotation!.message).toContain('the catch block drops the error');
    expect(annotation).toMatchObject({ file: 'src/discount.ts', line: 14 });
  });
  it('a failed gate entry shows its message once', () => {
    const out = md({ ...realisticFail, gate: [{ ...twoUnparsable, findings: undefined, evidence: 'README.md: 12 bytes (need 200)' }] });
    expect(occurrences(out, '12 bytes (need 200)')).toBe(1);
    expect(occurrences(out, 'Make every changed file parse')).toBe(1);
  });
});

describe('every failing place of a check, with its column', () => {
  it('the terminal and markdown reports list both files as path:line:col with the tool message', () => {
    for (const out of [text(realisticFail), md(realisticFail)]) {
      expect(out).toContain('src/discount.ts:9:17');
      expect(out).toContain("',' expected");
      expect(out).toContain('src/settings.json:3:5');
      expect(out).toContain('Unexpected token } in JSON');
    }
  });
  it('the terminal says a single failing place on one line, and lists two or more', () => {
    const one = { ...twoUnparsable, findings: twoUnparsable.findings!.filter((f) => f.path === 'src/discount.ts') };
    const single = text({ ...realisticFail, gate: [one] }).split('\n');
    const line = single.find((l) => l.includes('failed at'))!;
    expect(line).toMatch(/failed at src\/discount\.ts:9:17 {2}',' expected$/);
    expect(single.filter((l) => l.includes('src/discount.ts:9:17'))).toHaveLength(1);
    expect(text({ ...realisticFail, gate: [twoUnparsable] })).toContain('failed at 2 places:');
  });
  it('the ones left out are counted', () => {
    const r = { ...realisticFail, gate: [manyUnparsable] };
    expect(text(r)).toContain('… and 7 more');
    expect(md(r)).toContain('… and 7 more');
  });
  it('one annotation per failing place, with its column', () => {
    const annotations = annotationsOf({ ...realisticFail, criteria: [] });
    expect(annotations.map((a) => [a.file, a.line, a.column])).toEqual([
      ['src/discount.ts', 9, 17],
      ['src/settings.json', 3, 5],
    ]);
    expect(annotations[0]!.message).toContain("',' expected");
    expect(annotations[0]!.message).not.toContain('Unexpected token');
  });
  it('one SARIF result per failing place, with startColumn, still valid SARIF', () => {
    const sarif = renderSarif({ ...realisticFail, criteria: [] });
    expect(sarifProblems(sarif)).toEqual([]);
    expect(
      sarif.runs[0]!.results.map((r) => {
        const region = r.locations![0]!.physicalLocation.region as { startLine: number; startColumn?: number };
        return [r.locations![0]!.physicalLocation.artifactLocation.uri, region.startLine, region.startColumn];
      }),
    ).toEqual([
      ['src/discount.ts', 9, 17],
      ['src/settings.json', 3, 5],
    ]);
  });
});

describe('two files failing one check are both named, with columns, in every format', () => {
  it('terminal, markdown, review body with inline comments, annotations and SARIF', () => {
    const r: CriticResult = { ...realisticFail, criteria: [] };
    const files: ChangedFile[] = [
      { path: 'src/discount.ts', status: 'modified', additions: 1, deletions: 0, binary: false, addedLines: [9], commentableLines: [9] },
    ];
    const plan = planInlineComments(r, files, [], HEAD);
    const review = [
      reviewBody(r, { owner: 'o', repo: 'r', headSha: HEAD, serverUrl: 'https://github.com', attempt: 1, commented: plan.commented }),
      ...plan.comments.map((c) => c.body),
    ].join('\n');
    const annotations = annotationsOf(r)
      .map((a) => `${a.file}:${a.line}:${a.column}`)
      .join('\n');
    const sarif = renderSarif(r)
      .runs[0]!.results.map((x) => {
        const { artifactLocation, region } = x.locations![0]!.physicalLocation;
        return `${artifactLocation.uri}:${region.startLine}:${(region as { startColumn?: number }).startColumn}`;
      })
      .join('\n');
    for (const [name, out] of Object.entries({ terminal: text(r), markdown: md(r), review, annotations, sarif })) {
      expect(out, name).toContain('src/discount.ts:9:17');
      expect(out, name).toContain('src/settings.json:3:5');
    }
  });
});

describe('an error is not a verdict for a reader', () => {
  for (const [name, render] of [
    ['terminal', text],
    ['markdown', md],
  ] as const) {
    it(`the ${name} report heads it ERROR — not judged, says the cause once and where to fix it`, () => {
      const out = render(ollamaDown);
      // Markdown shows the URL in a code span; the words around it are the same.
      expect(out.replace(/`/g, '')).toContain(`ERROR — not judged: ${ollamaDown.error}`);
      expect(out).not.toMatch(/FAIL/);
      expect(out).not.toContain('score 0.00');
      expect(occurrences(out, 'connection refused')).toBe(1);
      expect(out).toMatch(/runner/i);
    });
  }
  it('a broken config names its file and line as the place to fix', () => {
    const out = text(brokenConfig);
    expect(out).toContain('ERROR — not judged');
    expect(out).toMatch(/fix it in \.github\/critic-gate\.yml at line 7/i);
  });
  it('a real FAIL is still headed FAIL', () => {
    expect(text(realisticFail)).toContain('FAIL');
    expect(md(realisticFail)).toContain('critic-gate: FAIL');
    expect(text(realisticFail)).not.toContain('ERROR');
  });
});

describe('annotations follow the step', () => {
  it('are warnings when the verdict does not fail the step, errors when it does', () => {
    const retry: CriticResult = { ...withCriteria([swallowed]), verdict: 'RETRY' };
    expect(annotationsOf(retry, { failsStep: false }).map((a) => a.level)).toEqual(['warning']);
    expect(annotationsOf(retry, { failsStep: true }).map((a) => a.level)).toEqual(['error']);
  });
});
