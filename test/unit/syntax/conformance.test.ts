/**
 * The gate held at every upgrade of the oxc-parser pin (issue 28): the syntax check's JavaScript
 * verdicts against test262's parser tests (vendored under bench/conformance/) and its TypeScript
 * verdicts against tsc's own syntactic diagnostics on the .ts sources under node_modules and
 * deterministic mutations of them (the corpus `npm run bench -- --only syntax` reports). Below
 * the bar the suite fails, and the wrongly accepted and wrongly rejected programs are printed.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type TypeScript from 'typescript';
import { parseCode } from '../../../src/syntax/parse-code.js';
import { mutate, prng, typescriptSources } from '../../../bench/lib/mutations.mjs';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/**
 * What `tsc` reports as syntax errors of a .ts file, through its public API: a program of that one
 * file (no lib, nothing resolved) asked for its syntactic diagnostics. One host serves each file in turn.
 */
function tscSyntacticDiagnostics(ts: typeof TypeScript): (text: string) => readonly TypeScript.Diagnostic[] {
  const name = 'ref.ts';
  let served: TypeScript.SourceFile | undefined;
  const host: TypeScript.CompilerHost = {
    ...ts.createCompilerHost({}),
    getSourceFile: (asked) => (asked === name ? served : undefined),
    fileExists: (asked) => asked === name,
    readFile: () => undefined,
    writeFile: () => undefined,
  };
  const options: TypeScript.CompilerOptions = { noLib: true, noResolve: true, types: [] };
  return (text) => {
    served = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    return ts.createProgram({ rootNames: [name], options, host }).getSyntacticDiagnostics(served);
  };
}
const T262 = join(ROOT, 'bench/conformance/test262-parser-tests');
const BAR = 99.5;

interface Tally {
  n: number;
  agree: number;
  wronglyAccepted: string[];
  wronglyRejected: string[];
}

function report(label: string, t: Tally): number {
  const share = (100 * t.agree) / t.n;
  console.log(
    `${label}: ${share.toFixed(2)} % of ${t.n} agree\n` +
      `  wrongly accepted (${t.wronglyAccepted.length}): ${t.wronglyAccepted.join(', ') || 'none'}\n` +
      `  wrongly rejected (${t.wronglyRejected.length}): ${t.wronglyRejected.join(', ') || 'none'}`,
  );
  return share;
}

function count(t: Tally, name: string, ours: boolean, want: boolean): void {
  t.n++;
  if (ours === want) t.agree++;
  else (ours ? t.wronglyAccepted : t.wronglyRejected).push(name);
}

describe('syntax conformance (the bar every parser upgrade must hold)', () => {
  it(`JavaScript agrees with test262's parser tests on at least ${BAR} %`, async () => {
    const t: Tally = { n: 0, agree: 0, wronglyAccepted: [], wronglyRejected: [] };
    let parser = '';
    for (const dir of ['pass', 'fail', 'early']) {
      for (const f of readdirSync(join(T262, dir)).sort()) {
        const text = readFileSync(join(T262, dir, f), 'utf8');
        const verdict = await parseCode(text, 'javascript', { extension: f.includes('.module.') ? 'mjs' : 'cjs' });
        if ('parser' in verdict) parser = verdict.parser;
        count(t, `${dir}/${f}`, verdict.ok, dir === 'pass');
      }
    }
    expect(report(`JavaScript (${parser}) vs test262`, t)).toBeGreaterThanOrEqual(BAR);
  });

  it(`TypeScript agrees with tsc's syntactic diagnostics on at least ${BAR} %`, async () => {
    const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
    const tscSyntax = tscSyntacticDiagnostics(ts);
    const found = typescriptSources(ROOT);
    expect(found.length).toBeGreaterThan(50);
    const random = prng(14);
    const t: Tally = { n: 0, agree: 0, wronglyAccepted: [], wronglyRejected: [] };
    let parser = '';
    for (const path of found) {
      const original = readFileSync(path, 'utf8');
      const name = relative(ROOT, path);
      for (const [label, text] of [
        [name, original],
        [`${name} (mutation 1)`, mutate(original, random)],
        [`${name} (mutation 2)`, mutate(original, random)],
      ] as const) {
        const want = tscSyntax(text).length === 0;
        const verdict = await parseCode(text, 'typescript', { extension: 'ts' });
        if ('parser' in verdict) parser = verdict.parser;
        count(t, label, verdict.ok, want);
      }
    }
    expect(report(`TypeScript (${parser}) vs tsc`, t)).toBeGreaterThanOrEqual(BAR);
  });
});
