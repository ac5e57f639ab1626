import { VERSION } from '../version.js';

/** The workflow init writes, and the example under .github/examples (a test keeps them equal). */
export function workflowTemplate(): string {
  return `# critic-gate on every pull request: copy to .github/workflows/critic-gate.yml in your repository.
# It runs on a self-hosted runner with a GPU and Ollama (runner v2.327.1 or later, for node24),
# posts the evidence as a review, annotates the changed lines and fails the check on FAIL
# (make "critic-gate / gate" a required status check).
name: critic-gate
on:
  pull_request:
    types: [opened, synchronize, reopened, ready_for_review]

# One run per pull request; a new push cancels the run for the old head.
concurrency:
  group: critic-gate-\${{ github.event.pull_request.number }}
  cancel-in-progress: true

# The least the Action needs: read the code, post a review, add the escalation label, read
# the workflow's earlier runs (attempts still count with review: off or a fork's read-only token),
# and upload SARIF to code scanning.
permissions:
  contents: read
  pull-requests: write
  issues: write
  actions: read
  security-events: write

jobs:
  gate:
    # "gpu" is a custom label of your runner: list it in .github/actionlint.yaml
    # (self-hosted-runner: {labels: [gpu]}) so actionlint knows it.
    runs-on: [self-hosted, linux, gpu]
    timeout-minutes: 20
    # Option B: Ollama as a service container instead of a preinstalled service
    # (the runner needs Docker and the NVIDIA container toolkit):
    # services:
    #   ollama:
    #     image: ollama/ollama
    #     ports: ['11434:11434']
    #     options: --gpus all
    #     volumes: ['/var/lib/ollama:/root/.ollama']
    steps:
      - uses: actions/checkout@v4
        with:
          # The head commit, not the merge commit, with history for the merge-base.
          ref: \${{ github.event.pull_request.head.sha }}
          fetch-depth: 0
          # Keep the job token out of .git/config: checks with commands run code from the pull
          # request, which could read it there. critic-gate uses its github-token input instead.
          persist-credentials: false
      - name: Model is present
        run: ollama list | grep -q '^qwen2.5-coder:7b' || ollama pull qwen2.5-coder:7b
      - id: critic
        uses: your-org/critic-gate@v${VERSION}
        with:
          config: .github/critic-gate.yml
          ollama-host: http://127.0.0.1:11434
          fail-on: FAIL,SKIPPED
      - name: Keep the result
        if: always() && steps.critic.outputs.result-file != ''
        uses: actions/upload-artifact@v4
        with:
          name: critic-gate-result
          path: \${{ steps.critic.outputs.result-file }}
      # Findings in code scanning. A pull request from a fork gets a read-only token that cannot
      # upload; the annotations and the job summary still show everything there.
      - name: Upload SARIF
        if: always() && steps.critic.outputs.sarif-file != '' && github.event.pull_request.head.repo.full_name == github.repository
        uses: github/codeql-action/upload-sarif@v3
        with:
          sarif_file: \${{ steps.critic.outputs.sarif-file }}
          category: critic-gate
`;
}

/** actionlint's config naming the runner's custom label, so the workflow lints clean. */
export const ACTIONLINT_CONFIG = `# Custom labels of self-hosted runners, so actionlint accepts runs-on: [self-hosted, linux, gpu].
self-hosted-runner:
  labels: [gpu]
`;
