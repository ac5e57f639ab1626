export interface GitObject {
    type: string;
    bytes: Uint8Array;
}
export declare class CatFileBatch {
    private readonly cwd;
    private readonly env;
    private readonly fail;
    private child;
    private readonly pending;
    private chunks;
    private buffered;
    /** Set while the body of an object is being received: its type and size plus the trailing newline. */
    private body;
    private failure;
    /** Object names waiting to be written to git, in request order. */
    private outbox;
    constructor(cwd: string, env: NodeJS.ProcessEnv, fail: (message: string) => Error);
    /**
     * The object named by `spec` (an object id or `<commit>:<path>`), or undefined when git has no
     * such object. A spec holding a newline could not be sent on one line: it names nothing.
     */
    read(spec: string): Promise<GitObject | undefined>;
    /**
     * Requests made in one go (a check selecting a thousand files) are sent in one write, at the
     * end of the current tick: a write per object costs more than git takes to find the object.
     */
    private request;
    private flush;
    close(): Promise<void>;
    private start;
    /**
     * The process holds the event loop only while a read is pending, so a caller who never calls
     * `close()` cannot keep the CLI from exiting.
     */
    private keepAlive;
    private abort;
    private receive;
    private settle;
    private flatten;
    private keep;
}
