import { describe, expect, it } from 'vitest';
import { parseGotchas } from '../../../src/checks/gotchas-rules.js';
import { shellQuote } from '../../../src/checks/run-command.js';
import { commandEnv, tailLines } from '../../../src/commands/shell.js';

describe('parseGotchas', () => {
  it('reads one rule per ## heading, ignoring prose, other items and fenced code', () => {
    const md = [
      '# Team gotchas', // 1
      '- pattern: not-a-rule', // 2: before the first ##, an introduction
      '## Migrations are reversible', // 3
      'Why: we roll back often.', // 4
      '- note: free text', // 5
      '* pattern: `db/migrations/*.sql`', // 6
      '- check: `grep -qi "down" "$FILE"`', // 7
      '```', // 8
      '## not a heading inside a fence', // 9
      '- check: ignored', // 10
      '```', // 11
      '- message: Add a down migration', // 12
      '### Sub-heading stays in the rule', // 13
      '## Quoted glob', // 14
      "- pattern: '**/*.sh'", // 15
      '- check: sh -n "$FILE"', // 16
    ].join('\n');
    expect(parseGotchas(md)).toEqual({
      ok: true,
      rules: [
        {
          title: 'Migrations are reversible',
          line: 3,
          pattern: 'db/migrations/*.sql',
          check: 'grep -qi "down" "$FILE"',
          message: 'Add a down migration',
        },
        { title: 'Quoted glob', line: 14, pattern: '**/*.sh', check: 'sh -n "$FILE"', message: 'Quoted glob' },
      ],
    });
  });

  it('reports every malformed rule with its line', () => {
    const md = [
      '## A',
      '- check: true',
      '',
      '## B',
      '- pattern: x',
      '- pattern: y',
      '- check: true',
      '## C',
      '- pattern: z',
      '- check:',
    ].join('\n');
    expect(parseGotchas(md)).toEqual({
      ok: false,
      problems: [
        { line: 1, message: 'rule "A" has no `- pattern:`' },
        { line: 6, message: 'rule "B" has a second `- pattern:` (first at line 5)' },
        { line: 10, message: 'rule "C": `- check:` is empty' },
      ],
    });
  });

  it('a file without rules is a problem, not a silent pass', () => {
    expect(parseGotchas('# Nothing here yet\n')).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'no rules: each rule is a `## heading` with `- pattern: <glob>` and `- check: <command>`' }],
    });
  });
});

describe('shell helpers', () => {
  it('quotes only what needs quoting', () => {
    expect(shellQuote('src/a.py')).toBe('src/a.py');
    expect(shellQuote("it's a $file")).toBe(`'it'\\''s a $file'`);
  });

  it('keeps the last lines, without colour codes or progress redraws', () => {
    const text = `${Array.from({ length: 30 }, (_, i) => `l${i}`).join('\n')}\n\x1b[31mred\x1b[0m\n10%\r50%\r100%\n\n`;
    const tail = tailLines(text, 3).split('\n');
    expect(tail).toEqual(['l29', 'red', '100%']);
  });

  it('builds the environment from an allow-list', () => {
    const env = commandEnv(
      { FILE: 'a.py' },
      { PATH: '/bin', HOME: '/home/u', GITHUB_TOKEN: 't', 'INPUT_GITHUB-TOKEN': 't', ACTIONS_RUNTIME_TOKEN: 't', LANG: 'C' },
    );
    expect(Object.keys(env).sort()).toEqual(['CI', 'FILE', 'HOME', 'LANG', 'PATH', 'TMPDIR']);
    expect(env['FILE']).toBe('a.py');
  });
});
