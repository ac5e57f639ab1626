import type { CriticResult } from '../contract/result.js';
import { code } from './inert.js';
export interface MarkdownOptions {
    /** A link for `path#Lline` at the head commit, when the report lives on GitHub. */
    link?: ((path: string, line: number) => string) | undefined;
    /** Extra paragraphs after the headline (e.g. escalation, supersession notes). */
    notes?: readonly string[];
    /** Extra markdown blocks after the report's sections and before the run statistics. */
    appendix?: readonly string[];
    /**
     * A PR review: the places that carry an inline comment (`gate/<id>@path:line`,
     * `criterion/<id>@path:line`, see placeKey). A problem all of whose places are commented is
     * listed in one line, its fix said in the comment; the others under "Not on a changed line".
     */
    commented?: ReadonlySet<string> | undefined;
    /** The workflow run, linked in the footer. */
    runUrl?: string | undefined;
    /** The assertions file at the base commit, linked in the footer. */
    configUrl?: string | undefined;
}
/**
 * Untrusted text in a cell, list item or paragraph (see inert.ts): escaped and inert, with each URL
 * in a code span, where GitHub links nothing and a copy gets the address as it was written.
 */
export declare function cell(text: string): string;
export { code };
/** A review's heading over the problems without an inline comment. */
export declare const NOT_ON_A_CHANGED_LINE = "Not on a changed line";
/** The key of one failing place in MarkdownOptions.commented. */
export declare const placeKey: (kind: "gate" | "criterion", id: string, path: string, line: number) => string;
/** The report as GitHub-flavoured markdown: PR review body, job summary, `--format markdown`. */
export declare function renderMarkdown(r: CriticResult, options?: MarkdownOptions): string;
