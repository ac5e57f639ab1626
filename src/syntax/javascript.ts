/**
 * JavaScript and TypeScript, decided in process by exact parsers.
 *
 * oxc-parser decides both where its native binding loads (oxc.ts; dist/ carries it for
 * Linux x64 and arm64, glibc and musl): with its early errors it agrees with test262's parser
 * tests on 99.6 % and with tsc's syntactic diagnostics on the TypeScript corpus (test/unit/syntax/conformance.test.ts).
 * Where it cannot load (another platform, no binding, CRITIC_GATE_OXC=off), the parsers below
 * decide, the evidence names them, and the run says so once on stderr.
 *
 * - JavaScript (js, jsx, mjs, cjs): acorn with acorn-jsx. Acorn implements ECMAScript's
 *   grammar and its early errors; it agrees with test262's parser tests on 99.5 % of them
 *   (`npm run bench`), where TypeScript's own parser, which leaves early errors to the type
 *   checker, agrees on about 72 %. JSX is an extension where plain JavaScript has no meaning
 *   (`<` cannot start an expression), so it is allowed in every JavaScript file.
 * - TypeScript (ts, tsx, mts, cts): the TypeScript compiler's own parser — its syntactic
 *   diagnostics are by definition what `tsc` reports as syntax errors.
 *
 * Both are loaded on first use: TypeScript is megabytes of code (loaded through a V8 code cache, vendored.ts) and a Python judgement never needs it.
 */
import { isMainThread } from 'node:worker_threads';
import type TypeScript from 'typescript';
import { loadVendored, type LoadedVendored } from '../subject/vendored.js';
import type { ExactReport } from './types.js';
import type { OxcLang, OxcParser, OxcSourceType, OxcVerdict } from './oxc.js';
import { deepestNesting, MAX_NESTING, tooDeep } from './nesting.js';
import { oxcWillLoad } from './oxc-native.js';

let oxcReady: Promise<OxcParser | undefined> | undefined;
let fallbackTold = false;
/** Whether this thread's try at loading oxc-parser failed; undefined until it has been tried and settled. */
let oxcFailed: boolean | undefined;

/** oxc-parser, or undefined where its binding cannot load (said once per run, by the main thread). */
function oxc(): Promise<OxcParser | undefined> {
  oxcReady ??= (async () => {
    if (process.env.CRITIC_GATE_OXC === 'off') throw new Error('CRITIC_GATE_OXC=off');
    const [{ oxcParser }, oxcModule, manifest] = await Promise.all([
      import('./oxc.js'),
      import('oxc-parser'),
      import('oxc-parser/package.json', { with: { type: 'json' } }),
    ]);
    const parser = oxcParser(oxcModule as Parameters<typeof oxcParser>[0], manifest.default.version);
    oxcFailed = false;
    return parser;
  })().catch((e: unknown) => {
    oxcFailed = true;
    const why = (e instanceof Error ? e.message : String(e)).split('\n')[0];
    if (isMainThread && !fallbackTold) {
      fallbackTold = true;
      process.stderr.write(
        `critic-gate: oxc-parser is not available here (${why}); acorn and the TypeScript compiler's parser decide JavaScript and TypeScript syntax\n`,
      );
    }
    return undefined;
  });
  return oxcReady;
}

/**
 * The parser that decides JavaScript and TypeScript here as the evidence names it (`oxc 0.95.0`),
 * when that is oxc-parser: the known-clean cache's keys name it (checks/known-clean.ts). Undefined
 * where oxc will not load: then nothing is kept or reused. Its package's version only: oxc itself
 * is loaded by the first parse, which a run that reuses every verdict never makes.
 */
export async function oxcIdentity(): Promise<string | undefined> {
  if (!oxcWillLoad()) return undefined;
  const manifest = await import('oxc-parser/package.json', { with: { type: 'json' } });
  return `oxc ${manifest.default.version}`;
}

/** Loads oxc-parser on this thread, which says once per run, on stderr, when it cannot. */
export async function tellIfOxcUnavailable(): Promise<void> {
  await oxc();
}

/**
 * Whether oxc-parser could not load on this thread: true or false once a file of its languages
 * was parsed here, undefined before. A worker sends it with its verdicts, so that the main thread
 * loads the binding only to say it is missing (tellIfOxcUnavailable), never to learn it is there.
 */
export const oxcUnavailableHere = (): boolean | undefined => oxcFailed;

/** oxc's verdict as a report, its offset turned into a 1-based line and column. */
function oxcReport(text: string, parser: string, verdict: OxcVerdict): ExactReport {
  if (verdict.ok) return { ok: true, parser };
  const before = text.slice(0, verdict.offset);
  const line = before.split('\n').length;
  return { ok: false, parser, line, column: verdict.offset - (before.lastIndexOf('\n') + 1) + 1, message: verdict.message };
}

function oxcDecide(parser: OxcParser, text: string, lang: OxcLang, sourceType: OxcSourceType): ExactReport {
  // The native parser would overflow its stack and take the process with it (nesting.ts).
  const nesting = deepestNesting(text);
  if (nesting.depth > MAX_NESTING)
    return oxcReport(text, parser.name, { ok: false, offset: nesting.offset, message: tooDeep(nesting.depth) });
  return oxcReport(text, parser.name, parser.check(text, lang, sourceType));
}

/** A parser written in JavaScript overflows V8's stack with a RangeError: a failed check, never a crash. */
function stackOverflow(e: unknown, text: string, parser: string): ExactReport {
  if (!(e instanceof RangeError)) throw e;
  const nesting = deepestNesting(text);
  return oxcReport(text, parser, { ok: false, offset: nesting.offset, message: tooDeep(nesting.depth) });
}

/** How a `.js` file is read: as a module when it parses as one, else as a script (package.json's `type` is not consulted). */
export type JsGoal = 'module' | 'script' | 'either';

type AcornParse = (text: string, goal: 'module' | 'script') => void;
let acornReady: Promise<{ parse: AcornParse; name: string }> | undefined;

function acorn(): Promise<{ parse: AcornParse; name: string }> {
  acornReady ??= Promise.all([import('acorn'), import('acorn-jsx')]).then(([a, jsxModule]) => {
    const jsx = jsxModule.default;
    const parser = a.Parser.extend(jsx());
    return {
      name: `acorn ${a.version}`,
      parse: (text, goal) => {
        parser.parse(text, { ecmaVersion: 'latest', sourceType: goal, allowHashBang: true, locations: false });
      },
    };
  });
  return acornReady;
}

interface AcornError extends Error {
  loc?: { line: number; column: number };
}

function acornFailure(e: unknown, parser: string): ExactReport {
  if (!(e instanceof SyntaxError)) throw e;
  const loc = (e as AcornError).loc;
  // Acorn appends "(line:col)" to its message; the location is reported on its own.
  const message = e.message.replace(/\s*\(\d+:\d+\)$/, '');
  return { ok: false, parser, line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1, message };
}

export async function parseJavaScript(text: string, goal: JsGoal): Promise<ExactReport> {
  const fast = await oxc();
  if (fast !== undefined) {
    // JSX is allowed in every JavaScript file, as with acorn below; a module first, then a script.
    const asModule = oxcDecide(fast, text, 'jsx', goal === 'script' ? 'script' : 'module');
    if (asModule.ok || goal !== 'either') return asModule;
    const asScript = oxcDecide(fast, text, 'jsx', 'script');
    return asScript.ok ? asScript : asModule;
  }
  const { parse, name } = await acorn();
  const first = goal === 'script' ? 'script' : 'module';
  try {
    parse(text, first);
    return { ok: true, parser: name };
  } catch (e) {
    if (e instanceof RangeError) return stackOverflow(e, text, name);
    const failure = acornFailure(e, name);
    if (goal !== 'either') return failure;
    // A classic script (`with`, octal literals, `await` as a name) is no module; the module's error is the more useful one when both fail.
    try {
      parse(text, 'script');
      return { ok: true, parser: name };
    } catch {
      return failure;
    }
  }
}

let tsReady: LoadedVendored<typeof TypeScript> | undefined;
let kept = false;

/**
 * What `tsc` reports as syntax errors of one file, through TypeScript's public API: a program of
 * that file alone (no lib, nothing resolved) asked for its syntactic diagnostics. The compiler
 * host is made once per loaded TypeScript; each call only names the file it serves.
 */
let syntacticDiagnostics: ((file: TypeScript.SourceFile) => readonly TypeScript.Diagnostic[]) | undefined;
function syntacticDiagnosticsOf(ts: typeof TypeScript): (file: TypeScript.SourceFile) => readonly TypeScript.Diagnostic[] {
  let served: TypeScript.SourceFile | undefined;
  const host: TypeScript.CompilerHost = {
    ...ts.createCompilerHost({}),
    getSourceFile: (name) => (name === served?.fileName ? served : undefined),
    fileExists: (name) => name === served?.fileName,
    readFile: () => undefined,
    writeFile: () => undefined,
  };
  const options: TypeScript.CompilerOptions = { noLib: true, noResolve: true, types: [] };
  return (file) => {
    served = file;
    try {
      return ts.createProgram({ rootNames: [file.fileName], options, host }).getSyntacticDiagnostics(file);
    } finally {
      served = undefined;
    }
  };
}
/** How a TypeScript file is read: `.tsx`, a declaration file (`.d.ts`), `.mts` a module, `.cts` CommonJS. */
export interface TsFlavour {
  jsx: boolean;
  declaration?: boolean | undefined;
  extension?: string | undefined;
}

/**
 * `codeCacheDir`: where TypeScript's compiled code is kept, should this call load it (the
 * fallback parser is loaded once per thread, whoever asks first).
 */
export async function parseTypeScript(text: string, flavour: TsFlavour, codeCacheDir: string | undefined): Promise<ExactReport> {
  const fast = await oxc();
  if (fast !== undefined) {
    const lang = flavour.declaration ? 'dts' : flavour.jsx ? 'tsx' : 'ts';
    // As tsc reads a file: a module when it imports or exports, else a script; `.mts` always a module.
    return oxcDecide(fast, text, lang, flavour.extension === 'mts' ? 'module' : 'unambiguous');
  }
  const jsx = flavour.jsx;
  tsReady ??= loadVendored<typeof TypeScript>('typescript', codeCacheDir);
  const ts = tsReady.exports;
  const parser = `typescript ${ts.versionMajorMinor}`;
  let file: TypeScript.SourceFile;
  let diagnostics: readonly TypeScript.Diagnostic[];
  try {
    file = ts.createSourceFile(
      jsx ? 'input.tsx' : 'input.ts',
      text,
      ts.ScriptTarget.Latest,
      false,
      jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    syntacticDiagnostics ??= syntacticDiagnosticsOf(ts);
    diagnostics = syntacticDiagnostics(file);
  } catch (e) {
    return stackOverflow(e, text, parser);
  }
  // After a real file, not the empty one a preload parses: the cache then holds the parser's hot paths.
  if (!kept && text !== '') {
    kept = true;
    tsReady.keep();
  }
  const first = diagnostics[0];
  if (first === undefined) return { ok: true, parser };
  const at = file.getLineAndCharacterOfPosition(first.start ?? 0);
  const message = typeof first.messageText === 'string' ? first.messageText : first.messageText.messageText;
  return { ok: false, parser, line: at.line + 1, column: at.character + 1, message };
}
