/**
 * `critic-gate eval` redacts its reports like every other report (spec §10): a token planted in a
 * case's material and quoted back by the model, and a registered secret whose quotes and backslash
 * HTML and JSON escape (so the output stream's own redaction could not recognise them), become
 * `***` in --json and --html alike.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { readPrompt } from '../../doubles/judge-answers.js';
import { runCli } from '../../support/run-cli.js';

const TOKEN = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
const KEY = 'sk-"quoted\\key"-789';
const LINE = `DEPLOY_TOKEN = "${TOKEN}"  # key ${KEY}`;

/** The token and the key as written, and as HTML or JSON escaping leave pieces of them. */
const LEAKS: readonly RegExp[] = [/A1b2C3d4E5f6G7h8/, /O5p6Q7r8/, /quoted/, /789/];

const SUITE = {
  version: 1,
  name: 'leaky',
  cases: [
    {
      id: 'python/deploy-token/met',
      language: 'python',
      head: { 'deploy/settings.py': `import os\n\n${LINE}\nREGION = os.environ.get("REGION", "eu-west-1")\n` },
      assertion: { text: 'The deploy settings define the deploy token', files: ['deploy/settings.py'] },
      met: true,
    },
  ],
};

let scratch: string;
let double: OllamaDouble;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-eval-redact-'));
  await writeFile(join(scratch, 'suite.json'), JSON.stringify(SUITE));
  // The model quotes the line, token and key included, and repeats both in its own words.
  double = await startOllamaDouble({
    respond: (req) => {
      const prompt = readPrompt(req.messages ?? []);
      const real = prompt.assertions.find((a) => a.text.startsWith('The deploy settings'))!;
      const line = prompt.lines.find((l) => l.text.includes('DEPLOY_TOKEN'))!;
      return {
        content: JSON.stringify({
          criteria: [
            {
              id: real.id,
              met: true,
              evidence: `the settings set ${TOKEN} with ${KEY}`,
              location: { path: line.path, line: line.n, quote: line.text },
            },
          ],
        }),
      };
    },
  });
});

afterAll(async () => {
  await double.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('critic-gate eval redacts its reports', () => {
  it('writes *** for a planted token and a registered secret in --json, --html and the terminal report', async () => {
    const json = join(scratch, 'eval.json');
    const html = join(scratch, 'eval.html');
    const r = await runCli(
      ['eval', '--suite', join(scratch, 'suite.json'), '--ollama-host', double.url, '--num-ctx', '16384', '--json', json, '--html', html],
      {
        env: { OPENAI_API_KEY: KEY },
      },
    );
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(await readFile(json, 'utf8')) as {
      accuracy: number;
      per_case: { judgements: { met: boolean; evidence: string; location: { quote: string } }[] }[];
    };
    // The judgement went through: the model's claim was verified against the material before redaction.
    expect(report.accuracy).toBe(1);
    const judged = report.per_case[0]!.judgements[0]!;
    expect(judged.evidence).toBe('the settings set *** with ***');
    expect(judged.location.quote).toBe('DEPLOY_TOKEN = "***"  # key ***');
    const page = await readFile(html, 'utf8');
    expect(page).toContain('the settings set *** with ***');
    expect(page).toContain('DEPLOY_TOKEN = &quot;***&quot;  # key ***');
    for (const [name, text] of [
      ['--json', await readFile(json, 'utf8')],
      ['--html', page],
      ['stdout', r.stdout],
      ['stderr', r.stderr],
    ] as const) {
      for (const leak of LEAKS) expect(text, `${name} holds ${leak}`).not.toMatch(leak);
    }
  });
});
