import { BrowserRefusedError, INSTALL_HINT, NoBrowserError } from '../checks/browser-runtime.js';
import type { CheckContext } from '../checks/define.js';
import { JudgeError, type MaterialFile } from '../judge/types.js';
import type { Line } from '../subject/types.js';
import { errorMessage } from '../errors/message.js';
import { DEFAULT_BROWSER_TIMEOUT_SECONDS, DEFAULT_VIEWPORT } from '../checks/browser-runtime.js';
import { pagePath } from '../core/plan.js';
import { materialRefusal, type MaterialTripwires } from '../tripwires/material.js';

/**
 * The rendered pages assertions name, as material: each page's visible text after loading,
 * then its console log, one numbered line each, under `page:<page>`. Evidence is verified against
 * these lines like against any file. A page that cannot be opened at all (no browser, not in the
 * tree) is a failure to judge, never material the judge guesses about; so is a page whose text
 * trips the tripwires (`tripwires` is the config's level: no gate check reads this text).
 */
export async function pageMaterial(
  ctx: CheckContext,
  pages: readonly string[],
  tripwires: MaterialTripwires = 'warn',
): Promise<MaterialFile[]> {
  const material: MaterialFile[] = [];
  for (const page of pages) {
    if ((await ctx.headBytes(page)) === undefined) throw new JudgeError(`the page ${page} an assertion names is not in the head tree`);
    let browser;
    try {
      if (ctx.browser === undefined) throw new NoBrowserError('this run was given none');
      browser = await ctx.browser.browser();
    } catch (e) {
      if (e instanceof BrowserRefusedError) throw new JudgeError(`cannot show the judge the rendered page ${page}: ${e.message}`);
      const why = e instanceof NoBrowserError ? e.message : errorMessage(e);
      throw new JudgeError(`cannot show the judge the rendered page ${page}: ${why}. ${INSTALL_HINT}`);
    }
    const visit = await browser.visit({
      page,
      steps: [],
      viewport: DEFAULT_VIEWPORT,
      timeoutMs: DEFAULT_BROWSER_TIMEOUT_SECONDS * 1000,
      read: (p) => ctx.headBytes(p),
      canvas: false,
    });
    const text: string[] = [];
    if (visit.timedOut) text.push(`(the page did not finish loading within ${DEFAULT_BROWSER_TIMEOUT_SECONDS} s)`);
    else if (visit.problem !== undefined) text.push(`(the page could not be shown: ${visit.problem})`);
    text.push(
      ...visit.text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== ''),
    );
    if (visit.console.length > 0) {
      text.push('--- console ---');
      for (const m of visit.console) text.push(`[${m.type}]${m.where ? ` ${m.where}:` : ''} ${m.text.split('\n')[0] ?? ''}`);
    }
    const lines: Line[] = text.map((t, i) => ({ n: i + 1, text: t }));
    const refusal = materialRefusal(pagePath(page), lines, tripwires);
    if (refusal !== undefined) throw new JudgeError(refusal);
    material.push({ path: pagePath(page), lines, ...(visit.before ? { image: visit.before } : {}) });
  }
  return material;
}
