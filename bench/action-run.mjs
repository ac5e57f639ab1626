// Issue 4: the Action's own overhead — `node dist/index.js` on a 200-file pull request against the
// GitHub and Ollama doubles with a judge that answers at once — and the bundle's size and load time.
import { mkdir, readFile, stat, writeFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, kib, mib, ms, spread } from './lib/format.mjs';
import { FILES, GATE, LINES_PER_FILE, MODIFIED, OWNER, PR, REPO } from './lib/action-change.mjs';
import { changeRepo } from './lib/generate.mjs';
import { cleanEnv, expectExit, median, run } from './lib/measure.mjs';

const TARGET_MS = 1500;

const CONFIG = `version: 1
${GATE}assertions:
  - id: tests
    text: New behaviour comes with at least one test
`;

/** What the instant judge says: not met, with a fix (nothing to verify, so the answer is always accepted). */
const ANSWER = JSON.stringify({
  criteria: [
    { id: 'tests', met: false, evidence: 'No test file is part of the change.', fix: 'Add a test for the new compute functions.' },
  ],
});

/** `git diff` split into GitHub's per-file `patch` (the hunks, from the first `@@`). */
function patchesOf(diff) {
  const files = [];
  for (const part of diff.split(/^diff --git /m).slice(1)) {
    const path = /^\+\+\+ b\/(.+)$/m.exec(part)?.[1];
    const at = part.indexOf('\n@@');
    if (!path || at < 0) throw new Error(`cannot read the diff of: ${part.split('\n')[0]}`);
    files.push({
      filename: path,
      status: /^new file mode/m.test(part) ? 'added' : 'modified',
      patch: part.slice(at + 1).replace(/\n$/, ''),
    });
  }
  return files;
}

/** `name<<delimiter\nvalue\ndelimiter` records of the GITHUB_OUTPUT file. */
function outputsOf(text) {
  const out = {};
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n?\2$/gm)) out[m[1]] = m[3];
  return out;
}

export async function actionRun({ index, dir, doubles, nodeMedian, runs = 3 }) {
  const repoDir = join(dir, 'workspace');
  await mkdir(repoDir, { recursive: true });
  const { baseSha, headSha, git } = await changeRepo(repoDir, {
    files: FILES,
    modified: MODIFIED,
    linesPerFile: LINES_PER_FILE,
    config: CONFIG,
  });
  const files = patchesOf(await git.run(['diff', '--no-color', '--no-renames', baseSha, headSha]));
  if (files.length !== FILES) throw new Error(`the generated pull request has ${files.length} files, expected ${FILES}`);
  const eventFile = join(dir, 'event.json');
  await writeFile(
    eventFile,
    JSON.stringify({
      action: 'synchronize',
      number: PR,
      pull_request: {
        number: PR,
        title: `Add ${FILES} modules`,
        body: 'Generated for the critic-gate bench.',
        html_url: `https://github.com/${OWNER}/${REPO}/pull/${PR}`,
        head: { sha: headSha, ref: 'feature' },
        base: { sha: baseSha, ref: 'main', repo: { name: REPO, owner: { login: OWNER } } },
      },
      repository: { name: REPO, owner: { login: OWNER } },
    }),
  );

  let runNo = 0;
  /** One run against fresh doubles, so every run starts from the same state. */
  async function once({ review }) {
    const gh = await doubles.github.startGitHubDouble({
      owner: OWNER,
      repo: REPO,
      pull: { number: PR, headSha, baseSha, title: `Add ${FILES} modules` },
      files,
      contents: { [baseSha]: { '.github/critic-gate.yml': CONFIG } },
    });
    const ollama = await doubles.ollama.startOllamaDouble({
      chat: Array.from({ length: 10 }, () => ({ content: ANSWER, chunkSize: 1 << 20 })),
    });
    try {
      const runDir = join(dir, `run-${++runNo}`);
      await mkdir(runDir, { recursive: true });
      const outputFile = join(runDir, 'output');
      const summaryFile = join(runDir, 'summary.md');
      await writeFile(outputFile, '');
      await writeFile(summaryFile, '');
      const env = cleanEnv({
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventFile,
        GITHUB_WORKSPACE: repoDir,
        GITHUB_API_URL: gh.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
        GITHUB_RUN_ID: String(runNo),
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: summaryFile,
        RUNNER_TEMP: runDir,
        // The runner passes inputs as INPUT_<NAME>, upper-cased, dashes kept (src/action/inputs.ts).
        'INPUT_GITHUB-TOKEN': doubles.github.WRITE_TOKEN,
        'INPUT_OLLAMA-HOST': ollama.url,
        INPUT_CONFIG: '.github/critic-gate.yml',
        INPUT_LLM: 'on',
        INPUT_REVIEW: review ? 'on' : 'off',
        'INPUT_FAIL-ON': 'FAIL,SKIPPED',
        'INPUT_ALLOW-COMMANDS': 'false',
      });
      const r = await run(process.execPath, [index], { env, cwd: repoDir });
      const outputs = outputsOf(await readFile(outputFile, 'utf8'));
      const result = outputs['result-file'] ? JSON.parse(await readFile(outputs['result-file'], 'utf8')) : undefined;
      const chats = ollama.chatRequests().length;
      if (r.code !== 0 || outputs.verdict !== 'RETRY' || chats < 1 || (review && gh.state.reviews.length !== 1)) {
        const why = result?.error ?? (r.stdout + r.stderr).trim().split('\n').slice(-5).join('\n');
        throw new Error(
          `the Action run did not go as planned (exit ${r.code}, verdict ${outputs.verdict}, ${chats} judge call(s), ${gh.state.reviews.length} review(s)): ${why}`,
        );
      }
      const source = /read through the GitHub API/.test(r.stdout) ? 'api' : 'git';
      return { ms: r.ms, requests: gh.requests.length, chats, source, gate: result.gate };
    } finally {
      await Promise.all([gh.close(), ollama.close()]);
    }
  }

  // One unmeasured run warms the file cache.
  const first = await once({ review: true });
  const full = [];
  const noReview = [];
  for (let i = 0; i < runs; i++) {
    full.push(await once({ review: true }));
    noReview.push(await once({ review: false }));
  }
  const fullMs = median(full.map((r) => r.ms));
  const own = fullMs - nodeMedian;

  const load = await loadTime({ index, dir });
  const sizes = await bundleSizes(join(index, '..'));
  return {
    rows: [
      {
        figure: `Action, ${FILES}-file PR, instant judge, review on`,
        value: `${spread(full.map((r) => r.ms))}; ${first.requests} API requests`,
        info: true,
      },
      { figure: 'Action own work per run (review on − node start)', value: ms(own), target: '< 1.5 s', met: own < TARGET_MS },
      { figure: `Action, ${FILES}-file PR, instant judge, review off`, value: spread(noReview.map((r) => r.ms)), info: true },
      { figure: 'dist/index.js size', value: `${kib(sizes.index)} (dist/grammars ${mib(sizes.grammars)})`, info: true },
      {
        figure: 'dist/index.js load (push event refused − node start)',
        value: `${ms(median(load) - nodeMedian)} (wall ${spread(load)})`,
        info: true,
      },
    ],
    notes: [
      `path measured: ${first.source === 'git' ? 'local git (GITHUB_WORKSPACE holds both commits)' : 'GitHub API'}; the API path (no local commits) is covered by test/action-e2e.test.ts, not timed here`,
      `pull request: ${FILES} files (${MODIFIED} modified, ${FILES - MODIFIED} added), +${count(FILES * LINES_PER_FILE)} lines; gate ${first.gate.map((g) => `${g.id} ${g.passed ? 'passed' : 'FAILED'}`).join(', ')}; one LLM assertion answered instantly by the Ollama double (verdict RETRY, step passes)`,
      `median of ${runs} runs per variant after one unmeasured run; fresh doubles per run (in this process, on 127.0.0.1)`,
    ],
  };
}

/** `node dist/index.js` on a push event: the bundle loads, refuses the event and writes its outputs. */
async function loadTime({ index, dir }) {
  const runDir = join(dir, 'load');
  await mkdir(runDir, { recursive: true });
  const outputFile = join(runDir, 'output');
  await writeFile(outputFile, '');
  const env = cleanEnv({ GITHUB_EVENT_NAME: 'push', GITHUB_OUTPUT: outputFile, RUNNER_TEMP: runDir, 'INPUT_GITHUB-TOKEN': 'unused' });
  const times = [];
  for (let i = 0; i < 11; i++) {
    const r = expectExit(await run(process.execPath, [index], { env, cwd: runDir }), [1], 'node dist/index.js (push event)');
    if (i > 0) times.push(r.ms);
  }
  return times;
}

async function bundleSizes(distDir) {
  const index = (await stat(join(distDir, 'index.js'))).size;
  let grammars = 0;
  for (const f of await readdir(join(distDir, 'grammars')).catch(() => [])) grammars += (await stat(join(distDir, 'grammars', f))).size;
  return { index, grammars };
}
