// Replays a repository's real history through `critic-gate init` and `pr --llm off`, the way a team
// adopting critic-gate would live with it: the starting config written at an older commit, then
// each later change of the main line gated in turn. Prints what a required check would have said.
//
// A range is one first-parent step of the main line: a merge commit's first parent .. the merge
// (a merged pull request), or a squash-merged commit's parent .. the commit.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const git = async (dir, ...args) => (await run('git', ['-C', dir, ...args], { maxBuffer: 256 << 20 })).stdout;

/**
 * @param {object} o
 * @param {string} o.repo      a git directory or work tree (read only: it is cloned)
 * @param {string} o.cli       dist/cli.js to run
 * @param {number} o.ranges    how many consecutive ranges to replay
 * @param {string} [o.start]   the commit init runs at; default `ranges` first-parent steps before `o.end`
 * @param {string} [o.end]     the last commit (default HEAD)
 * @param {string} [o.node]    the node to run the CLI with (default this one)
 * @param {(line: string) => void} [o.log]
 */
export async function replay(o) {
  const work = await mkdtemp(join(tmpdir(), 'critic-gate-replay-'));
  const log = o.log ?? (() => undefined);
  try {
    // The CLI is copied first, so a rebuild of dist/ during a long replay changes nothing midway.
    const cliDir = join(work, 'cli');
    await cp(dirname(o.cli), cliDir, { recursive: true });
    o = { ...o, cli: join(cliDir, basename(o.cli)) };
    const tree = join(work, 'tree');
    await run('git', ['clone', '--quiet', '--shared', '--no-checkout', o.repo, tree], { maxBuffer: 64 << 20 });
    const end = (await git(tree, 'rev-parse', '--verify', `${o.end ?? 'HEAD'}^{commit}`)).trim();
    const line = (await git(tree, 'rev-list', '--first-parent', `--max-count=${o.ranges + 1}`, end)).trim().split('\n').reverse();
    const start = o.start ? (await git(tree, 'rev-parse', '--verify', `${o.start}^{commit}`)).trim() : line[0];
    const heads = (await git(tree, 'rev-list', '--first-parent', '--reverse', `${start}..${end}`))
      .trim()
      .split('\n')
      .filter(Boolean)
      .slice(0, o.ranges);

    // init at the start commit, as a team would on adoption day; the config is kept outside the
    // tree and passed with --config (read from disk), so every range is gated by the same file.
    // A snapshot may hold a repository without its largest blobs: they are left out of the work
    // tree (and a range that needs one ends in ERROR, counted apart), not a reason to stop.
    const absent = await absentBlobs(tree, start);
    if (absent.length > 0) {
      log(`(${absent.length} file(s) of the start commit have no blob here and are left out of the work tree)`);
      await git(tree, 'sparse-checkout', 'set', '--no-cone', '/*', ...absent.map((p) => `!/${p.replace(/[*?[\]\\!]/g, '\\$&')}`));
    }
    await git(tree, 'checkout', '--quiet', '--force', start);
    const init = await cli(o, ['init', '--repo', tree, '--force']);
    if (init.code !== 0) throw new Error(`init failed (exit ${init.code}): ${init.stderr}`);
    const config = join(work, 'critic-gate.yml');
    await writeFile(config, await readFile(join(tree, '.github', 'critic-gate.yml'), 'utf8'));
    await git(tree, 'checkout', '--quiet', '--force', start);
    await git(tree, 'clean', '-fdq');

    const counts = { PASS: 0, RETRY: 0, FAIL: 0, SKIPPED: 0, ERROR: 0 };
    const runs = [];
    for (const head of heads) {
      const base = (await git(tree, 'rev-parse', `${head}^1`)).trim();
      const r = await cli(o, [
        'pr',
        '--repo',
        tree,
        '--base',
        base,
        '--head',
        head,
        '--config',
        config,
        '--llm',
        'off',
        '--format',
        'json',
      ]);
      let result;
      try {
        result = JSON.parse(r.stdout);
      } catch {
        result = undefined;
      }
      const verdict = result === undefined || result._critic_status === 'error' ? 'ERROR' : result.verdict;
      counts[verdict]++;
      const failed = (result?.gate ?? [])
        .filter((g) => !g.passed)
        .map((g) => ({ id: g.id, kind: g.kind, evidence: String(g.evidence).split('\n').slice(0, 3).join(' | ') }));
      const unmet = (result?.criteria ?? []).filter((c) => c.met === false).map((c) => ({ id: c.id, evidence: c.evidence ?? '' }));
      const subject = (await git(tree, 'log', '-1', '--format=%s', head)).trim();
      const entry = {
        base,
        head,
        subject,
        verdict,
        exit: r.code,
        failed,
        unmet,
        ...(verdict === 'ERROR' ? { error: result?.error ?? r.stderr.trim() } : {}),
      };
      runs.push(entry);
      if (verdict === 'FAIL' || verdict === 'ERROR')
        log(
          `${verdict} ${head.slice(0, 10)} ${subject}\n${[...failed.map((f) => `    ${f.id} (${f.kind}): ${f.evidence}`), ...unmet.map((u) => `    ${u.id}: ${u.evidence}`), ...(entry.error ? [`    ${entry.error}`] : [])].join('\n')}`,
        );
    }
    return { start, end, config: await readFile(config, 'utf8'), counts, runs };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function cli(o, args) {
  try {
    const { stdout, stderr } = await run(o.node ?? process.execPath, [o.cli, ...args], {
      maxBuffer: 256 << 20,
      env: { ...process.env, CRITIC_GATE_CACHE: 'off', NO_COLOR: '1' },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    if (typeof e.code === 'number') return { code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
    throw e;
  }
}

/** Paths of `commit` whose blob the object store does not hold. */
async function absentBlobs(dir, commit) {
  const entries = (await git(dir, 'ls-tree', '-r', '-z', commit))
    .split('\0')
    .filter(Boolean)
    .map((line) => /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(line))
    .filter(Boolean);
  if (entries.length === 0) return [];
  const checked = await new Promise((resolve, reject) => {
    const child = execFile('git', ['-C', dir, 'cat-file', '--batch-check'], { maxBuffer: 256 << 20 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    );
    child.stdin.end(entries.map((m) => m[1]).join('\n') + '\n');
  });
  const missing = new Set(
    checked
      .split('\n')
      .filter((l) => l.endsWith(' missing'))
      .map((l) => l.split(' ')[0]),
  );
  return entries.filter((m) => missing.has(m[1])).map((m) => m[2]);
}
