/**
 * JSON with comments (JSONC): the dialect TypeScript, VS Code and their peers read their
 * configuration in — `//` and `/* *\/` comments and trailing commas allowed. Such a file judged as
 * strict JSON fails on honest work (a `tsconfig.json` with a trailing comma), so the files whose
 * tool reads them as JSONC are known by name here, and judged by Microsoft's own JSONC parser
 * (`jsonc-parser`, the one VS Code uses).
 */
import picomatch from 'picomatch';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { GLOB_OPTIONS } from '../subject/glob-bound.js';
import { lineAndColumn, parseJson, type JsonParse } from './json.js';

/**
 * Paths whose tools read them as JSONC, by name and by their tool's convention. Matched on the
 * whole path (`**\/` at the front), so each holds wherever the project keeps it.
 */
export const JSONC_GLOBS: readonly string[] = [
  '**/*.jsonc',
  // TypeScript: tsconfig.json, tsconfig.build.json, jsconfig.json and their siblings.
  '**/tsconfig.json',
  '**/tsconfig.*.json',
  '**/tsconfig-*.json',
  '**/jsconfig.json',
  '**/jsconfig.*.json',
  // VS Code: settings, launch, tasks, extensions, snippets; workspaces; language configurations.
  '**/.vscode/*.json',
  '**/*.code-workspace',
  '**/*.code-snippets',
  '**/language-configuration.json',
  // Dev containers.
  '**/devcontainer.json',
  '**/.devcontainer.json',
  '**/.devcontainer/**/*.json',
  // Linters, formatters and compilers that document comments in their JSON configuration.
  '**/.eslintrc.json',
  '**/.eslintrc',
  '**/.jshintrc',
  '**/.babelrc',
  '**/.babelrc.json',
  '**/babel.config.json',
  '**/.swcrc',
  '**/.oxlintrc.json',
  '**/biome.json',
  '**/deno.json',
  '**/tslint.json',
  '**/typedoc.json',
  '**/api-extractor.json',
  '**/.markdownlint.json',
  '**/.markdownlintrc',
  '**/cspell.json',
  '**/.cspell.json',
  '**/turbo.json',
  '**/nx.json',
  '**/project.json',
  '**/.luaurc',
  '**/.luarc.json',
];

let conventional: ((path: string) => boolean) | undefined;

/**
 * Which paths are read as JSONC: those of JSONC_GLOBS by their tool's convention, and those the
 * config names (`jsonc: [globs]` on the check).
 */
export function jsoncMatcher(extra: readonly string[] = []): (path: string) => boolean {
  conventional ??= picomatch([...JSONC_GLOBS], GLOB_OPTIONS);
  const named = extra.length > 0 ? picomatch([...extra], GLOB_OPTIONS) : undefined;
  const byConvention = conventional;
  return (path) => byConvention(path) || (named?.(path) ?? false);
}

/** `CommaExpected` → `comma expected`. */
const words = (code: string): string =>
  code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\beof\b/, 'end of input');

/** JSONC: comments and trailing commas allowed, anything else as strict as JSON. The first error with its line and column. */
export function parseJsonc(text: string): JsonParse {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) return { ok: true, value };
  return { ok: false, message: words(printParseErrorCode(first.error)), ...lineAndColumn(text, first.offset) };
}

/** What a JSON-reading check parses a file as: JSONC where its tool reads JSONC, strict JSON elsewhere. */
export function parseJsonFile(text: string, jsonc: boolean): JsonParse & { dialect: 'JSON' | 'JSONC' } {
  return jsonc ? { ...parseJsonc(text), dialect: 'JSONC' } : { ...parseJson(text), dialect: 'JSON' };
}
