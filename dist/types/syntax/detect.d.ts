/**
 * The language of code that names none (`schema.type: code` without `language`): the exact
 * parsers are asked which of them accepts it. One accepting → that language. Several → telling
 * signs (`def …:` for Python, `const`/`=>` for JavaScript, `echo`/`fi` for shell) must point at
 * exactly one, or the text is ambiguous and nothing is decided: a gate never passes on a guess.
 */
import { type ParseOptions, type SyntaxReport } from './parse-code.js';
export type Detection = {
    kind: 'detected';
    language: string;
    how: string;
    report: Extract<SyntaxReport, {
        ok: true;
    }>;
} | {
    kind: 'ambiguous';
    languages: string[];
} | {
    kind: 'none';
    tried: {
        language: string;
        why: string;
    }[];
};
/**
 * Tries, in order, the languages the detector knows: JSON (most specific), Python, JavaScript,
 * TypeScript (only when JavaScript refuses: every JavaScript program is TypeScript too), Go and
 * shell (only with a sign of being one: `bash -n` accepts most lines of prose).
 */
export declare function detectLanguage(text: string, options?: ParseOptions): Promise<Detection>;
