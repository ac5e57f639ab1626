/**
 * Vue single-file components, decided by Vue's own SFC compiler (`@vue/compiler-sfc`): the
 * descriptor's errors (the block structure, and the template's syntax and its expressions), then
 * each `<script>` / `<script setup>` block by this project's JavaScript or TypeScript parser,
 * chosen by its `lang`, with lines and columns mapped back to the .vue file. Loaded only when a
 * .vue file is checked: the compiler is a large part of the bundle.
 */
import { parse, version, type SFCScriptBlock } from '@vue/compiler-sfc';
import { parseJavaScript, parseTypeScript } from './javascript.js';
import type { ExactReport } from './types.js';

export const VUE_PARSER = `vue compiler-sfc ${version}`;

/**
 * What a `<script>` block's `lang` names; undefined for a language this project does not parse
 * (coffee). `codeCacheDir`: where a parser loaded for it keeps its compiled code.
 */
function scriptParser(lang: string | undefined, codeCacheDir: string | undefined): ((text: string) => Promise<ExactReport>) | undefined {
  switch ((lang ?? 'js').toLowerCase()) {
    case 'js':
    case 'jsx':
      // An SFC's script is an ES module (so its TypeScript is read as one, as .mts), which acorn-jsx reads JSX in as well.
      return (text) => parseJavaScript(text, 'module');
    case 'ts':
      return (text) => parseTypeScript(text, { jsx: false, extension: 'mts' }, codeCacheDir);
    case 'tsx':
      return (text) => parseTypeScript(text, { jsx: true, extension: 'mts' }, codeCacheDir);
    default:
      return undefined;
  }
}

/** A place of the block's content, as a place of the .vue file: its first line starts where the opening tag ends. */
function inFile(block: SFCScriptBlock, line: number, column: number): { line: number; column: number } {
  const start = block.loc.start;
  return { line: start.line + line - 1, column: line === 1 ? start.column + column - 1 : column };
}

/** The first error of the component, or ok. `parser` names the compiler, and the script's parser where one decided. */
export async function parseVue(text: string, codeCacheDir: string | undefined): Promise<ExactReport> {
  const { descriptor, errors } = parse(text, { filename: 'component.vue', sourceMap: false, ignoreEmpty: true });
  const first = errors[0];
  if (first !== undefined) {
    // A CompilerError carries its place; a plain SyntaxError (from a script the descriptor reads) may not.
    const start = 'loc' in first && first.loc ? first.loc.start : undefined;
    return { ok: false, parser: VUE_PARSER, line: start?.line ?? 1, column: start?.column ?? 1, message: first.message };
  }
  const parsers: string[] = [];
  for (const block of [descriptor.script, descriptor.scriptSetup]) {
    if (block === null) continue;
    const parseScript = scriptParser(block.lang, codeCacheDir);
    if (parseScript === undefined) {
      parsers.push(`<script lang="${block.lang}"> not checked, no parser for it`);
      continue;
    }
    const report = await parseScript(block.content);
    parsers.push(report.parser);
    if (!report.ok) {
      const where = inFile(block, report.line, report.column);
      const tag = block.setup ? '<script setup>' : '<script>';
      return { ok: false, parser: `${VUE_PARSER}, ${report.parser}`, ...where, message: `${report.message} (in ${tag})` };
    }
  }
  return { ok: true, parser: [VUE_PARSER, ...new Set(parsers)].join(', ') };
}
