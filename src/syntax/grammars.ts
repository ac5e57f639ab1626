/** The tree-sitter grammars (wasm) the approximate parser loads; constants only, so importing them loads no parser. */
/** A wasm file the parser needs: its name under dist/grammars/ and where it lives in node_modules. */
export interface WasmFile {
  file: string;
  specifier: string;
}

const vscode = (name: string): WasmFile => ({
  file: `tree-sitter-${name}.wasm`,
  specifier: `@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm`,
});

/** The tree-sitter grammar of each language, by canonical name. scripts/grammars.mjs writes the same files into dist, compressed. */
export const GRAMMARS = {
  bash: vscode('bash'),
  c: { file: 'tree-sitter-c.wasm', specifier: 'tree-sitter-c/tree-sitter-c.wasm' },
  cpp: vscode('cpp'),
  csharp: vscode('c-sharp'),
  css: vscode('css'),
  go: vscode('go'),
  java: vscode('java'),
  javascript: vscode('javascript'),
  php: vscode('php'),
  powershell: vscode('powershell'),
  python: vscode('python'),
  ruby: vscode('ruby'),
  rust: vscode('rust'),
  tsx: vscode('tsx'),
  typescript: vscode('typescript'),
} as const satisfies Record<string, WasmFile>;

/** web-tree-sitter's own runtime, which Parser.init must be able to find inside the bundle too. */
export const RUNTIME_WASM: WasmFile = { file: 'web-tree-sitter.wasm', specifier: 'web-tree-sitter/web-tree-sitter.wasm' };

export type GrammarName = keyof typeof GRAMMARS;
export const isGrammar = (name: string): name is GrammarName => Object.hasOwn(GRAMMARS, name);
