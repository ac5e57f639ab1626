import * as z from '../contract/zod.js';
import type { BrowserRuntime } from './browser-runtime.js';
import type { WarmLane, WarmSlot } from './syntax-pool/warm-slot.js';
import type { CheckOutcome } from '../contract/outcome.js';
import type { ChangedFile, CommitChange, Line, Unreadable } from '../subject/types.js';
import type { ChangeView } from '../subject/change-view.js';
import type { FoundSecrets } from './found-secrets.js';
import type { BlobText, KnownClean } from './known-clean.js';
/** Which part of the subject a check reads: every head file, changed files whole, or only added lines. */
export declare const ScopeSchema: z.ZodMiniEnum<{
    added: "added";
    tree: "tree";
    changed: "changed";
}>;
export type Scope = z.infer<typeof ScopeSchema>;
/** `file` (one path) or `files` (a glob or a list of globs); neither means every file in scope. */
export interface Target {
    file?: string | undefined;
    files?: string | readonly string[] | undefined;
    /** Globs of paths the check leaves out of what `file`/`files` select (a fixture of invalid JSON, a template folder). */
    exclude?: string | readonly string[] | undefined;
}
/** A file handed to a check. Binary files come with empty text and no lines: they are never read as text. */
export interface SelectedFile {
    path: string;
    binary: boolean;
    bytes: number;
    /** The whole head-side text. */
    text: string;
    /** The lines in scope: every line, or for `scope: added` only the added ones. */
    lines: readonly Line[];
    /**
     * Why the file cannot be read as the text it claims to be (spec §7). Such a file comes with
     * empty text, and a check that reads text fails naming it instead of passing it unread.
     */
    unreadable?: Unreadable | undefined;
}
/** A selected path, read on first ask: undefined when it was not there after all. */
export interface LazyFile {
    path: string;
    read(): Promise<SelectedFile | undefined>;
}
export interface CommandRun {
    exitCode: number | null;
    /** Set when the command was killed at its time limit. */
    timedOut: boolean;
    /** The tail of stdout and stderr together. */
    output: string;
    /** Set when the command ran outside the sandbox (the explicit opt-out command-sandbox: off). */
    unsandboxed?: boolean;
}
export interface CommandRunner {
    run(command: string, options: {
        timeoutMs: number;
        env?: Record<string, string>;
    }): Promise<CommandRun>;
}
export interface CheckContext {
    /** The files a check's target selects in the given scope, ignored paths removed, sorted by path. */
    select(target: Target, scope: Scope): Promise<SelectedFile[]>;
    /**
     * The same selection one file at a time, in the same order, each promise settling as soon as
     * that file is read (undefined: it was not there after all): a check can start on the first
     * files while the last are still being read.
     */
    selectEach(target: Target, scope: Scope): Promise<Promise<SelectedFile | undefined>[]>;
    /**
     * The same selection as paths, each read only when asked (`read`, shared with select): a check
     * that finds a path's text known clean (knownTexts) need not read it at all.
     */
    selectLazily(target: Target, scope: Scope): Promise<LazyFile[]>;
    /**
     * The text at each of `paths` as an earlier run read it from the same blob (KnownClean.blobTexts),
     * without reading it: a text file whose known-clean keys may be looked up by its digest.
     * Undefined where it is not known, or where reading the path may give other text (a link, a worker output).
     */
    knownTexts?(paths: readonly string[]): Promise<readonly (BlobText | undefined)[]>;
    /** Reads one head file by exact path (for files a check discovers, such as linked stylesheets). */
    read(path: string): Promise<SelectedFile | undefined>;
    /**
     * Reads a file from where the config came from (the base commit), for files that decide what
     * runs, such as gotchas rules: the change under review must not choose its own commands.
     * Undefined when there is no trusted source.
     */
    readTrusted(path: string): Promise<SelectedFile | undefined>;
    /**
     * The text a changed file had before the change (at its old path, for a rename), for checks
     * that tell what the change added from what was there (`scope: added`). Undefined for a new
     * file, a binary one, or when the subject has no base to read.
     */
    readBase(path: string): Promise<string | undefined>;
    /**
     * A head file's raw bytes, ignored paths included: a page opened in the browser needs its whole
     * tree to run, even files never checked. Undefined when there is no such file.
     */
    headBytes(path: string): Promise<Uint8Array | undefined>;
    /**
     * The browser of this run, launched on first use (the `browser` check, `page` material); the
     * front end that opens pages passes one in. Absent: this run cannot open a page.
     */
    browser?: BrowserRuntime | undefined;
    /**
     * The cache directory the front end settled for this run, where compiled code (RE2, TypeScript)
     * is kept (subject/vendored.ts). Undefined: compiled every time, kept nowhere.
     */
    codeCacheDir: string | undefined;
    /**
     * The syntax worker this run started ahead of its syntax checks (syntax-pool/pool.ts), lent to each
     * check's pool in turn. Absent: the run started none.
     */
    syntaxWarm?: WarmSlot<WarmLane> | undefined;
    /**
     * The known-clean cache of this run (known-clean.ts): texts a check found clean before, by their
     * SHA-256 and the checker's identity. Absent: every file is judged afresh (`cache: off`, no cache directory).
     */
    knownClean?: KnownClean | undefined;
    /** The files the change touches, deleted ones included, ignored paths removed. */
    changedFiles: readonly ChangedFile[];
    /**
     * The change as resolved once (subject/change-view.ts): the paths a `changed` selection starts
     * from, ignored paths removed, each with its entry — the change's own files, and the files seen
     * under a directory link's path (spec §7) with their real file's change, or all new behind a link
     * the change adds — and the head tree with its links.
     */
    view(): Promise<ChangeView>;
    /**
     * What the work was asked to do: the critic input's `task_description`, or in PR mode the
     * config's `task`, else the pull request's title and body, else the commit messages.
     */
    task: string;
    /**
     * The change's commits, oldest first, ignored paths removed; undefined when the subject has no
     * history (one worker output). Read on first use: only `max-churn` needs it.
     */
    history(): Promise<readonly CommitChange[] | undefined>;
    /**
     * Per changed path, how many of its added and removed lines the change only moves between `paths`
     * (Subject.movedLines); undefined when the subject cannot tell. Read on first use: only
     * `max-changed-lines` needs it, past its limit.
     */
    movedLines?: ((paths: readonly string[]) => Promise<ReadonlyMap<string, number> | undefined>) | undefined;
    /** Present only when shell commands are allowed; otherwise `commandsRefused` says why. */
    commands: CommandRunner | undefined;
    commandsRefused: CommandsRefusal;
    /** Untrusted texts that came with the change but are no file: the PR title and body, commit messages. */
    texts?: readonly NamedText[];
    /**
     * The credentials `no-secrets` found in this run: registered here, they are masked in the judge's
     * material and redacted from everything published. Absent: nobody collects them.
     */
    secrets?: FoundSecrets | undefined;
    /**
     * The subject is one worker output (judge mode), not a repository change: its one file has no
     * extension to go by, and an empty one is no work at all (the syntax check's wording).
     */
    workerOutput: boolean;
}
/**
 * Why shell commands do not run. The kind, not the wording, chooses the fix a check shows: the
 * message is for people and may be reworded without a check showing the wrong remedy.
 */
export type CommandsRefusal = 
/** The policy said no: not opted in, a config the change could edit, no work tree at the head. */
{
    kind: 'not-allowed';
    message: string;
}
/** Allowed, but the sandbox they must run in is missing or cannot start here. */
 | {
    kind: 'sandbox-unavailable';
    message: string;
};
export interface NamedText {
    /** How evidence names it: `PR title`, `PR body`, `commit messages`. */
    name: string;
    text: string;
}
export declare function globSchema(): z.ZodMiniString<string>;
/** One glob or a non-empty list of them, as `files` is written. */
export declare function globsSchema(): z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniArray<z.ZodMiniString<string>>]>;
/** Fields every check accepts, whatever its kind. */
declare function commonShapeOf(): {
    id: z.ZodMiniOptional<z.ZodMiniString<string>>;
    file: z.ZodMiniOptional<z.ZodMiniString<string>>;
    files: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniArray<z.ZodMiniString<string>>]>>;
    exclude: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniArray<z.ZodMiniString<string>>]>>;
    scope: z.ZodMiniOptional<z.ZodMiniEnum<{
        added: "added";
        tree: "tree";
        changed: "changed";
    }>>;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    allow_empty: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
};
/**
 * What a kind reads of the files it selects, which decides what a file it cannot read does to it
 * (unreadable.ts): `text` (a binary-looking, too large or oddly encoded file fails it, spec §7),
 * `bytes` (it counts bytes or files: only a path leading nowhere fails it), `shell` (it runs
 * commands on the work tree, which see what the shell sees), `page` (it opens pages in a browser,
 * and reads their text as a text check does).
 */
export declare const READS: readonly ["text", "bytes", "shell", "page"];
export type Reads = (typeof READS)[number];
/**
 * A worked example of a kind, written in its own definition: the page of the kind shows it
 * (docs/checks/<kind>.md), and a test runs it through the config parser and the registry
 * (test/unit/checks/kind-examples.test.ts), so what the page promises is what the check does.
 */
export interface KindExample<Check> {
    /** What the example shows, in a few words. */
    title: string;
    /** The check as written in `.critic-gate.yml`'s `gate:` list, `kind` included. */
    check: Check;
    /**
     * The files the change writes, path → text: with no base, the whole tree the check reads;
     * with one, written over it (a file of the base not named here stays as it was).
     */
    files: Readonly<Record<string, string>>;
    /**
     * The tree at the base commit, for a kind that reads the change (added lines, changed line
     * counts) or a file from the base (a schema, a rules file). Absent: the change adds every file.
     * Given (or with `commits`), the example runs on a real git repository.
     */
    base?: Readonly<Record<string, string>>;
    /**
     * Commits between the base and the head, oldest first, for a kind that reads the history: each
     * writes the files it names (null deletes one); the change's last commit then writes `files`.
     */
    commits?: readonly Readonly<Record<string, string | null>>[];
    /** What the work was asked to do (the critic input's task), for a kind that reads it. */
    task?: string;
    /** What the check says: text its evidence holds (a failing one names the place and what is wrong). */
    says: string;
}
/** At least one example the kind fails and one it passes. */
export interface KindExamples<Check> {
    failing: readonly [KindExample<Check>, ...KindExample<Check>[]];
    passing: readonly [KindExample<Check>, ...KindExample<Check>[]];
}
export interface CheckDefinition<K extends string, Spec extends {
    kind: K;
}> {
    kind: K;
    /** Other spellings accepted in config files (camelCase ports of older gate definitions). */
    aliases: readonly string[];
    /**
     * The strict zod schema of one configured check of this kind; unknown fields are errors. Built
     * on first read: a run reads the schemas of the kinds it meets, not all of them (cold start).
     */
    readonly schema: z.ZodMiniType<Spec>;
    defaultScope: Scope;
    /** What the kind reads of the files it selects; see Reads. */
    reads: Reads;
    /** Whether the kind makes sense on a single worker output (`check` on a judge assertion). */
    appliesToText: boolean;
    /**
     * Whether the check acts on the machine (runs commands, drives a browser). Such checks run one
     * after another in the order written, as a user listing `npm ci` before `npm test` expects;
     * checks that only read run side by side with them and with each other.
     */
    actsOnMachine: boolean;
    /**
     * Whether the check judges the change as a whole (its size, its history, its texts) rather than
     * the files it selects: it runs on every change, so it says nothing about which files the config
     * reaches (a change no check or assertion selects a file of is `nothing_covered`, spec §13).
     */
    judgesWholeChange: boolean;
    /**
     * Whether the check judges from the change's line counts (`changedFiles`), reading a file only in
     * an uncommon case (max-changed-lines over its limit looks for moved lines): a run of only such
     * checks reads no file ahead. `reads` says what an unreadable
     * file does to a check; this says whether it opens files at all.
     */
    readsNoFile: boolean;
    /** Worked examples, one the kind fails and one it passes at least (see KindExample). */
    examples: KindExamples<{
        kind: K;
    }>;
    run(spec: Spec, ctx: CheckContext): Promise<CheckOutcome>;
}
type CommonFields = z.infer<z.ZodMiniObject<ReturnType<typeof commonShapeOf>>>;
/** A rule between a check's options that one field's schema cannot say (`max` below `min`): which field, and what is wrong. */
export interface OptionProblem {
    field: string;
    message: string;
}
type Fields<Shape extends z.core.$ZodShape> = [keyof Shape] extends [never] ? object : z.infer<z.ZodMiniObject<Shape>>;
/** The check as a config file writes it: the fields' input types, defaults and all still optional. */
type WrittenFields<Shape extends z.core.$ZodShape> = [keyof Shape] extends [never] ? object : z.input<z.ZodMiniObject<Shape>>;
type WrittenCheck<K extends string, Shape extends z.core.$ZodShape> = {
    kind: K;
} & z.input<z.ZodMiniObject<ReturnType<typeof commonShapeOf>>> & WrittenFields<Shape>;
/**
 * Declares one check kind. Its schema is derived here, so the config schema, the JSON
 * Schema and the registry all come from this one declaration.
 */
export declare function defineCheck<const K extends string, Shape extends z.core.$ZodShape, const T extends boolean>(def: {
    kind: K;
    aliases?: readonly string[];
    /** The kind's own fields; a function, so that its zod schemas are built only when the kind's schema is. */
    shape: () => Shape;
    defaultScope: Scope;
    /** What the kind reads of the files it selects; required, so that no kind gets another's rules by default. */
    reads: Reads;
    appliesToText: T;
    /** Runs commands or a browser: see CheckDefinition.actsOnMachine. Default false. */
    actsOnMachine?: boolean;
    /** Judges the change as a whole, not the files it selects: see CheckDefinition.judgesWholeChange. Default false. */
    judgesWholeChange?: boolean;
    /** Reads no file, only the change's line counts: see CheckDefinition.readsNoFile. Default false. */
    readsNoFile?: boolean;
    description: string;
    /**
     * A failing and a passing example at least, as a user writes the check: required, so a kind
     * comes with the page that shows it and the test that runs it (docs/checks/).
     */
    examples: KindExamples<WrittenCheck<K, Shape>>;
    /**
     * Rules between options, checked when the config or input is read: a check that could never
     * judge as written is the author's error naming file, line and field (exit 4), found before anything runs.
     */
    options?: (spec: {
        kind: K;
    } & CommonFields & Fields<Shape>) => readonly OptionProblem[];
    /** Receives the spec with `scope` resolved to the kind's default when the config left it out. */
    run(spec: {
        kind: K;
    } & CommonFields & Fields<Shape> & {
        scope: Scope;
    }, ctx: CheckContext): Promise<CheckOutcome>;
}): CheckDefinition<K, {
    kind: K;
} & CommonFields & Fields<Shape>> & {
    appliesToText: T;
};
export { at, excerpt } from './evidence-text.js';
