/**
 * The GitHub double's own reading of a file's `patch`: which lines a review comment may target.
 * Deliberately independent of src/subject/diff.ts — the double is the referee, so it must not
 * share the code it judges.
 *
 * GitHub's rule: a comment with `side: RIGHT` targets a head-side line inside a hunk (a context
 * or an added line); `side: LEFT` a base-side line inside a hunk (a context or a deleted line).
 * A `position` counts lines of the patch from the first `@@` header (the line below it is 1),
 * continuing through later hunk headers.
 */

export type Side = 'LEFT' | 'RIGHT';

export interface PatchLine {
  /** Index in the patch's lines; the first `@@` header is 0, so this is also the `position`. */
  position: number;
  kind: 'header' | 'context' | 'added' | 'deleted' | 'no-newline';
  /** Base-side line number (context and deleted lines). */
  left?: number;
  /** Head-side line number (context and added lines). */
  right?: number;
  hunk: number;
}

export interface ParsedPatch {
  lines: PatchLine[];
  /** Raw text lines of the patch, for `diff_hunk`. */
  text: string[];
  additions: number;
  deletions: number;
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

export function parsePatch(patch: string): ParsedPatch {
  const text = patch.split('\n');
  if (text.length > 0 && text[text.length - 1] === '') text.pop();
  const lines: PatchLine[] = [];
  let hunk = -1;
  let left = 0;
  let right = 0;
  let additions = 0;
  let deletions = 0;
  text.forEach((raw, position) => {
    const header = HUNK_HEADER.exec(raw);
    if (header) {
      hunk += 1;
      left = Number(header[1]);
      right = Number(header[3]);
      lines.push({ position, kind: 'header', hunk });
      return;
    }
    if (hunk < 0) throw new Error(`github double: patch line ${position + 1} comes before any @@ hunk header`);
    const mark = raw[0];
    if (mark === '+') {
      lines.push({ position, kind: 'added', right, hunk });
      right += 1;
      additions += 1;
    } else if (mark === '-') {
      lines.push({ position, kind: 'deleted', left, hunk });
      left += 1;
      deletions += 1;
    } else if (mark === '\\') {
      lines.push({ position, kind: 'no-newline', hunk });
    } else {
      // ' ' context; an empty string is a context line whose trailing space an editor stripped.
      lines.push({ position, kind: 'context', left, right, hunk });
      left += 1;
      right += 1;
    }
  });
  return { lines, text, additions, deletions };
}

/** The patch line a comment on `line` of `side` lands on, or undefined when it is not part of the diff. */
export function findLine(patch: ParsedPatch, side: Side, line: number): PatchLine | undefined {
  return patch.lines.find((l) => (side === 'RIGHT' ? l.right === line : l.left === line));
}

/** The patch line at a legacy `position`, or undefined when the position is a header or outside the patch. */
export function findPosition(patch: ParsedPatch, position: number): PatchLine | undefined {
  const found = patch.lines[position];
  if (!found || found.kind === 'header' || found.kind === 'no-newline') return undefined;
  return found;
}

/** GitHub's `diff_hunk`: the hunk's header through the commented line. */
export function diffHunkUpTo(patch: ParsedPatch, target: PatchLine): string {
  const header = patch.lines.find((l) => l.kind === 'header' && l.hunk === target.hunk);
  const start = header ? header.position : 0;
  return patch.text.slice(start, target.position + 1).join('\n');
}
