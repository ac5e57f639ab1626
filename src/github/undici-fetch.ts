/**
 * The bundled undici's fetch, in a module of its own so that src/github/client.ts can import it
 * when the first request is made (a dynamic import of undici itself, a CommonJS package, would
 * hand the bundle only its default export).
 */
export { fetch } from 'undici';
