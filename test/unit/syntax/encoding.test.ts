/**
 * Issue 23, item 3 and issue 26, items 2 and 8: how a file's bytes become the text every check
 * reads, and when the program that runs them would read other text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentOf, decodeFile, encodingProblem, firstInvalidUtf8 } from '../../../src/syntax/encoding.js';
import { parseCode } from '../../../src/syntax/parse-code.js';
import { memoryContext } from '../../support/memory-subject.js';
import { runCheck } from '../../../src/checks/registry.js';

const bytes = (s: string, encoding: BufferEncoding = 'utf8'): Uint8Array => new Uint8Array(Buffer.from(s, encoding));
const problem = (path: string, text: string) => encodingProblem(path, text, bytes(text));

describe('Python is compiled from its bytes, as the interpreter decodes them', () => {
  it('a UTF-7 cookie is honoured: `+AAo-` is a newline, so the "comment" is code that does not parse', async () => {
    const text = '# -*- coding: utf-7 -*-\n# note +AAo-def (:\n';
    expect(await parseCode(text, 'python')).toMatchObject({ ok: false, line: 3 });
  });

  it('the same text without the cookie is a comment and parses', async () => {
    expect(await parseCode('# note +AAo-def (:\n', 'python')).toMatchObject({ ok: true });
  });
});

describe('encodingProblem: what runs is not what is read', () => {
  it.each([
    ['a.py', '# -*- coding: utf-7 -*-\nx = 1\n', 1, 'utf-7'],
    ['a.py', '#!/usr/bin/env python\n# vim: set fileencoding=latin-1 :\n', 2, 'latin-1'],
    ['bin/tool', '#!/usr/bin/env python3\n# coding=cp037\n', 2, 'cp037'],
    ['page.html', '<!doctype html>\n<meta charset="utf-7">\n<p>hi</p>\n', 2, 'utf-7'],
    ['page.htm', '<html><head><meta http-equiv="Content-Type" content="text/html; charset=ISO-2022-JP"></head>', 1, 'ISO-2022-JP'],
    ['feed.xml', '<?xml version="1.0" encoding="UTF-7"?>\n<a/>\n', 1, 'UTF-7'],
    ['site.css', '@charset "UTF-16";\nbody{}\n', 1, 'UTF-16'],
  ])('%s declaring %#: fails, naming the line', (path, text, line, name) => {
    expect(problem(path, text)).toMatchObject({
      kind: 'encoding',
      line,
      reason: expect.stringContaining(`declares its encoding as ${name} (line ${line})`),
    });
  });

  it.each([
    ['a.py', '# -*- coding: utf-8 -*-\nname = "café"\n'],
    ['a.py', '# coding: ascii\nx = 1\n'],
    ['a.py', '# coding: utf_8\nx = 1\n'],
    ['a.py', 'x = 1\n# coding: utf-7 on line 2 after code is no cookie\n'],
    ['a.js', '// -*- coding: utf-7 -*-\n'],
    // ASCII-compatible legacy encodings only change non-ASCII characters: old honest pages use them.
    ['old.html', '<meta charset="iso-8859-1">\n'],
    ['pom.xml', '<?xml version="1.0" encoding="ISO-8859-1"?>\n<project/>\n'],
    ['a.css', '@charset "UTF-8";\n'],
  ])('%s: %j is what runs', (path, text) => {
    expect(problem(path, text)).toBeUndefined();
  });

  it('Python that is not UTF-8 is named with its line and byte; other files are read as they are', () => {
    const latin = bytes('x = 1\nname = "caf\xe9"\n', 'latin1');
    expect(encodingProblem('a.py', 'x', latin)).toMatchObject({
      kind: 'encoding',
      line: 2,
      reason: expect.stringContaining('byte 0xe9 on line 2'),
    });
    expect(encodingProblem('a.txt', 'x', latin)).toBeUndefined();
    expect(firstInvalidUtf8(bytes('ok\n\xed\xa0\x80', 'latin1'))).toEqual({ line: 2, byte: 0xed });
    expect(firstInvalidUtf8(bytes('ok ✓\n'))).toBeUndefined();
  });

  it('finds bytes that are not UTF-8 exactly where a fatal TextDecoder refuses them, and nowhere else', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true });
    const refused = (b: Uint8Array): boolean => {
      try {
        fatal.decode(b);
        return false;
      } catch {
        return true;
      }
    };
    // Bytes near UTF-8's edges (leads, continuations, surrogates, overlongs, past U+10FFFF) among ASCII and valid text.
    const edgy = fc.constantFrom(
      0x00,
      0x0a,
      0x41,
      0x7f,
      0x80,
      0x8f,
      0x9f,
      0xa0,
      0xbf,
      0xc0,
      0xc1,
      0xc2,
      0xdf,
      0xe0,
      0xed,
      0xef,
      0xf0,
      0xf4,
      0xf5,
      0xff,
    );
    const piece = fc.oneof(
      fc.uint8Array({ maxLength: 6 }),
      fc.array(edgy, { maxLength: 6 }).map((a) => Uint8Array.from(a)),
      fc.string({ unit: 'binary', maxLength: 6 }).map((s) => new Uint8Array(Buffer.from(s, 'utf8'))),
    );
    const text = fc.array(piece, { maxLength: 8 }).map((parts) => new Uint8Array(Buffer.concat(parts)));
    fc.assert(
      fc.property(text, (b) => {
        expect(firstInvalidUtf8(b) !== undefined).toBe(refused(b));
      }),
      { numRuns: 5000 },
    );
  });

  it('Python in UTF-16 is refused, as CPython refuses it', () => {
    const text = 'x = 1\n';
    const utf16 = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(encodingProblem('a.py', text, utf16)).toMatchObject({ kind: 'encoding', line: 1, reason: expect.stringContaining('UTF-16LE') });
    expect(encodingProblem('a.txt', text, utf16)).toBeUndefined();
  });

  it('a UTF-16 file is what its byte order mark says, whatever it declares', () => {
    const text = '<?xml version="1.0" encoding="UTF-16"?><a/>';
    expect(
      encodingProblem('a.xml', text, new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))),
    ).toBeUndefined();
  });
});

describe('contentOf and decodeFile: binary is what the bytes are', () => {
  it.each([
    ['plain text', bytes('hello\n'), 'text'],
    ['UTF-16 with its mark', new Uint8Array([0xff, 0xfe, 0x68, 0, 0x69, 0]), 'text'],
    ['a NUL in UTF-8 text', bytes('// \0\nconsole.log(eval("6*7"))\n'), 'text-with-nul'],
    ['a PDF (logo.ai)', new Uint8Array([...bytes('%PDF-1.5\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0, 1, 2, 0x80]), 'binary'],
    ['a pickle', new Uint8Array([0x80, 0x04, 0x95, 0x1a, 0, 0, 0, 0]), 'binary'],
    ['mostly NULs', new Uint8Array([0x61, 0, 0, 0, 0x62, 0, 0, 0]), 'binary'],
  ] as const)('%s: %s', (_, b, expected) => {
    expect(contentOf(b)).toBe(expected);
  });

  it('reads UTF-16 by its mark, drops a UTF-8 mark, and names UTF-32', () => {
    expect(decodeFile(new Uint8Array([0xfe, 0xff, 0, 0x68, 0, 0x69]))).toEqual({ text: 'hi' });
    expect(decodeFile(new Uint8Array([0xef, 0xbb, 0xbf, 0x68]))).toEqual({ text: 'h' });
    expect(decodeFile(new Uint8Array([0xff, 0xfe, 0, 0, 0x68, 0, 0, 0]))).toMatchObject({ unreadable: { kind: 'encoding' } });
  });
});

describe('through a check', () => {
  it('a binary under a name no list knows passes a text check over every file; under a text name it fails', async () => {
    const npy = new Uint8Array([0x93, ...bytes('NUMPY'), 1, 0, 0x76, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f]);
    const ctx = memoryContext({
      files: { 'data/w.npy': npy, 'data/w.json': npy },
      changes: [{ path: 'data/w.npy' }, { path: 'data/w.json' }],
    });
    expect(await runCheck({ kind: 'no-placeholders', files: 'data/*.npy' }, ctx)).toMatchObject({ status: 'pass' });
    const named = await runCheck({ kind: 'no-placeholders', files: 'data/*' }, ctx);
    expect(named).toMatchObject({ status: 'fail', location: { path: 'data/w.json' } });
    expect(named.evidence).toContain('data/w.json: binary-looking');
    expect(named.evidence).not.toContain('w.npy');
  });

  it('the true positive: binary garbage in a .ts or .py still fails a text check, naming it', async () => {
    const garbage = new Uint8Array([0x80, 0x04, 0x95, 0x1a, 0, 0, 0, 0, 0xff, 0xfe, 0x01, 0x02, 0, 0x9c, 0x81]);
    const ctx = memoryContext({
      files: { 'src/a.ts': garbage, 'src/b.py': garbage },
      changes: [{ path: 'src/a.ts' }, { path: 'src/b.py' }],
    });
    for (const kind of ['no-placeholders', 'syntax'] as const) {
      const o = await runCheck({ kind, files: 'src/*' }, ctx);
      expect(o, kind).toMatchObject({ status: 'fail', location: { path: 'src/a.ts' } });
      expect(o.evidence, kind).toContain('src/b.py: binary-looking');
    }
  });
});
