/**
 * A page under review can reach nothing but the tree it is given (issue 23): a hostile page tries
 * every way out to listeners on the runner's loopback (one of them standing in for the judge's
 * Ollama), and the browser's processes hold none of the runner's secrets in their environment.
 * The tests wait on the page's own "every attempt settled" element, never on a clock.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserProcessIds, browserRuntime, type BrowserRuntime } from '../../../src/browser/runtime.js';
import { workingBwrap } from '../../../src/commands/sandbox.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { hostilePage } from '../../support/hostile-page.js';
import { loopbackListeners, type LoopbackListeners } from '../../support/loopback-listeners.js';
import { PNG_SIGNATURE } from '../../support/browser-pages.js';

const TOKEN = `ghs_isolationSentinel${Date.now()}`;

let dir: string;
let runtime: BrowserRuntime;
let listeners: LoopbackListeners;
beforeAll(async () => {
  // The runner's environment as a workflow step sees it: the token is there to be inherited.
  process.env['GITHUB_TOKEN'] = TOKEN;
  dir = await mkdtemp(join(tmpdir(), 'critic-gate-isolation-'));
  // As the front ends start it: in a network namespace of its own where bubblewrap works (CI installs it).
  runtime = browserRuntime({ artifactsDir: dir, bwrap: () => workingBwrap(process.env) });
  listeners = await loopbackListeners();
});
afterAll(async () => {
  await runtime.close();
  await listeners?.close();
  await rm(dir, { recursive: true, force: true });
  delete process.env['GITHUB_TOKEN'];
});

describe('browser isolation', () => {
  it('lets a hostile page reach nothing on the runner, and reports its attempts as failed requests', async () => {
    const o = await runSpec(
      { kind: 'browser', page: 'index.html', steps: [{ 'wait-for': '#done' }], require: ['no-failed-requests'], timeout_seconds: 300 },
      memoryContext(allAdded(hostilePage(listeners.tcp, listeners.udp)), { browser: runtime }),
    );
    // Every attempt settled: the visit got as far as its step, so nothing was cut off early.
    expect(o.evidence).not.toMatch(/did not finish|while step/);
    expect(listeners.received).toEqual([]);
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/failed requests?: /);
    // Requests aimed at the runner's ports (one stands for the judge's) are named as outside the tree.
    // The list is in the order they failed, which load changes, so no one request is asked for by name.
    const listed = o.evidence
      .replace(/^failed requests?: /, '')
      .replace(/; and \d+ more$/, '')
      .split('; ');
    expect(listed.filter((r) => !/^\S+ → blocked: outside the tree$/.test(r))).toEqual([]);
    expect(listed.some((r) => r.includes(`127.0.0.1:${listeners.tcp[0]}/`))).toBe(true);
  }, 600_000);

  it('keeps the hostile page in even where bubblewrap cannot run: interception and flags alone', async () => {
    const bare = browserRuntime({ artifactsDir: dir });
    const own = await loopbackListeners();
    try {
      const o = await runSpec(
        { kind: 'browser', page: 'index.html', steps: [{ 'wait-for': '#done' }], require: ['no-failed-requests'], timeout_seconds: 300 },
        memoryContext(allAdded(hostilePage(own.tcp, own.udp)), { browser: bare }),
      );
      expect(o.evidence).not.toMatch(/did not finish|while step/);
      expect(own.received).toEqual([]);
      // The report lists the first requests in the order they failed (which a loaded machine
      // changes), then how many more: each one listed was blocked for leaving the tree.
      const listed = o.evidence
        .replace(/^failed requests: /, '')
        .replace(/; and \d+ more$/, '')
        .split('; ');
      expect(o.evidence).toMatch(/^failed requests: /);
      expect(listed.filter((r) => !/^\S+ → blocked: outside the tree$/.test(r))).toEqual([]);
      expect(listed.some((r) => r.includes(`127.0.0.1:${own.tcp[0]}/`))).toBe(true);
    } finally {
      await bare.close();
      await own.close();
    }
  }, 600_000);

  it("starts the browser without the runner's secrets: no process of it holds the token in its environment", async () => {
    const o = await runSpec(
      { kind: 'browser', page: 'index.html', steps: [], require: ['no-failed-requests'] },
      memoryContext(allAdded({ 'index.html': '<!doctype html><title>t</title><p>plain</p>' }), { browser: runtime }),
    );
    expect(o.status).toBe('pass');
    const pids = await browserProcessIds(runtime.marker);
    // The browser, its zygotes (which fork the renderers) and its helpers are alive until the run ends.
    expect(pids.length).toBeGreaterThan(1);
    const holders: string[] = [];
    for (const pid of pids) {
      const environ = await readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '');
      if (environ.includes(TOKEN))
        holders.push(`${pid}: ${(await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0')[0]}`);
    }
    expect(holders).toEqual([]);
  });

  it('still serves an honest page its own CSS, script and image from the tree, counting each request', async () => {
    const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    expect(pixel.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const files: Record<string, string | Uint8Array> = {
      'index.html':
        '<!doctype html><html><head><meta charset="utf-8"><title>Shop</title><link rel="stylesheet" href="css/site.css"></head>' +
        '<body><h1 id="title">Shop</h1><img id="logo" src="img/logo.png" alt="logo"><script src="js/app.js"></script></body></html>\n',
      'css/site.css': 'body { font-family: sans-serif; } h1 { color: rgb(200, 0, 0); }\n',
      'js/app.js':
        "const logo = document.getElementById('logo');\n" +
        "if (!logo.complete || logo.naturalWidth !== 1) logo.addEventListener('load', () => check());\nelse check();\n" +
        "function check() { if (getComputedStyle(document.getElementById('title')).color !== 'rgb(200, 0, 0)') console.error('stylesheet missing'); }\n" +
        "fetch('data/items.json').then((r) => r.json()).then((items) => { document.getElementById('title').textContent += ' (' + items.length + ')'; });\n",
      'data/items.json': '[1, 2, 3]\n',
      'img/logo.png': new Uint8Array(pixel),
    };
    const o = await runSpec(
      { kind: 'browser', page: 'index.html', steps: [{ 'wait-for': 'text=Shop (3)' }] },
      memoryContext(allAdded(files), { browser: runtime }),
    );
    expect(o.evidence).toContain('index.html: loaded, 5 requests, no console errors, no page errors, no failed requests');
    expect(o.status).toBe('pass');
  });
});
