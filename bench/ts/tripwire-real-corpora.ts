/**
 * Bench figures for the tripwires on real code nobody here wrote (issues 23 and 26): the vendored
 * JavaScript corpus (tc39/test262-parser-tests under bench/conformance), the TypeScript sources
 * under node_modules and the local python3's standard library. Counted per file: a file fails when
 * the check would fail on it as a new file, and warns when it would only warn.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promptInjection } from '../../src/checks/prompt-injection.js';
import { allAdded, memoryContext } from '../../test/support/memory-subject.js';

export interface CorpusFigures {
  name: string;
  files: number;
  failed: string[];
  warned: string[];
}

/** Every file under `dir` whose name passes `keep`, depth first, in a stable order. */
export function filesUnder(dir: string, keep: (name: string) => boolean, limit = Infinity): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    let names: string[];
    try {
      names = readdirSync(d).sort();
    } catch {
      return;
    }
    for (const n of names) {
      if (out.length >= limit) return;
      const p = join(d, n);
      const s = statSync(p, { throwIfNoEntry: false });
      if (s?.isDirectory()) walk(p);
      else if (s?.isFile() && keep(n) && s.size < 2_000_000) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** Runs the check on each file as if the change added it whole. */
export async function measureCorpus(name: string, root: string, paths: readonly string[]): Promise<CorpusFigures> {
  const figures: CorpusFigures = { name, files: paths.length, failed: [], warned: [] };
  for (const p of paths) {
    const rel = p.slice(root.length + 1);
    const text = readFileSync(p, 'utf8');
    const ctx = memoryContext(allAdded({ [rel]: text }));
    const o = await promptInjection.run({ kind: 'prompt-injection', tripwires: 'warn' } as never, ctx);
    if (o.status === 'fail') figures.failed.push(`${rel}: ${o.evidence.slice(0, 160)}`);
    else if (o.severity === 'warning') figures.warned.push(`${rel}: ${o.evidence.slice(0, 160)}`);
  }
  return figures;
}
