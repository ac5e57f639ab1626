import type { BrowserContext } from 'playwright-core';
export declare const contentTypeOf: (path: string) => string;
/**
 * The origin the tree is served at. Nothing listens there: every request of the page is
 * intercepted (see routeTree), and `.invalid` never resolves, so no request can fall through to
 * the network. HTTPS keeps the page a secure context, as a page on 127.0.0.1 was.
 */
export declare const TREE_ORIGIN = "https://tree.critic-gate.invalid/";
/**
 * The repository path a request asks for, or undefined for one that cannot name a file of the
 * tree (`..` segments, encoded slashes, NUL). A folder asks for its index.html.
 */
export declare function requestedPath(url: string): string | undefined;
/** The part of a browser context routeTree needs. */
export type Routable = Pick<BrowserContext, 'route' | 'routeWebSocket'>;
/**
 * Answers every request of a browser context from the tree, with no server listening anywhere:
 * a GET or HEAD under TREE_ORIGIN gets the file `read` returns (404 when there is none); any
 * other request, a WebSocket included, is aborted before it leaves the browser and reported to
 * `blocked`, so the check counts it as a failed request.
 */
export declare function routeTree(context: Routable, read: (path: string) => Promise<Uint8Array | undefined>, blocked: (url: string) => void): Promise<void>;
