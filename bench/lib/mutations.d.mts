/** The TypeScript sources the syntax conformance corpus is made of, under `root`'s node_modules, in a fixed order. */
export declare function typescriptSources(root: string): string[];
/** A small deterministic PRNG (mulberry32), so mutations are the same on every run. */
export declare function prng(seed: number): () => number;
/** Small edits a worker's output typically suffers: a lost character, bracket or colon, a broken indent, a cut. */
export declare function mutate(text: string, random: () => number): string;
