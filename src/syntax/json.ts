export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };
import { errorMessage } from '../errors/message.js';

/**
 * Strict RFC 8259 parsing (no comments, no trailing commas, no BOM, no NaN) with the error's
 * line and column. JSON.parse decides validity; where it fails, a small scanner of our own
 * finds the place and says what is wrong, because V8's messages differ between Node versions
 * and often carry no position at all (`Unexpected end of JSON input`).
 */
export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const found = findJsonError(text) ?? fromV8Message(text, e);
    return { ok: false, message: found.message, ...lineAndColumn(text, found.offset) };
  }
}

export interface JsonError {
  offset: number;
  message: string;
}

/** 1-based line and column (in UTF-16 units) of a string offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

// Only reached if the scanner accepts what JSON.parse rejected; kept so a failure is never lost.
function fromV8Message(text: string, e: unknown): JsonError {
  const raw = errorMessage(e);
  const pos = /at position (\d+)/.exec(raw);
  const message = raw.replace(/,? ?".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');
  return { offset: pos ? Number(pos[1]) : text.length, message };
}

const WS = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const NUMBER_LIKE = /[-+.\d][-+.\deE]*/y;
const WORD = /[A-Za-z_$][\w$]*/y;

function shown(c: string | undefined): string {
  if (c === undefined) return 'the end of the input';
  return JSON.stringify(c);
}

/** Where and why `text` is not strict JSON, or undefined when it is. */
export function findJsonError(text: string): JsonError | undefined {
  const stack: Array<'{' | '['> = [];
  let i = 0;
  const err = (offset: number, message: string): JsonError => ({ offset, message });
  const skipWs = (): void => {
    while (i < text.length && WS.has(text[i]!)) i++;
  };

  // Scans a string starting at i (which holds '"'); returns an error or leaves i after it.
  const string = (): JsonError | undefined => {
    const start = i++;
    for (;;) {
      const c = text[i];
      if (c === undefined) return err(start, 'unterminated string');
      if (c === '"') {
        i++;
        return undefined;
      }
      if (c < ' ')
        return err(
          i,
          c === '\n' ? 'line break inside a string (write it as \\n)' : `unescaped control character ${JSON.stringify(c)} in a string`,
        );
      if (c === '\\') {
        const next = text[i + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return err(i, 'invalid \\u escape (needs four hex digits)');
          i += 6;
          continue;
        }
        if (next === undefined || !'"\\/bfnrt'.includes(next))
          return err(i, next === undefined ? 'unterminated string' : `invalid escape "\\${next}"`);
        i += 2;
        continue;
      }
      i++;
    }
  };

  // A value that is not an object or array; leaves i after it.
  const scalar = (): JsonError | undefined => {
    const c = text[i];
    if (c === undefined) return err(i, 'unexpected end of input, expected a value');
    if (c === '"') return string();
    if (c === "'") return err(i, 'strings must use double quotes');
    if (c === '/') return err(i, 'comments are not allowed in JSON');
    if (c === '\uFEFF') return err(i, 'a byte order mark (U+FEFF) is not allowed in JSON');
    if (/[-+.\d]/.test(c)) {
      NUMBER.lastIndex = i;
      NUMBER_LIKE.lastIndex = i;
      const valid = NUMBER.exec(text)?.[0] ?? '';
      const seen = NUMBER_LIKE.exec(text)?.[0] ?? c;
      if (/^-?Infinity/.test(text.slice(i))) return err(i, 'Infinity is not valid JSON');
      if (valid === '' || valid.length < seen.length) return err(i, `invalid number ${JSON.stringify(seen)}`);
      i += valid.length;
      return undefined;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(text)?.[0];
    if (word === 'true' || word === 'false' || word === 'null') {
      i += word.length;
      return undefined;
    }
    if (word === 'NaN' || word === 'Infinity' || word === 'undefined') return err(i, `${word} is not valid JSON`);
    if (word !== undefined) return err(i, `unexpected word ${JSON.stringify(word)}, expected a value (strings need double quotes)`);
    return err(i, `unexpected ${shown(c)}, expected a value`);
  };

  // An object key and its colon; leaves i at the value.
  const key = (): JsonError | undefined => {
    skipWs();
    const c = text[i];
    if (c !== '"') {
      if (c === '/') return err(i, 'comments are not allowed in JSON');
      if (c === "'") return err(i, 'property names must use double quotes');
      return err(
        i,
        c === undefined ? 'unexpected end of input, expected a property name' : `expected a double-quoted property name, found ${shown(c)}`,
      );
    }
    const bad = string();
    if (bad) return bad;
    skipWs();
    if (text[i] !== ':') return err(i, `expected ":" after the property name, found ${shown(text[i])}`);
    i++;
    return undefined;
  };

  if (text[0] === '\uFEFF') return err(0, 'a byte order mark (U+FEFF) is not allowed in JSON');
  for (;;) {
    // Expecting a value.
    skipWs();
    const c = text[i];
    if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      skipWs();
      if (text[i] === (c === '{' ? '}' : ']')) {
        stack.pop();
        i++;
      } else if (c === '{') {
        const bad = key();
        if (bad) return bad;
        continue;
      } else {
        continue;
      }
    } else {
      const bad = scalar();
      if (bad) return bad;
    }
    // After a value: a comma, a closing bracket, or the end.
    for (;;) {
      skipWs();
      const top = stack[stack.length - 1];
      const next = text[i];
      if (top === undefined) {
        if (next === undefined) return undefined;
        if (next === '/') return err(i, 'comments are not allowed in JSON');
        return err(i, `unexpected ${shown(next)} after the JSON value`);
      }
      const close = top === '{' ? '}' : ']';
      if (next === close) {
        stack.pop();
        i++;
        continue;
      }
      if (next === ',') {
        const comma = i++;
        skipWs();
        if (text[i] === close) return err(comma, `trailing comma before ${shown(close)}`);
        if (top === '{') {
          const bad = key();
          if (bad) return bad;
        }
        break;
      }
      if (next === '/') return err(i, 'comments are not allowed in JSON');
      if (next === undefined) return err(i, `unexpected end of input, expected "," or ${shown(close)}`);
      return err(
        i,
        `expected "," or ${shown(close)} ${top === '{' ? 'after a property value' : 'after an array element'}, found ${shown(next)}`,
      );
    }
  }
}

// ---- JSON pointers --------------------------------------------------------------------

/** End offset of the string starting at `i` (which holds '"'). */
function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}

/** End offset of the value starting at `i`, in text known to be valid JSON. */
function valueEnd(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c !== '{' && c !== '[') {
    let j = i;
    while (j < text.length && !/[\s,\]}]/.test(text[j]!)) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const d = text[j];
    if (d === '"') j = stringEnd(text, j) - 1;
    else if (d === '{' || d === '[') depth++;
    else if ((d === '}' || d === ']') && --depth === 0) return j + 1;
  }
  return text.length;
}

/**
 * The offset where the value a JSON pointer (RFC 6901, `/items/0/name`) names begins, in
 * text known to be valid JSON; undefined when there is no such value.
 */
export function jsonPointerOffset(text: string, pointer: string): number | undefined {
  const tokens =
    pointer === ''
      ? []
      : pointer
          .split('/')
          .slice(1)
          .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  const skipWs = (j: number): number => {
    while (j < text.length && WS.has(text[j]!)) j++;
    return j;
  };
  let i = skipWs(0);
  for (const token of tokens) {
    const open = text[i];
    if (open !== '{' && open !== '[') return undefined;
    let found: number | undefined;
    i = skipWs(i + 1);
    for (let index = 0; text[i] !== '}' && text[i] !== ']' && i < text.length; index++) {
      let name = String(index);
      if (open === '{') {
        const end = stringEnd(text, i);
        name = JSON.parse(text.slice(i, end)) as string;
        i = skipWs(skipWs(end) + 1); // past the colon
      }
      // The last of duplicate keys is the one JSON.parse keeps.
      if (name === token) found = i;
      i = skipWs(valueEnd(text, i));
      if (text[i] === ',') i = skipWs(i + 1);
      if (found !== undefined && open === '[') break;
    }
    if (found === undefined) return undefined;
    i = found;
  }
  return i;
}
