/** One rule of a gotchas file: which changed files it applies to and the command that checks each. */
export interface GotchaRule {
    title: string;
    /** 1-based line of the rule's `## heading`. */
    line: number;
    pattern: string;
    check: string;
    message: string;
}
export interface GotchaProblem {
    line: number;
    message: string;
}
export type GotchaParse = {
    ok: true;
    rules: GotchaRule[];
} | {
    ok: false;
    problems: GotchaProblem[];
};
/**
 * Reads a markdown file of rules: each `## heading` opens a rule, whose `- pattern:`, `- check:`
 * and `- message:` list items say what to check. Other prose, other list items and fenced
 * code are free text. Text before the first `##` is an introduction.
 */
export declare function parseGotchas(markdown: string): GotchaParse;
