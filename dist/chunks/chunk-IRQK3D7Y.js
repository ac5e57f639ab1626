import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);

// src/contract/outcome.ts
var pass = (evidence, location) => location ? { passed: true, evidence, location } : { passed: true, evidence };
var fail = (evidence, fix, location) => location ? { passed: false, evidence, fix, location } : { passed: false, evidence, fix };
var misconfigured = (evidence, fix) => ({ passed: false, evidence, fix, misconfigured: true });

// src/checks/evidence-text.ts
var at = (path, line) => line === void 0 ? path : `${path}:${line}`;
function excerpt(text, max = 120) {
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max - 1)}\u2026` : t;
}

// src/subject/text.ts
function isBinary(bytes) {
  return bytes.subarray(0, 8e3).indexOf(0) >= 0;
}
var decoder = new TextDecoder("utf-8");
var decodeText = (bytes) => decoder.decode(bytes);
function toLines(text) {
  if (text === "") return [];
  const parts = text.split(/\r?\n/);
  if (parts[parts.length - 1] === "") parts.pop();
  return parts.map((t, i) => ({ n: i + 1, text: t }));
}
var normaliseSpace = (s) => s.replace(/\s+/g, " ").trim();
var lineText = (text, n) => text.split(/\r?\n/)[n - 1] ?? "";

export {
  pass,
  fail,
  misconfigured,
  at,
  excerpt,
  isBinary,
  decodeText,
  toLines,
  normaliseSpace,
  lineText
};
