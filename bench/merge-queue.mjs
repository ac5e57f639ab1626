// Issue 25: what a merge-queue entry costs when its pull request's verdict is reused (the gate runs
// again, the quoted evidence is verified again, the judge is not called) against one judged in full.
// `node dist/index.js` on a `merge_group` event against the GitHub double and the instant Ollama
// double, on the same 200-file change as the Action overhead section. Figures only.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ms, spread } from './lib/format.mjs';
import { FILES, GATE, LINES_PER_FILE, MODIFIED, OWNER, PR, REPO } from './lib/action-change.mjs';
import { changeRepo } from './lib/generate.mjs';
import { cleanEnv, median, run } from './lib/measure.mjs';

const CONFIG_PATH = '.github/critic-gate.yml';
/** The one file the assertion is judged on; its first added line is the quoted evidence. */
const JUDGED = 'src/m0/f0.ts';
const QUOTED_LINE = 9;

const CONFIG = `version: 1
${GATE}assertions:
  - {id: compute, text: "The module defines its compute functions", files: "${JUDGED}"}
`;

/** `name<<delimiter\nvalue\ndelimiter` records of the GITHUB_OUTPUT file. */
function outputsOf(text) {
  const out = {};
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n?\2$/gm)) out[m[1]] = m[3];
  return out;
}

export async function mergeQueue({ index, dir, doubles, runs = 3 }) {
  const repoDir = join(dir, 'workspace');
  await mkdir(repoDir, { recursive: true });
  const { baseSha, headSha, git } = await changeRepo(repoDir, {
    files: FILES,
    modified: MODIFIED,
    linesPerFile: LINES_PER_FILE,
    config: CONFIG,
  });
  const judgedText = await git.run(['show', `${headSha}:${JUDGED}`]);
  const quote = judgedText.split('\n')[QUOTED_LINE - 1];
  if (!quote || quote.replace(/\s/g, '').length < 12)
    throw new Error(`${JUDGED}:${QUOTED_LINE} is no line to quote: ${JSON.stringify(quote)}`);
  const answer = JSON.stringify({
    criteria: [{ id: 'compute', met: true, evidence: 'the module defines it', location: { path: JUDGED, line: QUOTED_LINE, quote } }],
  });
  // The entry holds the pull request's change on the same base: same config, same patch-id.
  const pullEvent = {
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
  };
  const groupEvent = {
    action: 'checks_requested',
    merge_group: {
      head_sha: headSha,
      head_ref: `refs/heads/gh-readonly-queue/main/pr-${PR}-${headSha}`,
      base_sha: baseSha,
      base_ref: 'refs/heads/main',
    },
    repository: { name: REPO, owner: { login: OWNER } },
  };

  let runNo = 0;
  /** One run of the Action against fresh doubles seeded with `reviews`. */
  async function once({ eventName, event, reviews }) {
    const gh = await doubles.github.startGitHubDouble({
      owner: OWNER,
      repo: REPO,
      pull: { number: PR, headSha, baseSha, title: `Add ${FILES} modules` },
      contents: { [baseSha]: { [CONFIG_PATH]: CONFIG }, [headSha]: { [CONFIG_PATH]: CONFIG, [JUDGED]: judgedText } },
      reviews,
    });
    const ollama = await doubles.ollama.startOllamaDouble({
      chat: Array.from({ length: 10 }, () => ({ content: answer, chunkSize: 1 << 20 })),
    });
    try {
      const runDir = join(dir, `run-${++runNo}`);
      await mkdir(runDir, { recursive: true });
      const outputFile = join(runDir, 'output');
      const eventFile = join(runDir, 'event.json');
      await writeFile(outputFile, '');
      await writeFile(join(runDir, 'summary.md'), '');
      await writeFile(eventFile, JSON.stringify(event));
      const env = cleanEnv({
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: eventName,
        GITHUB_EVENT_PATH: eventFile,
        GITHUB_WORKSPACE: repoDir,
        GITHUB_API_URL: gh.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
        GITHUB_RUN_ID: String(runNo),
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: join(runDir, 'summary.md'),
        RUNNER_TEMP: runDir,
        'INPUT_GITHUB-TOKEN': doubles.github.WRITE_TOKEN,
        'INPUT_OLLAMA-HOST': ollama.url,
        INPUT_CONFIG: CONFIG_PATH,
        INPUT_LLM: 'on',
        INPUT_REVIEW: 'on',
        'INPUT_FAIL-ON': 'FAIL,SKIPPED',
        'INPUT_ALLOW-COMMANDS': 'false',
        // Each run judges afresh: no judgement cache carried between runs on disk.
        INPUT_CACHE: 'off',
      });
      const r = await run(process.execPath, [index], { env, cwd: repoDir });
      const outputs = outputsOf(await readFile(outputFile, 'utf8'));
      const result = outputs['result-file'] ? JSON.parse(await readFile(outputs['result-file'], 'utf8')) : undefined;
      const why = () => result?.error ?? (r.stdout + r.stderr).trim().split('\n').slice(-5).join('\n');
      if (r.code !== 0 || outputs.verdict !== 'PASS')
        throw new Error(`${eventName} run: exit ${r.code}, verdict ${outputs.verdict}: ${why()}`);
      return { ms: r.ms, chats: ollama.chatRequests().length, reused: result?.reused_verdict !== undefined, reviews: gh.state.reviews };
    } finally {
      await Promise.all([gh.close(), ollama.close()]);
    }
  }

  // The pull request judged PASS: its review (and marker) is what a reused entry reads.
  const judgedPull = await once({ eventName: 'pull_request', event: pullEvent, reviews: [] });
  const review = judgedPull.reviews.at(-1);
  if (!review) throw new Error('the pull request run posted no review');
  const seed = [{ body: review.body, commitId: headSha }];
  const reused = [];
  const judged = [];
  // One unmeasured run of each warms the file cache.
  for (let i = 0; i <= runs; i++) {
    const a = await once({ eventName: 'merge_group', event: groupEvent, reviews: seed });
    const b = await once({ eventName: 'merge_group', event: groupEvent, reviews: [] });
    if (!a.reused || a.chats !== 0) throw new Error(`the entry with a reusable verdict was not reused (${a.chats} judge call(s))`);
    if (b.reused || b.chats < 1) throw new Error(`the entry without a verdict was not judged (${b.chats} judge call(s))`);
    if (i > 0) {
      reused.push(a.ms);
      judged.push(b.ms);
    }
  }
  const saved = median(judged) - median(reused);
  return {
    rows: [
      { figure: `merge_group entry, ${FILES}-file change, verdict reused (0 judge calls)`, value: spread(reused), info: true },
      { figure: `merge_group entry, ${FILES}-file change, judged in full (instant judge)`, value: spread(judged), info: true },
      { figure: 'reused − judged (median)', value: `${saved >= 0 ? '−' : '+'}${ms(Math.abs(saved))} with an instant judge`, info: true },
    ],
    notes: [
      `the entry holds the pull request's own change on the same base (same config_digest and patch-id); the reused run still runs the gate on all ${FILES} files and verifies the verdict's quote (${JUDGED}:${QUOTED_LINE}) at the entry's head through the API`,
      'the judge is the instant Ollama double: with a real model the judged entry also pays the model time (seconds to minutes), which reuse saves entirely',
      `median of ${runs} runs per variant after one unmeasured run each; fresh doubles per run (in this process, on 127.0.0.1); judgement cache off`,
    ],
  };
}
