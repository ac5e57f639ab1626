import { describe, expect, it } from 'vitest';
import { parseOverrideCommand } from '../../../src/review/override.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';

describe('parseOverrideCommand', () => {
  it('reads the command on its own line: the full SHA and the reason', () => {
    expect(parseOverrideCommand(`Looked at it.\n/critic-gate override ${SHA}: the judge misread the test file\n`)).toEqual({
      kind: 'command',
      sha: SHA,
      reason: 'the judge misread the test file',
    });
    expect(parseOverrideCommand(`/critic-gate override ${SHA.toUpperCase()} : ok`)).toEqual({ kind: 'command', sha: SHA, reason: 'ok' });
  });

  it('no command in an ordinary comment, nor in a mention mid-sentence', () => {
    expect(parseOverrideCommand('LGTM')).toEqual({ kind: 'none' });
    expect(parseOverrideCommand(`you could write /critic-gate override ${SHA}: x`)).toEqual({ kind: 'none' });
  });

  it('a short SHA, no SHA, no reason: invalid, each saying why', () => {
    expect(parseOverrideCommand('/critic-gate override 0123456: flaky')).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('not a full 40-character'),
    });
    expect(parseOverrideCommand('/critic-gate override please')).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('names no head SHA'),
    });
    expect(parseOverrideCommand(`/critic-gate override ${SHA}`)).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('no reason'),
    });
    expect(parseOverrideCommand(`/critic-gate override ${SHA}:   `)).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('no reason'),
    });
  });

  it('a command only quoted (`>` or a code block) does not count, and says so', () => {
    const quoted = parseOverrideCommand(`> /critic-gate override ${SHA}: because\n\nShould I do this?`);
    expect(quoted).toMatchObject({ kind: 'invalid', problem: expect.stringContaining('only quotes') });
    expect(parseOverrideCommand(`\`\`\`\n/critic-gate override ${SHA}: because\n\`\`\``)).toMatchObject({ kind: 'invalid' });
    // The true positive beside a quote still counts.
    expect(parseOverrideCommand(`> earlier\n/critic-gate override ${SHA}: yes`)).toMatchObject({ kind: 'command', reason: 'yes' });
  });
});
