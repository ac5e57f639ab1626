import { describe, expect, it } from 'vitest';
import { runningFiles } from '../../../src/init/runs.js';

const paths = (m: Record<string, string>, exists: readonly string[] = []) =>
  runningFiles(new Map(Object.entries(m)), (p) => exists.includes(p)).map((f) => f.path);

describe('what a repository runs unread (issue 37 item 4)', () => {
  it("an Action's runs.main, pre and post, relative to the action file, anywhere in the tree", () => {
    expect(
      paths({ 'action.yml': 'runs:\n  using: node24\n  pre: dist/setup.js\n  main: dist/index.js\n  post: ./dist/cleanup.js\n' }),
    ).toEqual(['dist/index.js', 'dist/setup.js', 'dist/cleanup.js']);
    expect(paths({ 'actions/tag/action.yaml': 'runs:\n  using: node20\n  main: ../../dist/tag/index.js\n' })).toEqual([
      'dist/tag/index.js',
    ]);
  });

  it("a package's main, every bin, every exports target, and the files its install hooks name", () => {
    const pkg = JSON.stringify({
      main: 'dist/lib.js',
      bin: { tool: 'dist/cli.js' },
      exports: { '.': { import: './dist/lib.mjs', require: './dist/lib.cjs' }, './extra': './dist/extra.js' },
      scripts: { postinstall: 'node scripts/setup.js && echo done', test: 'node scripts/test.js' },
    });
    expect(paths({ 'package.json': pkg }, ['scripts/setup.js', 'scripts/test.js'])).toEqual([
      'dist/lib.js',
      'dist/cli.js',
      'dist/lib.mjs',
      'dist/lib.cjs',
      'dist/extra.js',
      'scripts/setup.js',
    ]);
  });

  it('nothing from a path that leaves the repository, a broken manifest, ', () => {
    expect(paths({ 'action.yml': 'runs:\n  using: node24\n  main: ../../elsewhere.js\n' })).toEqual([]);
    expect(paths({ 'package.json': '{ not json', 'action.yml': ': [' })).toEqual([]);
  });
});
