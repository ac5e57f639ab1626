import type { BrowserContext } from 'playwright-core';
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

/**
 * The origin the tree is served at. Nothing listens there: every request of the page is
 * intercepted (see routeTree), and `.invalid` never resolves, so no request can fall through to
 * the network. HTTPS keeps the page a secure context, as a page on 127.0.0.1 was.
 */
export const TREE_ORIGIN = 'https://tree.critic-gate.invalid/';

/**
 * The repository path a request asks for, or undefined for one that cannot name a file of the
 * tree (`..` segments, encoded slashes, NUL). A folder asks for its index.html.
 */
export function requestedPath(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, TREE_ORIGIN).pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
  const segments = pathname.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return undefined;
  const joined = segments.join('/');
  return joined === '' || joined.endsWith('/') ? `${joined}index.html` : joined;
}

/** The part of a browser context routeTree needs. */
export type Routable = Pick<BrowserContext, 'route' | 'routeWebSocket'>;

/**
 * Answers every request of a browser context from the tree, with no server listening anywhere:
 * a GET or HEAD under TREE_ORIGIN gets the file `read` returns (404 when there is none); any
 * other request, a WebSocket included, is aborted before it leaves the browser and reported to
 * `blocked`, so the check counts it as a failed request.
 */
export async function routeTree(
  context: Routable,
  read: (path: string) => Promise<Uint8Array | undefined>,
  blocked: (url: string) => void,
): Promise<void> {
  await context.route('**/*', async (route) => {
    const request = route.request();
    const method = request.method();
    if (!request.url().startsWith(TREE_ORIGIN)) {
      blocked(request.url());
      return route.abort('blockedbyclient');
    }
    const path = method === 'GET' || method === 'HEAD' ? requestedPath(request.url()) : undefined;
    const reply = (status: number, body: Uint8Array | string, type: string): Promise<void> =>
      route.fulfill({ status, body: Buffer.from(body), headers: { 'content-type': type, 'cache-control': 'no-store' } });
    if (path === undefined) return reply(method === 'GET' || method === 'HEAD' ? 400 : 405, 'bad request', 'text/plain');
    let bytes: Uint8Array | undefined;
    try {
      bytes = await read(path);
    } catch {
      return reply(500, 'could not read', 'text/plain');
    }
    if (bytes !== undefined) return reply(200, bytes, contentTypeOf(path));
    // The browser asks for /favicon.ico on its own; a page without one is not broken.
    if (path === 'favicon.ico') return reply(204, '', 'image/x-icon');
    return reply(404, `not in the tree: ${path}`, 'text/plain');
  });
  await context.routeWebSocket(/.*/, (ws) => {
    blocked(ws.url());
    void ws.close({ code: 1008, reason: 'outside the tree' });
  });
}
