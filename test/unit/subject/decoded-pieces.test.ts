/**
 * The patch is decoded in small pieces read into one buffer used again (decoded-pieces.ts). What
 * the parser is given must be exactly what a stream with `encoding: 'utf8'` gave before: characters
 * split between reads or pieces whole, bytes that are not UTF-8 replaced the same way.
 */
import { createReadStream } from 'node:fs';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedPieces } from '../../../src/subject/decoded-pieces.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'critic-gate-pieces-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

/** What the stream decoder gives for the same file: the reference. */
async function streamed(path: string): Promise<string> {
  return (await collect(createReadStream(path, { encoding: 'utf8', highWaterMark: 7 }) as AsyncIterable<string>)).join('');
}

let files = 0;
async function fileOf(bytes: Uint8Array): Promise<string> {
  const path = join(dir, `f${++files}`);
  await writeFile(path, bytes);
  return path;
}

describe('decodedPieces', () => {
  it('characters of 2, 3 and 4 bytes split at every read and piece boundary come out whole', async () => {
    const text = 'aé€😀\n'.repeat(50);
    const path = await fileOf(Buffer.from(text));
    for (const [readBytes, pieceBytes] of [
      [1, 1],
      [3, 2],
      [5, 3],
      [16, 7],
      [1024, 1024],
    ] as const) {
      const pieces = await collect(decodedPieces(path, { readBytes, pieceBytes }));
      expect(pieces.join(''), `${readBytes}/${pieceBytes}`).toBe(text);
      // No piece ends in half a surrogate pair: each is whole text on its own.
      for (const piece of pieces) expect(Buffer.from(piece, 'utf8').toString('utf8')).toBe(piece);
    }
  });

  it('any bytes decode exactly as the utf8 stream decodes them (invalid sequences, a cut at the end)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 200 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        async (bytes, readBytes, pieceBytes) => {
          const path = await fileOf(bytes);
          expect((await collect(decodedPieces(path, { readBytes, pieceBytes }))).join('')).toBe(await streamed(path));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('an empty file gives no text, a missing one an error', async () => {
    expect(await collect(decodedPieces(await fileOf(new Uint8Array())))).toEqual([]);
    await expect(collect(decodedPieces(join(dir, 'missing')))).rejects.toThrow(/ENOENT/);
  });

  describe('a file its writer is still writing (writerDone)', () => {
    it('is read as it grows: its first text comes out before the writer is done, and all of it once it is', async () => {
      const path = await fileOf(new Uint8Array());
      const parts = ['diff --git a/x b/x\n', '+é', '€\n+😀', '\n'];
      const events: string[] = [];
      let finish!: () => void;
      const writerDone = new Promise<void>((resolve) => (finish = resolve));
      const pieces: string[] = [];
      const reading = (async () => {
        for await (const piece of decodedPieces(path, { writerDone, readBytes: 3, pieceBytes: 2 })) {
          pieces.push(piece);
          events.push('piece');
        }
      })();
      // Each part is written only once the reader has seen text: a reader that waited for the end would hang here.
      for (const part of parts) {
        const seen = pieces.join('').length;
        await appendFile(path, part);
        while (pieces.join('').length === seen) await new Promise((resolve) => setTimeout(resolve, 1));
      }
      events.push('writer done');
      finish();
      await reading;
      expect(pieces.join('')).toBe(parts.join(''));
      expect(events.indexOf('piece')).toBeLessThan(events.indexOf('writer done'));
    });

    it('reads what was written up to the end, whether the writer succeeded or failed', async () => {
      for (const outcome of [() => Promise.resolve('ok'), () => Promise.reject(new Error('writer failed'))]) {
        const path = await fileOf(Buffer.from('all of it\n'));
        expect((await collect(decodedPieces(path, { writerDone: outcome() }))).join('')).toBe('all of it\n');
      }
    });

    it('a character the writer has written only part of so far is whole once the rest comes', async () => {
      const path = await fileOf(Buffer.from([0xe2, 0x82]));
      let finish!: () => void;
      const writerDone = new Promise<void>((resolve) => (finish = resolve));
      const reading = collect(decodedPieces(path, { writerDone }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await appendFile(path, Buffer.from([0xac, 0x0a]));
      finish();
      expect((await reading).join('')).toBe('€\n');
    });
  });
});
