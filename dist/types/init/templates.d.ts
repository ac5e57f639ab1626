/** What init found in the tree. */
export interface TreeSummary {
    /** Repository-relative paths of the files found (generated folders left out). */
    paths: readonly string[];
}
/**
 * A starting assertions file for the files found: a syntax gate for the languages present,
 * JSON/YAML validity where there are such files, no placeholders in added source lines, and two
 * assertions for the judge to show the shape. Every glob matches a file that exists, because a
 * glob that matches nothing is a config error (spec §7).
 */
export declare function configTemplate(tree: TreeSummary): string;
/** The workflow init writes, and the example under .github/examples (a test keeps them equal). */
export declare function workflowTemplate(): string;
/** actionlint's config naming the runner's custom label, so the workflow lints clean. */
export declare const ACTIONLINT_CONFIG = "# Custom labels of self-hosted runners, so actionlint accepts runs-on: [self-hosted, linux, gpu].\nself-hosted-runner:\n  labels: [gpu]\n";
