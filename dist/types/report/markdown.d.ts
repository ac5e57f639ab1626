import type { CriticResult } from '../contract/result.js';
import { code, inert } from './inert.js';
export interface MarkdownOptions {
    /** A link for `path#Lline` at the head commit, when the report lives on GitHub. */
    link?: ((path: string, line: number) => string) | undefined;
    /** Extra paragraphs after the headline (e.g. escalation, supersession notes). */
    notes?: readonly string[];
    /** Extra markdown blocks after the report's sections and before the run statistics (e.g. a PR review's findings outside the diff). */
    appendix?: readonly string[];
}
/** Untrusted text in a cell or paragraph (see inert.ts): kept as `cell` for the renderers that import it. */
export declare const cell: typeof inert;
export { code };
/** The report as GitHub-flavoured markdown: PR review body, job summary, `--format markdown`. */
export declare function renderMarkdown(r: CriticResult, options?: MarkdownOptions): string;
