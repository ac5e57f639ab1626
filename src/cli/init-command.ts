import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { parseConfig } from '../config/index.js';
import { DEFAULTS } from '../contract/defaults.js';
import { configJsonSchema } from '../config/json-schema.js';
import { toJson } from '../report/formats.js';
import { ignoreFor, proposedGate, renderConfig, type ProposedCheck, type TreeSummary } from '../init/config-template.js';
import { withInitExamples } from '../init/examples.js';
import { generatedByAttributes } from '../init/ignore.js';
import { runningFiles } from '../init/runs.js';
import { ACTIONLINT_CONFIG } from '../init/templates.js';
import { GATE_WORKFLOW_PATH, gateWorkflowTemplate, OVERRIDE_WORKFLOW_PATH, overrideWorkflowTemplate } from '../init/workflows.js';
import { trialRun, type TrialFailure } from '../init/trial.js';
import { relaxForHistory } from '../init/relax.js';
import { historyOf, mergedRanges, replayRanges } from './init-replay.js';
import { languageOfPath, languageOfShebang } from '../syntax/parse-code.js';
import type { FileReader } from '../subject/types.js';
import { UsageError, type InitCommand } from './args.js';
import type { CliIo } from './io.js';

const SKIP = new Set(['.git', 'node_modules', 'dist', 'build', 'vendor', 'target', '.venv', 'venv', '__pycache__']);
const MAX_FILES = 50_000;

/** The files of the tree: git's view when it is a repository (tracked and untracked, not ignored), else a walk. */
async function treePaths(dir: string): Promise<string[]> {
  try {
    const { stdout } = await promisify(execFile)('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: dir,
      maxBuffer: 256 << 20,
    });
    return stdout.split('\0').filter((p) => p !== '' && !p.split('/').some((s) => SKIP.has(s)));
  } catch {
    const out: string[] = [];
    const walk = async (at: string): Promise<void> => {
      for (const entry of await readdir(at, { withFileTypes: true })) {
        if (out.length >= MAX_FILES) return;
        if (entry.isDirectory()) {
          if (!SKIP.has(entry.name)) await walk(join(at, entry.name));
        } else if (entry.isFile()) out.push(relative(dir, join(at, entry.name)).split(sep).join('/'));
      }
    };
    await walk(dir);
    return out;
  }
}

/** The tree's regular files as the checks read them: from disk, as init runs on a working tree. */
function diskReader(dir: string, paths: readonly string[]): FileReader {
  return {
    listTree: async () => paths,
    read: async (path) => {
      const full = join(dir, path);
      const info = await lstat(full).catch(() => undefined);
      return info?.isFile() ? new Uint8Array(await readFile(full)) : undefined;
    },
  };
}

/** Files without an extension whose #! line names a language the syntax check parses (a repository's scripts). */
async function shebangScripts(dir: string, paths: readonly string[]): Promise<string[]> {
  const scripts: string[] = [];
  for (const path of paths) {
    const name = path.split('/').pop() ?? '';
    if (name.includes('.') || languageOfPath(path) !== undefined) continue;
    // git lists a submodule as a path too; only a regular file is a script.
    if (!(await lstat(join(dir, path)).catch(() => undefined))?.isFile()) continue;
    const handle = await open(join(dir, path), 'r').catch(() => undefined);
    if (handle === undefined) continue;
    try {
      const head = Buffer.alloc(128);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const firstLine = head.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? '';
      if (languageOfShebang(firstLine) !== undefined) scripts.push(path);
    } finally {
      await handle.close();
    }
  }
  return scripts;
}

/**
 * Of `paths`, the regular files a pull request's base will hold: tracked by git when the folder is
 * a repository (a built dist/ that .gitignore keeps out is no file of the base), else on disk.
 */
async function committed(dir: string, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  try {
    const { stdout } = await promisify(execFile)('git', ['ls-files', '-z', '--', ...paths.map((p) => `:(literal)${p}`)], { cwd: dir });
    return new Set(stdout.split('\0').filter(Boolean));
  } catch {
    const onDisk = await Promise.all(paths.map(async (p) => ((await lstat(join(dir, p)).catch(() => undefined))?.isFile() ? p : '')));
    return new Set(onDisk.filter(Boolean));
  }
}

/** What the tree holds, as the config template wants it. */
async function summarise(dir: string, paths: readonly string[]): Promise<TreeSummary> {
  const attributes = await readFile(join(dir, '.gitattributes'), 'utf8').catch(() => '');
  const manifestPaths = paths.filter((p) => /(^|\/)(action\.ya?ml|package\.json)$/.test(p));
  const manifests = new Map<string, string>();
  for (const p of manifestPaths) manifests.set(p, await readFile(join(dir, p), 'utf8').catch(() => ''));
  // What the manifests run, kept only where the base will hold it (a glob must match a file, spec §7).
  const candidates = runningFiles(manifests, (p) => existsSync(join(dir, p)));
  const held = await committed(
    dir,
    candidates.map((f) => f.path),
  );
  const running = candidates.filter((f) => held.has(f.path));
  return {
    paths,
    scripts: await shebangScripts(dir, paths),
    generated: generatedByAttributes(attributes),
    running,
    // A package.json beside what runs: its install hooks run unread too.
    manifests: [
      ...new Set(
        running.flatMap((f) => {
          const pkg = f.manifest.replace(/action\.ya?ml$/, 'package.json');
          return [f.manifest, ...(manifests.has(pkg) ? [pkg] : [])];
        }),
      ),
    ].sort(),
  };
}

const SCHEMA = '.github/critic-gate.schema.json';
const ACTIONLINT = '.github/actionlint.yaml';

const excludedNote = (failures: ReadonlyMap<number, readonly unknown[]>): string => {
  const n = [...failures.values()].reduce((sum, f) => sum + f.length, 0);
  return n === 0 ? '' : `; ${n} file(s) that fail a check today are left out of it, see the comments`;
};

/** The proposed gate's indexes of the checks the config holds, in its order: a check that fails the whole tree today is not written. */
function writtenIndexes(gate: readonly ProposedCheck[], failures: ReadonlyMap<number, readonly TrialFailure[]>): number[] {
  return gate.flatMap((_, i) => (failures.get(i)?.some((f) => f.path === '') ? [] : [i]));
}

/** Redrawn in place on a terminal; elsewhere a line at each quarter, so a log shows it moving without filling up. */
function progressLine(io: CliIo, total: number): (done: number) => void {
  const step = Math.max(1, Math.ceil(total / 4));
  return (done) => {
    const text = `replaying merged changes: ${done}/${total}`;
    if (io.stderrIsTty) io.stderr(`\r${text}${done === total ? '\n' : ''}`);
    else if (done % step === 0 || done === total) io.stderr(`${text}\n`);
  };
}

/**
 * Issue 38: the candidate config replayed on the branch's last merged changes, and relaxed where it
 * would have blocked one of them (init/relax.ts). Without history, the gate as proposed, and said so.
 */
async function proveOnHistory(
  dir: string,
  count: number,
  candidate: ReturnType<typeof parseConfig>,
  gate: ProposedCheck[],
  failures: ReadonlyMap<number, readonly TrialFailure[]>,
  io: CliIo,
): Promise<{ gate: ProposedCheck[]; header: string[] }> {
  if (count === 0) return { gate, header: [] };
  const { branch, ranges } = await mergedRanges(dir, count);
  if (ranges.length === 0) {
    io.stderr(`init: ${branch} has no merged changes to replay the config on (a new repository): writing the defaults, unproven\n`);
    return { gate, header: [] };
  }
  const startedAt = performance.now();
  const progress = progressLine(io, ranges.length);
  if (io.stderrIsTty) progress(0);
  const replayed = await replayRanges(dir, candidate, writtenIndexes(gate, failures), ranges, progress);
  const relaxed = relaxForHistory(gate, historyOf(branch, replayed, startedAt));
  // The header as the config says it, and the changes it still blocks, each on its line.
  const [proven = '', ...blocked] = relaxed.header;
  io.stderr(`${[proven.replace(/^# /, 'init: the config '), ...blocked.map((l) => l.replace(/^#/, ''))].join('\n')}\n`);
  return relaxed;
}

/** `critic-gate init`: a starting assertions file and workflow. Never overwrites without --force. */
export async function initCommand(cmd: InitCommand, io: CliIo, cwd: string): Promise<void> {
  const dir = resolve(cwd, cmd.repo);
  if (!existsSync(dir) || !(await stat(dir)).isDirectory()) throw new UsageError(`init: --repo ${cmd.repo}: no such folder`);
  // The config is read from a pull request's base commit: outside a repository there is none, and
  // five files written there would gate nothing.
  const inRepository = await promisify(execFile)('git', ['rev-parse', '--is-inside-work-tree'], { cwd: dir }).then(
    ({ stdout }) => stdout.trim() === 'true',
    () => false,
  );
  if (!inRepository)
    throw new UsageError(
      `init: ${cmd.repo} is not a git repository: critic-gate's config is read from a pull request's base commit, so init writes it into a repository (git init, or --repo PATH of one); nothing was written`,
    );
  // Refused before the trial and the replay, which take a while: nothing of them would be written.
  const existing = [DEFAULTS.configPath, GATE_WORKFLOW_PATH, OVERRIDE_WORKFLOW_PATH].filter((p) => existsSync(join(dir, p)));
  if (existing.length > 0 && !cmd.force) {
    throw new UsageError(
      `init: ${[existing.slice(0, -1).join(', '), existing.at(-1)].filter(Boolean).join(' and ')} already exist${existing.length === 1 ? 's' : ''}; nothing was written (--force overwrites)`,
    );
  }
  const paths = await treePaths(dir);
  const tree = await summarise(dir, paths);
  const gate = proposedGate(tree);
  // The checks are tried on the tree as it is; what fails there today is left out, with the reason.
  const failures = await trialRun(
    gate.map((c) => c.spec),
    { paths, reader: diskReader(dir, paths), ignore: ignoreFor(tree).ignore },
  );
  // The template must be a config the gate accepts; a failure here is our bug, not the user's.
  const candidate = parseConfig(renderConfig(tree, gate, failures), DEFAULTS.configPath);
  const proven = await proveOnHistory(dir, cmd.history, candidate, gate, failures, io);
  // Spec §15: a met and an unmet example for each LLM assertion written, so that it earns its power to block.
  const { config, files: examples } = await withInitExamples(
    renderConfig(tree, proven.gate, failures, undefined, proven.header),
    paths,
    (p) => readFile(join(dir, p), 'utf8').catch(() => undefined),
  );
  parseConfig(config, DEFAULTS.configPath);

  const files: Array<{ path: string; text: string; keepExisting?: boolean }> = [
    { path: DEFAULTS.configPath, text: config },
    // What the config's first line points editors at: the schema of the critic-gate that wrote it.
    { path: SCHEMA, text: toJson(configJsonSchema(), true) },
    { path: GATE_WORKFLOW_PATH, text: gateWorkflowTemplate() },
    // A false FAIL's sanctioned way out: a maintainer's `/critic-gate override <sha>: <reason>` (spec §14).
    { path: OVERRIDE_WORKFLOW_PATH, text: overrideWorkflowTemplate() },
    // The user's own actionlint settings win; ours only names the runner label.
    { path: ACTIONLINT, text: ACTIONLINT_CONFIG, keepExisting: true },
    // Examples someone has already made their own are theirs.
    ...examples.map((e) => ({ ...e, keepExisting: true })),
  ];
  for (const f of files) {
    const target = join(dir, f.path);
    if (f.keepExisting && existsSync(target)) {
      io.stdout(`kept    ${f.path} (already there)\n`);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, f.text, 'utf8');
    io.stdout(`wrote   ${f.path}\n`);
  }
  io.stdout(
    [
      '',
      'Next:',
      `  1. Review ${DEFAULTS.configPath} (checks for the ${paths.length} files found${excludedNote(failures)}) and commit it to the default branch:`,
      '     it is read from the base commit, so it governs pull requests opened after it lands.',
      `  2. In ${GATE_WORKFLOW_PATH} and ${OVERRIDE_WORKFLOW_PATH}, replace your-org/critic-gate with where you use the Action from.`,
      '  3. Try it on your branch: critic-gate pr --base origin/main',
      '',
    ].join('\n'),
  );
}
