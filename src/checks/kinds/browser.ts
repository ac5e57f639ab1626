import * as z from '../../contract/zod.js';
import {
  BrowserRefusedError,
  DEFAULT_BROWSER_TIMEOUT_SECONDS,
  DEFAULT_VIEWPORT,
  INSTALL_HINT,
  NoBrowserError,
  type BrowserRuntime,
  type Sourced,
  type Step,
  type Visit,
} from '../browser-runtime.js';
import { fail, notRun, pass, type Artifact, type CheckOutcome } from '../../contract/outcome.js';
import type { Location } from '../../contract/location.js';
import { errorMessage } from '../../errors/message.js';
import { defineCheck, excerpt, type CheckContext } from '../define.js';

export const REQUIREMENTS = ['no-console-errors', 'no-page-errors', 'no-failed-requests', 'canvas-drawn', 'changes-on-input'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];
export const DEFAULT_REQUIRE: readonly Requirement[] = ['no-console-errors', 'no-page-errors', 'no-failed-requests'];

function stepSchema() {
  const selector = z.string().check(z.minLength(1));
  return z.union([
    z.strictObject({ click: selector.check(z.describe('CSS or Playwright selector to click')) }),
    z.strictObject({ press: z.string().check(z.minLength(1), z.describe('Key to press, e.g. ArrowRight, Space, Enter')) }),
    z.strictObject({
      type: z.string().check(z.describe('Text to type')),
      into: selector.check(z.describe('Selector of the field typed into')),
    }),
    z.strictObject({ wait: z.int().check(z.gte(0), z.lte(600_000), z.describe('Milliseconds to wait')) }),
    z.strictObject({ 'wait-for': selector.check(z.describe('Selector to wait for until it is visible')) }),
  ]);
}

/** How many of one kind of finding the evidence lists before it summarises the rest. */
const LISTED = 8;

export const browser = defineCheck({
  kind: 'browser',
  shape: () => ({
    page: z.string().check(z.minLength(1), z.describe('The page to open, a path in the head tree, e.g. index.html')),
    steps: z
      .optional(z.array(stepSchema()))
      .check(z.describe('What to do on the page after it loaded: click, press, type … into, wait, wait-for')),
    require: z
      .optional(z.array(z.enum(REQUIREMENTS)).check(z.minLength(1)))
      .check(z.describe('What must hold; default no-console-errors, no-page-errors, no-failed-requests')),
    viewport: z.optional(z.strictObject({ width: z.int().check(z.gte(100), z.lte(8192)), height: z.int().check(z.gte(100), z.lte(8192)) })),
    timeout_seconds: z
      .optional(z.number().check(z.positive(), z.lte(600)))
      .check(z.describe('Time limit for loading the page and playing the steps (default 30)')),
  }),
  defaultScope: 'tree',
  reads: 'page',
  appliesToText: false,
  actsOnMachine: true,
  description:
    'Opens a page of the head tree in headless Chromium, plays steps, and requires no errors, a drawn canvas or a reaction to input.',
  // Without steps there is no input to react to: the requirement could never be met.
  options: (spec) =>
    spec.require?.includes('changes-on-input') && (spec.steps ?? []).length === 0
      ? [
          {
            field: 'require',
            message: 'changes-on-input needs `steps` to play (e.g. a click or a key press); add steps, or drop changes-on-input',
          },
        ]
      : [],
  examples: {
    failing: [
      {
        title: 'a page whose script throws',
        check: { kind: 'browser', page: 'index.html' },
        files: {
          'index.html':
            '<!doctype html>\n<html><head><title>Tally</title></head>\n<body><h1>Tally</h1>\n<script src="app.js"></script>\n</body></html>\n',
          'app.js': 'document.querySelector("#count").textContent = "0";\n',
        },
        says: "uncaught page error: app.js:1: TypeError: Cannot set properties of null (setting 'textContent')",
      },
    ],
    passing: [
      {
        title: 'a page that loads cleanly',
        check: { kind: 'browser', page: 'index.html' },
        files: {
          'index.html':
            '<!doctype html>\n<html><head><title>Tally</title></head>\n<body><h1>Tally</h1><p id="count"></p>\n<script src="app.js"></script>\n</body></html>\n',
          'app.js': 'document.querySelector("#count").textContent = "0";\n',
        },
        says: 'index.html: loaded, 2 requests, no console errors, no page errors, no failed requests',
      },
    ],
  },
  async run(spec, ctx) {
    const require = spec.require ?? DEFAULT_REQUIRE;
    const steps: readonly Step[] = spec.steps ?? [];
    if ((await ctx.headBytes(spec.page)) === undefined) {
      return fail(`${spec.page}: not in the head tree`, spec.message ?? `Add ${spec.page}, or point \`page\` at the page to open`);
    }
    const runtime = ctx.browser;
    if (runtime === undefined) return fail(`no browser to open ${spec.page}: this run was given none`, INSTALL_HINT);
    let launched;
    try {
      launched = await runtime.browser();
    } catch (e) {
      // Not run, and so not passed: the gate fails closed, and the message names the setting.
      if (e instanceof BrowserRefusedError) return notRun(`not run: ${e.message}`, e.message);
      const what =
        e instanceof NoBrowserError ? `no browser to open ${spec.page}: ${e.message}` : `the browser did not start: ${errorMessage(e)}`;
      return fail(what, INSTALL_HINT);
    }
    const timeoutSeconds = spec.timeout_seconds ?? DEFAULT_BROWSER_TIMEOUT_SECONDS;
    const visit = await launched.visit({
      page: spec.page,
      steps,
      viewport: spec.viewport ?? DEFAULT_VIEWPORT,
      timeoutMs: timeoutSeconds * 1000,
      read: (p) => ctx.headBytes(p),
      canvas: require.includes('canvas-drawn'),
    });
    const artifacts = await saveScreenshots(visit, runtime);
    return {
      ...(await judgeVisit(visit, require, steps.length, timeoutSeconds, ctx, spec.message)),
      ...(artifacts.length > 0 ? { artifacts } : {}),
    };
  },
});

async function saveScreenshots(visit: Visit, runtime: BrowserRuntime): Promise<Artifact[]> {
  const artifacts: Artifact[] = [];
  for (const [shot, when] of [
    [visit.before, 'before'],
    [visit.after, 'after'],
  ] as const) {
    if (!shot) continue;
    const path = await runtime.artifactPath(`${visit.page}-${when}.png`);
    // node:fs/promises is loaded here, not imported: a run without a browser check never pays for it.
    await process.getBuiltinModule('node:fs/promises').writeFile(path, shot);
    artifacts.push({ path, kind: 'screenshot' });
  }
  return artifacts;
}

const listed = <T>(items: readonly T[], show: (item: T) => string): string => {
  const shown = items.slice(0, LISTED).map(show);
  return items.length > LISTED ? `${shown.join('; ')}; and ${items.length - LISTED} more` : shown.join('; ');
};

const sourcedText = (s: Sourced): string => (s.where ? `${s.where}: ${excerpt(s.text)}` : excerpt(s.text));

/** Pass or fail of one visit against what the config requires, with everything seen as evidence. */
async function judgeVisit(
  visit: Visit,
  require: readonly Requirement[],
  stepCount: number,
  timeoutSeconds: number,
  ctx: CheckContext,
  message: string | undefined,
): Promise<CheckOutcome> {
  const failures: string[] = [];
  const fixes: string[] = [];
  const wants = (r: Requirement): boolean => require.includes(r);
  if (visit.timedOut) {
    failures.push(`${visit.page} did not finish within ${timeoutSeconds} s (stuck ${visit.phase})`);
    fixes.push(`Make ${visit.page} load and respond within ${timeoutSeconds} s (a loop that never yields to the browser hangs the page)`);
  } else if (visit.problem !== undefined) {
    failures.push(`${visit.page}: ${visit.problem}${visit.phase !== 'done' ? ` (while ${visit.phase})` : ''}`);
    fixes.push(
      visit.crashed ? `Keep ${visit.page} from crashing the browser tab` : `Make ${visit.page} load and every step find its target`,
    );
  }
  if (wants('no-page-errors') && visit.pageErrors.length > 0) {
    failures.push(`uncaught page error${visit.pageErrors.length > 1 ? 's' : ''}: ${listed(visit.pageErrors, sourcedText)}`);
    fixes.push('Fix the uncaught errors');
  }
  if (wants('no-console-errors') && visit.consoleErrors.length > 0) {
    failures.push(`console error${visit.consoleErrors.length > 1 ? 's' : ''}: ${listed(visit.consoleErrors, sourcedText)}`);
    fixes.push('Fix what logs errors to the console');
  }
  if (wants('no-failed-requests') && visit.failedRequests.length > 0) {
    const show = listed(visit.failedRequests, (r) => `${r.url} → ${r.status ?? r.error ?? 'failed'}`);
    failures.push(`failed request${visit.failedRequests.length > 1 ? 's' : ''}: ${show}`);
    fixes.push('Add the missing files or fix their paths');
  }
  const finished = !visit.timedOut && visit.problem === undefined;
  if (wants('canvas-drawn') && finished) {
    const c = visit.canvas;
    if (!c || c.count === 0) failures.push(`${visit.page}: no canvas on the page`);
    else if (c.drawn === 0)
      failures.push(
        `${visit.page}: the canvas stays blank (${c.count} canvas${c.count > 1 ? 'es' : ''}, one colour${c.unreadable > 0 ? `, ${c.unreadable} unreadable` : ''})`,
      );
    if (!c || c.drawn === 0) fixes.push('Draw the first frame on the canvas when the page loads');
  }
  if (wants('changes-on-input') && finished && visit.before && visit.after && visit.before.equals(visit.after)) {
    failures.push(`${visit.page}: the screen did not change after ${stepCount} step${stepCount > 1 ? 's' : ''}`);
    fixes.push('Make the page react to the input the steps give');
  }
  const location = await locationOf([...visit.pageErrors, ...visit.consoleErrors], ctx);
  if (failures.length > 0) return fail(failures.join('; '), message ?? fixes.join('; '), location);
  const seen = [
    `${visit.page}: loaded`,
    `${visit.requests} request${visit.requests === 1 ? '' : 's'}`,
    ...(wants('no-console-errors') ? ['no console errors'] : []),
    ...(wants('no-page-errors') ? ['no page errors'] : []),
    ...(wants('no-failed-requests') ? ['no failed requests'] : []),
    ...(wants('canvas-drawn') && visit.canvas ? [`canvas drawn (${visit.canvas.drawn} of ${visit.canvas.count})`] : []),
    ...(stepCount > 0 ? [`${stepCount} step${stepCount > 1 ? 's' : ''} played`] : []),
    ...(wants('changes-on-input') ? ['the screen changed'] : []),
  ];
  return pass(seen.join(', '));
}

/** The first error on a line of the tree, with that line as the quote, for annotations and inline comments. */
async function locationOf(errors: readonly Sourced[], ctx: CheckContext): Promise<Location | undefined> {
  for (const e of errors) {
    if (e.path === undefined || e.line === undefined) continue;
    const file = await ctx.read(e.path);
    const line = file?.lines.find((l) => l.n === e.line);
    if (line) return { path: e.path, line: e.line, quote: line.text.trim() };
  }
  return undefined;
}
