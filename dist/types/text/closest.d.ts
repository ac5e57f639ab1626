/** Edit distance and "did you mean" hints, shared by config errors and the CLI's flags. */
/** The closest known name, when a typo or a different spelling (camelCase, snake_case) is likely. */
export declare function closest(name: string, known: readonly string[]): string | undefined;
