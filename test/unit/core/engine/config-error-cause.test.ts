/**
 * Who fixes the checks that cannot judge: the runner only when every problem is the runner's; any
 * mistake in the config beside it sends the fix to the config, in the files the problems are in.
 */
import { describe, expect, it } from 'vitest';
import { configErrorCause } from '../../../../src/core/engine.js';

const RUNNER = { onRunner: true };
const CONFIG = '.github/critic-gate.yml';

describe('configErrorCause', () => {
  it('the runner alone: toolchain, and no file (nothing in the repository is wrong)', () => {
    expect(configErrorCause([RUNNER, RUNNER], CONFIG)).toEqual({ category: 'toolchain' });
  });

  it('a runner problem beside a config one: config, in the config problem’s file', () => {
    expect(configErrorCause([RUNNER, { onRunner: false, file: 'schemas/a.json' }], CONFIG)).toEqual({
      category: 'config',
      file: 'schemas/a.json',
    });
    expect(configErrorCause([{ onRunner: false }, RUNNER], CONFIG)).toEqual({ category: 'config', file: CONFIG });
  });

  it('several files are listed once each, in the order found', () => {
    const problems = [
      { onRunner: false, file: 'schemas/a.json' },
      { onRunner: false },
      { onRunner: false, file: 'GOTCHAS.md' },
      { onRunner: false, file: 'schemas/a.json' },
    ];
    expect(configErrorCause(problems, CONFIG).file).toBe(`schemas/a.json, ${CONFIG} and GOTCHAS.md`);
  });

  it('no assertions file (a critic input): a problem written in it names no file', () => {
    expect(configErrorCause([{ onRunner: false }], undefined)).toEqual({ category: 'config' });
    expect(configErrorCause([{ onRunner: false, file: 'schemas/a.json' }], undefined)).toEqual({
      category: 'config',
      file: 'schemas/a.json',
    });
  });

  it('problems written in the assertions file at one line name that line; at several, or beside another file, none', () => {
    expect(configErrorCause([{ onRunner: false, line: 4 }], CONFIG)).toEqual({ category: 'config', file: CONFIG, line: 4 });
    expect(configErrorCause([{ onRunner: false, line: 4 }, RUNNER, { onRunner: false, line: 4 }], CONFIG)).toEqual({
      category: 'config',
      file: CONFIG,
      line: 4,
    });
    expect(
      configErrorCause(
        [
          { onRunner: false, line: 4 },
          { onRunner: false, line: 9 },
        ],
        CONFIG,
      ),
    ).toEqual({ category: 'config', file: CONFIG });
    // A line of the assertions file is never said of another file.
    expect(
      configErrorCause(
        [
          { onRunner: false, line: 4 },
          { onRunner: false, file: 'schemas/a.json' },
        ],
        CONFIG,
      ),
    ).toEqual({
      category: 'config',
      file: `${CONFIG} and schemas/a.json`,
    });
    expect(configErrorCause([{ onRunner: false, file: 'schemas/a.json', line: 4 }], CONFIG)).toEqual({
      category: 'config',
      file: 'schemas/a.json',
    });
    // A problem whose line is not known leaves the others' line unsaid.
    expect(configErrorCause([{ onRunner: false, line: 4 }, { onRunner: false }], CONFIG)).toEqual({ category: 'config', file: CONFIG });
  });
});
