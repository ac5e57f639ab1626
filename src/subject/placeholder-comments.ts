/**
 * Placeholder markers: a `TODO`, `FIXME` or `XXX` (or a "not implemented") left in a *comment*.
 * A word in code is no placeholder (`placeholder?: string`, Go's `context.TODO()`,
 * `self.placeholder`), nor is a marker inside a string. Each language's comment syntax is known
 * by the file's extension; a file of no known type is read as prose, where only a marker word
 * standing on its own counts (not one joined to code: `.TODO(`, `TODO_LIST`).
 */

export interface PlaceholderComment {
  /** 1-based line and column (UTF-16 units) of the marker. */
  line: number;
  column: number;
  /** `TODO`, `FIXME`, `XXX`, `not implemented`. */
  marker: string;
  /** The comment's text from the marker on, trimmed: what the marker says. */
  text: string;
  /** What identifies this marker across versions of the file: its text with white space collapsed. */
  key: string;
}

interface Syntax {
  /** Line comments, and whether their opener must start a word (shell's `$#` is no comment). */
  line: readonly string[];
  lineAtWordStart?: boolean;
  block: ReadonlyArray<readonly [open: string, close: string]>;
  /** String quotes; a string ends at its quote or at the end of the line, except those in `multiline`. */
  quotes: readonly string[];
  multiline?: readonly string[];
}

const C_LIKE: Syntax = { line: ['//'], block: [['/*', '*/']], quotes: ['"', "'", '`'], multiline: ['`'] };
const HASH: Syntax = { line: ['#'], lineAtWordStart: true, block: [], quotes: ['"', "'"] };
const PYTHON: Syntax = { line: ['#'], block: [], quotes: ['"""', "'''", '"', "'"], multiline: ['"""', "'''"] };
const MARKUP: Syntax = { line: [], block: [['<!--', '-->']], quotes: [] };
// Single-file components and pages: markup with scripts and styles inside.
const PAGE: Syntax = {
  line: [],
  block: [
    ['<!--', '-->'],
    ['/*', '*/'],
  ],
  quotes: [],
};
const CSS: Syntax = { line: [], block: [['/*', '*/']], quotes: ['"', "'"] };
const SCSS: Syntax = { line: ['//'], block: [['/*', '*/']], quotes: ['"', "'"] };
const DASH: Syntax = { line: ['--'], block: [['/*', '*/']], quotes: ['"', "'"] };
const LUA: Syntax = { line: ['--'], block: [['--[[', ']]']], quotes: ['"', "'"] };
const HASKELL: Syntax = { line: ['--'], block: [['{-', '-}']], quotes: ['"'] };
const PHP: Syntax = {
  line: ['//', '#'],
  block: [
    ['/*', '*/'],
    ['<!--', '-->'],
  ],
  quotes: ['"', "'"],
};
const POWERSHELL: Syntax = { line: ['#'], lineAtWordStart: true, block: [['<#', '#>']], quotes: ['"', "'"] };
const INI: Syntax = { line: [';', '#'], lineAtWordStart: true, block: [], quotes: [] };
const LISP: Syntax = { line: [';'], block: [], quotes: ['"'] };
const TEX: Syntax = { line: ['%'], block: [], quotes: [] };

const BY_EXTENSION: Readonly<Record<string, Syntax>> = {
  ...Object.fromEntries(
    'js mjs cjs jsx ts mts cts tsx go rs java c h cc cpp cxx hpp hh hxx cs kt kts swift scala dart groovy gradle zig proto jsonc json5 m mm fs fsx v sol'
      .split(' ')
      .map((e) => [e, C_LIKE]),
  ),
  ...Object.fromEntries(
    'rb rake gemspec sh bash zsh fish ksh yml yaml toml r pl pm tf tfvars hcl nix cmake mk make dockerfile conf cfg properties env gitignore gitattributes editorconfig dockerignore npmignore nim cr jl ex exs coffee awk sed'
      .split(' ')
      .map((e) => [e, HASH]),
  ),
  ...Object.fromEntries('py pyi pyw pyx'.split(' ').map((e) => [e, PYTHON])),
  ...Object.fromEntries('html htm xhtml xml svg xsd xsl plist'.split(' ').map((e) => [e, MARKUP])),
  ...Object.fromEntries('vue svelte astro'.split(' ').map((e) => [e, PAGE])),
  css: CSS,
  scss: SCSS,
  less: SCSS,
  sass: SCSS,
  sql: DASH,
  lua: LUA,
  hs: HASKELL,
  elm: HASKELL,
  php: PHP,
  ps1: POWERSHELL,
  psm1: POWERSHELL,
  ini: INI,
  clj: LISP,
  cljs: LISP,
  el: LISP,
  lisp: LISP,
  scm: LISP,
  tex: TEX,
  sty: TEX,
};
const BY_NAME: Readonly<Record<string, Syntax>> = {
  makefile: HASH,
  dockerfile: HASH,
  containerfile: HASH,
  gemfile: HASH,
  rakefile: HASH,
  jenkinsfile: C_LIKE,
  '.bashrc': HASH,
  '.zshrc': HASH,
  '.profile': HASH,
};

/**
 * What of a path chooses its comment syntax: its name, lower-cased (by the name itself or its
 * extension); the rest is the text's #! line. A cache of what a file's comments hold keys on it.
 */
export const commentSyntaxKey = (path: string): string => (path.split('/').pop() ?? '').toLowerCase();

/** The comment syntax of a path by its name or extension; undefined for a type not known here. */
function syntaxOf(path: string, text: string): Syntax | undefined {
  const name = commentSyntaxKey(path);
  const byName = BY_NAME[name];
  if (byName) return byName;
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot + 1) : '';
  const byExt = BY_EXTENSION[ext];
  if (byExt) return byExt;
  // A script without an extension says what it is on its #! line.
  if (text.startsWith('#!')) return /python/.test(text.slice(0, text.indexOf('\n') >>> 0)) ? PYTHON : HASH;
  return undefined;
}

// Upper case anywhere in a comment; any case only as the comment's first word (`// todo: …`).
const MARKER = /(?<![\w$.-])(?:TODO|FIXME|XXX)(?![\w$(-])/g;
const LEADING = /^[\s*#;!/-]*(todo|fixme|not implemented)\b/i;
// In prose (a file of no known type): a marker word standing on its own, not joined to code.
const PROSE = /(?<![\w$.`'"-])(?:TODO|FIXME|XXX)(?![\w$(`'"-])/g;

const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Every marker in `text` (a comment's content, starting at `offset` of `line`), in order. */
function markersIn(comment: string, lineNo: number, offset: number, found: PlaceholderComment[], commentEnd = ''): void {
  const body = commentEnd && comment.endsWith(commentEnd) ? comment.slice(0, -commentEnd.length) : comment;
  const seen = new Set<number>();
  const push = (at: number, marker: string): void => {
    if (seen.has(at)) return;
    seen.add(at);
    const text = body.slice(at).trim();
    found.push({ line: lineNo, column: offset + at + 1, marker, text, key: `${marker}\u0000${collapse(text)}` });
  };
  const leading = LEADING.exec(body);
  if (leading)
    push(
      leading.index + leading[0].length - leading[1]!.length,
      leading[1]!.toUpperCase() === 'NOT IMPLEMENTED' ? 'not implemented' : leading[1]!.toUpperCase(),
    );
  for (const m of body.matchAll(MARKER)) push(m.index, m[0]);
}

/** Whether the text may hold a marker at all: most files hold none and need no scan. */
export function mayHoldMarker(text: string): boolean {
  return /todo|fixme|xxx|not implemented/i.test(text);
}

/** The marker comments of a file, in order. */
export function placeholderComments(path: string, text: string): PlaceholderComment[] {
  const found: PlaceholderComment[] = [];
  if (!mayHoldMarker(text)) return found;
  const lines = text.split(/\r?\n/);
  const syntax = syntaxOf(path, text);
  if (syntax === undefined) {
    for (const [i, l] of lines.entries()) for (const m of l.matchAll(PROSE)) markersIn(l.slice(m.index), i + 1, m.index, found);
    return found;
  }
  // What is open at the start of a line: a block comment (its closer) or a multi-line string (its quote).
  let openComment: string | undefined;
  let openString: string | undefined;
  for (const [i, line] of lines.entries()) {
    const n = i + 1;
    let at = 0;
    while (at < line.length) {
      if (openComment !== undefined) {
        const end = line.indexOf(openComment, at);
        const stop = end < 0 ? line.length : end + openComment.length;
        markersIn(line.slice(at, stop), n, at, found, openComment);
        if (end >= 0) openComment = undefined;
        at = stop;
        continue;
      }
      if (openString !== undefined) {
        const end = closingQuote(line, at, openString);
        if (end < 0) break;
        openString = undefined;
        at = end;
        continue;
      }
      const lineOpener = syntax.line.find(
        (o) => line.startsWith(o, at) && (!syntax.lineAtWordStart || at === 0 || /\s/.test(line[at - 1]!)),
      );
      if (lineOpener !== undefined) {
        markersIn(line.slice(at + lineOpener.length), n, at + lineOpener.length, found);
        break;
      }
      const block = syntax.block.find(([open]) => line.startsWith(open, at));
      if (block !== undefined) {
        openComment = block[1];
        at += block[0].length;
        continue;
      }
      const quote = syntax.quotes.find((q) => line.startsWith(q, at));
      if (quote !== undefined) {
        const end = closingQuote(line, at + quote.length, quote);
        if (end >= 0) at = end;
        else if (syntax.multiline?.includes(quote)) {
          openString = quote;
          break;
        }
        // A quote that no quote closes on its line opens no string: an apostrophe, a Rust lifetime.
        else at += quote.length;
        continue;
      }
      at++;
    }
  }
  return found;
}

/** Where the string closed by `quote` ends (after the quote) from `from`, or -1 when not on this line. */
function closingQuote(line: string, from: number, quote: string): number {
  for (let j = from; j < line.length; j++) {
    if (line[j] === '\\') j++;
    else if (line.startsWith(quote, j)) return j + quote.length;
  }
  return -1;
}
