/** The workflow init writes, and the example under .github/examples (a test keeps them equal); see workflows.ts. */
export declare function workflowTemplate(): string;
/** actionlint's config naming the runner's custom label, so the workflow lints clean. */
export declare const ACTIONLINT_CONFIG = "# Custom labels of self-hosted runners, so actionlint accepts runs-on: [self-hosted, linux, gpu].\nself-hosted-runner:\n  labels: [gpu]\n";
