/**
 * A fuzz pass over the config parser and `critic-gate judge`'s input, in-process: thousands of
 * mutated inputs, and every one ends in a config or a ConfigError with a message (the parser),
 * or in a verdict or exit 4 with a message (judge). No crash without a result.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';
import { ConfigError, parseConfig } from '../../../src/config/index.js';
import { CriticResultSchema } from '../../../src/contract/result.js';
import { scriptedJudge } from '../../support/scripted-judge.js';

/** Random edits of a text: insertions, deletions and replacements of characters that matter to YAML and JSON. */
const mutated = (seed: string): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom('insert', 'delete', 'replace', 'cut'),
        fc.oneof(
          fc.constantFrom(
            ':',
            '-',
            '{',
            '}',
            '[',
            ']',
            '"',
            "'",
            ',',
            '\n',
            ' ',
            '#',
            '*',
            '&',
            '!',
            '|',
            '>',
            '\\',
            '\0',
            '\u202e',
            '1e999',
            'null',
            'true',
            '~',
          ),
          fc.string({ maxLength: 4 }),
        ),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((edits) => {
      let s = seed;
      for (const [at, how, piece] of edits) {
        const i = s.length === 0 ? 0 : at % (s.length + 1);
        if (how === 'insert') s = s.slice(0, i) + piece + s.slice(i);
        else if (how === 'delete') s = s.slice(0, i) + s.slice(i + piece.length + 1);
        else if (how === 'replace') s = s.slice(0, i) + piece + s.slice(i + piece.length);
        else s = s.slice(0, i);
      }
      return s;
    });

const CONFIG = `version: 1
task: "Add a sum"
ignore: ["**/*.lock"]
threshold: 0.8
max_attempts: 3
judge: {model: "qwen2.5-coder:7b", temperature: 0, seed: 42, num_ctx: 4096}
gate:
  - {kind: syntax, files: "src/**/*.{ts,py}"}
  - {kind: not-contains, files: "src/**", pattern: "console\\\\.log", scope: added}
  - {kind: json-schema, files: "config/*.json", schema: {type: object, properties: {port: {type: integer}}}}
  - {kind: min-bytes, file: README.md, bytes: 200}
  - {kind: sniff, file: index.html, sniff: html-game}
assertions:
  - {id: sum, text: "The sum is exported", critical: true, files: "src/**"}
  - {id: tests, text: "Has a test", weight: 2, check: {kind: contains, files: "test/**", pattern: "it\\\\("}}
`;

describe('fuzzing the config parser', () => {
  it('every mutated config parses or throws a ConfigError that names the file', () => {
    expect(() => parseConfig(CONFIG, '.github/critic-gate.yml')).not.toThrow();
    fc.assert(
      fc.property(mutated(CONFIG), fc.constantFrom('.github/critic-gate.yml', 'gate.json'), (text, file) => {
        try {
          parseConfig(text, file);
        } catch (e) {
          expect(e).toBeInstanceOf(ConfigError);
          const message = (e as ConfigError).message;
          expect(message.length).toBeGreaterThan(0);
          expect(message.startsWith(file)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  }, 300_000);
});

describe('fuzzing critic-gate judge', () => {
  const INPUT = JSON.stringify({
    output: '{"port": 8080, "name": "svc"}',
    task_description: 'A service config',
    schema: {
      type: 'json',
      required_sections: [],
      json_schema: { type: 'object', required: ['port'], properties: { port: { type: 'integer', pattern: '^x' } } },
    },
    assertions: [
      { id: 'port', text: 'The port is set', critical: true },
      { id: 'no-todo', text: 'No TODO', check: { kind: 'not-contains', pattern: 'TODO|FIXME' } },
      { id: 'name', text: 'A name is given', weight: 2 },
    ],
    threshold: 0.5,
  });

  const run = async (stdin: string, attempt: readonly string[]) => {
    let stdout = '';
    let stderr = '';
    const io: CliIo = {
      readStdin: async () => stdin,
      readFile: async () => '',
      writeFile: async () => undefined,
      stdout: (t) => void (stdout += t),
      stderr: (t) => void (stderr += t),
      isTty: false,
      stderrIsTty: false,
    };
    const judge = scriptedJudge((req) =>
      req.assertions.map((a, i) =>
        i % 2 === 0
          ? { id: a.id, met: true, evidence: 'seen', location: { path: 'output', line: 1, quote: '{"port": 8080, "name": "svc"}' } }
          : { id: a.id, met: false, fix: 'do it' },
      ),
    );
    const code = await main(['judge', ...attempt], {}, { io, makeJudge: () => judge, cwd: process.cwd() });
    return { code, stdout, stderr };
  };

  it('every mutated input ends in a verdict, or in exit 4 with a message on stderr', async () => {
    await fc.assert(
      fc.asyncProperty(
        mutated(INPUT),
        fc.constantFrom([], ['--attempt', '1', '--max-attempts', '2'], ['--attempt', '3', '--max-attempts', '2'], ['--llm', 'off']),
        async (stdin, attempt) => {
          const r = await run(stdin, attempt);
          expect([0, 1, 2, 3, 4]).toContain(r.code);
          const result = CriticResultSchema.parse(JSON.parse(r.stdout));
          if (r.code === 4) {
            expect(r.stderr).toMatch(/^critic-gate: \S/);
            expect(result._critic_status).toBe('error');
          } else {
            expect(['PASS', 'RETRY', 'FAIL', 'SKIPPED']).toContain(result.verdict);
          }
        },
      ),
      { numRuns: 1500 },
    );
  }, 300_000);
});
