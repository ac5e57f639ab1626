import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import type { CanvasReport, Sourced, Step, Visit, VisitOptions } from '../checks/browser-runtime.js';
import { routeTree, TREE_ORIGIN } from './serve.js';

class Deadline extends Error {}

/**
 * Focus rings are hidden in screenshots: a key press after a click rings the clicked button,
 * a change of the screen that no game logic made (the caret is hidden by default).
 */
const SCREENSHOT_STYLE = '*:focus, *:focus-visible { outline: none !important; }';

/** Time a closing context gets before the run moves on; the runtime kills the browser at the end anyway. */
const CONTEXT_CLOSE_GRACE_MS = 3000;

const stepName = (s: Step): string => {
  if ('click' in s) return `click ${s.click}`;
  if ('press' in s) return `press ${s.press}`;
  if ('type' in s) return `type into ${s.into}`;
  if ('wait' in s) return `wait ${s.wait} ms`;
  return `wait-for ${s['wait-for']}`;
};

/**
 * Opens one page of the tree in a fresh browser context: answers its requests from the tree, loads the page, takes a
 * screenshot, plays the steps, takes another. Never throws for what the page does; the context is closed however the visit ends, at the latest at `timeoutMs`.
 */
export async function visitPage(browser: Browser, o: VisitOptions): Promise<Visit> {
  const visit: Visit = {
    page: o.page,
    phase: 'starting',
    loaded: false,
    timedOut: false,
    crashed: false,
    console: [],
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    requests: 0,
    stepsRun: 0,
    text: '',
  };
  let context: BrowserContext | undefined;
  let timer: NodeJS.Timeout | undefined;
  const started = Date.now();
  const remaining = (): number => Math.max(1, o.timeoutMs - (Date.now() - started));
  const sourced = (url: string | undefined, line: number | undefined, text: string): Sourced => {
    const path = url?.startsWith(TREE_ORIGIN) ? decodeURIComponent(url.slice(TREE_ORIGIN.length).split(/[?#]/)[0] ?? '') : undefined;
    const where = path !== undefined ? (line !== undefined ? `${path}:${line}` : path) : url || undefined;
    return { text, where, path, line: path !== undefined ? line : undefined };
  };
  try {
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Deadline()), o.timeoutMs);
    });
    // The deadline has no handler of its own until the race below; it must not count as unhandled.
    deadline.catch(() => undefined);
    const run = async (): Promise<void> => {
      visit.phase = 'opening the browser';
      context = await browser.newContext({ viewport: o.viewport, serviceWorkers: 'block' });
      // The page reaches nothing but the tree: whatever else it asks for is aborted and named.
      const outside = new Set<string>();
      await routeTree(context, o.read, (url) => {
        if (url.startsWith('ws')) visit.failedRequests.push({ url, error: 'blocked: outside the tree' });
        else outside.add(url);
      });
      const page = await context.newPage();
      page.on('console', (m: ConsoleMessage) => {
        const loc = m.location();
        // A failed load is reported "at" the resource itself, whose line means nothing.
        const line = loc.url && !m.text().startsWith('Failed to load resource') ? loc.lineNumber + 1 : undefined;
        const entry = { type: m.type(), ...sourced(loc.url, line, m.text()) };
        visit.console.push(entry);
        if (m.type() === 'error') visit.consoleErrors.push(entry);
      });
      page.on('pageerror', (e) => {
        const frame = firstFrame(e.stack ?? '', TREE_ORIGIN);
        visit.pageErrors.push(sourced(frame?.url, frame?.line, `${e.name}: ${e.message}`));
        visit.console.push({ type: 'pageerror', ...sourced(frame?.url, frame?.line, `${e.name}: ${e.message}`) });
      });
      page.on('request', () => visit.requests++);
      page.on('requestfailed', (r) => {
        const error = outside.has(r.url()) ? 'blocked: outside the tree' : (r.failure()?.errorText ?? 'failed');
        visit.failedRequests.push({ url: sourced(r.url(), undefined, '').where ?? r.url(), error });
      });
      page.on('response', (r) => {
        if (r.status() >= 400) visit.failedRequests.push({ url: sourced(r.url(), undefined, '').where ?? r.url(), status: r.status() });
      });
      page.on('crash', () => {
        visit.crashed = true;
      });
      visit.phase = `loading ${o.page}`;
      const response = await page.goto(TREE_ORIGIN + o.page.split('/').map(encodeURIComponent).join('/'), {
        waitUntil: 'load',
        timeout: remaining(),
      });
      if (!response || !response.ok()) {
        visit.problem = `${o.page} answered ${response ? response.status() : 'nothing'}`;
        return;
      }
      visit.loaded = true;
      await settle(page);
      visit.phase = 'reading the page';
      visit.text = await page.evaluate<string>("document.body ? document.body.innerText : ''");
      visit.phase = 'taking the first screenshot';
      visit.before = await page.screenshot({ type: 'png', style: SCREENSHOT_STYLE, timeout: remaining() });
      for (const step of o.steps) {
        visit.phase = `step ${visit.stepsRun + 1} (${stepName(step)})`;
        await playStep(page, step, remaining);
        visit.stepsRun++;
      }
      // The pointer left over a clicked button would show its hover style: a change no input caused.
      if (o.steps.some((st) => 'click' in st || 'into' in st)) await page.mouse.move(0, 0);
      await settle(page);
      if (o.steps.length > 0) {
        visit.phase = 'taking the screenshot after the steps';
        visit.after = await page.screenshot({ type: 'png', style: SCREENSHOT_STYLE, timeout: remaining() });
      }
      if (o.canvas) {
        visit.phase = 'reading the canvases';
        visit.canvas = await page.evaluate<CanvasReport>(MEASURE_CANVASES);
      }
      visit.phase = 'done';
    };
    await Promise.race([run(), deadline]);
  } catch (e) {
    if (e instanceof Deadline) visit.timedOut = true;
    else if (visit.crashed) visit.problem = 'the page crashed the renderer';
    else visit.problem = firstLine(e instanceof Error ? e.message : String(e));
    if (!visit.timedOut && /Timeout \d+ms exceeded/.test(visit.problem ?? '')) visit.timedOut = true;
  } finally {
    clearTimeout(timer);
    if (context) {
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        context.close().catch(() => undefined),
        new Promise<void>((r) => (grace = setTimeout(r, CONTEXT_CLOSE_GRACE_MS))),
      ]);
      clearTimeout(grace);
    }
  }
  return visit;
}

const firstLine = (s: string): string => (s.split('\n')[0] ?? '').trim();

/** Lets the page paint: two animation frames after the load (a game's first frame is drawn in one). */
async function settle(page: Page): Promise<void> {
  // A page whose main thread never yields hangs here: the visit's deadline ends it.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))');
}

async function playStep(page: Page, step: Step, remaining: () => number): Promise<void> {
  if ('click' in step) await page.click(step.click, { timeout: remaining() });
  else if ('press' in step) await page.keyboard.press(step.press);
  else if ('type' in step) {
    await page.click(step.into, { timeout: remaining() });
    await page.keyboard.type(step.type);
  } else if ('wait' in step) await page.waitForTimeout(Math.min(step.wait, remaining()));
  else await page.waitForSelector(step['wait-for'], { state: 'visible', timeout: remaining() });
}

/** The first stack frame on the served tree: `at f (https://tree.critic-gate.invalid/game.js:12:5)`. */
export function firstFrame(stack: string, origin: string): { url: string; line: number } | undefined {
  for (const m of stack.matchAll(/(https?:\/\/[^\s()]+?):(\d+):(\d+)/g)) {
    if (m[1]!.startsWith(origin)) return { url: m[1]!, line: Number(m[2]) };
  }
  return undefined;
}

/**
 * Runs in the page (as source: the project has no DOM types): whether each canvas holds more
 * than one colour. A 2D or WebGL canvas is copied onto a scratch 2D canvas and read whole, so a
 * game's first frame is seen whatever context it draws with.
 */
const MEASURE_CANVASES = `(() => {
  const canvases = Array.from(document.querySelectorAll('canvas'));
  let drawn = 0;
  let unreadable = 0;
  for (const c of canvases) {
    if (c.width === 0 || c.height === 0) continue;
    try {
      const scratch = document.createElement('canvas');
      scratch.width = c.width;
      scratch.height = c.height;
      const g = scratch.getContext('2d');
      if (!g) { unreadable++; continue; }
      g.drawImage(c, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      for (let i = 4; i < d.length; i += 4) {
        if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2] || d[i + 3] !== d[3]) { drawn++; break; }
      }
    } catch {
      unreadable++;
    }
  }
  return { count: canvases.length, drawn, unreadable };
})()`;
