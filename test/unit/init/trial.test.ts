import { describe, expect, it } from 'vitest';
import { trialRun } from '../../../src/init/trial.js';
import type { FileReader } from '../../../src/subject/types.js';

const FILES: Record<string, string> = {
  'package.json': '{"name": "x"}\n',
  'fixtures/broken.json': '{"a": 1,,}\n',
  'assets/logo.png': '\u0089PNG\r\n',
  'docs/guide.md': '# guide\n',
};

describe('trialRun', () => {
  it('reads only what a tried check selects, and names the file that fails it', async () => {
    const reads: string[] = [];
    const reader: FileReader = {
      listTree: async () => Object.keys(FILES),
      read: async (path) => {
        reads.push(path);
        const text = FILES[path];
        return text === undefined ? undefined : new TextEncoder().encode(text);
      },
    };
    const failures = await trialRun(
      [
        { kind: 'json-valid', files: '**/*.json' },
        { kind: 'max-changed-lines', max: 10 },
      ],
      {
        paths: Object.keys(FILES),
        reader,
        ignore: [],
      },
    );
    expect([...failures.keys()]).toEqual([0]);
    expect(failures.get(0)!.map((f) => f.path)).toEqual(['fixtures/broken.json']);
    expect(failures.get(0)![0]!.message).toMatch(/^fixtures\/broken\.json:1:\d+: /);
    expect(new Set(reads)).toEqual(new Set(['package.json', 'fixtures/broken.json']));
  });
});
