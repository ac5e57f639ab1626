import { type BrowserSettings } from '../browser/runtime.js';
import type { NamedText } from '../checks/define.js';
import { type SandboxMode } from '../commands/sandbox.js';
import type { CriticResult } from '../contract/result.js';
import type { RunResources } from '../core/resources.js';
import { type JudgeOverrides, type JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import { type TreeView } from '../subject/change-view.js';
import type { FileReader, Subject } from '../subject/types.js';
import { type LoadedConfig, type WorkTree } from './config-source.js';
/** A change as a front end reads it. */
export interface PrChange {
    subject: Subject;
    /** The judged head commit. */
    headSha: string;
    /** The checked-out head commands may run in, or why there is none. */
    workTree: WorkTree;
    /** The task when the config names none: the PR title and body, or the commit messages. */
    task: string;
    /** The same texts named for the tripwires (`PR title`, `PR body`, `commit messages`). */
    texts: readonly NamedText[];
    /** Releases what reading the change opened; called however the run ends. */
    close?: (() => Promise<void>) | undefined;
}
export interface PrRun<C extends PrChange> {
    /** The assertions file, read from the base commit where there is one (config-source.ts). */
    config: LoadedConfig;
    baseSha: string;
    /**
     * Reads the change, leaving out what the config's `ignore` globs match. A front end that learns
     * the changed paths before the rest (git compares trees before it writes the patch) tells
     * `onPaths` those `ignore` keeps, so that what the checks need is started while the change is read.
     * `readsFiles` false: no check or assertion reads a changed file's contents, so none is read ahead.
     */
    readChange(ignore: readonly string[], onPaths?: (paths: readonly string[]) => void, readsFiles?: boolean): Promise<C>;
    /** The base commit's files: config globs are checked and gotchas rules read there. */
    trusted: FileReader;
    /** This run's attempt; its limit is the config's `max_attempts` unless the front end sets one. */
    attempt: {
        number: number;
        max?: number | undefined;
    };
    commands: {
        allow: boolean;
        /** How the user turns commands on, named when they are off. */
        optIn: string;
        /** The front end's sandbox setting, over the config's; `required` when neither says. */
        sandbox: SandboxMode | undefined;
        /** Says how commands will run (without a sandbox, say) before the judging starts. */
        note(text: string): void;
    };
    /** The judge as the front end made it, from `runJudgeOf` (its settings decide the known-clean cache too). */
    judge: RunJudge;
    browser: BrowserSettings;
    /** The environment commands and the browser run in; read from the process by the front end alone. */
    env: Readonly<Record<string, string | undefined>>;
    /**
     * The cache directory the front end settled and vetted, where compiled code (RE2, TypeScript) is
     * kept (subject/vendored.ts); none: compiled every time, kept nowhere.
     */
    codeCacheDir?: string | undefined;
    /**
     * Whose entries this run's known-clean stores are (storeScope of the repository), when the cache
     * directory serves several repositories (the CLI's is per user): a run reads only its own.
     */
    cacheScope?: string | undefined;
    /**
     * Told each credential `no-secrets` finds, before anything is rendered: the front end's redactor
     * learns it, so no published text repeats it (spec §16).
     */
    onSecret?: ((secret: string) => void) | undefined;
}
export interface PrJudged<C extends PrChange> {
    /** After the safety valve: a RETRY on the last attempt is a FAIL for a person (spec §7). */
    result: CriticResult;
    change: C;
    attempt: {
        number: number;
        max: number;
    };
    /** What the escalation did, for the report and the review. */
    notes: string[];
    labels: string[];
    /** The config_digest of this run: the assertions file's bytes and the judge settings; undefined for a config built in memory. */
    configDigest: string | undefined;
}
/** A run's judge: its settings, the config_digest they give, and the judge itself unless the LLM is off. */
export interface RunJudge {
    settings: JudgeSettings;
    /** The run's config_digest (review/config-digest.ts); undefined for a config built in memory. */
    configDigest: string | undefined;
    judge?: Judge | undefined;
}
/**
 * The judge settings of a run: the front end's switches over the config's `judge` section, and the
 * config_digest they give with the assertions file's bytes (the review marker and the merge queue
 * bind to it). The front end makes the judge from these before the run, so that reading the change
 * is the pipeline's only call back to it.
 */
export declare function runJudgeOf(loaded: LoadedConfig, overrides: JudgeOverrides): Omit<RunJudge, 'judge'>;
/** Judges a pull request (or a local range like one), step by step as the spec orders them. */
export declare function runPr<C extends PrChange>(run: PrRun<C>): Promise<PrJudged<C>>;
/** A change already read, judged with its assertions file: the views, the plan, then the engine. */
export interface ChangeCritique {
    subject: Subject;
    config: LoadedConfig;
    /** The task when the config names none: the PR title and body, or the commit messages. */
    task: string;
    /** The same texts named for the tripwires (`PR title`, `PR body`, `commit messages`); default: the task. */
    texts?: readonly NamedText[] | undefined;
    baseSha: string;
    headSha: string;
    judge?: Judge | undefined;
    attempt?: {
        number: number;
        max: number;
    } | undefined;
    /** What the checks may use; `trusted` is the base commit's files (gotchas rules are read there). */
    resources?: RunResources | undefined;
    /** `resources.trusted`'s tree, as started while the change was read; resolved here when absent. */
    trustedView?: Promise<TreeView> | undefined;
}
/** Steps 3 to 5 for a change already read (runPr, `critic-gate eval`): the shared core of every PR-mode run. */
export declare function critiqueChange(j: ChangeCritique): Promise<CriticResult>;
