import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Language, Parser, type Node, type Point, type Tree } from 'web-tree-sitter';
import { parseJson } from './json.js';

export type SyntaxReport =
  | { ok: true; language: string }
  | { ok: false; language: string; line: number; column: number; message: string }
  | { ok: false; language: string; unsupported: true };

/** A wasm file the parser needs: its name under dist/grammars/ and where it lives in node_modules. */
export interface WasmFile {
  file: string;
  specifier: string;
}

const vscode = (name: string): WasmFile => ({ file: `tree-sitter-${name}.wasm`, specifier: `@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm` });

/** The tree-sitter grammar of each language, by canonical name. scripts/grammars.mjs copies the same files into dist. */
export const GRAMMARS = {
  bash: vscode('bash'),
  c: { file: 'tree-sitter-c.wasm', specifier: 'tree-sitter-c/tree-sitter-c.wasm' },
  cpp: vscode('cpp'),
  csharp: vscode('c-sharp'),
  css: vscode('css'),
  go: vscode('go'),
  java: vscode('java'),
  javascript: vscode('javascript'),
  php: vscode('php'),
  powershell: vscode('powershell'),
  python: vscode('python'),
  ruby: vscode('ruby'),
  rust: vscode('rust'),
  tsx: vscode('tsx'),
  typescript: vscode('typescript'),
} as const satisfies Record<string, WasmFile>;

/** web-tree-sitter's own runtime, which Parser.init must be able to find inside the bundle too. */
export const RUNTIME_WASM: WasmFile = { file: 'web-tree-sitter.wasm', specifier: 'web-tree-sitter/web-tree-sitter.wasm' };

type GrammarName = keyof typeof GRAMMARS;
const isGrammar = (name: string): name is GrammarName => Object.hasOwn(GRAMMARS, name);

/**
 * Every language parseCode accepts, by canonical name. `c-header` is a `.h` file, which may
 * be C or C++: it passes when either grammar accepts it.
 */
export const SUPPORTED_LANGUAGES: readonly string[] = [...Object.keys(GRAMMARS), 'c-header', 'json', 'yaml'].sort();

const ALIASES: Readonly<Record<string, string>> = {
  py: 'python', python3: 'python', py3: 'python', pyi: 'python',
  js: 'javascript', jsx: 'javascript', mjs: 'javascript', cjs: 'javascript', node: 'javascript', nodejs: 'javascript',
  ecmascript: 'javascript', javascriptreact: 'javascript',
  ts: 'typescript', mts: 'typescript', cts: 'typescript', typescriptreact: 'tsx',
  golang: 'go',
  rs: 'rust',
  'c++': 'cpp', cxx: 'cpp', cc: 'cpp', hpp: 'cpp', cplusplus: 'cpp',
  h: 'c-header',
  'c#': 'csharp', cs: 'csharp', 'c-sharp': 'csharp',
  rb: 'ruby',
  sh: 'bash', shell: 'bash', zsh: 'bash', shellscript: 'bash',
  ps1: 'powershell', pwsh: 'powershell', ps: 'powershell',
  yml: 'yaml',
};

/** The canonical name of a language or one of its aliases (case-insensitive), or undefined when there is no parser for it. */
export function canonicalLanguage(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  const canonical = ALIASES[key] ?? key;
  return SUPPORTED_LANGUAGES.includes(canonical) ? canonical : undefined;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  py: 'python', pyi: 'python', pyw: 'python',
  js: 'javascript', mjs: 'javascript', cjs: 'javascript', jsx: 'javascript',
  ts: 'typescript', mts: 'typescript', cts: 'typescript', tsx: 'tsx',
  go: 'go', rs: 'rust', java: 'java',
  c: 'c', h: 'c-header',
  cpp: 'cpp', cc: 'cpp', cxx: 'cpp', 'c++': 'cpp', hpp: 'cpp', hh: 'cpp', hxx: 'cpp', 'h++': 'cpp', ipp: 'cpp', tpp: 'cpp',
  cs: 'csharp',
  rb: 'ruby', rake: 'ruby', gemspec: 'ruby',
  php: 'php', phtml: 'php',
  sh: 'bash', bash: 'bash', zsh: 'bash',
  ps1: 'powershell', psm1: 'powershell',
  css: 'css',
};
const FILE_NAMES: Readonly<Record<string, string>> = { rakefile: 'ruby', gemfile: 'ruby', '.bashrc': 'bash', '.bash_profile': 'bash', '.zshrc': 'bash', '.profile': 'bash' };

/**
 * The language a path's extension names, or undefined. JSON and YAML are left out on
 * purpose: they have their own checks, and files such as tsconfig.json allow comments.
 */
export function languageOfPath(path: string): string | undefined {
  const name = (path.split('/').pop() ?? '').toLowerCase();
  const byName = FILE_NAMES[name];
  if (byName) return byName;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? EXTENSIONS[name.slice(dot + 1)] : undefined;
}

/** The language a `#!` line names (`#!/usr/bin/env python3`, `#!/bin/sh`), or undefined. */
export function languageOfShebang(text: string): string | undefined {
  const first = /^#!\s*(\S+)(?:\s+(?:-\S+\s+)*(\S+))?/.exec(text);
  if (!first) return undefined;
  const program = (first[1]!.endsWith('/env') ? (first[2] ?? '') : first[1]!).split('/').pop() ?? '';
  const base = program.replace(/[\d.]+$/, '');
  const known: Record<string, string> = { python: 'python', node: 'javascript', bash: 'bash', sh: 'bash', zsh: 'bash', dash: 'bash', ruby: 'ruby', php: 'php', pwsh: 'powershell' };
  return known[base];
}

// ---- loading tree-sitter ---------------------------------------------------------------

// In the bundle the wasm files sit in dist/grammars/: next to an entry file, or one folder up
// from the chunk (dist/chunks/) this code lands in. In development they are in node_modules.
const bundledDirs = [new URL('./grammars/', import.meta.url), new URL('../grammars/', import.meta.url)];
const requireHere = createRequire(import.meta.url);

function wasmPath(wasm: WasmFile): string {
  for (const dir of bundledDirs) {
    const bundled = fileURLToPath(new URL(wasm.file, dir));
    if (existsSync(bundled)) return bundled;
  }
  return requireHere.resolve(wasm.specifier);
}

let parserReady: Promise<Parser> | undefined;
const languages = new Map<GrammarName, Promise<Language>>();

// Both are cached: Parser.init instantiates the runtime once per process, each grammar loads once.
function parser(): Promise<Parser> {
  parserReady ??= Parser.init({ locateFile: () => wasmPath(RUNTIME_WASM) })
    .then(() => new Parser())
    .catch((e: unknown) => {
      parserReady = undefined;
      throw e;
    });
  return parserReady;
}

function grammar(name: GrammarName): Promise<Language> {
  let hit = languages.get(name);
  if (!hit) {
    hit = parser()
      .then(() => readFile(wasmPath(GRAMMARS[name])))
      .then((bytes) => Language.load(bytes));
    hit.catch(() => languages.delete(name));
    languages.set(name, hit);
  }
  return hit;
}

async function withTree<T>(text: string, name: GrammarName, use: (tree: Tree) => T): Promise<T> {
  const [p, lang] = await Promise.all([parser(), grammar(name)]);
  // setLanguage and parse run without an await between them, so concurrent callers cannot interleave.
  p.setLanguage(lang);
  const tree = p.parse(text);
  if (!tree) throw new Error(`tree-sitter returned no tree for ${name}`);
  try {
    return use(tree);
  } finally {
    tree.delete();
  }
}

// ---- finding the first error -----------------------------------------------------------

/** The first ERROR or MISSING node in document order, descending only into subtrees that hold one. */
function firstProblem(root: Node): Node | undefined {
  const cursor = root.walk();
  try {
    for (;;) {
      const node = cursor.currentNode;
      if (node.isError || node.isMissing) return node;
      if (node.hasError && cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return undefined;
    }
  } finally {
    cursor.delete();
  }
}

/**
 * Where an ERROR node's trouble starts. Error recovery often wraps whole statements that were
 * fine (a complete assignment on an earlier line) into the ERROR; those are stepped over.
 */
function errorStart(node: Node): { point: Point; text: string } {
  const children = node.children;
  let k = 0;
  while (k + 1 < children.length) {
    const child = children[k]!;
    const next = children[k + 1]!;
    if (!child.isNamed || child.isError || child.hasError || child.endPosition.row >= next.startPosition.row) break;
    k++;
  }
  const from = children[k];
  if (!from || k === 0) return { point: node.startPosition, text: node.text };
  return { point: from.startPosition, text: node.tree.rootNode.text.slice(from.startIndex, node.endIndex) };
}

function near(text: string): string {
  const line = text.split('\n').map((l) => l.trim()).find((l) => l !== '') ?? '';
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/** Where the problem is and what to call it. */
function describe(node: Node): { point: Point; message: string } {
  if (node.isMissing) return { point: node.startPosition, message: node.isNamed ? `missing ${node.type}` : `missing "${node.type}"` };
  const { point, text } = errorStart(node);
  const quote = near(text);
  return { point, message: quote === '' ? 'syntax error' : `syntax error near "${quote}"` };
}

// PHP outside `<?php` is HTML to tree-sitter; a bare snippet is read as if it opened with the
// tag on its first line, so line numbers stay those of the snippet.
const PHP_OPEN = '<?php ';
const hasPhpTag = (text: string): boolean => /<\?(?:php\b|=)/i.test(text);

async function parseWithGrammar(text: string, name: GrammarName): Promise<SyntaxReport> {
  const prefixed = name === 'php' && !hasPhpTag(text);
  const source = prefixed ? PHP_OPEN + text : text;
  return withTree(source, name, (tree): SyntaxReport => {
    if (!tree.rootNode.hasError) return { ok: true, language: name };
    const problem = firstProblem(tree.rootNode);
    if (!problem) return { ok: false, language: name, line: 1, column: 1, message: 'syntax error' };
    const { point, message } = describe(problem);
    const shift = prefixed && point.row === 0 ? PHP_OPEN.length : 0;
    return { ok: false, language: name, line: point.row + 1, column: Math.max(1, point.column - shift + 1), message };
  });
}

/**
 * Parses `text` as `language` (a canonical name or an alias). Returns the first syntax error
 * (1-based line and column, in UTF-16 units) or `unsupported` when there is no parser for it.
 */
export async function parseCode(text: string, language: string): Promise<SyntaxReport> {
  const name = canonicalLanguage(language);
  if (name === undefined) return { ok: false, language, unsupported: true };
  if (name === 'json') {
    const parsed = parseJson(text);
    return parsed.ok ? { ok: true, language: name } : { ok: false, language: name, line: parsed.line, column: parsed.column, message: parsed.message };
  }
  if (name === 'yaml') {
    const { firstYamlError } = await import('./yaml.js');
    const problem = firstYamlError(text);
    return problem ? { ok: false, language: name, ...problem, message: problem.message.split('\n')[0]! } : { ok: true, language: name };
  }
  if (name === 'c-header') {
    const asC = await parseWithGrammar(text, 'c');
    if (asC.ok) return asC;
    const asCpp = await parseWithGrammar(text, 'cpp');
    return asCpp.ok ? asCpp : asC;
  }
  if (!isGrammar(name)) return { ok: false, language, unsupported: true };
  return parseWithGrammar(text, name);
}

// ---- fences inside code ----------------------------------------------------------------

/** 1-based, inclusive line range. */
export interface LineSpan {
  first: number;
  last: number;
}

const LITERAL = /string|comment|heredoc|nowdoc|text_block/;

/**
 * For each span, whether one string or comment of the code encloses it, opening on an
 * earlier line and closing on a later one: a fenced example in a docstring, not a fence of
 * a markdown answer. Languages without a tree-sitter grammar enclose nothing.
 */
export async function spansInsideLiterals(text: string, language: string, spans: readonly LineSpan[]): Promise<boolean[]> {
  const canonical = canonicalLanguage(language);
  const name = canonical === 'c-header' ? 'cpp' : canonical;
  if (name === undefined || !isGrammar(name)) return spans.map(() => false);
  const prefixed = name === 'php' && !hasPhpTag(text);
  const lines = text.split('\n');
  return withTree(prefixed ? PHP_OPEN + text : text, name, (tree) =>
    spans.map(({ first, last }) => {
      const end = { row: last - 1, column: (lines[last - 1] ?? '').length + (prefixed && last === 1 ? PHP_OPEN.length : 0) };
      for (let n = tree.rootNode.descendantForPosition({ row: first - 1, column: 0 }, end); n; n = n.parent) {
        if (LITERAL.test(n.type) && n.startPosition.row < first - 1 && n.endPosition.row > last - 1) return true;
      }
      return false;
    }),
  );
}
