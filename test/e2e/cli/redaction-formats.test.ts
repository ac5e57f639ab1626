/**
 * `critic-gate pr` redacts in every format (spec §10): the token from its environment and the
 * well-known token formats, wherever they come from — a command's output, a file name, quoted
 * file content in evidence, the model's own words. A renderer escapes and cuts text (`my\_secret`
 * in markdown), so redacting what was rendered is too late: each format is read here for the
 * secret as written and as a renderer may have rewritten it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { runCli } from '../../support/run-cli.js';

// Underscores on purpose: markdown escapes them, which is how these leaked.
const SECRET = 'my_secret_value_12345';
const TOKEN = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
// Quotes and a backslash: JSON escapes them, so the JSON and SARIF text no longer hold it as written.
const KEY = 'sk-"quoted\\key"-789';

// Deterministic assertions rather than gate checks: the gate passes, so the model is asked too.
const CONFIG = `version: 1
assertions:
  - {id: leak, text: "The notes build", check: {kind: command, run: "cat notes/leak.txt; exit 1"}}
  - {id: todo, text: "No placeholders in the docs", check: {kind: no-placeholders, files: "docs/**"}}
  - {id: model, text: "The notes say how the token is rotated"}
`;

/** The secret and the token as written, and as markdown, JSON or a cut would leave a piece of them. */
const LEAKS: readonly RegExp[] = [
  /my\\*_secret/,
  /secret\\*_value/,
  /value\\*_12345/,
  /ghp\\*_A1b2/,
  /A1b2C3d4E5f6G7h8/,
  /O5p6Q7r8/,
  /quoted/,
  /key\\*"-789/,
];

let repo: GitRepoFixture;
let double: OllamaDouble;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-redact-'));
  repo = await createGitRepo();
  await repo.write('.github/critic-gate.yml', CONFIG);
  await repo.write('README.md', '# demo\n');
  await repo.commit('base');
  await repo.branch('feature');
  // The command prints it; the file's name is a token; the placeholder line quotes the secret.
  await repo.write('notes/leak.txt', `rotated ${TOKEN} and ${SECRET}, ${KEY}\n`);
  await repo.write(`docs/${TOKEN}.md`, `# Rotation\n\nTODO: rotate ${SECRET} before ${TOKEN} expires\n`);
  await repo.commit('feature: notes on rotation');
  double = await startOllamaDouble({
    fallback: {
      content: JSON.stringify({
        criteria: [
          { id: 'model', met: false, evidence: `the notes print ${SECRET} and ${KEY}`, fix: `Stop printing ${SECRET} and revoke ${TOKEN}` },
        ],
      }),
    },
  });
});

afterAll(async () => {
  await double.close();
  await repo.cleanup();
  await rm(scratch, { recursive: true, force: true });
});

const pr = (format: string, json: string) =>
  runCli(
    ['pr', '--repo', repo.dir, '--base', 'main', '--allow-commands', '--ollama-host', double.url, '--format', format, '--json', json],
    {
      env: { GITHUB_TOKEN: SECRET, OPENAI_API_KEY: KEY },
    },
  );

describe('critic-gate pr redacts in every format', () => {
  it.each(['json', 'text', 'markdown', 'sarif'])('--format %s: no secret or token on stdout, stderr or in --json', async (format) => {
    const json = join(scratch, `${format}.json`);
    const r = await pr(format, json);
    expect(r.code).toBe(1);
    const written = await readFile(json, 'utf8');
    for (const [where, text] of [
      ['stdout', r.stdout],
      ['stderr', r.stderr],
      ['--json', written],
    ] as const) {
      for (const leak of LEAKS) expect({ where, leaked: leak.test(text) ? leak.source : undefined }).toEqual({ where, leaked: undefined });
    }
    // The redacted text is still there: every source was in the report, as `***`.
    const result = JSON.parse(written) as { verdict: string; criteria: { id: string; evidence?: string; fix?: string }[] };
    expect(result.verdict).toBe('RETRY');
    expect(result.criteria.find((c) => c.id === 'leak')?.evidence).toContain('rotated *** and ***, ***');
    expect(result.criteria.find((c) => c.id === 'todo')?.evidence).toMatch(
      /^docs\/\*\*\*\.md:3:1: TODO: rotate \*\*\* before \*\*\* expires/,
    );
    expect(result.criteria.find((c) => c.id === 'model')).toMatchObject({
      evidence: 'the notes print *** and ***',
      fix: 'Stop printing *** and revoke ***',
    });
    expect(r.stdout).toContain('***');
  });
});

describe('critic-gate judge redacts in every format', () => {
  it.each(['json', 'sarif'])('--format %s: no secret or token in the evidence or fix of an output that quotes them', async (format) => {
    const input = {
      output: `config:\n  token: ${TOKEN}\n  key: ${KEY}\n  secret: ${SECRET}\n`,
      task_description: 't',
      schema: { type: 'text' },
      // The fix (a check's `message`) is what SARIF shows of a criterion in judge mode; the evidence, what JSON shows.
      assertions: [
        ['token', TOKEN],
        ['key', KEY],
        ['secret', SECRET],
      ].map(([id, value]) => ({ id, text: `no ${id}`, check: { kind: 'not-contains', pattern: `${id}:`, message: `Remove ${value}` } })),
    };
    const r = await runCli(['judge', '--llm', 'off', '--format', format], {
      stdin: JSON.stringify(input),
      env: { GITHUB_TOKEN: SECRET, OPENAI_API_KEY: KEY },
    });
    expect(r.code).toBe(1);
    for (const leak of LEAKS) expect({ leaked: leak.test(r.stdout) ? leak.source : undefined }).toEqual({ leaked: undefined });
    // Each criterion's fix is there, redacted, in both formats.
    expect(r.stdout.match(/Remove \*\*\*/g)?.length).toBeGreaterThanOrEqual(3);
    if (format === 'json') expect(r.stdout).toContain('token: ***');
  });
});
