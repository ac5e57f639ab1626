import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  defaultCacheDir
} from "./chunk-HH2LNRUH.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
var UsageError = class extends Error {
  name = "UsageError";
};
var USAGE = `Usage:
  critic-gate judge [--input FILE] [--llm on|off] [--model NAME] [JUDGE OPTIONS]
                    [--timeout S] [--num-ctx N] [--attempt N --max-attempts M] [--pretty]
      Reads one critic input (JSON) from stdin or --input and prints the result JSON.
  critic-gate pr [--repo DIR] --base REF [--head REF] [--config FILE] [--llm on|off]
                 [--model NAME] [JUDGE OPTIONS] [--timeout S] [--num-ctx N] [--allow-commands]
                 [--command-sandbox required|off] [--json FILE] [--format text|json|markdown] [--attempt N --max-attempts M]
                 [--browser-path FILE] [--artifacts DIR]
      Gates a local git range (merge-base of BASE and HEAD .. HEAD) with the assertions file.
  critic-gate eval [--suite builtin|FILE] [--seeds N] [--limit N] [--filter TEXT] [--ollama-host URL]
                   [--model NAME] [--timeout S] [--num-ctx N] [--json FILE] [--html FILE]
      Measures a judge model on a labelled benchmark: accuracy, precision, recall, flip rate, latency.
  critic-gate schema      Prints the JSON Schema of the assertions file.
  critic-gate --version

Judge options: --backend ollama|openai, --host URL (repeatable, failover order; --ollama-host
  is an alias), --votes N (1-9), --cache on|off, --cache-dir DIR, --calibration on|off.

Environment: CRITIC_GATE_LLM (on|off), OLLAMA_HOST, CRITIC_GATE_MODEL, CRITIC_GATE_BACKEND,
  CRITIC_GATE_HOSTS (comma-separated), CRITIC_GATE_VOTES, CRITIC_GATE_CACHE, CRITIC_GATE_CACHE_DIR,
  CRITIC_GATE_CALIBRATION, CRITIC_GATE_API_KEY (the key of an OpenAI-compatible server),
  CRITIC_GATE_BROWSER (the browser for browser checks).
Exit codes: 0 PASS, 1 RETRY, 2 FAIL, 3 SKIPPED, 4 could not judge.`;
var judgeOptions = {
  llm: { type: "string" },
  "ollama-host": { type: "string", multiple: true },
  host: { type: "string", multiple: true },
  backend: { type: "string" },
  votes: { type: "string" },
  cache: { type: "string" },
  "cache-dir": { type: "string" },
  calibration: { type: "string" },
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
function judgeFlags(values, env) {
  const str = (k) => {
    const v = values[k];
    return typeof v === "string" ? v : void 0;
  };
  const hosts = hostsOf(values, env);
  return {
    llm: llmSwitch("--llm", str("llm")) ?? llmSwitch("CRITIC_GATE_LLM", env["CRITIC_GATE_LLM"]) ?? "on",
    hosts,
    ollamaHost: hosts?.[0],
    backend: backendOf("--backend", str("backend")) ?? backendOf("CRITIC_GATE_BACKEND", env["CRITIC_GATE_BACKEND"]),
    votes: votesOf("--votes", str("votes")) ?? votesOf("CRITIC_GATE_VOTES", env["CRITIC_GATE_VOTES"]),
    cache: llmSwitch("--cache", str("cache")) ?? llmSwitch("CRITIC_GATE_CACHE", env["CRITIC_GATE_CACHE"]),
    calibration: llmSwitch("--calibration", str("calibration")) ?? llmSwitch("CRITIC_GATE_CALIBRATION", env["CRITIC_GATE_CALIBRATION"]),
    cacheDir: str("cache-dir") ?? (env["CRITIC_GATE_CACHE_DIR"] || defaultCacheDir(env)),
    apiKey: env["CRITIC_GATE_API_KEY"] || void 0,
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
        "command-sandbox": { type: "string" },
        json: { type: "string" },
        format: { type: "string" },
        artifacts: { type: "string" },
        "browser-path": { type: "string" }
      });
      if (values.help) return { command: "help", topic: "pr" };
      if (!values.base) throw new UsageError("--base REF is required (the branch or commit the change goes into)");
      const format = values.format ?? "text";
      if (format !== "text" && format !== "json" && format !== "markdown") {
        throw new UsageError(`--format: expected text, json or markdown, got "${format}"`);
      }
      const sandbox = values["command-sandbox"];
      if (sandbox !== void 0 && sandbox !== "required" && sandbox !== "off") {
        throw new UsageError(`--command-sandbox: expected required or off, got "${sandbox}"`);
      }
      return {
        command: "pr",
        repo: values.repo ?? ".",
        base: values.base,
        head: values.head ?? "HEAD",
        config: values.config,
        allowCommands: values["allow-commands"] ?? false,
        commandSandbox: sandbox,
        json: values.json,
        artifacts: values.artifacts,
        browserPath: values["browser-path"],
        format,
        judge: judgeFlags(values, env),
        attempt: attemptOf(values)
      };
    }
    case "eval": {
      const { values } = parse(rest, {
        ...judgeOptions,
        suite: { type: "string" },
        seeds: { type: "string" },
        limit: { type: "string" },
        filter: { type: "string" },
        json: { type: "string" },
        html: { type: "string" }
      });
      if (values.help) return { command: "help", topic: "eval" };
      if (values.llm !== void 0 || values.attempt !== void 0 || values["max-attempts"] !== void 0) {
        throw new UsageError("eval measures the judge: --llm, --attempt and --max-attempts do not apply");
      }
      return {
        command: "eval",
        suite: values.suite ?? "builtin",
        seeds: positiveInt("seeds", values.seeds) ?? 1,
        limit: positiveInt("limit", values.limit),
        filter: values.filter,
        json: values.json,
        html: values.html,
        judge: { ...judgeFlags(values, env), llm: "on" }
      };
    }
    case "schema":
      parse(rest, {});
      return { command: "schema" };
    default:
      throw new UsageError(`unknown command "${first}"; expected judge, pr, eval or schema`);
  }
}

export {
  UsageError,
  USAGE,
  parseCli
};
