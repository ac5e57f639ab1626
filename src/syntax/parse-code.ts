/**
 * Which parser decides a language, and the language of a path, a #! line or a fence tag.
 *
 * | language | parser |
 * |---|---|
 * | javascript (js, jsx, mjs, cjs) | acorn + acorn-jsx, in process — exact |
 * | typescript, tsx (ts, mts, cts, tsx) | the TypeScript compiler's parser, in process — exact |
 * | python | CPython's compile(), one long-lived `python3` per run — exact; tree-sitter without one |
 * | bash, ruby, php, go | `bash -n`, `ruby -c`, `php -l`, `gofmt -e` where installed — exact; tree-sitter without |
 * | vue (.vue) | Vue's SFC compiler (@vue/compiler-sfc), then each script block by the JS/TS parser its `lang` names — exact |
 * | go-mod (go.mod) | `go mod edit -json` where Go is installed — exact; without it, not checked (a warning) |
 * | json, yaml | this project's RFC 8259 parser, `yaml` — exact |
 * | toml | smol-toml (passes toml-test, the language's conformance suite) — exact |
 * | css | postcss (what stylelint and prettier read CSS with) — exact |
 * | c, c-header, cpp, csharp, java, powershell, rust | tree-sitter — approximate |
 *
 * An approximate verdict never fails the gate on its own (spec §7): the syntax check turns its
 * errors into warnings.
 */
import { GRAMMARS, isGrammar, type GrammarName } from './grammars.js';
import { parseJson } from './json.js';
import type { ExactReport } from './types.js';
import type { PythonRequirement } from './python-version.js';
import { TextKeyedMap } from '../subject/text-keyed.js';

export { GRAMMARS, RUNTIME_WASM, type WasmFile } from './grammars.js';

export type SyntaxReport =
  | { ok: true; language: string; parser: string; approximate: boolean; fallback?: string }
  | { ok: false; language: string; parser: string; approximate: boolean; fallback?: string; line: number; column: number; message: string }
  | { ok: false; language: string; unsupported: true }
  /** `exact` was asked for and no exact parser is at hand; `install` says what to install (or do). */
  | { ok: false; language: string; noExact: string; install: string }
  /** No parser at all here, exact or approximate, and none was demanded: named as not checked, a warning (spec §7). */
  | { ok: false; language: string; notChecked: string; install: string }
  /** The parser at hand is older than the project declares, and refused the text: the runner's setup is at fault (issue 26, item 10). */
  | { ok: false; language: string; setup: string; needs: string };

/**
 * Every language parseCode accepts, by canonical name. `c-header` is a `.h` file, which may
 * be C or C++: it passes when either grammar accepts it.
 */
export const SUPPORTED_LANGUAGES: readonly string[] = [
  ...Object.keys(GRAMMARS),
  'c-header',
  'json',
  'yaml',
  'toml',
  'go-mod',
  'vue',
].sort();

const ALIASES: Readonly<Record<string, string>> = {
  py: 'python',
  python3: 'python',
  py3: 'python',
  pyi: 'python',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  node: 'javascript',
  nodejs: 'javascript',
  ecmascript: 'javascript',
  javascriptreact: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  typescriptreact: 'tsx',
  golang: 'go',
  gomod: 'go-mod',
  'go.mod': 'go-mod',
  rs: 'rust',
  'c++': 'cpp',
  cxx: 'cpp',
  cc: 'cpp',
  hpp: 'cpp',
  cplusplus: 'cpp',
  h: 'c-header',
  'c#': 'csharp',
  cs: 'csharp',
  'c-sharp': 'csharp',
  rb: 'ruby',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  shellscript: 'bash',
  ps1: 'powershell',
  pwsh: 'powershell',
  ps: 'powershell',
  yml: 'yaml',
};

/**
 * `table[key]` for the table's own keys only: a file named `constructor` or `x.__proto__` (or a
 * `#!` line naming such a program) would otherwise get Object's inherited members as its language.
 */
const ownEntry = (table: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The canonical name of a language or one of its aliases (case-insensitive), or undefined when there is no parser for it. */
export function canonicalLanguage(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  const canonical = ownEntry(ALIASES, key) ?? key;
  return SUPPORTED_LANGUAGES.includes(canonical) ? canonical : undefined;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  py: 'python',
  pyi: 'python',
  pyw: 'python',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  go: 'go',
  rs: 'rust',
  java: 'java',
  c: 'c',
  h: 'c-header',
  cpp: 'cpp',
  cc: 'cpp',
  cxx: 'cpp',
  'c++': 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  hxx: 'cpp',
  'h++': 'cpp',
  ipp: 'cpp',
  tpp: 'cpp',
  cs: 'csharp',
  rb: 'ruby',
  rake: 'ruby',
  gemspec: 'ruby',
  php: 'php',
  phtml: 'php',
  sh: 'bash',
  bash: 'bash',
  zsh: 'bash',
  ps1: 'powershell',
  psm1: 'powershell',
  css: 'css',
  toml: 'toml',
  vue: 'vue',
};
const FILE_NAMES: Readonly<Record<string, string>> = {
  'go.mod': 'go-mod',
  rakefile: 'ruby',
  gemfile: 'ruby',
  '.bashrc': 'bash',
  '.bash_profile': 'bash',
  '.zshrc': 'bash',
  '.profile': 'bash',
};

/**
 * The language a path's extension names, or undefined. JSON and YAML are left out on
 * purpose: they have their own checks, and files such as tsconfig.json allow comments.
 */
export function languageOfPath(path: string): string | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const byName = ownEntry(FILE_NAMES, name);
  if (byName) return byName;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? ownEntry(EXTENSIONS, name.slice(dot + 1)) : undefined;
}

/** The language a `#!` line names (`#!/usr/bin/env python3`, `#!/bin/sh`), or undefined. */
export function languageOfShebang(text: string): string | undefined {
  const first = /^#!\s*(\S+)(?:\s+(?:-\S+\s+)*(\S+))?/.exec(text);
  if (!first) return undefined;
  const program = (first[1]!.endsWith('/env') ? (first[2] ?? '') : first[1]!).split('/').pop() ?? '';
  const base = program.replace(/[\d.]+$/, '');
  const known: Record<string, string> = {
    python: 'python',
    node: 'javascript',
    bash: 'bash',
    sh: 'bash',
    zsh: 'bash',
    dash: 'bash',
    ruby: 'ruby',
    php: 'php',
    pwsh: 'powershell',
  };
  return ownEntry(known, base);
}

// ---- choosing the parser ---------------------------------------------------------------

export interface ParseOptions {
  /** The Python interpreter to ask (the check's `python`); default CRITIC_GATE_PYTHON, else `python3`. */
  python?: string | undefined;
  /** Only an exact parser may decide: without one the report is `noExact` instead of a tree-sitter verdict. */
  exact?: boolean | undefined;
  /** The file's extension, when there is one: `.mjs` is a module, `.cjs` a script, anything else may be either. */
  extension?: string | undefined;
  /** A TypeScript declaration file (`.d.ts`, `.d.mts`, `.d.cts`): declarations without bodies are what it holds. */
  declaration?: boolean | undefined;
  /** The Python the project declares (`requires-python`, `.python-version`, `python_requires`) for this file. */
  pythonRequires?: PythonRequirement | undefined;
  /**
   * The run's cache directory, where a parser loaded for this text keeps its compiled code
   * (subject/vendored.ts); none: compiled here, kept nowhere. It changes no verdict.
   */
  codeCacheDir?: string | undefined;
}

const TOOL_LANGUAGES = new Set(['bash', 'ruby', 'php', 'go']);
const INSTALL: Readonly<Record<string, string>> = {
  python: "install Python 3 (`python3` on PATH), or set the check's `python` or CRITIC_GATE_PYTHON to an interpreter",
  bash: 'install bash',
  ruby: 'install Ruby (`ruby` on PATH)',
  php: 'install PHP (`php` on PATH)',
  go: 'install Go (`gofmt` on PATH)',
  'go-mod': 'install Go (`go` on PATH)',
};

const NO_EXACT_PARSER =
  'critic-gate has none for this language, so leave these files out of the check with `parser: exact` (without it, tree-sitter reports their syntax errors as warnings)';

/** Languages whose exact parser is another process: their files are best sent from one thread, which waits without working. */
export function parsedOutOfProcess(language: string | undefined): boolean {
  const name = language === undefined ? undefined : canonicalLanguage(language);
  return name === 'python' || name === 'go-mod' || (name !== undefined && TOOL_LANGUAGES.has(name));
}

// PHP outside `<?php` is HTML to PHP and tree-sitter alike; a bare snippet is read as if it
// opened with the tag on its first line, so line numbers stay those of the snippet.
const PHP_OPEN = '<?php ';
const hasPhpTag = (text: string): boolean => /<\?(?:php\b|=)/i.test(text);

async function approximate(
  text: string,
  language: string,
  name: GrammarName,
  fallback: string | undefined,
  options: ParseOptions,
): Promise<SyntaxReport> {
  if (options.exact) {
    const install = INSTALL[language] ?? NO_EXACT_PARSER;
    return { ok: false, language, noExact: `no exact parser for ${language} here${fallback ? ` (${fallback})` : ''}: ${install}`, install };
  }
  const { parseWithGrammar } = await import('./tree-sitter.js');
  return withLanguage(await parseWithGrammar(text, name), language, true, fallback);
}

function withLanguage(report: ExactReport, language: string, approx: boolean, fallback?: string): SyntaxReport {
  return { ...report, language, approximate: approx, ...(fallback ? { fallback } : {}) };
}

async function decide(text: string, name: string, options: ParseOptions): Promise<SyntaxReport> {
  switch (name) {
    case 'json': {
      const parsed = parseJson(text);
      return parsed.ok
        ? { ok: true, language: name, parser: 'json', approximate: false }
        : {
            ok: false,
            language: name,
            parser: 'json',
            approximate: false,
            line: parsed.line,
            column: parsed.column,
            message: parsed.message,
          };
    }
    case 'yaml': {
      const { firstYamlError } = await import('./yaml.js');
      const problem = firstYamlError(text);
      return problem
        ? { ok: false, language: name, parser: 'yaml', approximate: false, ...problem, message: problem.message.split('\n')[0]! }
        : { ok: true, language: name, parser: 'yaml', approximate: false };
    }
    case 'toml': {
      const { firstTomlError } = await import('./toml.js');
      const problem = firstTomlError(text);
      return problem
        ? { ok: false, language: name, parser: 'toml', approximate: false, ...problem }
        : { ok: true, language: name, parser: 'toml', approximate: false };
    }
    case 'javascript': {
      const { parseJavaScript } = await import('./javascript.js');
      const goal = options.extension === 'mjs' ? 'module' : options.extension === 'cjs' ? 'script' : 'either';
      return withLanguage(await parseJavaScript(text, goal), name, false);
    }
    case 'typescript':
    case 'tsx': {
      const { parseTypeScript } = await import('./javascript.js');
      const flavour = { jsx: name === 'tsx', declaration: options.declaration, extension: options.extension };
      return withLanguage(await parseTypeScript(text, flavour, options.codeCacheDir), name, false);
    }
    case 'python': {
      const { parsePython, pythonChosenByUser, pythonProgram, PythonUnavailable } = await import('./python.js');
      const program = pythonProgram(options.python);
      try {
        const report = await parsePython(text, program, options.pythonRequires, pythonChosenByUser(options.python));
        return 'setup' in report ? { ok: false, language: name, ...report } : withLanguage(report, name, false);
      } catch (e) {
        if (!(e instanceof PythonUnavailable)) throw e;
        return approximate(text, name, 'python', e.message, options);
      }
    }
    case 'vue': {
      const { parseVue } = await import('./vue.js');
      return withLanguage(await parseVue(text, options.codeCacheDir), name, false);
    }
    case 'go-mod': {
      const { parseGoMod } = await import('./gomod.js');
      const { ToolUnavailable } = await import('./tools.js');
      try {
        const report = await parseGoMod(text);
        return 'setup' in report ? { ok: false, language: name, ...report } : withLanguage(report, name, false);
      } catch (e) {
        if (!(e instanceof ToolUnavailable)) throw e;
        const install = INSTALL[name]!;
        const why = `no parser for go.mod here (${e.message})`;
        return options.exact
          ? { ok: false, language: name, noExact: `no exact parser for ${name} here (${e.message}): ${install}`, install }
          : { ok: false, language: name, notChecked: why, install };
      }
    }
    case 'css': {
      const { parseCss } = await import('./css.js');
      return withLanguage(parseCss(text), name, false);
    }
    case 'c-header': {
      if (options.exact) return approximate(text, name, 'c', undefined, options);
      const { parseWithGrammar } = await import('./tree-sitter.js');
      const asC = await parseWithGrammar(text, 'c');
      // Named by the grammar that decided, as a .h file may be either.
      if (asC.ok) return withLanguage(asC, 'c', true);
      const asCpp = await parseWithGrammar(text, 'cpp');
      return asCpp.ok ? withLanguage(asCpp, 'cpp', true) : withLanguage(asC, 'c', true);
    }
  }
  if (TOOL_LANGUAGES.has(name)) {
    const { parseWithTool, ToolUnavailable } = await import('./tools.js');
    const prefixed = name === 'php' && !hasPhpTag(text);
    try {
      const report = await parseWithTool(prefixed ? PHP_OPEN + text : text, name);
      return withLanguage(report, name, false);
    } catch (e) {
      if (!(e instanceof ToolUnavailable)) throw e;
      return approximate(text, name, name as GrammarName, e.message, options);
    }
  }
  if (isGrammar(name)) return approximate(text, name, name, undefined, options);
  return { ok: false, language: name, unsupported: true };
}

/**
 * Loads `language`'s in-process parser now (JavaScript, TypeScript), so that the first file finds
 * it ready; `codeCacheDir` as in ParseOptions.
 */
export async function preloadParser(language: string, codeCacheDir: string | undefined): Promise<void> {
  const name = canonicalLanguage(language);
  if (name === 'javascript') await (await import('./javascript.js')).parseJavaScript('', 'module');
  else if (name === 'typescript' || name === 'tsx')
    await (await import('./javascript.js')).parseTypeScript('', { jsx: name === 'tsx' }, codeCacheDir);
}

// Identical texts (the same blob in two paths, a file and its copy) are parsed once per run.
// Past a bound on the text it has seen, the cache starts over rather than grow without end.
const CACHE_CHARS = 64 * 1024 * 1024;
// Keyed by the options, then by the text itself: a key that joined the two would be a copy of
// every text parsed, made on each lookup and kept for the run.
const cache = new Map<string, TextKeyedMap<Promise<SyntaxReport>>>();
let cachedChars = 0;

/**
 * Parses `text` as `language` (a canonical name or an alias) with the most exact parser at hand.
 * Returns the first syntax error (1-based line and column) with the parser's own message, or
 * `unsupported` when there is no parser for the language. Rejects when an exact parser failed
 * to judge (timed out, crashed): that is no verdict either way.
 */
export function parseCode(text: string, language: string, options: ParseOptions = {}): Promise<SyntaxReport> {
  const name = canonicalLanguage(language);
  if (name === undefined) return Promise.resolve({ ok: false, language, unsupported: true });
  const requires = options.pythonRequires;
  const required = requires === undefined ? '' : `${requires.pinned ? '=' : '>='}${requires.minimum.join('.')} ${requires.declared}`;
  const how = `${name}\u0000${options.extension ?? ''}${options.declaration ? '.d' : ''}\u0000${options.python ?? ''}\u0000${required}\u0000${options.exact ? 1 : 0}`;
  const hit = cache.get(how)?.get(text);
  if (hit) return hit;
  if (cachedChars + text.length > CACHE_CHARS) {
    cache.clear();
    cachedChars = 0;
  }
  let reports = cache.get(how);
  if (reports === undefined) cache.set(how, (reports = new TextKeyedMap()));
  const report = decide(text, name, options);
  reports.set(text, report);
  cachedChars += text.length;
  report.catch(() => cache.get(how)?.delete(text));
  return report;
}

/** A parser as a known-clean key names it: `note` as the evidence does (parserNote), `build` its exact version. */
export interface ParserIdentity {
  note: string;
  build: string;
}

/**
 * The parser that would decide `language` for these options, where the known-clean cache may keep
 * its clean verdicts (checks/known-clean.ts): `note` as the evidence names it (parserNote), `build`
 * its exact version. Only parsers whose identity is known before a text is parsed: oxc-parser
 * (JavaScript, TypeScript) and CPython; undefined for every other parser, whose verdicts are not kept.
 */
export function parserIdentity(language: string, options: ParseOptions): Promise<ParserIdentity | undefined> {
  const name = canonicalLanguage(language);
  const javascript = name === 'javascript' || name === 'typescript' || name === 'tsx';
  if (!javascript && name !== 'python') return Promise.resolve(undefined);
  // Asked once per file of a large change: answered once per parser and setting (a dynamic import
  // per file costs more than the lookup it leads to). What decides the interpreter is in the key.
  const requires = options.pythonRequires;
  const how = javascript
    ? 'oxc'
    : `python\u0000${options.python ?? ''}\u0000${process.env['CRITIC_GATE_PYTHON'] ?? ''}\u0000${process.env['PATH'] ?? ''}\u0000${requires === undefined ? '' : `${requires.pinned ? '=' : '>='}${requires.minimum.join('.')}`}`;
  let known = identities.get(how);
  if (known === undefined) {
    known = javascript
      ? import('./javascript.js').then(async (m) => {
          const note = await m.oxcIdentity();
          return note === undefined ? undefined : { note, build: note };
        })
      : import('./python.js').then((m) =>
          m.pythonIdentity(m.pythonProgram(options.python), requires, m.pythonChosenByUser(options.python)),
        );
    identities.set(how, known);
  }
  return known;
}
const identities = new Map<string, Promise<ParserIdentity | undefined>>();

/** How the evidence names the parser that decided: `python 3.11`, `typescript 5.9`, `approximate (tree-sitter)`. */
export function parserNote(report: Extract<SyntaxReport, { parser: string }>): string {
  if (!report.approximate) return report.parser;
  return `approximate (${report.parser}${report.fallback ? `; ${report.fallback}` : ''})`;
}

// ---- fences inside code ----------------------------------------------------------------

export type { LineSpan } from './tree-sitter.js';

/**
 * For each span, whether one string or comment of the code encloses it, opening on an
 * earlier line and closing on a later one: a fenced example in a docstring, not a fence of
 * a markdown answer. Languages without a tree-sitter grammar enclose nothing.
 */
export async function spansInsideLiterals(
  text: string,
  language: string,
  spans: readonly { first: number; last: number }[],
): Promise<boolean[]> {
  const canonical = canonicalLanguage(language);
  const name = canonical === 'c-header' ? 'cpp' : canonical;
  if (name === undefined || !isGrammar(name)) return spans.map(() => false);
  const { spansInsideLiterals: inside } = await import('./tree-sitter.js');
  return inside(text, name, spans);
}

// ---- what the author says rather than what the code does -------------------------------

/**
 * Issue 44: where a code file's comments, docstrings and string literals are, as [start, end)
 * offsets of `text`, or undefined for a language without a grammar (prose, data). The code has
 * passed its exact parser before the judge sees it, so tree-sitter's tree is the code's own here:
 * it is used as a lexer, never to decide syntax.
 */
export async function commentAndStringRanges(text: string, language: string): Promise<Array<[number, number]> | undefined> {
  const canonical = canonicalLanguage(language);
  const name = canonical === 'c-header' ? 'cpp' : canonical;
  if (name === undefined || !isGrammar(name)) return undefined;
  const { literalRanges } = await import('./tree-sitter.js');
  return literalRanges(text, name);
}
