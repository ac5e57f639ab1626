/** What the Action says to the runner. One small interface so the orchestration never touches @actions/core directly. */
export interface Runner {
    secret(value: string): void;
    output(name: string, value: string): void;
    /** Appends markdown to the job summary. */
    summary(markdown: string): Promise<void>;
    info(message: string): void;
    warning(message: string): void;
    /** Marks the step failed; the process exits 1. */
    fail(message: string): void;
}
export declare const coreRunner: Runner;
