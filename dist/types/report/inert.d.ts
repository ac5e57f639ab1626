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
/** Inline text that renders exactly as written: one line, escaped, with links and mentions defused. */
export declare function inert(text: string): string;
/** Text as an inline code span, with a fence longer than any backtick run inside it; `|` escaped for tables. */
export declare function code(text: string): string;
/** Text as a fenced code block whose fence is longer than any backtick run inside it. */
export declare function codeBlock(untrusted: string, info?: string): string;
