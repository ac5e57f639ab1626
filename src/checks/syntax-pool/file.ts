import type { Finding } from '../../contract/location.js';
import { misconfiguredOnRunner, type CheckOutcome } from '../../contract/outcome.js';
import type { SelectedFile } from '../define.js';
import { at } from '../evidence-text.js';
import { fencedBlocks, type FencedBlock } from '../../syntax/fences.js';
import {
  canonicalLanguage,
  languageOfPath,
  languageOfShebang,
  parseCode,
  parserNote,
  spansInsideLiterals,
  SUPPORTED_LANGUAGES,
  type ParseOptions,
  type SyntaxReport,
} from '../../syntax/parse-code.js';
import type { Detection } from '../../syntax/detect.js';
import type { PythonRequirement } from '../../syntax/python-version.js';
import { templateOf } from '../../syntax/template-markers.js';
import { lineCount, lineText } from '../../subject/text.js';

/** What the syntax check found in one file. */
export type FileVerdict =
  /**
   * Parsed, or refused only by an approximate parser: its errors are `warnings`, each a place and
   * the parser's message, which never fail the gate on their own (spec §7).
   */
  | { kind: 'parsed'; evidence: string; languages: string[]; warnings?: Finding[]; warningFix?: string }
  /** Where the file fails and the parser's message (spec §13: one finding per failing file), and how to fix it. */
  | { kind: 'failed'; finding: Finding; fix: string }
  /** The file could not be judged for a reason of the setup, not of the file (spec §5: exit 4). */
  | { kind: 'not-judged'; outcome: CheckOutcome }
  /** Not checked: no language known (`template` unset), or a data file that is a template (`template` says why). */
  | { kind: 'skipped'; template?: string };

/** The file fails: at `line` (and `column`) when there is a place, with the quote of that line. */
function failed(f: SelectedFile, message: string, fix: string, line?: number, column?: number): FileVerdict {
  const place = line === undefined ? {} : { line, ...(column !== undefined ? { column } : {}), quote: lineText(f.text, line) };
  return { kind: 'failed', finding: { path: f.path, ...place, message }, fix };
}

export interface FileOptions {
  /** The language the check's config (or the critic input's schema.language) names. */
  language: string | undefined;
  /**
   * Set for a file that must be judged even when nothing names its language — the worker
   * output (`output`, no extension) or a file the config names by exact path. Its fenced
   * blocks are then the only way to know what it holds.
   */
  mustCheck: boolean;
  /** Set for the worker output: an empty output is no code at all, while an empty source file in a repository is fine. */
  emptyFails: boolean;
  /** The check's `message`, which replaces the fix. */
  message: string | undefined;
  /** The check's `python`: the interpreter that decides Python. */
  python?: string | undefined;
  /** `parser: exact`: a language without an exact parser here fails instead of being judged approximately. */
  exact?: boolean | undefined;
  /** The Python the project declares for this file (python-version.ts). */
  pythonRequires?: PythonRequirement | undefined;
  /** The run's cache directory, where a parser loaded for this file keeps its compiled code (CheckContext.codeCacheDir). */
  codeCacheDir?: string | undefined;
}

type Failed = Exclude<SyntaxReport, { ok: true }>;
type Located = Extract<SyntaxReport, { line: number }>;

export function parseOptions(options: FileOptions, path?: string): ParseOptions {
  const name = path?.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  return {
    python: options.python,
    exact: options.exact,
    extension: dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined,
    declaration: /\.d\.[cm]?ts$/i.test(name),
    pythonRequires: options.pythonRequires,
    codeCacheDir: options.codeCacheDir,
  };
}

// Fences that hold no code by convention: shown output, prose, patches. They are not parsed.
const TEXT_TAGS = new Set([
  'text',
  'txt',
  'plain',
  'plaintext',
  'output',
  'console',
  'terminal',
  'log',
  'none',
  'markdown',
  'md',
  'diff',
  'patch',
]);

const supported = SUPPORTED_LANGUAGES.join(', ');

function syntaxFailure(
  f: SelectedFile,
  report: Located,
  line: number,
  column: number,
  detail: string,
  message: string | undefined,
): FileVerdict {
  if (report.approximate) return approximateWarning(f, report, line, column, detail);
  return failed(
    f,
    `${report.message} (${detail}; ${parserNote(report)})`,
    message ?? `Fix the ${report.language} syntax at ${at(f.path, line)}: ${report.message}`,
    line,
    column,
  );
}

/** Where an approximate parser refused the text: a place to look at, not a failure (spec §7). */
function warningAt(f: SelectedFile, report: Located, line: number, column: number, detail: string): Finding {
  return { path: f.path, line, column, quote: lineText(f.text, line), message: `${report.message} (${detail}; ${parserNote(report)})` };
}

function approximateWarning(f: SelectedFile, report: Located, line: number, column: number, detail: string): FileVerdict {
  return {
    kind: 'parsed',
    evidence: `${f.path}: not failed, as only ${parserNote(report)} decided ${report.language} here and it reports a syntax error at line ${line}`,
    languages: [report.language],
    warnings: [warningAt(f, report, line, column, detail)],
  };
}

/**
 * The interpreter is older than the project declares and refused the text: not judged, as the
 * runner is at fault and not the author's code (issue 26, item 10). The gate owner's fix.
 */
function setupProblem(where: string, report: Extract<SyntaxReport, { setup: string }>): FileVerdict {
  const fix =
    report.language === 'go-mod'
      ? `Put Go ${report.needs} or newer on the runner's PATH (actions/setup-go)`
      : `Put Python ${report.needs} on the runner's PATH (actions/setup-python), or set the check's \`python\` or CRITIC_GATE_PYTHON to one`;
  return { kind: 'not-judged', outcome: misconfiguredOnRunner(`${where}: not judged: ${report.setup}`, fix) };
}

/** No parser here at all, and none demanded: named as not checked, a warning, never a failure (spec §7). */
function notCheckedAt(f: SelectedFile, report: Extract<SyntaxReport, { notChecked: string }>, line?: number): Finding {
  const place = line === undefined ? {} : { line, quote: lineText(f.text, line) };
  return { path: f.path, ...place, message: `not checked: ${report.notChecked}` };
}

const installFix = (report: { language: string; install: string }): string => `To check ${report.language} files, ${report.install}`;

/** `parser: exact` and none at hand: a failure that says what to install. */
function noExactFailure(
  f: SelectedFile,
  line: number | undefined,
  report: Extract<SyntaxReport, { noExact: string }>,
  message: string | undefined,
): FileVerdict {
  return failed(f, `not checked: ${report.noExact}`, message ?? `For an exact ${report.language} verdict, ${report.install}`, line);
}

// Data formats a template engine renders: a file of theirs that is a template is not judged as one.
const TEMPLATED = new Set(['toml', 'yaml', 'json']);

function wholeFailure(f: SelectedFile, report: Failed, note: string, message: string | undefined): FileVerdict {
  if (!report.ok && 'line' in report && TEMPLATED.has(report.language)) {
    const template = templateOf(f.path, f.text);
    if (template !== undefined) return { kind: 'skipped', template };
  }
  if ('noExact' in report) return noExactFailure(f, undefined, report, message);
  if ('notChecked' in report)
    return {
      kind: 'parsed',
      evidence: `${f.path}: not checked: ${report.notChecked}`,
      languages: [],
      warnings: [notCheckedAt(f, report)],
      warningFix: installFix(report),
    };
  if ('setup' in report) return setupProblem(f.path, report);
  if ('unsupported' in report) {
    return failed(
      f,
      `no parser for language "${report.language}" (supported: ${supported})`,
      message ?? `Use a supported language (${supported}), or fence the code in blocks that name one`,
    );
  }
  return syntaxFailure(f, report, report.line, report.column, `${report.language}${note}`, message);
}

/** `python ×2, bash` — each language once, in order of appearance, with its count. */
function summarise(languages: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const l of languages) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].map(([l, n]) => (n > 1 ? `${l} ×${n}` : l)).join(', ');
}

/** Each fenced block must parse in its fence's language, or in `fallback` when the fence names none. */
async function checkBlocks(
  f: SelectedFile,
  blocks: readonly FencedBlock[],
  fallback: string | undefined,
  options: FileOptions,
): Promise<FileVerdict> {
  const message = options.message;
  const parsed: string[] = [];
  const parsers = new Set<string>();
  const warnings: Finding[] = [];
  let warningFix: string | undefined;
  let textBlocks = 0;
  for (const b of blocks) {
    const opened = at(f.path, b.openLine);
    if (b.closeLine === undefined) {
      return failed(
        f,
        'fenced block is never closed (the output may be cut off)',
        message ?? `Close the fenced block opened at ${opened}`,
        b.openLine,
      );
    }
    // An empty block holds no code, whatever its fence says.
    if (TEXT_TAGS.has(b.tag) || b.body.trim() === '') {
      textBlocks++;
      continue;
    }
    let language = b.tag || fallback;
    if (language === undefined) {
      const detected = await detect(b.body, options);
      if (detected.kind !== 'detected') {
        return failed(
          f,
          `fenced block names no language, and ${undecided(detected)}`,
          message ?? 'Name the language after the opening fence (```python) or set schema.language',
          b.openLine,
        );
      }
      language = detected.language;
    }
    const report = await parseCode(b.body, language, parseOptions(options));
    if ('noExact' in report) return noExactFailure(f, b.openLine, report, message);
    if ('setup' in report) return setupProblem(opened, report);
    if ('notChecked' in report) {
      warnings.push(notCheckedAt(f, report, b.openLine));
      warningFix = installFix(report);
      continue;
    }
    if ('unsupported' in report) {
      return failed(
        f,
        `fenced block in "${language}": no parser for that language (supported: ${supported})`,
        message ?? `Give the block at ${opened} code in a supported language (${supported})`,
        b.openLine,
      );
    }
    if (!report.ok) {
      // Lines and columns of the whole file: the block's offset and the indentation its fence removed.
      const line = b.firstLine + report.line - 1;
      const column = report.column + (b.removedIndent[report.line - 1] ?? 0);
      const detail = `${report.language}, fenced block at ${opened}`;
      if (!report.approximate) return syntaxFailure(f, report, line, column, detail, message);
      warnings.push(warningAt(f, report, line, column, detail));
    }
    parsed.push(report.language);
    parsers.add(parserNote(report));
  }
  if (parsed.length === 0) {
    return failed(
      f,
      `no fenced block holds code (${textBlocks} text or empty block(s) only)`,
      message ?? 'Fence the code in a block that names its language (```python)',
    );
  }
  const text = textBlocks > 0 ? `; ${textBlocks} text or empty block(s) not parsed` : '';
  const warned = warnings.length > 0 ? `, ${warnings.length} of them only with an approximate parser's warning` : '';
  return {
    kind: 'parsed',
    evidence: `${f.path}: ${parsed.length} fenced block(s) parse${warned} (${summarise(parsed)}; ${[...parsers].join(', ')})${text}`,
    languages: parsed,
    ...(warnings.length > 0 ? { warnings } : {}),
    ...(warningFix === undefined ? {} : { warningFix }),
  };
}

/**
 * Judges one file. Code parses as a whole. Only a file whose name does not say its language
 * (the worker output, a markdown file) may be a markdown answer when it does not parse as a
 * whole: then its fenced blocks are judged instead — unless a fence sits inside a string or
 * comment of the code (a docstring's example), in which case it is the code it is.
 */
export async function checkFile(f: SelectedFile, options: FileOptions): Promise<FileVerdict> {
  if (options.emptyFails && f.text.trim() === '') {
    return failed(f, 'empty, no code to parse', options.message ?? 'Produce the code');
  }
  const byName = languageOfPath(f.path);
  const inferred = options.language === undefined ? (byName ?? languageOfShebang(f.text)) : undefined;
  const language = options.language ?? inferred;
  if (language === undefined) {
    if (!options.mustCheck) return { kind: 'skipped' };
    const blocks = fencedBlocks(f.text);
    if (blocks.length > 0) return checkBlocks(f, blocks, undefined, options);
    const detected = await detect(f.text, options);
    if (detected.kind !== 'detected') {
      return failed(
        f,
        `no language given, and ${undecided(detected)}`,
        options.message ?? "Set schema.language (or the check's `language`), or fence the code with its language (```python … ```)",
      );
    }
    const report = await parseCode(f.text, detected.language, parseOptions(options));
    if (!report.ok) return wholeFailure(f, report, `, detected ${detected.language}`, options.message);
    return parsedWhole(f, report, `detected ${detected.language} (${detected.how}); `);
  }

  const whole = await parseCode(f.text, language, parseOptions(options, f.path));
  // Code that had to be checked (the output of `type: code`) and named no language: the #! line
  // told it, and the evidence says which language was detected.
  if (whole.ok)
    return parsedWhole(
      f,
      whole,
      options.mustCheck && inferred !== undefined && byName === undefined ? `detected ${language} (#! line); ` : '',
    );
  // A file named foo.py (or whose #! line names its interpreter) is that code whatever fences it holds.
  if (inferred !== undefined || byName !== undefined) return wholeFailure(f, whole, '', options.message);

  const blocks = fencedBlocks(f.text);
  if (blocks.length === 0) return wholeFailure(f, whole, '', options.message);
  if ('noExact' in whole || 'setup' in whole || 'notChecked' in whole) return wholeFailure(f, whole, '', options.message);
  if (!('unsupported' in whole)) {
    const lastLine = lineCount(f.text);
    const inside = await spansInsideLiterals(
      f.text,
      language,
      blocks.map((b) => ({ first: b.openLine, last: b.closeLine ?? lastLine })),
    );
    if (inside.some(Boolean))
      return wholeFailure(f, whole, '; its fenced blocks sit inside strings or comments, so it is judged as code', options.message);
  }
  return checkBlocks(f, blocks, language, options);
}

/**
 * What `checkFile` says of a file that parses whole in `language` with the parser the evidence
 * names `note`: the verdict the known-clean cache hands back (syntax-pool/known-clean.ts). Undefined
 * where checkFile would not judge the file whole in that language.
 */
export function parsedWholeVerdict(f: SelectedFile, options: FileOptions, note: string): FileVerdict | undefined {
  return parsedWholeVerdictOf(textFacts(f), options, note);
}

/** What parsedWholeVerdict reads of a file: the known-clean cache knows it of a blob without its text. */
export interface TextFacts {
  path: string;
  lines: number;
  /** Whether the text is blank (only asked when an empty text fails). */
  blank(): boolean;
  /** The language its #! line names (only asked when neither the options nor the path name one). */
  shebang(): string | undefined;
}

export const textFacts = (f: SelectedFile): TextFacts => ({
  path: f.path,
  lines: lineCount(f.text),
  blank: () => f.text.trim() === '',
  shebang: () => languageOfShebang(f.text),
});

/** parsedWholeVerdict of a file known by its facts. */
export function parsedWholeVerdictOf(f: TextFacts, options: FileOptions, note: string): FileVerdict | undefined {
  if (options.emptyFails && f.blank()) return undefined;
  const byName = languageOfPath(f.path);
  const inferred = options.language === undefined ? (byName ?? f.shebang()) : undefined;
  const language = options.language ?? inferred;
  const canonical = language === undefined ? undefined : canonicalLanguage(language);
  if (language === undefined || canonical === undefined) return undefined;
  const detected = options.mustCheck && inferred !== undefined && byName === undefined ? `detected ${language} (#! line); ` : '';
  return parsedWholeOf(f.path, f.lines, { ok: true, language: canonical, parser: note, approximate: false }, detected);
}

function parsedWhole(f: SelectedFile, report: Extract<SyntaxReport, { ok: true }>, detected: string): FileVerdict {
  return parsedWholeOf(f.path, lineCount(f.text), report, detected);
}

function parsedWholeOf(path: string, n: number, report: Extract<SyntaxReport, { ok: true }>, detected: string): FileVerdict {
  return {
    kind: 'parsed',
    evidence: `${path}: ${detected}parses as ${report.language} (${n} line${n === 1 ? '' : 's'}; ${parserNote(report)})`,
    languages: [report.language],
  };
}

async function detect(text: string, options: FileOptions): Promise<Detection> {
  const { detectLanguage } = await import('../../syntax/detect.js');
  return detectLanguage(text, { python: options.python, codeCacheDir: options.codeCacheDir });
}

/** Why detection decided nothing, for the evidence. */
function undecided(d: Exclude<Detection, { kind: 'detected' }>): string {
  if (d.kind === 'ambiguous') return `it is ambiguous: it parses as ${d.languages.join(' and ')} alike`;
  return `no parser tried accepts it (${d.tried.map((t) => `${t.language}: ${t.why}`).join('; ')})`;
}
