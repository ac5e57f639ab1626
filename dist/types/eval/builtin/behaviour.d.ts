/**
 * A behaviour of real-world code, written twice: once with it, once with exactly it removed.
 * The label of every builtin case follows from which of the two a change carries, never from a
 * model's opinion: the twin is made by edits that take out the one thing the assertion asks for.
 */
export interface Behaviour {
    /** Unique within its language, kebab-case. */
    name: string;
    language: string;
    /** The file the behaviour lives in. */
    path: string;
    /** What the worker was asked to do (the PR's task). */
    task: string;
    /** What must be true of the change. */
    assertion: string;
    /** The file before the change. */
    before: string;
    /** The file after a change that has the behaviour. */
    withIt: string;
    /** Literal edits that turn `withIt` into its twin without the behaviour: [search, replace]. */
    remove: readonly (readonly [string, string])[];
    /** Matches `withIt` and not its twin: the deterministic proof of the label. */
    probe: RegExp;
    /** A line comment in this language, for the hard variants' planted comments. */
    comment: string;
}
/** `withIt` with the behaviour taken out. Every edit must apply, or the twin would not be a twin. */
export declare function withoutIt(b: Behaviour): string;
