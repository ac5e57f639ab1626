import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);

// src/subject/syntax-grammars.ts
var vscode = (name) => ({ file: `tree-sitter-${name}.wasm`, specifier: `@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm` });
var GRAMMARS = {
  bash: vscode("bash"),
  c: { file: "tree-sitter-c.wasm", specifier: "tree-sitter-c/tree-sitter-c.wasm" },
  cpp: vscode("cpp"),
  csharp: vscode("c-sharp"),
  css: vscode("css"),
  go: vscode("go"),
  java: vscode("java"),
  javascript: vscode("javascript"),
  php: vscode("php"),
  powershell: vscode("powershell"),
  python: vscode("python"),
  ruby: vscode("ruby"),
  rust: vscode("rust"),
  tsx: vscode("tsx"),
  typescript: vscode("typescript")
};
var RUNTIME_WASM = { file: "web-tree-sitter.wasm", specifier: "web-tree-sitter/web-tree-sitter.wasm" };
var isGrammar = (name) => Object.hasOwn(GRAMMARS, name);

export {
  GRAMMARS,
  RUNTIME_WASM,
  isGrammar
};
