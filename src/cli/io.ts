import { CriticGateError } from '../errors/taxonomy.js';

/** The CLI's only contact with the outside world, injected so commands can be run in-process in tests. */
export interface CliIo {
  readStdin(): Promise<string>;
  readFile(path: string): Promise<string>;
  writeFile(path: string, text: string): Promise<void>;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether stdout is a terminal (colour and layout for people, plain for pipes). */
  isTty: boolean;
  /** Whether stderr is a terminal (live progress there). */
  stderrIsTty: boolean;
  /**
   * A signal aborted by the first Ctrl-C, for commands that stop cleanly with a partial result.
   * Only those ask for it: for the others Ctrl-C keeps ending the process at once.
   */
  interrupts?: (() => AbortSignal) | undefined;
}

/**
 * Colour by the common conventions: FORCE_COLOR (other than 0/false) forces it, NO_COLOR (any
 * non-empty value) turns it off, otherwise a terminal gets colour unless TERM is dumb.
 */
export function colorEnabled(env: Readonly<Record<string, string | undefined>>, isTty: boolean): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  if (env['NO_COLOR']) return false;
  return isTty && env['TERM'] !== 'dumb';
}

/** Reading a terminal would wait for typing that never comes: a person who forgot the pipe is told so. */
export class NoInputError extends CriticGateError {
  override name = 'NoInputError';
  readonly category = 'input';
}

const NO_INPUT = 'no input: pipe a critic input into stdin (cat input.json | critic-gate judge) or pass --input FILE';

/**
 * All of file descriptor `fd`, read with plain reads: making `process.stdin` (a socket or a file
 * stream) and iterating it costs about 8 ms of CPU at each cold start, for input that is usually
 * all there. A read the descriptor refuses (a non-blocking pipe with nothing in it yet: EAGAIN; a
 * Windows pipe at its end) hands the rest to `rest`, the stream of that descriptor, after the
 * bytes already read.
 */
export async function readDescriptor(fd: number, rest: () => AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafe(1 << 16);
      // node:fs from the loaded module: an ESM import of it evaluates every export, its file streams included (about 9 ms).
      const read = process.getBuiltinModule('node:fs').readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) return Buffer.concat(chunks).toString('utf8');
      chunks.push(buffer.subarray(0, read));
    }
  } catch {
    // The stream reads what is left.
  }
  for await (const chunk of rest()) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function readProcessStdin(): Promise<string> {
  if (process.getBuiltinModule('node:tty').isatty(0)) throw new NoInputError(NO_INPUT);
  return readDescriptor(0, () => process.stdin);
}

/**
 * stdout as a pipe whose reader may go away (`critic-gate schema | head -1`): once it has, what is
 * left to print is dropped and the command ends as it would have (its exit code unchanged), instead
 * of dying on EPIPE with a stack trace.
 */
let stdoutGone = false;
let watchingStdout = false;

function writeStdout(text: string): void {
  if (!watchingStdout) {
    watchingStdout = true;
    process.stdout.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
      stdoutGone = true;
    });
  }
  if (!stdoutGone) process.stdout.write(text);
}

// node:fs/promises is loaded when a file is read or written, not imported: input on stdin never needs it.
const fsPromises = () => process.getBuiltinModule('node:fs/promises');

export const processIo: CliIo = {
  readStdin: readProcessStdin,
  readFile: (path) => fsPromises().readFile(path, 'utf8'),
  writeFile: (path, text) => fsPromises().writeFile(path, text, 'utf8'),
  stdout: writeStdout,
  stderr: (text) => process.stderr.write(text),
  isTty: Boolean(process.stdout.isTTY),
  stderrIsTty: Boolean(process.stderr.isTTY),
  interrupts: () => {
    const controller = new AbortController();
    // Once: a second Ctrl-C ends the process the usual way.
    process.once('SIGINT', () => {
      process.stderr.write('\ncritic-gate: interrupted; finishing the case in progress (Ctrl-C again to quit now)\n');
      controller.abort();
    });
    return controller.signal;
  },
};

/** `io` with everything written (stdout, stderr, files) passed through `redact` first. */
export function redactingIo(io: CliIo, redact: { text(text: string): string }): CliIo {
  return {
    ...io,
    readStdin: () => io.readStdin(),
    readFile: (path) => io.readFile(path),
    writeFile: (path, text) => io.writeFile(path, redact.text(text)),
    stdout: (text) => io.stdout(redact.text(text)),
    stderr: (text) => io.stderr(redact.text(text)),
  };
}
