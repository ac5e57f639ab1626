// Issue 38: `critic-gate init` replays the branch's last 50 merged changes with its candidate config
// (deterministic checks, in-process) before it writes it. Measured on a generated 3,000-file
// repository whose first-parent history merges 50 changes of the sizes a project like vitest
// merges: a dozen files each, TODOs in some, one large generated file, and a folder renamed whole.
// Target: the replay in under 90 s on two cores.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, ms } from './lib/format.mjs';
import { gitIn, linesOf, textOf, writeFiles } from './lib/generate.mjs';
import { cleanEnv, expectExit, median, run } from './lib/measure.mjs';

const FILES = 3000;
const MERGES = 50;
const TARGET_S = 90;

const extOf = (i) => ['ts', 'ts', 'py', 'py', 'md'][i % 5];
const pathOf = (i) => `${{ ts: 'src', py: 'py', md: 'docs' }[extOf(i)]}/m${Math.floor(i / 30)}/f${i}.${extOf(i)}`;

/** The repository: 3,000 files at its first commit, then `MERGES` pull requests merged with merge commits. */
async function historyRepo(dir) {
  const git = gitIn(dir);
  await git.init();
  const text = new Map();
  for (let i = 0; i < FILES; i++) text.set(pathOf(i), linesOf(extOf(i), i, 20));
  await writeFiles(dir, [['README.md', '# Generated repository\n'], ...[...text].map(([p, lines]) => [p, textOf(lines)])]);
  await git.commitAll('a project');
  for (let m = 0; m < MERGES; m++) {
    await git.run(['checkout', '-q', '-b', `pr-${m}`, 'main']);
    const changed = [];
    // A dozen files edited: forty lines into each, in the middle.
    for (let k = 0; k < 12; k++) {
      const i = (m * 37 + k * 211) % FILES;
      const path = pathOf(i);
      const lines = [...text.get(path).slice(0, 8), ...linesOf(extOf(i), 10_000 + m * 100 + k * 10, 40), ...text.get(path).slice(8)];
      if (k === 0 && m % 8 === 3 && extOf(i) === 'ts') lines.unshift(`// TODO: revisit in change ${m}`);
      text.set(path, lines);
      changed.push([path, textOf(lines)]);
    }
    // Two new modules.
    for (let k = 0; k < 2; k++) changed.push([`src/new/m${m}-${k}.ts`, textOf(linesOf('ts', 20_000 + m * 100 + k * 40, 100))]);
    if (m === 25) changed.push(['src/generated/table.ts', textOf(linesOf('ts', 50_000, 4000))]);
    await writeFiles(dir, changed);
    // A folder renamed whole: thirty files, every line moved, none written.
    if (m === 40) await git.run(['mv', 'src/m2', 'src/moved-m2']);
    await git.commitAll(`change ${m}`);
    await git.run(['checkout', '-q', 'main']);
    await git.run(['merge', '-q', '--no-ff', '-m', `Merge pr-${m}`, `pr-${m}`], {
      GIT_AUTHOR_DATE: '1704067200 +0000',
      GIT_COMMITTER_DATE: '1704067200 +0000',
    });
  }
}

export async function initHistory({ cli, dir, runs = 1 }) {
  const repo = join(dir, 'repo');
  await mkdir(repo);
  await historyRepo(repo);
  const walls = [];
  const replays = [];
  let header = '';
  let relaxed = [];
  for (let r = 0; r < runs; r++) {
    const result = await run(process.execPath, [cli, 'init', '--repo', repo, '--force'], { env: cleanEnv() });
    expectExit(result, [0], 'critic-gate init');
    const config = await readFile(join(repo, '.github/critic-gate.yml'), 'utf8');
    header = config.split('\n')[1] ?? '';
    relaxed = config
      .split('\n')
      .filter((l) => /^ {2}# (\S+ is left out|max raised)/.test(l))
      .map((l) => l.trim().replace(/^# /, ''));
    const replayed = /replayed in (\d+) s/.exec(header);
    if (!replayed) throw new Error(`critic-gate init wrote no replay header: ${header}`);
    walls.push(result.ms);
    replays.push(Number(replayed[1]) * 1000);
  }
  const replay = median(replays);
  return {
    rows: [
      {
        key: 'init.replay',
        number: replay,
        figure: `init: replay of the last ${MERGES} merged changes on ${count(FILES)} files`,
        value: `median ${ms(replay)}`,
        target: `< ${TARGET_S} s`,
        met: replay < TARGET_S * 1000,
      },
      {
        key: 'init.whole',
        number: median(walls),
        figure: 'init as a whole (scan, trial, replay, write)',
        value: `median ${ms(median(walls))}`,
        info: true,
      },
    ],
    notes: [`the config's header: ${header.replace(/^# /, '')}`, ...relaxed.map((l) => `relaxed: ${l}`)],
  };
}
