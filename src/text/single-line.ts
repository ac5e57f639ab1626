/**
 * A file name is untrusted text that appears where one line is expected: a prompt's header and
 * "judge it on" line, a log line, a SARIF message. Whatever it holds must neither start a new line
 * for some reader nor reorder what a reader sees:
 * - C0 controls (Python's splitlines also breaks at FS, GS, RS), DEL and C1 controls (NEL, U+0085);
 * - the Unicode line and paragraph separators U+2028 and U+2029;
 * - bidirectional embeddings, overrides, isolates and marks, which make a name read as another.
 * Each becomes `?`, so the name stays one line and visibly altered.
 */
const NOT_INLINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function singleLine(text: string): string {
  return text.replace(NOT_INLINE, '?');
}
