// The wasm files the tree-sitter parser loads at run time, as [source path relative to the
// repository root, file name under dist/grammars/]. scripts/build.mjs copies them next to the
// bundles; src/subject/syntax.ts looks for them there first and falls back to node_modules.
// Keep in step with GRAMMARS and RUNTIME_WASM in src/subject/syntax.ts (a test compares them).
const vscode = (name) => [`node_modules/@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm`, `tree-sitter-${name}.wasm`];

export const GRAMMAR_FILES = [
  ['node_modules/web-tree-sitter/web-tree-sitter.wasm', 'web-tree-sitter.wasm'],
  ['node_modules/tree-sitter-c/tree-sitter-c.wasm', 'tree-sitter-c.wasm'],
  ...['bash', 'cpp', 'c-sharp', 'css', 'go', 'java', 'javascript', 'php', 'powershell', 'python', 'ruby', 'rust', 'tsx', 'typescript'].map(vscode),
];
