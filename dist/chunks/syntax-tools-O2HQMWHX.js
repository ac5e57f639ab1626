import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  minimalEnv
} from "./chunk-VVKHNYAQ.js";
import "./chunk-NHBQDVUQ.js";

// src/subject/syntax-tools.ts
import { spawn } from "node:child_process";
var TOOL_TIMEOUT_MS = 2e4;
var firstLine = (s) => s.trim().split("\n")[0] ?? "";
var TOOLS = {
  bash: {
    command: ["bash", "-n"],
    name: "bash -n",
    error(out) {
      const m = /^bash: line (\d+): (.*)$/m.exec(out);
      return m ? { line: Number(m[1]), message: m[2] } : void 0;
    }
  },
  ruby: {
    command: ["ruby", "-c", "-"],
    name: "ruby -c",
    error(out) {
      const m = /^-:(\d+):(?:(\d+):)?\s*(.*)$/m.exec(out);
      return m ? { line: Number(m[1]), ...m[2] ? { column: Number(m[2]) } : {}, message: m[3] } : void 0;
    }
  },
  php: {
    command: ["php", "-n", "-l"],
    name: "php -l",
    error(out) {
      const m = /^(?:PHP )?(?:Parse|Fatal) error:\s*(.*?) in (?:Standard input code|-) on line (\d+)/m.exec(out);
      return m ? { line: Number(m[2]), message: m[1] } : void 0;
    }
  },
  go: {
    command: ["gofmt", "-e"],
    name: "gofmt -e",
    error(out) {
      const m = /^<standard input>:(\d+):(\d+): (.*)$/m.exec(out);
      return m ? { line: Number(m[1]), column: Number(m[2]), message: m[3] } : void 0;
    }
  }
};
var ToolUnavailable = class extends Error {
};
var missing = /* @__PURE__ */ new Map();
var MAX_RUNNING = 4;
var running = 0;
var queued = [];
async function slot(work) {
  if (running >= MAX_RUNNING) await new Promise((resolve) => queued.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    queued.shift()?.();
  }
}
async function parseWithTool(text, language) {
  const tool = TOOLS[language];
  if (tool === void 0) throw new ToolUnavailable(`no check mode for ${language}`);
  const known = missing.get(language);
  if (known) throw known;
  const [program, ...args] = tool.command;
  const run = await slot(() => new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: minimalEnv(), stdio: "pipe" });
    let output = "";
    let timedOut = false;
    const collect = (chunk) => {
      if (output.length < 64 * 1024) output += chunk.toString("utf8");
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.stdin.on("error", () => void 0);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, TOOL_TIMEOUT_MS);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e.code === "ENOENT" || e.code === "EACCES" ? new ToolUnavailable(`${program} is not installed`) : e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
    child.stdin.end(text);
  })).catch((e) => {
    if (e instanceof ToolUnavailable) missing.set(language, e);
    throw e;
  });
  if (run.timedOut) throw new Error(`${tool.name} did not finish within ${TOOL_TIMEOUT_MS / 1e3} s`);
  if (run.code === 0) return { ok: true, parser: tool.name };
  const error = tool.error(run.output);
  if (error === void 0) throw new Error(`${tool.name} exited ${run.code}: ${firstLine(run.output) || "no message"}`);
  return { ok: false, parser: tool.name, line: error.line, column: error.column ?? 1, message: error.message };
}
export {
  TOOLS,
  TOOL_TIMEOUT_MS,
  ToolUnavailable,
  parseWithTool
};
