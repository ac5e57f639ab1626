/**
 * How a file's bytes become the text every check, the judge and a reviewer read — and when they
 * cannot, because the program that runs the file would decode other text from the same bytes
 * (issue 23, item 3: `# -*- coding: utf-7 -*-` turns `+AAo-` into a newline for Python alone).
 *
 * - A file is binary when its bytes are, not when its name or a git attribute (`-diff`) says so.
 * - UTF-8 is read as UTF-8 (a UTF-8 byte order mark is dropped: harmless); UTF-16 with its byte
 *   order mark is read as UTF-16, as editors and browsers read it; UTF-32 is named, not guessed.
 * - A file that declares another encoding in-band is named: the text we read is not the program.
 */
import { languageOfPath, languageOfShebang } from './parse-code.js';
import type { Unreadable } from '../subject/types.js';

/** Git's window: only the first 8000 bytes are looked at to tell text from binary. */
const SNIFF_BYTES = 8000;

/**
 * What the bytes are. `text`: no NUL byte (git's own test), or UTF-16 text. `text-with-nul`:
 * UTF-8 text that holds a NUL byte, which makes git (and so the diff a reviewer reads) call it
 * binary while an interpreter may run it (`// \0` before JavaScript). `binary`: anything else.
 */
export type Content = 'text' | 'text-with-nul' | 'binary';

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean => prefix.every((b, i) => bytes[i] === b);
const UTF32_LE_BOM = [0xff, 0xfe, 0, 0];
const UTF32_BE_BOM = [0, 0, 0xfe, 0xff];
const UTF16_LE_BOM = [0xff, 0xfe];
const UTF16_BE_BOM = [0xfe, 0xff];

function unicodeBom(bytes: Uint8Array): 'utf-32le' | 'utf-32be' | 'utf-16le' | 'utf-16be' | undefined {
  if (startsWith(bytes, UTF32_LE_BOM)) return 'utf-32le';
  if (startsWith(bytes, UTF32_BE_BOM)) return 'utf-32be';
  if (startsWith(bytes, UTF16_LE_BOM)) return 'utf-16le';
  if (startsWith(bytes, UTF16_BE_BOM)) return 'utf-16be';
  return undefined;
}

/** Whether `bytes` is valid UTF-8; a sequence cut at the end of the window counts as valid. */
function validUtf8(bytes: Uint8Array, cut: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: cut });
    return true;
  } catch {
    return false;
  }
}

/** C0 controls that no text uses (tab, line feed, form feed, carriage return and escape do). */
const isStrayControl = (b: number): boolean => (b < 0x20 && b !== 9 && b !== 10 && b !== 12 && b !== 13 && b !== 27) || b === 0x7f;

export function contentOf(bytes: Uint8Array): Content {
  if (unicodeBom(bytes) !== undefined) return 'text';
  const head = bytes.subarray(0, SNIFF_BYTES);
  if (head.indexOf(0) < 0) return 'text';
  // A few NULs in what is otherwise UTF-8 text are text made to look binary; a format that is
  // binary by design holds bytes that are no UTF-8, or controls throughout.
  let controls = 0;
  for (const b of head) if (isStrayControl(b)) controls++;
  return controls * 10 <= head.length && validUtf8(head, bytes.length > SNIFF_BYTES) ? 'text-with-nul' : 'binary';
}

export type Decoded = { text: string } | { unreadable: Unreadable };

const utf8 = new TextDecoder('utf-8');

/** The text of a file that is not binary: UTF-8, or UTF-16 by its byte order mark. */
export function decodeFile(bytes: Uint8Array): Decoded {
  const bom = unicodeBom(bytes);
  if (bom === 'utf-32le' || bom === 'utf-32be') {
    return {
      unreadable: {
        kind: 'encoding',
        line: 1,
        reason: `encoded as ${bom.toUpperCase()} (its byte order mark says so), which is not read here`,
      },
    };
  }
  if (bom !== undefined) return { text: new TextDecoder(bom).decode(bytes) };
  return { text: utf8.decode(bytes) };
}

/** Second-byte ranges of UTF-8 lead bytes that restrict it (no overlong forms, no surrogates, nothing past U+10FFFF). */
const SECOND: Readonly<Record<number, readonly [number, number]>> = {
  0xe0: [0xa0, 0xbf],
  0xed: [0x80, 0x9f],
  0xf0: [0x90, 0xbf],
  0xf4: [0x80, 0x8f],
};

/** Index of the first byte where `bytes` stops being UTF-8, or -1. */
function firstInvalidIndex(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const more = lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
    if (more === 0) return i;
    const [low, high] = SECOND[lead] ?? [0x80, 0xbf];
    const second = bytes[i + 1];
    if (second === undefined || second < low || second > high) return i;
    for (let k = 2; k <= more; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += more + 1;
  }
  return -1;
}

/** 1-based line and the byte of the first place `bytes` is not UTF-8, or undefined when it all is. */
export function firstInvalidUtf8(bytes: Uint8Array): { line: number; byte: number } | undefined {
  // Validated in place (simdutf): a fatal TextDecoder would decode the whole file a second time, into a string thrown away.
  if (process.getBuiltinModule('node:buffer').isUtf8(bytes)) return undefined;
  const at = firstInvalidIndex(bytes);
  if (at < 0) return undefined;
  let line = 1;
  for (let nl = bytes.indexOf(10); nl >= 0 && nl < at; nl = bytes.indexOf(10, nl + 1)) line++;
  return { line, byte: bytes[at]! };
}

/**
 * PEP 263: a comment on line 1, or on line 2 after a comment or blank line 1, matching
 * `coding[:=]\s*([-\w.]+)` names the encoding CPython decodes the file in.
 */
const PEP263 = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/;
const PYTHON_UTF8 = /^(?:utf[-_]?8(?:[-_].*)?|(?:us[-_])?ascii)$/i;

function pythonCookie(text: string): { name: string; line: number } | undefined {
  const [first = '', second = ''] = text.split(/\r?\n/, 2);
  const one = PEP263.exec(first);
  if (one) return { name: one[1]!, line: 1 };
  if (!/^[ \t\f]*(?:#.*)?$/.test(first)) return undefined;
  const two = PEP263.exec(second);
  return two ? { name: two[1]!, line: 2 } : undefined;
}

/**
 * Encodings that do not keep ASCII's bytes as ASCII: a parser honouring such a declaration reads
 * code where UTF-8 shows something else (UTF-7's `+AAo-`, ISO-2022's escapes, EBCDIC). An
 * ASCII-compatible legacy encoding (latin-1, windows-1252, Shift_JIS) only changes non-ASCII
 * characters, and old honest pages declare them: those pass.
 */
const ASCII_INCOMPATIBLE =
  /^(?:utf-?7|csunicode11utf7|utf-?16|utf-?32|ucs-?[24]|unicode|iso-?2022|csiso2022|hz-gb-2312|x?-?ebcdic|(?:cp|ibm)-?0*(?:37|273|277|278|280|284|285|290|297|420|424|500|870|871|875|1025|1026|1047|114\d)$)/i;

const HTML = /\.(?:html?|xhtml|shtml)$/i;
const CSS = /\.(?:css|scss|less)$/i;
/** Browsers look for a `<meta charset>` in the first 1024 bytes. */
const HTML_PRESCAN = 1024;

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** The in-band declaration of `text` naming an encoding that would make its program other text, with its line. */
function declared(path: string, text: string): { name: string; line: number; reader: string } | undefined {
  if (languageOfPath(path) === 'python' || languageOfShebang(text) === 'python') {
    const cookie = pythonCookie(text);
    return cookie && !PYTHON_UTF8.test(cookie.name) ? { ...cookie, reader: 'Python' } : undefined;
  }
  const xml = /^<\?xml\b[^>]*?\bencoding\s*=\s*["']([^"']+)["']/.exec(text);
  if (xml && ASCII_INCOMPATIBLE.test(xml[1]!)) return { name: xml[1]!, line: 1, reader: 'an XML parser' };
  if (HTML.test(path)) {
    const head = text.slice(0, HTML_PRESCAN);
    const meta = /<meta\b[^>]*?\bcharset\s*=\s*["']?([-\w.:]+)/i.exec(head);
    if (meta && ASCII_INCOMPATIBLE.test(meta[1]!)) return { name: meta[1]!, line: lineOf(head, meta.index), reader: 'a browser' };
  }
  if (CSS.test(path)) {
    const charset = /^@charset\s+["']([^"']+)["']/i.exec(text);
    if (charset && ASCII_INCOMPATIBLE.test(charset[1]!)) return { name: charset[1]!, line: 1, reader: 'a browser' };
  }
  return undefined;
}

/**
 * Why `text`, read from `bytes` at `path`, is not the program that runs: an in-band encoding
 * declaration the file's reader honours, or (for Python, which refuses it) bytes that are not
 * UTF-8. Undefined when what we read is what runs. A file read as UTF-16 by its byte order
 * mark is what that mark says, whatever it declares: browsers and XML parsers let the mark win.
 */
export function encodingProblem(path: string, text: string, bytes: Uint8Array): Unreadable | undefined {
  const bom = unicodeBom(bytes);
  const python = languageOfPath(path) === 'python' || languageOfShebang(text) === 'python';
  // CPython reads source as bytes and knows no byte order mark but UTF-8's: it refuses the NUL bytes of UTF-16.
  if (bom !== undefined && python) {
    return {
      kind: 'encoding',
      line: 1,
      reason: `encoded as ${bom.toUpperCase()} (its byte order mark says so): Python refuses to run it, while the text read here is what a reviewer sees`,
    };
  }
  if (bom !== undefined) return undefined;
  const d = declared(path, text);
  if (d !== undefined) {
    return {
      kind: 'encoding',
      line: d.line,
      reason: `declares its encoding as ${d.name} (line ${d.line}): ${d.reader} decodes it so, while a reviewer, the judge and every check read it as UTF-8, so the text they read is not the program`,
    };
  }
  if (python) {
    const bad = firstInvalidUtf8(bytes);
    if (bad !== undefined) {
      const hex = `0x${bad.byte.toString(16).padStart(2, '0')}`;
      return {
        kind: 'encoding',
        line: bad.line,
        reason: `not valid UTF-8 (byte ${hex} on line ${bad.line}): Python refuses to run it, and the text read here is not what it holds`,
      };
    }
  }
  return undefined;
}
