/**
 * Python, decided by CPython's own compiler: one long-lived `python3` per process (per run) that
 * `compile()`s the texts it is sent and answers with the first SyntaxError. Nothing is executed:
 * compile() only builds a code object. The process runs isolated (-I: no PYTHON* variables, no
 * user site), without site (-S), warnings silenced (a SyntaxWarning is no error), in a minimal
 * environment, and each text has a time limit.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { delimiter } from 'node:path';
import { minimalEnv, type ExactReport } from './types.js';
import { candidatePrograms, compareVersions, showVersion, type PythonRequirement, type PythonVersion } from './python-version.js';

// Taken from the loaded module, not imported: an ESM import of node:fs evaluates every export, its
// file streams included (about 9 ms of CPU), and a `judge` of Python output loads this module first.
const { readdirSync } = process.getBuiltinModule('node:fs');

/** Seconds one text may take to compile before the interpreter is killed and the text fails. */
export const PYTHON_TIMEOUT_MS = 20_000;

// Protocol: the server first prints its version; then per request a line with the byte length,
// the bytes, and it answers one JSON line. The bytes are compiled as bytes, so CPython decodes
// them as it would run the file: a coding cookie (`# -*- coding: utf-7 -*-`) is honoured, and
// bytes that are not UTF-8 are refused as the interpreter refuses them (issue 23, item 3).
// `json` is imported only for an error to report: importing it (and the `re` it pulls in) is
// most of the interpreter's start after its own, and a text that compiles needs no more than a
// fixed line.
const SERVER = String.raw`
import sys
out = sys.stdout
out.write('{"version": "%d.%d", "build": "%s %x"}\n' % (sys.version_info[:2] + (sys.implementation.name, sys.hexversion)))
out.flush()
inp = sys.stdin.buffer
def report(r):
    import json
    out.write(json.dumps(r) + "\n")
while True:
    header = inp.readline()
    if not header:
        break
    src = inp.read(int(header))
    try:
        compile(src, "<input>", "exec", dont_inherit=True)
        out.write('{"ok": true}\n')
    except SyntaxError as e:
        report({"ok": False, "type": type(e).__name__, "msg": e.msg, "line": e.lineno, "col": e.offset})
    except (ValueError, MemoryError, RecursionError, OverflowError) as e:
        report({"ok": False, "type": type(e).__name__, "msg": str(e), "line": None, "col": None})
    out.flush()
`;

interface Answer {
  ok: boolean;
  type?: string;
  msg?: string;
  line?: number | null;
  col?: number | null;
}

/** The interpreter was killed for another text's time limit: this text is sent again to a new one. */
class Stopped extends Error {}

/** Why there is no CPython to ask: the program could not be started, or it is no Python. */
export class PythonUnavailable extends Error {}

class PythonServer {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: { resolve(a: Answer): void; reject(e: Error): void }[] = [];
  private buffered = '';
  private dead: Error | undefined;
  /** Whether the child and its pipes are referenced now: each ref/unref is a call into libuv per pipe, made only on a change. */
  private held = false;
  readonly version: Promise<string>;
  /**
   * The implementation and its exact version (`cpython 30b07f0`: sys.hexversion), for the known-clean
   * cache's keys; undefined from an interpreter that did not say (then nothing is kept or reused).
   */
  readonly build: Promise<string | undefined>;

  /**
   * `spare`: a second interpreter beside the first (serverForText). Its end, whatever the cause,
   * sends the texts it held back to be compiled again, by the first: a spare costs time, never a verdict.
   */
  constructor(
    readonly program: string,
    private readonly spare = false,
  ) {
    // node:child_process is loaded when first used, not imported: a run without Python never pays for it (and for net, dgram).
    const { spawn } = process.getBuiltinModule('node:child_process');
    this.child = spawn(program, ['-I', '-S', '-B', '-W', 'ignore', '-c', SERVER], { env: minimalEnv(), stdio: 'pipe' });
    let versionKnown = false;
    const first = new Promise<{ version: string; build?: string }>((resolve, reject) => {
      this.waiting.push({
        resolve: (a) => {
          versionKnown = true;
          resolve(a as unknown as { version: string; build?: string });
        },
        reject,
      });
    });
    this.version = first.then((a) => a.version);
    this.build = first.then((a) => a.build);
    this.version.catch(() => undefined);
    this.build.catch(() => undefined);
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.read(chunk));
    let stderr = '';
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 2000) stderr += chunk;
    });
    this.child.on('error', (e) => this.die(new PythonUnavailable(`${program}: ${e.message}`)));
    this.child.on('close', (code, signal) => {
      const why = stderr.trim().split('\n').pop() ?? '';
      this.die(
        versionKnown
          ? new Error(`${program} exited (${signal ?? code})${why ? `: ${why}` : ''}`)
          : new PythonUnavailable(`${program} did not start as Python (${signal ?? code})${why ? `: ${why}` : ''}`),
      );
    });
    this.child.stdin.on('error', () => undefined);
    // Referenced until the version line arrives; idle (unreferenced) between texts after that.
    this.busy();
  }

  get alive(): boolean {
    return this.dead === undefined;
  }

  /** Texts sent and not yet answered (the version line counts as one until it comes). */
  get pending(): number {
    return this.waiting.length;
  }

  compile(text: string): Promise<Answer> {
    if (this.dead) return Promise.reject(this.dead);
    const bytes = Buffer.from(text, 'utf8');
    const answer = new Promise<Answer>((resolve, reject) => this.waiting.push({ resolve, reject }));
    this.busy();
    // Corked: the length line and the text leave in one write to the pipe, not two.
    this.child.stdin.cork();
    this.child.stdin.write(`${bytes.length}\n`);
    this.child.stdin.write(bytes);
    this.child.stdin.uncork();
    return answer;
  }

  kill(): void {
    this.die(new Stopped(`${this.program} was stopped`));
    this.child.kill('SIGKILL');
  }

  private read(chunk: string): void {
    this.buffered += chunk;
    for (let nl = this.buffered.indexOf('\n'); nl >= 0; nl = this.buffered.indexOf('\n')) {
      const line = this.buffered.slice(0, nl);
      this.buffered = this.buffered.slice(nl + 1);
      const w = this.waiting.shift();
      try {
        w?.resolve(JSON.parse(line) as Answer);
      } catch {
        w?.reject(new Error(`${this.program} answered what is not JSON: ${line.slice(0, 200)}`));
      }
      if (this.waiting.length === 0) this.idle();
    }
  }

  private die(e: Error): void {
    if (this.spare && !(e instanceof Stopped)) {
      sparesFailed.add(this.program);
      e = new Stopped(`a second ${this.program} ended (${e.message})`);
    }
    this.dead ??= e;
    for (const w of this.waiting.splice(0)) w.reject(this.dead);
    this.idle();
  }

  // An idle interpreter must not keep the process alive: it is left running, unreferenced, and
  // ends when our end of its stdin closes with the process.
  private busy(): void {
    if (this.held) return;
    this.held = true;
    this.child.ref();
    for (const s of [this.child.stdin, this.child.stdout, this.child.stderr]) (s as unknown as { ref?: () => void }).ref?.();
  }

  private idle(): void {
    if (!this.held) return;
    this.held = false;
    this.child.unref();
    for (const s of [this.child.stdin, this.child.stdout, this.child.stderr]) (s as unknown as { unref?: () => void }).unref?.();
  }
}

/** The interpreters running for each program: the first is asked for the version; texts go to the least busy. */
const servers = new Map<string, PythonServer[]>();

/**
 * When a second interpreter is started beside the first: once the least busy one has `queue`
 * texts waiting (compile() is most of the time a large change's Python files take, and one
 * interpreter uses one core), and only for a program that is no script. A version manager's shim
 * (pyenv, asdf) is a shell script that costs a few hundred milliseconds of CPU on each start, more
 * than a second interpreter saves (npm run bench, pr, every file distinct: 0.37 s slower through
 * pyenv's shim, 0.13 s faster with the interpreter named).
 */
export const sparePolicy = {
  queue: 8,
  /** A test may allow scripts: its stand-in interpreters are scripts. */
  scripts: false,
};
/** Programs whose second interpreter ended early: none is started for them again. */
const sparesFailed = new Set<string>();

/** Whether the user named the interpreter (the check's `python`, CRITIC_GATE_PYTHON): then it is asked, whatever the project declares. */
export const pythonChosenByUser = (configured: string | undefined): boolean =>
  configured !== undefined || !!process.env['CRITIC_GATE_PYTHON'];

/** The interpreter to ask: the check's `python`, else CRITIC_GATE_PYTHON, else `python3` on PATH. */
export function pythonProgram(configured: string | undefined): string {
  return configured ?? (process.env['CRITIC_GATE_PYTHON'] || 'python3');
}

function server(program: string): PythonServer {
  const running = (servers.get(program) ?? []).filter((s) => s.alive);
  if (running[0] === undefined) running.push(new PythonServer(program));
  servers.set(program, running);
  return running[0]!;
}

/**
 * The interpreter to send the next text to: the least busy, or, when even that one has a queue,
 * a second beside it (at most two, and only with a core for each; see sparePolicy).
 */
function serverForText(program: string): PythonServer {
  const first = server(program);
  const running = servers.get(program)!;
  let least = first;
  for (const s of running) if (s.pending < least.pending) least = s;
  if (least.pending < sparePolicy.queue || running.length >= maxInterpreters() || sparesFailed.has(program)) return least;
  if (!sparePolicy.scripts && isScript(program)) return least;
  const spare = new PythonServer(program, true);
  running.push(spare);
  return spare;
}

const scripts = new Map<string, boolean>();

/** Whether `program` (a path, or a name looked up on PATH) is a script (`#!`), or cannot be found: no binary to start twice cheaply. */
function isScript(program: string): boolean {
  const key = lookupKey(program);
  let known = scripts.get(key);
  if (known === undefined) scripts.set(key, (known = startsWithShebang(program)));
  return known;
}

function startsWithShebang(program: string): boolean {
  const { accessSync, constants, openSync, readSync, closeSync, statSync } = process.getBuiltinModule('node:fs');
  const paths = program.includes('/') ? [program] : (process.env['PATH'] ?? '').split(delimiter).map((dir) => `${dir || '.'}/${program}`);
  for (const path of paths) {
    let fd: number;
    try {
      // The file a spawn would run, as execvp finds it: the first executable regular file of that name.
      if (!statSync(path).isFile()) continue;
      accessSync(path, constants.X_OK);
      fd = openSync(path, 'r');
    } catch {
      continue;
    }
    try {
      const head = Buffer.alloc(2);
      return readSync(fd, head, 0, 2, 0) < 2 || head.toString('latin1') === '#!';
    } catch {
      return true;
    } finally {
      closeSync(fd);
    }
  }
  return true;
}

let cores: number | undefined;
const maxInterpreters = (): number => Math.min(2, (cores ??= process.getBuiltinModule('node:os').availableParallelism()));

/** How many interpreters of `program` are running: how a test tells a second was started, or was not. */
export const interpretersRunning = (program: string): number => (servers.get(program) ?? []).filter((s) => s.alive).length;

/**
 * Starts the interpreter now, ahead of the first text: its start (tens of milliseconds, more
 * through a version manager's shim) then overlaps whatever comes before. Idle, it does not keep
 * the process alive.
 */
export function startPython(program: string): void {
  if (unavailable.has(lookupKey(program))) return;
  server(program).version.catch(() => undefined);
}

/**
 * Remembered per program and PATH: a missing interpreter is looked for once per run, and a bare
 * name missing under one PATH may be found under another (a library caller or a test may change it).
 */
const unavailable = new Map<string, PythonUnavailable>();
const lookupKey = (program: string): string => (program.includes('/') ? program : `${process.env['PATH'] ?? ''}\u0000${program}`);

/**
 * The interpreter is older than the project declares: a text it refuses may be valid in the
 * declared version, so the refusal is the runner's setup, not the author's code (issue 26, item 10).
 */
export interface PythonSetupProblem {
  setup: string;
  /** The version to install: `3.12`. */
  needs: string;
}

/**
 * Compiles `text` with CPython. Throws PythonUnavailable when there is no interpreter (the caller
 * falls back to an approximate parser), any other error when the interpreter failed on this text.
 * With the project's `requirement`, an interpreter on PATH that meets it is used instead of an
 * older `program` (unless `program` was chosen by the user), and a text an older one refuses is a
 * setup problem.
 */
export async function parsePython(
  text: string,
  program: string,
  requirement?: PythonRequirement,
  chosenByUser = false,
): Promise<ExactReport | PythonSetupProblem> {
  const interpreter = requirement === undefined ? program : await interpreterFor(program, requirement, chosenByUser);
  for (;;) {
    try {
      const report = await compileOnce(text, interpreter);
      return requirement === undefined ? report : judgedBelow(report, await versionOf(interpreter), requirement);
    } catch (e) {
      if (!(e instanceof Stopped)) throw e;
    }
  }
}

/**
 * The interpreter that would compile a text for these options, as the known-clean cache keys its
 * verdicts (checks/known-clean.ts): `note` is how the evidence names it (`python 3.11`), `build` its
 * exact version. Undefined when there is none to ask (then nothing is kept or reused).
 */
export async function pythonIdentity(
  program: string,
  requirement: PythonRequirement | undefined,
  chosenByUser: boolean,
): Promise<{ note: string; build: string } | undefined> {
  try {
    const interpreter = requirement === undefined ? program : await interpreterFor(program, requirement, chosenByUser);
    const version = await versionOf(interpreter);
    const build = await server(interpreter).build;
    return build === undefined ? undefined : { note: `python ${version}`, build };
  } catch {
    return undefined;
  }
}

function judgedBelow(report: ExactReport, version: string, requirement: PythonRequirement): ExactReport | PythonSetupProblem {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (compareVersions([major, minor], requirement.minimum) >= 0) return report;
  const need = `this project requires Python ${requirement.pinned ? '' : '≥ '}${showVersion(requirement.minimum)} (${requirement.declared}); the runner has ${version}`;
  // What an older interpreter accepts, the declared one accepts too: only a refusal is in doubt.
  if (report.ok) return { ok: true, parser: `${report.parser}, older than the ${showVersion(requirement.minimum)} the project requires` };
  return { setup: `${need}, which refuses line ${report.line}: ${report.message}`, needs: showVersion(requirement.minimum) };
}

async function versionOf(program: string): Promise<string> {
  const known = unavailable.get(lookupKey(program));
  if (known) throw known;
  try {
    return await server(program).version;
  } catch (e) {
    if (e instanceof PythonUnavailable) unavailable.set(lookupKey(program), e);
    throw e;
  }
}

/** `python3.N` names on PATH, by version: whether each really runs (a pyenv shim may not) is learnt by starting it. */
let onPath: { path: string; versions: PythonVersion[] } | undefined;
function pythonsOnPath(): PythonVersion[] {
  const path = process.env['PATH'] ?? '';
  if (onPath?.path === path) return onPath.versions;
  const found = new Map<string, PythonVersion>();
  for (const dir of path.split(delimiter)) {
    let names: string[];
    try {
      names = readdirSync(dir || '.');
    } catch {
      continue;
    }
    for (const name of names) {
      const m = /^python(\d+)\.(\d+)$/.exec(name);
      if (m) found.set(`${m[1]}.${m[2]}`, [Number(m[1]), Number(m[2])]);
    }
  }
  onPath = { path, versions: [...found.values()] };
  return onPath.versions;
}

const chosen = new Map<string, Promise<string>>();

/** The interpreter that judges a project requiring `requirement`: `program` when it meets it (or the user chose it), else the first on PATH that does. */
function interpreterFor(program: string, requirement: PythonRequirement, chosenByUser: boolean): Promise<string> {
  const key = `${process.env['PATH'] ?? ''}\u0000${program}\u0000${chosenByUser ? 1 : 0}\u0000${requirement.pinned ? '=' : '>='}${showVersion(requirement.minimum)}`;
  let hit = chosen.get(key);
  if (hit === undefined) {
    hit = choose(program, requirement, chosenByUser);
    chosen.set(key, hit);
  }
  return hit;
}

async function choose(program: string, requirement: PythonRequirement, chosenByUser: boolean): Promise<string> {
  if (chosenByUser) return program;
  const meets = async (candidate: string): Promise<boolean> => {
    try {
      const [major = 0, minor = 0] = (await versionOf(candidate)).split('.').map(Number);
      const ok = compareVersions([major, minor], requirement.minimum) >= 0;
      return requirement.pinned ? ok && major === requirement.minimum[0] && minor === requirement.minimum[1] : ok;
    } catch (e) {
      if (e instanceof PythonUnavailable) return false;
      throw e;
    }
  };
  if (await meets(program)) return program;
  for (const candidate of candidatePrograms(requirement, pythonsOnPath())) if (await meets(candidate)) return candidate;
  // None exact for a pin: any that meets the minimum decides as well as the pinned one would.
  if (requirement.pinned) {
    const loose = { ...requirement, pinned: false };
    for (const candidate of candidatePrograms(loose, pythonsOnPath())) if (await meets(candidate)) return candidate;
  }
  return program;
}

async function compileOnce(text: string, program: string): Promise<ExactReport> {
  const version = await versionOf(program);
  const s = serverForText(program);
  const parser = `python ${version}`;
  let timer: NodeJS.Timeout | undefined;
  const answer = await Promise.race([
    s.compile(text),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // Rejected before the kill: the kill rejects this text's own request too, and that must not count as "stopped, send again".
        reject(new Error(`${parser} did not finish compiling within ${PYTHON_TIMEOUT_MS / 1000} s`));
        s.kill();
      }, PYTHON_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if (answer.ok) return { ok: true, parser };
  const message =
    answer.type === 'SyntaxError' || answer.type === undefined ? (answer.msg ?? 'invalid syntax') : `${answer.type}: ${answer.msg ?? ''}`;
  return { ok: false, parser, line: answer.line ?? 1, column: Math.max(1, answer.col ?? 1), message };
}
