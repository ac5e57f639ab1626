// Issue 38: `critic-gate init` proves its config on the branch's last 50 merged changes. Here on
// the bench's 3,000-file repository (ts/py/md), whose main line merges 50 feature branches of 1 to
// 12 changed files each (a vitest-sized history: mostly small changes, one large), timed as a
// whole and as the replay the config's header reports.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, ms } from './lib/format.mjs';
import { gitIn, linesOf, textOf, writeFiles } from './lib/generate.mjs';
import { cleanEnv, expectExit, run } from './lib/measure.mjs';

const FILES = 3000;
const MERGES = 50;
const BUDGET_S = 90;

const extOf = (i) => ['ts', 'ts', 'py', 'py', 'md'][i % 5];
const pathOf = (i) => `${{ ts: 'src', py: 'py', md: 'docs' }[extOf(i)]}/m${Math.floor(i / 30)}/f${i}.${extOf(i)}`;

async function historyRepo(dir) {
  const git = gitIn(dir);
  await git.init();
  await writeFiles(
    dir,
    Array.from({ length: FILES }, (_, i) => [pathOf(i), textOf(linesOf(extOf(i), i * 40, 40))]),
  );
  await git.commitAll(`${FILES} files`);
  for (let m = 0; m < MERGES; m++) {
    await git.run(['checkout', '-q', '-b', `feature-${m}`, 'main']);
    // Every tenth merge is large (60 files); the rest touch 1 to 12 files.
    const touched = m % 10 === 9 ? 60 : 1 + (m % 12);
    const files = [];
    for (let k = 0; k < touched; k++) {
      const i = (m * 97 + k * 31) % FILES;
      files.push([pathOf(i), textOf([...linesOf(extOf(i), i * 40, 40), ...linesOf(extOf(i), 200_000 + m * 1000 + k * 20, 20)])]);
    }
    await writeFiles(dir, files);
    await git.commitAll(`feature ${m}`);
    await git.run(['checkout', '-q', 'main']);
    await git.run(['merge', '--no-ff', '-q', '-m', `Merge feature ${m}`, `feature-${m}`]);
  }
  return git;
}

export async function initReplay({ cli, dir }) {
  const generatedAt = performance.now();
  await historyRepo(dir);
  const generatedMs = performance.now() - generatedAt;
  const started = performance.now();
  const r = expectExit(
    await run(process.execPath, [cli, 'init', '--repo', dir, '--history', String(MERGES)], { env: cleanEnv() }),
    [0],
    'critic-gate init',
  );
  const wallMs = performance.now() - started;
  const config = await readFile(join(dir, '.github/critic-gate.yml'), 'utf8');
  const header = config.split('\n')[1] ?? '';
  const replayed = Number(/replayed in (\d+) s/.exec(header)?.[1] ?? NaN);
  const noReplay = expectExit(
    await run(process.execPath, [cli, 'init', '--repo', dir, '--history', '0', '--force'], { env: cleanEnv() }),
    [0],
    'critic-gate init --history 0',
  );
  return {
    rows: [
      {
        key: 'init.replay',
        number: replayed,
        figure: `init: replay of the last ${MERGES} merged changes (${count(FILES)}-file repository), as its header says`,
        value: `${replayed} s (${(replayed / MERGES).toFixed(2)} s per change)`,
        target: `< ${BUDGET_S} s on two cores (issue 38)`,
        met: replayed < BUDGET_S,
      },
      { key: 'init.wall', number: wallMs, figure: 'init --history 50, whole command', value: ms(wallMs), info: true },
      {
        key: 'init.no-history',
        number: noReplay.ms,
        figure: 'init --history 0 (tree scan and trial only)',
        value: ms(noReplay.ms),
        info: true,
      },
    ],
    notes: [
      `repository: ${count(FILES)} files, then ${MERGES} merges of 1–12 changed files (every tenth: 60), generated in ${ms(generatedMs)}`,
      `header: ${header}`,
      `init's stderr: ${r.stderr.trim().split('\n').pop()}`,
    ],
  };
}
