import type { Config } from '../config/index.js';
import type { ReplayedHistory, ReplayedRange } from '../init/relax.js';
/** A merged change: the commit and its first parent. */
export interface MergedRange {
    sha: string;
    parent: string;
    title: string;
}
/** The last `count` first-parent changes of HEAD, newest first; the root commit (no parent) is none. */
export declare function mergedRanges(dir: string, count: number): Promise<{
    branch: string;
    ranges: MergedRange[];
}>;
/**
 * Judges each range with `config`'s gate, no model. `gateIndex` maps the config's gate entries to
 * the proposed gate's indexes (a check init did not write has none). `progress` hears each range done.
 */
export declare function replayRanges(dir: string, config: Config, gateIndex: readonly number[], ranges: readonly MergedRange[], progress: (done: number) => void): Promise<ReplayedRange[]>;
/** What `replayRanges` took, for the config's header. */
export declare function historyOf(branch: string, ranges: readonly ReplayedRange[], startedAt: number): ReplayedHistory;
