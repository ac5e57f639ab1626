import { describe, expect, it } from 'vitest';
import { EXAMPLE_TASK, judgeExample, readExamples } from '../../../src/pr/examples.js';
import { parseConfigLocated } from '../../../src/config/index.js';
import { JudgeError } from '../../../src/judge/types.js';
import { scriptedJudge } from '../../support/scripted-judge.js';

const A = { id: 'errors-handled', text: 'New code handles its error cases explicitly' };
const FILE = 'examples/errors-met.ts';
const TEXT =
  '// every error is handled explicitly here\nexport async function load(path: string): Promise<string> {\n  try {\n    return await read(path);\n  } catch (error) {\n    throw new Error(`cannot load ${path}`, { cause: error });\n  }\n}\n';
const met = (line: number, quote: string) => [{ id: A.id, met: true, evidence: 'seen', location: { path: FILE, line, quote } }];
const example = (expect: 'met' | 'unmet') => ({ file: FILE, expect, bytes: new TextEncoder().encode(TEXT) });

describe('judgeExample (spec §15)', () => {
  it('judges the example alone: the assertion on that one file, with a fixed task', async () => {
    const judge = scriptedJudge(() => met(5, '} catch (error) {'));
    const judged = await judgeExample(judge, A, example('met'));
    expect(judge.calls).toHaveLength(1);
    expect(judge.calls[0]).toMatchObject({ task: EXAMPLE_TASK, assertions: [{ ...A, paths: [FILE] }] });
    expect(judge.calls[0]!.material.map((m) => m.path)).toEqual([FILE]);
    expect(judged.reading).toMatchObject({ file: FILE, expect: 'met', met: true, agrees: true });
    expect(judged.error).toBeUndefined();
  });

  it('expect met needs a verified quote: a quote of the file’s own comment is a claim, not code', async () => {
    const judged = await judgeExample(
      scriptedJudge(() => met(1, '// every error is handled explicitly here')),
      A,
      example('met'),
    );
    expect(judged.reading).toMatchObject({ met: false, agrees: false });
    expect(judged.reading.said).toMatch(/^unmet: seen — /);
  });

  it('expect unmet agrees with unmet only', async () => {
    const unmet = scriptedJudge(() => [{ id: A.id, met: false, evidence: 'the error is ignored', fix: 'Handle it' }]);
    expect((await judgeExample(unmet, A, example('unmet'))).reading).toMatchObject({ met: false, agrees: true });
    const yes = scriptedJudge(() => met(5, '} catch (error) {'));
    expect((await judgeExample(yes, A, example('unmet'))).reading).toMatchObject({ met: true, agrees: false });
  });

  it('expect unmet: a "met" the judge could not prove is still the judge getting the example wrong', async () => {
    const madeUp = scriptedJudge(() => met(3, 'this line is not in the file at all'));
    expect((await judgeExample(madeUp, A, example('unmet'))).reading).toMatchObject({ met: false, agrees: false });
  });

  it('a judge that cannot answer agrees with neither, and says why', async () => {
    const judged = await judgeExample(
      scriptedJudge(() => new JudgeError('cannot reach the judge')),
      A,
      example('unmet'),
    );
    expect(judged.reading).toMatchObject({ met: null, agrees: false, said: 'not judged: cannot reach the judge' });
    expect(judged.error).toBe('cannot reach the judge');
  });
});

describe('readExamples', () => {
  it('reads every example of the LLM assertions; missing ones are config errors with file, line and field', async () => {
    const text = `version: 1\nassertions:\n  - id: a\n    text: A\n    examples:\n      - {file: here.ts, expect: met}\n      - {file: gone.ts, expect: unmet}\n`;
    const { config, locate } = parseConfigLocated(text, 'c.yml');
    const read = async (p: string) => (p === 'here.ts' ? new Uint8Array([1]) : undefined);
    await expect(readExamples(config, read, { file: 'c.yml', locate, missing: 'at the base' })).rejects.toThrow(
      'c.yml:7:16: assertions[0].examples[1].file: example "gone.ts" not found at the base',
    );
    const all = async () => new Uint8Array([1]);
    expect((await readExamples(config, all, { file: 'c.yml', missing: '' })).map((a) => [a.id, a.examples.map((e) => e.file)])).toEqual([
      ['a', ['here.ts', 'gone.ts']],
    ]);
  });

  it('a binary or an empty example is a config error naming it; a UTF-16 one is text (the twin)', async () => {
    const text = `version: 1\nassertions:\n  - id: a\n    text: A\n    examples:\n      - {file: logo.png, expect: met}\n`;
    const { config, locate } = parseConfigLocated(text, 'c.yml');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);
    await expect(readExamples(config, async () => png, { file: 'c.yml', locate, missing: '' })).rejects.toThrow(
      'c.yml:6:16: assertions[0].examples[0].file: example "logo.png" is not text (binary or undecodable): an example is a file the judge reads',
    );
    const blank = new TextEncoder().encode('  \n\n');
    await expect(readExamples(config, async () => blank, { file: 'c.yml', locate, missing: '' })).rejects.toThrow(
      'c.yml:6:16: assertions[0].examples[0].file: example "logo.png" is empty: an example is a file the judge reads, with lines it can quote',
    );
    const utf16 = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('const a = 1;\n', 'utf16le')]));
    expect((await readExamples(config, async () => utf16, { file: 'c.yml', missing: '' }))[0]!.examples).toHaveLength(1);
  });
});
