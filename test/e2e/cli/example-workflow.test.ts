/**
 * The ready-to-copy workflow in .github/examples is what most users will run: its checkout must
 * give critic-gate the head commit with history, and must not leave the job token where commands
 * from the pull request can read it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT } from '../../support/run-cli.js';

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  jobs: Record<string, { steps: Step[] }>;
}

const HEAD_SHA = '${{ github.event.pull_request.head.sha }}';

describe('.github/examples/critic-gate.yml', () => {
  it('checks out the pull request head with full history and without persisting the token in .git/config', async () => {
    const workflow = parseYaml(await readFile(join(REPO_ROOT, '.github/examples/critic-gate.yml'), 'utf8')) as Workflow;
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    const checkouts = steps.filter((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkouts).toHaveLength(1);
    // persist-credentials defaults to true: left out, the token is written into .git/config.
    expect(checkouts[0]!.with).toMatchObject({ ref: HEAD_SHA, 'fetch-depth': 0, 'persist-credentials': false });
    // The checkout comes before critic-gate, so commands see the checked-out head.
    const critic = steps.findIndex((s) => s.uses?.includes('critic-gate@'));
    expect(critic).toBeGreaterThan(steps.indexOf(checkouts[0]!));
  });

  it('the Action’s documented snippet checks out the same way', async () => {
    const section = await readFile(join(REPO_ROOT, 'docs/action.md'), 'utf8');
    const checkout = /- uses: actions\/checkout@v\d+\n\s+with: (\{[^\n]*\})/.exec(section);
    expect(checkout).not.toBeNull();
    expect(parseYaml(checkout![1]!)).toMatchObject({ ref: HEAD_SHA, 'fetch-depth': 0, 'persist-credentials': false });
  });
});
