import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";

// src/subject/json.ts
function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const found = findJsonError(text) ?? fromV8Message(text, e);
    return { ok: false, message: found.message, ...lineAndColumn(text, found.offset) };
  }
}
function lineAndColumn(text, offset) {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}
function fromV8Message(text, e) {
  const raw = errorMessage(e);
  const pos = /at position (\d+)/.exec(raw);
  const message = raw.replace(/,? ?".*" is not valid JSON$/s, "").replace(/ in JSON at position \d+.*$/s, "");
  return { offset: pos ? Number(pos[1]) : text.length, message };
}
var WS = /* @__PURE__ */ new Set([" ", "	", "\n", "\r"]);
var NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
var NUMBER_LIKE = /[-+.\d][-+.\deE]*/y;
var WORD = /[A-Za-z_$][\w$]*/y;
function shown(c) {
  if (c === void 0) return "the end of the input";
  return JSON.stringify(c);
}
function findJsonError(text) {
  const stack = [];
  let i = 0;
  const err = (offset, message) => ({ offset, message });
  const skipWs = () => {
    while (i < text.length && WS.has(text[i])) i++;
  };
  const string = () => {
    const start = i++;
    for (; ; ) {
      const c = text[i];
      if (c === void 0) return err(start, "unterminated string");
      if (c === '"') {
        i++;
        return void 0;
      }
      if (c < " ") return err(i, c === "\n" ? "line break inside a string (write it as \\n)" : `unescaped control character ${JSON.stringify(c)} in a string`);
      if (c === "\\") {
        const next = text[i + 1];
        if (next === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return err(i, "invalid \\u escape (needs four hex digits)");
          i += 6;
          continue;
        }
        if (next === void 0 || !'"\\/bfnrt'.includes(next)) return err(i, next === void 0 ? "unterminated string" : `invalid escape "\\${next}"`);
        i += 2;
        continue;
      }
      i++;
    }
  };
  const scalar = () => {
    const c = text[i];
    if (c === void 0) return err(i, "unexpected end of input, expected a value");
    if (c === '"') return string();
    if (c === "'") return err(i, "strings must use double quotes");
    if (c === "/") return err(i, "comments are not allowed in JSON");
    if (c === "\uFEFF") return err(i, "a byte order mark (U+FEFF) is not allowed in JSON");
    if (/[-+.\d]/.test(c)) {
      NUMBER.lastIndex = i;
      NUMBER_LIKE.lastIndex = i;
      const valid = NUMBER.exec(text)?.[0] ?? "";
      const seen = NUMBER_LIKE.exec(text)?.[0] ?? c;
      if (/^-?Infinity/.test(text.slice(i))) return err(i, "Infinity is not valid JSON");
      if (valid === "" || valid.length < seen.length) return err(i, `invalid number ${JSON.stringify(seen)}`);
      i += valid.length;
      return void 0;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(text)?.[0];
    if (word === "true" || word === "false" || word === "null") {
      i += word.length;
      return void 0;
    }
    if (word === "NaN" || word === "Infinity" || word === "undefined") return err(i, `${word} is not valid JSON`);
    if (word !== void 0) return err(i, `unexpected word ${JSON.stringify(word)}, expected a value (strings need double quotes)`);
    return err(i, `unexpected ${shown(c)}, expected a value`);
  };
  const key = () => {
    skipWs();
    const c = text[i];
    if (c !== '"') {
      if (c === "/") return err(i, "comments are not allowed in JSON");
      if (c === "'") return err(i, "property names must use double quotes");
      return err(i, c === void 0 ? "unexpected end of input, expected a property name" : `expected a double-quoted property name, found ${shown(c)}`);
    }
    const bad = string();
    if (bad) return bad;
    skipWs();
    if (text[i] !== ":") return err(i, `expected ":" after the property name, found ${shown(text[i])}`);
    i++;
    return void 0;
  };
  if (text[0] === "\uFEFF") return err(0, "a byte order mark (U+FEFF) is not allowed in JSON");
  for (; ; ) {
    skipWs();
    const c = text[i];
    if (c === "{" || c === "[") {
      stack.push(c);
      i++;
      skipWs();
      if (text[i] === (c === "{" ? "}" : "]")) {
        stack.pop();
        i++;
      } else if (c === "{") {
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
    for (; ; ) {
      skipWs();
      const top = stack[stack.length - 1];
      const next = text[i];
      if (top === void 0) {
        if (next === void 0) return void 0;
        if (next === "/") return err(i, "comments are not allowed in JSON");
        return err(i, `unexpected ${shown(next)} after the JSON value`);
      }
      const close = top === "{" ? "}" : "]";
      if (next === close) {
        stack.pop();
        i++;
        continue;
      }
      if (next === ",") {
        const comma = i++;
        skipWs();
        if (text[i] === close) return err(comma, `trailing comma before ${shown(close)}`);
        if (top === "{") {
          const bad = key();
          if (bad) return bad;
        }
        break;
      }
      if (next === "/") return err(i, "comments are not allowed in JSON");
      if (next === void 0) return err(i, `unexpected end of input, expected "," or ${shown(close)}`);
      return err(i, `expected "," or ${shown(close)} ${top === "{" ? "after a property value" : "after an array element"}, found ${shown(next)}`);
    }
  }
}
function stringEnd(text, i) {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === "\\") j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}
function valueEnd(text, i) {
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c !== "{" && c !== "[") {
    let j = i;
    while (j < text.length && !/[\s,\]}]/.test(text[j])) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const d = text[j];
    if (d === '"') j = stringEnd(text, j) - 1;
    else if (d === "{" || d === "[") depth++;
    else if ((d === "}" || d === "]") && --depth === 0) return j + 1;
  }
  return text.length;
}
function jsonPointerOffset(text, pointer) {
  const tokens = pointer === "" ? [] : pointer.split("/").slice(1).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
  const skipWs = (j) => {
    while (j < text.length && WS.has(text[j])) j++;
    return j;
  };
  let i = skipWs(0);
  for (const token of tokens) {
    const open = text[i];
    if (open !== "{" && open !== "[") return void 0;
    let found;
    i = skipWs(i + 1);
    for (let index = 0; text[i] !== "}" && text[i] !== "]" && i < text.length; index++) {
      let name = String(index);
      if (open === "{") {
        const end = stringEnd(text, i);
        name = JSON.parse(text.slice(i, end));
        i = skipWs(skipWs(end) + 1);
      }
      if (name === token) found = i;
      i = skipWs(valueEnd(text, i));
      if (text[i] === ",") i = skipWs(i + 1);
      if (found !== void 0 && open === "[") break;
    }
    if (found === void 0) return void 0;
    i = found;
  }
  return i;
}

export {
  parseJson,
  lineAndColumn,
  jsonPointerOffset
};
