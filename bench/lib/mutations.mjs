// The deterministic mutations the syntax conformance corpora are made of (bench/syntax-conformance.mjs
// and test/unit/subject/syntax-conformance.test.ts judge the same texts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The TypeScript sources the syntax conformance corpus is made of: up to 150 `.ts`/`.mts`/`.cts`
 * files (declaration files aside) of the installed packages, in a fixed order.
 */
export function typescriptSources(root) {
  const found = [];
  const walk = (dir, depth) => {
    if (depth > 6 || found.length >= 150) return;
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory() && e.name !== '.cache') walk(p, depth + 1);
      else if (/\.(?:ts|mts|cts)$/.test(e.name) && !/\.d\.[mc]?ts$/.test(e.name)) found.push(p);
    }
  };
  walk(join(root, 'node_modules'), 0);
  return found;
}

/** A small deterministic PRNG (mulberry32), so mutations are the same on every run. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Small edits a worker's output typically suffers: a lost character, bracket or colon, a broken indent, a cut. */
export function mutate(text, random) {
  const lines = text.split('\n');
  const pick = () => Math.floor(random() * lines.length);
  const kind = Math.floor(random() * 6);
  const i = pick();
  const line = lines[i] ?? '';
  switch (kind) {
    case 0: {
      const at = Math.floor(random() * (line.length + 1));
      lines[i] = line.slice(0, at) + line.slice(at + 1);
      break;
    }
    case 1:
      lines[i] = line.replace(/[)\]}]/, '');
      break;
    case 2:
      lines[i] = line.replace(/:\s*$/, '');
      break;
    case 3:
      lines[i] = line.replace(/^\s+/, '');
      break;
    case 4:
      lines[i] = `  ${line}`;
      break;
    default:
      return lines.slice(0, Math.max(1, i)).join('\n') + '\n' + line.slice(0, Math.floor(line.length / 2));
  }
  return lines.join('\n');
}
