import picomatch from 'picomatch';
import * as z from '../../contract/zod.js';
import type { Finding } from '../../contract/location.js';
import { failEach, pass, warnEach, type CheckOutcome } from '../../contract/outcome.js';
import { GLOB_OPTIONS } from '../../subject/glob-bound.js';
import { lineText } from '../../subject/text.js';
import { defineCheck, type SelectedFile } from '../define.js';
import { firstLineOf } from '../first-line.js';
import { maskIn } from '../found-secrets.js';
import { placesOf } from '../places.js';

/**
 * Committed credentials (spec §16), found by secretlint's recommended rule set (the rules a
 * maintained project keeps up with the providers' formats and their documented examples, such
 * as AWS's `AKIAIOSFODNN7EXAMPLE`), not by patterns of our own. A finding shows the secret masked;
 * the secret itself is handed to the run (CheckContext.secrets), never to the outcome: the front
 * end's redactor learns it, so another check that quotes the same line shows it redacted, and the
 * judge's material shows it masked (core/masked-material.ts).
 */

/** One credential secretlint reported, its bytes kept apart from what may be shown. */
interface Found {
  path: string;
  /** 1-based, where the credential begins. */
  line: number;
  column: number;
  /** Every line it spans (a private key spans many). */
  lines: number[];
  secret: string;
  /** The rule's message with the secret masked: the kind of secret, then the secret as shown. */
  message: string;
}

// Loaded on first use: a run whose config has no `no-secrets` check does not pay for the rule set.
let rules: Promise<Lint> | undefined;
type Lint = (path: string, text: string) => Promise<Found[]>;

async function loadLint(): Promise<Lint> {
  const [{ lintSource }, { creator }] = await Promise.all([
    import('@secretlint/core'),
    import('@secretlint/secretlint-rule-preset-recommend'),
  ]);
  const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: creator }] };
  return async (path, text) => {
    const result = await lintSource({
      source: { filePath: path, content: text, contentType: 'text' },
      // No physical path: the rules read nothing from disk, only the text given.
      options: { config, noPhysicFilePath: true },
    });
    return result.messages.map((m) => {
      const key = (m.data as Record<string, unknown> | undefined)?.['KEY'];
      const secret = typeof key === 'string' && text.includes(key) ? key : text.slice(m.range[0], m.range[1]);
      // Placed where the secret itself is: a rule's range may begin at the variable it is assigned to.
      const found = text.indexOf(secret, m.range[0]);
      const start = positionOf(text, found >= 0 ? found : m.range[0]);
      const end = positionOf(text, (found >= 0 ? found : m.range[0]) + secret.length);
      const lines: number[] = [];
      for (let n = start.line; n <= end.line; n++) lines.push(n);
      const message = maskIn(m.message, secret).replace(/^found /, '');
      return { path, line: start.line, column: start.column, lines, secret, message };
    });
  };
}

/** The 1-based line and column of a character offset. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** Whether the config's `allow` list lets this one through: the exact string, or a glob of its path. */
function allowMatcher(allow: readonly string[]): (f: Found) => boolean {
  if (allow.length === 0) return () => false;
  const exact = new Set(allow);
  const paths = picomatch([...allow], GLOB_OPTIONS);
  return (f) => exact.has(f.secret) || paths(f.path);
}

const findingOf = (f: Found, file: SelectedFile): Finding => ({
  path: f.path,
  line: f.line,
  column: f.column,
  message: f.message,
  quote: maskIn(lineText(file.text, f.line), f.secret),
});

/** The files read as binary are named as not checked (spec §7: checked or named, never skipped). */
function notChecked(binary: readonly SelectedFile[]): string {
  if (binary.length === 0) return '';
  const shown = binary.slice(0, 5).map((f) => f.path);
  const more = binary.length > shown.length ? ` and ${binary.length - shown.length} more` : '';
  return `\nnot checked, binary: ${shown.join(', ')}${more}`;
}

export const noSecrets = defineCheck({
  kind: 'no-secrets',
  shape: () => ({
    allow: z.optional(z.array(z.string().check(z.minLength(1)))),
  }),
  defaultScope: 'added',
  reads: 'text',
  appliesToText: true,
  description:
    "No committed credential (tokens, API keys, private keys, passwords in URLs) in the selected files, found by secretlint's recommended rule set; " +
    'with scope: added (the default), only on the lines the change adds. A finding names path:line:col and the kind of secret, and shows the secret masked ' +
    '(its first 4 characters, then …). `allow` takes exact strings (a test fixture) or globs of paths; ' +
    'an allowed finding is listed as a warning.',
  examples: {
    failing: [
      {
        title: 'a password in a database URL',
        check: { kind: 'no-secrets' },
        files: { 'config/db.env': 'DATABASE_URL=postgres://app:h7Kq2vNp9xWz@db.internal:5432/orders\n' },
        says: 'config/db.env:1:14: PostgreSQL connection string: post…',
      },
    ],
    passing: [
      {
        title: 'the password read from the environment',
        check: { kind: 'no-secrets' },
        files: { 'config/db.env': 'DATABASE_URL=postgres://app:${DB_PASSWORD}@db.internal:5432/orders\n' },
        says: 'no credentials in 1 file(s)',
      },
    ],
  },
  async run(spec, ctx): Promise<CheckOutcome> {
    const selected = await ctx.select(spec, spec.scope);
    const files = selected.filter((f) => !f.binary);
    const binary = selected.filter((f) => f.binary && f.unreadable === undefined);
    const lint = await (rules ??= loadLint());
    const allowed = allowMatcher(spec.allow ?? []);
    const failing: Finding[] = [];
    const warned: Finding[] = [];
    for (const file of files) {
      if (file.text === '') continue;
      const inScope = new Set(file.lines.map((l) => l.n));
      for (const found of await lint(file.path, file.text)) {
        if (!found.lines.some((n) => inScope.has(n))) continue;
        // Allowed does not fail the change; it is still never shown whole, to a reader or the judge.
        ctx.secrets?.add(found.secret);
        (allowed(found) ? warned : failing).push(findingOf(found, file));
      }
    }
    const skipped = notChecked(binary);
    const allowedNote = warned.length > 0 ? `\nallowed by the config (warnings): ${placesOf(warned)}` : '';
    if (failing.length > 0) {
      const outcome = failEach(
        failing,
        spec.message ??
          `Remove the credentials at ${placesOf(failing)} and revoke them (they are in the branch's history): read them from the environment or a secret store. ` +
            "A documented example or test fixture goes in the check's `allow` list.",
      );
      return { ...outcome, evidence: `${outcome.evidence}${allowedNote}${skipped}` };
    }
    const passed = `no credentials in ${files.length} file(s)${skipped}`;
    if (warned.length > 0)
      return warnEach(
        warned,
        `Look at ${placesOf(warned)}: they look like credentials and pass only because the config's \`allow\` list names them`,
        passed,
      );
    return pass(passed, firstLineOf(files));
  },
});
