import { type BrowserSettings } from '../browser/runtime.js';
import type { NamedText } from '../checks/define.js';
import { type SandboxMode } from '../commands/sandbox.js';
import type { CriticResult } from '../contract/result.js';
import { type JudgeOverrides, type JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import type { FileReader, Subject } from '../subject/types.js';
import { type LoadedConfig, type WorkTree } from './config-source.js';
/**
 * The PR gate from a loaded config to an escalated result, for `critic-gate pr` and the Action
 * alike. What differs between them comes in as data and functions: how the change is read
 * (local git, or the Action's checkout or the GitHub API), the base commit's files, the switches.
 */
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
    judge: {
        llm: 'on' | 'off';
        /** The front end's switches, over the config's `judge` section. */
        overrides: JudgeOverrides;
        /** `configDigest`: the run's config_digest (review/config-digest.ts), when the config's bytes are known. */
        make(settings: JudgeSettings, configDigest: string | undefined): Judge;
    };
    browser: BrowserSettings;
    /** The environment commands and the browser run in; read from the process by the front end alone. */
    env: Readonly<Record<string, string | undefined>>;
    /**
     * The cache directory the front end settled and vetted, where compiled code (RE2, TypeScript) is
     * kept (subject/vendored.ts); none: compiled every time, kept nowhere.
     */
    codeCacheDir?: string | undefined;
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
/** Judges a pull request (or a local range like one): the change, the commands, the judge, then the safety valve. */
export declare function runPr<C extends PrChange>(run: PrRun<C>): Promise<PrJudged<C>>;
