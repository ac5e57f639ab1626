/**
 * The toolchain's own check mode for languages without an in-process parser: `bash -n`,
 * `ruby -c`, `php -l`, `gofmt -e`, and `go mod edit -json` for go.mod. Each reads the text on
 * stdin — or, for a tool that reads only files, from a copy in a fresh temp dir, so nothing in the
 * repository is touched — with a time limit and a minimal environment; none of them runs the code.
 * A tool that is not installed is remembered once per run, and the caller falls back to tree-sitter.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minimalEnv, type ExactReport } from './types.js';

export const TOOL_TIMEOUT_MS = 20_000;

interface Tool {
  /** The program and its arguments; the text arrives on stdin. */
  command: readonly string[];
  /** What the evidence calls it. */
  name: string;
  /** The first error in the tool's output: 1-based line, optional column, message. */
  error(output: string): { line: number; column?: number; message: string } | undefined;
  /** The tool reads only a file of this name: the text is written there in a fresh temp dir (the cwd), named as the last argument. */
  file?: string;
  /** Variables beside minimalEnv(): what keeps the tool offline and on the installed toolchain. */
  env?: Readonly<Record<string, string>>;
}

const firstLine = (s: string): string => s.trim().split('\n')[0] ?? '';

export const TOOLS: Readonly<Record<string, Tool>> = {
  bash: {
    command: ['bash', '-n'],
    name: 'bash -n',
    error(out) {
      const m = /^bash: line (\d+): (.*)$/m.exec(out);
      return m ? { line: Number(m[1]), message: m[2]! } : undefined;
    },
  },
  ruby: {
    command: ['ruby', '-c', '-'],
    name: 'ruby -c',
    error(out) {
      const m = /^-:(\d+):(?:(\d+):)?\s*(.*)$/m.exec(out);
      return m ? { line: Number(m[1]), ...(m[2] ? { column: Number(m[2]) } : {}), message: m[3]! } : undefined;
    },
  },
  php: {
    command: ['php', '-n', '-l'],
    name: 'php -l',
    error(out) {
      const m = /^(?:PHP )?(?:Parse|Fatal) error:\s*(.*?) in (?:Standard input code|-) on line (\d+)/m.exec(out);
      return m ? { line: Number(m[2]), message: m[1]! } : undefined;
    },
  },
  go: {
    command: ['gofmt', '-e'],
    name: 'gofmt -e',
    error(out) {
      const m = /^<standard input>:(\d+):(\d+): (.*)$/m.exec(out);
      return m ? { line: Number(m[1]), column: Number(m[2]), message: m[3]! } : undefined;
    },
  },
  'go-mod': {
    // cmd/go's own go.mod parser (golang.org/x/mod/modfile); -json only prints what it read.
    command: ['go', 'mod', 'edit', '-json'],
    name: 'go mod edit',
    file: 'go.mod',
    // The installed Go decides, offline: no toolchain switch or download for a newer `go` line,
    // no proxy, no workspace, no flags or settings from the caller's environment or go env file.
    env: { GOTOOLCHAIN: 'local', GOPROXY: 'off', GOSUMDB: 'off', GOFLAGS: '', GOENV: 'off', GOWORK: 'off', GOTELEMETRY: 'off' },
    error(out) {
      const m = /^go\.mod:(\d+)(?::(\d+))?: (.*)$/m.exec(out);
      return m ? { line: Number(m[1]), ...(m[2] ? { column: Number(m[2]) } : {}), message: m[3]! } : undefined;
    },
  },
};

/** The tool is not installed (or could not be started): the caller falls back to an approximate parser. */
export class ToolUnavailable extends Error {}

/**
 * The tools found missing, by language and the PATH they were looked for on: a process whose PATH
 * changes (a test, a library caller) looks again, instead of taking a tool it now has for absent.
 */
const missing = new Map<string, ToolUnavailable>();
const missingKey = (language: string): string => `${language}\0${process.env['PATH'] ?? ''}`;

/** Processes running at once: a change of a thousand shell scripts must not start a thousand. */
const MAX_RUNNING = 4;
let running = 0;
const queued: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => queued.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    queued.shift()?.();
  }
}

/** Runs `language`'s tool on `text`. Throws ToolUnavailable when it is not installed, another error when it failed to judge. */
export async function parseWithTool(text: string, language: string): Promise<ExactReport> {
  const tool = TOOLS[language];
  if (tool === undefined) throw new ToolUnavailable(`no check mode for ${language}`);
  const known = missing.get(missingKey(language));
  if (known) throw known;
  const [program, ...args] = tool.command as [string, ...string[]];
  const run = await slot(async () => {
    const dir = tool.file === undefined ? undefined : await mkdtemp(join(tmpdir(), 'critic-gate-tool-'));
    try {
      if (dir !== undefined) await writeFile(join(dir, tool.file!), text);
      return await spawnTool(program, dir === undefined ? args : [...args, tool.file!], dir, tool.env, dir === undefined ? text : '');
    } finally {
      if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    }
  }).catch((e: unknown) => {
    if (e instanceof ToolUnavailable) missing.set(missingKey(language), e);
    throw e;
  });
  if (run.timedOut) throw new Error(`${tool.name} did not finish within ${TOOL_TIMEOUT_MS / 1000} s`);
  if (run.code === 0) return { ok: true, parser: tool.name };
  const error = tool.error(run.output);
  if (error === undefined) throw new Error(`${tool.name} exited ${run.code}: ${firstLine(run.output) || 'no message'}`);
  return { ok: false, parser: tool.name, line: error.line, column: error.column ?? 1, message: error.message };
}

/** Runs one tool process to its end, `stdin` on its standard input, in `cwd` when given. */
function spawnTool(
  program: string,
  args: readonly string[],
  cwd: string | undefined,
  env: Readonly<Record<string, string>> | undefined,
  stdin: string,
): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...minimalEnv(), ...env }, stdio: 'pipe', ...(cwd === undefined ? {} : { cwd }) });
    let output = '';
    let timedOut = false;
    const collect = (chunk: Buffer): void => {
      if (output.length < 64 * 1024) output += chunk.toString('utf8');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.stdin.on('error', () => undefined);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, TOOL_TIMEOUT_MS);
    child.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(e.code === 'ENOENT' || e.code === 'EACCES' ? new ToolUnavailable(`${program} is not installed`) : e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
    child.stdin.end(stdin);
  });
}
