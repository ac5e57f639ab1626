/**
 * Spec §15 for `init`: one met and one unmet example for each LLM assertion init writes (`tests`,
 * `errors-handled`), in the language most of the repository's source is in, so that the assertions
 * earn their power to block from the first run (`critic-gate test` shows whether the model reads
 * them as expected). Written beside the config, under `.github/critic-gate/examples/`. A tree in
 * none of these languages gets no examples: its assertions block as before.
 */
/** Where init writes the examples. */
export declare const EXAMPLES_DIR = ".github/critic-gate/examples";
export interface InitExamples {
    /** The example files to write, repository-relative. */
    files: {
        path: string;
        text: string;
    }[];
    /** The rendered config with an `examples:` list under each assertion that has some. */
    config: string;
}
/**
 * The examples for a tree and the config with them. The met example is a file of the repository's
 * own where one shows the assertion met (ownMetExample), else one init writes; the unmet example is
 * always written. Each `examples:` list goes at the end of its assertion's block (the lines indented
 * under `  - id: <id>`); an assertion the config does not write, or a tree in no known language, is
 * left as it is. `read`: a file of the tree as text, undefined when it cannot be read.
 */
export declare function withInitExamples(config: string, paths: readonly string[], read: (path: string) => Promise<string | undefined>): Promise<InitExamples>;
