/**
 * Python, decided by CPython's own compiler: one long-lived `python3` per process (per run) that
 * `compile()`s the texts it is sent and answers with the first SyntaxError. Nothing is executed:
 * compile() only builds a code object. The process runs isolated (-I: no PYTHON* variables, no
 * user site), without site (-S), warnings silenced (a SyntaxWarning is no error), in a minimal
 * environment, and each text has a time limit.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { minimalEnv, type ExactReport } from './syntax-types.js';

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
out.write('{"version": "%d.%d"}\n' % sys.version_info[:2])
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
  readonly version: Promise<string>;

  constructor(readonly program: string) {
    this.child = spawn(program, ['-I', '-S', '-B', '-W', 'ignore', '-c', SERVER], { env: minimalEnv(), stdio: 'pipe' });
    let versionKnown = false;
    this.version = new Promise<string>((resolve, reject) => {
      this.waiting.push({
        resolve: (a) => {
          versionKnown = true;
          resolve((a as unknown as { version: string }).version);
        },
        reject,
      });
    });
    this.version.catch(() => undefined);
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

  compile(text: string): Promise<Answer> {
    if (this.dead) return Promise.reject(this.dead);
    const bytes = Buffer.from(text, 'utf8');
    const answer = new Promise<Answer>((resolve, reject) => this.waiting.push({ resolve, reject }));
    this.busy();
    this.child.stdin.write(`${bytes.length}\n`);
    this.child.stdin.write(bytes);
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
    this.dead ??= e;
    for (const w of this.waiting.splice(0)) w.reject(this.dead);
    this.idle();
  }

  // An idle interpreter must not keep the process alive: it is left running, unreferenced, and
  // ends when our end of its stdin closes with the process.
  private busy(): void {
    this.child.ref();
    for (const s of [this.child.stdin, this.child.stdout, this.child.stderr]) (s as unknown as { ref?: () => void }).ref?.();
  }

  private idle(): void {
    this.child.unref();
    for (const s of [this.child.stdin, this.child.stdout, this.child.stderr]) (s as unknown as { unref?: () => void }).unref?.();
  }
}

const servers = new Map<string, PythonServer>();

/** The interpreter to ask: the check's `python`, else CRITIC_GATE_PYTHON, else `python3` on PATH. */
export function pythonProgram(configured: string | undefined): string {
  return configured ?? (process.env['CRITIC_GATE_PYTHON'] || 'python3');
}

function server(program: string): PythonServer {
  let s = servers.get(program);
  if (!s?.alive) {
    s = new PythonServer(program);
    servers.set(program, s);
  }
  return s;
}

/**
 * Starts the interpreter now, ahead of the first text: its start (tens of milliseconds, more
 * through a version manager's shim) then overlaps whatever comes before. Idle, it does not keep
 * the process alive.
 */
export function startPython(program: string): void {
  if (unavailable.has(program)) return;
  server(program).version.catch(() => undefined);
}

/** Remembered per program: a missing interpreter is looked for once per run. */
const unavailable = new Map<string, PythonUnavailable>();

/**
 * Compiles `text` with CPython. Throws PythonUnavailable when there is no interpreter (the caller
 * falls back to an approximate parser), any other error when the interpreter failed on this text.
 */
export async function parsePython(text: string, program: string): Promise<ExactReport> {
  for (;;) {
    try {
      return await compileOnce(text, program);
    } catch (e) {
      if (!(e instanceof Stopped)) throw e;
    }
  }
}

async function compileOnce(text: string, program: string): Promise<ExactReport> {
  const known = unavailable.get(program);
  if (known) throw known;
  const s = server(program);
  let version: string;
  try {
    version = await s.version;
  } catch (e) {
    if (e instanceof PythonUnavailable) unavailable.set(program, e);
    throw e;
  }
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
