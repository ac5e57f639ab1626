// Many large files of one length (V8 hashes a string of 16,384 characters or more by its length
// alone): `critic-gate pr` must stay linear in their number, not compare each text with every other.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, ms } from './lib/format.mjs';
import { gitIn, writeFiles } from './lib/generate.mjs';
import { cleanEnv, expectExit, median, run } from './lib/measure.mjs';

const CHARS = 20_000;
const SIZES = [250, 1000];
const CONFIG = 'version: 1\ngate:\n  - {kind: syntax, files: "**/*.json"}\n';

/** A JSON array of one long string; files differ only in their last digits, so a comparison reads nearly all of each. */
const textOf = (i) => {
  const tail = String(i).padStart(8, '0');
  const body = `["${'a'.repeat(CHARS - tail.length - 6)}${tail}"]\n`;
  return body.padEnd(CHARS, ' ');
};

export async function equalLengthTexts({ cli, dir, runs = 3 }) {
  const rows = [];
  const medians = [];
  for (const files of SIZES) {
    const repo = join(dir, `equal-length-${files}`);
    await mkdir(repo);
    const git = gitIn(repo);
    await git.init();
    await writeFiles(repo, [['.github/critic-gate.yml', CONFIG]]);
    await git.commitAll('base');
    await git.run(['checkout', '-q', '-b', 'feature']);
    await writeFiles(
      repo,
      Array.from({ length: files }, (_, i) => [`data/d${Math.floor(i / 100)}/f${i}.json`, textOf(i)]),
    );
    await git.commitAll(`Add ${files} files`);
    const env = cleanEnv({ CRITIC_GATE_CACHE_DIR: join(dir, 'cache') });
    const args = [cli, 'pr', '--repo', repo, '--base', 'main', '--head', 'feature', '--llm', 'off', '--format', 'json'];
    const once = async () => expectExit(await run(process.execPath, args, { env }), [0], 'critic-gate pr (equal-length texts)');
    await once();
    const times = [];
    for (let i = 0; i < runs; i++) times.push((await once()).ms);
    const t = median(times);
    medians.push(t);
    rows.push({
      figure: `critic-gate pr, ${count(files)} JSON files of ${count(CHARS)} characters each (one length)`,
      value: `median ${ms(t)}`,
      info: true,
    });
  }
  const growth = medians[1] / medians[0];
  const scale = SIZES[1] / SIZES[0];
  rows.push({
    figure: `time for ${scale}× the files`,
    value: `${growth.toFixed(1)}×`,
    target: `≤ ${scale}× (linear; quadratic is ${scale * scale}×)`,
    met: growth <= scale,
  });
  return { rows, notes: ['files differ only in their last characters; syntax check on every file'] };
}
