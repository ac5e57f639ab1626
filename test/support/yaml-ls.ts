/**
 * The YAML language server (what VS Code's YAML extension runs), driven over its LSP stdio
 * protocol: open a document with a schema association, collect the diagnostics it publishes.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Diagnostic {
  range: { start: { line: number; character: number } };
  message: string;
  severity?: number;
}

type Message = { id?: number; method?: string; params?: unknown; result?: unknown };

export class YamlLanguageServer {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly waiting = new Map<number, (m: Message) => void>();
  private readonly diagnostics = new Map<string, (d: Diagnostic[]) => void>();

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly settings: object,
  ) {
    child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
  }

  /** `schemas`: schema file path → globs of documents it applies to (yaml.schemas). */
  static async start(schemas: Record<string, string[]>): Promise<YamlLanguageServer> {
    const require = createRequire(import.meta.url);
    const bin = join(dirname(require.resolve('yaml-language-server/package.json')), 'bin/yaml-language-server');
    const child = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const yaml = {
      validate: true,
      hover: false,
      completion: false,
      schemaStore: { enable: false },
      schemas: Object.fromEntries(Object.entries(schemas).map(([p, g]) => [pathToFileURL(p).href, g])),
    };
    const server = new YamlLanguageServer(child, { yaml });
    await server.request('initialize', { processId: process.pid, rootUri: null, capabilities: { workspace: { configuration: true } } });
    server.notify('initialized', {});
    server.notify('workspace/didChangeConfiguration', { settings: { yaml } });
    return server;
  }

  /** Opens `text` as the document at `path` and resolves with the diagnostics the server publishes for it. */
  diagnose(path: string, text: string): Promise<Diagnostic[]> {
    const uri = pathToFileURL(path).href;
    const published = new Promise<Diagnostic[]>((resolve) => this.diagnostics.set(uri, resolve));
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return published.finally(() => this.notify('textDocument/didClose', { textDocument: { uri } }));
  }

  async stop(): Promise<void> {
    await this.request('shutdown', null).catch(() => undefined);
    this.notify('exit', null);
    this.child.kill();
  }

  private send(message: object): void {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  private notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  private request(method: string, params: unknown): Promise<Message> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.send({ id, method, params });
    });
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString('ascii'))?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString('utf8')) as Message;
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.handle(message);
    }
  }

  private handle(m: Message): void {
    if (m.method === 'workspace/configuration' && m.id !== undefined) {
      const items = (m.params as { items: Array<{ section?: string }> }).items;
      const all = this.settings as Record<string, unknown>;
      this.send({ id: m.id, result: items.map((i) => (i.section ? (all[i.section.split('.')[0]!] ?? null) : all)) });
    } else if (m.method !== undefined && m.id !== undefined) {
      this.send({ id: m.id, result: null });
    } else if (m.method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = m.params as { uri: string; diagnostics: Diagnostic[] };
      const resolve = this.diagnostics.get(uri);
      if (resolve) {
        this.diagnostics.delete(uri);
        resolve(diagnostics);
      }
    } else if (m.id !== undefined) {
      this.waiting.get(m.id)?.(m);
      this.waiting.delete(m.id);
    }
  }
}
