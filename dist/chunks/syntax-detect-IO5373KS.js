import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  canonicalLanguage,
  parseCode
} from "./chunk-PJDAA2KM.js";
import "./chunk-6WUJNYAC.js";
import "./chunk-RX23ZOBF.js";
import "./chunk-MH47NS55.js";
import "./chunk-NHBQDVUQ.js";

// src/subject/syntax-detect.ts
var count = (text, re) => (text.match(re) ?? []).length;
var SIGNS = {
  python: (t) => count(t, /^[ \t]*(?:async[ \t]+)?(?:def|class)[ \t]+\w+.*:[ \t]*(?:#.*)?$/gm) + count(t, /^[ \t]*(?:import[ \t]+[\w.]+(?:[ \t]+as[ \t]+\w+)?|from[ \t]+[\w.]+[ \t]+import\b.*)[ \t]*$/gm) + count(t, /^[ \t]*(?:elif|else|try|except|finally|with|for|while|if)\b.*:[ \t]*(?:#.*)?$/gm) + count(t, /\b(?:None|True|False|self|elif|lambda|nonlocal)\b/g),
  javascript: (t) => count(t, /\b(?:const|let|var)[ \t]+[\w${[]/g) + count(t, /\bfunction\b|=>|===|!==|\bconsole\.|\brequire\(|\bundefined\b|\bnull\b/g) + count(t, /^[ \t]*(?:import\b.*\bfrom[ \t]*['"]|export[ \t])/gm) + count(t, /;[ \t]*$/gm),
  bash: (t) => count(t, /^[ \t]*(?:echo|printf|export|cd|fi|then|do|done|esac|sudo|apt(?:-get)?|npm|npx|pip3?|git|mkdir|cp|mv|rm|chmod|curl|wget|source|set[ \t]+-)\b/gm) + count(t, /\$\{?\w+|\$\(|\[\[|&&|\|\|/g)
};
SIGNS["typescript"] = (t) => (SIGNS["javascript"]?.(t) ?? 0) + count(t, /\b(?:interface|type|enum|namespace|implements|readonly)\b|:[ \t]*(?:string|number|boolean|void|any|unknown)\b/g);
var GO_PACKAGE = /^(?:[ \t]*(?:\/\/.*)?\n)*[ \t]*package[ \t]+\w+[ \t]*$/m;
async function detectLanguage(text, options = {}) {
  const tried = [];
  const accepted = [];
  const attempt = async (language) => {
    const report = await parseCode(text, language, { ...options, exact: false });
    if (report.ok) accepted.push(report);
    else tried.push({ language, why: "line" in report ? `line ${report.line}: ${report.message}` : "no parser" });
    return report.ok;
  };
  if (await attempt("json")) return only(accepted[0], "only JSON");
  await attempt("python");
  if (!await attempt("javascript")) await attempt("typescript");
  if (GO_PACKAGE.test(text)) await attempt("go");
  if ((SIGNS["bash"]?.(text) ?? 0) > 0) await attempt("bash");
  if (accepted.length === 1) return only(accepted[0], `only the ${accepted[0].language} parser accepts it`);
  if (accepted.length === 0) return { kind: "none", tried };
  const scored = accepted.map((r) => ({ r, score: SIGNS[r.language]?.(text) ?? 0 })).sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (best.score >= 2 && best.score >= 2 * second.score) {
    return only(best.r, `${scored.map((s) => s.r.language).join(" and ")} parsers accept it; it reads as ${best.r.language}`);
  }
  return { kind: "ambiguous", languages: accepted.map((r) => r.language) };
}
function only(report, how) {
  return { kind: "detected", language: canonicalLanguage(report.language) ?? report.language, how, report };
}
export {
  detectLanguage
};
