/**
 * The bundled undici's fetch, in a module of its own so that src/github/client.ts can import it
 * when the first request is made (a dynamic import of undici itself, a CommonJS package, would
 * hand the bundle only its default export). From undici's fetch file, not its entry, which loads
 * and runs every part undici has (WebSocket, EventSource, the cache, mocks, proxies, HTTP/2).
 */
export { fetch } from 'undici/lib/web/fetch/index.js';
