import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  closest
} from "./chunk-2H7AW4IA.js";
import {
  defaultCacheDir
} from "./chunk-PY645NKA.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
var UsageError = class extends Error {
  name = "UsageError";
};
var JUDGING = ["judge", "pr"];
var JUDGE_SETUP = ["judge", "pr", "eval"];
var FLAGS = {
  input: { type: "string", value: "FILE", help: "read the critic input from FILE instead of stdin", commands: ["judge"] },
  pretty: { type: "boolean", help: "indent the result JSON", commands: ["judge"] },
  repo: { type: "string", value: "DIR", help: "the git repository (default: the current folder)", commands: ["pr", "init"] },
  base: { type: "string", value: "REF", help: "the branch or commit the change goes into (required)", commands: ["pr"] },
  head: { type: "string", value: "REF", help: "the change's last commit (default HEAD); judged: merge-base(BASE, HEAD)..HEAD", commands: ["pr"] },
  config: { type: "string", value: "FILE", help: "assertions file (default .github/critic-gate.yml), read at the base commit", commands: ["pr"] },
  "allow-commands": { type: "boolean", help: "let command and gotchas checks run shell commands", commands: ["pr"] },
  "command-sandbox": { type: "string", value: "required|off", help: "run commands in bubblewrap (required, the default) or unsandboxed (off)", commands: ["pr"] },
  "browser-path": { type: "string", value: "FILE", help: "the Chromium/Chrome for browser checks; env CRITIC_GATE_BROWSER, else PATH", commands: ["pr"] },
  artifacts: { type: "string", value: "DIR", help: "where screenshots go (default: next to --json, else a temporary folder)", commands: ["pr"] },
  json: { type: "string", value: "FILE", help: "also write the result (eval: the report) as JSON to FILE", commands: ["pr", "eval"] },
  html: { type: "string", value: "FILE", help: "write the report as a self-contained HTML page", commands: ["eval"] },
  suite: { type: "string", value: "builtin|FILE", help: "the labelled cases: the builtin suite (default) or a suite file", commands: ["eval"] },
  seeds: { type: "string", value: "N", help: "judgements per case with seeds seed, seed+1, \u2026 (2 or more measure the flip rate)", commands: ["eval"] },
  limit: { type: "string", value: "N", help: "only the first N cases", commands: ["eval"] },
  filter: { type: "string", value: "TEXT", help: "only the cases whose id contains TEXT", commands: ["eval"] },
  format: { type: "string", value: "FORMAT", help: "pr: text (default), json, markdown or sarif; judge: json (default) or sarif", commands: JUDGING },
  llm: { type: "string", value: "on|off", help: "off skips the LLM judge (verdict SKIPPED when LLM assertions exist); env CRITIC_GATE_LLM", commands: JUDGING },
  host: { type: "string", multiple: true, value: "URL", help: "a judge server; repeat for failover, tried in order (default http://127.0.0.1:11434); env CRITIC_GATE_HOSTS", commands: JUDGE_SETUP },
  "ollama-host": { type: "string", multiple: true, value: "URL", help: "alias of --host; env OLLAMA_HOST", commands: JUDGE_SETUP },
  backend: { type: "string", value: "ollama|openai", help: "the judge server's API: Ollama (default) or OpenAI-compatible; env CRITIC_GATE_BACKEND", commands: JUDGE_SETUP },
  model: { type: "string", value: "NAME", help: "the judge model (default: config, else qwen2.5-coder:7b); env CRITIC_GATE_MODEL", commands: JUDGE_SETUP },
  votes: { type: "string", value: "N", help: "independent judgements (1-9), majority per criterion; env CRITIC_GATE_VOTES", commands: JUDGE_SETUP },
  cache: { type: "string", value: "on|off", help: "reuse an unchanged judgement with no model call (default on); env CRITIC_GATE_CACHE", commands: JUDGING },
  "cache-dir": { type: "string", value: "DIR", help: "where judgements are kept (default under XDG_CACHE_HOME); env CRITIC_GATE_CACHE_DIR", commands: JUDGING },
  calibration: { type: "string", value: "on|off", help: "known-answer canaries in every request (default on); env CRITIC_GATE_CALIBRATION", commands: JUDGE_SETUP },
  timeout: { type: "string", value: "S", help: "the judge's time limit in seconds (default: config, else 300)", commands: JUDGE_SETUP },
  "num-ctx": { type: "string", value: "N", help: "the model's context in tokens (default: config, else asked from the server)", commands: JUDGE_SETUP },
  attempt: { type: "string", value: "N", help: "this is attempt N of a retry loop (with --max-attempts); adds route", commands: JUDGING },
  "max-attempts": { type: "string", value: "M", help: "the loop's limit: a RETRY at attempt M escalates", commands: JUDGING },
  progress: { type: "boolean", help: "show judging progress on stderr even when it is not a terminal", commands: JUDGING },
  "no-progress": { type: "boolean", help: "never show judging progress", commands: JUDGING },
  force: { type: "boolean", help: "overwrite files that already exist", commands: ["init"] },
  help: { type: "boolean", short: "h", help: "show this help", commands: ["judge", "pr", "eval", "init", "schema"] }
};
var COMMANDS = {
  judge: { synopsis: "critic-gate judge [options] < input.json", summary: "Judges one critic input (JSON, stdin or --input) and prints the result JSON." },
  pr: { synopsis: "critic-gate pr --base REF [options]", summary: "Gates a local git range (merge-base of BASE and HEAD .. HEAD) with the assertions file." },
  eval: {
    synopsis: "critic-gate eval [--suite builtin|FILE] [options]",
    summary: "Measures a judge model on a labelled benchmark: accuracy, precision, recall, flip rate, calibration, latency."
  },
  init: {
    synopsis: "critic-gate init [--repo DIR] [--force]",
    summary: "Writes a starting .github/critic-gate.yml for the languages in the tree and .github/workflows/critic-gate.yml."
  },
  schema: { synopsis: "critic-gate schema", summary: "Prints the JSON Schema of the assertions file." }
};
var flagsOf = (command) => Object.keys(FLAGS).filter((f) => FLAGS[f].commands.includes(command));
var EXIT_LINE = "Exit codes: 0 PASS, 1 RETRY, 2 FAIL, 3 SKIPPED, 4 could not judge.";
function commandHelp(command) {
  const rows = flagsOf(command).map((f) => {
    const spec = FLAGS[f];
    const short = spec.short ? `-${spec.short}, ` : "";
    return [`${short}--${f}${spec.value ? ` ${spec.value}` : ""}`, spec.help];
  });
  const width = Math.max(...rows.map(([left]) => left.length));
  const lines = [`Usage: ${COMMANDS[command].synopsis}`, "", COMMANDS[command].summary, "", "Options:", ...rows.map(([l, r]) => `  ${l.padEnd(width)}  ${r}`)];
  if (command === "judge" || command === "pr") lines.push("", EXIT_LINE);
  if (command === "eval") lines.push("", "Exit codes: 0 the report is complete, 4 interrupted (partial report written) or the judge decided no case.");
  return lines.join("\n");
}
var USAGE = [
  "Usage: critic-gate <command> [options]",
  "",
  "Commands:",
  ...Object.keys(COMMANDS).flatMap((c) => [`  ${COMMANDS[c].synopsis}`, `      ${COMMANDS[c].summary}`]),
  "",
  "Run critic-gate <command> --help for its options.",
  "critic-gate --version prints the version.",
  "",
  "Environment: CRITIC_GATE_LLM (on|off), OLLAMA_HOST, CRITIC_GATE_MODEL, CRITIC_GATE_BACKEND,",
  "  CRITIC_GATE_HOSTS (comma-separated), CRITIC_GATE_VOTES, CRITIC_GATE_CACHE, CRITIC_GATE_CACHE_DIR,",
  "  CRITIC_GATE_CALIBRATION, CRITIC_GATE_API_KEY (the key of an OpenAI-compatible server),",
  "  CRITIC_GATE_BROWSER (the browser for browser checks); NO_COLOR / FORCE_COLOR for colour.",
  EXIT_LINE
].join("\n");
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
function backendOf(source, value) {
  if (value === void 0 || value === "") return void 0;
  const v = value.toLowerCase();
  if (v === "ollama" || v === "openai") return v;
  throw new UsageError(`${source}: expected "ollama" or "openai", got "${value}"`);
}
function votesOf(source, value) {
  if (value === void 0 || value === "") return void 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 9) throw new UsageError(`${source}: expected a whole number from 1 to 9, got "${value}"`);
  return n;
}
function hostUrl(source, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${source}: expected an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`${source}: expected an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, "");
}
function hostsOf(values, env) {
  const list = (k) => Array.isArray(values[k]) ? values[k] : [];
  const flags = [...list("host").map((h) => hostUrl("--host", h)), ...list("ollama-host").map((h) => hostUrl("--ollama-host", h))];
  if (flags.length > 0) return flags;
  const fromEnv = (env["CRITIC_GATE_HOSTS"] ?? "").split(",").map((h) => h.trim()).filter(Boolean);
  if (fromEnv.length > 0) return fromEnv.map((h) => hostUrl("CRITIC_GATE_HOSTS", h));
  return env["OLLAMA_HOST"] ? [env["OLLAMA_HOST"]] : void 0;
}
var str = (values, k) => {
  const v = values[k];
  return typeof v === "string" ? v : void 0;
};
function judgeFlags(values, env) {
  if (values["progress"] && values["no-progress"]) throw new UsageError("--progress and --no-progress contradict each other");
  const hosts = hostsOf(values, env);
  return {
    llm: llmSwitch("--llm", str(values, "llm")) ?? llmSwitch("CRITIC_GATE_LLM", env["CRITIC_GATE_LLM"]) ?? "on",
    hosts,
    ollamaHost: hosts?.[0],
    backend: backendOf("--backend", str(values, "backend")) ?? backendOf("CRITIC_GATE_BACKEND", env["CRITIC_GATE_BACKEND"]),
    votes: votesOf("--votes", str(values, "votes")) ?? votesOf("CRITIC_GATE_VOTES", env["CRITIC_GATE_VOTES"]),
    cache: llmSwitch("--cache", str(values, "cache")) ?? llmSwitch("CRITIC_GATE_CACHE", env["CRITIC_GATE_CACHE"]),
    calibration: llmSwitch("--calibration", str(values, "calibration")) ?? llmSwitch("CRITIC_GATE_CALIBRATION", env["CRITIC_GATE_CALIBRATION"]),
    cacheDir: str(values, "cache-dir") ?? (env["CRITIC_GATE_CACHE_DIR"] || defaultCacheDir(env)),
    apiKey: env["CRITIC_GATE_API_KEY"] || void 0,
    model: str(values, "model") ?? (env["CRITIC_GATE_MODEL"] || void 0),
    timeoutSeconds: positiveNumber("timeout", str(values, "timeout")),
    numCtx: positiveInt("num-ctx", str(values, "num-ctx")),
    progress: values["progress"] ? "on" : values["no-progress"] ? "off" : "auto"
  };
}
function sandboxOf(value) {
  if (value === void 0 || value === "required" || value === "off") return value;
  throw new UsageError(`--command-sandbox: expected required or off, got "${value}"`);
}
function attemptOf(values) {
  const n = positiveInt("attempt", str(values, "attempt"));
  const m = positiveInt("max-attempts", str(values, "max-attempts"));
  if (n === void 0 && m === void 0) return void 0;
  if (n === void 0 || m === void 0) throw new UsageError("--attempt and --max-attempts go together");
  return { number: n, max: m };
}
function formatOf(value, allowed, fallback) {
  const format = value ?? fallback;
  if (!allowed.includes(format)) {
    const hint = closest(format, allowed);
    throw new UsageError(`--format: expected ${allowed.join(", ")}, got "${format}"${hint ? `; did you mean ${hint}?` : ""}`);
  }
  return format;
}
function usageMessage(e, command) {
  const message = e instanceof Error ? e.message.replace(/^TypeError \[\w+\]: /, "") : String(e);
  const unknown = /Unknown option '(-{1,2}[^']+)'/.exec(message);
  if (!unknown) return message;
  const name = unknown[1].replace(/^-+/, "").split("=")[0];
  const hint = closest(name, flagsOf(command));
  const suggestion = hint ? `; did you mean --${hint}?` : "";
  return `${command}: unknown option ${unknown[1]}${suggestion} (critic-gate ${command} --help lists them)`;
}
function parse(command, args) {
  const options = Object.fromEntries(
    flagsOf(command).map((f) => {
      const spec = FLAGS[f];
      return [f, { type: spec.type, ...spec.short ? { short: spec.short } : {}, ...spec.multiple ? { multiple: true } : {} }];
    })
  );
  try {
    return parseArgs({ args: [...args], options, allowPositionals: false, strict: true }).values;
  } catch (e) {
    throw new UsageError(usageMessage(e, command));
  }
}
var isCommand = (name) => Object.hasOwn(COMMANDS, name);
function parseCli(argv, env) {
  const [first, ...rest] = argv;
  if (first === void 0 || first === "--help" || first === "-h") return { command: "help" };
  if (first === "help") {
    const topic = rest[0];
    return topic !== void 0 && isCommand(topic) ? { command: "help", topic } : { command: "help" };
  }
  if (first === "--version" || first === "-v") return { command: "version" };
  if (!isCommand(first)) {
    const hint = closest(first, Object.keys(COMMANDS));
    throw new UsageError(`unknown command "${first}"${hint ? `; did you mean ${hint}?` : ""} (expected ${Object.keys(COMMANDS).join(", ")})`);
  }
  const values = parse(first, rest);
  if (values["help"]) return { command: "help", topic: first };
  switch (first) {
    case "judge":
      return {
        command: "judge",
        input: str(values, "input"),
        pretty: values["pretty"] === true,
        format: formatOf(str(values, "format"), ["json", "sarif"], "json"),
        judge: judgeFlags(values, env),
        attempt: attemptOf(values)
      };
    case "pr": {
      const base = str(values, "base");
      if (!base) throw new UsageError("pr: --base REF is required (the branch or commit the change goes into), e.g. critic-gate pr --base origin/main");
      return {
        command: "pr",
        repo: str(values, "repo") ?? ".",
        base,
        head: str(values, "head") ?? "HEAD",
        config: str(values, "config"),
        allowCommands: values["allow-commands"] === true,
        commandSandbox: sandboxOf(str(values, "command-sandbox")),
        json: str(values, "json"),
        artifacts: str(values, "artifacts"),
        browserPath: str(values, "browser-path"),
        format: formatOf(str(values, "format"), ["text", "json", "markdown", "sarif"], "text"),
        judge: judgeFlags(values, env),
        attempt: attemptOf(values)
      };
    }
    case "eval":
      return {
        command: "eval",
        suite: str(values, "suite") ?? "builtin",
        seeds: positiveInt("seeds", str(values, "seeds")) ?? 1,
        limit: positiveInt("limit", str(values, "limit")),
        filter: str(values, "filter"),
        json: str(values, "json"),
        html: str(values, "html"),
        judge: { ...judgeFlags(values, env), llm: "on" }
      };
    case "init":
      return { command: "init", repo: str(values, "repo") ?? ".", force: values["force"] === true };
    case "schema":
      return { command: "schema" };
  }
}

export {
  UsageError,
  commandHelp,
  USAGE,
  parseCli
};
