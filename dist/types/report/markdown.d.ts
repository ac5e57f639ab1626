import type { CriticResult } from '../contract/result.js';
export interface MarkdownOptions {
    /** A link for `path#Lline` at the head commit, when the report lives on GitHub. */
    link?: ((path: string, line: number) => string) | undefined;
    /** Extra paragraphs after the headline (e.g. escalation, supersession notes). */
    notes?: readonly string[];
    /** Extra markdown blocks after the report's sections and before the run statistics (e.g. a PR review's findings outside the diff). */
    appendix?: readonly string[];
}
/**
 * Text from the diff or the model is untrusted: it must not break the table, open HTML,
 * or ping people. Escaped, and @-mentions defused with a zero-width joiner.
 */
export declare function cell(text: string): string;
/** A quote as inline code, with a fence long enough for any backticks inside it. */
export declare function code(text: string): string;
/** The report as GitHub-flavoured markdown: PR review body, job summary, `--format markdown`. */
export declare function renderMarkdown(r: CriticResult, options?: MarkdownOptions): string;
