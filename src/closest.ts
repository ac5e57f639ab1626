/** Edit distance and "did you mean" hints, shared by config errors and the CLI's flags. */

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
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
