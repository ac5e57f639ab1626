#!/usr/bin/env node
import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  USAGE,
  UsageError,
  commandHelp,
  parseCli
} from "./chunks/chunk-CW2DS42W.js";
import {
  createRedactor,
  lazyJudge,
  renderMarkdown,
  renderSarif,
  renderTerminal,
  scrubControls,
  secretsFromEnv,
  withProgress
} from "./chunks/chunk-FUTOM7QU.js";
import {
  VERSION
} from "./chunks/chunk-AEAJAFVJ.js";
import "./chunks/chunk-2H7AW4IA.js";
import {
  EXIT
} from "./chunks/chunk-KZRA4P5D.js";
import "./chunks/chunk-FJMXONG7.js";
import "./chunks/chunk-PY645NKA.js";
import {
  errorResult
} from "./chunks/chunk-I2LRHO7P.js";
import "./chunks/chunk-OB5T6OXR.js";
import "./chunks/chunk-LMIXAOUK.js";
import "./chunks/chunk-DBHRDZ4J.js";
import "./chunks/chunk-Y4QFHWPE.js";
import "./chunks/chunk-ZI6GMJDV.js";
import "./chunks/chunk-IRQK3D7Y.js";
import "./chunks/chunk-6WUJNYAC.js";
import {
  errorMessage
} from "./chunks/chunk-RX23ZOBF.js";
import "./chunks/chunk-2KCLB7EX.js";
import "./chunks/chunk-NHBQDVUQ.js";

// src/cli/io.ts
import { readFile, writeFile } from "node:fs/promises";
function colorEnabled(env, isTty) {
  const force = env["FORCE_COLOR"];
  if (force !== void 0 && force !== "") return force !== "0" && force.toLowerCase() !== "false";
  if (env["NO_COLOR"]) return false;
  return isTty && env["TERM"] !== "dumb";
}
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
  stderrIsTty: Boolean(process.stderr.isTTY),
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
  const unjudged = result.criteria.filter((c) => c.met === null).length;
  const reason = result.verdict === "SKIPPED" ? `not a pass: the LLM judge was off, ${unjudged} criteria not judged` : `score ${result.score.toFixed(2)}`;
  return [`${result.verdict}: ${reason}`, ...shown].join("\n");
}
function renderPr(result, format, color) {
  if (format === "json") return toJson(result, true);
  if (format === "sarif") return toJson(renderSarif(result), true);
  if (format === "markdown") return renderMarkdown(result);
  return renderTerminal(result, { color });
}
var toJson = (value, pretty) => `${JSON.stringify(value, null, pretty ? 2 : void 0)}
`;
function judgeFactory(deps, flags, env) {
  const show = flags.progress === "on" || flags.progress === "auto" && deps.io.stderrIsTty;
  if (!show) return deps.makeJudge;
  return (settings) => withProgress(deps.makeJudge, settings, { write: deps.io.stderr, live: deps.io.stderrIsTty, color: colorEnabled(env, deps.io.stderrIsTty) });
}
var asksForJson = (argv) => argv.some((a, i) => a === "--format=json" || a === "--format" && argv[i + 1] === "json");
async function main(argv, env, given) {
  const io = redactingIo(given.io, createRedactor(secretsFromEnv(env)));
  const deps = { ...given, io };
  const color = colorEnabled(env, io.isTty);
  let cmd;
  try {
    cmd = parseCli(argv, env);
    switch (cmd.command) {
      case "help":
        io.stdout(`${cmd.topic ? commandHelp(cmd.topic) : USAGE}
`);
        return EXIT.PASS;
      case "version":
        io.stdout(`${VERSION}
`);
        return EXIT.PASS;
      case "schema": {
        const { configJsonSchema } = await import("./chunks/config-65YFW7EQ.js");
        io.stdout(toJson(configJsonSchema(), true));
        return EXIT.PASS;
      }
      case "init": {
        const { initCommand } = await import("./chunks/init-command-2U6XR7V6.js");
        await initCommand(cmd, io, deps.cwd);
        return EXIT.PASS;
      }
      case "pr": {
        const { prCommand } = await import("./chunks/pr-command-TWGUPIA3.js");
        const outcome = await prCommand(cmd, io, judgeFactory(deps, cmd.judge, env), deps.cwd);
        if (cmd.json !== void 0) await io.writeFile(cmd.json, toJson(outcome.result, true));
        io.stdout(renderPr(outcome.result, cmd.format, color));
        const why = outcome.message ?? blockingSummary(outcome.result);
        if (why && !(cmd.format === "text" && io.isTty)) io.stderr(`critic-gate: ${why}
`);
        return outcome.exitCode;
      }
      case "eval": {
        const { evalCommand } = await import("./chunks/eval-command-HUAL4MZV.js");
        const outcome = await evalCommand(cmd, io, deps.makeJudge, io.interrupts?.() ?? new AbortController().signal);
        if (outcome.message) io.stderr(`critic-gate: ${outcome.message}
`);
        return outcome.exitCode;
      }
      case "judge": {
        const { judgeCommand } = await import("./chunks/judge-command-3U6LSOPZ.js");
        const outcome = await judgeCommand(cmd, io, judgeFactory(deps, cmd.judge, env));
        io.stdout(cmd.format === "sarif" ? toJson(renderSarif(outcome.result), cmd.pretty) : toJson(outcome.result, cmd.pretty));
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
      io.stdout(renderPr(result, cmd.format, color));
    } else if (cmd?.command === "judge" || argv[0] === "judge" || argv[0] === "pr" && asksForJson(argv)) {
      io.stdout(toJson(result, false));
    }
    const reported = cmd?.command === "pr" && cmd.format === "text" && io.isTty;
    if (!reported) io.stderr(`critic-gate: ${message}
${e instanceof UsageError && !/--help/.test(message) ? "Run critic-gate --help for usage.\n" : ""}`);
    return EXIT.ERROR;
  }
}

// src/cli.ts
process.exitCode = await main(process.argv.slice(2), process.env, {
  io: processIo,
  makeJudge: lazyJudge,
  cwd: process.cwd()
});
