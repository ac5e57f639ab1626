/**
 * Runs the worked examples each kind declares in its definition (`examples` of defineCheck) the way
 * a user meets them: the check is written into a `.critic-gate.yml`, read by the real config
 * parser, and run through the registry on the example's files. An example with a base or a
 * history (or one that needs a work tree, for commands) runs on a real git repository, read as a
 * pull request's range is; the others on the files alone, every one of them added by the change.
 *
 * The pages of docs/checks/ show the same YAML (`exampleConfig`), so a page cannot show a config
 * the parser would refuse.
 */
import { stringify } from 'yaml';
import { checkContext, type ContextOptions } from '../../src/checks/context.js';
import type { KindExample } from '../../src/checks/define.js';
import { checkKinds, definitionOf, runCheck, type CheckKindName } from '../../src/checks/registry.js';
import { parseConfig } from '../../src/config/parse.js';
import type { CheckOutcome } from '../../src/contract/outcome.js';
import { changeSubject } from '../../src/subject/change.js';
import { GitRepo } from '../../src/subject/git.js';
import { createGitRepo, type GitRepoFixture } from './git-repo.js';
import { allAdded, memoryContext } from './memory-subject.js';

export type Example = KindExample<{ kind: string }>;

/** One example of one kind, named for a test or a page. */
export interface NamedExample {
  kind: CheckKindName;
  /** `failing` or `passing`. */
  expect: 'failing' | 'passing';
  example: Example;
}

/** Every example of every kind, in the registry's order, failing ones first. */
export function allExamples(kinds: readonly CheckKindName[] = checkKinds): NamedExample[] {
  return kinds.flatMap((kind) => {
    const { failing, passing } = definitionOf(kind).examples;
    return [
      ...failing.map((example): NamedExample => ({ kind, expect: 'failing', example })),
      ...passing.map((example): NamedExample => ({ kind, expect: 'passing', example })),
    ];
  });
}

/** The check as it stands in `.critic-gate.yml`'s `gate:` list (the item, without the list around it). */
export const exampleCheckYaml = (example: Example): string => stringify([example.check], { lineWidth: 0 }).trimEnd();

/** The whole `.critic-gate.yml` the example's check is read from. */
export const exampleConfig = (example: Example): string => `version: 1\ngate:\n${indent(exampleCheckYaml(example), '  ')}\n`;

const indent = (text: string, by: string): string =>
  text
    .split('\n')
    .map((l) => (l === '' ? l : by + l))
    .join('\n');

/** Whether the example needs a real repository: it has a base or a history, or the check needs a work tree. */
export const runsOnGit = (example: Example, needsWorkTree: boolean): boolean =>
  needsWorkTree || example.base !== undefined || example.commits !== undefined;

/** What the machine lends a check that acts on it (commands, a browser), made for the work tree at the head. */
export type MachineParts = (workTree: string) => Promise<ContextOptions>;

/**
 * Runs one example: its check parsed from the config file it would be written in, run through the
 * registry (so the crash and unreadable-file guards apply) on the example's files.
 */
export async function runExample(example: Example, machine?: MachineParts): Promise<CheckOutcome> {
  const config = parseConfig(exampleConfig(example), '.critic-gate.yml');
  const spec = config.gate[0];
  if (spec === undefined || config.gate.length !== 1) throw new Error('an example configures exactly one check');
  const task = example.task === undefined ? {} : { task: example.task };
  if (!runsOnGit(example, machine !== undefined)) {
    return runCheck(spec, memoryContext(allAdded({ ...example.files }), task));
  }
  const fixture = await createGitRepo();
  try {
    const { base, head } = await commitExample(fixture, example);
    const repo = await GitRepo.open(fixture.dir);
    try {
      const { subject } = await changeSubject(repo, { base, head });
      const parts = machine === undefined ? {} : await machine(fixture.dir);
      return await runCheck(spec, checkContext(subject, { trusted: repo.fileReader(base), ...task, ...parts }));
    } finally {
      await repo.close();
    }
  } finally {
    await fixture.cleanup();
  }
}

/** The example as commits: the base tree, each commit of its history, then the last one writing `files`. */
async function commitExample(repo: GitRepoFixture, example: Example): Promise<{ base: string; head: string }> {
  for (const [path, text] of Object.entries(example.base ?? {})) await repo.write(path, text);
  const base = await repo.commit('base');
  await repo.branch('change');
  for (const [i, commit] of (example.commits ?? []).entries()) {
    for (const [path, text] of Object.entries(commit)) await (text === null ? repo.remove(path) : repo.write(path, text));
    await repo.commit(`step ${i + 1}`);
  }
  for (const [path, text] of Object.entries(example.files)) await repo.write(path, text);
  const head = await repo.commit('the change');
  return { base, head };
}
