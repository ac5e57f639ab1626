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
    /**
     * Runs git in the repository. `apart`: run it from that empty folder, as the work tree of the
     * repository whose git directory is `gitDir`, with an index that does not exist: git then reads
     * no `.gitattributes` from the checked-out files or the index, which the change may have written
     * (issue 37: a pull request's `*.py -diff` made its own code binary to git). Attributes the
     * runner set in the git directory itself (`info/attributes`) still apply.
     */
    run(args: readonly string[], input?: string, apart?: {
        folder: string;
        gitDir: string;
    }): Promise<RunResult>;
}
export declare function firstLine(s: string): string;
