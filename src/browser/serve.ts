import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { posix } from 'node:path';

/** Content types a static web page needs; anything else is served as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (path: string): string => CONTENT_TYPES[posix.extname(path).toLowerCase()] ?? 'application/octet-stream';

export interface TreeServer {
  /** `http://127.0.0.1:<port>/`, with the trailing slash. */
  origin: string;
  close(): Promise<void>;
}

/**
 * The repository path a request asks for, or undefined for one that cannot name a file of the
 * tree (`..` segments, encoded slashes, NUL). A folder asks for its index.html.
 */
export function requestedPath(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://127.0.0.1').pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
  const segments = pathname.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return undefined;
  const joined = segments.join('/');
  return joined === '' || joined.endsWith('/') ? `${joined}index.html` : joined;
}

/**
 * Serves the head tree read-only on 127.0.0.1 at a random port: only files `read` returns,
 * nothing of the disk around them, so a page under review sees exactly the change.
 */
export async function serveTree(read: (path: string) => Promise<Uint8Array | undefined>): Promise<TreeServer> {
  const server: Server = createServer((req, res) => {
    const path = req.method === 'GET' || req.method === 'HEAD' ? requestedPath(req.url ?? '/') : undefined;
    const reply = (status: number, body: Uint8Array | string, type: string): void => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (path === undefined) return reply(req.method === 'GET' || req.method === 'HEAD' ? 400 : 405, 'bad request', 'text/plain');
    read(path).then(
      (bytes) => {
        if (bytes !== undefined) return reply(200, bytes, contentTypeOf(path));
        // The browser asks for /favicon.ico on its own; a page without one is not broken.
        if (path === 'favicon.ico') return reply(204, '', 'image/x-icon');
        reply(404, `not in the tree: ${path}`, 'text/plain');
      },
      () => reply(500, 'could not read', 'text/plain'),
    );
  });
  // Keep-alive sockets of a closed browser must not hold the server open.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
