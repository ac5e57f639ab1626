import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import { checkContext } from '../../../src/checks/context.js';
import { outputSubject } from '../../../src/subject/output.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { jsonValid } from '../../../src/checks/kinds/json-valid.js';
import { checkTester } from '../../support/check-tester.js';

const onOutput = (output: string) => checkContext(outputSubject(output));

describe('json-valid', () => {
  it('passes valid JSON', async () => {
    expect(await runCheck({ kind: 'json-valid', scope: 'tree' }, onOutput('{"ok": true}\n'))).toEqual({
      status: 'pass',
      evidence: 'output: valid JSON',
      location: { path: 'output', line: 1, quote: '{"ok": true}' },
    });
  });

  it('fails with line, column and the offending line, also where V8 gives no position', async () => {
    const outcome = await runCheck({ kind: 'json-valid', scope: 'tree' }, onOutput('{\n  "a": [1, 2],\n  "b": 3,\n}\n'));
    expect(outcome).toMatchObject({
      status: 'fail',
      evidence: 'output:3:9: invalid JSON: trailing comma before "}"',
      location: { path: 'output', line: 3, quote: '  "b": 3,' },
    });
    const cutOff = await runCheck({ kind: 'json-valid', scope: 'tree' }, onOutput('{\n  "a": [1, 2'));
    expect(cutOff).toMatchObject({ status: 'fail', evidence: 'output:2:13: invalid JSON: unexpected end of input, expected "," or "]"' });
  });

  it('quotes the offending line from the whole file under scope: added', async () => {
    const ctx = memoryContext(allAdded({ 'a.json': '{\n  "a": 1\n  "b": 2\n}\n' }));
    const outcome = await runCheck({ kind: 'json-valid', scope: 'added', files: '*.json' }, ctx);
    expect(outcome.location).toEqual({ path: 'a.json', line: 3, column: 3, quote: '  "b": 2' });
  });
});

describe('json-valid, table', () => {
  checkTester(jsonValid).table([
    { name: 'valid JSON', spec: { files: '*.json' }, files: { 'a.json': '[1, 2]' }, passes: true },
    { name: 'invalid JSON', spec: { files: '*.json' }, files: { 'a.json': '[1, 2' }, passes: false, evidence: 'a.json' },
  ]);
});

describe('json-valid, JSON with comments (issue 26)', () => {
  const tester = checkTester(jsonValid);
  const tsconfig = '{\n  // the build\n  "compilerOptions": {\n    "strict": true,\n  },\n}\n';

  it.each([
    ['tsconfig.json', tsconfig],
    ['packages/a/tsconfig.build.json', tsconfig],
    ['jsconfig.json', tsconfig],
    ['.vscode/settings.json', '{\n  /* editor */\n  "editor.tabSize": 2, // two\n}\n'],
    ['.vscode/launch.json', '{\n  // launch\n  "configurations": [],\n}\n'],
    ['.devcontainer/devcontainer.json', '{\n  // image\n  "image": "node:24",\n}\n'],
    ['.eslintrc.json', '{\n  // rules\n  "rules": {},\n}\n'],
    ['settings.jsonc', '{ "a": 1, } // end\n'],
  ])('judges %s as JSONC and says so', async (path, text) => {
    const outcome = await tester.run({ files: '**/*.{json,jsonc}' }, { files: { [path]: text } });
    expect(outcome).toMatchObject({ status: 'pass', evidence: `${path}: valid JSONC` });
  });

  it('judges the files a config names under `jsonc` as JSONC', async () => {
    const input = { files: { 'config/app.json': '{\n  // port\n  "port": 8080,\n}\n' } };
    expect((await tester.run({ files: '**/*.json' }, input)).status).toBe('fail');
    expect(await tester.run({ files: '**/*.json', jsonc: ['config/*.json'] }, input)).toMatchObject({
      status: 'pass',
      evidence: 'config/app.json: valid JSONC',
    });
  });

  it('still fails a comment in a plain JSON file, and a broken JSONC file, naming the dialect', async () => {
    const outcome = await tester.run(
      { files: '**/*.json' },
      {
        files: {
          'data.json': '{\n  // not here\n  "a": 1\n}\n',
          'tsconfig.json': '{\n  "compilerOptions": {}\n  "include": []\n}\n',
        },
      },
    );
    expect(outcome.status).toBe('fail');
    expect(outcome.findings).toEqual([
      { path: 'data.json', line: 2, column: 3, message: 'invalid JSON: comments are not allowed in JSON', quote: '  // not here' },
      { path: 'tsconfig.json', line: 3, column: 3, message: 'invalid JSONC: comma expected', quote: '  "include": []' },
    ]);
  });

  it('says how many files were JSONC among several', async () => {
    const outcome = await tester.run({ files: '**/*.json' }, { files: { 'a.json': '[1]', 'tsconfig.json': tsconfig } });
    expect(outcome).toMatchObject({ status: 'pass', evidence: '2 file(s): valid JSON (1 read as JSONC: tsconfig.json)' });
  });
});

describe('json-valid, every failing file (issue 24)', () => {
  it('names both invalid files with line and column, in path order', async () => {
    const outcome = await checkTester(jsonValid).run(
      { files: '*.json' },
      { files: { 'b.json': '[1, 2', 'a.json': '{\n  "a": 1,\n}\n', 'ok.json': '{}' } },
    );
    expect(outcome.status).toBe('fail');
    expect(outcome.findings).toEqual([
      { path: 'a.json', line: 2, column: 9, message: 'invalid JSON: trailing comma before "}"', quote: '  "a": 1,' },
      { path: 'b.json', line: 1, column: 6, message: 'invalid JSON: unexpected end of input, expected "," or "]"', quote: '[1, 2' },
    ]);
    expect(outcome.location).toEqual({ path: 'a.json', line: 2, column: 9, quote: '  "a": 1,' });
    expect(outcome.evidence).toBe(
      'a.json:2:9: invalid JSON: trailing comma before "}"\nb.json:1:6: invalid JSON: unexpected end of input, expected "," or "]"',
    );
  });
});
