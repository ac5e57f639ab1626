/**
 * What `init` leaves out of every check: lockfiles, snapshots and build output that no person
 * writes by hand, and what the repository's own .gitattributes marks as generated
 * (`linguist-generated`). A dependency bump then touches nothing the gate counts or parses.
 */
/** Lockfiles and generated files of the common package managers and test runners, as globs. */
export declare const GENERATED_GLOBS: readonly string[];
/**
 * The paths .gitattributes marks `linguist-generated` (set, or `=true`), as globs in the config's
 * dialect. A gitattributes pattern without a slash matches at any depth; with one it is anchored
 * at the root; `dir/**` keeps its meaning. A pattern ending in `/` names a directory, and git
 * applies attributes to no file inside one that way, so it marks nothing. Negations
 * (`-linguist-generated`, `=false`) and macro lines are left alone: init only adds what the
 * repository already says is generated.
 */
export declare function generatedByAttributes(gitattributes: string): string[];
