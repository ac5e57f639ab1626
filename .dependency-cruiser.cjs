/**
 * The layers of src/, as a rule `npm run lint` checks (dependency-cruiser).
 *
 * Every top-level directory and file of src/ sits in exactly one layer, lowest first. A module
 * may import its own unit (the same directory or file) and any layer below its own; never a
 * layer above it, and never another unit of its own layer. No import cycle, even between two
 * files of one directory and even through type-only imports. A new top-level entry of src/ fails
 * lint until it is given a layer here (and in docs/ARCHITECTURE.md's Layout section).
 *
 * The I/O adapters (browser/, commands/, github/) implement interfaces that the layers below
 * declare (checks/browser-runtime.ts, the CommandRunner of checks/define.ts, the FileReader of
 * subject/types.ts); the front ends above them create the implementations and pass them in.
 * host/ is the other way round: a port declared with its implementation, above the modes it reads
 * changes with, that the Action's handlers talk to instead of an HTTP client.
 */
const LAYERS = [
  // What the world sees (input, result, outcome shapes, defaults) and text helpers: import nothing of ours.
  ['base', ['contract/', 'types/', 'text/']],
  // The errors a user can act on, each with its message and exit code; verdicts as exit codes.
  ['errors', ['errors/']],
  // The thing judged: diff, git, files, text.
  ['subject', ['subject/']],
  // The languages' own parsers (and the marked tree-sitter fallback): what "valid syntax" means.
  ['syntax', ['syntax/']],
  // The tripwire scan: hidden instructions, injection phrasings, vendored skeletons (spec §7).
  ['tripwires', ['tripwires/']],
  // The check kinds (checks/kinds/, one file each), the registry, the check context, the syntax pool and
  // the interfaces of what checks may use.
  ['checks', ['checks/']],
  // The LLM judge: backends/ (the wire protocols), prompt/, fit/ (the context window), answers, evidence.
  ['judge', ['judge/']],
  // The core: the plan the modes make, criteria, the verdict rules, and the engine that runs a plan.
  ['core', ['core/']],
  ['report', ['report/']],
  ['review', ['review/']],
  // The assertions file composed with the check kinds.
  ['config', ['config/']],
  // Judge mode: a critic input as a plan (the library's critique()).
  ['critique', ['critique/']],
  ['adapters', ['browser/', 'commands/', 'github/']],
  // PR mode (a change and its config as a plan), `init` templates, the library entry point.
  ['modes', ['pr/', 'init/', 'lib.ts']],
  // The pull-request host port (danger-js's Platform): what the Action asks of where a pull request
  // lives, by resource, and its GitHub implementation composing github/'s operations.
  ['host', ['host/']],
  ['eval', ['eval/']],
  ['front ends', ['action/', 'cli/']],
  ['entry points', ['index.ts', 'cli.ts']],
];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `checks/` is the directory, `core/engine.ts` the one file. */
const pathOf = (unit) => (unit.endsWith('/') ? `^src/${escape(unit)}` : `^src/${escape(unit)}$`);
const allUnits = LAYERS.flatMap(([, units]) => units);

const layerRules = LAYERS.flatMap(([layer, units], rank) => {
  const below = LAYERS.slice(0, rank).map(([name]) => name);
  const above = LAYERS.slice(rank + 1).flatMap(([, u]) => u);
  return units.map((unit) => {
    const forbidden = [...above, ...units.filter((u) => u !== unit)];
    return {
      name: `layer:${unit}`,
      severity: 'error',
      comment: `src/${unit} (layer "${layer}") may import only itself and the layers below it: ${below.join(', ') || 'none'}`,
      from: { path: pathOf(unit) },
      to: { path: forbidden.map(pathOf) },
    };
  });
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: the modules in it cannot be understood, tested or loaded one without the other',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'room:kinds-stand-alone',
      severity: 'error',
      comment:
        'A check kind is one file: it imports the check engine (src/checks/*.ts) and the layers below, never another kind. Move what two kinds share into src/checks/.',
      from: { path: '^src/checks/kinds/' },
      to: { path: '^src/checks/kinds/' },
    },
    {
      name: 'room:kinds-through-the-registry',
      severity: 'error',
      comment:
        'Only src/checks/kind-list.ts, generated from the files of src/checks/kinds/, names the kinds; everything else reaches a kind through the registry, so adding or removing a kind is its own file (and regenerating).',
      from: { path: '^src/', pathNot: '^src/checks/(kind-list\\.ts$|kinds/)' },
      to: { path: '^src/checks/kinds/' },
    },
    {
      name: 'room:kind-list-only-in-the-registry',
      severity: 'error',
      comment:
        'src/checks/kind-list.ts is read by src/checks/registry.ts alone, which checks each name against its kind; everything else asks the registry.',
      from: { path: '^src/', pathNot: '^src/checks/registry\\.ts$' },
      to: { path: '^src/checks/kind-list\\.ts$' },
    },
    {
      name: 'room:backends-speak-only-the-wire',
      severity: 'error',
      comment:
        "A judge backend speaks its wire protocol: it never builds prompts, fits material or reads answers' sense (src/judge/create-judge.ts shares those between backends).",
      from: { path: '^src/judge/backends/', pathNot: '^src/judge/backends/ollama\\.ts$' },
      to: { path: ['^src/judge/fit/', '^src/judge/(create-judge|response|canary|evidence|votes)\\.ts$'] },
    },
    {
      name: 'layer:unranked',
      severity: 'error',
      comment: 'A top-level entry of src/ that is in no layer: give it one in LAYERS of .dependency-cruiser.cjs',
      from: { path: '^src/', pathNot: allUnits.map(pathOf) },
      to: {},
    },
    {
      name: 'layer:unranked-target',
      severity: 'error',
      comment: 'An import of a top-level entry of src/ that is in no layer: give it one in LAYERS of .dependency-cruiser.cjs',
      from: {},
      to: { path: '^src/', pathNot: allUnits.map(pathOf) },
    },
  ],
  options: {
    // Type-only imports are dependencies of the design too; they make cycles as well.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Violations accepted for now, each with why; test/e2e/lint/layers.test.ts fails once one no longer occurs.
    knownViolations: [],
  },
};
