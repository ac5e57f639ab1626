import { CatFileBatch } from './git-batch.js';
import { CriticGateError } from '../errors/taxonomy.js';
export type GitErrorReason = 'git-missing' | 'not-a-repo' | 'unknown-ref' | 'no-merge-base' | 'failed';
/** Git could not give what was asked. Bad input, so the CLI exits 4 (spec §3). */
export declare class GitError extends CriticGateError {
    readonly reason: GitErrorReason;
    readonly category = "git";
    constructor(message: string, reason: GitErrorReason);
}
export interface RunResult {
    code: number | null;
    stdout: Buffer;
    stderr: string;
}
export declare class GitProcesses {
    readonly dir: string;
    private readonly env;
    private batch;
    private readonly running;
    private closed;
    constructor(dir: string);
    /**
     * Ends the `cat-file` process and any git still running: a run that failed early (a bad config)
     * must not wait for the patch it started ahead (startDiff), nor start more.
     */
    close(): Promise<void>;
    catFile(): CatFileBatch;
    run(args: readonly string[], input?: string): Promise<RunResult>;
}
export declare function firstLine(s: string): string;
