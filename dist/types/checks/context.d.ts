import type { BrowserRuntime } from './browser-runtime.js';
import type { WarmLane, WarmSlot } from './syntax-pool/warm-slot.js';
import type { CheckContext, CommandRunner, CommandsRefusal, Target } from './define.js';
import type { FileReader, Subject } from '../subject/types.js';
import { type ChangeView, type TreeView } from '../subject/change-view.js';
import type { FoundSecrets } from './found-secrets.js';
import { type KnownClean } from './known-clean.js';
export declare function globList(target: Target): string[] | undefined;
/** A predicate for a target: undefined globs match every path; `exclude` takes paths back out. */
export declare function targetMatcher(target: Target): (path: string) => boolean;
export interface ContextOptions {
    commands?: CommandRunner | undefined;
    commandsRefused?: CommandsRefusal | undefined;
    /** The base commit's files, where the config came from; see CheckContext.readTrusted. */
    trusted?: FileReader | undefined;
    /** `trusted`'s tree as resolved by whoever made the run; resolved here on first read when absent. */
    trustedView?: TreeView | undefined;
    /** The subject's change as resolved by whoever made the run; resolved here on first use when absent. */
    view?: ChangeView | undefined;
    /** See CheckContext.task. */
    task?: string | undefined;
    /** The run's browser, made by the front end; none when the run opens no page. */
    browser?: BrowserRuntime | undefined;
    /** See CheckContext.codeCacheDir; none: compiled code is kept nowhere. */
    codeCacheDir?: string | undefined;
    /** See CheckContext.syntaxWarm. */
    syntaxWarm?: WarmSlot<WarmLane> | undefined;
    /** See CheckContext.secrets. */
    secrets?: FoundSecrets | undefined;
    /** See CheckContext.knownClean. */
    knownClean?: KnownClean | undefined;
}
/** Builds the read-only view a check runs against. Reads are cached: several checks often want one file. */
export declare function checkContext(subject: Subject, options?: ContextOptions): CheckContext;
