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
  on: Record<string, { types?: string[] } | null>;
  concurrency?: { group: string; 'cancel-in-progress': unknown };
  permissions?: Record<string, string>;
  jobs: Record<string, { if?: string; steps: Step[] }>;
}

const HEAD_SHA = '${{ github.event.pull_request.head.sha }}';
const HEAD_OR_ENTRY_SHA = '${{ github.event.pull_request.head.sha || github.event.merge_group.head_sha }}';
const example = async (name: string) => parseYaml(await readFile(join(REPO_ROOT, `.github/examples/${name}`), 'utf8')) as Workflow;

describe('.github/examples/critic-gate.yml', () => {
  it('checks out the pull request head (or the queue entry’s) with full history and without persisting the token in .git/config', async () => {
    const workflow = await example('critic-gate.yml');
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    const checkouts = steps.filter((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkouts).toHaveLength(1);
    // persist-credentials defaults to true: left out, the token is written into .git/config.
    expect(checkouts[0]!.with).toMatchObject({ ref: HEAD_OR_ENTRY_SHA, 'fetch-depth': 0, 'persist-credentials': false });
    // The checkout comes before critic-gate, so commands see the checked-out head.
    const critic = steps.findIndex((s) => s.uses?.includes('critic-gate@'));
    expect(critic).toBeGreaterThan(steps.indexOf(checkouts[0]!));
  });

  it('runs on ready_for_review and merge-queue entries; only a pull request run is cancelled by a newer one (spec §14)', async () => {
    const workflow = await example('critic-gate.yml');
    expect(workflow.on['pull_request']?.types).toEqual(['opened', 'synchronize', 'reopened', 'ready_for_review']);
    expect(workflow.on['merge_group']?.types).toEqual(['checks_requested']);
    expect(workflow.concurrency?.group).toContain('github.event.pull_request.number');
    expect(workflow.concurrency?.['cancel-in-progress']).toBe("${{ github.event_name == 'pull_request' }}");
  });

  it('the Action’s documented snippet checks out the same way', async () => {
    const section = await readFile(join(REPO_ROOT, 'docs/action.md'), 'utf8');
    const checkout = /- uses: actions\/checkout@v\d+\n\s+with: (\{[^\n]*\})/.exec(section);
    expect(checkout).not.toBeNull();
    expect(parseYaml(checkout![1]!)).toMatchObject({ ref: HEAD_SHA, 'fetch-depth': 0, 'persist-credentials': false });
  });
});

describe('.github/examples/critic-gate-override.yml', () => {
  it('runs on pull request comments with actions: write, and never checks out the pull request', async () => {
    const workflow = await example('critic-gate-override.yml');
    expect(Object.keys(workflow.on)).toEqual(['issue_comment']);
    expect(workflow.permissions).toMatchObject({ actions: 'write', contents: 'read' });
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    expect(steps.filter((s) => s.uses?.startsWith('actions/checkout@'))).toEqual([]);
    expect(steps.find((s) => s.uses?.includes('critic-gate@'))?.with).toMatchObject({ 'gate-workflow': 'critic-gate.yml' });
    expect(Object.values(workflow.jobs)[0]?.if).toContain('github.event.issue.pull_request');
  });
});
