import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locateBrowser } from '../../../src/browser/locate.js';
import { CHROMIUM_ARGS } from '../../../src/browser/runtime.js';
import { summarise, type CaseOutcome } from '../../../src/eval/metrics.js';
import { renderEvalHtml } from '../../../src/eval/render.js';

/** Outcomes with a spread of latencies and every cell of the matrix filled. */
function outcomes(): CaseOutcome[] {
  return Array.from({ length: 40 }, (_, i) => ({
    id: `python/case-${i}/<b>${i % 2 ? 'met' : 'unmet'}</b>`,
    language: ['python', 'go', 'java'][i % 3]!,
    kind: i % 4 === 0 ? 'injection' : 'plain',
    met: i % 2 === 1,
    judgements: [
      {
        met: i % 7 === 0 ? null : i % 5 === 0 ? i % 2 === 0 : i % 2 === 1,
        latency_ms: 800 + ((i * 733) % 9000),
        prompt_tokens: 900,
        completion_tokens: 60,
        llm_calls: 1,
        // The model's words and the quoted material are a suite's and a model's text: shown, never run.
        evidence: `the handler <img src=x onerror="console.error('ran')"> returns early`,
        location: { path: 'src/<b>handler</b>.py', line: i + 1, quote: '<script>console.error("ran")</script>' },
      },
    ],
  }));
}

// The browser the product itself would use; none found fails the test (CI installs chromium).
describe('the eval HTML report in a real browser', () => {
  it('renders without console errors and shows the matrix and the latency chart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'critic-gate-eval-html-'));
    const located = await locateBrowser(undefined, process.env);
    if ('problem' in located) throw new Error(located.problem);
    const browser = await chromium.launch({ executablePath: located.path, args: [...CHROMIUM_ARGS] });
    try {
      const report = summarise(outcomes(), { suite: 'builtin', model: 'qwen2.5-coder:7b', suiteCases: 40, seeds: 1, partial: false });
      const file = join(dir, 'report.html');
      await writeFile(file, renderEvalHtml(report));
      const page = await browser.newPage({ viewport: { width: 1000, height: 1200 } });
      const problems: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
      page.on('pageerror', (e) => void problems.push(e.message));
      page.on('requestfailed', (r) => void problems.push(`${r.url()} failed`));
      await page.goto(pathToFileURL(file).href);
      const matrix = await page.locator('#confusion').boundingBox();
      const chart = await page.locator('#latency').boundingBox();
      expect(matrix!.width).toBeGreaterThan(100);
      expect(chart!.height).toBeGreaterThan(100);
      // Both lie inside the viewport the screenshot captures: the picture shows them, not just the page.
      for (const box of [matrix!, chart!]) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(1000);
        expect(box.y + box.height).toBeLessThanOrEqual(1200);
      }
      expect(await page.locator('#confusion td').allTextContents()).toEqual(
        [report.confusion.tp, report.confusion.fn, report.confusion.fp, report.confusion.tn].map(String),
      );
      expect(await page.locator('img, script').count()).toBe(0);
      expect(await page.locator('q').first().textContent()).toBe('<script>console.error("ran")</script>');
      expect(await page.locator('#latency rect').count()).toBe(20);
      // An id from a user's suite is shown as text, never as markup.
      expect(await page.locator('td b').count()).toBe(0);
      const shot = await page.screenshot({ path: join(dir, 'report.png') });
      expect(shot.subarray(1, 4).toString()).toBe('PNG');
      // The PNG's own header: the viewport, whole.
      expect([shot.readUInt32BE(16), shot.readUInt32BE(20)]).toEqual([1000, 1200]);
      expect(problems).toEqual([]);
      if (process.env['CRITIC_GATE_KEEP_SCREENSHOT']) await writeFile(process.env['CRITIC_GATE_KEEP_SCREENSHOT'], shot);
    } finally {
      await browser.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
