/**
 * tree-sitter: the approximate parser, for languages without an exact one here, and the
 * reader of a code file's strings and comments (fences inside docstrings). Loaded on first use:
 * its runtime and grammars are wasm, the largest part of the bundle.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { Language, Parser, type Node, type Point, type Tree } from 'web-tree-sitter';
import { GRAMMARS, RUNTIME_WASM, type GrammarName, type WasmFile } from './grammars.js';
import type { ExactReport } from './types.js';
import { clip } from '../text/clip.js';

export const TREE_SITTER = 'tree-sitter';

/** 1-based, inclusive line range. */
export interface LineSpan {
  first: number;
  last: number;
}

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

const unbrotli = promisify(brotliDecompress);

/**
 * A grammar's bytes. The bundle ships grammars brotli-compressed (NAME.wasm.br, scripts/grammars.mjs):
 * they are most of the install's size and compress about 15 to 1, and decompressing one takes
 * milliseconds, once per process, off the main thread. Development reads the plain file.
 */
async function grammarBytes(wasm: WasmFile): Promise<Uint8Array> {
  for (const dir of bundledDirs) {
    const packed = fileURLToPath(new URL(`${wasm.file}.br`, dir));
    if (existsSync(packed)) return unbrotli(await readFile(packed));
  }
  return readFile(wasmPath(wasm));
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
      .then(() => grammarBytes(GRAMMARS[name]))
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
  const line =
    text
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l !== '') ?? '';
  return clip(line, 40);
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
export const hasPhpTag = (text: string): boolean => /<\?(?:php\b|=)/i.test(text);

/** Parses with tree-sitter: approximate (error-tolerant, built for editors), named `tree-sitter` in the evidence. */
export async function parseWithGrammar(text: string, name: GrammarName): Promise<ExactReport> {
  const prefixed = name === 'php' && !hasPhpTag(text);
  const source = prefixed ? PHP_OPEN + text : text;
  return withTree(source, name, (tree): ExactReport => {
    if (!tree.rootNode.hasError) return { ok: true, parser: TREE_SITTER };
    const problem = firstProblem(tree.rootNode);
    if (!problem) return { ok: false, parser: TREE_SITTER, line: 1, column: 1, message: 'syntax error' };
    const { point, message } = describe(problem);
    const shift = prefixed && point.row === 0 ? PHP_OPEN.length : 0;
    return { ok: false, parser: TREE_SITTER, line: point.row + 1, column: Math.max(1, point.column - shift + 1), message };
  });
}

const LITERAL = /string|comment|heredoc|nowdoc|text_block/;

/** Where a text's comments and string literals are: [start, end) offsets into the text, outermost only. */
export async function literalRanges(text: string, name: GrammarName): Promise<Array<[number, number]>> {
  const prefixed = name === 'php' && !hasPhpTag(text);
  const shift = prefixed ? PHP_OPEN.length : 0;
  return withTree(prefixed ? PHP_OPEN + text : text, name, (tree) => {
    const out: Array<[number, number]> = [];
    const cursor = tree.rootNode.walk();
    try {
      for (;;) {
        const node = cursor.currentNode;
        // A literal's children (escapes, interpolations' parts) are inside it already.
        const literal = LITERAL.test(node.type);
        if (literal) out.push([node.startIndex - shift, node.endIndex - shift]);
        if (!literal && cursor.gotoFirstChild()) continue;
        while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return out;
      }
    } finally {
      cursor.delete();
    }
  });
}

/**
 * For each span, whether one string or comment of the code encloses it, opening on an
 * earlier line and closing on a later one: a fenced example in a docstring, not a fence of
 * a markdown answer. Languages without a tree-sitter grammar enclose nothing.
 */
export async function spansInsideLiterals(text: string, name: GrammarName, spans: readonly LineSpan[]): Promise<boolean[]> {
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
