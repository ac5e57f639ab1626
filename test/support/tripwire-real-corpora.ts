/**
 * The tripwires on real code nobody here wrote (issues 23 item 5 and 26): the JavaScript corpus
 * vendored under bench/conformance (tc39/test262-parser-tests), the TypeScript declarations of
 * the pinned `typescript` and `@types/node` packages (TypeScript's own `lib.es5.d.ts` among them)
 * and the local python3's standard library. Each file is checked as if a change added it whole.
 * Shared by the test that keeps these corpora clean and by `npm run bench`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promptInjection } from '../../src/checks/kinds/prompt-injection.js';
import { allAdded, memoryContext } from './memory-subject.js';

export interface Corpus {
  name: string;
  root: string;
  /** Paths relative to `root`. */
  files: string[];
}

export interface CorpusFigures {
  name: string;
  files: number;
  /** `path: evidence` of each file the check fails on. */
  failed: string[];
  /** `path: evidence` of each file the check only warns on. */
  warned: string[];
}

/**
 * Files whose failure (or warning) is the point of the file, each with why: test262 and CPython test what a
 * parser does with an invisible character inside an identifier or a bidi control in code, which
 * is exactly what the tripwire exists to refuse. Keyed by the path under the corpus root.
 */
export const TRUE_POSITIVES: Record<string, string> = {
  'pass/046a0bb70d03d0cc.js': 'U+200C ends the identifier T‌',
  'pass/08a39e4289b0c3f3.js': 'U+200D ends the identifier T‍',
  'pass/300a638d978d0f2c.js': 'U+200D inside the identifier T‍ that is assigned',
  'pass/44f31660bd715f05.js': 'U+200C inside the identifier T‌ that is assigned',
  'pass/5b146261dda66d63.js': 'a bidi embedding in a string',
  'pass/8d5aeaf1120f0897.js': 'a bidi embedding in a comment',
  'pass/8b8edcb36909900b.js': 'a warning: U+FEFF among other whitespace code points, as JavaScript whitespace',
  'pass/abd5e4aa1a9f99ba.js': 'a variation selector inside an identifier (x and x󠇕 are two variables)',
  'fail/77cb7be200e0a2aa.js': 'U+200C as an identifier',
  'fail/b94278c0e4bdb364.js': 'U+FEFF between two identifier characters',
  'fail/c0a136a959991f46.js': 'U+200D as an identifier',
  'fail/e5fabf7fc4ae5dea.js': 'a bidi embedding in a comment',
  'early/b4994b656f8c8e75.js': 'a variation selector inside an identifier',
  'test/test_unicode_identifiers.py': 'a variation selector inside an identifier',
  'test/test_winconsoleio.py': 'U+034F between ASCII letters',
};

/** Every file under `dir` whose name passes `keep`, relative to `dir`, in a stable order. */
export function filesUnder(dir: string, keep: (name: string) => boolean, skip: (dir: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    let names: string[];
    try {
      names = readdirSync(join(dir, rel)).sort();
    } catch {
      return;
    }
    for (const n of names) {
      const r = rel === '' ? n : `${rel}/${n}`;
      const s = statSync(join(dir, r), { throwIfNoEntry: false });
      if (s?.isDirectory() && !skip(n)) walk(r);
      else if (s?.isFile() && keep(n) && s.size < 2_000_000) out.push(r);
    }
  };
  walk('');
  return out;
}

/** The local python3's standard library, or undefined when there is no python3. */
function pythonStdlib(): string | undefined {
  try {
    return execFileSync('python3', ['-c', 'import sysconfig; print(sysconfig.get_paths()["stdlib"])'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** The corpora, from the repository at `root`; the Python one only where python3 is installed. */
export function realCorpora(root: string): Corpus[] {
  const t262 = join(root, 'bench/conformance/test262-parser-tests');
  const corpora: Corpus[] = [
    { name: 'JavaScript (test262-parser-tests)', root: t262, files: filesUnder(t262, (n) => n.endsWith('.js')) },
    ...['typescript/lib', '@types/node'].map((p) => {
      const dir = join(root, 'node_modules', p);
      return { name: `TypeScript (${p})`, root: dir, files: filesUnder(dir, (n) => n.endsWith('.ts')) };
    }),
  ];
  const py = pythonStdlib();
  if (py !== undefined) {
    corpora.push({
      name: 'Python (standard library)',
      root: py,
      files: filesUnder(
        py,
        (n) => n.endsWith('.py'),
        (d) => d === 'site-packages' || d === '__pycache__',
      ),
    });
  }
  return corpora;
}

/** Runs the check (tripwires: warn, the default) on each file as if the change added it whole. */
export async function measureCorpus(corpus: Corpus): Promise<CorpusFigures> {
  const figures: CorpusFigures = { name: corpus.name, files: corpus.files.length, failed: [], warned: [] };
  for (const rel of corpus.files) {
    let text: string;
    try {
      text = readFileSync(join(corpus.root, rel), 'utf8');
    } catch {
      continue;
    }
    const o = await promptInjection.run({ kind: 'prompt-injection', tripwires: 'warn' }, memoryContext(allAdded({ [rel]: text })));
    if (o.status === 'fail') figures.failed.push(`${rel}: ${o.evidence}`);
    else if (o.severity === 'warning') figures.warned.push(`${rel}: ${o.evidence}`);
  }
  return figures;
}
