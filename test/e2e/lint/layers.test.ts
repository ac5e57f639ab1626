/**
 * The layer rule of `npm run lint` bites: the same depcruise command with the same config, run on
 * a small tree with injected upward, sibling and cyclic imports, an unranked module and a kind
 * reached past the registry (its rooms), fails naming each one and nothing else.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  type: string;
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `depcruise src --config .dependency-cruiser.cjs` in `cwd`, as lint runs it, with the reporter asked for. */
function depcruise(cwd: string, outputType: 'err' | 'json'): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [DEPCRUISE, 'src', '--config', CONFIG, '--output-type', outputType],
      { cwd, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        done({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
      },
    );
  });
}

/** The violations of the JSON report. */
async function violations(cwd: string): Promise<Violation[]> {
  const run = await depcruise(cwd, 'json');
  try {
    return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
  } catch {
    throw new Error(`depcruise printed no report (exit ${run.code}): ${run.stderr}`);
  }
}

const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }),
  // Allowed: a check reads a contract type, the engine runs checks.
  'src/contract/shape.ts': 'export type Shape = { id: string };\n',
  'src/checks/check.ts': "import type { Shape } from '../contract/shape.js';\nexport const check = (s: Shape): string => s.id;\n",
  'src/core/engine.ts':
    "import { check } from '../checks/check.js';\nimport { plan } from '../novel.js';\nexport const run = [check, plan];\n",
  // Upward: the contract pulls in a check, and only a type at that.
  'src/contract/upward.ts': "import type { check } from '../checks/check.js';\nexport type Up = typeof check;\n",
  // Sideways: one adapter uses another.
  'src/browser/page.ts': "import { client } from '../github/client.js';\nexport const page = client;\n",
  'src/github/client.ts': 'export const client = 1;\n',
  // A file cycle inside one directory.
  'src/subject/a.ts': "import { b } from './b.js';\nexport const a = (): number => b();\n",
  'src/subject/b.ts': "import { a } from './a.js';\nexport const b = (): number => a();\n",
  // A new top-level module nobody gave a layer.
  'src/novel.ts': "import type { Shape } from './contract/shape.js';\nexport const plan = (s: Shape): string => s.id;\n",
  // Allowed: the generated list names the kinds, and the registry alone reads it.
  'src/checks/kinds/contains.ts': "import { check } from '../check.js';\nexport const contains = check;\n",
  'src/checks/kind-list.ts': "import { contains } from './kinds/contains.js';\nexport const kindDefinitions = { contains };\n",
  'src/checks/registry.ts': "import { kindDefinitions } from './kind-list.js';\nexport const kinds = Object.keys(kindDefinitions);\n",
  // Past the registry: a module of checks/ that names a kind, or reads the list itself.
  'src/checks/context.ts':
    "import { contains } from './kinds/contains.js';\nimport { kindDefinitions } from './kind-list.js';\nexport const kinds = [contains, kindDefinitions];\n",
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'critic-gate-layers-'));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const errors = (found: readonly Violation[]): string[] =>
  found
    .filter((v) => v.rule.severity === 'error')
    .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
    .sort();

describe('the layer rule', () => {
  it('is what npm run lint runs, after eslint', async () => {
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['lint']).toMatch(/^eslint \. && .* && depcruise src --config \.dependency-cruiser\.cjs$/);
  });

  it('fails on an upward import, a sibling import, a cycle, an unranked module and a kind reached past the registry, and on nothing else', async () => {
    const [lint, found] = await Promise.all([depcruise(dir, 'err'), violations(dir)]);
    expect(errors(found)).toEqual(
      [
        'layer:browser/: src/browser/page.ts → src/github/client.ts',
        'layer:contract/: src/contract/upward.ts → src/checks/check.ts',
        'layer:unranked: src/novel.ts → src/contract/shape.ts',
        'layer:unranked-target: src/core/engine.ts → src/novel.ts',
        'no-circular: src/subject/a.ts → src/subject/b.ts',
        'room:kind-list-only-in-the-registry: src/checks/context.ts → src/checks/kind-list.ts',
        'room:kinds-through-the-registry: src/checks/context.ts → src/checks/kinds/contains.ts',
      ].sort(),
    );
    // Lint's reporter exits with the number of errors, so `npm run lint` fails.
    expect(lint.code).toBe(7);
    expect(lint.stdout).toContain('error layer:contract/: src/contract/upward.ts → src/checks/check.ts');
  });

  it('holds for src/, and every known exemption is still needed', async () => {
    const found = await violations(ROOT);
    expect(errors(found)).toEqual([]);
    const known = (createRequire(import.meta.url)(CONFIG) as { options: { knownViolations: Violation[] } }).options.knownViolations;
    const ignored = found.filter((v) => v.rule.severity === 'ignore');
    // An exemption whose violation is gone would hide its return: it goes from the config too.
    const stale = known.filter(
      (k) => !ignored.some((v) => v.type === k.type && v.from === k.from && v.to === k.to && v.rule.name === k.rule.name),
    );
    expect(
      stale.map((k) => `${k.rule.name}: ${k.from} → ${k.to}`),
      'no longer occurs: remove it from knownViolations in .dependency-cruiser.cjs',
    ).toEqual([]);
  });
});
