import { describe, expect, it } from 'vitest';
import { parseVotes, VOTES } from '../../../src/contract/defaults.js';
import { parseConfig } from '../../../src/config/index.js';
import { parseCli } from '../../../src/cli/args.js';

describe('votes: one rule for the config, the flags and the inputs (issue 40)', () => {
  it('takes 1 to 9 and names the range otherwise', () => {
    expect(parseVotes('3')).toEqual({ votes: 3 });
    expect(parseVotes(String(VOTES.max))).toEqual({ votes: 9 });
    expect(parseVotes('10')).toEqual({ problem: 'expected a whole number from 1 to 9, got "10"' });
    expect(parseVotes('1.5')).toEqual({ problem: 'expected a whole number from 1 to 9, got "1.5"' });
  });

  it('the flag and the config hold to the same bounds', () => {
    expect(() => parseCli(['judge', '--votes', '10'], {})).toThrow('--votes: expected a whole number from 1 to 9, got "10"');
    expect(() => parseConfig('version: 1\njudge: {votes: 10}\nassertions: []\n', 'c.yml')).toThrow(/votes/);
    expect(parseConfig('version: 1\njudge: {votes: 9}\nassertions: []\n', 'c.yml').judge?.votes).toBe(9);
  });
});
