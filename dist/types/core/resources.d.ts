import type { BrowserRuntime } from '../checks/browser-runtime.js';
import type { CommandRunner, CommandsRefusal } from '../checks/define.js';
import type { FoundSecrets } from '../checks/found-secrets.js';
import type { KnownClean } from '../checks/known-clean.js';
import type { WarmLane, WarmSlot } from '../checks/syntax-pool/warm-slot.js';
import type { TreeView } from '../subject/change-view.js';
import type { FileReader } from '../subject/types.js';
/**
 * What one run's checks and material may use, made once at the edge (the front end, or the PR
 * pipeline for it) and handed down whole: the engine launches no browser, runs no shell and opens
 * no cache of its own. Every part is optional: what is absent is not there to use (no commands,
 * no page, nothing kept).
 */
export interface RunResources {
    /** The shell commands run in; absent with `commandsRefused` saying why, or with no command to run. */
    commands?: CommandRunner | undefined;
    commandsRefused?: CommandsRefusal | undefined;
    /** The browser for `browser` checks and `page` material, made and closed by the edge; absent: no page can be opened. */
    browser?: BrowserRuntime | undefined;
    /** The base commit's files (gotchas rules, files that decide what commands run), and its tree as resolved once. */
    trusted?: FileReader | undefined;
    trustedView?: TreeView | undefined;
    /** The run's cache directory, where compiled code is kept (CheckContext.codeCacheDir); none: kept nowhere. */
    codeCacheDir?: string | undefined;
    /** The syntax worker started ahead of the checks (CheckContext.syntaxWarm). */
    syntaxWarm?: WarmSlot<WarmLane> | undefined;
    /** Where `no-secrets` registers the credentials it finds (the front end's redactor listens); a run of its own when absent. */
    secrets?: FoundSecrets | undefined;
    /** The known-clean cache (CheckContext.knownClean); absent: every file is judged afresh. */
    knownClean?: KnownClean | undefined;
}
