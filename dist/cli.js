#!/usr/bin/env node
import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  coverageNotes,
  criterionMark,
  explanationOf,
  gateMark,
  headline,
  lazyOllamaJudge,
  renderMarkdown,
  statsLine,
  whereOf
} from "./chunks/chunk-L3YLJ3UG.js";
import {
  EXIT
} from "./chunks/chunk-KZRA4P5D.js";
import {
  errorResult
} from "./chunks/chunk-W3274VTJ.js";
import "./chunks/chunk-HGFBIAO7.js";
import "./chunks/chunk-KXWNHFS6.js";
import "./chunks/chunk-Z6IAH3QY.js";
import "./chunks/chunk-2CCWB4ZT.js";
import "./chunks/chunk-VFQPB5V3.js";
import {
  errorMessage
} from "./chunks/chunk-RX23ZOBF.js";
import "./chunks/chunk-ZI6GMJDV.js";
import "./chunks/chunk-NHBQDVUQ.js";

// src/version.ts
var VERSION = "0.1.0";

// src/cli/args.ts
import { parseArgs } from "node:util";
var UsageError = class extends Error {
  name = "UsageError";
};
var USAGE = `Usage:
  critic-gate judge [--input FILE] [--llm on|off] [--ollama-host URL] [--model NAME]
                    [--timeout S] [--num-ctx N] [--attempt N --max-attempts M] [--pretty]
      Reads one critic input (JSON) from stdin or --input and prints the result JSON.
  critic-gate pr [--repo DIR] --base REF [--head REF] [--config FILE] [--llm on|off]
                 [--ollama-host URL] [--model NAME] [--timeout S] [--num-ctx N] [--allow-commands]
                 [--json FILE] [--format text|json|markdown] [--attempt N --max-attempts M]
      Gates a local git range (merge-base of BASE and HEAD .. HEAD) with the assertions file.
  critic-gate schema      Prints the JSON Schema of the assertions file.
  critic-gate --version

Environment: CRITIC_GATE_LLM (on|off), OLLAMA_HOST, CRITIC_GATE_MODEL.
Exit codes: 0 PASS, 1 RETRY, 2 FAIL, 3 SKIPPED, 4 could not judge.`;
var judgeOptions = {
  llm: { type: "string" },
  "ollama-host": { type: "string" },
  model: { type: "string" },
  timeout: { type: "string" },
  "num-ctx": { type: "string" },
  attempt: { type: "string" },
  "max-attempts": { type: "string" },
  help: { type: "boolean", short: "h" }
};
function positiveInt(flag, value) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${flag}: expected a whole number \u2265 1, got "${value}"`);
  return n;
}
function positiveNumber(flag, value) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`--${flag}: expected a number of seconds > 0, got "${value}"`);
  return n;
}
function llmSwitch(source, value) {
  if (value === void 0 || value === "") return void 0;
  const v = value.toLowerCase();
  if (v === "on" || v === "off") return v;
  throw new UsageError(`${source}: expected "on" or "off", got "${value}"`);
}
function judgeFlags(values, env) {
  const str = (k) => {
    const v = values[k];
    return typeof v === "string" ? v : void 0;
  };
  return {
    llm: llmSwitch("--llm", str("llm")) ?? llmSwitch("CRITIC_GATE_LLM", env["CRITIC_GATE_LLM"]) ?? "on",
    ollamaHost: str("ollama-host") ?? (env["OLLAMA_HOST"] || void 0),
    model: str("model") ?? (env["CRITIC_GATE_MODEL"] || void 0),
    timeoutSeconds: positiveNumber("timeout", str("timeout")),
    numCtx: positiveInt("num-ctx", str("num-ctx"))
  };
}
function attemptOf(values) {
  const n = positiveInt("attempt", values["attempt"]);
  const m = positiveInt("max-attempts", values["max-attempts"]);
  if (n === void 0 && m === void 0) return void 0;
  if (n === void 0 || m === void 0) throw new UsageError("--attempt and --max-attempts go together");
  return { number: n, max: m };
}
function parse(args, options) {
  try {
    return parseArgs({ args, options, allowPositionals: false, strict: true });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message.replace(/^TypeError \[\w+\]: /, "") : String(e));
  }
}
function parseCli(argv, env) {
  const [first, ...rest] = argv;
  if (first === void 0 || first === "--help" || first === "-h" || first === "help") return { command: "help" };
  if (first === "--version" || first === "-v") return { command: "version" };
  switch (first) {
    case "judge": {
      const { values } = parse(rest, { ...judgeOptions, input: { type: "string" }, pretty: { type: "boolean" } });
      if (values.help) return { command: "help", topic: "judge" };
      return {
        command: "judge",
        input: values.input,
        pretty: values.pretty ?? false,
        judge: judgeFlags(values, env),
        attempt: attemptOf(values)
      };
    }
    case "pr": {
      const { values } = parse(rest, {
        ...judgeOptions,
        repo: { type: "string" },
        base: { type: "string" },
        head: { type: "string" },
        config: { type: "string" },
        "allow-commands": { type: "boolean" },
        json: { type: "string" },
        format: { type: "string" }
      });
      if (values.help) return { command: "help", topic: "pr" };
      if (!values.base) throw new UsageError("--base REF is required (the branch or commit the change goes into)");
      const format = values.format ?? "text";
      if (format !== "text" && format !== "json" && format !== "markdown") {
        throw new UsageError(`--format: expected text, json or markdown, got "${format}"`);
      }
      return {
        command: "pr",
        repo: values.repo ?? ".",
        base: values.base,
        head: values.head ?? "HEAD",
        config: values.config,
        allowCommands: values["allow-commands"] ?? false,
        json: values.json,
        format,
        judge: judgeFlags(values, env),
        attempt: attemptOf(values)
      };
    }
    case "schema":
      parse(rest, {});
      return { command: "schema" };
    default:
      throw new UsageError(`unknown command "${first}"; expected judge, pr or schema`);
  }
}

// src/report/terminal.ts
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
var scrubControls = (text) => text.replace(CONTROL, "?");
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
  fail: ["\u2717", "red"],
  "not-judged": ["\u2013", "yellow"],
  "not-run": ["!", "red"]
};
var VERDICT_STYLE = { PASS: "green", RETRY: "yellow", FAIL: "red", SKIPPED: "yellow" };
function renderTerminal(result, options) {
  const r = scrubbed(result);
  const paint = (style, s) => options.color ? `\x1B[${SGR[style]}m${s}\x1B[0m` : s;
  const mark = (m) => paint(SYMBOL[m][1], SYMBOL[m][0]);
  const lines = [];
  lines.push(`${paint("bold", "critic-gate")}  ${paint(VERDICT_STYLE[r.verdict], paint("bold", r.verdict))}  score ${r.score.toFixed(2)}  ${headline(r)}`);
  if (r.gate.length > 0) {
    lines.push("", paint("bold", "Gate"));
    const idWidth = Math.max(...r.gate.map((g) => g.id.length));
    const kindWidth = Math.max(...r.gate.map((g) => g.kind.length));
    for (const g of r.gate) {
      lines.push(`  ${mark(gateMark(g))} ${g.id.padEnd(idWidth)}  ${paint("dim", g.kind.padEnd(kindWidth))}  ${g.evidence}`);
      if (!g.passed && g.fix) lines.push(`      ${paint("cyan", "fix:")} ${g.fix}`);
    }
  }
  if (r.criteria.length > 0) {
    lines.push("", paint("bold", "Criteria"));
    for (const c of r.criteria) {
      const tag = c.critical ? ` ${paint("dim", "[critical]")}` : "";
      const at = c.met === true ? whereOf(c) : void 0;
      lines.push(`  ${mark(criterionMark(c))} ${c.id}${tag}  ${c.assertion}`);
      const label = c.met === false ? paint("cyan", "fix: ") : "";
      lines.push(`      ${at ? `${paint("cyan", at)}  ` : ""}${label}${explanationOf(c)}`);
    }
  }
  const coverage = coverageNotes(r);
  if (coverage.length > 0) lines.push("", paint("bold", "Coverage"), ...coverage.map((n) => `  ${n}`));
  if (r.feedback_for_worker) lines.push("", paint("bold", "Feedback"), ...r.feedback_for_worker.split("\n").map((l) => `  ${l}`));
  lines.push("", paint("dim", statsLine(r)));
  return `${lines.join("\n")}
`;
}

// src/cli/main.ts
var USER_ERRORS = /* @__PURE__ */ new Set(["UsageError", "ConfigError", "GitError"]);
function messageOf(e) {
  if (e instanceof Error && USER_ERRORS.has(e.name)) return e.message;
  if (e instanceof Error && "code" in e && typeof e.code === "string" && "path" in e) return e.message;
  return `internal error: ${errorMessage(e)}`;
}
function blockingSummary(result) {
  if (result.verdict === "PASS") return void 0;
  const fixes = scrubControls(result.feedback_for_worker).split("\n").filter(Boolean);
  const shown = fixes.slice(0, 10).map((f) => `  - ${f}`);
  if (fixes.length > 10) shown.push(`  \u2026 and ${fixes.length - 10} more`);
  const reason = result.verdict === "SKIPPED" ? "no quality gate was active (the LLM judge is off)" : `score ${result.score.toFixed(2)}`;
  return [`${result.verdict}: ${reason}`, ...shown].join("\n");
}
function renderPr(result, format, isTty) {
  if (format === "json") return toJson(result, true);
  if (format === "markdown") return renderMarkdown(result);
  return renderTerminal(result, { color: isTty });
}
var toJson = (value, pretty) => `${JSON.stringify(value, null, pretty ? 2 : void 0)}
`;
async function main(argv, env, deps) {
  const { io } = deps;
  let cmd;
  try {
    cmd = parseCli(argv, env);
    switch (cmd.command) {
      case "help":
        io.stdout(`${USAGE}
`);
        return EXIT.PASS;
      case "version":
        io.stdout(`${VERSION}
`);
        return EXIT.PASS;
      case "schema": {
        const { configJsonSchema } = await import("./chunks/config-TOT5ESZY.js");
        io.stdout(toJson(configJsonSchema(), true));
        return EXIT.PASS;
      }
      case "pr": {
        const { prCommand } = await import("./chunks/pr-command-FX7QKS24.js");
        const outcome = await prCommand(cmd, io, deps.makeJudge, deps.cwd);
        if (cmd.json !== void 0) await io.writeFile(cmd.json, toJson(outcome.result, true));
        io.stdout(renderPr(outcome.result, cmd.format, io.isTty));
        const why = outcome.message ?? blockingSummary(outcome.result);
        if (why) io.stderr(`critic-gate: ${why}
`);
        return outcome.exitCode;
      }
      case "judge": {
        const { judgeCommand } = await import("./chunks/judge-command-F2KE74DR.js");
        const outcome = await judgeCommand(cmd, io, deps.makeJudge);
        io.stdout(toJson(outcome.result, cmd.pretty));
        if (outcome.message) io.stderr(`critic-gate: ${outcome.message}
`);
        return outcome.exitCode;
      }
    }
  } catch (e) {
    const message = messageOf(e);
    const result = errorResult(message);
    if (cmd?.command === "pr") {
      if (cmd.json !== void 0) await io.writeFile(cmd.json, toJson(result, true)).catch(() => void 0);
      io.stdout(renderPr(result, cmd.format, io.isTty));
    } else if (cmd?.command === "judge" || argv[0] === "judge" || argv[0] === "pr") {
      io.stdout(toJson(result, false));
    }
    io.stderr(`critic-gate: ${message}
${e instanceof UsageError ? "Run critic-gate --help for usage.\n" : ""}`);
    return EXIT.ERROR;
  }
}

// src/cli/io.ts
import { readFile, writeFile } from "node:fs/promises";
var NoInputError = class extends Error {
  name = "NoInputError";
};
async function readAll(stream) {
  if (stream.isTTY) throw new NoInputError("no input: pipe a critic input into stdin (cat input.json | critic-gate judge) or pass --input FILE");
  const chunks = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}
var processIo = {
  readStdin: () => readAll(process.stdin),
  readFile: (path) => readFile(path, "utf8"),
  writeFile: (path, text) => writeFile(path, text, "utf8"),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTty: Boolean(process.stdout.isTTY)
};

// src/cli.ts
process.exitCode = await main(process.argv.slice(2), process.env, {
  io: processIo,
  makeJudge: lazyOllamaJudge,
  cwd: process.cwd()
});
