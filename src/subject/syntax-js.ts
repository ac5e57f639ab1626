/**
 * JavaScript and TypeScript, decided in process by exact parsers.
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
import type TypeScript from 'typescript';
import { loadVendored, type LoadedVendored } from './vendored.js';
import type { ExactReport } from './syntax-types.js';

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
  const { parse, name } = await acorn();
  const first = goal === 'script' ? 'script' : 'module';
  try {
    parse(text, first);
    return { ok: true, parser: name };
  } catch (e) {
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

interface TsDiagnostic {
  start?: number;
  messageText: string | { messageText: string };
}
let tsReady: LoadedVendored<typeof TypeScript> | undefined;
let kept = false;
export async function parseTypeScript(text: string, jsx: boolean): Promise<ExactReport> {
  tsReady ??= loadVendored<typeof TypeScript>('typescript');
  const ts = tsReady.exports;
  const parser = `typescript ${ts.versionMajorMinor}`;
  const file = ts.createSourceFile(
    jsx ? 'input.tsx' : 'input.ts',
    text,
    ts.ScriptTarget.Latest,
    false,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  // The parser's own diagnostics (what `tsc` reports as syntax errors); not part of the typed API, but stable since TypeScript 1.x.
  const diagnostics = (file as unknown as { parseDiagnostics: readonly TsDiagnostic[] }).parseDiagnostics;
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
