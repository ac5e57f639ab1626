import { LineCounter, parseDocument, type Document } from 'yaml';
import { parseJson } from '../syntax/json.js';
import { ConfigError, type ConfigProblem } from './errors.js';
import { describeConfigIssues } from './describe.js';
import { yamlLocator, type Locator } from './locate.js';
import { ConfigSchema, type Config } from './schema.js';
import { errorMessage } from '../errors/message.js';
import { parsedWithCodeCache } from '../checks/pattern.js';

const isJsonPath = (path: string): boolean => /\.json$/i.test(path);

const byPosition = (a: ConfigProblem, b: ConfigProblem): number =>
  (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0);

/** The key written at an offset, as written (`"version"` or `version`), for a duplicate-key message. */
const keyAt = (text: string, offset: number): string => {
  const m = /^(?:"(?:[^"\\]|\\.)*"|'[^']*'|[^:\s,{}[\]]+)/.exec(text.slice(offset));
  return m ? (m[0].startsWith('"') || m[0].startsWith("'") ? m[0] : `"${m[0]}"`) : '';
};

interface Loaded {
  data: unknown;
  locate: Locator;
}

/** Reads the text as YAML (JSON being YAML too), keeping where each value is written. */
function load(text: string, file: string): Loaded {
  const json = isJsonPath(file);
  if (json) {
    // JSON's own parser gives the error a JSON author expects.
    const parsed = parseJson(text);
    if (!parsed.ok) throw new ConfigError([{ file, line: parsed.line, column: parsed.column, message: `invalid JSON: ${parsed.message}` }]);
  }
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const locate = yamlLocator(doc, lineCounter);
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  // A repeated key is an error in both formats: which of the two values was meant is a guess.
  const errors = json ? doc.errors.filter((e) => e.code === 'DUPLICATE_KEY') : doc.errors;
  if (errors.length > 0) {
    throw new ConfigError(
      errors.map((e) => ({
        file,
        ...at(e.pos[0]),
        message: e.code === 'DUPLICATE_KEY' ? `duplicate key ${keyAt(text, e.pos[0])}` : `invalid ${json ? 'JSON' : 'YAML'}: ${e.message}`,
      })),
    );
  }
  if (json && doc.errors.length > 0) {
    // Valid JSON the YAML parser disagrees with: use the JSON value, without positions.
    return { data: JSON.parse(text) as unknown, locate: () => undefined };
  }
  try {
    return { data: doc.toJS({ maxAliasCount: 100 }), locate };
  } catch (e) {
    throw new ConfigError([{ file, message: `invalid YAML: ${errorMessage(e)}` }]);
  }
}

/**
 * Parses and validates an assertions file (spec §4). Pure: the caller reads the text, from the
 * base commit or from disk. Throws ConfigError listing every problem with file, line, column and field.
 * `codeCacheDir`: the run's cache directory, where RE2's compiled code is kept should a pattern load it.
 */
export function parseConfig(text: string, file: string, codeCacheDir?: string): Config {
  return parseConfigLocated(text, file, codeCacheDir).config;
}

/** As parseConfig, with a way back from a field of the config to where it is written. */
export function parseConfigLocated(text: string, file: string, codeCacheDir?: string): { config: Config; locate: Locator } {
  // Editors on Windows like to save a byte-order mark; it says nothing about the config.
  const { data, locate } = load(text.replace(/^\uFEFF/, ''), file);
  if (data === null || data === undefined) {
    throw new ConfigError([{ file, message: 'the file is empty; it needs at least `version: 1`' }]);
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ConfigError([
      {
        file,
        ...locate([]),
        message: `expected a mapping of fields (version, gate, assertions, …), got ${Array.isArray(data) ? 'a list' : `a ${typeof data}`}`,
      },
    ]);
  }
  // jitless: zod would compile a fast path with `new Function` for this one parse, which costs more than it saves.
  const result = parsedWithCodeCache(codeCacheDir, () => ConfigSchema.safeParse(data, { jitless: true }));
  if (result.success) return { config: result.data, locate };
  throw new ConfigError(describeConfigIssues(result.error, data, file, locate).sort(byPosition));
}
