/**
 * One long-lived `git cat-file --batch` process: reading a thousand files costs one process, not
 * a thousand. Requests are answered in order, so callers may issue many at once.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { Socket } from 'node:net';

export interface GitObject {
  type: string;
  bytes: Uint8Array;
}

interface Pending {
  resolve(value: GitObject | undefined): void;
  reject(error: Error): void;
}

export class CatFileBatch {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly pending: Pending[] = [];
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Set while the body of an object is being received: its type and size plus the trailing newline. */
  private body: { type: string; need: number } | undefined;
  private failure: Error | undefined;
  /** Object names waiting to be written to git, in request order. */
  private outbox: string[] = [];

  constructor(
    private readonly cwd: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly fail: (message: string) => Error,
  ) {}

  /**
   * The object named by `spec` (an object id or `<commit>:<path>`), or undefined when git has no
   * such object. A spec holding a newline could not be sent on one line: it names nothing.
   */
  read(spec: string): Promise<GitObject | undefined> {
    if (spec.includes('\n') || spec === '') return Promise.resolve(undefined);
    if (this.failure) return Promise.reject(this.failure);
    this.start();
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.keepAlive(true);
      this.request(spec);
    });
  }

  /**
   * Requests made in one go (a check selecting a thousand files) are sent in one write, at the
   * end of the current tick: a write per object costs more than git takes to find the object.
   */
  private request(spec: string): void {
    this.outbox.push(spec);
    if (this.outbox.length === 1) process.nextTick(() => this.flush());
  }

  private flush(): void {
    if (this.outbox.length === 0) return;
    const lines = `${this.outbox.join('\n')}\n`;
    this.outbox = [];
    // A process that died meanwhile has failed the pending reads already (see 'close' in start()).
    this.child?.stdin.write(lines);
  }

  async close(): Promise<void> {
    this.flush();
    const child = this.child;
    // Idle, the process is unref'd; waiting for its exit must hold the event loop, or a CLI whose
    // last task is this close() ends with an unsettled top-level await (exit 13).
    this.keepAlive(true);
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('close', () => resolve());
      child.stdin.end();
    });
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn('git', ['cat-file', '--batch'], { cwd: this.cwd, env: this.env, stdio: 'pipe' });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (s: string) => (stderr += s));
    child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    child.on('error', (err) => this.abort(this.fail(`git cat-file could not run: ${err.message}`)));
    child.stdin.on('error', () => undefined); // a dead process is reported by 'close' below
    child.on('close', (code) => {
      if (this.child === child) this.child = undefined;
      if (this.pending.length > 0) {
        this.abort(this.fail(`git cat-file --batch exited (${code ?? 'signal'}) with reads pending: ${stderr.trim()}`));
      }
    });
    this.child = child;
    return child;
  }

  /**
   * The process holds the event loop only while a read is pending, so a caller who never calls
   * `close()` cannot keep the CLI from exiting.
   */
  private keepAlive(alive: boolean): void {
    const child = this.child;
    if (!child) return;
    for (const handle of [child, child.stdout, child.stdin, child.stderr]) {
      if (handle instanceof Socket || handle === child) {
        if (alive) handle.ref();
        else handle.unref();
      }
    }
  }

  private abort(error: Error): void {
    this.failure = error;
    for (const p of this.pending.splice(0)) p.reject(error);
  }

  private receive(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    for (;;) {
      if (this.pending.length === 0) return;
      if (this.body === undefined) {
        const all = this.flatten();
        const nl = all.indexOf(10);
        if (nl < 0) return;
        const header = all.toString('utf8', 0, nl);
        this.keep(all.subarray(nl + 1));
        // `<oid> <type> <size>`, or `<spec> missing` / `<spec> ambiguous`.
        const parts = header.split(' ');
        const size = Number(parts[parts.length - 1]);
        const type = parts[parts.length - 2];
        if (parts.length !== 3 || type === undefined || !Number.isSafeInteger(size)) {
          this.settle(undefined);
          continue;
        }
        this.body = { type, need: size + 1 };
      }
      if (this.buffered < this.body.need) return;
      const all = this.flatten();
      // A plain copy: no Buffer subclass, and the rest of the chunk is not kept alive by it.
      const bytes = new Uint8Array(all.subarray(0, this.body.need - 1));
      const type = this.body.type;
      this.keep(all.subarray(this.body.need));
      this.body = undefined;
      this.settle({ type, bytes });
    }
  }

  private settle(value: GitObject | undefined): void {
    this.pending.shift()?.resolve(value);
    if (this.pending.length === 0) this.keepAlive(false);
  }

  private flatten(): Buffer {
    if (this.chunks.length !== 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  private keep(rest: Buffer): void {
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
  }
}
