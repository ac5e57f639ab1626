/**
 * The review body as a reader sees it (issue 24.5): rendered as GitHub-flavoured markdown and laid
 * out by a real Chromium, then looked at. No markdown or HTML may show through as text, the
 * passing checks are folded, and every link points where its label says. With
 * CRITIC_GATE_REVIEW_SCREENSHOT set, the picture is kept there (docs/review.png is made so).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locateBrowser } from '../../../src/browser/locate.js';
import { CHROMIUM_ARGS } from '../../../src/browser/runtime.js';
import { planInlineComments, reviewBody } from '../../../src/review/index.js';
import type { ChangedFile } from '../../../src/subject/types.js';
import { BASE, HEAD, realisticFail } from '../../support/reader-samples.js';

const RUN_URL = 'https://github.com/octo-org/widgets/actions/runs/42';
const FILES: ChangedFile[] = [
  {
    path: 'src/discount.ts',
    status: 'modified',
    additions: 6,
    deletions: 0,
    binary: false,
    addedLines: [9, 10, 11, 12, 13, 14],
    commentableLines: [8, 9, 10, 11, 12, 13, 14],
  },
];

// GitHub keeps <details>, <summary>, <sub> and <br> and drops comments from view: so does a browser.
const gfmHtmlOf = (md: string): string => micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });

// Enough of GitHub's look for a screenshot a reader recognises; nothing the assertions rely on.
const PAGE_STYLE = `
body { margin: 0; background: #fff; font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; color: #1f2328; }
article { max-width: 860px; margin: 16px; padding: 16px 20px; border: 1px solid #d0d7de; border-radius: 6px; }
h2 { font-size: 1.5em; border-bottom: 1px solid #d8dee4; padding-bottom: .3em; margin-top: 0; }
h3 { font-size: 1.25em; }
code { background: rgba(175,184,193,.2); border-radius: 6px; padding: .2em .4em; font: 85% ui-monospace, "DejaVu Sans Mono", monospace; }
a { color: #0969da; text-decoration: none; }
table { border-collapse: collapse; margin-top: 8px; } th, td { border: 1px solid #d0d7de; padding: 6px 13px; }
sub { color: #59636e; }
`;

const page = (body: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_STYLE}</style></head><body><article>${body}</article></body></html>`;

describe('the review body in a real browser', () => {
  it('shows no raw markdown or HTML, folds the passing checks, and every link goes where its label says', async () => {
    const plan = planInlineComments(realisticFail, FILES, [], HEAD);
    const body = reviewBody(realisticFail, {
      owner: 'octo-org',
      repo: 'widgets',
      headSha: HEAD,
      serverUrl: 'https://github.com',
      attempt: 1,
      runUrl: RUN_URL,
      commented: plan.commented,
      elsewhere: plan.elsewhere,
      repeated: plan.repeated,
    });
    const dir = await mkdtemp(join(tmpdir(), 'critic-gate-review-html-'));
    const located = await locateBrowser(undefined, process.env);
    if ('problem' in located) throw new Error(located.problem);
    const browser = await chromium.launch({ executablePath: located.path, args: [...CHROMIUM_ARGS] });
    try {
      const file = join(dir, 'review.html');
      await writeFile(file, page(gfmHtmlOf(body)));
      const tab = await browser.newPage({ viewport: { width: 900, height: 700 } });
      const requests: string[] = [];
      tab.on('request', (r) => void (r.url().startsWith('file:') || requests.push(r.url())));
      await tab.goto(pathToFileURL(file).href);

      // What a reader sees, with the passing checks' details opened too: nothing of the markup.
      await tab.locator('details').evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')));
      const visible = await tab.locator('article').innerText();
      for (const raw of [
        '**',
        '](',
        '|---',
        '| |',
        '<details',
        '<summary',
        '<sub',
        '<br',
        '&lt;',
        '&gt;',
        '&amp;',
        '`',
        '\u200b',
        'critic-gate:v1',
      ]) {
        expect(visible, raw).not.toContain(raw);
      }
      expect(visible).not.toMatch(/^\s*(#{1,6} |- |\* )/m);
      expect(visible).toContain('critic-gate: FAIL · score 0.00');
      expect(visible).toContain('judged by qwen2.5-coder:7b in 5.6 s, 851 prompt tokens, 2 of 2 known-answer checks right');

      // The passing checks: one line, the details folded behind it.
      await tab.locator('details').evaluateAll((all) => all.forEach((d) => d.removeAttribute('open')));
      expect(await tab.locator('summary').allInnerTexts()).toEqual(['✅ 5 checks passed, 1 criterion met']);
      expect(await tab.locator('details table').isVisible()).toBe(false);
      expect(await tab.locator('details tr').count()).toBe(1 + 5 + 1);
      expect(await tab.locator('h3').allInnerTexts()).toEqual(['On changed lines', 'Not on a changed line']);

      // Every link: an absolute https address on the server, and the place its label names.
      const links = await tab
        .locator('a')
        .evaluateAll((all) => all.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
      expect(links.length).toBeGreaterThanOrEqual(5);
      for (const { text, href } of links) {
        expect(text.trim(), href).not.toBe('');
        const place = /^([\w./-]+):(\d+)(?::\d+)?$/.exec(text);
        if (place) expect(href).toBe(`https://github.com/octo-org/widgets/blob/${HEAD}/${place[1]}#L${place[2]}`);
        else if (text === 'workflow run') expect(href).toBe(RUN_URL);
        else
          expect([text, href]).toEqual([
            '.github/critic-gate.yml at the base',
            `https://github.com/octo-org/widgets/blob/${BASE}/.github/critic-gate.yml`,
          ]);
      }
      expect(links.map((l) => l.text)).toEqual(
        expect.arrayContaining(['src/discount.ts:9:17', 'src/discount.ts:14', 'src/settings.json:3:5', 'workflow run']),
      );
      // The page loads nothing from anywhere: no image, no script, no remote font.
      expect(requests).toEqual([]);
      expect(await tab.locator('img, script, iframe').count()).toBe(0);

      const shot = await tab.screenshot({ fullPage: true });
      expect(shot.subarray(1, 4).toString()).toBe('PNG');
      if (process.env['CRITIC_GATE_REVIEW_SCREENSHOT']) await writeFile(process.env['CRITIC_GATE_REVIEW_SCREENSHOT'], shot);
    } finally {
      await browser.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
