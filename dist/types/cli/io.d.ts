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
export declare function colorEnabled(env: Readonly<Record<string, string | undefined>>, isTty: boolean): boolean;
/** Reading a terminal would wait for typing that never comes: a person who forgot the pipe is told so. */
export declare class NoInputError extends CriticGateError {
    name: string;
    readonly category = "input";
}
/**
 * All of file descriptor `fd`, read with plain reads: making `process.stdin` (a socket or a file
 * stream) and iterating it costs about 8 ms of CPU at each cold start, for input that is usually
 * all there. A read the descriptor refuses (a non-blocking pipe with nothing in it yet: EAGAIN; a
 * Windows pipe at its end) hands the rest to `rest`, the stream of that descriptor, after the
 * bytes already read.
 */
export declare function readDescriptor(fd: number, rest: () => AsyncIterable<Buffer | string>): Promise<string>;
/**
 * Writes to file descriptor `fd` with plain writes: making `process.stdout` (a socket for a pipe)
 * loads node:net and the streams, about 6 ms of each cold start, to print one line. A descriptor
 * that refuses a write (a non-blocking pipe that is full: EAGAIN) hands that text and all that
 * follows to `stream`, so the order holds. A reader that has gone away (`critic-gate schema |
 * head -1`, EPIPE) ends the printing: the rest is dropped and the command ends as it would have,
 * its exit code unchanged, instead of dying with a stack trace. A terminal is written through the
 * stream from the start: it writes to a console as each platform needs (Windows takes UTF-16 there).
 */
export declare function descriptorWriter(fd: number, stream: () => NodeJS.WritableStream): (text: string) => void;
export declare const processIo: CliIo;
/** `io` with everything written (stdout, stderr, files) passed through `redact` first. */
export declare function redactingIo(io: CliIo, redact: {
    text(text: string): string;
}): CliIo;
