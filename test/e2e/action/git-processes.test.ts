/**
 * What the Action asks git when the checkout holds the pull request: it opens the workspace as
 * `critic-gate pr` opens a repository, with one rev-parse that also resolves the base, the head,
 * the checked-out commit and their merge base. Each git is forked from the Action's process, large
 * once its modules are loaded: a process saved is milliseconds saved on every run. The built
 * dist/index.js against the GitHub double, on a real repository, traced by git itself.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMarker } from '../../../src/review/marker.js';
import { smallPulls } from '../../support/small-pull.js';

const pulls = smallPulls();
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-action-git-'));
});
afterEach(() => pulls.cleanup());
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the Action reading the change from its checkout', () => {
  it('opens the workspace with one rev-parse that resolves the base, the head, HEAD and their merge base; no merge-base process', async () => {
    const pull = await pulls.open({
      config: 'version: 1\ngate:\n  - {kind: no-placeholders, files: "**"}\n',
      base: { 'README.md': '# x\n' },
      head: { 'src/add.py': 'def add(a, b):\n    return a + b\n' },
    });
    const trace = join(scratch, 'git-trace.log');
    const run = await pull.act({ llm: 'off' }, { GIT_TRACE: trace });
    expect(run.code, run.stderr).toBe(0);
    const commands = (await readFile(trace, 'utf8')).split('\n').filter((l) => l.includes('trace: built-in: git '));
    const count = (pattern: RegExp): number => commands.filter((l) => pattern.test(l)).length;
    // The change was read from local git, not the API: the patch is there.
    expect(count(/ git (?:-c \S+ )*diff .*--unified=3/)).toBeGreaterThan(0);
    expect(count(/ git rev-parse /), commands.join('\n')).toBe(1);
    expect(
      count(
        / git rev-parse --git-dir --show-toplevel '?[0-9a-f]{40}\^\{commit\}'? '?[0-9a-f]{40}\^\{commit\}'? '?HEAD\^\{commit\}'? [0-9a-f]{40}\.\.\.[0-9a-f]{40} --/,
      ),
    ).toBe(1);
    expect(count(/ git merge-base /)).toBe(0);
  });
});

/** The git commands one traced run started, by the lines git's own trace wrote. */
function tracedRun(name: string): { file: string; commands: () => Promise<string[]> } {
  const file = join(scratch, `${name}.log`);
  return {
    file,
    commands: async () => (await readFile(file, 'utf8')).split('\n').filter((l) => l.includes('trace: built-in: git ')),
  };
}

describe('the Action on a merge-queue entry', () => {
  const CONFIG = 'version: 1\ngate:\n  - {kind: no-placeholders, files: "**"}\n';
  const spec = { config: CONFIG, base: { 'README.md': '# x\n' }, head: { 'src/add.py': 'def add(a, b):\n    return a + b\n' } };
  // Every run posts its review, so the pull request's own run leaves the PASS a queue entry reuses.
  const inputs = { llm: 'off', review: 'always' };

  it('starts no git patch-id when nothing could be reused (the pull request has no verdict): the entry is judged in full', async () => {
    const pull = await pulls.open(spec);
    const trace = tracedRun('queue-no-verdict');
    const run = await pull.actOnQueueEntry(inputs, { GIT_TRACE: trace.file });
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('was judged in full');
    expect(run.summary).toContain('has no verdict');
    const commands = await trace.commands();
    // The entry's change was read from git (the trace is live), and no patch-id was computed for it.
    expect(commands.filter((l) => / git (?:-c \S+ )*diff /.test(l)).length, commands.join('\n')).toBeGreaterThan(0);
    expect(
      commands.filter((l) => / git patch-id /.test(l)),
      commands.join('\n'),
    ).toEqual([]);
    // Nor the diff that feeds it (the entry's own base..head; the change itself is read as base...head and base head).
    expect(commands.filter((l) => / -M [0-9a-f]{40}\.\.[0-9a-f]{40} --/.test(l))).toEqual([]);
  });

  it('its twin: with an earlier PASS to reuse, git patch-id runs once and the verdict is reused', async () => {
    const pull = await pulls.open(spec);
    const gate = await pull.act(inputs);
    expect(gate.code, gate.stdout).toBe(0);
    expect(parseMarker(pull.github.state.reviews.at(-1)?.body)).toMatchObject({
      verdict: 'PASS',
      patch_id: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    const trace = tracedRun('queue-reused');
    const run = await pull.actOnQueueEntry(inputs, { GIT_TRACE: trace.file });
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('was reused');
    expect((await trace.commands()).filter((l) => / git patch-id /.test(l))).toHaveLength(1);
  });
});
