/**
 * JavaScript and TypeScript through oxc-parser, reading nothing but its errors.
 *
 * Parsed with `experimentalLazy` (raw transfer): the AST stays in oxc's buffer and no node is
 * built in JavaScript, except the regular expressions visited below. Where raw transfer refuses
 * to run (a 32-bit machine, a buffer it cannot allocate), oxc's plain API decides the same.
 *
 * oxc reports early errors (`showSemanticErrors`) but does not check the body of a regular
 * expression literal (`/(/` parses), which both ECMAScript and tsc reject: each one is compiled
 * by V8's own RegExp parser, the engine the code runs on.
 */
import type * as Oxc from 'oxc-parser';
import type { RegExpLiteral } from 'oxc-parser';
/**
 * oxc-parser documents `experimentalLazy` and `experimentalGetLazyVisitor` (raw transfer) but its
 * types have neither; this is the one place that says so.
 */
type OxcModule = typeof Oxc & {
    experimentalGetLazyVisitor(): new (visitors: {
        RegExpLiteral(node: RegExpLiteral): void;
    }) => object;
};
export type OxcLang = 'js' | 'jsx' | 'ts' | 'tsx' | 'dts';
export type OxcSourceType = 'module' | 'script' | 'unambiguous';
/** The first error oxc (or V8, for a pattern) finds, as a 0-based UTF-16 offset. */
export type OxcVerdict = {
    ok: true;
} | {
    ok: false;
    offset: number;
    message: string;
};
export interface OxcParser {
    /** `oxc 0.160.0` */
    readonly name: string;
    /** Whether raw transfer is used (false: oxc's plain API). */
    readonly lazy: boolean;
    check(text: string, lang: OxcLang, sourceType: OxcSourceType): OxcVerdict;
}
export declare function oxcParser(oxc: OxcModule, version: string): OxcParser;
export {};
