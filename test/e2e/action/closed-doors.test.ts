/**
 * Issue 37, items 6 and 8, through the built Action (`node dist/index.js`) with the GitHub double.
 * A key in the judge URL's path or query (`ollama-host: ${{ secrets.JUDGE_URL }}`) was written
 * verbatim into the result JSON, SARIF, the job summary, the outputs and the `::error` line when
 * the judge could not be reached; now a judge URL is published as `scheme://host:port` only.
 * 20,000 nested brackets crashed the process inside oxc (SIGSEGV: no result, no summary, an exit
 * code outside 0–4); now the file's syntax check fails, and the run ends with a verdict.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertActionBuilt, cleanupActionRuns } from '../../support/action-run.js';
import { closedPort } from '../../support/ports.js';
import { smallPulls } from '../../support/small-pull.js';

const KEY = 'k3y-Zq81xWv0Lm4Pt7Rn';
const pulls = smallPulls();

beforeAll(() => assertActionBuilt());
afterEach(() => pulls.cleanup());
afterAll(() => cleanupActionRuns());

describe('a judge URL is published as scheme://host:port only (issue 37 item 6)', () => {
  const config = `version: 1\nassertions:\n  - {id: tests, text: "New behaviour comes with a test", files: "src/**"}\n`;
  it.each([
    ['a key in the path', (port: number) => `http://127.0.0.1:${port}/ollama/${KEY}`],
    ['a key in the query', (port: number) => `http://127.0.0.1:${port}/api?api-key=${KEY}`],
    ['a key in the userinfo and the path', (port: number) => `http://bot:${KEY}@127.0.0.1:${port}/gw/${KEY}/`],
  ])('%s: no result, SARIF, summary, output or log line holds it', async (_name, urlOf) => {
    const port = await closedPort();
    const pull = await pulls.open({ config, base: { 'src/a.ts': 'export const a = 1;\n' }, head: { 'src/a.ts': 'export const a = 2;\n' } });
    const run = await pull.act({ 'ollama-host': urlOf(port) });
    expect(run.code).toBe(1);
    // The runner takes each secret as its `::add-mask::` command and never shows it; every other line is the log.
    expect(run.stdout).toContain(`::add-mask::${KEY}`);
    const log = run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    const published = [
      log,
      run.summary,
      JSON.stringify(run.outputs),
      run.errors.join('\n'),
      await readFile(run.outputs['result-file']!, 'utf8'),
      await readFile(run.outputs['sarif-file']!, 'utf8'),
    ].join('\n');
    expect(published).not.toContain(KEY);
    expect(published).not.toContain('/ollama/');
    expect(published).not.toContain('api-key');
    // The host is still named, as its origin: the reader knows which server to fix.
    expect(run.outputs['error']).toContain(`http://127.0.0.1:${port}`);
    expect(run.outputs['verdict']).toBe('ERROR');
  });
});

describe('a parser that would overflow its stack is contained (issue 37 item 8)', () => {
  const config = `version: 1\ngate:\n  - {kind: syntax, files: "src/**/*.{ts,js}"}\n`;
  const nested = (n: number): string => `export const x = ${'['.repeat(n)}${']'.repeat(n)};\n`;

  it.each(['src/deep.ts', 'src/deep.js'])(
    '20,000 nested brackets in %s: the syntax check fails naming the depth, and the run ends FAIL',
    async (path) => {
      const pull = await pulls.open({ config, base: { 'src/a.ts': 'export const a = 1;\n' }, head: { [path]: nested(20_000) } });
      const run = await pull.act({ llm: 'off' });
      expect(run.code).toBe(1);
      const result = await run.result();
      expect(result.verdict).toBe('FAIL');
      expect(result.gate.find((g) => g.kind === 'syntax')).toMatchObject({ passed: false });
      expect(result.gate.find((g) => g.kind === 'syntax')?.evidence).toContain(`${path}:1:`);
      expect(result.gate.find((g) => g.kind === 'syntax')?.evidence).toContain('too deeply nested to parse (20000 levels');
    },
  );

  it('the twin: an honest file nested a few hundred levels deep parses', async () => {
    const pull = await pulls.open({ config, base: { 'src/a.ts': 'export const a = 1;\n' }, head: { 'src/deep.ts': nested(300) } });
    const run = await pull.act({ llm: 'off' });
    expect((await run.result()).gate.find((g) => g.kind === 'syntax')).toMatchObject({ passed: true });
    expect(run.code).toBe(0);
  });
});
