import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/index.js';
import { ConfigError } from '../../../src/config/errors.js';
import type { LoadedConfig } from '../../../src/pr/config-source.js';
import { runJudgeOf, runPr, type PrChange, type PrRun } from '../../../src/pr/pipeline.js';
import type { FileReader } from '../../../src/subject/types.js';
import { memorySubject } from '../../support/memory-subject.js';
import { scriptedJudge } from '../../support/scripted-judge.js';

const BASE = 'b'.repeat(40);
const HEAD = 'h'.repeat(40);
const FILES = { 'src/a.ts': 'export const a = 1;\n', 'dist/a.js': 'exports.a = 1;\n' };

const loaded = (yaml: string[]): LoadedConfig => ({
  config: parseConfig(['version: 1', ...yaml].join('\n'), '.github/critic-gate.yml'),
  ref: { path: '.github/critic-gate.yml', source: 'base', commit: BASE },
});

const CONFIG = loaded([
  'max_attempts: 2',
  'ignore: ["dist/**"]',
  'judge: {model: from-config}',
  'assertions:',
  '  - {id: tidy, text: "The change is tidy"}',
]);

const trusted: FileReader = { listTree: async () => Object.keys(FILES), read: async () => undefined };

interface Recorded {
  ignored: (readonly string[])[];
  closed: number;
  notes: string[];
}

/** A run with everything in memory: the change, the base tree, a judge answering `met`. */
function pipeline(met: boolean, over: Partial<PrRun<PrChange>> = {}) {
  const seen: Recorded = { ignored: [], closed: 0, notes: [] };
  const judge = scriptedJudge((req) =>
    req.assertions.map((a) => ({
      id: a.id,
      met,
      evidence: 'a = 1',
      location: { path: 'src/a.ts', line: 1, quote: 'export const a = 1;' },
    })),
  );
  const run: PrRun<PrChange> = {
    env: process.env,
    config: CONFIG,
    baseSha: BASE,
    readChange: async (ignore) => {
      seen.ignored.push(ignore);
      return {
        subject: memorySubject({ files: FILES, changes: [{ path: 'src/a.ts' }], ignore: [...ignore] }),
        headSha: HEAD,
        workTree: { problem: 'no work tree in memory' },
        task: 'Add a',
        texts: [{ name: 'PR title', text: 'Add a' }],
        close: async () => {
          seen.closed++;
        },
      };
    },
    trusted,
    attempt: { number: 1 },
    commands: { allow: false, optIn: '--allow-commands', sandbox: undefined, note: (n) => seen.notes.push(n) },
    judge: { ...runJudgeOf(CONFIG, {}), judge },
    browser: {},
    ...over,
  };
  return { run, seen, judge };
}

describe('runPr', () => {
  it('reads the change under the config’s ignore globs and judges it with the change’s task and texts', async () => {
    const { run, seen, judge } = pipeline(true);
    const judged = await runPr(run);
    expect(seen.ignored).toEqual([['dist/**']]);
    expect(judge.calls).toHaveLength(1);
    expect(judge.calls[0]!.task).toBe('Add a');
    expect(judged.result.verdict).toBe('PASS');
    expect(judged.result.subject).toMatchObject({ base: BASE, head: HEAD });
    expect(judged.result.config).toEqual(CONFIG.ref);
    expect(judged.attempt).toEqual({ number: 1, max: 2 });
    expect(judged.notes).toEqual([]);
    expect(judged.labels).toEqual([]);
    expect(seen.closed).toBe(1);
  });

  it('lays the front end’s judge switches over the config’s', () => {
    expect(runJudgeOf(CONFIG, {}).settings.model).toBe('from-config');
    expect(runJudgeOf(CONFIG, { model: 'from-flags' }).settings.model).toBe('from-flags');
    // A config built in memory has no bytes, so no config_digest; one read from a commit has one, bound to the settings.
    expect(runJudgeOf(CONFIG, {}).configDigest).toBeUndefined();
    const read = { ...CONFIG, bytes: new TextEncoder().encode('version: 1\n') };
    expect(runJudgeOf(read, {}).configDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(runJudgeOf(read, { model: 'from-flags' }).configDigest).not.toBe(runJudgeOf(read, {}).configDigest);
  });

  it('puts the run’s config_digest into the receipt and the result it returns', async () => {
    const read = { ...CONFIG, bytes: new TextEncoder().encode('version: 1\n') };
    const { run } = pipeline(true);
    const judge = runJudgeOf(read, {});
    const judged = await runPr({ ...run, config: read, judge: { ...judge, judge: run.judge.judge } });
    expect(judged.configDigest).toBe(judge.configDigest);
    expect(judged.result.receipt).toMatchObject({ config_digest: judge.configDigest, head_sha: HEAD });
  });

  it('escalates a RETRY on the config’s last attempt to FAIL for a person', async () => {
    const { run } = pipeline(false);
    const first = await runPr(run);
    expect(first.result.verdict).toBe('RETRY');
    expect(first.result.route).toBe('rework');
    const last = await runPr({ ...run, attempt: { number: 2 } });
    expect(last.result.verdict).toBe('FAIL');
    expect(last.result.route).toBe('escalate');
    expect(last.labels).toHaveLength(1);
    expect(last.notes[0]).toMatch(/^Attempt 2 of 2 still needs rework/);
  });

  it('takes the front end’s attempt limit over the config’s', async () => {
    const { run } = pipeline(false);
    const judged = await runPr({ ...run, attempt: { number: 2, max: 5 } });
    expect(judged.attempt).toEqual({ number: 2, max: 5 });
    expect(judged.result.verdict).toBe('RETRY');
  });

  it('with no judge (the LLM off) the LLM assertions are not judged', async () => {
    const { run, judge } = pipeline(true);
    const judged = await runPr({ ...run, judge: { ...run.judge, judge: undefined } });
    expect(judge.calls).toEqual([]);
    expect(judged.result.verdict).toBe('SKIPPED');
  });

  it('refuses commands that are not switched on, naming how to switch them on', async () => {
    const { run, seen } = pipeline(true);
    const withCommand = loaded(['gate:', '  - {kind: command, run: "true"}']);
    const judged = await runPr({ ...run, config: withCommand });
    expect(judged.result.gate[0]).toMatchObject({ kind: 'command', passed: false, not_run: true });
    expect(judged.result.gate[0]!.evidence).toContain('--allow-commands');
    expect(seen.notes).toEqual([]);
  });

  it('resolves the base tree once for the whole run: the config’s globs, the checks and the plan read that one view', async () => {
    const { run } = pipeline(true);
    let listed = 0;
    const counting: FileReader = { ...trusted, listTree: async () => (listed++, Object.keys(FILES)) };
    const globbed = loaded([
      'gate:',
      '  - {kind: not-contains, pattern: "debugger", files: "src/**"}',
      'assertions:',
      '  - {id: tidy, text: "The change is tidy", files: "src/**"}',
    ]);
    const judged = await runPr({ ...run, config: globbed, trusted: counting });
    expect(judged.result.verdict).toBe('PASS');
    expect(listed).toBe(1);
  });

  it('closes the change however the run ends', async () => {
    const { run, seen } = pipeline(true);
    const unmatched = loaded(['assertions:', '  - {id: x, text: "X", files: "nowhere/**"}']);
    await expect(runPr({ ...run, config: unmatched })).rejects.toBeInstanceOf(ConfigError);
    expect(seen.closed).toBe(1);
  });
});
