/**
 * The two workflows a repository needs to make critic-gate a required check (spec §14), as
 * `init` writes them and as .github/examples holds them (tests keep them equal and run
 * actionlint on them): the gate, on pull requests and merge-queue entries, and the override,
 * on pull request comments.
 */
export declare const GATE_WORKFLOW_PATH = ".github/workflows/critic-gate.yml";
export declare const OVERRIDE_WORKFLOW_PATH = ".github/workflows/critic-gate-override.yml";
/** The gate: pull requests (ready_for_review included, for drafts) and merge-queue entries. */
export declare function gateWorkflowTemplate(version?: string, model?: string): string;
/**
 * The override: \`/critic-gate override <head sha>: <reason>\` on a pull request. It checks the
 * command and the commenter's permission, reacts, and re-runs the gate's latest run for the head;
 * it never checks out the pull request and needs no GPU.
 */
export declare function overrideWorkflowTemplate(version?: string): string;
