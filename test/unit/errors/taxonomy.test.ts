import { describe, expect, it } from 'vitest';
import { EventError } from '../../../src/action/event.js';
import { InputError } from '../../../src/action/inputs.js';
import { UsageError } from '../../../src/cli/args.js';
import { NoInputError } from '../../../src/cli/io.js';
import { ConfigError } from '../../../src/config/errors.js';
import { CriticGateError, describeError, type ErrorCategory } from '../../../src/errors/taxonomy.js';
import { EXIT } from '../../../src/errors/exit-codes.js';
import { GitHubError } from '../../../src/github/errors.js';
import { IncompleteFileListError } from '../../../src/github/list-pr-files.js';
import { JudgeError } from '../../../src/judge/types.js';
import { GitError } from '../../../src/subject/git-process.js';

const cases: ReadonlyArray<[CriticGateError, ErrorCategory, string]> = [
  [new UsageError('unknown flag --fromat'), 'usage', 'UsageError'],
  [new NoInputError('no input'), 'input', 'NoInputError'],
  [new InputError('input "votes": expected a number'), 'input', 'InputError'],
  [new EventError('not a pull request'), 'event', 'EventError'],
  [new ConfigError([{ file: '.github/critic-gate.yml', line: 3, message: 'bad' }]), 'config', 'ConfigError'],
  [new GitError('unknown ref "x"', 'unknown-ref'), 'git', 'GitError'],
  [new GitHubError('reading the tree', 'not-found', 404, 'Not Found'), 'github', 'GitHubError'],
  [new IncompleteFileListError('GitHub listed 3000 of 3100 files'), 'github', 'IncompleteFileListError'],
  [new JudgeError('the judge timed out'), 'judge', 'JudgeError'],
];

describe('the error taxonomy', () => {
  it.each(cases)('%s is a critic-gate error of its category, keeping its name', (error, category, name) => {
    expect(error).toBeInstanceOf(CriticGateError);
    expect(error).toBeInstanceOf(Error);
    expect(error.category).toBe(category);
    expect(error.name).toBe(name);
  });

  it.each(cases)('%s is described in its own words, and the run exits 4', (error, category) => {
    // The cause the result carries (report/facts.ts reads it): the category, and a config error's file and line.
    const fixAt = error instanceof ConfigError ? { file: '.github/critic-gate.yml', line: 3 } : {};
    expect(describeError(error)).toEqual({ category, message: error.message, exitCode: EXIT.ERROR, cause: { category, ...fixAt } });
    expect(error.exitCode).toBe(EXIT.ERROR);
  });

  it('describes a file the operating system refused in its own words: it names the path', () => {
    const enoent = Object.assign(new Error("ENOENT: no such file or directory, open 'out/x.json'"), { code: 'ENOENT', path: 'out/x.json' });
    expect(describeError(enoent)).toEqual({
      category: 'system',
      message: enoent.message,
      exitCode: EXIT.ERROR,
      cause: { category: 'system' },
    });
  });

  it('says that anything else is a bug of ours', () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      category: 'internal',
      message: 'internal error: x is undefined',
      exitCode: EXIT.ERROR,
      cause: { category: 'internal' },
    });
    expect(describeError('a string')).toMatchObject({ category: 'internal', message: 'internal error: a string' });
  });

  it('classifies by class, not by name: an error merely called ConfigError is not one', () => {
    const impostor = Object.assign(new Error('looks like a config error'), { name: 'ConfigError' });
    expect(describeError(impostor)).toMatchObject({ category: 'internal', message: 'internal error: looks like a config error' });
  });
});
