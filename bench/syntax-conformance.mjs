// Issue 8 and 14: how often the syntax gate agrees with each language's reference, and how well
// it tells the language of code that names none. Counts, not timings; the parsers are those of
// the sources (bundled here with esbuild), so the figures hold for what dist ships.
//   - JavaScript: tc39/test262-parser-tests (vendored under bench/conformance/): pass/ must parse,
//     fail/ and early/ must not.
//   - Python: the local python3's standard library and deterministic mutations of it, against
//     compile() in a separate interpreter.
//   - TypeScript: the .ts sources under node_modules and mutations of them, against the
//     compiler's syntactic diagnostics (program.getSyntacticDiagnostics).
//   - Detection: a mixed corpus of Python, JavaScript, TypeScript, JSON, shell and Go.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { sourceBundleOptions } from '../scripts/source-bundle.mjs';
import { mutate, prng, typescriptSources } from './lib/mutations.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const T262 = join(ROOT, 'bench/conformance/test262-parser-tests');
const pct = (n, d) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(2)} %`);

/** parseCode and detectLanguage from the sources, bundled where node_modules (grammars, typescript) resolve. */
async function loadParsers() {
  const dir = join(ROOT, 'node_modules/.cache/critic-gate-bench');
  await mkdir(dir, { recursive: true });
  const entry = join(dir, 'entry.ts');
  await writeFile(
    entry,
    `export { parseCode } from ${JSON.stringify(join(ROOT, 'src/syntax/parse-code.ts'))};\nexport { detectLanguage } from ${JSON.stringify(join(ROOT, 'src/syntax/detect.ts'))};\n`,
  );
  const outfile = join(dir, 'parsers.mjs');
  // Bundled as dist bundles the sources (scripts/source-bundle.mjs).
  await build({ ...sourceBundleOptions(), entryPoints: [entry], outfile, target: 'node20' });
  return import(pathToFileURL(outfile).href);
}

function tally(rows) {
  const n = rows.length;
  const agree = rows.filter((r) => r.ours === r.want).length;
  const wronglyAccepted = rows.filter((r) => r.ours && !r.want).length;
  const wronglyRejected = rows.filter((r) => !r.ours && r.want).length;
  return { n, agree, wronglyAccepted, wronglyRejected, valid: rows.filter((r) => r.want).length };
}

function row(key, label, t, target) {
  return {
    key,
    number: t.n === 0 ? undefined : (100 * t.agree) / t.n,
    figure: `${label}: agreement (${t.n} files, ${t.valid} valid)`,
    value: `${pct(t.agree, t.n)}; wrongly accepted ${t.wronglyAccepted}, wrongly rejected ${t.wronglyRejected}`,
    target: `≥ ${target} %`,
    met: (100 * t.agree) / t.n >= target,
  };
}

async function javascript(parseCode) {
  const rows = [];
  const misses = [];
  const parsers = new Set();
  for (const dir of ['pass', 'fail', 'early']) {
    for (const f of readdirSync(join(T262, dir)).sort()) {
      const text = readFileSync(join(T262, dir, f), 'utf8');
      const report = await parseCode(text, 'javascript', { extension: f.includes('.module.') ? 'mjs' : 'cjs' });
      rows.push({ ours: report.ok, want: dir === 'pass' });
      parsers.add(report.parser);
      if (report.ok !== (dir === 'pass')) misses.push(`${dir}/${f}`);
    }
  }
  return { t: tally(rows), misses, parsers: [...parsers].join(', ') };
}

const PY_REFERENCE = String.raw`
import sys, json
out = []
for src in json.load(sys.stdin):
    try:
        compile(src, "<ref>", "exec", dont_inherit=True)
        out.append(True)
    except (SyntaxError, ValueError, MemoryError, RecursionError, OverflowError):
        out.append(False)
print(json.dumps(out))
`;

async function python(parseCode, python3) {
  const stdlib = execFileSync(python3, ['-I', '-S', '-c', 'import sysconfig; print(sysconfig.get_paths()["stdlib"])'], {
    encoding: 'utf8',
  }).trim();
  const files = readdirSync(stdlib)
    .filter((f) => f.endsWith('.py'))
    .sort()
    .slice(0, 120);
  const random = prng(8);
  const texts = [];
  for (const f of files) {
    const text = readFileSync(join(stdlib, f), 'utf8');
    texts.push(text, mutate(text, random), mutate(text, random));
  }
  const version = execFileSync(python3, ['-I', '-S', '-c', 'import sys; print("%d.%d" % sys.version_info[:2])'], {
    encoding: 'utf8',
  }).trim();
  const want = JSON.parse(
    execFileSync(python3, ['-I', '-S', '-W', 'ignore', '-c', PY_REFERENCE], {
      input: JSON.stringify(texts),
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    }),
  );
  const rows = [];
  for (const [i, text] of texts.entries()) rows.push({ ours: (await parseCode(text, 'python', { python: python3 })).ok, want: want[i] });
  return { t: tally(rows), version, files: files.length };
}

async function typescript(parseCode) {
  const ts = createRequire(import.meta.url)('typescript');
  const found = typescriptSources(ROOT);
  const random = prng(14);
  const texts = found.flatMap((p) => {
    const text = readFileSync(p, 'utf8');
    return [text, mutate(text, random), mutate(text, random)];
  });
  const rows = [];
  /** Files tsc's checker refuses where its parser does not (grammarErrorAt). */
  const grammar = [];
  for (const text of texts) {
    const file = ts.createSourceFile('ref.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const host = {
      getSourceFile: (n) => (n === 'ref.ts' ? file : undefined),
      writeFile() {},
      getDefaultLibFileName: () => 'lib.d.ts',
      useCaseSensitiveFileNames: () => true,
      getCanonicalFileName: (n) => n,
      getCurrentDirectory: () => '',
      getNewLine: () => '\n',
      fileExists: (n) => n === 'ref.ts',
      readFile: () => undefined,
    };
    const program = ts.createProgram(['ref.ts'], { noLib: true, noResolve: true }, host);
    let want = program.getSyntacticDiagnostics(file).length === 0;
    const ours = await parseCode(text, 'typescript');
    if (!ours.ok && want && grammarErrorAt(ts, program, file, ours)) {
      want = false;
      grammar.push(`${ours.message} (line ${ours.line})`);
    }
    rows.push({ ours: ours.ok, want });
  }
  return { t: tally(rows), files: found.length, grammar };
}

/**
 * Whether tsc reports a grammar error (a TS1xxx code) at exactly the place our parser does. tsc's
 * parser leaves some grammar to its checker (`const x: T` with no initializer, TS1155), so its
 * syntactic diagnostics alone accept a file that `tsc --noEmit` refuses.
 */
function grammarErrorAt(ts, program, file, ours) {
  if (ours.line === undefined || ours.column === undefined) return false;
  const at = file.getPositionOfLineAndCharacter(ours.line - 1, ours.column - 1);
  return program.getSemanticDiagnostics(file).some((d) => d.code >= 1000 && d.code < 2000 && d.start === at);
}

/** Go has no files on this machine: small programs in its common shapes, generated. */
function goPrograms() {
  const bodies = [
    'fmt.Println("hello")',
    'for i := 0; i < 10; i++ {\n\t\tfmt.Println(i)\n\t}',
    'x := map[string]int{"a": 1}\n\tif v, ok := x["a"]; ok {\n\t\tfmt.Println(v)\n\t}',
    'ch := make(chan int)\n\tgo func() { ch <- 1 }()\n\tfmt.Println(<-ch)',
    'defer fmt.Println("done")\n\tvar s []string\n\ts = append(s, "x")',
  ];
  const extras = [
    '',
    '\ntype T struct {\n\tName string `json:"name"`\n}\n',
    '\nfunc (t *T) Get() error {\n\treturn nil\n}\n\ntype T struct{}\n',
  ];
  return bodies.flatMap((b) => extras.map((e) => `package main\n\nimport "fmt"\n${e}\nfunc main() {\n\t${b}\n}\n`));
}

async function detection(detectLanguage, python3) {
  const corpus = [];
  const stdlib = execFileSync(python3, ['-I', '-S', '-c', 'import sysconfig; print(sysconfig.get_paths()["stdlib"])'], {
    encoding: 'utf8',
  }).trim();
  for (const f of readdirSync(stdlib)
    .filter((n) => n.endsWith('.py'))
    .sort()
    .slice(0, 40))
    corpus.push({ want: 'python', text: readFileSync(join(stdlib, f), 'utf8').replace(/^#!.*\n/, '') });
  const collect = (dir, test, max, into) => {
    const out = [];
    const walk = (d, depth) => {
      if (depth > 5 || out.length >= max) return;
      for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        if (out.length >= max) return;
        const p = join(d, e.name);
        if (e.isDirectory() && e.name !== '.cache') walk(p, depth + 1);
        else if (e.isFile() && test(e.name)) out.push(p);
      }
    };
    walk(dir, 0);
    for (const p of out) into(readFileSync(p, 'utf8'));
  };
  collect(
    join(ROOT, 'node_modules'),
    (n) => /\.m?js$/.test(n) && !n.endsWith('.min.js'),
    40,
    (t) => corpus.push({ want: 'javascript', text: t.replace(/^#!.*\n/, '') }),
  );
  collect(
    join(ROOT, 'node_modules'),
    (n) => /\.ts$/.test(n) && !n.endsWith('.d.ts'),
    40,
    (t) => corpus.push({ want: 'typescript', text: t }),
  );
  collect(
    join(ROOT, 'node_modules'),
    (n) => n === 'package.json',
    40,
    (t) => corpus.push({ want: 'json', text: t }),
  );
  const shells = existsSync('/usr/bin')
    ? readdirSync('/usr/bin')
        .sort()
        .map((n) => join('/usr/bin', n))
    : [];
  let sh = 0;
  for (const p of shells) {
    if (sh >= 30) break;
    try {
      const head = readFileSync(p, { encoding: 'latin1' }).slice(0, 200);
      if (!/^#!\s*\/(?:usr\/)?bin\/(?:env\s+)?(?:ba)?sh\b/.test(head)) continue;
      const text = readFileSync(p, 'utf8');
      if (text.length > 200_000) continue;
      corpus.push({ want: 'bash', text: text.replace(/^#!.*\n/, '') });
      sh++;
    } catch {
      /* unreadable: not part of the corpus */
    }
  }
  for (const text of goPrograms()) corpus.push({ want: 'go', text });
  const per = new Map();
  let right = 0;
  let wrong = 0;
  let undecided = 0;
  for (const { want, text } of corpus) {
    const d = await detectLanguage(text, { python: python3 });
    const got = d.kind === 'detected' ? d.language : undefined;
    const s = per.get(want) ?? { n: 0, right: 0, wrong: 0, undecided: 0 };
    s.n++;
    if (got === want || (want === 'typescript' && got === 'javascript')) {
      right++;
      s.right++;
    } else if (got === undefined) {
      undecided++;
      s.undecided++;
    } else {
      wrong++;
      s.wrong++;
    }
    per.set(want, s);
  }
  return { n: corpus.length, right, wrong, undecided, per };
}

export async function syntaxConformance({ python3 = process.env.CRITIC_GATE_PYTHON || 'python3' } = {}) {
  const { parseCode, detectLanguage } = await loadParsers();
  const rows = [];
  const notes = [];
  const js = await javascript(parseCode);
  rows.push(row('syntax.javascript', 'JavaScript vs test262-parser-tests', js.t, 99.5));
  notes.push(`JavaScript (${js.parsers}): disagreements: ${js.misses.slice(0, 20).join(', ')}${js.misses.length > 20 ? ' …' : ''}`);
  const ts = await typescript(parseCode);
  // Issue 28: TypeScript and Python agree with their references exactly.
  rows.push(row('syntax.typescript', `TypeScript vs tsc syntactic diagnostics (${ts.files} sources ×3 with mutations)`, ts.t, 100));
  if (ts.grammar.length > 0)
    notes.push(
      `TypeScript: refused by tsc's checker, not its parser, at the place ours refuses them (counted as invalid): ${ts.grammar.join('; ')}`,
    );
  let haspy = true;
  try {
    const py = await python(parseCode, python3);
    rows.push(row('syntax.python', `Python ${py.version} vs compile() (${py.files} stdlib modules ×3 with mutations)`, py.t, 100));
  } catch (e) {
    haspy = false;
    rows.push({
      key: 'syntax.python',
      figure: 'Python vs compile()',
      value: `not measured: no ${python3} (${e instanceof Error ? e.message.split('\n')[0] : e})`,
      info: true,
      unmeasured: true,
    });
  }
  const d = await detection(detectLanguage, python3);
  rows.push({
    key: 'syntax.detection',
    number: d.n === 0 ? undefined : (100 * d.right) / d.n,
    figure: `language detection, mixed corpus (${d.n} texts)`,
    value: `${pct(d.right, d.n)} right; wrong ${d.wrong}, undecided (gate fails, asks for language) ${d.undecided}`,
    info: true,
  });
  notes.push(
    `detection per language: ${[...d.per].map(([l, s]) => `${l} ${s.right}/${s.n}${s.wrong ? ` (${s.wrong} wrong)` : ''}${s.undecided ? ` (${s.undecided} undecided)` : ''}`).join(', ')}`,
  );
  notes.push(
    'detection corpus: Python stdlib, JavaScript and TypeScript sources and package.json files from node_modules, shell scripts from /usr/bin (#! line removed), generated Go programs; TypeScript detected as javascript counts as right (every JavaScript program is TypeScript)',
  );
  if (!haspy) notes.push('without python3 Python is decided by tree-sitter (approximate) and detection of Python is approximate too');
  notes.push('mutations: one deterministic edit per copy (lost character, bracket or trailing colon, broken or extra indent, cut-off end)');
  return { rows, notes };
}
