/**
 * Untrusted text (file names, quoted lines, command output, the model's evidence and fixes, PR
 * text) rendered as GitHub-flavoured markdown so that it stays text: no live link, image, HTML,
 * autolink, mention or table break, whatever it holds. Used by every markdown renderer.
 *
 *   `| ${inert(evidence)} |`      inline text, safe in a table cell, a list item or a paragraph
 *   `${code(quote)}`               an inline code span (also safe in a table cell)
 *   codeBlock(output, 'text')      a fenced block that no backtick run inside can close
 *
 * None of them lets the text open or close an HTML comment (no-comment.ts).
 */

import { noHtmlComment } from './no-comment.js';

// Markdown punctuation that can open emphasis, code, links, images, strikethrough or a table column.
const PUNCTUATION = /[\\`*_~[\]!|]/g;
// `scheme://` and `www.` start GFM autolinks; a zero-width space after the colon / before the dot breaks them.
const SCHEME = /([A-Za-z][A-Za-z0-9+.-]*:)(?=\/\/)/g;
const WWW = /\b(www)(?=\.)/gi;
// `@name` pings a person or team; a zero-width joiner after the `@` keeps the text and drops the ping.
const MENTION = /@(?=[\w-])/g;
const ZWSP = '\u200b';
const ZWJ = '\u200d';

/** Inline text that renders exactly as written: one line, escaped, with links and mentions defused. */
export function inert(text: string): string {
  return text
    .replace(/\r\n?|[\n\v\f\u0085\u2028\u2029]/g, ' ')
    .replace(PUNCTUATION, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(SCHEME, `$1${ZWSP}`)
    .replace(WWW, `$1${ZWSP}`)
    .replace(MENTION, `@${ZWJ}`)
    .trim();
}

/** Text as an inline code span, with a fence longer than any backtick run inside it; `|` escaped for tables. */
export function code(text: string): string {
  const clean = noHtmlComment(text)
    .replace(/\r\n?|[\n\v\f\u0085\u2028\u2029]/g, ' ')
    .replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(clean.match(/`+/g) ?? []).map((m) => m.length));
  const fence = '`'.repeat(longest + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}

/** Text as a fenced code block whose fence is longer than any backtick run inside it. */
export function codeBlock(untrusted: string, info = 'text'): string {
  const text = noHtmlComment(untrusted);
  const longest = Math.max(2, ...(text.match(/`{3,}/g) ?? []).map((m) => m.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${info}\n${text.replace(/\n+$/, '')}\n${fence}`;
}
