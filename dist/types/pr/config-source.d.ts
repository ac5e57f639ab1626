import type { CommandsRefusal } from '../checks/define.js';
import { type Config } from '../config/index.js';
import type { Locator } from '../config/locate.js';
/** Where the assertions file was read from (spec §3 `config`). */
export interface ConfigRef {
    path: string;
    /**
     * `base`: the base commit, which a pull request cannot change. `disk`: a file outside the
     * repository. `worktree`: locally only, a config not yet on the base branch, read from the
     * working tree (a change's own config: it never allows commands).
     */
    source: 'base' | 'disk' | 'worktree';
    commit?: string;
}
export interface LoadedConfig {
    config: Config;
    ref: ConfigRef;
    /** Where each field is written, for problems found after parsing (a glob matching nothing). */
    locate?: Locator | undefined;
    /** The file's bytes as read, for the config_digest (review/config-digest.ts); absent for a config built in memory. */
    bytes?: Uint8Array | undefined;
    /**
     * Spec §15: where the assertions' examples are read, with where that is for a message. Absent:
     * the base commit, like the config. A `worktree` config reads them from the working tree beside it.
     */
    examples?: {
        read(path: string): Promise<Uint8Array | undefined>;
        where: string;
    } | undefined;
}
/**
 * Reads and parses the assertions file at the base commit. A missing file is a config error, never an empty gate.
 * `codeCacheDir`: the run's cache directory (parseConfig).
 */
export declare function configFromCommit(read: (path: string) => Promise<Uint8Array | undefined>, path: string, commit: string, codeCacheDir: string | undefined): Promise<LoadedConfig>;
export declare function configFromDisk(text: string, path: string, codeCacheDir: string | undefined, source?: 'disk' | 'worktree'): LoadedConfig;
/**
 * Where commands would run: the checked-out head of the change, or why there is no such tree
 * (none checked out, or one at another commit, whose files are not the judged ones).
 */
export type WorkTree = {
    dir: string;
} | {
    problem: string;
};
export type CommandPolicy = {
    allowed: true;
    cwd: string;
} | {
    allowed: false;
    refused: CommandsRefusal;
};
/**
 * Shell commands run only when the user opted in, the config came from the base commit (a config
 * the change itself could have edited must not choose what runs on the runner), and there is a
 * work tree at the judged head to run them in (elsewhere they would pass or fail other files).
 */
export declare function commandPolicy(allowCommands: boolean, ref: ConfigRef, optIn: string, workTree: WorkTree): CommandPolicy;
