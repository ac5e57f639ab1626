import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  createJudge
} from "./chunk-CL5VJN7Q.js";

// src/judge/lazy.ts
function lazyJudge(settings, deps = {}) {
  return createJudge(settings, deps);
}

// src/report/inert.ts
var PUNCTUATION = /[\\`*_~[\]!|]/g;
var SCHEME = /([A-Za-z][A-Za-z0-9+.-]*:)(?=\/\/)/g;
var WWW = /\b(www)(?=\.)/gi;
var MENTION = /@(?=[\w-])/g;
var ZWSP = "\u200B";
var ZWJ = "\u200D";
function inert(text) {
  return text.replace(/\r\n?|[\n\v\f\u0085\u2028\u2029]/g, " ").replace(PUNCTUATION, (c) => `\\${c}`).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(SCHEME, `$1${ZWSP}`).replace(WWW, `$1${ZWSP}`).replace(MENTION, `@${ZWJ}`).trim();
}
function code(text) {
  const clean = text.replace(/\r\n?|[\n\v\f\u0085\u2028\u2029]/g, " ").replace(/\|/g, "\\|");
  const longest = Math.max(0, ...(clean.match(/`+/g) ?? []).map((m) => m.length));
  const fence = "`".repeat(longest + 1);
  const pad = clean.startsWith("`") || clean.endsWith("`") ? " " : "";
  return `${fence}${pad}${clean}${pad}${fence}`;
}
function codeBlock(text, info = "text") {
  const longest = Math.max(2, ...(text.match(/`{3,}/g) ?? []).map((m) => m.length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${info}
${text.replace(/\n+$/, "")}
${fence}`;
}

// src/report/facts.ts
var gateMark = (g) => g.not_run ? "not-run" : g.passed ? "pass" : "fail";
var criterionMark = (c) => c.met === null ? "not-judged" : c.met ? "pass" : "fail";
function headline(r) {
  if (r._critic_status === "error") return `could not judge: ${r.error ?? "unknown error"}`;
  if (r.verdict === "SKIPPED") return "no quality gate was active: the LLM judge was switched off";
  if (!r.gate_passed) return "the gate failed";
  const judged = r.criteria.filter((c) => c.met !== null);
  const met = judged.filter((c) => c.met).length;
  return `${met}/${r.criteria.length} criteria met`;
}
function splitOf(c) {
  const m = c.agreement ? /^(\d+)\/(\d+)$/.exec(c.agreement) : null;
  return m && m[1] !== m[2] ? `split ${c.agreement}` : void 0;
}
function statsLine(r) {
  const s = r.stats;
  const parts = [
    s.model ? `model ${s.model}` : "no model",
    `${s.llm_calls} LLM call${s.llm_calls === 1 ? "" : "s"}`,
    `${s.prompt_tokens}+${s.completion_tokens} tokens`,
    `${(s.duration_ms / 1e3).toFixed(1)} s`
  ];
  if (s.truncated_lines) parts.push(`${s.truncated_lines} lines not shown to the judge`);
  if (s.host && s.failovers) parts.push(`answered by ${s.host} after ${s.failovers} failover${s.failovers === 1 ? "" : "s"}`);
  if (s.cache_hits) parts.push(`${s.cache_hits} judgement${s.cache_hits === 1 ? "" : "s"} reused from the cache`);
  if (r.calibration) parts.push(`calibration ${r.calibration.canaries - r.calibration.failed.length}/${r.calibration.canaries}`);
  if (r.attempt) parts.push(`attempt ${r.attempt.number} of ${r.attempt.max}`);
  return parts.join(" \xB7 ");
}
var whereOf = (x) => x.location ? `${x.location.path}:${x.location.line}` : void 0;
function explanationOf(c) {
  if (c.met === true) return c.evidence ?? "";
  if (c.met === false) return c.fix ?? "";
  return c.evidence ?? "not judged";
}
function coverageNotes(r) {
  return r.criteria.filter((c) => c.coverage && !c.coverage.complete).map((c) => `${c.id}: not shown to the judge: ${c.coverage.unseen.join(", ")}`);
}

// src/report/markdown.ts
var ICON = { pass: "\u2705", fail: "\u274C", "not-judged": "\u23F8\uFE0F", "not-run": "\u26D4" };
var VERDICT_ICON = { PASS: "\u2705", RETRY: "\u{1F501}", FAIL: "\u274C", SKIPPED: "\u23F8\uFE0F" };
var cell = inert;
function where(loc, options) {
  if (!loc) return "";
  const label = cell(`${loc.path}:${loc.line}`);
  return options.link ? `[${label}](${options.link(loc.path, loc.line)})` : label;
}
function linkedEvidence(text, loc, options) {
  if (!loc) return cell(text);
  const prefix = `${loc.path}:${loc.line}`;
  if (text.startsWith(prefix)) return `${where(loc, options)}${cell(text.slice(prefix.length))}`;
  return `${where(loc, options)} ${cell(text)}`;
}
function renderMarkdown(r, options = {}) {
  const out = [];
  out.push(`## ${VERDICT_ICON[r.verdict]} critic-gate: ${r.verdict} \xB7 score ${r.score.toFixed(2)}`);
  out.push("", cell(headline(r)));
  for (const note of options.notes ?? []) out.push("", note);
  if (r.gate.length > 0) {
    out.push("", "### Gate", "", "| | check | evidence |", "|---|---|---|");
    for (const g of r.gate) {
      const fix = !g.passed && g.fix ? `<br>**fix:** ${cell(g.fix)}` : "";
      out.push(`| ${ICON[gateMark(g)]} | ${cell(g.id)} (${cell(g.kind)}) | ${linkedEvidence(g.evidence, g.location, options)}${fix} |`);
    }
  }
  if (r.criteria.length > 0) {
    out.push("", "### Criteria", "", "| | criterion | evidence or fix |", "|---|---|---|");
    for (const c of r.criteria) {
      const split = splitOf(c);
      const name = `**${cell(c.id)}**${c.critical ? " (critical)" : ""}${c.source === "check" ? " \xB7 check" : ""}${split ? ` \xB7 ${split}` : ""}<br>${cell(c.assertion)}`;
      const quote = c.met === true && c.location ? `${where(c.location, options)} ${code(c.location.quote)}<br>` : "";
      const text = c.met === false ? `**fix:** ${cell(explanationOf(c))}` : cell(explanationOf(c));
      out.push(`| ${ICON[criterionMark(c)]} | ${name} | ${quote}${text} |`);
    }
  }
  if (r.feedback_for_worker) {
    out.push("", "### Feedback for the worker", "", codeBlock(r.feedback_for_worker));
  }
  const coverage = coverageNotes(r);
  if (coverage.length > 0) {
    out.push("", "### Coverage", "", ...coverage.map((n) => `- ${cell(n)}`));
  }
  for (const block of options.appendix ?? []) out.push("", block);
  out.push("", `<sub>${cell(statsLine(r))}</sub>`);
  return `${out.join("\n")}
`;
}

// src/report/redact.ts
var REDACTED = "***";
var TOKEN_PATTERNS = [
  /(?:ghp|gho|ghs|ghu|ghr)_[A-Za-z0-9]{20,255}/g,
  /github_pat_[A-Za-z0-9_]{20,255}/g,
  /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g
];
var SECRET_VARIABLES = [
  "INPUT_GITHUB-TOKEN",
  "INPUT_API-KEY",
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "GH_ENTERPRISE_TOKEN",
  "GITHUB_ENTERPRISE_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "CRITIC_GATE_API_KEY",
  "OPENAI_API_KEY"
];
var MIN_SECRET_CHARS = 6;
function secretsFromEnv(env) {
  return SECRET_VARIABLES.map((name) => env[name] ?? "").filter((v) => v.trim() !== "");
}
function createRedactor(initial = []) {
  const secrets = /* @__PURE__ */ new Set();
  const add = (secret) => {
    for (const part of [secret, ...secret.split(/\r?\n/)]) {
      const v = part.trim();
      if (v.length >= MIN_SECRET_CHARS) secrets.add(v);
    }
  };
  for (const s of initial) add(s);
  const text = (input) => {
    let out = input;
    for (const s of [...secrets].sort((a, b) => b.length - a.length)) out = out.split(s).join(REDACTED);
    for (const pattern of TOKEN_PATTERNS) out = out.replace(pattern, REDACTED);
    return out;
  };
  const deep = (value) => walk(value, text);
  return {
    add,
    text,
    deep,
    get secrets() {
      return [...secrets];
    }
  };
}
function walk(value, text) {
  if (typeof value === "string") return text(value);
  if (Array.isArray(value)) return value.map((v) => walk(v, text));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [text(k), walk(v, text)]));
  }
  return value;
}

export {
  code,
  gateMark,
  criterionMark,
  headline,
  splitOf,
  statsLine,
  whereOf,
  explanationOf,
  coverageNotes,
  cell,
  renderMarkdown,
  secretsFromEnv,
  createRedactor,
  lazyJudge
};
