import { describe, expect, it } from 'vitest';
import { findJsonError, jsonPointerOffset, lineAndColumn, parseJson } from '../../../src/syntax/json.js';

describe('parseJson', () => {
  it.each([
    ['', 1, 1, 'unexpected end of input, expected a value'],
    ['{"a": [1, 2,\n', 2, 1, 'unexpected end of input, expected a value'],
    ['{\n  "a": 1,\n}\n', 2, 9, 'trailing comma before "}"'],
    ['[1, 2,]', 1, 6, 'trailing comma before "]"'],
    ['{\r\n  "a": 1,\r\n}', 2, 9, 'trailing comma before "}"'],
    ['{\n  // note\n  "a": 1\n}', 2, 3, 'comments are not allowed in JSON'],
    ['{"a": 1 /* c */}', 1, 9, 'comments are not allowed in JSON'],
    ['\uFEFF{"a": 1}', 1, 1, 'a byte order mark (U+FEFF) is not allowed in JSON'],
    ['{"a": NaN}', 1, 7, 'NaN is not valid JSON'],
    ['[-Infinity]', 1, 2, 'Infinity is not valid JSON'],
    ["{'a': 1}", 1, 2, 'property names must use double quotes'],
    ['{"a": \'x\'}', 1, 7, 'strings must use double quotes'],
    ['{a: 1}', 1, 2, 'expected a double-quoted property name, found "a"'],
    ['{"a": "one\ntwo"}', 1, 11, 'line break inside a string (write it as \\n)'],
    ['["abc', 1, 2, 'unterminated string'],
    ['["\\q"]', 1, 3, 'invalid escape "\\q"'],
    ['[012]', 1, 2, 'invalid number "012"'],
    ['[1.]', 1, 2, 'invalid number "1."'],
    ['{"a" 1}', 1, 6, 'expected ":" after the property name, found "1"'],
    ['{"a": 1 "b": 2}', 1, 9, 'expected "," or "}" after a property value, found "\\""'],
    ['[1 2]', 1, 4, 'expected "," or "]" after an array element, found "2"'],
    ['{"a": 1}\n{"b": 2}', 2, 1, 'unexpected "{" after the JSON value'],
    ['{"a": tru}', 1, 7, 'unexpected word "tru", expected a value (strings need double quotes)'],
  ])('%j fails at %i:%i with %j', (text, line, column, message) => {
    expect(parseJson(text)).toEqual({ ok: false, line, column, message });
  });

  it('returns the value of valid JSON', () => {
    expect(parseJson(' {"a": [1, -2.5e3, true, null, "\\u00e9\\n"]} \n')).toEqual({
      ok: true,
      value: { a: [1, -2500, true, null, 'é\n'] },
    });
  });

  it('agrees with JSON.parse on every one-character mutation of a document', () => {
    const doc = '{"name": "x\\"y", "list": [1, -2.5e+3, true, false, null, {"k": []}], "u": "\\u0041"}';
    const inserts = ['"', ',', ':', '}', ']', '{', '[', ' ', '0', '-', '.', 'e', '\\', '/', 'x', '\n'];
    let mutations = 0;
    for (let i = 0; i <= doc.length; i++) {
      const variants = [doc.slice(0, i) + doc.slice(i + 1), ...inserts.map((c) => doc.slice(0, i) + c + doc.slice(i))];
      for (const text of variants) {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(findJsonError(text) === undefined, JSON.stringify(text)).toBe(valid);
        mutations++;
      }
    }
    expect(mutations).toBeGreaterThan(1000);
  });

  it('finds where a JSON pointer points', () => {
    const text = '{\n  "a": {"b/c": [10, {"d~e": 2}]},\n  "a": {"x": 1},\n  "list": [\n    "zero",\n    "one"\n  ]\n}';
    const at = (pointer: string) => {
      const offset = jsonPointerOffset(text, pointer);
      return offset === undefined ? undefined : lineAndColumn(text, offset);
    };
    expect(at('')).toEqual({ line: 1, column: 1 });
    expect(at('/list/1')).toEqual({ line: 6, column: 5 });
    // Of duplicate keys, the last is the one JSON.parse keeps.
    expect(at('/a/x')).toEqual({ line: 3, column: 14 });
    expect(jsonPointerOffset('{"a": {"b/c": [10, {"d~e": 2}]}}', '/a/b~1c/1/d~0e')).toBe(27);
    expect(at('/missing')).toBeUndefined();
    expect(at('/list/9')).toBeUndefined();
  });
});
