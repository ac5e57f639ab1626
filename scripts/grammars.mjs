// The wasm files the tree-sitter parser loads at run time, as [source path relative to the
// repository root, file name under dist/grammars/]. scripts/build.mjs writes them next to the
// bundles (writeGrammars); src/syntax/tree-sitter.ts looks for them there first and
// falls back to node_modules.
// Keep in step with GRAMMARS and RUNTIME_WASM in src/syntax/parse-code.ts (a test compares them).
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const vscode = (name) => [`node_modules/@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm`, `tree-sitter-${name}.wasm`];

export const RUNTIME_FILE = 'web-tree-sitter.wasm';

export const GRAMMAR_FILES = [
  ['node_modules/web-tree-sitter/web-tree-sitter.wasm', RUNTIME_FILE],
  ['node_modules/tree-sitter-c/tree-sitter-c.wasm', 'tree-sitter-c.wasm'],
  ...['bash', 'cpp', 'c-sharp', 'css', 'go', 'java', 'javascript', 'php', 'powershell', 'python', 'ruby', 'rust', 'tsx', 'typescript'].map(
    vscode,
  ),
];

const brotli = promisify(brotliCompress);

/**
 * Puts every wasm file into `dir` (a bundle's grammars/) as the loader reads it there: the
 * grammars brotli-compressed as NAME.wasm.br, which takes them from 21 MB to 1.5 MB of the
 * install (their parse tables compress about 15 to 1); the runtime as it is, since Emscripten
 * locates it by path and it is only 0.2 MB. Fixed parameters, so the output is deterministic
 * for a given brotli; quality 9 is within a tenth of 11's size at a thirtieth of its time.
 */
export async function writeGrammars(dir, root = '.') {
  for (const [from, to] of GRAMMAR_FILES) {
    const source = `${root}/${from}`;
    if (to === RUNTIME_FILE) {
      await copyFile(source, `${dir}/${to}`);
      continue;
    }
    const bytes = await readFile(source);
    const packed = await brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_LGWIN]: 22,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    await writeFile(`${dir}/${to}.br`, packed);
  }
}
