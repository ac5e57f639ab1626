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
  if (isTerminal(0)) throw new NoInputError(NO_INPUT);
  return readDescriptor(0, () => process.stdin);
}

/**
 * Whether `fd` is a terminal. node:tty brings node:net and the streams with it, so it is asked
 * only about a character device: a pipe or a file, what scripts and CI give, is told by one fstat.
 */
function isTerminal(fd: number): boolean {
  try {
    if (!process.getBuiltinModule('node:fs').fstatSync(fd).isCharacterDevice()) return false;
  } catch {
    return false; // a closed descriptor
  }
  return process.getBuiltinModule('node:tty').isatty(fd);
}

/**
 * Writes to file descriptor `fd` with plain writes: making `process.stdout` (a socket for a pipe)
 * loads node:net and the streams, about 6 ms of each cold start, to print one line. A descriptor
 * that refuses a write (a non-blocking pipe that is full: EAGAIN) hands that text and all that
 * follows to `stream`, so the order holds. A reader that has gone away (`critic-gate schema |
 * head -1`, EPIPE) ends the printing: the rest is dropped and the command ends as it would have,
 * its exit code unchanged, instead of dying with a stack trace. A terminal is written through the
 * stream from the start: it writes to a console as each platform needs (Windows takes UTF-16 there).
 */
export function descriptorWriter(fd: number, stream: () => NodeJS.WritableStream): (text: string) => void {
  let gone = false;
  let streaming: NodeJS.WritableStream | undefined;
  let terminal: boolean | undefined;
  const toStream = (text: string | Buffer): void => {
    if (streaming === undefined) {
      streaming = stream();
      streaming.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code !== 'EPIPE') throw e;
        gone = true;
      });
    }
    if (!gone) streaming.write(text);
  };
  return (text) => {
    if (gone) return;
    if (streaming !== undefined || (terminal ??= isTerminal(fd))) return toStream(text);
    const bytes = Buffer.from(text, 'utf8');
    let written = 0;
    try {
      const { writeSync } = process.getBuiltinModule('node:fs');
      while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') gone = true;
      else if (code === 'EAGAIN') toStream(bytes.subarray(written));
      else throw e;
    }
  };
}

const writeStderr = descriptorWriter(2, () => process.stderr);

// node:fs/promises is loaded when a file is read or written, not imported: input on stdin never needs it.
const fsPromises = () => process.getBuiltinModule('node:fs/promises');

export const processIo: CliIo = {
  readStdin: readProcessStdin,
  readFile: (path) => fsPromises().readFile(path, 'utf8'),
  writeFile: (path, text) => fsPromises().writeFile(path, text, 'utf8'),
  stdout: descriptorWriter(1, () => process.stdout),
  stderr: writeStderr,
  isTty: isTerminal(1),
  stderrIsTty: isTerminal(2),
  interrupts: () => {
    const controller = new AbortController();
    // Once: a second Ctrl-C ends the process the usual way.
    process.once('SIGINT', () => {
      writeStderr('\ncritic-gate: interrupted; finishing the case in progress (Ctrl-C again to quit now)\n');
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
