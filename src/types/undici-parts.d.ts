// The parts of undici critic-gate loads, each from its own file rather than undici's entry (which
// loads and runs every part at start: WebSocket, EventSource, the cache, mocks, proxies, HTTP/2,
// a third of a small judged Action run's loading of undici).
// Typed as undici's own declarations type them.
declare module 'undici/lib/web/fetch/index.js' {
  export { fetch } from 'undici';
}

declare module 'undici/lib/web/fetch/response.js' {
  export { Response } from 'undici';
}

declare module 'undici/lib/dispatcher/agent.js' {
  import { Agent } from 'undici';
  export default Agent;
}
