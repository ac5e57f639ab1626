import type { Annotation } from '../report/annotations.js';
/** What the Action says to the runner. One small interface so the orchestration never touches @actions/core directly. */
export interface Runner {
    secret(value: string): void;
    output(name: string, value: string): void;
    /** Appends markdown to the job summary. */
    summary(markdown: string): Promise<void>;
    info(message: string): void;
    warning(message: string): void;
    /** A foldable section of the step log. */
    group(title: string, lines: readonly string[]): void;
    /** An annotation, shown on the Files tab at its file and line (no token needed). */
    annotate(annotation: Annotation): void;
    /** Marks the step failed; the process exits 1. */
    fail(message: string): void;
}
export declare const coreRunner: Runner;
/**
 * The runner with every message, output and summary passed through `redact` first, and every
 * secret handed to it registered there too: the last gate before anything leaves the process.
 */
export declare function redactingRunner(inner: Runner, redact: {
    add(secret: string): void;
    text(text: string): string;
}): Runner;
