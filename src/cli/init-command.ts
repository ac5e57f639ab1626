import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { parseConfig } from '../config/index.js';
import { DEFAULTS } from '../defaults.js';
import { ACTIONLINT_CONFIG, configTemplate, workflowTemplate } from '../init/templates.js';
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

const WORKFLOW = '.github/workflows/critic-gate.yml';
const ACTIONLINT = '.github/actionlint.yaml';

/** `critic-gate init`: a starting assertions file and workflow. Never overwrites without --force. */
export async function initCommand(cmd: InitCommand, io: CliIo, cwd: string): Promise<void> {
  const dir = resolve(cwd, cmd.repo);
  if (!existsSync(dir) || !(await stat(dir)).isDirectory()) throw new UsageError(`init: --repo ${cmd.repo}: no such folder`);
  const paths = await treePaths(dir);
  const config = configTemplate({ paths });
  // The template must be a config the gate accepts; a failure here is our bug, not the user's.
  parseConfig(config, DEFAULTS.configPath);

  const files: Array<{ path: string; text: string; keepExisting?: boolean }> = [
    { path: DEFAULTS.configPath, text: config },
    { path: WORKFLOW, text: workflowTemplate() },
    // The user's own actionlint settings win; ours only names the runner label.
    { path: ACTIONLINT, text: ACTIONLINT_CONFIG, keepExisting: true },
  ];
  const existing = files.filter((f) => !f.keepExisting && existsSync(join(dir, f.path))).map((f) => f.path);
  if (existing.length > 0 && !cmd.force) {
    throw new UsageError(
      `init: ${existing.join(' and ')} already exist${existing.length === 1 ? 's' : ''}; nothing was written (--force overwrites)`,
    );
  }
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
      `  1. Review ${DEFAULTS.configPath} (checks for the ${paths.length} files found) and commit it to the default branch:`,
      '     it is read from the base commit, so it governs pull requests opened after it lands.',
      `  2. In ${WORKFLOW}, replace your-org/critic-gate with where you use the Action from.`,
      '  3. Try it on your branch: critic-gate pr --base origin/main',
      '',
    ].join('\n'),
  );
}
