/**
 * Which lines of a text belong to a stack trace or error dump. Frames are recognised by their
 * runtime's exact shape (a file and line number where the runtime prints one); a message line
 * such as `ValueError: bad value` counts only next to frames, so code that merely raises or
 * mentions an error is never taken for a trace.
 */
export type TraceLanguage = 'Python' | 'JavaScript' | 'Java/Kotlin' | 'Go' | 'Rust' | '.NET';
export interface TraceScan {
    /** 1-based numbers of the lines that belong to a trace. */
    lines: number[];
    nonEmpty: number;
    /** The runtimes seen, most frames first. */
    runtimes: TraceLanguage[];
    /** The first line of a trace. */
    first: number | undefined;
}
export declare function scanStackTrace(lines: readonly {
    n: number;
    text: string;
}[]): TraceScan;
