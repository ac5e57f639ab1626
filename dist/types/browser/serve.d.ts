export declare const contentTypeOf: (path: string) => string;
export interface TreeServer {
    /** `http://127.0.0.1:<port>/`, with the trailing slash. */
    origin: string;
    close(): Promise<void>;
}
/**
 * The repository path a request asks for, or undefined for one that cannot name a file of the
 * tree (`..` segments, encoded slashes, NUL). A folder asks for its index.html.
 */
export declare function requestedPath(url: string): string | undefined;
/**
 * Serves the head tree read-only on 127.0.0.1 at a random port: only files `read` returns,
 * nothing of the disk around them, so a page under review sees exactly the change.
 */
export declare function serveTree(read: (path: string) => Promise<Uint8Array | undefined>): Promise<TreeServer>;
