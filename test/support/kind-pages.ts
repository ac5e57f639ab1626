/**
 * The pages of docs/checks/: one per check kind, generated from its definition (description, own
 * fields, default scope, and the worked examples it declares), and the README listing them.
 * test/unit/docs/kind-pages.test.ts keeps them equal to what this generates (UPDATE_DOCS=1 rewrites
 * them); test/unit/checks/kind-examples.test.ts runs every example shown.
 */
import * as z from '../../src/contract/zod.js';
import { checkKinds, definitionOf, type CheckKindName } from '../../src/checks/registry.js';
import { ownFields } from './kinds-reference.js';
import { exampleCheckYaml, type Example } from './kind-examples.js';

/** Where the pages live, from the repository's root. */
export const PAGES_DIR = 'docs/checks';

const GENERATED = (source: string): string =>
  `<!-- generated from ${source} by test/support/kind-pages.ts; UPDATE_DOCS=1 npx vitest run test/unit/docs rewrites it -->`;

const LANGUAGES: Record<string, string> = {
  md: 'markdown',
  json: 'json',
  jsonc: 'jsonc',
  yml: 'yaml',
  yaml: 'yaml',
  js: 'js',
  mjs: 'js',
  ts: 'ts',
  py: 'python',
  html: 'html',
  css: 'css',
  sh: 'sh',
  sql: 'sql',
  txt: 'text',
};

const languageOf = (path: string): string => LANGUAGES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'text';

/** A fenced block that holds `text` whatever fences it holds itself: one backtick more than its longest run. */
function fenced(text: string, language: string): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text.endsWith('\n') ? text : `${text}\n`}${fence}`;
}

/**
 * Characters a reader cannot see (bidirectional controls, zero-width and other format characters)
 * written as ⟨U+XXXX⟩: a page must show what the example holds, and must not itself carry the
 * hidden text the prompt-injection check fails.
 */
const INVISIBLE = /[\p{Cf}\u2028\u2029]/gu;
const visible = (text: string): string =>
  text.replace(INVISIBLE, (c) => `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`);

function fileBlocks(files: Readonly<Record<string, string | null>>): string[] {
  return Object.entries(files).flatMap(([path, text]) => {
    if (text === null) return [`\`${path}\` deleted.`];
    if (text === '') return [`\`${path}\` (empty)`];
    const shown = visible(text);
    const note = shown === text ? ':' : ' (a character you could not see is written ⟨U+XXXX⟩):';
    return [`\`${path}\`${note}`, fenced(shown, languageOf(path))];
  });
}

function exampleSection(heading: string, example: Example, passes: boolean): string[] {
  const out = [`## ${heading}: ${example.title}`, ''];
  if (example.task !== undefined) out.push('The task the work was given:', '', ...example.task.split('\n').map((l) => `> ${l}`), '');
  if (example.base !== undefined) {
    const base = Object.keys(example.base).length === 0 ? ['(no files)'] : fileBlocks(example.base);
    out.push('Before the change (the base commit):', '', ...base.flatMap((b) => [b, '']));
  }
  (example.commits ?? []).forEach((commit, i) =>
    out.push(`Commit ${i + 1} of the change:`, '', ...fileBlocks(commit).flatMap((b) => [b, ''])),
  );
  const head =
    example.base === undefined && example.commits === undefined
      ? 'The files (all added by the change):'
      : example.commits === undefined
        ? 'The change writes:'
        : 'The last commit of the change writes:';
  out.push(head, '', ...fileBlocks(example.files).flatMap((b) => [b, '']));
  out.push('The check in `.critic-gate.yml`:', '', fenced(`gate:\n${exampleCheckYaml(example).replace(/^/gm, '  ')}`, 'yaml'), '');
  out.push(passes ? 'It passes; its evidence reads:' : 'It fails; its evidence reads:', '', fenced(visible(example.says), 'text'), '');
  return out;
}

function optionsSection(kind: CheckKindName): string[] {
  const fields = ownFields(kind);
  const rows = fields.map((f) => `| \`${f.name}\` | ${f.required ? 'yes' : 'no'} | ${(f.description ?? '').replace(/\|/g, '\\|')} |`);
  return [
    '## Options',
    '',
    ...(rows.length === 0 ? ['No options of its own.'] : ['| field | required | what it sets |', '|---|---|---|', ...rows]),
    '',
    'Besides its own, it takes the fields every check takes: `id`, `file` or `files`, `exclude`, `scope`, `message`, `allow_empty`',
    '([the assertions file](../configuration.md)).',
    '',
  ];
}

/**
 * A kind's description as markdown prose: `<` outside code spans written `&lt;`, so that a tag it
 * names (`<style> blocks`) is shown, not taken for HTML and dropped.
 */
const describedAs = (kind: CheckKindName): string =>
  (z.globalRegistry.get(definitionOf(kind).schema)?.description ?? '')
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/</g, '&lt;')))
    .join('');

/** The page of one kind, `docs/checks/<kind>.md`. */
export function kindPage(kind: CheckKindName): string {
  const def = definitionOf(kind);
  const facts = [
    `Default scope: \`${def.defaultScope}\`.`,
    ...(def.aliases.length > 0 ? [`Also spelled ${def.aliases.map((a) => `\`${a}\``).join(', ')}.`] : []),
    def.appliesToText
      ? 'Runs on a single worker output too (`check` on a judge assertion).'
      : 'Runs on a change, not on a single worker output.',
    ...(def.actsOnMachine ? ['Acts on the machine: runs one after another with the other such checks, in the order written.'] : []),
  ];
  const { failing, passing } = def.examples;
  const numbered = (list: readonly Example[], name: string): Array<[string, Example]> =>
    list.map((e, i): [string, Example] => [list.length > 1 ? `${name} ${i + 1}` : name, e]);
  const lines = [
    GENERATED(`src/checks/kinds/${kind}.ts`),
    '',
    `# \`${kind}\``,
    '',
    `Back to [the check kinds](README.md).`,
    '',
    describedAs(kind),
    '',
    facts.join(' '),
    '',
    ...optionsSection(kind),
    ...numbered(failing, 'Failing example').flatMap(([h, e]) => exampleSection(h, e, false)),
    ...numbered(passing, 'Passing example').flatMap(([h, e]) => exampleSection(h, e, true)),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The first sentence of a description, for the list of kinds: up to the first full stop outside parentheses and code. */
function firstSentence(text: string): string {
  let depth = 0;
  let code = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '`') code = !code;
    else if (!code && c === '(') depth++;
    else if (!code && c === ')') depth = Math.max(0, depth - 1);
    else if (!code && depth === 0 && c === '.' && (i + 1 === text.length || /\s/.test(text[i + 1]!))) return text.slice(0, i + 1);
  }
  return text;
}

/** `docs/checks/README.md`: every kind, linked to its page. */
export function kindsIndex(): string {
  const rows = checkKinds.map((kind) => `| [\`${kind}\`](${kind}.md) | ${firstSentence(describedAs(kind)).replace(/\|/g, '\\|')} |`);
  const lines = [
    GENERATED('src/checks/kinds/'),
    '',
    '# The check kinds',
    '',
    'Back to [the assertions file](../configuration.md). One page per kind: what it checks, its options, its default scope,',
    'and a failing and a passing example. Each example is run by the test suite as written here, through the config parser,',
    'so the output shown is what the check says.',
    '',
    '| kind | what it checks |',
    '|---|---|',
    ...rows,
  ];
  return `${lines.join('\n')}\n`;
}
