import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { filesUnder, measureCorpus } from './tripwire-real-corpora.js';

const ROOT = process.argv[2]!;
const py = execFileSync('python3', ['-c', 'import sysconfig; print(sysconfig.get_paths()["stdlib"])'], { encoding: 'utf8' }).trim();
const sets = [
  { name: 'JavaScript (test262-parser-tests)', root: join(ROOT, 'bench/conformance'), keep: (n: string) => n.endsWith('.js') },
  { name: 'TypeScript (node_modules)', root: join(ROOT, 'node_modules'), keep: (n: string) => n.endsWith('.ts') },
  { name: 'Python (stdlib)', root: py, keep: (n: string) => n.endsWith('.py') },
];
for (const s of sets) {
  const paths = filesUnder(s.root, s.keep).filter((p) => !p.includes('site-packages') && !p.includes('/.cache/'));
  const f = await measureCorpus(s.name, s.root, paths);
  console.log(`${f.name}: ${f.files} files, ${f.failed.length} fail, ${f.warned.length} warn`);
  for (const x of f.failed) console.log(`  FAIL ${x}`);
  for (const x of f.warned) console.log(`  WARN ${x}`);
}
