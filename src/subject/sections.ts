import type { Line } from './types.js';

// Heading or comment markers a section title may stand behind (spec §2), longest first.
const LEADING_MARKER = /^(?:<!--|\/\/+|\/\*+|--+|#+|\*+)/;
const TRAILING_MARKER = /(?:-->|\*\/)$/;

/** The line as a section title: markers, surrounding space and colons removed, lower-cased. */
export function sectionTitle(line: string): string {
  let t = line.trim();
  for (let prev = ''; prev !== t;) {
    prev = t;
    t = t
      .replace(LEADING_MARKER, '')
      .replace(TRAILING_MARKER, '')
      .replace(/^[\s:]+|[\s:]+$/g, '');
  }
  return t.toLowerCase();
}

/** The first line that opens the named section, or undefined. */
export function findSection(lines: readonly Line[], name: string): Line | undefined {
  const wanted = name.trim().toLowerCase();
  return lines.find((l) => sectionTitle(l.text).startsWith(wanted));
}
