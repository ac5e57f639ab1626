import { describe, expect, it } from 'vitest';
import { DiffParseError, DiffParser, parseDiff, parseHunkHeader, parseHunks, unquotePath } from '../../../src/subject/diff.js';
import { changedFilesFromApi, type PullRequestFileItem } from '../../../src/subject/github-files.js';
import { subjectFilesForResult } from '../../../src/subject/change.js';

const diff = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('parseHunkHeader', () => {
  it('reads counts, and a left-out count means 1', () => {
    expect(parseHunkHeader('@@ -1,3 +1,4 @@ function f() {')).toEqual({ oldCount: 3, newStart: 1, newCount: 4 });
    expect(parseHunkHeader('@@ -1 +1 @@')).toEqual({ oldCount: 1, newStart: 1, newCount: 1 });
    expect(parseHunkHeader('@@ -0,0 +1,2 @@')).toEqual({ oldCount: 0, newStart: 1, newCount: 2 });
    expect(parseHunkHeader('@@ -5,2 +4,0 @@')).toEqual({ oldCount: 2, newStart: 4, newCount: 0 });
  });

  it('refuses anything else', () => {
    for (const bad of ['@@ -1,3 +1,4', '@@ -a +1 @@', '@@ 1 +1 @@', '@@@ -1 -1 +1 @@@', '@@ -1, +1 @@']) {
      expect(parseHunkHeader(bad), bad).toBeUndefined();
    }
  });
});

describe('parseDiff', () => {
  it('counts a hunk whose content looks like headers, and CRLF lines as single lines', () => {
    const files = parseDiff(
      diff(
        'diff --git a/x.txt b/x.txt',
        'index 1111111..2222222 100644',
        '--- a/x.txt',
        '+++ b/x.txt',
        '@@ -1,4 +1,5 @@',
        ' context\r',
        '--- removed line that starts with two dashes',
        '+++ added line that starts with two pluses',
        '+diff --git a/fake b/fake',
        '+@@ -1 +1 @@\r',
        ' last',
        '-gone',
        '@@ -10 +11 @@',
        '-old',
        '+new',
      ),
    );
    expect(files).toEqual([
      {
        path: 'x.txt',
        status: 'modified',
        additions: 4,
        deletions: 3,
        binary: false,
        addedLines: [2, 3, 4, 11],
        commentableLines: [1, 2, 3, 4, 5, 11],
      },
    ]);
  });

  it('takes an empty line inside a hunk as blank context (diff.suppressBlankEmpty)', () => {
    const [f] = parseDiff(diff('diff --git a/e b/e', '--- a/e', '+++ b/e', '@@ -1,3 +1,3 @@', ' a', '', '-b', '+B'));
    expect(f).toMatchObject({ additions: 1, deletions: 1, addedLines: [3], commentableLines: [1, 2, 3] });
  });

  it('ignores "\\ No newline at end of file" inside and after a hunk', () => {
    const [f] = parseDiff(
      diff(
        'diff --git a/n b/n',
        '--- a/n',
        '+++ b/n',
        '@@ -1 +1,2 @@',
        '-a',
        '\\ No newline at end of file',
        '+a',
        '+b',
        '\\ No newline at end of file',
      ),
    );
    expect(f).toMatchObject({ additions: 2, deletions: 1, addedLines: [1, 2] });
  });

  it('reads renames, copies, modes, binary markers and GIT binary patch data', () => {
    const files = parseDiff(
      diff(
        'diff --git a/old name.txt b/new name.txt',
        'similarity index 100%',
        'rename from old name.txt',
        'rename to new name.txt',
        'diff --git a/src.c b/copy.c',
        'similarity index 90%',
        'copy from src.c',
        'copy to copy.c',
        'index 1111111..2222222 100644',
        '--- a/src.c',
        '+++ b/copy.c',
        '@@ -1 +1,2 @@',
        ' int x;',
        '+int y;',
        'diff --git a/run.sh b/run.sh',
        'old mode 100644',
        'new mode 100755',
        'diff --git a/img.png b/img.png',
        'index 1111111..2222222 100644',
        'Binary files a/img.png and b/img.png differ',
        'diff --git a/data.bin b/data.bin',
        'new file mode 100644',
        'index 0000000..3333333',
        'GIT binary patch',
        'literal 10',
        'Rc${NkKm}3#Xx1j',
        '',
        'literal 0',
        'HcmV?d00001',
        '',
        'diff --git "a/t\\303\\251st" "b/t\\303\\251st"',
        'deleted file mode 100644',
        'index 4444444..0000000',
        '--- "a/t\\303\\251st"',
        '+++ /dev/null',
        '@@ -1 +0,0 @@',
        '-bye',
      ),
    );
    expect(files.map(({ addedLines: _a, commentableLines: _c, ...rest }) => rest)).toEqual([
      { path: 'new name.txt', oldPath: 'old name.txt', status: 'renamed', additions: 0, deletions: 0, binary: false },
      { path: 'copy.c', oldPath: 'src.c', status: 'copied', additions: 1, deletions: 0, binary: false },
      { path: 'run.sh', status: 'modified', additions: 0, deletions: 0, binary: false, oldMode: '100644', newMode: '100755' },
      { path: 'img.png', status: 'modified', additions: 0, deletions: 0, binary: true },
      { path: 'data.bin', status: 'added', additions: 0, deletions: 0, binary: true, newMode: '100644' },
      { path: 'tést', status: 'deleted', additions: 0, deletions: 1, binary: false, oldMode: '100644' },
    ]);
  });

  it('merges a deletion and an addition of one path into a type change', () => {
    const files = parseDiff(
      diff(
        'diff --git a/ln b/ln',
        'deleted file mode 100644',
        '--- a/ln',
        '+++ /dev/null',
        '@@ -1,2 +0,0 @@',
        '-a',
        '-b',
        'diff --git a/ln b/ln',
        'new file mode 120000',
        '--- /dev/null',
        '+++ b/ln',
        '@@ -0,0 +1 @@',
        '+target',
        '\\ No newline at end of file',
      ),
    );
    expect(files).toEqual([
      {
        path: 'ln',
        status: 'typechange',
        additions: 1,
        deletions: 2,
        binary: false,
        addedLines: [1],
        commentableLines: [1],
        oldMode: '100644',
        newMode: '120000',
      },
    ]);
  });

  it('gives the same files whatever the chunk boundaries', () => {
    const text = diff(
      'diff --git "a/\\346\\227\\245 x" "b/\\346\\227\\245 x"',
      '--- "a/\\346\\227\\245 x"',
      '+++ "b/\\346\\227\\245 x"',
      '@@ -1,2 +1,3 @@',
      ' é',
      '+ü\r',
      '-ö',
      '+z',
      'diff --git a/m b/m',
      'old mode 100644',
      'new mode 100755',
    );
    const whole = parseDiff(text);
    for (const size of [1, 2, 3, 7, 64]) {
      const parser = new DiffParser();
      for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
      expect(parser.end(), `chunks of ${size}`).toEqual(whole);
    }
    expect(whole.map((f) => f.path)).toEqual(['日 x', 'm']);
  });

  it('reads string chunks split anywhere, even inside a surrogate pair, as the whole text', () => {
    const text = diff(
      'diff --git a/🙂 b/🙂',
      'new file mode 100644',
      '--- /dev/null',
      '+++ b/🙂',
      '@@ -0,0 +1,3 @@',
      `+${'ü'.repeat(40)}`,
      '+🙂',
      '+',
      'diff --git a/x b/x',
      '--- a/x',
      '+++ b/x',
      '@@ -1 +1 @@',
      '-a',
      '+b',
      '\\ No newline at end of file',
    );
    const whole = parseDiff(text);
    expect(whole.map((f) => [f.path, f.addedLines])).toEqual([
      ['🙂', [1, 2, 3]],
      ['x', [1]],
    ]);
    for (const size of [1, 2, 3, 5, 13, 100]) {
      const strings = new DiffParser();
      // One UTF-16 unit at a time splits the emoji's surrogate pair between two chunks.
      for (let i = 0; i < text.length; i += size) strings.push(text.slice(i, i + size));
      expect(strings.end(), `string chunks of ${size}`).toEqual(whole);
    }
  });

  it('fails with the line number when a hunk does not add up', () => {
    const short = diff('diff --git a/x b/x', '--- a/x', '+++ b/x', '@@ -1,3 +1,3 @@', ' a', 'diff --git a/y b/y');
    expect(() => parseDiff(short)).toThrow(DiffParseError);
    expect(() => parseDiff(short)).toThrow(/diff line 6: hunk ended early/);
    expect(() => parseDiff(diff('diff --git a/x b/x', '@@ -1 +1 @@', '+a', '+b'))).toThrow(/line 4: more added lines/);
    expect(() => parseDiff(diff('diff --git a/x b/x', '@@ -1,2 +1,2 @@', ' a'))).toThrow(/ends inside a hunk/);
    expect(() => parseDiff(diff('diff --git a/x b/x', '@@ -1 +1 @@', ' a', 'garbage'))).toThrow(/line 4: unexpected line after a hunk/);
    expect(() => parseDiff(diff('diff --git a/x b/x', '@@@ -1 -1 +1 @@@'))).toThrow(/combined/);
    expect(() => parseDiff(diff('diff --git a/x b/x', '@@ -1 +1 @@ x', ' a', '@@ nonsense'))).toThrow(/malformed hunk header/);
  });

  it('an empty diff is no files; text before the first file is skipped', () => {
    expect(parseDiff('')).toEqual([]);
    expect(parseDiff('commit 123\nAuthor: x\n\n    message\n')).toEqual([]);
  });
});

describe('quoted paths', () => {
  it('decodes C escapes and octal UTF-8 bytes', () => {
    expect(unquotePath('"t\\303\\251st.txt"')).toBe('tést.txt');
    expect(unquotePath('"tab\\there\\nnl \\"q\\" back\\\\slash\\a\\b\\f\\v\\r"')).toBe('tab\there\nnl "q" back\\slash\x07\b\f\v\r');
    expect(unquotePath('"\\346\\227\\245\\346\\234\\254"')).toBe('日本');
    expect(unquotePath('plain name.txt')).toBe('plain name.txt');
    expect(unquotePath('"raw ü (core.quotePath=false)"')).toBe('raw ü (core.quotePath=false)');
  });

  it('rejects broken quoting', () => {
    expect(() => unquotePath('"open')).toThrow(/unterminated/);
    expect(() => unquotePath('"\\9"')).toThrow(/unknown escape/);
    expect(() => unquotePath('"\\30"')).toThrow(/octal/);
  });
});

describe('parseHunks (a GitHub patch)', () => {
  it('reads hunks with no trailing newline and a no-newline marker', () => {
    const stats = parseHunks('@@ -1,2 +1,3 @@\n a\n-b\n+B\n+C\n\\ No newline at end of file');
    expect(stats).toEqual({ additions: 2, deletions: 1, addedLines: [2, 3], commentableLines: [1, 2, 3] });
  });

  it('refuses lines outside a hunk', () => {
    expect(() => parseHunks('diff --git a/x b/x\n@@ -1 +1 @@\n-a\n+b')).toThrow(/expected a hunk header/);
  });
});

describe('GitHub pull request files → ChangedFile', () => {
  const items: PullRequestFileItem[] = [
    { filename: 'src/a.ts', status: 'modified', additions: 1, deletions: 1, changes: 2, patch: '@@ -3,3 +3,3 @@\n x\n-y\n+Y\n z' },
    { filename: 'src/new.ts', status: 'added', additions: 2, deletions: 0, changes: 2, patch: '@@ -0,0 +1,2 @@\n+a\n+b' },
    { filename: 'old.ts', status: 'removed', additions: 0, deletions: 1, changes: 1, patch: '@@ -1 +0,0 @@\n-a' },
    { filename: 'lib/b.ts', previous_filename: 'b.ts', status: 'renamed', additions: 0, deletions: 0, changes: 0 },
    { filename: 'logo.png', status: 'added', additions: 0, deletions: 0, changes: 0 },
    { filename: 'huge.json', status: 'modified', additions: 40000, deletions: 2, changes: 40002 },
    { filename: 'link', status: 'changed', additions: 1, deletions: 3, changes: 4, patch: '@@ -1,3 +1 @@\n-a\n-b\n-c\n+target' },
    { filename: 'cut.txt', status: 'modified', additions: 5, deletions: 0, changes: 5, patch: '@@ -1,2 +1,7 @@\n a\n+b' },
  ];

  it('maps statuses and lines, and says which files have unknown lines', () => {
    const files = changedFilesFromApi(items);
    expect(files.map((f) => [f.path, f.status, f.binary, f.linesKnown, f.addedLines, f.commentableLines])).toEqual([
      ['src/a.ts', 'modified', false, true, [4], [3, 4, 5]],
      ['src/new.ts', 'added', false, true, [1, 2], [1, 2]],
      ['old.ts', 'deleted', false, true, [], []],
      ['lib/b.ts', 'renamed', false, false, [], []],
      ['logo.png', 'added', true, false, [], []],
      ['huge.json', 'modified', false, false, [], []],
      ['link', 'typechange', false, true, [1], [1]],
      ['cut.txt', 'modified', false, false, [], []], // a patch cut short is as unknown as none
    ]);
    expect(files[3]?.oldPath).toBe('b.ts');
    expect(files[0]?.oldPath).toBeUndefined();
  });

  it('feeds subject.files with GitHub counts; binary counts are 0', () => {
    const entries = subjectFilesForResult(changedFilesFromApi(items));
    expect(entries[3]).toEqual({ path: 'lib/b.ts', old_path: 'b.ts', status: 'renamed', additions: 0, deletions: 0, binary: false });
    expect(entries[5]).toEqual({ path: 'huge.json', status: 'modified', additions: 40000, deletions: 2, binary: false });
    expect(entries[4]).toMatchObject({ binary: true, additions: 0, deletions: 0 });
  });
});

describe('speed (printed, not asserted)', () => {
  it('parses 300,000 added lines across 3,000 files', () => {
    const parts: string[] = [];
    const body = Array.from({ length: 100 }, (_, i) => `+    const value${i} = compute(${i}); // some typical source text`).join('\n');
    for (let f = 0; f < 3000; f++) {
      parts.push(
        `diff --git a/src/dir${f % 50}/file${f}.ts b/src/dir${f % 50}/file${f}.ts\nnew file mode 100644\nindex 0000000..1234567\n--- /dev/null\n+++ b/src/dir${f % 50}/file${f}.ts\n@@ -0,0 +1,100 @@\n${body}\n`,
      );
    }
    const text = parts.join('');
    const t0 = performance.now();
    const files = parseDiff(text);
    const whole = performance.now() - t0;
    const t1 = performance.now();
    const parser = new DiffParser();
    for (let i = 0; i < text.length; i += 65536) parser.push(text.slice(i, i + 65536));
    parser.end();
    const streamed = performance.now() - t1;
    const added = files.reduce((n, f) => n + f.additions, 0);
    console.log(
      `diff parser: ${added} added lines, ${files.length} files, ${(text.length / 1e6).toFixed(1)} MB: ` +
        `${whole.toFixed(0)} ms whole, ${streamed.toFixed(0)} ms in 64 KiB chunks`,
    );
    expect(added).toBe(300_000);
    expect(files[2999]?.addedLines).toHaveLength(100);
  });
});
