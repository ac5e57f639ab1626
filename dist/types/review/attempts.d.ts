import { type ReviewLike } from './marker.js';
/**
 * Which attempt this run is (spec §3, retry loop): 1 + the number of distinct head commits, other
 * than the current one, that critic-gate already reviewed on this pull request. A re-run on the same
 * head is the same attempt; a superseded review keeps its marker, so it still counts.
 *
 * The head comes from the marker (the commit that was judged); SHAs compare case-insensitively.
 */
export declare function attemptNumber(earlierReviews: readonly ReviewLike[], headSha: string): number;
