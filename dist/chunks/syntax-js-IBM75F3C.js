import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import "./chunk-NHBQDVUQ.js";

// src/subject/syntax-js.ts
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
var acornReady;
function acorn() {
  acornReady ??= Promise.all([import("./acorn-WOI3RCHU.js"), import("./acorn-jsx-RQFHGIX7.js")]).then(([a, jsxModule]) => {
    const jsx = jsxModule.default;
    const parser = a.Parser.extend(jsx());
    return {
      name: `acorn ${a.version}`,
      parse: (text, goal) => {
        parser.parse(text, { ecmaVersion: "latest", sourceType: goal, allowHashBang: true, locations: false });
      }
    };
  });
  return acornReady;
}
function acornFailure(e, parser) {
  if (!(e instanceof SyntaxError)) throw e;
  const loc = e.loc;
  const message = e.message.replace(/\s*\(\d+:\d+\)$/, "");
  return { ok: false, parser, line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1, message };
}
async function parseJavaScript(text, goal) {
  const { parse, name } = await acorn();
  const first = goal === "script" ? "script" : "module";
  try {
    parse(text, first);
    return { ok: true, parser: name };
  } catch (e) {
    const failure = acornFailure(e, name);
    if (goal !== "either") return failure;
    try {
      parse(text, "script");
      return { ok: true, parser: name };
    } catch {
      return failure;
    }
  }
}
var tsReady;
function typescript() {
  const globals = globalThis;
  globals.__filename ??= fileURLToPath(import.meta.url);
  globals.__dirname ??= dirname(globals.__filename);
  tsReady ??= import("./typescript-6BN4ELPF.js").then((m) => "default" in m ? m.default : m);
  return tsReady;
}
async function parseTypeScript(text, jsx) {
  const ts = await typescript();
  const parser = `typescript ${ts.versionMajorMinor}`;
  const file = ts.createSourceFile(jsx ? "input.tsx" : "input.ts", text, ts.ScriptTarget.Latest, false, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const diagnostics = file.parseDiagnostics;
  const first = diagnostics[0];
  if (first === void 0) return { ok: true, parser };
  const at = file.getLineAndCharacterOfPosition(first.start ?? 0);
  const message = typeof first.messageText === "string" ? first.messageText : first.messageText.messageText;
  return { ok: false, parser, line: at.line + 1, column: at.character + 1, message };
}
export {
  parseJavaScript,
  parseTypeScript
};
