/**
 * The starting assertions file `init` writes, from what it found in the tree: a syntax gate for
 * the languages present (scripts known by their #! line included), JSON and YAML validity where
 * there are such files, no new placeholder comments in added source lines, a size limit, and two
 * judge assertions scoped to the source it found. Every glob matches a file that exists (a glob
 * that matches nothing is a config error, spec §7), and what a trial of the checks found failing
 * on the untouched tree is left out, with the reason written beside it.
 */
import type { TrialFailure } from './trial.js';
import type { RunningFile } from './runs.js';
/** What init found in the tree. */
export interface TreeSummary {
    /** Repository-relative paths of the files found (generated folders left out). */
    paths: readonly string[];
    /** Files without an extension whose #! line names a language the syntax check parses. */
    scripts?: readonly string[];
    /** Globs of files the repository marks as generated (.gitattributes `linguist-generated`). */
    generated?: readonly string[];
    /** Committed files the repository runs unread (runs.ts): never ignored (issue 37 item 4). */
    running?: readonly RunningFile[];
    /** The manifests that say what runs (`action.yml`, `package.json`), by path. */
    manifests?: readonly string[];
}
/** One glob of the usual ignore list that init keeps out of it, and the file that runs under it. */
export interface KeptGlob {
    glob: string;
    running: RunningFile;
}
/**
 * The ignore list for a tree: the usual generated globs and the repository's own, less every glob
 * that would hide a file the repository runs (a bundle under `dist/` that `action.yml` starts).
 */
export declare function ignoreFor(tree: TreeSummary): {
    ignore: string[];
    kept: KeptGlob[];
};
/** One check init proposes, as the config will hold it. */
export interface ProposedCheck {
    spec: Record<string, unknown>;
    /** Said after the entry, on its line. */
    note?: string;
    /** Said above the entry, a comment line each: what the repository's history showed (relax.ts). */
    evidence?: readonly string[];
    /** Written commented out, under its evidence: the history shows the team does not follow it. */
    leftOut?: boolean;
}
/** The gate init proposes for the tree, before its trial. */
export declare function proposedGate(tree: TreeSummary): ProposedCheck[];
/** The assertions file, with the checks of the gate and what their trial found (by index). */
export declare function renderConfig(tree: TreeSummary, gate: readonly ProposedCheck[], failures?: ReadonlyMap<number, readonly TrialFailure[]>, schemaRef?: string, header?: readonly string[]): string;
/** The starting config for a tree, without a trial (what init writes when the trial finds nothing). */
export declare function configTemplate(tree: TreeSummary): string;
