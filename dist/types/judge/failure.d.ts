/** Where a request to Ollama was when it failed: asking about the model, sending the chat, reading its answer. */
export type Stage = 'show' | 'chat' | 'stream';
export interface FailureContext {
    host: string;
    model: string;
    timeoutSeconds: number;
    /** The judge's deadline has passed: whatever the error looks like, that is the cause. */
    timedOut: boolean;
}
/** A cause quoted in a judge error: one line, and not a page of it. */
export declare const oneLine: (s: string) => string;
/** Every `code` along an error's causes (undici wraps socket errors, Node wraps per-address attempts in an AggregateError). */
export declare function errorCodes(e: unknown, depth?: number): string[];
export declare function networkCause(codes: readonly string[]): string | undefined;
/** One line saying why the judge could not answer; never a stack. */
export declare function describeFailure(e: unknown, stage: Stage, ctx: FailureContext): string;
