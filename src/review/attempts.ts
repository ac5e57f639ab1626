import { parseMarker, type ReviewLike } from './marker.js';

/**
 * Which attempt this run is (spec §3, retry loop): 1 + the number of distinct head commits, other
 * than the current one, that critic-gate already reviewed on this pull request. A re-run on the same
 * head is the same attempt; a superseded review keeps its marker, so it still counts.
 *
 * The head comes from the marker (the commit that was judged); SHAs compare case-insensitively.
 */
export function attemptNumber(earlierReviews: readonly ReviewLike[], headSha: string): number {
  const current = headSha.toLowerCase();
  const heads = new Set<string>();
  for (const review of earlierReviews) {
    const marker = parseMarker(review.body);
    if (!marker) continue;
    const head = marker.head.toLowerCase();
    if (head !== current) heads.add(head);
  }
  return 1 + heads.size;
}
