/** Edit distance and "did you mean" hints, shared by config errors and the CLI's flags. */

/**
 * Edits from `a` to `b`, where swapping two neighbouring letters is one edit (optimal string
 * alignment): the commonest typo (`judeg`, `--bsae`, `fiels`) is one step from the word meant.
 */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest known name, when a typo or a different spelling (camelCase, snake_case) is likely. */
export function closest(name: string, known: readonly string[]): string | undefined {
  const squash = (s: string) => s.toLowerCase().replace(/[-_]/g, '');
  const same = known.find((k) => squash(k) === squash(name));
  if (same) return same;
  const ranked = known.map((k) => ({ k, d: editDistance(name.toLowerCase(), k.toLowerCase()) })).sort((a, b) => a.d - b.d);
  const best = ranked[0];
  return best && best.d <= Math.min(2, Math.floor(name.length / 3)) ? best.k : undefined;
}
