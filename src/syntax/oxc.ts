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
import type { OxcError, ParserOptions, Program, RegExpLiteral } from 'oxc-parser';

/**
 * oxc-parser documents `experimentalLazy` and `experimentalGetLazyVisitor` (raw transfer) but its
 * types have neither; this is the one place that says so.
 */
type OxcModule = typeof Oxc & {
  experimentalGetLazyVisitor(): new (visitors: { RegExpLiteral(node: RegExpLiteral): void }) => object;
};
interface LazyParserOptions extends ParserOptions {
  experimentalLazy: true;
}
/** What the lazy result offers beside `errors`, as documented for `experimentalLazy`. */
interface LazyParseResult {
  readonly errors: OxcError[];
  visit(visitor: object): void;
  dispose(): void;
}

export type OxcLang = 'js' | 'jsx' | 'ts' | 'tsx' | 'dts';
export type OxcSourceType = 'module' | 'script' | 'unambiguous';

/** The first error oxc (or V8, for a pattern) finds, as a 0-based UTF-16 offset. */
export type OxcVerdict = { ok: true } | { ok: false; offset: number; message: string };

export interface OxcParser {
  /** `oxc 0.160.0` */
  readonly name: string;
  /** Whether raw transfer is used (false: oxc's plain API). */
  readonly lazy: boolean;
  check(text: string, lang: OxcLang, sourceType: OxcSourceType): OxcVerdict;
}

function firstError(errors: readonly OxcError[]): { offset: number; message: string } | undefined {
  let first: { offset: number; message: string } | undefined;
  for (const e of errors) {
    if ((e.severity as string) !== 'Error') continue;
    // The last label is where the error became certain (a redeclaration, not the first
    // declaration; an unclosed bracket's end, not where it opened): where tsc and acorn point.
    const at = Math.max(0, ...e.labels.map((l) => l.start));
    if (first === undefined || at < first.offset) first = { offset: at, message: e.message };
  }
  return first;
}

/** Read through `raw` (`/pattern/flags`), the one field the lazy and the plain node spell alike. */
function badPattern(node: Pick<RegExpLiteral, 'raw' | 'start'>): { offset: number; message: string } | undefined {
  const raw = node.raw;
  if (raw === null) return undefined;
  const end = raw.lastIndexOf('/');
  try {
    new RegExp(raw.slice(1, end), raw.slice(end + 1));
    return undefined;
  } catch (e) {
    return { offset: node.start, message: e instanceof Error ? e.message : String(e) };
  }
}

export function oxcParser(oxc: OxcModule, version: string): OxcParser {
  let LazyVisitor: ReturnType<OxcModule['experimentalGetLazyVisitor']> | undefined;
  try {
    LazyVisitor = oxc.rawTransferSupported() ? oxc.experimentalGetLazyVisitor() : undefined;
  } catch {
    // Its raw-transfer modules refused to load: the plain API decides.
    LazyVisitor = undefined;
  }
  let lazy = LazyVisitor !== undefined;
  const plainRegExps = (program: Program) => {
    let bad: { offset: number; message: string } | undefined;
    new oxc.Visitor({
      Literal(node) {
        if (bad === undefined && 'regex' in node) bad = badPattern(node as RegExpLiteral);
      },
    }).visit(program);
    return bad;
  };
  const options = (lang: OxcLang, sourceType: OxcSourceType): ParserOptions => ({ lang, sourceType, showSemanticErrors: true });

  const checkLazy = (text: string, lang: OxcLang, sourceType: OxcSourceType): OxcVerdict => {
    const lazyOptions: LazyParserOptions = { ...options(lang, sourceType), experimentalLazy: true };
    const result = oxc.parseSync('input', text, lazyOptions) as unknown as LazyParseResult;
    try {
      const error = firstError(result.errors);
      if (error !== undefined) return { ok: false, ...error };
      let bad: { offset: number; message: string } | undefined;
      if (text.includes('/') && LazyVisitor !== undefined)
        result.visit(
          new LazyVisitor({
            RegExpLiteral(node: RegExpLiteral) {
              bad ??= badPattern(node);
            },
          }),
        );
      return bad === undefined ? { ok: true } : { ok: false, ...bad };
    } finally {
      result.dispose();
    }
  };
  const checkPlain = (text: string, lang: OxcLang, sourceType: OxcSourceType): OxcVerdict => {
    const result = oxc.parseSync('input', text, options(lang, sourceType));
    const error = firstError(result.errors);
    if (error !== undefined) return { ok: false, ...error };
    const bad = text.includes('/') ? plainRegExps(result.program) : undefined;
    return bad === undefined ? { ok: true } : { ok: false, ...bad };
  };

  return {
    name: `oxc ${version}`,
    get lazy() {
      return lazy;
    },
    check(text, lang, sourceType) {
      if (!lazy) return checkPlain(text, lang, sourceType);
      try {
        return checkLazy(text, lang, sourceType);
      } catch {
        // Raw transfer could not run here (its buffer is gigabytes of address space): the plain API from now on.
        lazy = false;
        return checkPlain(text, lang, sourceType);
      }
    },
  };
}
