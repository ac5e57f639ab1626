/**
 * The CLI writes its output with plain writes to the descriptor (io.ts `descriptorWriter`), which
 * spares a cold start the streams `process.stdout` loads. What the stream did for free must still
 * hold: every byte arrives, in order, when a non-blocking pipe fills; a reader that goes away ends
 * the printing quietly.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptorWriter } from '../../../src/cli/io.js';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'critic-gate-writer-'));
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** A stream that keeps what it is given, and says whether it was ever asked for. */
function collectingStream() {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  let asked = 0;
  return {
    get: () => {
      asked++;
      return stream;
    },
    asked: () => asked,
    text: () => Buffer.concat(chunks).toString('utf8'),
  };
}

/** Everything a non-blocking descriptor holds now. */
function drain(fd: number): string {
  const out: Buffer[] = [];
  const buffer = Buffer.alloc(1 << 16);
  for (;;) {
    try {
      const n = readSync(fd, buffer, 0, buffer.length, null);
      if (n === 0) break;
      out.push(Buffer.from(buffer.subarray(0, n)));
    } catch {
      break; // EAGAIN: empty for now
    }
  }
  return Buffer.concat(out).toString('utf8');
}

describe('descriptorWriter', () => {
  it('a file: every write lands whole and in order, the stream never made', () => {
    const path = join(tmp, 'out.txt');
    const fd = openSync(path, 'w');
    const stream = collectingStream();
    const write = descriptorWriter(fd, stream.get);
    write('{"verdict":"PASS"}\n');
    write('café ✓\n');
    closeSync(fd);
    expect(readFileSync(path, 'utf8')).toBe('{"verdict":"PASS"}\ncafé ✓\n');
    expect(stream.asked()).toBe(0);
  });

  it('a non-blocking pipe that fills: what did not fit, and all after it, goes through the stream in order', async () => {
    const fifo = join(tmp, 'full.fifo');
    execFileSync('mkfifo', [fifo]);
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
    try {
      const stream = collectingStream();
      const write = descriptorWriter(writer, stream.get);
      // Far more than a pipe holds (64 KiB on Linux), with characters of several bytes throughout.
      const first = 'é'.repeat(200_000);
      write(first);
      write('and then this');
      await new Promise((r) => setImmediate(r));
      const inPipe = drain(reader);
      expect(stream.asked()).toBe(1);
      expect(inPipe.length).toBeGreaterThan(0);
      // The bytes split between the two are one text again, nothing lost or doubled.
      const bytes = Buffer.concat([Buffer.from(inPipe, 'utf8'), Buffer.from(stream.text(), 'utf8')]);
      expect(Buffer.byteLength(first) + 'and then this'.length).toBe(bytes.length);
      expect(bytes.toString('utf8')).toBe(`${first}and then this`);
    } finally {
      closeSync(reader);
      closeSync(writer);
    }
  });

  it('a reader that has gone away (EPIPE): the rest is dropped, nothing thrown, no stream made', () => {
    const fifo = join(tmp, 'gone.fifo');
    execFileSync('mkfifo', [fifo]);
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
    closeSync(reader);
    try {
      const stream = collectingStream();
      const write = descriptorWriter(writer, stream.get);
      expect(() => write('first line\n')).not.toThrow();
      expect(() => write('second line\n')).not.toThrow();
      expect(stream.asked()).toBe(0);
    } finally {
      closeSync(writer);
    }
  });

  it('any other refusal is an error, not silence (the twin: a closed descriptor)', () => {
    const fd = openSync(join(tmp, 'closed.txt'), 'w');
    closeSync(fd);
    const write = descriptorWriter(fd, collectingStream().get);
    expect(() => write('x')).toThrow(/EBADF/);
  });
});
