import * as z from '../../contract/zod.js';
import type { ValidateFunction } from 'ajv';
import type { Finding } from '../../contract/location.js';
import { failEach, misconfigured, pass } from '../../contract/outcome.js';
import { at, defineCheck, type SelectedFile } from '../define.js';
import { placesOf } from '../places.js';
import { describeViolation, loadSchema } from '../json-schemas.js';
import { errorMessage } from '../../errors/message.js';
// Loaded when the check runs: the YAML parser is a large part of the bundle, and every command that loads the registry would pay for it.
import type { parseYamlMapping } from '../../syntax/yaml.js';
import { firstLineOf } from '../first-line.js';

type Parsed =
  { ok: true; data: Record<string, unknown>; keyLines: Map<string, number> } | { ok: false; line: number; problem: string; fix: string };

const OPEN = /^\uFEFF?---[ \t]*$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/;

/** The YAML block between a first line `---` and the next `---` (or `...`) line, parsed. */
function frontMatter(f: SelectedFile, parseYaml: typeof parseYamlMapping): Parsed {
  const lines = f.text.split(/\r?\n/);
  if (!OPEN.test(lines[0] ?? '')) {
    return {
      ok: false,
      line: 1,
      problem: 'does not open with a front-matter block (a first line `---`)',
      fix: `Start ${f.path} with a YAML front-matter block: a line \`---\`, the keys, and a closing \`---\``,
    };
  }
  const end = lines.findIndex((l, i) => i > 0 && CLOSE.test(l));
  if (end < 0)
    return {
      ok: false,
      line: 1,
      problem: 'opens a front-matter block that is never closed',
      fix: `Close the front matter of ${f.path} with a line \`---\``,
    };
  // Lines of the block are lines of the file one further down: the block starts after `---`.
  const parsed = parseYaml(lines.slice(1, end).join('\n'));
  if (parsed.ok) return { ok: true, data: parsed.data, keyLines: new Map([...parsed.keyLines].map(([k, n]) => [k, n + 1])) };
  if (parsed.problem === 'syntax') {
    const line = parsed.line + 1;
    return {
      ok: false,
      line,
      problem: `front matter is not valid YAML: ${parsed.message}`,
      fix: `Fix the YAML of the front matter at ${at(f.path, line)}`,
    };
  }
  return {
    ok: false,
    line: 2,
    problem: 'front matter is not a mapping of keys to values',
    fix: `Write the front matter of ${f.path} as \`key: value\` lines`,
  };
}

const lineOf = (f: SelectedFile, n: number): string => f.text.split(/\r?\n/)[n - 1] ?? '';

export const frontmatter = defineCheck({
  kind: 'frontmatter',
  shape: () => ({
    required_keys: z
      .optional(z.array(z.string().check(z.minLength(1))))
      .check(z.describe('Keys the front matter must hold with a non-empty value (default none)')),
    schema: z
      .optional(z.union([z.string().check(z.minLength(1)), z.record(z.string(), z.unknown()), z.boolean()]))
      .check(z.describe('JSON Schema the front matter must satisfy: a path (read from the base commit when it is there) or inline')),
  }),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description:
    'Every selected file opens with a YAML front-matter block that parses, holds `required_keys`, and satisfies `schema` when one is given.',
  examples: {
    failing: [
      {
        title: 'a post without its date',
        check: { kind: 'frontmatter', files: 'posts/*.md', required_keys: ['title', 'date'] },
        files: { 'posts/hello.md': '---\ntitle: Hello\n---\n\nThe first post.\n' },
        says: 'posts/hello.md:1: front matter lacks `date` (has title)',
      },
    ],
    passing: [
      {
        title: 'title and date present',
        check: { kind: 'frontmatter', files: 'posts/*.md', required_keys: ['title', 'date'] },
        files: { 'posts/hello.md': '---\ntitle: Hello\ndate: 2024-05-01\n---\n\nThe first post.\n' },
        says: 'posts/hello.md: front matter present and valid',
      },
    ],
  },
  async run(spec, ctx) {
    let validate: ValidateFunction | undefined;
    if (spec.schema !== undefined) {
      const schema = await loadSchema(spec.schema, ctx);
      // A schema given by path is a file of its own, fixed there; an inline one is the assertions file's.
      const schemaFile = typeof spec.schema === 'string' ? spec.schema : undefined;
      if (typeof schema === 'string') return misconfigured(schema, 'Fix the schema the frontmatter check points at', schemaFile);
      const { schemaCompiler } = await import('../../subject/json-schema-compile.js');
      const compileSchema = schemaCompiler(ctx.codeCacheDir);
      try {
        validate = compileSchema(schema);
      } catch (e) {
        return misconfigured(`the JSON Schema does not compile: ${errorMessage(e)}`, 'Fix the JSON Schema', schemaFile);
      }
    }
    const required = spec.required_keys ?? [];
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    const { parseYamlMapping: parseYaml } = await import('../../syntax/yaml.js');
    const findings: Finding[] = [];
    const fixes: string[] = [];
    const failed = (f: SelectedFile, line: number, message: string, fix: string): void => {
      findings.push({ path: f.path, line, message, quote: lineOf(f, line) });
      fixes.push(fix);
    };
    for (const f of files) {
      const parsed = frontMatter(f, parseYaml);
      if (!parsed.ok) {
        failed(f, parsed.line, parsed.problem, parsed.fix);
        continue;
      }
      const missing = required.filter((k) => parsed.data[k] === undefined || parsed.data[k] === null || parsed.data[k] === '');
      if (missing.length > 0) {
        failed(
          f,
          1,
          `front matter lacks ${missing.map((k) => `\`${k}\``).join(', ')} (has ${[...parsed.keyLines.keys()].join(', ') || 'no keys'})`,
          `Add ${missing.map((k) => `\`${k}: …\``).join(', ')} to the front matter of ${f.path}`,
        );
        continue;
      }
      if (validate && !validate(parsed.data)) {
        const errors = validate.errors ?? [];
        const firstKey = errors[0]?.instancePath.split('/')[1];
        const line = (firstKey !== undefined ? parsed.keyLines.get(firstKey.replace(/~1/g, '/').replace(/~0/g, '~')) : undefined) ?? 1;
        const violations = errors.map(describeViolation);
        failed(
          f,
          line,
          `front matter violates its schema: ${violations.slice(0, 5).join('; ')}${violations.length > 5 ? '; …' : ''}`,
          `Make the front matter of ${f.path} satisfy its schema: ${violations.slice(0, 3).join('; ')}`,
        );
      }
    }
    // One failing file keeps its own fix; several are named by place.
    if (findings.length > 0)
      return failEach(findings, spec.message ?? (fixes.length === 1 ? fixes[0]! : `Fix the front matter at ${placesOf(findings)}`));
    return pass(
      files.length === 1 ? `${files[0]!.path}: front matter present and valid` : `${files.length} file(s): front matter present and valid`,
      firstLineOf(files),
    );
  },
});
