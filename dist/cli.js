#!/usr/bin/env node
import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  USAGE,
  UsageError,
  parseCli
} from "./chunks/chunk-QRZOLLYZ.js";
import {
  coverageNotes,
  createRedactor,
  criterionMark,
  explanationOf,
  gateMark,
  headline,
  lazyJudge,
  renderMarkdown,
  secretsFromEnv,
  splitOf,
  statsLine,
  whereOf
} from "./chunks/chunk-2OMXSDQX.js";
import {
  EXIT
} from "./chunks/chunk-KZRA4P5D.js";
import "./chunks/chunk-CL5VJN7Q.js";
import "./chunks/chunk-HH2LNRUH.js";
import {
  errorResult
} from "./chunks/chunk-D3ZTM33L.js";
import "./chunks/chunk-FYXNNFOM.js";
import "./chunks/chunk-QXT64TBI.js";
import "./chunks/chunk-Y4QFHWPE.js";
import "./chunks/chunk-IRQK3D7Y.js";
import "./chunks/chunk-6WUJNYAC.js";
import {
  errorMessage
} from "./chunks/chunk-RX23ZOBF.js";
import "./chunks/chunk-2KCLB7EX.js";
import "./chunks/chunk-NHBQDVUQ.js";

// src/version.ts
var VERSION = "0.1.0";

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
      for (const a of g.artifacts ?? []) lines.push(`      ${paint("dim", `${a.kind}:`)} ${a.path}`);
    }
  }
  if (r.criteria.length > 0) {
    lines.push("", paint("bold", "Criteria"));
    for (const c of r.criteria) {
      const split = splitOf(c);
      const tag = `${c.critical ? ` ${paint("dim", "[critical]")}` : ""}${split ? ` ${paint("dim", `[${split}]`)}` : ""}`;
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
  isTty: Boolean(process.stdout.isTTY),
  isStderrTty: Boolean(process.stderr.isTTY),
  interrupts: () => {
    const controller = new AbortController();
    process.once("SIGINT", () => {
      process.stderr.write("\ncritic-gate: interrupted; finishing the case in progress (Ctrl-C again to quit now)\n");
      controller.abort();
    });
    return controller.signal;
  }
};
function redactingIo(io, redact) {
  return {
    ...io,
    readStdin: () => io.readStdin(),
    readFile: (path) => io.readFile(path),
    writeFile: (path, text) => io.writeFile(path, redact.text(text)),
    stdout: (text) => io.stdout(redact.text(text)),
    stderr: (text) => io.stderr(redact.text(text))
  };
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
async function main(argv, env, given) {
  const io = redactingIo(given.io, createRedactor(secretsFromEnv(env)));
  const deps = { ...given, io };
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
        const { configJsonSchema } = await import("./chunks/config-V5J27USH.js");
        io.stdout(toJson(configJsonSchema(), true));
        return EXIT.PASS;
      }
      case "pr": {
        const { prCommand } = await import("./chunks/pr-command-UHLWFN5X.js");
        const outcome = await prCommand(cmd, io, deps.makeJudge, deps.cwd);
        if (cmd.json !== void 0) await io.writeFile(cmd.json, toJson(outcome.result, true));
        io.stdout(renderPr(outcome.result, cmd.format, io.isTty));
        const why = outcome.message ?? blockingSummary(outcome.result);
        if (why) io.stderr(`critic-gate: ${why}
`);
        return outcome.exitCode;
      }
      case "eval": {
        const { evalCommand } = await import("./chunks/eval-command-FGZEUU5I.js");
        const outcome = await evalCommand(cmd, io, deps.makeJudge, io.interrupts?.() ?? new AbortController().signal);
        if (outcome.message) io.stderr(`critic-gate: ${outcome.message}
`);
        return outcome.exitCode;
      }
      case "judge": {
        const { judgeCommand } = await import("./chunks/judge-command-BJPXSJFJ.js");
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

// src/cli.ts
process.exitCode = await main(process.argv.slice(2), process.env, {
  io: processIo,
  makeJudge: lazyJudge,
  cwd: process.cwd()
});
