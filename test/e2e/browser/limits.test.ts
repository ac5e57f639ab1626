/**
 * A page that hangs ends at its time limit, and the browser is gone afterwards: no process of
 * it survives the run, whatever the page did.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserRuntime, type BrowserRuntime } from '../../../src/browser/runtime.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { greetingForm, hangingOnStart, hangingPage, workingGame } from '../../support/browser-pages.js';

/** Pids whose command line carries the runtime's marker switch. */
async function processesOf(marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.split('\0').includes(marker)) found.push(pid);
  }
  return found;
}

let dir: string;
let runtime: BrowserRuntime;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'critic-gate-browser-limits-'));
  runtime = browserRuntime({ artifactsDir: dir });
});
afterAll(async () => {
  await runtime.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * The four waits run at once: each takes its whole time limit, and the visits are contexts of one
 * browser that know nothing of each other. The working game is served as continue.html so that its
 * screenshot does not take the name the endless step's test expects for its own.
 *
 * The two endless loops spin a core of the renderer for as long as their limit, taken from the
 * rest of the suite: the limits are as short as the visit before the hang needs on a loaded
 * machine (passed three times in a row under a load of 12–15 on two cores), not longer. At 15 s
 * and 45 s the two cost about 60 s of CPU, a sixth of the suite's.
 */
describe('a page that never finishes', () => {
  it.concurrent('fails a step whose target never appears, within the time limit, saying which step', async ({ expect }) => {
    const { 'index.html': page = '', ...rest } = workingGame();
    const files = { ...rest, 'continue.html': page };
    const o = await runSpec(
      { kind: 'browser', page: 'continue.html', steps: [{ click: '#continue' }], require: ['no-page-errors'], timeout_seconds: 15 },
      memoryContext(allAdded(files), { browser: runtime }),
    );
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/step 1 \(click #continue\)/);
  });

  it.concurrent('fails a wait-for whose element never shows at that step, naming it, after a type step', async ({ expect }) => {
    // The greeting appears only for the name "critic": typing another name leaves it hidden.
    const o = await runSpec(
      {
        kind: 'browser',
        page: 'index.html',
        steps: [{ type: 'someone else', into: '#name' }, { 'wait-for': '#greeting' }],
        timeout_seconds: 15,
      },
      memoryContext(allAdded(greetingForm()), { browser: runtime }),
    );
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/step 2 \(wait-for #greeting\)/);
  });

  it.concurrent('fails at timeout_seconds when the page loops forever while loading, saying where it was stuck', async ({ expect }) => {
    const o = await runSpec(
      // Only the page's load comes before the loop: a fresh context and a request the tree answers.
      { kind: 'browser', page: 'index.html', timeout_seconds: 5 },
      memoryContext(allAdded(hangingPage()), { browser: runtime }),
    );
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('index.html did not finish within 5 s (stuck loading index.html)');
    expect(o.fix).toMatch(/never yields/);
  });

  it.concurrent('fails at timeout_seconds when a step sends the page into an endless loop, with what was seen', async ({ expect }) => {
    const o = await runSpec(
      // Long enough for a loaded machine to take the first screenshot before the step that hangs
      // (it was 45 s after 15 s once failed under load, while the loop while loading spun beside it
      // for the same 15 s; that one spins 5 s now).
      { kind: 'browser', page: 'index.html', steps: [{ click: '#start' }, { press: 'ArrowRight' }], timeout_seconds: 15 },
      memoryContext(allAdded(hangingOnStart()), { browser: runtime }),
    );
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/^index\.html did not finish within 15 s \(stuck step [12] \((click #start|press ArrowRight)\)\)$/);
    // What was seen before it hung: the first screenshot.
    // (The tests beside it write the same page's screenshots to the same folder: a later one takes a `-2` name.)
    expect(o.artifacts?.map((a) => a.path)).toEqual([expect.stringMatching(new RegExp(`^${dir}/index\\.html-before(?:-\\d+)?\\.png$`))]);
  });

  it('leaves no browser process behind once the run is closed', async () => {
    expect((await processesOf(runtime.marker)).length).toBeGreaterThan(0);
    await runtime.close();
    expect(await processesOf(runtime.marker)).toEqual([]);
  });
});
