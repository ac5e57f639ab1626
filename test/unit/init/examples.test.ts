import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/index.js';
import { configTemplate } from '../../../src/init/config-template.js';
import { EXAMPLES_DIR, withInitExamples } from '../../../src/init/examples.js';

const reader = (files: Record<string, string>) => async (path: string) => files[path];

describe('withInitExamples (spec §15)', () => {
  it('writes a met and an unmet example for each LLM assertion, in the language most of the source is in', async () => {
    const paths = ['src/a.py', 'src/b.py', 'tools/x.ts'];
    const { config, files } = await withInitExamples(configTemplate({ paths }), paths, reader({}));
    expect(files.map((f) => f.path)).toEqual([
      `${EXAMPLES_DIR}/errors-handled-met.py`,
      `${EXAMPLES_DIR}/errors-handled-unmet.py`,
      `${EXAMPLES_DIR}/tests-met.py`,
      `${EXAMPLES_DIR}/tests-unmet.py`,
    ]);
    const parsed = parseConfig(config, '.github/critic-gate.yml');
    expect(parsed.assertions.find((a) => a.id === 'errors-handled')?.examples).toEqual([
      { file: `${EXAMPLES_DIR}/errors-handled-met.py`, expect: 'met' },
      { file: `${EXAMPLES_DIR}/errors-handled-unmet.py`, expect: 'unmet' },
    ]);
  });

  it("takes the met example from the repository's own code where a file shows it, the shortest one", async () => {
    const files = {
      'src/load.ts':
        'export function load(p: string): string {\n  try {\n    return read(p);\n  } catch (error) {\n    throw new Error(`cannot load ${p}`, { cause: error });\n  }\n}\n',
      'src/long.ts': `${'// filler\n'.repeat(20)}try { x(); } catch (e) { throw e; }\n`,
      'src/swallow.ts': 'try { a(); } catch (e) { throw e; }\ntry { b(); } catch {}\n',
      'test/add.test.ts': "import { test } from 'node:test';\ntest('adds', () => {});\n",
    };
    const paths = Object.keys(files);
    const { config, files: written } = await withInitExamples(configTemplate({ paths }), paths, reader(files));
    const parsed = parseConfig(config, '.github/critic-gate.yml');
    expect(parsed.assertions.find((a) => a.id === 'errors-handled')?.examples).toEqual([
      { file: 'src/load.ts', expect: 'met' },
      { file: `${EXAMPLES_DIR}/errors-handled-unmet.ts`, expect: 'unmet' },
    ]);
    expect(parsed.assertions.find((a) => a.id === 'tests')?.examples?.[0]).toEqual({ file: 'test/add.test.ts', expect: 'met' });
    expect(written.map((f) => f.path)).toEqual([`${EXAMPLES_DIR}/errors-handled-unmet.ts`, `${EXAMPLES_DIR}/tests-unmet.ts`]);
    expect(config).toContain('- {file: "src/load.ts", expect: met}   # this repository\'s own code');
  });

  it('a tree in no language it has examples for gets none, and the config is left as it is', async () => {
    const paths = ['Main.java'];
    const config = configTemplate({ paths });
    expect(await withInitExamples(config, paths, reader({}))).toEqual({ files: [], config });
  });
});
