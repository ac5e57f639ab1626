import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunk-AEAJAFVJ.js";
import {
  createJudge
} from "./chunk-FJMXONG7.js";

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

// src/report/findings.ts
var isFilePath = (path) => !/^[a-z][a-z0-9+.-]*:/i.test(path) && path !== "output";
var located = (loc) => loc && isFilePath(loc.path) ? { location: { path: loc.path, line: loc.line } } : {};
var gateName = (g) => g.id === g.kind ? g.id : `${g.id} (${g.kind})`;
function gateFinding(g) {
  const why = g.not_run ? "was not run" : "failed";
  return {
    level: "error",
    ruleId: `gate/${g.id}`,
    rule: `${g.kind} check`,
    title: `Gate check ${gateName(g)} ${why}`,
    message: g.fix ? `${g.evidence}
Fix: ${g.fix}` : g.evidence,
    ...located(g.location)
  };
}
function criterionFinding(c) {
  const critical = c.critical ? "Critical criterion" : "Criterion";
  if (c.met === null) {
    return {
      level: "warning",
      ruleId: `criterion/${c.id}`,
      rule: c.assertion,
      title: `${critical} ${c.id} was not judged`,
      message: `${c.assertion}
${c.evidence ?? "not judged"}`
    };
  }
  return {
    level: "error",
    ruleId: `criterion/${c.id}`,
    rule: c.assertion,
    title: `${critical} ${c.id} is not met`,
    message: c.fix ? `${c.assertion}
Fix: ${c.fix}` : c.assertion,
    ...located(c.location)
  };
}
function findingsOf(r) {
  const gate = r.gate.filter((g) => !g.passed).map(gateFinding);
  const unmet = r.criteria.filter((c) => c.met === false).map(criterionFinding);
  const notJudged = r.criteria.filter((c) => c.met === null).map(criterionFinding);
  return [...gate, ...unmet, ...notJudged];
}

// src/report/facts.ts
var gateMark = (g) => g.not_run ? "not-run" : g.passed ? g.severity === "warning" ? "warning" : "pass" : "fail";
var criterionMark = (c) => c.met === null ? "not-judged" : c.met ? "pass" : "fail";
function headline(r) {
  if (r._critic_status === "error") return `could not judge: ${r.error ?? "unknown error"}`;
  if (r.verdict === "SKIPPED") {
    const unjudged = r.criteria.filter((c) => c.met === null).length;
    return `not a pass: the LLM judge was off, so ${unjudged} criteri${unjudged === 1 ? "on was" : "a were"} not judged`;
  }
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
var ICON = { pass: "\u2705", warning: "\u26A0\uFE0F", fail: "\u274C", "not-judged": "\u23F8\uFE0F", "not-run": "\u26D4" };
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
      const fix = (!g.passed || g.severity === "warning") && g.fix ? `<br>**fix:** ${cell(g.fix)}` : "";
      out.push(`| ${ICON[gateMark(g)]} | ${cell(gateName(g))} | ${linkedEvidence(g.evidence, g.location, options)}${fix} |`);
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
    out.push("", "### What to fix", "", codeBlock(r.feedback_for_worker));
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

// src/report/publish.ts
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
function publishableText(text) {
  return text.replace(CONTROL, "?");
}

// src/report/sarif.ts
var SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
var INFORMATION_URI = "https://www.npmjs.com/package/critic-gate";
var uriOf = (path) => path.split("/").map(encodeURIComponent).join("/");
var physical = (path, line) => ({
  physicalLocation: { artifactLocation: { uri: uriOf(path), uriBaseId: "%SRCROOT%" }, region: { startLine: line } }
});
function locationsOf(f, r) {
  if (f.location) return [physical(f.location.path, f.location.line)];
  if (r.config && r.config.source !== "disk") return [physical(r.config.path, 1)];
  return void 0;
}
function renderSarif(r) {
  const findings = findingsOf(r).filter((f) => f.level === "error");
  const rules = [];
  const index = /* @__PURE__ */ new Map();
  const results = findings.map((f) => {
    let i = index.get(f.ruleId);
    if (i === void 0) {
      i = rules.push({ id: f.ruleId, shortDescription: { text: publishableText(f.rule) }, defaultConfiguration: { level: "error" } }) - 1;
      index.set(f.ruleId, i);
    }
    const locations = locationsOf(f, r);
    return {
      ruleId: f.ruleId,
      ruleIndex: i,
      level: f.level,
      message: { text: publishableText(`${f.title}: ${f.message}`) },
      ...locations ? { locations } : {}
    };
  });
  const failed = r._critic_status === "error";
  return {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "critic-gate", version: VERSION, informationUri: INFORMATION_URI, rules } },
        invocations: [
          failed ? { executionSuccessful: false, toolExecutionNotifications: [{ level: "error", message: { text: publishableText(`could not judge: ${r.error ?? "unknown error"}`) } }] } : { executionSuccessful: true }
        ],
        results,
        properties: { verdict: r.verdict, score: r.score, gate_passed: r.gate_passed }
      }
    ]
  };
}

// src/report/terminal.ts
var CONTROL2 = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
var scrubControls = (text) => text.replace(CONTROL2, "?");
function scrubbed(value) {
  if (typeof value === "string") return scrubControls(value);
  if (Array.isArray(value)) return value.map(scrubbed);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubbed(v)]));
  }
  return value;
}
var SGR = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1, cyan: 36 };
var SYMBOL = {
  pass: ["\u2713", "green"],
  warning: ["\u26A0", "yellow"],
  fail: ["\u2717", "red"],
  "not-judged": ["\u2013", "yellow"],
  "not-run": ["!", "red"]
};
var VERDICT_STYLE = { PASS: "green", RETRY: "yellow", FAIL: "red", SKIPPED: "yellow" };
function terminalSections(result, options) {
  const r = scrubbed(result);
  const paint = (style, s) => options.color ? `\x1B[${SGR[style]}m${s}\x1B[0m` : s;
  const mark = (m) => paint(SYMBOL[m][1], SYMBOL[m][0]);
  const sections = [];
  sections.push({
    title: void 0,
    lines: [`${paint("bold", "critic-gate")}  ${paint(VERDICT_STYLE[r.verdict], paint("bold", r.verdict))}  score ${r.score.toFixed(2)}  ${headline(r)}`]
  });
  if (r.gate.length > 0) {
    const lines = [];
    const names = r.gate.map(gateName);
    const width = Math.max(...names.map((n) => n.length));
    r.gate.forEach((g, i) => {
      lines.push(`  ${mark(gateMark(g))} ${names[i].padEnd(width)}  ${g.evidence}`);
      if (!g.passed && g.fix) lines.push(`      ${paint("cyan", "fix:")} ${g.fix}`);
      for (const a of g.artifacts ?? []) lines.push(`      ${paint("dim", `${a.kind}:`)} ${a.path}`);
    });
    sections.push({ title: "Gate", lines });
  }
  if (r.criteria.length > 0) {
    const lines = [];
    for (const c of r.criteria) {
      const split = splitOf(c);
      const tag = `${c.critical ? ` ${paint("dim", "[critical]")}` : ""}${split ? ` ${paint("dim", `[${split}]`)}` : ""}`;
      const at = c.met === true ? whereOf(c) : void 0;
      lines.push(`  ${mark(criterionMark(c))} ${c.id}${tag}  ${c.assertion}`);
      const label = c.met === false ? paint("cyan", "fix: ") : "";
      lines.push(`      ${at ? `${paint("cyan", at)}  ` : ""}${label}${explanationOf(c)}`);
    }
    sections.push({ title: "Criteria", lines });
  }
  const coverage = coverageNotes(r);
  if (coverage.length > 0) sections.push({ title: "Coverage", lines: coverage.map((n) => `  ${n}`) });
  const fixes = r.feedback_for_worker.split("\n").filter((l) => l !== "" && !(r._critic_status === "error" && l.startsWith("The critic could not judge")));
  if (fixes.length > 0) sections.push({ title: "What to fix", lines: fixes.map((l) => `  ${l}`) });
  sections.push({ title: void 0, lines: [paint("dim", statsLine(r))] });
  return sections.map((s) => s.title === void 0 ? s : { ...s, title: paint("bold", s.title) });
}
function renderTerminal(result, options) {
  const blocks = terminalSections(result, options).map((s) => (s.title === void 0 ? s.lines : [s.title, ...s.lines]).join("\n"));
  return `${blocks.join("\n\n")}
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

// src/judge/progress.ts
var seconds = (ms) => `${Math.round(ms / 1e3)} s`;
function withProgress(make, settings, out, now = () => performance.now()) {
  let tokens = 0;
  const judge = make({ ...settings, onProgress: (p) => tokens = p.completionTokens });
  const dim = (s) => out.color ? `\x1B[2m${s}\x1B[0m` : s;
  return {
    model: judge.model,
    judge: async (request) => {
      const started = now();
      const n = request.assertions.length;
      const line = (state) => `critic-gate: ${state} ${n} assertion${n === 1 ? "" : "s"} with ${settings.model} at ${settings.host} \xB7 ${seconds(now() - started)} \xB7 ${tokens} tokens`;
      const show = (state, final = false) => {
        if (out.live) out.write(`\r\x1B[K${dim(line(state))}${final ? "\n" : ""}`);
        else out.write(`${line(state)}
`);
      };
      show("judging");
      const timer = setInterval(() => show("judging"), out.live ? 1e3 : out.everyMs ?? 1e4);
      timer.unref();
      try {
        const answer = await judge.judge(request);
        tokens = Math.max(tokens, answer.stats.completion_tokens);
        show("judged", true);
        return answer;
      } catch (e) {
        show("could not judge", true);
        throw e;
      } finally {
        clearInterval(timer);
      }
    }
  };
}

export {
  code,
  findingsOf,
  cell,
  renderMarkdown,
  publishableText,
  renderSarif,
  scrubControls,
  terminalSections,
  renderTerminal,
  secretsFromEnv,
  createRedactor,
  withProgress,
  lazyJudge
};
