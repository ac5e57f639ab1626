/** How a message names what a check reads: its `file`, its `files`, or "the target". */
export declare function describeTarget(spec: {
    file?: string | undefined;
    files?: string | readonly string[] | undefined;
}): string;
