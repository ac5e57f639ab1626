/**
 * Issue 37 item 8: oxc-parser recurses on the native stack, and 20,000 nested brackets crash the
 * process with SIGSEGV — no result, an exit code outside 0–4. Measured on oxc 0.160 with Node's
 * 8 MB main stack: brackets, blocks, object literals, ternary, arrow and assignment chains crash
 * between 6,000 and 8,000 levels, type arguments near 5,000, template literals near 3,500, and a
 * worker thread's 4 MB stack halves that. No code a person writes nests a thousand brackets deep,
 * so a file deeper than MAX_NESTING fails its syntax check before the native parser sees it.
 */

/** The deepest bracket nesting that reaches the native parser: far below where oxc's stack gives out. */
export const MAX_NESTING = 1000;

export interface Nesting {
  /** The deepest nesting of `(`, `[`, `{` and template `${` outside strings and comments. */
  depth: number;
  /** Where that depth is first reached (a UTF-16 offset). */
  offset: number;
}

/**
 * A lexical estimate of JavaScript's and TypeScript's bracket nesting: strings, comments and
 * template text are skipped, `${` nests. A regular expression literal is read as code (`/[(]/`
 * counts one level), which can move the estimate by a level or two, never by hundreds.
 */
export function deepestNesting(text: string): Nesting {
  let depth = 0;
  let deepest = 0;
  let at = 0;
  // For each open `${`, the depth it opened at: its `}` returns to the template's text.
  const templates: number[] = [];
  let i = 0;
  const n = text.length;
  const skipString = (quote: string): void => {
    for (i++; i < n && text[i] !== quote && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
  };
  /** Template text from `i` (just past a backtick or a closing `}`): to its end, or into a `${`. */
  const templateText = (): void => {
    for (; i < n; i++) {
      const c = text[i];
      if (c === '\\') i++;
      else if (c === '`') return;
      else if (c === '$' && text[i + 1] === '{') {
        i++;
        depth++;
        templates.push(depth);
        if (depth > deepest) [deepest, at] = [depth, i];
        return;
      }
    }
  };
  for (; i < n; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? n : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 1;
    } else if (c === '"' || c === "'") skipString(c);
    else if (c === '`') {
      i++;
      templateText();
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
      if (depth > deepest) [deepest, at] = [depth, i];
    } else if (c === ')' || c === ']' || c === '}') {
      if (c === '}' && templates.length > 0 && templates[templates.length - 1] === depth) {
        templates.pop();
        depth--;
        i++;
        templateText();
      } else if (depth > 0) depth--;
    }
  }
  return { depth: deepest, offset: at };
}

/** The message of a file too deep to hand to a parser. */
export const tooDeep = (depth: number): string => `too deeply nested to parse (${depth} levels; at most ${MAX_NESTING})`;
