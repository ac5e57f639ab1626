import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DiffParser } from '../../../src/subject/diff.js';
import { gitBlobId, rebuildAdded, verifiedBlob, type AddedText } from '../../../src/subject/patch-text.js';

const diff = (...lines: string[]) => `${lines.join('\n')}\n`;
const text = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : Buffer.from(bytes).toString('utf8'));

/** What the parser keeps of each added file, fed in chunks of `size` characters. */
function kept(patch: string, size = patch.length, maxAddedChars?: number): Map<string, AddedText> {
  const out = new Map<string, AddedText>();
  const parser = new DiffParser({ onAddedText: (path, t) => out.set(path, t), ...(maxAddedChars ? { maxAddedChars } : {}) });
  for (let i = 0; i < patch.length; i += size) parser.push(patch.slice(i, i + size));
  parser.end();
  return out;
}

const ADDED = diff(
  'diff --git a/new.txt b/new.txt',
  'new file mode 100644',
  'index 0000000..1111111',
  '--- /dev/null',
  '+++ b/new.txt',
  '@@ -0,0 +1,5 @@',
  '+first',
  '+',
  '+crlf\r',
  '+--- looks like a header',
  '+é last',
  '\\ No newline at end of file',
  'diff --git a/mod.txt b/mod.txt',
  'index 2222222..3333333 100644',
  '--- a/mod.txt',
  '+++ b/mod.txt',
  '@@ -1 +1,2 @@',
  ' kept',
  '+added',
  'diff --git a/empty.txt b/empty.txt',
  'new file mode 100644',
  'index 0000000..e69de29',
  'diff --git a/was-empty.txt b/was-empty.txt',
  'index e69de29..4444444 100644',
  '--- a/was-empty.txt',
  '+++ b/was-empty.txt',
  '@@ -0,0 +1 @@',
  '+now a line',
  'diff --git a/img.png b/img.png',
  'new file mode 100644',
  'index 0000000..5555555',
  'Binary files /dev/null and b/img.png differ',
);

describe('an added file rebuilt from the patch', () => {
  it('keeps exactly the head text of files whose one hunk holds all of it, in chunks of any size', () => {
    for (const size of [1, 2, 3, 7, 64, ADDED.length]) {
      const texts = kept(ADDED, size);
      expect([...texts.keys()], `chunks of ${size}`).toEqual(['new.txt', 'empty.txt', 'was-empty.txt']);
      expect(text(rebuildAdded(texts.get('new.txt')!))).toBe('first\n\ncrlf\r\n--- looks like a header\né last');
      expect(text(rebuildAdded(texts.get('empty.txt')!))).toBe('');
      expect(text(rebuildAdded(texts.get('was-empty.txt')!))).toBe('now a line\n');
    }
  });

  it('keeps nothing when no one asks, nor a file longer than the bound', () => {
    const parser = new DiffParser();
    parser.push(ADDED);
    expect(parser.end().map((f) => f.path)).toEqual(['new.txt', 'mod.txt', 'empty.txt', 'was-empty.txt', 'img.png']);
    expect([...kept(ADDED, 5, 20).keys()]).toEqual(['empty.txt', 'was-empty.txt']);
  });

  it('refuses a shape that is not an added text: a line without its plus, a line after the missing newline', () => {
    expect(rebuildAdded({ pieces: ['+a\n', ' b\n'], noFinalNewline: false })).toBeUndefined();
    expect(rebuildAdded({ pieces: ['+a\n+b'], noFinalNewline: false })).toBeUndefined();
    expect(rebuildAdded({ pieces: [], noFinalNewline: true })).toBeUndefined();
    const twice = diff('diff --git a/x b/x', 'new file mode 100644', '@@ -0,0 +1 @@', '+a', '\\ No newline at end of file', '\\ x');
    expect(kept(twice).size).toBe(0);
  });
});

describe("the head blob's id from the patch's index line", () => {
  const sha1 = 'ce013625030ba8dba906f756967f9e9ca394464a';
  const sha256 = 'a'.repeat(64);
  const added = (index: string) =>
    diff('diff --git a/x b/x', 'new file mode 100644', index, '--- /dev/null', '+++ b/x', '@@ -0,0 +1 @@', '+hello');

  it('is told with the text when git names it in full (--full-index), SHA-1 or SHA-256', () => {
    expect(kept(added(`index ${'0'.repeat(40)}..${sha1}`)).get('x')?.blob).toBe(sha1);
    expect(kept(added(`index ${'0'.repeat(64)}..${sha256}`)).get('x')?.blob).toBe(sha256);
    expect(kept(added(`index ${'0'.repeat(40)}..${sha1} 100644`), 3).get('x')?.blob).toBe(sha1);
  });

  it('is not told when the id is abbreviated or the line is not one git writes', () => {
    for (const index of ['index 0000000..ce01362', `index ${sha1}`, `index 0000000..${sha1.toUpperCase()}`, `index 0..${sha1}x`]) {
      const t = kept(added(index)).get('x');
      expect(t, index).toBeDefined();
      expect(t?.blob, index).toBeUndefined();
    }
  });
});

describe("git's object id", () => {
  it('is the id git gives a blob, SHA-1 and SHA-256', () => {
    expect(gitBlobId(new Uint8Array(), 40)).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
    expect(gitBlobId(Buffer.from('hello\n'), 40)).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
    const sha256 = createHash('sha256').update('blob 6\0hello\n').digest('hex');
    expect(gitBlobId(Buffer.from('hello\n'), 64)).toBe(sha256);
  });

  it('accepts rebuilt bytes only when they are the blob, never a forged or lossily decoded text', () => {
    const oid = 'ce013625030ba8dba906f756967f9e9ca394464a'; // "hello\n"
    const honest = rebuildAdded({ pieces: ['+hello\n'], noFinalNewline: false })!;
    expect(verifiedBlob(honest, oid)).toBe(honest);
    for (const forged of ['+hello', '+hellO\n', '+hello\r\n', '+hello\n+\n']) {
      const bytes = rebuildAdded({ pieces: [forged], noFinalNewline: false }) ?? Buffer.from(forged);
      expect(verifiedBlob(bytes, oid), JSON.stringify(forged)).toBeUndefined();
    }
    // A byte that is not UTF-8 reaches the parser as U+FFFD: its bytes are no longer the blob's.
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]);
    const decoded = rebuildAdded({ pieces: [`+${latin1.toString('utf8')}`], noFinalNewline: false })!;
    expect(verifiedBlob(decoded, gitBlobId(latin1, 40))).toBeUndefined();
    expect(verifiedBlob(honest, oid.slice(0, 7))).toBeUndefined();
  });
});
