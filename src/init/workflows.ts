import { DEFAULTS } from '../contract/defaults.js';
import { VERSION } from '../contract/version.js';

/**
 * The two workflows a repository needs to make critic-gate a required check (spec §14), as
 * `init` writes them and as .github/examples holds them (tests keep them equal and run
 * actionlint on them): the gate, on pull requests and merge-queue entries, and the override,
 * on pull request comments.
 */

export const GATE_WORKFLOW_PATH = '.github/workflows/critic-gate.yml';
export const OVERRIDE_WORKFLOW_PATH = '.github/workflows/critic-gate-override.yml';

/** The gate: pull requests (ready_for_review included, for drafts) and merge-queue entries. */
export function gateWorkflowTemplate(version: string = VERSION, model: string = DEFAULTS.model): string {
  return `# critic-gate on every pull request and merge-queue entry (written by \`critic-gate init\`).
# It runs on a self-hosted runner with a GPU and Ollama (runner v2.327.1 or later, for node24),
# posts the evidence as a review, annotates the changed lines and fails the check on FAIL
# (make "critic-gate / gate" a required status check; see the README for rulesets and merge queues).
name: critic-gate
on:
  pull_request:
    types: [opened, synchronize, reopened, ready_for_review]
  # A required check must report on queue entries too, or the queue waits for it forever.
  merge_group:
    types: [checks_requested]

# One run per pull request: a new push cancels the run for the old head. Queue entries are never
# cancelled, as the queue would read that as a failure.
concurrency:
  group: critic-gate-\${{ github.event.pull_request.number || github.event.merge_group.head_ref }}
  cancel-in-progress: \${{ github.event_name == 'pull_request' }}

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
    # Keep the merge queue's status check timeout above this (Settings → Rules → merge queue).
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
          # The head commit (not the merge commit) of the pull request, or the queue entry's own,
          # with history for the merge-base and the patch-id a queue entry is compared by.
          ref: \${{ github.event.pull_request.head.sha || github.event.merge_group.head_sha }}
          fetch-depth: 0
          # Keep the job token out of .git/config: checks with commands run code from the pull
          # request, which could read it there. critic-gate uses its github-token input instead.
          persist-credentials: false
      # The model of judge.model in .github/critic-gate.yml (init wrote both from one name): change them together.
      - name: Model is present
        run: ollama list | grep -q '^${model}' || ollama pull ${model}
      - id: critic
        uses: your-org/critic-gate@v${version}
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

/**
 * The override: \`/critic-gate override <head sha>: <reason>\` on a pull request. It checks the
 * command and the commenter's permission, reacts, and re-runs the gate's latest run for the head;
 * it never checks out the pull request and needs no GPU.
 */
export function overrideWorkflowTemplate(version: string = VERSION): string {
  return `# critic-gate's human override: copy to .github/workflows/critic-gate-override.yml.
# A comment "/critic-gate override <40-hex head sha>: <reason>" by someone with write permission
# (override.min_permission) re-runs the gate for that head, which then passes without a model call.
# This workflow never checks out or runs the pull request's code.
name: critic-gate override
on:
  issue_comment:
    types: [created]

permissions:
  # The config at the pull request's base is read through the API.
  contents: read
  pull-requests: read
  # The reaction that acknowledges the command.
  issues: write
  # Re-running the gate's workflow run.
  actions: write

jobs:
  override:
    if: github.event.issue.pull_request && contains(github.event.comment.body, '/critic-gate override')
    runs-on: ubuntu-latest
    timeout-minutes: 5
    steps:
      - uses: your-org/critic-gate@v${version}
        with:
          config: .github/critic-gate.yml
          # The gate's workflow file, whose latest run for the head is re-run.
          gate-workflow: critic-gate.yml
`;
}
