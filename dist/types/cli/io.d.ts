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
export declare const processIo: CliIo;
/** `io` with everything written (stdout, stderr, files) passed through `redact` first. */
export declare function redactingIo(io: CliIo, redact: {
    text(text: string): string;
}): CliIo;
