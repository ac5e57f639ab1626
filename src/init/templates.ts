import { gateWorkflowTemplate } from './workflows.js';

/** The workflow init writes, and the example under .github/examples (a test keeps them equal); see workflows.ts. */
export function workflowTemplate(): string {
  return gateWorkflowTemplate();
}

/** actionlint's config naming the runner's custom label, so the workflow lints clean. */
export const ACTIONLINT_CONFIG = `# Custom labels of self-hosted runners, so actionlint accepts runs-on: [self-hosted, linux, gpu].
self-hosted-runner:
  labels: [gpu]
`;
