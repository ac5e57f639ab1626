import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { generatedByAttributes } from '../../../src/init/ignore.js';
import { literal } from '../../../src/init/trial.js';
import { GLOB_OPTIONS } from '../../../src/subject/glob-bound.js';

describe('what .gitattributes marks generated', () => {
  it('reads linguist-generated patterns in git’s sense: bare names at any depth, slashed ones from the root', () => {
    const globs = generatedByAttributes(
      [
        '# comment',
        '*.pb.go linguist-generated',
        '/schema.graphql linguist-generated=true',
        'api/client/** linguist-generated',
        'docs/ linguist-generated', // a directory: git applies it to no file
        '.licenses/** -diff',
        'vendored.js -linguist-generated',
        'old.js linguist-generated=false',
        '[attr]gen linguist-generated',
        '',
      ].join('\r\n'),
    );
    expect(globs).toEqual(['**/*.pb.go', 'schema.graphql', 'api/client/**']);
    const generated = picomatch(globs, GLOB_OPTIONS);
    expect(generated('internal/x/y.pb.go')).toBe(true);
    expect(generated('api/client/deep/a.ts')).toBe(true);
    expect(generated('src/schema.graphql')).toBe(false);
    // -diff says how git shows a diff, not that a file is generated.
    expect(generated('.licenses/npm/x.dep.yml')).toBe(false);
  });
});

describe('a literal glob', () => {
  it.each(['src/[id]/page.tsx', 'a{b,c}.json', 'test/fixtures/what?.json', 'x/(group)/+y!.ts', 'back\\slash.json'])(
    'matches exactly %s',
    (path) => {
      const match = picomatch(literal(path), GLOB_OPTIONS);
      expect(match(path)).toBe(true);
      expect(match(`${path}x`)).toBe(false);
    },
  );
});
