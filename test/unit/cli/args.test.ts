import { describe, expect, it } from 'vitest';
import { COMMANDS, commandHelp, parseCli, UsageError, type CommandName } from '../../../src/cli/args.js';
import { closest } from '../../../src/text/closest.js';
import { ConfigError, parseConfig } from '../../../src/config/index.js';

/** The message parseCli throws for argv, or a failure when it is accepted. */
function usageOf(argv: string[]): string {
  try {
    parseCli(argv, {});
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  throw new Error(`expected a UsageError for ${argv.join(' ')}`);
}

const configProblem = (text: string): string => {
  try {
    parseConfig(text, '.github/critic-gate.yml');
  } catch (e) {
    if (e instanceof ConfigError) return e.message;
    throw e;
  }
  throw new Error('expected a ConfigError');
};

describe('one "did you mean" for commands, flags, values and config keys', () => {
  it('counts two swapped letters as one typo', () => {
    expect(closest('judeg', ['judge', 'pr', 'eval'])).toBe('judge');
    expect(closest('bsae', ['base', 'head', 'repo'])).toBe('base');
    expect(closest('fiels', ['file', 'files', 'bytes'])).toBe('files');
    // Still nothing for a word that is not close to any.
    expect(closest('banana', ['judge', 'pr', 'eval'])).toBeUndefined();
  });

  it('commands', () => {
    expect(usageOf(['judeg'])).toContain('unknown command "judeg"; did you mean judge?');
    expect(usageOf(['--judge'])).toContain('did you mean judge?');
  });

  it('flags, each command against its own flags only', () => {
    expect(usageOf(['pr', '--bsae', 'main'])).toContain('pr: unknown option --bsae; did you mean --base?');
    expect(usageOf(['judge', '--inptu', 'x.json'])).toContain('did you mean --input?');
    // --base is pr's: judge does not suggest it.
    expect(usageOf(['judge', '--bsae', 'main'])).not.toContain('--base');
  });

  it('values of a flag', () => {
    expect(usageOf(['pr', '--base', 'x', '--format', 'markdwn'])).toContain('did you mean markdown?');
    expect(usageOf(['judge', '--format', 'txet'])).toContain('did you mean text?');
    expect(usageOf(['pr', '--base', 'x', '--backend', 'olama'])).toContain('did you mean ollama?');
    expect(usageOf(['pr', '--base', 'x', '--llm', 'of'])).toContain('"on" or "off"');
  });

  it('config keys: top level and inside a check', () => {
    expect(configProblem('version: 1\ngaet: []\n')).toContain('did you mean "gate"?');
    expect(configProblem('version: 1\ngate:\n  - kind: json-valid\n    fiels: "**/*.json"\n')).toContain('did you mean "files"?');
  });
});

describe('a bare word where a flag was meant', () => {
  it.each([
    [['pr', 'main'], 'did you mean --base main?'],
    [['judge', 'input.json'], 'did you mean --input input.json?'],
    [['init', 'my-repo'], 'did you mean --repo my-repo?'],
    [['eval', 'suite.json'], 'did you mean --suite suite.json?'],
  ])('%j: %s', (argv, hint) => {
    const message = usageOf(argv);
    expect(message).toContain(`unexpected argument "${argv[1]}"`);
    expect(message).toContain(hint);
  });

  it('no hint for a flag already given, and none for schema', () => {
    expect(usageOf(['pr', '--base', 'main', 'extra'])).not.toContain('did you mean');
    expect(usageOf(['schema', 'x'])).toContain('unexpected argument "x"');
  });
});

describe('help per command', () => {
  const names = Object.keys(COMMANDS) as CommandName[];

  it.each(names)('%s --help names no flag only another command takes, and no other command', (command) => {
    const help = commandHelp(command);
    const own = new Set(Object.keys(COMMANDS[command].flags));
    const others = names.filter((n) => n !== command).flatMap((n) => Object.keys(COMMANDS[n].flags).filter((f) => !own.has(f)));
    for (const flag of others) expect(help).not.toMatch(new RegExp(`--${flag}\\b`));
    for (const other of names.filter((n) => n !== command)) expect(help).not.toMatch(new RegExp(`\\b${other}:`));
  });

  it('judge offers the report formats for people too', () => {
    expect(commandHelp('judge')).toMatch(/--format FORMAT +json \(default; the result\), text \(for people\), markdown .*sarif/);
    expect(parseCli(['judge', '--format', 'markdown'], {})).toMatchObject({ command: 'judge', format: 'markdown' });
    expect(parseCli(['judge', '--format', 'text'], {})).toMatchObject({ command: 'judge', format: 'text' });
  });

  it('nothing at all is the usage as an error, --help the usage as an answer', () => {
    expect(parseCli([], {})).toEqual({ command: 'usage' });
    expect(parseCli(['--help'], {})).toEqual({ command: 'help' });
  });
});

describe('critic-gate test (spec §15)', () => {
  it('reads its flags: config, repo, the judge setup, the format; json or text only', () => {
    expect(
      parseCli(['test', '--config', 'c.yml', '--repo', 'r', '--votes', '3', '--format', 'json', '--host', 'http://h:1'], {}),
    ).toMatchObject({
      command: 'test',
      config: 'c.yml',
      repo: 'r',
      format: 'json',
      judge: { votes: 3, hosts: ['http://h:1'], llm: 'on' },
    });
    expect(parseCli(['test'], {})).toMatchObject({ command: 'test', repo: '.', config: undefined, format: 'text' });
    expect(usageOf(['test', '--format', 'sarif'])).toBe('--format: expected text, json, got "sarif"');
    expect(usageOf(['test', '--llm', 'off'])).toContain('test: unknown option --llm');
    expect(commandHelp('test')).toContain('Exit codes: 0 the judge reads every example as expected');
  });
});

describe('replay (spec §15): the result as its one bare word', () => {
  it('takes the result as the first word or as --result, the requests file and the host as flags', () => {
    expect(parseCli(['replay', 'out/result.json'], {})).toMatchObject({
      command: 'replay',
      result: 'out/result.json',
      requests: undefined,
    });
    expect(
      parseCli(['replay', '--result', 'r.json', '--requests', 'r.jsonl', '--host', 'http://gpu:11434', '--format', 'json'], {}),
    ).toMatchObject({ result: 'r.json', requests: 'r.jsonl', host: 'http://gpu:11434', format: 'json' });
    // The environment's host, as for judge and pr.
    expect(parseCli(['replay', 'r.json'], { CRITIC_GATE_HOSTS: 'http://a:1,http://b:2' })).toMatchObject({ host: 'http://a:1' });
  });

  it('refuses no result, and a second word', () => {
    expect(usageOf(['replay'])).toContain('critic-gate replay RESULT.json');
    expect(usageOf(['replay', 'a.json', 'b.json'])).toContain('unexpected argument "b.json"');
    expect(usageOf(['replay', 'a.json', '--bogus'])).toContain('--bogus');
  });

  it('judge and pr take --requests FILE; other commands still take no bare word', () => {
    expect(parseCli(['judge', '--requests', 'r.jsonl'], {})).toMatchObject({ judge: { requestsFile: 'r.jsonl' } });
    expect(parseCli(['pr', '--base', 'main', '--requests', 'r.jsonl'], {})).toMatchObject({ judge: { requestsFile: 'r.jsonl' } });
    expect(usageOf(['schema', 'x'])).toContain('unexpected argument "x"');
  });
});
