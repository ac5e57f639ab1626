/**
 * Spec §15, issue 39, through the built Action (`node dist/index.js`) with the GitHub and Ollama
 * doubles: the examples kept with an assertion are judged in the same run; a judge that reads them
 * as expected makes an unmet critical assertion FAIL, one that misreads the met example leaves the
 * assertion advisory (a warning in the review, the summary and the annotations) and the run not
 * FAILed; a re-run with the same setup reuses the examples' judgements (no model call for them).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readPrompt } from '../../doubles/judge-answers.js';
import { startOllamaDouble, type ChatRequestBody, type OllamaDouble } from '../../doubles/ollama.js';
import { assertActionBuilt, cleanupActionRuns } from '../../support/action-run.js';
import { smallPulls, type SmallPull } from '../../support/small-pull.js';

const ID = 'errors-handled';
const MET = 'examples/critic-gate/errors-met.ts';
const UNMET = 'examples/critic-gate/errors-swallowed.ts';

const CONFIG = `version: 1
assertions:
  - id: ${ID}
    text: New code handles its error cases explicitly instead of ignoring them
    critical: true
    files: "src/**"
    examples:
      - {file: ${MET}, expect: met}
      - {file: ${UNMET}, expect: unmet}
`;

const BASE: Record<string, string> = {
  'src/index.ts': 'export const index = 1;\n',
  [MET]:
    'export async function load(path: string): Promise<string> {\n  try {\n    return await read(path);\n  } catch (error) {\n    throw new Error(`cannot load ${path}`, { cause: error });\n  }\n}\n',
  [UNMET]:
    "export async function load(path: string): Promise<string> {\n  try {\n    return await read(path);\n  } catch {}\n  return '';\n}\n",
};
const HEAD = {
  'src/fetch.ts':
    'export async function fetchUser(id: string): Promise<unknown> {\n  try {\n    return await get(`/users/${id}`);\n  } catch {}\n  return undefined;\n}\n',
};

/** A judge that reads the code as it is (`careful`), or one that also calls the met example unmet. */
function judge(misreadsMet: boolean): (req: ChatRequestBody) => { content: string; real: string[] } {
  return (req) => {
    const prompt = readPrompt(req.messages ?? []);
    const a = prompt.assertions.find((x) => x.id === ID);
    if (a === undefined) return { content: JSON.stringify({ criteria: [] }), real: [] };
    const lines = prompt.lines.filter((l) => a.paths.includes(l.path));
    const swallowed = lines.find((l) => l.text.includes('catch {}'));
    const quote = lines.find((l) => l.text.includes('catch (error)')) ?? lines[0]!;
    const item =
      swallowed || (misreadsMet && a.paths.includes(MET))
        ? { id: ID, met: false, evidence: 'the error is ignored', fix: 'Handle the error' }
        : {
            id: ID,
            met: true,
            evidence: 'rethrown with its cause',
            location: { path: quote.path, line: quote.n, quote: quote.text.trim() },
          };
    return { content: JSON.stringify({ criteria: [item] }), real: [ID] };
  };
}

const pulls = smallPulls();
const ollamas: OllamaDouble[] = [];

beforeAll(() => assertActionBuilt());
afterEach(async () => {
  await Promise.all([pulls.cleanup(), ...ollamas.splice(0).map((o) => o.close())]);
});
afterAll(() => cleanupActionRuns());

async function setup(misreadsMet: boolean): Promise<{ pr: SmallPull; o: OllamaDouble }> {
  const o = await startOllamaDouble({ respond: judge(misreadsMet) });
  ollamas.push(o);
  return { pr: await pulls.open({ config: CONFIG, base: BASE, head: HEAD }), o };
}

const exampleRequests = (o: OllamaDouble, from = 0): number =>
  o
    .chatRequests()
    .slice(from)
    .filter((r) => readPrompt(r.messages ?? []).lines.some((l) => l.path.startsWith('examples/'))).length;

describe('spec §15: blocking is earned in the run (the Action)', () => {
  it('a judge that agrees with both examples makes the unmet critical assertion FAIL; a re-run asks no model about the examples', async () => {
    const { pr, o } = await setup(false);
    const run = await pr.act({ 'ollama-host': o.url });
    const result = await run.result();
    expect(result.verdict).toBe('FAIL');
    expect(run.code).not.toBe(0);
    expect(result.criteria[0]).toMatchObject({ id: ID, met: false, examples: '2/2' });
    expect(result.criteria[0]!.advisory).toBeUndefined();
    expect(exampleRequests(o)).toBe(2);

    const before = o.chatRequests().length;
    const again = await pr.act({ 'ollama-host': o.url });
    expect((await again.result()).verdict).toBe('FAIL');
    expect(exampleRequests(o, before)).toBe(0);
  });

  it('a judge that misreads the met example: the assertion is advisory, named with the example, and the run does not FAIL', async () => {
    const { pr, o } = await setup(true);
    const run = await pr.act({ 'ollama-host': o.url });
    const result = await run.result();
    expect(result.verdict).toBe('PASS');
    expect(run.code).toBe(0);
    expect(result.criteria[0]!.advisory?.reason).toBe(
      `the judge read 1/2 of its examples as expected: ${MET} (expected met, judged unmet)`,
    );
    const line = `Advisory in this run, not counted toward FAIL or the score: ${ID} (the judge read 1/2 of its examples as expected: ${MET} (expected met, judged unmet)).`;
    expect(run.summary).toContain(line);
    const body = pr.github.state.reviews.at(-1)?.body ?? '';
    expect(body).toContain(line);
    expect(body).toContain(`example ${MET} (expected met): the judge said unmet: the error is ignored`);
    expect(run.annotations).toContainEqual(
      expect.objectContaining({ level: 'warning', title: expect.stringContaining(`${ID} is not met (advisory in this run)`) }),
    );
  });
});
