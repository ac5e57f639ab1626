import * as z from '../../contract/zod.js';
import type { Finding } from '../../contract/location.js';
import { failEach, pass, warnEach } from '../../contract/outcome.js';
import { defineCheck, type LazyFile } from '../define.js';
import { firstLineOfLazily } from '../first-line.js';
import { placesOf } from '../places.js';
import { pythonRequirements } from '../python-requirement.js';
import type { PythonRequirement } from '../../syntax/python-version.js';
import { canonicalLanguage, languageOfPath, languageOfShebang } from '../../syntax/parse-code.js';
import { templatesNote } from '../../syntax/template-markers.js';
import { judgedWithKnownClean, syntaxCleanParts } from '../syntax-pool/known-clean.js';
import type { FileOptions, FileVerdict } from '../syntax-pool/file.js';

const MAX_LISTED = 5;
const list = (paths: readonly string[]): string =>
  paths.length > MAX_LISTED ? `${paths.slice(0, MAX_LISTED).join(', ')} and ${paths.length - MAX_LISTED} more` : paths.join(', ');

export const syntax = defineCheck({
  kind: 'syntax',
  shape: () => ({
    language: z.optional(z.string().check(z.minLength(1))),
    parser: z.optional(z.enum(['exact', 'any'])),
    python: z.optional(z.string().check(z.minLength(1))),
  }),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description:
    'Every selected source file parses in its language (from `language`, else its extension or #! line), decided by the ' +
    "language's own parser: oxc-parser (JavaScript, TypeScript; else acorn and TypeScript's parser), CPython's compile() (`python`, else CRITIC_GATE_PYTHON, else the python3.N on PATH that meets the project's requires-python, .python-version or python_requires, else python3; an older one refusing a file is a setup error), postcss (CSS), Vue's SFC compiler (.vue), " +
    '`bash -n`, `ruby -c`, `php -l`, `gofmt -e`, `go mod edit` (go.mod) where installed; otherwise tree-sitter, marked approximate, whose syntax errors are warnings that never fail the gate — `parser: exact` makes a missing exact parser a failure. ' +
    'With `language` set, a text that does not parse as a whole but holds fenced code blocks passes when each block parses in its fence language. ' +
    'Whole files are parsed whatever the scope.',
  examples: {
    failing: [
      {
        title: 'a function missing its closing brace',
        check: { kind: 'syntax', files: 'src/**/*.js' },
        files: { 'src/sum.js': 'export function sum(values) {\n  return values.reduce((a, b) => a + b, 0);\n' },
        says: 'src/sum.js:3:1: Expected `}` but found `EOF` (javascript',
      },
    ],
    passing: [
      {
        title: 'the same function, closed',
        check: { kind: 'syntax', files: 'src/**/*.js' },
        files: { 'src/sum.js': 'export function sum(values) {\n  return values.reduce((a, b) => a + b, 0);\n}\n' },
        says: 'src/sum.js: parses as javascript (3 lines',
      },
    ],
  },
  async run(spec, ctx) {
    // Loaded on first use: tree-sitter is the largest part of the bundle. Before the reads start,
    // so that nothing awaits between a read's start and the handlers below.
    const { SyntaxPool } = await import('../syntax-pool/pool.js');
    const lazies = await ctx.selectLazily(spec, spec.scope);
    const requirementOf = pythonRequirements(ctx);
    const named = spec.language === undefined ? undefined : canonicalLanguage(spec.language);
    // `pythonRequires`: the file's project's (pythonRequirements), given only for Python that is no worker output.
    const optionsWith = (pythonRequires: PythonRequirement | undefined): FileOptions => ({
      language: spec.language,
      // The worker output has no extension to go by, and a file named by exact path was asked for.
      mustCheck: ctx.workerOutput || spec.file !== undefined,
      emptyFails: ctx.workerOutput,
      message: spec.message,
      python: spec.python,
      exact: spec.parser === 'exact',
      codeCacheDir: ctx.codeCacheDir,
      pythonRequires,
    });
    const optionsFor = async (path: string, language: string | undefined): Promise<FileOptions> =>
      optionsWith(!ctx.workerOutput && language === 'python' ? await requirementOf(path) : undefined);
    /**
     * The verdict kept for each file's text, found by the blob it was read from (known-clean.ts):
     * such a file is not read at all. Only where its language is known without its text (named, or
     * by its path's name), as the text's own key would be. What the keys share (each folder's
     * Python, each parser) is asked once, then every file is looked up at once: a promise per file
     * of a large change was most of a repeated run's work.
     */
    const knownVerdicts = async (): Promise<readonly (FileVerdict | undefined)[]> => {
      const { knownClean, knownTexts } = ctx;
      // A worker output's text decides whether it is empty (emptyFails) and is never known by a blob.
      if (knownClean === undefined || knownTexts === undefined || ctx.workerOutput) return [];
      const [clean, texts] = await Promise.all([knownClean.cleanSet(), knownTexts(lazies.map((lazy) => lazy.path))]);
      const candidates = lazies.flatMap(({ path }, i) => {
        const language = named ?? languageOfPath(path);
        const blob = texts[i];
        return language === undefined || blob === undefined ? [] : [{ i, path, language, blob }];
      });
      const requirements = await Promise.all(candidates.map((c) => (c.language === 'python' ? requirementOf(c.path) : undefined)));
      const keyed = candidates.map((c, j) => {
        const facts = { path: c.path, lines: c.blob.lines, blank: () => false, shebang: () => undefined };
        return syntaxCleanParts(facts, optionsWith(requirements[j]));
      });
      const parsers = await Promise.all(keyed.map((k) => k?.parser));
      const verdicts: (FileVerdict | undefined)[] = [];
      candidates.forEach((c, j) => {
        const parser = parsers[j];
        const found = parser === undefined ? undefined : keyed[j]!.clean(c.blob.digest, parser);
        if (found !== undefined && clean.has(found.key)) verdicts[c.i] = found.verdict;
      });
      return verdicts;
    };
    // A file known clean is never read; the rest go to a parser the moment each is read, so reading the last files and parsing the first overlap.
    const known = await knownVerdicts();
    // Made once nothing before the try below can throw: its finally closes it.
    const pool = new SyntaxPool({ warm: ctx.syntaxWarm, codeCacheDir: ctx.codeCacheDir });
    const reads = lazies.map((lazy, i) => (known[i] === undefined ? lazy.read() : undefined));
    const verdicts = reads.map((read) =>
      read?.then(async (f) => {
        if (f === undefined || f.binary) return undefined;
        const options = await optionsFor(f.path, named ?? languageOfPath(f.path) ?? languageOfShebang(f.text));
        // A text found clean by the same parser before is not parsed again (known-clean.ts).
        return judgedWithKnownClean(ctx.knownClean, f, options, () => pool.judge({ file: f, options }));
      }),
    );
    // After a rejection the later verdicts are never read; their rejections must not crash the run.
    for (const v of verdicts) v?.catch(() => undefined);
    const findings: Finding[] = [];
    const warnings: Finding[] = [];
    const warningFixes = new Set<string>();
    const fixes: string[] = [];
    const parsed: string[] = [];
    const parsedFiles: LazyFile[] = [];
    const languages: string[] = [];
    const skipped: string[] = [];
    const templates: { path: string; why: string }[] = [];
    try {
      // Every read first, as select() would: a file that cannot be read fails the check before any verdict counts.
      const files = await Promise.all(reads);
      // Then every verdict: each file that fails is a finding (spec §13), wherever it was parsed.
      for (const [i, read] of files.entries()) {
        const verdict = known[i] ?? (read === undefined ? undefined : await verdicts[i]);
        if (verdict === undefined) continue;
        const f = { path: lazies[i]!.path };
        // The runner cannot judge this file (its Python is older than the project's): the check is not judged.
        if (verdict.kind === 'not-judged') return verdict.outcome;
        if (verdict.kind === 'failed') {
          findings.push(verdict.finding);
          fixes.push(verdict.fix);
        } else if (verdict.kind === 'skipped') {
          if (verdict.template === undefined) skipped.push(f.path);
          else templates.push({ path: f.path, why: verdict.template });
        } else {
          parsed.push(verdict.evidence);
          parsedFiles.push(lazies[i]!);
          languages.push(...verdict.languages);
          warnings.push(...(verdict.warnings ?? []));
          if (verdict.warningFix !== undefined) warningFixes.add(verdict.warningFix);
        }
      }
    } finally {
      await pool.close();
    }
    // An approximate parser's errors are warnings (spec §7): named, never a failure on their own.
    const warned = warnings.length > 0 ? `; ${warnings.length} warning(s) of an approximate parser: ${placesOf(warnings)}` : '';
    // One failing file keeps its own fix (what to install, which fence to close); several are named by place.
    if (findings.length > 0) {
      const failure = failEach(findings, fixes.length === 1 ? fixes[0]! : (spec.message ?? `Fix the syntax at ${placesOf(findings)}`));
      return { ...failure, evidence: `${failure.evidence}${warned ? `\n${warned.slice(2)}` : ''}` };
    }
    const skippedNote = `${skipped.length > 0 ? `; not checked, no known language: ${list(skipped)}` : ''}${templatesNote(templates)}`;
    const passed = (evidence: string, cited: Awaited<ReturnType<typeof firstLineOfLazily>>) =>
      warnings.length === 0
        ? pass(evidence, cited)
        : warnEach(
            warnings,
            spec.message ??
              [
                ...warningFixes,
                ...(warnings.length > warningFixes.size
                  ? [
                      `Look at ${placesOf(warnings)}: tree-sitter reports a syntax error there, but it is an approximate parser (it lags new syntax), so the gate does not fail on it`,
                    ]
                  : []),
              ].join('. '),
            evidence,
          );
    if (parsed.length === 0) return pass(`no source file in a known language to parse${skippedNote}`);
    // A file that parses cites its first line (spec §13); one that was skipped decided nothing.
    const cited = await firstLineOfLazily(parsedFiles);
    if (parsed.length <= 3) return passed(`${parsed.join('; ')}${skippedNote}`, cited);
    const counts = new Map<string, number>();
    for (const l of languages) counts.set(l, (counts.get(l) ?? 0) + 1);
    return passed(`${parsed.length} files parse (${[...counts].map(([l, n]) => `${l} ${n}`).join(', ')})${skippedNote}`, cited);
  },
});
