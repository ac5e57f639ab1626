/**
 * The syntax check's part of the known-clean cache (known-clean.ts): a file that parsed whole, with
 * nothing to warn about, is kept under its text and everything else its verdict depends on, and the
 * next run hands back the same verdict without parsing it.
 *
 * The key names the parser that would decide before anything is parsed (the oxc-parser version; the
 * Python interpreter's exact version and the project's declared Python), with the file's language,
 * what its path says (extension, `.d.ts`) and the check's options. A key is put only when the fresh
 * verdict is exactly the one a hit hands back: whatever else decided that file (a fallback parser,
 * an interpreter older than the project declares) leaves nothing in the cache.
 */
import type { SelectedFile } from '../define.js';
import { knownCleanKeyOfDigest, textDigest, type KnownClean } from '../known-clean.js';
import { parsedWholeVerdictOf, parseOptions, textFacts, type FileOptions, type FileVerdict, type TextFacts } from './file.js';
import { languageOfPath, parserIdentity, type ParserIdentity } from '../../syntax/parse-code.js';

/** Bumped when what the syntax check calls a clean file changes with the same parser. */
const SYNTAX_CLEAN_VERSION = '1';

/** A file's key and the verdict a hit stands for. */
export interface SyntaxClean {
  key: string;
  verdict: FileVerdict;
}

/** The key and the verdict of a clean parse of `f`, or undefined where no such verdict is kept. */
export function syntaxClean(f: SelectedFile, options: FileOptions): Promise<SyntaxClean | undefined> {
  return syntaxCleanOf(textFacts(f), textDigest(f.text), options);
}

/**
 * syntaxClean of a text known by its facts and digest (textDigest), as the blob index knows a file
 * it has not read (KnownClean.textOfBlob): the same key and verdict as for the text itself.
 */
export async function syntaxCleanOf(f: TextFacts, digest: string, options: FileOptions): Promise<SyntaxClean | undefined> {
  const parts = syntaxCleanParts(f, options);
  if (parts === undefined) return undefined;
  const parser = await parts.parser;
  return parser === undefined ? undefined : parts.clean(digest, parser);
}

/** The parser a file's key names, and its key and verdict once that parser is known. */
export interface SyntaxCleanParts {
  /** The parser that would decide (its identity is asked once per parser and setting, not per file). */
  parser: Promise<ParserIdentity | undefined>;
  clean(digest: string, parser: ParserIdentity): SyntaxClean | undefined;
}

/**
 * syntaxCleanOf in two steps: what needs no wait, then the key once the parser is known. A run
 * that looks up thousands of files awaits their few parsers together, not one per file.
 * Undefined where the file's language is unknown.
 */
export function syntaxCleanParts(f: TextFacts, options: FileOptions): SyntaxCleanParts | undefined {
  const byName = languageOfPath(f.path);
  const language = options.language ?? byName ?? f.shebang();
  if (language === undefined) return undefined;
  const parse = parseOptions(options, f.path);
  const clean = (digest: string, parser: ParserIdentity): SyntaxClean | undefined => {
    const verdict = parsedWholeVerdictOf(f, options, parser.note);
    if (verdict === undefined) return undefined;
    const requires = options.pythonRequires;
    const key = knownCleanKeyOfDigest(
      'syntax',
      SYNTAX_CLEAN_VERSION,
      {
        language,
        named: options.language ?? null,
        byName: byName ?? null,
        extension: parse.extension ?? null,
        declaration: parse.declaration === true,
        mustCheck: options.mustCheck,
        emptyFails: options.emptyFails,
        exact: options.exact === true,
        python: options.python ?? null,
        requires: requires === undefined ? null : [requires.pinned, requires.minimum, requires.declared],
        parser: parser.build,
        note: parser.note,
      },
      digest,
    );
    return { key, verdict };
  };
  return { parser: parserIdentity(language, parse), clean };
}

const same = (a: FileVerdict, b: FileVerdict): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * `judge(f)`'s verdict, or the one kept for `f`'s bytes: a hit is never parsed; a fresh verdict that
 * is exactly the clean one is kept for the next run.
 */
export async function judgedWithKnownClean(
  known: KnownClean | undefined,
  f: SelectedFile,
  options: FileOptions,
  judge: () => Promise<FileVerdict>,
): Promise<FileVerdict> {
  const clean = known === undefined ? undefined : await syntaxClean(f, options);
  if (clean === undefined || known === undefined) return judge();
  if ((await known.cleanSet()).has(clean.key)) return clean.verdict;
  const verdict = await judge();
  if (same(verdict, clean.verdict)) known.put(clean.key);
  return verdict;
}
