// Generated material for the bench: source files that parse and hold no placeholders, worker
// outputs of a given size, and git repositories with a base commit and a feature branch.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { cleanEnv } from './measure.mjs';

/** Four lines per block, so a file of n lines (n a multiple of 4) is n/4 whole blocks and always parses. */
const BLOCKS = {
  ts: (k) => [
    `export function compute${k}(a: number, b: number): number {`,
    `  const s = a * ${k % 97} + b;`,
    '  return s > 100 ? s - 100 : s;',
    '}',
  ],
  py: (k) => [`def compute_${k}(a, b):`, `    s = a * ${k % 97} + b`, '    return s - 100 if s > 100 else s', ''],
  md: (k) => [`## Section ${k}`, '', `The module keeps value ${k} within its range.`, ''],
};

export const EXTENSIONS = Object.keys(BLOCKS);

/** `count` lines (a multiple of 4) of one kind, names numbered from `first`. */
export function linesOf(ext, first, count) {
  if (count % 4 !== 0) throw new Error(`linesOf: ${count} is not a multiple of 4`);
  const out = [];
  for (let k = first; out.length < count; k++) out.push(...BLOCKS[ext](k));
  return out;
}

export const textOf = (lines) => `${lines.join('\n')}\n`;

/** A pretty-printed JSON array of records, at least `bytes` long. */
export function jsonOutput(bytes) {
  const records = [];
  let size = 2;
  for (let i = 0; size < bytes; i++) {
    const r = {
      id: i,
      name: `item-${i}`,
      tags: ['alpha', 'beta', `t${i % 13}`],
      price: (i * 7.31) % 1000,
      active: i % 3 !== 0,
      note: `Record ${i} of the generated catalogue.`,
    };
    records.push(r);
    // Its size inside the pretty-printed array: one level deeper, and a ",\n" after it.
    size += JSON.stringify([r], null, 2).length - 4 + 2;
  }
  return JSON.stringify(records, null, 2);
}

export const pythonOutput = (lines) => textOf(linesOf('py', 0, lines));

const EPOCH = 1_704_067_200;

/** git in one directory with a fixed identity and dates, and no user or system config. */
export function gitIn(dir) {
  let ticks = 0;
  const run = (args, extra = {}) =>
    new Promise((resolve, reject) => {
      execFile(
        'git',
        args,
        {
          cwd: dir,
          env: cleanEnv({
            GIT_AUTHOR_NAME: 'Bench',
            GIT_AUTHOR_EMAIL: 'bench@critic-gate.invalid',
            GIT_COMMITTER_NAME: 'Bench',
            GIT_COMMITTER_EMAIL: 'bench@critic-gate.invalid',
            ...extra,
          }),
          maxBuffer: 1 << 30,
        },
        (err, stdout, stderr) => {
          if (err) reject(new Error(`git ${args.join(' ')} failed in ${dir}: ${stderr.trim() || err.message}`));
          else resolve(stdout);
        },
      );
    });
  return {
    run,
    async init() {
      await run(['init', '-q', '-b', 'main']);
      await run(['config', 'core.autocrlf', 'false']);
      await run(['config', 'commit.gpgSign', 'false']);
    },
    async commitAll(message) {
      await run(['add', '-A']);
      const date = `${EPOCH + ++ticks * 60} +0000`;
      await run(['commit', '-q', '-m', message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
      return (await run(['rev-parse', 'HEAD'])).trim();
    },
  };
}

/** Writes many files, a bounded number at a time. */
export async function writeFiles(root, files) {
  const dirs = new Set(files.map(([path]) => dirname(join(root, path))));
  for (const d of dirs) await mkdir(d, { recursive: true });
  const queue = [...files];
  const worker = async () => {
    for (let f = queue.pop(); f; f = queue.pop()) await writeFile(join(root, f[0]), f[1]);
  };
  await Promise.all(Array.from({ length: 32 }, worker));
}

/**
 * A repository with `config` at the base (branch main) and a feature branch changing `files` files,
 * each by +`linesPerFile` lines: the first `modified` of them exist at the base with 20 lines and get
 * the new lines inserted in the middle; the rest are new. Extensions cycle ts, ts, py, py, md.
 * Unless `distinct`, the files of one kind share their added lines, so most of them are one blob.
 */
export async function changeRepo(dir, { files, modified, linesPerFile, config, distinct = false }) {
  const git = gitIn(dir);
  await git.init();
  const extOf = (i) => ['ts', 'ts', 'py', 'py', 'md'][i % 5];
  const pathOf = (i) => `${{ ts: 'src', py: 'py', md: 'docs' }[extOf(i)]}/m${Math.floor(i / 30)}/f${i}.${extOf(i)}`;
  const baseLines = (i) => linesOf(extOf(i), 0, 20);
  const base = [
    ['.github/critic-gate.yml', config],
    ['README.md', '# Generated repository\n\nFor the critic-gate bench.\n'],
  ];
  for (let i = 0; i < modified; i++) base.push([pathOf(i), textOf(baseLines(i))]);
  await writeFiles(dir, base);
  const baseSha = await git.commitAll('base');
  await git.run(['checkout', '-q', '-b', 'feature']);
  const head = [];
  for (let i = 0; i < files; i++) {
    // By default every file of a kind adds the same lines (one blob in many paths); `distinct` numbers them apart.
    const added = linesOf(extOf(i), distinct ? 1000 + i * linesPerFile : 1000, linesPerFile);
    const lines = i < modified ? [...baseLines(i).slice(0, 8), ...added, ...baseLines(i).slice(8)] : added;
    head.push([pathOf(i), textOf(lines)]);
  }
  await writeFiles(dir, head);
  const headSha = await git.commitAll(`Add ${files} files`);
  return { baseSha, headSha, git };
}
