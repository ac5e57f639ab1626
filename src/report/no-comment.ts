/**
 * HTML comments are where critic-gate keeps its state in what it publishes (the review marker,
 * the finding marker of an inline comment). Untrusted text — a file name, a quoted line, the
 * model's evidence or fix, an error — must never open or close one wherever it is rendered, code
 * spans and fenced blocks included, where an entity would show literally: so a zero-width space
 * is put inside every `<!` and before the `>` of every `-->` / `--!>` (both close a comment).
 * The text reads the same; it can no longer hide what follows it or pass for our marker.
 */
const ZWSP = '\u200b';

export function noHtmlComment(text: string): string {
  return text.replace(/<!/g, `<${ZWSP}!`).replace(/--(!?)>/g, `--$1${ZWSP}>`);
}
