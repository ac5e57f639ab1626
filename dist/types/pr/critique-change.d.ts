import type { BrowserRuntime } from '../checks/browser-runtime.js';
import type { WarmLane, WarmSlot } from '../checks/warm-slot.js';
import type { CommandRunner, CommandsRefusal, NamedText } from '../checks/define.js';
import type { KnownClean } from '../checks/known-clean.js';
import type { CriticResult } from '../contract/result.js';
import type { Judge } from '../judge/types.js';
import type { FoundSecrets } from '../checks/found-secrets.js';
import type { FileReader, Subject } from '../subject/types.js';
import type { LoadedConfig } from './config-source.js';
import { type TreeView } from '../subject/change-view.js';
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
    commands?: CommandRunner | undefined;
    commandsRefused?: CommandsRefusal | undefined;
    /** The base commit's files: gotchas rules are read from there. */
    trusted?: FileReader | undefined;
    /** `trusted`'s tree, as the front end started resolving it while the change was read; resolved here when absent. */
    trustedView?: Promise<TreeView> | undefined;
    attempt?: {
        number: number;
        max: number;
    } | undefined;
    /** The browser for `browser` checks and `page` material (its path and where screenshots go). */
    browser?: BrowserRuntime | undefined;
    /** The run's cache directory, where compiled code is kept (CheckContext.codeCacheDir); none: kept nowhere. */
    codeCacheDir?: string | undefined;
    /** The syntax worker started ahead of the checks (CheckContext.syntaxWarm). */
    syntaxWarm?: WarmSlot<WarmLane> | undefined;
    /** Where `no-secrets` registers the credentials it finds (CriticDeps.secrets). */
    secrets?: FoundSecrets | undefined;
    /** The known-clean cache (CheckContext.knownClean); absent: every file is judged afresh. */
    knownClean?: KnownClean | undefined;
}
/** Judges a change set with its assertions file: the shared core of `critic-gate pr` and the Action. */
export declare function critiqueChange(j: ChangeCritique): Promise<CriticResult>;
