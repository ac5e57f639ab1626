/**
 * The `browser` check against a real headless Chromium (Debian's `chromium`, installed by
 * .ci/run). One browser serves every case of this file: launching is the slow part.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserRuntime, type BrowserRuntime } from '../../../src/browser/runtime.js';
import { CheckSpecSchema } from '../../../src/checks/registry.js';
import type { CheckOutcome } from '../../../src/contract/outcome.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import {
  ALL_REQUIREMENTS,
  blankCanvasGame,
  deafGame,
  greetingForm,
  GAME_STEPS,
  missingAssetGame,
  PNG_SIGNATURE,
  throwingGame,
  workingGame,
} from '../../support/browser-pages.js';

let dir: string;
let runtime: BrowserRuntime;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'critic-gate-browser-'));
  runtime = browserRuntime({ artifactsDir: join(dir, 'artifacts') });
});
afterAll(async () => {
  await runtime.close();
  await rm(dir, { recursive: true, force: true });
});

const check = (files: Record<string, string>, spec: Record<string, unknown> = {}): Promise<CheckOutcome> =>
  runSpec(
    { kind: 'browser', page: 'index.html', steps: GAME_STEPS, require: ALL_REQUIREMENTS, ...spec },
    memoryContext(allAdded(files), { browser: runtime }),
  );

describe('browser check on a canvas game', () => {
  it('passes a game that loads cleanly, draws and reacts to input, with before and after screenshots', async () => {
    const o = await check(workingGame());
    expect(o.evidence).toContain('index.html: loaded');
    expect(o.status).toBe('pass');
    expect(o.evidence).toContain('canvas drawn (1 of 1)');
    expect(o.evidence).toContain('the screen changed');
    expect(o.artifacts?.map((a) => a.kind)).toEqual(['screenshot', 'screenshot']);
    for (const a of o.artifacts ?? []) {
      expect(a.path.startsWith(join(dir, 'artifacts'))).toBe(true);
      const png = await readFile(a.path);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // IHDR holds the viewport's size.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 720]);
    }
    expect(o.artifacts?.[0]?.path).toMatch(/index\.html-before\.png$/);
    expect(o.artifacts?.[1]?.path).toMatch(/index\.html-after\.png$/);
  });

  it('fails a game that throws in its loop, naming the file and line', async () => {
    const o = await check(throwingGame());
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/uncaught page error: game\.js:11: TypeError: Cannot read properties of undefined \(reading 'move'\)/);
    expect(o.location).toEqual({ path: 'game.js', line: 11, quote: 'if (++frames === 3) state.player.move();' });
    expect(o.fix).toContain('Fix the uncaught errors');
  });

  it('fails a page with a missing asset, naming the request and its status', async () => {
    const o = await check(missingAssetGame());
    expect(o.status).toBe('fail');
    expect(o.evidence).toContain('failed request: assets/player.png → 404');
    // Chromium also reports the failed load on the console.
    expect(o.evidence).toMatch(/console error: assets\/player\.png: Failed to load resource: .*404/);
  });

  it('names the file and line of a console error', async () => {
    const o = await check(
      { ...workingGame(), 'game.js': `${workingGame()['game.js']}console.error('level data missing');\n` },
      { require: ['no-console-errors'] },
    );
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('console error: game.js:17: level data missing');
    expect(o.location).toEqual({ path: 'game.js', line: 17, quote: "console.error('level data missing');" });
  });

  it('fails a game whose canvas stays blank', async () => {
    const o = await check(blankCanvasGame(), { require: ['canvas-drawn'] });
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('index.html: the canvas stays blank (1 canvas, one colour)');
    expect(o.fix).toBe('Draw the first frame on the canvas when the page loads');
  });

  it('fails a game that ignores input', async () => {
    const o = await check(deafGame());
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('index.html: the screen did not change after 3 steps');
  });

  // A step whose target never appears waits out its time limit: test/e2e/browser/limits.test.ts.

  it('fails a page that is not in the tree without opening anything', async () => {
    const o = await check(workingGame(), { page: 'start.html' });
    expect(o).toMatchObject({ status: 'fail', evidence: 'start.html: not in the head tree' });
  });

  it('treats changes-on-input without steps as a config problem, found before any browser opens', () => {
    const parsed = CheckSpecSchema.safeParse({ kind: 'browser', page: 'index.html', steps: [], require: ALL_REQUIREMENTS });
    expect(parsed.error?.issues).toMatchObject([{ path: ['require'], message: expect.stringContaining('changes-on-input needs `steps`') }]);
  });

  it('serves only the tree: a request outside it is a failed request', async () => {
    const files = { ...workingGame(), 'index.html': workingGame()['index.html']!.replace('game.js', '../../etc/passwd') };
    const o = await check(files, { steps: [], require: ['no-failed-requests'] });
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/etc\/passwd → 404/);
  });
});

// A wait-for whose element never shows waits out its whole time limit: it runs beside the other
// waits of that kind in limits.test.ts.
describe('browser check steps: type and wait-for', () => {
  const form = (steps: unknown[], spec: Record<string, unknown> = {}): Promise<CheckOutcome> =>
    check(greetingForm(), { steps, require: ['no-console-errors', 'no-page-errors', 'canvas-drawn', 'changes-on-input'], ...spec });

  it('types into the field and waits for the element the input makes visible', async () => {
    const o = await form([{ type: 'critic', into: '#name' }, { 'wait-for': '#greeting' }]);
    expect(o.evidence).toContain('canvas drawn (1 of 1)');
    expect(o.evidence).toContain('the screen changed');
    expect(o.status).toBe('pass');
  });
});

describe('browser check without a browser', () => {
  it('fails with the install hint, never a pass', async () => {
    const none = browserRuntime({ env: { PATH: dir } });
    try {
      const o = await runSpec({ kind: 'browser', page: 'index.html' }, memoryContext(allAdded(workingGame()), { browser: none }));
      expect(o.status).toBe('fail');
      expect(o.evidence).toMatch(/^no browser to open index\.html: no Chromium or Chrome found/);
      expect(o.fix).toMatch(/apt-get install -y chromium/);
    } finally {
      await none.close();
    }
  });

  it('names a browser-path that is not executable', async () => {
    const bad = browserRuntime({ executablePath: join(dir, 'no-such-chrome'), env: { PATH: '' } });
    try {
      const o = await runSpec({ kind: 'browser', page: 'index.html' }, memoryContext(allAdded(workingGame()), { browser: bad }));
      expect(o.evidence).toContain(`browser-path names ${join(dir, 'no-such-chrome')}, which is not an executable file`);
    } finally {
      await bad.close();
    }
  });

  it('is not run, never passed, when the run may open no page, and says which setting allows it', async () => {
    const refused = browserRuntime({
      refused: 'refused on pull_request_target; set allow-commands: true-i-understand-pull-request-target',
    });
    try {
      const o = await runSpec({ kind: 'browser', page: 'index.html' }, memoryContext(allAdded(workingGame()), { browser: refused }));
      expect(o).toMatchObject({ status: 'not-run', evidence: expect.stringMatching(/^not run: refused on pull_request_target/) });
      expect(o.fix).toContain('allow-commands: true-i-understand-pull-request-target');
    } finally {
      await refused.close();
    }
  });
});
