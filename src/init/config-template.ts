/**
 * The starting assertions file `init` writes, from what it found in the tree: a syntax gate for
 * the languages present (scripts known by their #! line included), JSON and YAML validity where
 * there are such files, no new placeholder comments in added source lines, a size limit, and two
 * judge assertions scoped to the source it found. Every glob matches a file that exists (a glob
 * that matches nothing is a config error, spec §7), and what a trial of the checks found failing
 * on the untouched tree is left out, with the reason written beside it.
 */
import type { TrialFailure } from './trial.js';
import { literal } from './trial.js';
import picomatch from 'picomatch';
import { GENERATED_GLOBS } from './ignore.js';
import { DEFAULTS } from '../contract/defaults.js';
import type { RunningFile } from './runs.js';
import { GLOB_OPTIONS } from '../subject/glob-bound.js';

/** Extensions the `syntax` check parses, by the language init names in the comment. */
const SYNTAX_EXTENSIONS: Record<string, string> = {
  ts: 'TypeScript',
  tsx: 'TypeScript',
  mts: 'TypeScript',
  cts: 'TypeScript',
  js: 'JavaScript',
  jsx: 'JavaScript',
  mjs: 'JavaScript',
  cjs: 'JavaScript',
  py: 'Python',
  go: 'Go',
  rs: 'Rust',
  java: 'Java',
  c: 'C',
  h: 'C',
  cpp: 'C++',
  cc: 'C++',
  hpp: 'C++',
  cs: 'C#',
  rb: 'Ruby',
  php: 'PHP',
  sh: 'shell',
  bash: 'shell',
  vue: 'Vue',
  css: 'CSS',
  toml: 'TOML',
};
/** Of those, the ones people write code in (the judge's and the placeholder check's scope). */
const SOURCE_EXTENSIONS = new Set(Object.keys(SYNTAX_EXTENSIONS).filter((e) => e !== 'css' && e !== 'toml'));

/** What init found in the tree. */
export interface TreeSummary {
  /** Repository-relative paths of the files found (generated folders left out). */
  paths: readonly string[];
  /** Files without an extension whose #! line names a language the syntax check parses. */
  scripts?: readonly string[];
  /** Globs of files the repository marks as generated (.gitattributes `linguist-generated`). */
  generated?: readonly string[];
  /** Committed files the repository runs unread (runs.ts): never ignored (issue 37 item 4). */
  running?: readonly RunningFile[];
  /** The manifests that say what runs (`action.yml`, `package.json`), by path. */
  manifests?: readonly string[];
}

/** One glob of the usual ignore list that init keeps out of it, and the file that runs under it. */
export interface KeptGlob {
  glob: string;
  running: RunningFile;
}

/**
 * The ignore list for a tree: the usual generated globs and the repository's own, less every glob
 * that would hide a file the repository runs (a bundle under `dist/` that `action.yml` starts).
 */
export function ignoreFor(tree: TreeSummary): { ignore: string[]; kept: KeptGlob[] } {
  const all = [...GENERATED_GLOBS, ...(tree.generated ?? []).filter((g) => !GENERATED_GLOBS.includes(g))];
  const ignore: string[] = [];
  const kept: KeptGlob[] = [];
  for (const glob of all) {
    const matches = picomatch(glob, GLOB_OPTIONS);
    const running = (tree.running ?? []).find((f) => matches(f.path));
    if (running === undefined) ignore.push(glob);
    else kept.push({ glob, running });
  }
  return { ignore, kept };
}

/** One check init proposes, as the config will hold it. */
export interface ProposedCheck {
  spec: Record<string, unknown>;
  /** Said after the entry, on its line. */
  note?: string;
  /** Said above the entry, a comment line each: what the repository's history showed (relax.ts). */
  evidence?: readonly string[];
  /** Written commented out, under its evidence: the history shows the team does not follow it. */
  leftOut?: boolean;
}

const extOf = (path: string): string | undefined => /\.([A-Za-z0-9]+)$/.exec(path.split('/').pop() ?? '')?.[1]?.toLowerCase();
const globOf = (exts: readonly string[]): string => (exts.length === 1 ? `**/*.${exts[0]}` : `**/*.{${exts.join(',')}}`);
const q = (s: string): string => JSON.stringify(s);

/** A folder holding this many scripts or more is named by a glob instead of one path each. */
const SCRIPTS_PER_FOLDER_GLOB = 4;

/** The scripts as globs: a folder full of them as `dir/*`, the rest by their own path. */
function scriptGlobs(scripts: readonly string[]): string[] {
  const byFolder = new Map<string, string[]>();
  for (const s of scripts) {
    const folder = s.includes('/') ? s.slice(0, s.lastIndexOf('/')) : '';
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), s]);
  }
  return [...byFolder.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([folder, files]) =>
      files.length >= SCRIPTS_PER_FOLDER_GLOB && folder !== '' ? [`${literal(folder)}/*`] : files.map((f) => literal(f)),
    );
}

/** The gate init proposes for the tree, before its trial. */
export function proposedGate(tree: TreeSummary): ProposedCheck[] {
  const exts = new Set(tree.paths.map(extOf).filter((e): e is string => e !== undefined));
  const syntax = [...exts].filter((e) => e in SYNTAX_EXTENSIONS).sort();
  const source = syntax.filter((e) => SOURCE_EXTENSIONS.has(e));
  const languages = [...new Set(syntax.map((e) => SYNTAX_EXTENSIONS[e]!))].sort();
  const scripts = tree.scripts ?? [];
  const gate: ProposedCheck[] = [];
  const syntaxFiles = [...(syntax.length > 0 ? [globOf(syntax)] : []), ...scriptGlobs(scripts)];
  if (syntaxFiles.length > 0)
    gate.push({
      spec: {
        kind: 'syntax',
        files: syntaxFiles.length === 1 ? syntaxFiles[0] : syntaxFiles,
        // Scripts are named by their own paths: once a later change deletes or moves one, its path
        // matches nothing, which must not turn every following pull request into a config error.
        ...(scripts.length > 0 ? { allow_empty: true } : {}),
      },
      note: [languages.join(', '), scripts.length > 0 ? `${scripts.length} #! script(s)` : ''].filter(Boolean).join('; '),
    });
  // go.mod on a check of its own: a runner whose Go is older than the module declares cannot judge
  // it (a setup error), and that must not cost the other languages their syntax check.
  if (tree.paths.some((p) => /(^|\/)go\.mod$/.test(p)))
    gate.push({ spec: { kind: 'syntax', files: '**/go.mod' }, note: "go.mod, by Go's own parser (`go mod edit`) where Go is installed" });
  if (exts.has('json'))
    gate.push({ spec: { kind: 'json-valid', files: '**/*.json' }, note: 'tsconfig.json and other JSONC files as JSONC' });
  const yaml = ['yaml', 'yml'].filter((e) => exts.has(e));
  // A Helm chart's templates are Go templates that render to YAML, not YAML as written.
  const charts = tree.paths.filter((p) => /(^|\/)Chart\.ya?ml$/.test(p)).map((p) => p.slice(0, p.lastIndexOf('/') + 1));
  const templates = charts.map((dir) => `${literal(dir)}templates/**`);
  if (yaml.length > 0)
    gate.push({
      spec: { kind: 'yaml-valid', files: globOf(yaml), ...(templates.length > 0 ? { exclude: templates } : {}) },
      ...(templates.length > 0 ? { note: 'Helm templates left out: they are YAML only once rendered' } : {}),
    });
  // A rebuilt bundle is as long as its dependencies and holds their TODOs: judged by the
  // assertion init writes for it (renderConfig), not counted or scanned as hand-written source.
  const bundles = ignoreFor(tree).kept.map((k) => k.glob);
  const besideBundles = bundles.length > 0 ? { exclude: bundles } : {};
  if (source.length > 0)
    gate.push({
      spec: { kind: 'no-placeholders', files: globOf(source), scope: 'added', ...besideBundles },
      note: 'a TODO / FIXME / XXX comment the change adds fails; drop this line if your team merges TODOs',
    });
  // Every repository, every file not ignored: a credential is as live in a dotfile or a config as in code.
  gate.push({
    spec: { kind: 'no-secrets', scope: 'added' },
    note: "a committed credential fails (secretlint's recommended rules); list test fixtures under allow",
  });
  // A size limit is for what a reviewer must read as code: a changelog converted to another format
  // or a regenerated docs page is large and easy to review.
  gate.push(
    source.length > 0
      ? { spec: { kind: 'max-changed-lines', files: globOf(source), max: 2000, ...besideBundles }, note: 'in source files' }
      : { spec: { kind: 'max-changed-lines', max: 2000, ...besideBundles } },
  );
  return gate;
}

const flow = (spec: Record<string, unknown>): string =>
  `{${Object.entries(spec)
    .map(
      ([k, v]) =>
        `${k}: ${typeof v === 'string' ? (/^[\w-]+$/.test(v) ? v : q(v)) : Array.isArray(v) ? `[${v.map((x) => q(String(x))).join(', ')}]` : String(v)}`,
    )
    .join(', ')}}`;

/** Failing files shown per check in the comment; the rest are counted. */
const SHOWN_FAILURES = 10;

function renderCheck(check: ProposedCheck, failures: readonly TrialFailure[] | undefined): string[] {
  const evidence = (check.evidence ?? []).map((line) => `  # ${line}`);
  const entry = (spec: Record<string, unknown>): string =>
    `  ${check.leftOut ? '# ' : ''}- ${flow(spec)}${check.note && !check.leftOut ? `   # ${check.note}` : ''}`;
  const lines = renderTried(check, failures, entry);
  return lines.length === 1 ? [...evidence, ...lines] : [...lines.slice(0, -1), ...evidence, lines.at(-1)!];
}

function renderTried(
  check: ProposedCheck,
  failures: readonly TrialFailure[] | undefined,
  entry: (spec: Record<string, unknown>) => string,
): string[] {
  const kind = String(check.spec['kind']);
  if (failures === undefined || failures.length === 0) return [entry(check.spec)];
  if (failures.some((f) => f.path === '')) {
    const why = failures.find((f) => f.path === '')!.message.split('\n')[0];
    return [`  # ${kind} is not written: it fails on the tree as it is (${why})`];
  }
  const exclude = [...((check.spec['exclude'] as string[] | undefined) ?? []), ...failures.map((f) => literal(f.path))];
  // A tool's message often starts with the path and line already (`a.json:1:1: …`).
  const shown = failures.slice(0, SHOWN_FAILURES).map((f) => `  #   ${f.message}`);
  const more = failures.length > SHOWN_FAILURES ? [`  #   … and ${failures.length - SHOWN_FAILURES} more`] : [];
  return [
    `  # ${kind} leaves out ${failures.length} file(s) that fail it today, untouched by any pull request yet:`,
    ...shown,
    ...more,
    entry({ ...check.spec, exclude }),
  ];
}

/** The assertions file, with the checks of the gate and what their trial found (by index). */
export function renderConfig(
  tree: TreeSummary,
  gate: readonly ProposedCheck[],
  failures: ReadonlyMap<number, readonly TrialFailure[]> = new Map(),
  schemaRef = './critic-gate.schema.json',
  header: readonly string[] = [],
): string {
  const exts = new Set(tree.paths.map(extOf).filter((e): e is string => e !== undefined));
  const source = [...exts].filter((e) => SOURCE_EXTENSIONS.has(e)).sort();
  const { ignore, kept } = ignoreFor(tree);
  const judged = `\n    files: ${q(globOf(source))}`;
  const runs = runsAssertion(tree, kept);
  const assertions =
    source.length > 0
      ? `assertions:               # judged by the LLM, which must quote evidence for every "met"
${runs}  # Scoped to the source files found: a change that touches none of them (docs, lockfiles) is
  # "not applicable" for these, and no model is asked.
  - id: tests
    text: "New or changed behaviour comes with at least one test that would fail without it"${judged}
  - id: errors-handled
    text: "New code handles its error cases explicitly instead of ignoring them"
    critical: true${judged}
`
      : runs !== ''
        ? `assertions:\n${runs}`
        : `assertions: []            # e.g. - {id: docs-clear, text: "The README says how to install it", files: "README.md"}
`;
  return `# yaml-language-server: $schema=${schemaRef}
${header.map((line) => `${line}\n`).join('')}# critic-gate's assertions file. It is read from the pull request's base commit: commit it to the
# default branch first. Every key is described in critic-gate.schema.json beside this file (your
# editor shows it) and by \`critic-gate schema\`.
#
# No GPU runner yet? The deterministic gate works alone: give the Action \`llm: off\` and
# \`fail-on: FAIL\`. Without a judge the verdict is SKIPPED (not a pass: the judge did not run),
# and that fail-on keeps it from failing every pull request.
version: 1
ignore:                   # never checked, never shown to the judge: lockfiles, snapshots, build output
${[...ignore.map((g) => `  - ${q(g)}`), ...kept.map((k) => `  # not ${q(k.glob)}: ${k.running.path} is code that runs (${k.running.why})`)].join('\n')}
threshold: 1.0
max_attempts: 4
judge:
  model: ${DEFAULTS.model}        # the gate workflow's "Model is present" step pulls the same model
  timeout_seconds: 300
gate:                     # deterministic checks; all must pass before the judge runs
${gate.flatMap((c, i) => renderCheck(c, failures.get(i))).join('\n')}
${assertions}`;
}

/**
 * Issue 37 item 4: what runs unread — a bundle an Action starts, a package's built entry point, the
 * install hooks of package.json — gets a critical assertion of its own, so a change that slips
 * code into it is judged, never "not applicable". Empty when nothing ignored-by-default runs.
 */
function runsAssertion(tree: TreeSummary, kept: readonly KeptGlob[]): string {
  if (kept.length === 0) return '';
  const globs = [...new Set(kept.map((k) => k.glob))];
  // The judge is shown the bundle's code, not what a build writes beside it (source maps, licence
  // lists): those are large, an honest rebuild changes them whole, and a critical assertion that
  // could not see all of them would fail it. Each folder's glob takes the extensions of what runs.
  const codeGlob = (glob: string): string => {
    if (!glob.endsWith('/**')) return glob;
    const exts = [...new Set(kept.filter((k) => k.glob === glob).map((k) => extOf(k.running.path) ?? ''))].filter(Boolean).sort();
    return exts.length === 0 ? glob : `${glob}/${globOf(exts).slice('**/'.length)}`;
  };
  const files = [...globs.map(codeGlob), ...(tree.manifests ?? [])];
  const why = [...new Set(kept.map((k) => `${k.running.path}: ${k.running.why}`))].join('; ');
  return `  # ${globs.join(', ')} is not ignored: it is code that runs (${why}).
  - id: runs-as-built
    text: "Code that runs unread (${globs.join(', ')}, and install hooks of package.json) changes only as the rebuilt output of this change's own source: nothing in it (network calls, encoded payloads, process, file or environment access, new install hooks) that the source change does not explain"
    critical: true
    files: [${files.map(q).join(', ')}]
`;
}

/** The starting config for a tree, without a trial (what init writes when the trial finds nothing). */
export function configTemplate(tree: TreeSummary): string {
  return renderConfig(tree, proposedGate(tree));
}
