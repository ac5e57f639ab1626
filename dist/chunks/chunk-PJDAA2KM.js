import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  parseJson
} from "./chunk-6WUJNYAC.js";
import {
  GRAMMARS,
  isGrammar
} from "./chunk-MH47NS55.js";

// src/subject/syntax.ts
var SUPPORTED_LANGUAGES = [...Object.keys(GRAMMARS), "c-header", "json", "yaml"].sort();
var ALIASES = {
  py: "python",
  python3: "python",
  py3: "python",
  pyi: "python",
  js: "javascript",
  jsx: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  node: "javascript",
  nodejs: "javascript",
  ecmascript: "javascript",
  javascriptreact: "javascript",
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  typescriptreact: "tsx",
  golang: "go",
  rs: "rust",
  "c++": "cpp",
  cxx: "cpp",
  cc: "cpp",
  hpp: "cpp",
  cplusplus: "cpp",
  h: "c-header",
  "c#": "csharp",
  cs: "csharp",
  "c-sharp": "csharp",
  rb: "ruby",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  shellscript: "bash",
  ps1: "powershell",
  pwsh: "powershell",
  ps: "powershell",
  yml: "yaml"
};
function canonicalLanguage(name) {
  const key = name.trim().toLowerCase();
  const canonical = ALIASES[key] ?? key;
  return SUPPORTED_LANGUAGES.includes(canonical) ? canonical : void 0;
}
var EXTENSIONS = {
  py: "python",
  pyi: "python",
  pyw: "python",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "javascript",
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  tsx: "tsx",
  go: "go",
  rs: "rust",
  java: "java",
  c: "c",
  h: "c-header",
  cpp: "cpp",
  cc: "cpp",
  cxx: "cpp",
  "c++": "cpp",
  hpp: "cpp",
  hh: "cpp",
  hxx: "cpp",
  "h++": "cpp",
  ipp: "cpp",
  tpp: "cpp",
  cs: "csharp",
  rb: "ruby",
  rake: "ruby",
  gemspec: "ruby",
  php: "php",
  phtml: "php",
  sh: "bash",
  bash: "bash",
  zsh: "bash",
  ps1: "powershell",
  psm1: "powershell",
  css: "css"
};
var FILE_NAMES = { rakefile: "ruby", gemfile: "ruby", ".bashrc": "bash", ".bash_profile": "bash", ".zshrc": "bash", ".profile": "bash" };
function languageOfPath(path) {
  const name = (path.split("/").pop() ?? "").toLowerCase();
  const byName = FILE_NAMES[name];
  if (byName) return byName;
  const dot = name.lastIndexOf(".");
  return dot > 0 ? EXTENSIONS[name.slice(dot + 1)] : void 0;
}
function languageOfShebang(text) {
  const first = /^#!\s*(\S+)(?:\s+(?:-\S+\s+)*(\S+))?/.exec(text);
  if (!first) return void 0;
  const program = (first[1].endsWith("/env") ? first[2] ?? "" : first[1]).split("/").pop() ?? "";
  const base = program.replace(/[\d.]+$/, "");
  const known = { python: "python", node: "javascript", bash: "bash", sh: "bash", zsh: "bash", dash: "bash", ruby: "ruby", php: "php", pwsh: "powershell" };
  return known[base];
}
var TOOL_LANGUAGES = /* @__PURE__ */ new Set(["bash", "ruby", "php", "go"]);
var INSTALL = {
  python: "install Python 3 (`python3` on PATH), or set the check's `python` or CRITIC_GATE_PYTHON to an interpreter",
  bash: "install bash",
  ruby: "install Ruby (`ruby` on PATH)",
  php: "install PHP (`php` on PATH)",
  go: "install Go (`gofmt` on PATH)"
};
function parsedOutOfProcess(language) {
  const name = language === void 0 ? void 0 : canonicalLanguage(language);
  return name === "python" || name !== void 0 && TOOL_LANGUAGES.has(name);
}
var PHP_OPEN = "<?php ";
var hasPhpTag = (text) => /<\?(?:php\b|=)/i.test(text);
async function approximate(text, language, name, fallback, options) {
  if (options.exact) return { ok: false, language, noExact: `no exact parser for ${language} here${fallback ? ` (${fallback})` : ""}: ${INSTALL[language] ?? "there is none for this language"}` };
  const { parseWithGrammar } = await import("./syntax-tree-sitter-CWDYS7JB.js");
  return withLanguage(await parseWithGrammar(text, name), language, true, fallback);
}
function withLanguage(report, language, approx, fallback) {
  return { ...report, language, approximate: approx, ...fallback ? { fallback } : {} };
}
async function decide(text, name, options) {
  switch (name) {
    case "json": {
      const parsed = parseJson(text);
      return parsed.ok ? { ok: true, language: name, parser: "json", approximate: false } : { ok: false, language: name, parser: "json", approximate: false, line: parsed.line, column: parsed.column, message: parsed.message };
    }
    case "yaml": {
      const { firstYamlError } = await import("./yaml-HFA4274K.js");
      const problem = firstYamlError(text);
      return problem ? { ok: false, language: name, parser: "yaml", approximate: false, ...problem, message: problem.message.split("\n")[0] } : { ok: true, language: name, parser: "yaml", approximate: false };
    }
    case "javascript": {
      const { parseJavaScript } = await import("./syntax-js-IBM75F3C.js");
      const goal = options.extension === "mjs" ? "module" : options.extension === "cjs" ? "script" : "either";
      return withLanguage(await parseJavaScript(text, goal), name, false);
    }
    case "typescript":
    case "tsx": {
      const { parseTypeScript } = await import("./syntax-js-IBM75F3C.js");
      return withLanguage(await parseTypeScript(text, name === "tsx"), name, false);
    }
    case "python": {
      const { parsePython, pythonProgram, PythonUnavailable } = await import("./syntax-python-DNM4BLWM.js");
      const program = pythonProgram(options.python);
      try {
        return withLanguage(await parsePython(text, program), name, false);
      } catch (e) {
        if (!(e instanceof PythonUnavailable)) throw e;
        return approximate(text, name, "python", e.message, options);
      }
    }
    case "c-header": {
      if (options.exact) return approximate(text, name, "c", void 0, options);
      const { parseWithGrammar } = await import("./syntax-tree-sitter-CWDYS7JB.js");
      const asC = await parseWithGrammar(text, "c");
      if (asC.ok) return withLanguage(asC, "c", true);
      const asCpp = await parseWithGrammar(text, "cpp");
      return asCpp.ok ? withLanguage(asCpp, "cpp", true) : withLanguage(asC, "c", true);
    }
  }
  if (TOOL_LANGUAGES.has(name)) {
    const { parseWithTool, ToolUnavailable } = await import("./syntax-tools-O2HQMWHX.js");
    const prefixed = name === "php" && !hasPhpTag(text);
    try {
      const report = await parseWithTool(prefixed ? PHP_OPEN + text : text, name);
      return withLanguage(report, name, false);
    } catch (e) {
      if (!(e instanceof ToolUnavailable)) throw e;
      return approximate(text, name, name, e.message, options);
    }
  }
  if (isGrammar(name)) return approximate(text, name, name, void 0, options);
  return { ok: false, language: name, unsupported: true };
}
var CACHE_CHARS = 64 * 1024 * 1024;
var cache = /* @__PURE__ */ new Map();
var cachedChars = 0;
function parseCode(text, language, options = {}) {
  const name = canonicalLanguage(language);
  if (name === void 0) return Promise.resolve({ ok: false, language, unsupported: true });
  const key = `${name}\0${options.extension ?? ""}\0${options.python ?? ""}\0${options.exact ? 1 : 0}\0${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (cachedChars + text.length > CACHE_CHARS) {
    cache.clear();
    cachedChars = 0;
  }
  const report = decide(text, name, options);
  cache.set(key, report);
  cachedChars += text.length;
  report.catch(() => cache.delete(key));
  return report;
}
function parserNote(report) {
  if (!report.approximate) return report.parser;
  return `approximate (${report.parser}${report.fallback ? `; ${report.fallback}` : ""})`;
}
async function spansInsideLiterals(text, language, spans) {
  const canonical = canonicalLanguage(language);
  const name = canonical === "c-header" ? "cpp" : canonical;
  if (name === void 0 || !isGrammar(name)) return spans.map(() => false);
  const { spansInsideLiterals: inside } = await import("./syntax-tree-sitter-CWDYS7JB.js");
  return inside(text, name, spans);
}

export {
  SUPPORTED_LANGUAGES,
  canonicalLanguage,
  languageOfPath,
  languageOfShebang,
  parsedOutOfProcess,
  parseCode,
  parserNote,
  spansInsideLiterals
};
