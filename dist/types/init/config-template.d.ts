/**
 * The starting assertions file `init` writes, from what it found in the tree: a syntax gate for
 * the languages present (scripts known by their #! line included), JSON and YAML validity where
 * there are such files, no new placeholder comments in added source lines, a size limit, and two
 * judge assertions scoped to the source it found. Every glob matches a file that exists (a glob
 * that matches nothing is a config error, spec §7), and what a trial of the checks found failing
 * on the untouched tree is left out, with the reason written beside it.
 */
import type { TrialFailure } from './trial.js';
/** What init found in the tree. */
export interface TreeSummary {
    /** Repository-relative paths of the files found (generated folders left out). */
    paths: readonly string[];
    /** Files without an extension whose #! line names a language the syntax check parses. */
    scripts?: readonly string[];
    /** Globs of files the repository marks as generated (.gitattributes `linguist-generated`). */
    generated?: readonly string[];
}
/** One check init proposes, as the config will hold it. */
export interface ProposedCheck {
    spec: Record<string, unknown>;
    /** Said after the entry, on its line. */
    note?: string;
}
/** The gate init proposes for the tree, before its trial. */
export declare function proposedGate(tree: TreeSummary): ProposedCheck[];
/** The assertions file, with the checks of the gate and what their trial found (by index). */
export declare function renderConfig(tree: TreeSummary, gate: readonly ProposedCheck[], failures?: ReadonlyMap<number, readonly TrialFailure[]>, schemaRef?: string): string;
/** The starting config for a tree, without a trial (what init writes when the trial finds nothing). */
export declare function configTemplate(tree: TreeSummary): string;
