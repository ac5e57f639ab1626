// Issue 11: `critic-gate pr --llm off` with three `browser` checks on a 3-page static site (one
// browser launch shared by the pages, steps on each), and the browser's peak memory: the sum of
// the resident memory of every process under the CLI (Chromium's browser, renderer, GPU and
// utility processes), sampled from /proc while it runs.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { mib, ms } from './lib/format.mjs';
import { gitIn, writeFiles } from './lib/generate.mjs';
import { cleanEnv, median } from './lib/measure.mjs';

const CONFIG = `version: 1
gate:
  - {kind: browser, page: index.html, steps: [{click: "#start"}, {press: ArrowRight}, {wait: 100}], require: [no-console-errors, no-page-errors, no-failed-requests, canvas-drawn, changes-on-input]}
  - {kind: browser, page: about.html, steps: [{click: "#more"}, {wait-for: "#details"}]}
  - {kind: browser, page: contact.html, steps: [{type: "hello", into: "#message"}, {click: "#send"}, {wait-for: "#sent"}]}
`;

const page = (title, body) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="site.css"></head><body><nav><a href="index.html">Play</a> <a href="about.html">About</a> <a href="contact.html">Contact</a></nav>${body}</body></html>\n`;

const SITE = {
  'site.css': 'body { font-family: sans-serif; margin: 2em; } canvas { border: 1px solid #333; } .hidden { display: none; }\n',
  'index.html': page(
    'Dodge',
    '<h1>Dodge</h1><button id="start">Start</button><canvas id="game" width="480" height="270"></canvas><script src="game.js"></script>',
  ),
  'game.js': `const c = document.getElementById('game'); const g = c.getContext('2d'); const s = { x: 20, on: false };
document.getElementById('start').onclick = () => { s.on = true; };
addEventListener('keydown', (e) => { if (e.key === 'ArrowRight') s.x += 30; });
(function frame() { g.fillStyle = '#000'; g.fillRect(0, 0, c.width, c.height); g.fillStyle = s.on ? '#0f0' : '#f80'; g.fillRect(s.x, 200, 30, 30); requestAnimationFrame(frame); })();
`,
  'about.html': page(
    'About',
    '<h1>About</h1><p>A small game.</p><button id="more">More</button><p id="details" class="hidden">Made with a canvas.</p><script src="about.js"></script>',
  ),
  'about.js': "document.getElementById('more').onclick = () => document.getElementById('details').classList.remove('hidden');\n",
  'contact.html': page(
    'Contact',
    '<h1>Contact</h1><textarea id="message"></textarea><button id="send">Send</button><p id="sent" class="hidden">Sent.</p><script src="contact.js"></script>',
  ),
  'contact.js':
    "document.getElementById('send').onclick = () => { if (document.getElementById('message').value) document.getElementById('sent').classList.remove('hidden'); };\n",
};

/** Resident memory of every descendant of `root` (and root itself), in bytes. */
async function treeRss(root) {
  const parent = new Map();
  const rss = new Map();
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const ppid = /^PPid:\s+(\d+)/m.exec(status)?.[1];
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    if (ppid) parent.set(pid, ppid);
    if (kb) rss.set(pid, Number(kb) * 1024);
  }
  const inTree = (pid) => {
    for (let p = pid; p; p = parent.get(p)) if (p === String(root)) return true;
    return false;
  };
  let total = 0;
  let count = 0;
  let node = 0;
  for (const [pid, bytes] of rss) {
    if (!inTree(pid)) continue;
    total += bytes;
    count++;
    if (pid === String(root)) node = bytes;
  }
  return { total, count, node };
}

/** Runs the CLI, sampling its process tree's memory every 50 ms. */
function runSampled(args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => err.push(c));
    let peak = { total: 0, count: 0, node: 0 };
    let sampling = Promise.resolve();
    const timer = setInterval(() => {
      sampling = sampling.then(async () => {
        const now = await treeRss(child.pid);
        if (now.total > peak.total) peak = now;
      });
    }, 50);
    child.on('error', reject);
    child.on('close', async (code) => {
      clearInterval(timer);
      await sampling;
      resolve({
        code,
        ms: performance.now() - started,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        peak,
      });
    });
  });
}

export async function browserSite({ cli, dir, runs = 3 }) {
  const git = gitIn(dir);
  await git.init();
  await writeFiles(dir, [
    ['.github/critic-gate.yml', CONFIG],
    ['README.md', '# Site\n'],
  ]);
  await git.commitAll('base');
  await git.run(['checkout', '-q', '-b', 'feature']);
  await writeFiles(dir, Object.entries(SITE));
  await git.commitAll('the site');
  const env = cleanEnv();
  const args = [
    cli,
    'pr',
    '--repo',
    dir,
    '--base',
    'main',
    '--head',
    'feature',
    '--llm',
    'off',
    '--format',
    'json',
    '--json',
    join(dir, '..', 'browser-result.json'),
  ];
  const once = async () => {
    const r = await runSampled(args, env);
    if (r.code !== 0) throw new Error(`critic-gate pr exited ${r.code}: ${r.stderr.trim() || r.stdout.slice(0, 2000)}`);
    return r;
  };
  // One unmeasured run: Chromium's files in the page cache ("a warm disk").
  const first = await once();
  const result = JSON.parse(first.stdout);
  const measured = [];
  for (let i = 0; i < runs; i++) measured.push(await once());
  const t = median(measured.map((r) => r.ms));
  const peak = [first, ...measured].reduce((a, r) => (r.peak.total > a.total ? r.peak : a), { total: 0, count: 0, node: 0 });
  // Pages only: the gate also holds the prompt-injection check, which runs by default.
  const pages = result.gate.filter((g) => g.kind === 'browser');
  return {
    rows: [
      {
        figure: `critic-gate pr, ${pages.length} pages with steps (${result.verdict}, ${pages.filter((g) => g.passed).length}/${pages.length} passed)`,
        value: `median ${ms(t)}`,
        target: '< 5 s',
        met: t < 5000,
      },
      { figure: `peak memory of the run, all ${peak.count} processes (Chromium + node)`, value: mib(peak.total), info: true },
      { figure: 'of which Chromium', value: mib(peak.total - peak.node), info: true },
    ],
    notes: [
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' / ',
        )} at the end (a busy machine stretches every browser phase); median of ${runs} runs after one unmeasured run; one browser launch per run, one context per page; screenshots written for each page`,
      'memory: VmRSS of every process under the CLI summed, sampled every 50 ms from /proc (shared pages counted once per process, so an upper bound)',
      ...result.gate.map((g) => `gate ${g.id}: ${g.passed ? 'passed' : 'FAILED'} — ${g.evidence}`),
    ],
  };
}
