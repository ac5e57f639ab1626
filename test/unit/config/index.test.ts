import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, type ConfigProblem } from '../../../src/config/index.js';
import { checkKinds } from '../../../src/checks/registry.js';

const fixture = (name: string) => readFile(new URL(`../../fixtures/config/${name}`, import.meta.url), 'utf8');
const PATH = '.github/critic-gate.yml';

/** The message a user sees for a config, or a failure when the config is accepted. */
function errorOf(text: string, path = PATH): ConfigError {
  try {
    parseConfig(text, path);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

// Every kind the registry defines, in its order: a new kind needs no edit here.
const KINDS = checkKinds.join(', ');

describe('parseConfig: valid files', () => {
  it('parses the example of spec §4', async () => {
    const config = parseConfig(await fixture('spec-example.yml'), PATH);
    expect(config.version).toBe(1);
    expect(config.task).toBe('optional fixed task; default is the PR title and body');
    expect(config.ignore).toEqual(['**/*.lock', 'dist/**']);
    expect(config.threshold).toBe(1);
    expect(config.max_attempts).toBe(4);
    expect(config.judge).toEqual({ model: 'qwen2.5-coder:7b', temperature: 0, seed: 42, num_ctx: 16384, timeout_seconds: 300 });
    expect(config.gate.map((g) => g.kind)).toEqual([
      'syntax',
      'json-valid',
      'yaml-valid',
      'json-schema',
      'min-bytes',
      'total-min-bytes',
      'file-count',
      'css-min-bytes',
      'sniff',
      'contains',
      'not-contains',
      'required-sections',
      'no-placeholders',
      'max-changed-lines',
      'command',
      'gotchas',
    ]);
    expect(config.gate[14]).toEqual({
      kind: 'command',
      run: 'python3 -m py_compile {files}',
      files: '**/*.py',
      message: 'Python files must compile',
    });
    expect(config.assertions).toEqual([
      { id: 'err-handling', text: 'HTTP 404 responses are handled explicitly', critical: true, weight: 1, files: 'src/http/**' },
      { id: 'tests', text: 'New behaviour comes with at least one test', critical: false, weight: 1 },
    ]);
  });

  it('fills in the defaults of a minimal file', () => {
    expect(parseConfig('version: 1\n', PATH)).toEqual({
      version: 1,
      ignore: [],
      threshold: 1,
      max_attempts: 4,
      judge: {},
      tripwires: 'warn',
      gate: [],
      drafts: 'gate-only',
      override: { enabled: true, min_permission: 'write', allow_author: false },
      merge_queue: 'rejudge',
      assertions: [],
    });
  });

  it('reads a JSON config (tab-indented), camelCase kinds and a check on an assertion', async () => {
    const config = parseConfig(await fixture('full.json'), '.github/critic-gate.json');
    expect(config.gate).toEqual([
      { kind: 'min-bytes', file: 'README.md', bytes: 200 },
      { kind: 'json-valid', files: ['**/*.json'], id: 'json' },
    ]);
    expect(config.judge).toEqual({ model: 'qwen2.5-coder:7b', keep_alive: '10m' });
    expect(config.assertions[0]).toEqual({
      id: 'docs',
      text: 'README explains "usage"',
      critical: false,
      weight: 2,
      check: { kind: 'contains', file: 'README.md', pattern: 'Usage' },
    });
  });
});

describe('parseConfig: errors name the file, line, column and field', () => {
  it('an unknown kind, with a suggestion', () => {
    const text = 'version: 1\ngate:\n  - {kind: syntax, files: "src/**"}\n  - kind: json-vlaid\n    files: "**/*.json"\n';
    expect(errorOf(text).message).toBe(
      `.github/critic-gate.yml:4:11: gate[1].kind: unknown kind "json-vlaid"; did you mean "json-valid"? expected one of ${KINDS}`,
    );
  });

  it('a check without a kind', () => {
    expect(errorOf('version: 1\ngate:\n  - files: a\n').message).toBe(
      `.github/critic-gate.yml:3:5: gate[0].kind: missing; expected one of ${KINDS}`,
    );
  });

  it('an unknown field, pointing at the key, with the spelling meant', () => {
    const text = 'version: 1\nmaxAttempts: 3\ngate:\n  - kind: min-bytes\n    file: README.md\n    bytes: 10\n    byts: 20\n';
    expect(errorOf(text).problems).toEqual<ConfigProblem[]>([
      { file: PATH, line: 2, column: 1, field: 'maxAttempts', message: 'unknown field "maxAttempts"; did you mean "max_attempts"?' },
      { file: PATH, line: 7, column: 5, field: 'gate[0].byts', message: 'unknown field "byts"; did you mean "bytes"?' },
    ]);
  });

  it('merge_queue, override and drafts: wrong values and misspelt keys with line and suggestion', () => {
    expect(errorOf('version: 1\nmerge_queue: reuse\n').problems[0]).toMatchObject({ line: 2, field: 'merge_queue' });
    expect(errorOf('version: 1\nmerge_queue: reuse\n').message).toMatch(/rejudge.*reuse-only|reuse-only.*rejudge/);
    expect(errorOf('version: 1\noverride:\n  min_permision: admin\n').problems).toEqual([
      expect.objectContaining({
        line: 3,
        field: 'override.min_permision',
        message: 'unknown field "min_permision"; did you mean "min_permission"?',
      }),
    ]);
    expect(errorOf('version: 1\noverride:\n  min_permission: triage\n').problems[0]).toMatchObject({
      line: 3,
      field: 'override.min_permission',
    });
    expect(errorOf('version: 1\ndraft: judge\n').problems[0]).toMatchObject({
      line: 2,
      message: 'unknown field "draft"; did you mean "drafts"?',
    });
    expect(parseConfig('version: 1\ndrafts: judge\nmerge_queue: reuse-only\noverride: {allow_author: true}\n', PATH)).toMatchObject({
      drafts: 'judge',
      merge_queue: 'reuse-only',
      override: { enabled: true, min_permission: 'write', allow_author: true },
    });
  });

  it('an unknown field with no close match lists the allowed ones', () => {
    expect(errorOf('version: 1\njudge:\n  model: m\n  gpu: true\n').message).toBe(
      '.github/critic-gate.yml:4:3: judge.gpu: unknown field "gpu"; allowed: backend, host, hosts, model, temperature, seed, num_ctx, timeout_seconds, keep_alive, votes, max_requests, cache, calibration, first_byte_seconds, vision',
    );
  });

  it('wrong types and values, all listed in file order', () => {
    const text = [
      'version: 1',
      'threshold: "high"',
      'gate:',
      '  - {kind: min-bytes, file: README.md, bytes: 1.5}',
      '  - {kind: contains, files: 7, pattern: x}',
      '  - {kind: file-count, ext: [png], min: 1, max: -1}',
      'assertions:',
      '  - {id: a, text: "", critical: "yes"}',
    ].join('\n');
    expect(errorOf(text).message.split('\n')).toEqual([
      '.github/critic-gate.yml:2:12: threshold: expected number, received string',
      '.github/critic-gate.yml:4:47: gate[0].bytes: expected integer, received number',
      '.github/critic-gate.yml:5:29: gate[1].files: expected string or array, received number',
      '.github/critic-gate.yml:6:49: gate[2].max: must be at least 0',
      '.github/critic-gate.yml:8:19: assertions[0].text: must not be empty',
      '.github/critic-gate.yml:8:33: assertions[0].critical: expected boolean, received string',
    ]);
  });

  it('a missing required field of a check points at the check', () => {
    expect(errorOf('version: 1\ngate:\n  - kind: command\n    files: "**/*.py"\n').message).toBe(
      '.github/critic-gate.yml:3:5: gate[0].run: missing; expected string',
    );
  });

  it('a field a kind does not use', () => {
    expect(errorOf('version: 1\ngate:\n  - {kind: gotchas, file: g.md, files: "**"}\n').message).toBe(
      '.github/critic-gate.yml:3:40: gate[0].files: not allowed here',
    );
  });

  it('a byte-order mark and CRLF line ends are fine', () => {
    expect(parseConfig('\uFEFF{"version": 1}', 'c.json').version).toBe(1);
    expect(parseConfig('version: 1\r\ngate:\r\n  - kind: json-valid\r\n', PATH).gate).toEqual([{ kind: 'json-valid' }]);
  });

  it('file and files together', () => {
    expect(errorOf('version: 1\ngate:\n  - {kind: contains, file: a, files: b, pattern: x}\n').message).toBe(
      '.github/critic-gate.yml:3:38: gate[0].files: give either `file` or `files`, not both',
    );
  });

  it('a wrong or missing version', () => {
    expect(errorOf('version: 2\n').message).toBe('.github/critic-gate.yml:1:10: version: expected 1, got 2');
    expect(errorOf('gate: []\n').message).toBe('.github/critic-gate.yml:1:1: version: missing; expected 1');
  });

  it('duplicate ids', () => {
    const text =
      'version: 1\ngate:\n  - {kind: json-valid, id: j}\n  - {kind: yaml-valid, id: j}\nassertions:\n  - {id: a, text: x}\n  - {id: a, text: y}\n';
    expect(errorOf(text).message.split('\n')).toEqual([
      '.github/critic-gate.yml:4:28: gate[1].id: duplicate gate id "j" (first at gate[0])',
      '.github/critic-gate.yml:7:10: assertions[1].id: duplicate assertion id "a" (first at assertions[0])',
    ]);
  });

  it("bad YAML, with the parser's line and column", () => {
    const e = errorOf('version: 1\ngate:\n  - kind: syntax\n   files: x\n');
    expect(e.message).toBe('.github/critic-gate.yml:4:1: invalid YAML: Sequence item without - indicator');
    expect(e.problems).toHaveLength(1);
  });

  it('a repeated key', () => {
    expect(errorOf('version: 1\nthreshold: 1\nthreshold: 0.5\n').message).toBe('.github/critic-gate.yml:3:1: duplicate key "threshold"');
  });

  it("bad JSON, with JSON's line and column", () => {
    expect(errorOf('{\n  "version": 1,\n  "gate": [}\n}\n', 'critic-gate.json').message).toMatch(
      /^critic-gate\.json:3:\d+: invalid JSON: /,
    );
    expect(errorOf('{"version": 1, "version": 1}', 'critic-gate.json').message).toBe('critic-gate.json:1:16: duplicate key "version"');
  });

  it("a JSON config's field errors point into the JSON", () => {
    expect(errorOf('{\n  "version": 1,\n  "gate": [{"kind": "fileCount", "ext": ["png"]}]\n}\n', 'c.json').message).toBe(
      'c.json:3:12: gate[0].min: missing; expected number',
    );
  });

  it('an empty file, or one that is not a mapping', () => {
    expect(errorOf('# nothing yet\n').message).toBe('.github/critic-gate.yml: the file is empty; it needs at least `version: 1`');
    expect(errorOf('- version: 1\n').message).toBe(
      '.github/critic-gate.yml:1:1: expected a mapping of fields (version, gate, assertions, …), got a list',
    );
  });

  it('ConfigError keeps every problem as data', () => {
    const e = errorOf('version: 1\nfoo: 1\nbar: 2\n');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ConfigError');
    expect(e.problems.map((p) => p.field)).toEqual(['foo', 'bar']);
  });
});

describe('parseConfig: examples and blocking (spec §15)', () => {
  const withExamples = (examples: string, extra = ''): string =>
    `version: 1\nblocking: {require_examples: true}\nassertions:\n  - id: errors-handled\n    text: New code handles its errors\n${extra}    examples:\n${examples}`;

  it('keeps the examples of an LLM assertion and the blocking rule', () => {
    const config = parseConfig(
      withExamples('      - {file: examples/met.ts, expect: met}\n      - {file: examples/unmet.ts, expect: unmet}\n'),
      PATH,
    );
    expect(config.blocking).toEqual({ require_examples: true });
    expect(config.assertions[0]!.examples).toEqual([
      { file: 'examples/met.ts', expect: 'met' },
      { file: 'examples/unmet.ts', expect: 'unmet' },
    ]);
  });

  it('an unknown field of an example, a wrong expectation, and examples on a check are errors with their place', () => {
    expect(errorOf(withExamples('      - {file: a.ts, expect: met, why: x}\n')).message).toBe(
      `${PATH}:7:35: assertions[0].examples[0].why: unknown field "why"; allowed: file, expect`,
    );
    expect(errorOf(withExamples('      - {file: a.ts, expect: yes}\n')).message).toMatch(
      /^\.github\/critic-gate\.yml:7:30: assertions\[0\]\.examples\[0\]\.expect: .*"met".*"unmet"/,
    );
    expect(errorOf(withExamples('      - {file: a.ts, expect: met}\n', '    check: {kind: contains, pattern: x}\n')).message).toBe(
      `${PATH}:8:7: assertions[0].examples: examples are for assertions the LLM judge decides; a \`check\` decides this one by code`,
    );
  });

  it('an unknown field of blocking is an error', () => {
    expect(errorOf('version: 1\nblocking: {require_example: true}\n').message).toMatch(
      /blocking\.require_example: unknown field "require_example"; did you mean "require_examples"\?/,
    );
  });
});
