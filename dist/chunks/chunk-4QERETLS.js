import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  SUPPORTED_LANGUAGES,
  languageOfPath,
  languageOfShebang,
  parseCode,
  parserNote,
  spansInsideLiterals
} from "./chunk-PJDAA2KM.js";
import {
  at,
  fail,
  lineText
} from "./chunk-IRQK3D7Y.js";

// src/subject/fences.ts
var OPENING = /^([ \t]*)(`{3,}|~{3,})(.*)$/;
function tagOf(info) {
  const m = /^[{.\s]*([\w#+-]+)/.exec(info.trim());
  return m ? m[1].toLowerCase() : "";
}
function fencedBlocks(text) {
  const lines = text.split(/\r?\n/);
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]);
    if (!open) continue;
    const indent = open[1].length;
    const fence = open[2];
    const info = open[3];
    if (fence[0] === "`" && info.includes("`")) continue;
    const closing = new RegExp(`^[ \\t]*${fence[0] === "`" ? "`" : "~"}{${fence.length},}[ \\t]*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end])) end++;
    const content = lines.slice(i + 1, end);
    const removedIndent = content.map((l) => Math.min(indent, /^ */.exec(l)[0].length));
    blocks.push({
      tag: tagOf(info),
      openLine: i + 1,
      closeLine: end < lines.length ? end + 1 : void 0,
      firstLine: i + 2,
      body: content.map((l, k) => l.slice(removedIndent[k])).join("\n"),
      removedIndent
    });
    i = end;
  }
  return blocks;
}

// src/checks/syntax-file.ts
function parseOptions(options, path) {
  const name = path?.split("/").pop() ?? "";
  const dot = name.lastIndexOf(".");
  return { python: options.python, exact: options.exact, extension: dot > 0 ? name.slice(dot + 1).toLowerCase() : void 0 };
}
var TEXT_TAGS = /* @__PURE__ */ new Set(["text", "txt", "plain", "plaintext", "output", "console", "terminal", "log", "none", "markdown", "md", "diff", "patch"]);
var supported = SUPPORTED_LANGUAGES.join(", ");
function lineCount(text) {
  let n = 0;
  for (let at2 = text.indexOf("\n"); at2 >= 0; at2 = text.indexOf("\n", at2 + 1)) n++;
  return text === "" || text.endsWith("\n") ? n : n + 1;
}
function syntaxFailure(f, report, line, column, detail, message) {
  return {
    kind: "failed",
    outcome: fail(
      `${at(f.path, line)}:${column}: ${report.message} (${detail}; ${parserNote(report)})`,
      message ?? `Fix the ${report.language} syntax at ${at(f.path, line)}: ${report.message}`,
      { path: f.path, line, quote: lineText(f.text, line) }
    )
  };
}
function noExactFailure(f, where, report, message) {
  return { kind: "failed", outcome: fail(`${where}: not checked: ${report.noExact}`, message ?? `For an exact ${report.language} verdict, ${report.noExact.split(": ").pop()}`) };
}
function wholeFailure(f, report, note, message) {
  if ("noExact" in report) return noExactFailure(f, f.path, report, message);
  if ("unsupported" in report) {
    return {
      kind: "failed",
      outcome: fail(
        `${f.path}: no parser for language "${report.language}" (supported: ${supported})`,
        message ?? `Use a supported language (${supported}), or fence the code in blocks that name one`
      )
    };
  }
  return syntaxFailure(f, report, report.line, report.column, `${report.language}${note}`, message);
}
function summarise(languages) {
  const counts = /* @__PURE__ */ new Map();
  for (const l of languages) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].map(([l, n]) => n > 1 ? `${l} \xD7${n}` : l).join(", ");
}
async function checkBlocks(f, blocks, fallback, options) {
  const message = options.message;
  const parsed = [];
  const parsers = /* @__PURE__ */ new Set();
  let textBlocks = 0;
  for (const b of blocks) {
    const opened = at(f.path, b.openLine);
    if (b.closeLine === void 0) {
      return { kind: "failed", outcome: fail(`${opened}: fenced block is never closed (the output may be cut off)`, message ?? `Close the fenced block opened at ${opened}`, { path: f.path, line: b.openLine, quote: lineText(f.text, b.openLine) }) };
    }
    if (TEXT_TAGS.has(b.tag) || b.body.trim() === "") {
      textBlocks++;
      continue;
    }
    let language = b.tag || fallback;
    if (language === void 0) {
      const detected = await detect(b.body, options);
      if (detected.kind !== "detected") {
        return {
          kind: "failed",
          outcome: fail(`${opened}: fenced block names no language, and ${undecided(detected)}`, message ?? "Name the language after the opening fence (```python) or set schema.language", {
            path: f.path,
            line: b.openLine,
            quote: lineText(f.text, b.openLine)
          })
        };
      }
      language = detected.language;
    }
    const report = await parseCode(b.body, language, parseOptions(options));
    if ("noExact" in report) return noExactFailure(f, opened, report, message);
    if ("unsupported" in report) {
      return {
        kind: "failed",
        outcome: fail(`${opened}: fenced block in "${language}": no parser for that language (supported: ${supported})`, message ?? `Give the block at ${opened} code in a supported language (${supported})`, {
          path: f.path,
          line: b.openLine,
          quote: lineText(f.text, b.openLine)
        })
      };
    }
    if (!report.ok) {
      const line = b.firstLine + report.line - 1;
      const column = report.column + (b.removedIndent[report.line - 1] ?? 0);
      return syntaxFailure(f, report, line, column, `${report.language}, fenced block at ${opened}`, message);
    }
    parsed.push(report.language);
    parsers.add(parserNote(report));
  }
  if (parsed.length === 0) {
    return {
      kind: "failed",
      outcome: fail(`${f.path}: no fenced block holds code (${textBlocks} text or empty block(s) only)`, message ?? "Fence the code in a block that names its language (```python)")
    };
  }
  const text = textBlocks > 0 ? `; ${textBlocks} text or empty block(s) not parsed` : "";
  return { kind: "parsed", evidence: `${f.path}: ${parsed.length} fenced block(s) parse (${summarise(parsed)}; ${[...parsers].join(", ")})${text}`, languages: parsed };
}
async function checkFile(f, options) {
  if (options.emptyFails && f.text.trim() === "") {
    return { kind: "failed", outcome: fail(`${f.path}: empty, no code to parse`, options.message ?? "Produce the code") };
  }
  const byName = languageOfPath(f.path);
  const inferred = options.language === void 0 ? byName ?? languageOfShebang(f.text) : void 0;
  const language = options.language ?? inferred;
  if (language === void 0) {
    if (!options.mustCheck) return { kind: "skipped" };
    const blocks2 = fencedBlocks(f.text);
    if (blocks2.length > 0) return checkBlocks(f, blocks2, void 0, options);
    const detected = await detect(f.text, options);
    if (detected.kind !== "detected") {
      return {
        kind: "failed",
        outcome: fail(`${f.path}: no language given, and ${undecided(detected)}`, options.message ?? "Set schema.language (or the check's `language`), or fence the code with its language (```python \u2026 ```)")
      };
    }
    const report = await parseCode(f.text, detected.language, parseOptions(options));
    if (!report.ok) return wholeFailure(f, report, `, detected ${detected.language}`, options.message);
    return parsedWhole(f, report, `detected ${detected.language} (${detected.how}); `);
  }
  const whole = await parseCode(f.text, language, parseOptions(options, f.path));
  if (whole.ok) return parsedWhole(f, whole, "");
  if (inferred !== void 0 || byName !== void 0) return wholeFailure(f, whole, "", options.message);
  const blocks = fencedBlocks(f.text);
  if (blocks.length === 0) return wholeFailure(f, whole, "", options.message);
  if ("noExact" in whole) return wholeFailure(f, whole, "", options.message);
  if (!("unsupported" in whole)) {
    const lastLine = lineCount(f.text);
    const inside = await spansInsideLiterals(f.text, language, blocks.map((b) => ({ first: b.openLine, last: b.closeLine ?? lastLine })));
    if (inside.some(Boolean)) return wholeFailure(f, whole, "; its fenced blocks sit inside strings or comments, so it is judged as code", options.message);
  }
  return checkBlocks(f, blocks, language, options);
}
function parsedWhole(f, report, detected) {
  const n = lineCount(f.text);
  return { kind: "parsed", evidence: `${f.path}: ${detected}parses as ${report.language} (${n} line${n === 1 ? "" : "s"}; ${parserNote(report)})`, languages: [report.language] };
}
async function detect(text, options) {
  const { detectLanguage } = await import("./syntax-detect-IO5373KS.js");
  return detectLanguage(text, { python: options.python });
}
function undecided(d) {
  if (d.kind === "ambiguous") return `it is ambiguous: it parses as ${d.languages.join(" and ")} alike`;
  return `no parser tried accepts it (${d.tried.map((t) => `${t.language}: ${t.why}`).join("; ")})`;
}

export {
  checkFile
};
