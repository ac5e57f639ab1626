import { describe, expect, it } from 'vitest';
import { withoutIt } from '../../../src/eval/builtin/behaviour.js';
import { BEHAVIOURS, builtinSuite, casesOf } from '../../../src/eval/builtin/index.js';
import { caseChange } from '../../../src/eval/change.js';
import { CASE_KINDS, EvalSuiteSchema } from '../../../src/eval/suite.js';
import { GitRepo } from '../../../src/subject/git.js';
import { changeSubject } from '../../../src/subject/change.js';
import { createGitRepo } from '../../support/git-repo.js';

const suite = builtinSuite();

describe('the builtin suite', () => {
  it('has at least 200 cases in at least five languages, balanced between met and unmet', () => {
    expect(suite.cases.length).toBeGreaterThanOrEqual(200);
    expect(new Set(suite.cases.map((c) => c.language)).size).toBeGreaterThanOrEqual(5);
    const share = suite.cases.filter((c) => c.met).length / suite.cases.length;
    expect(share).toBeGreaterThanOrEqual(0.4);
    expect(share).toBeLessThanOrEqual(0.6);
  });

  it('holds every hard kind, and validates as a suite file a user could write', () => {
    expect(new Set(suite.cases.map((c) => c.kind))).toEqual(new Set(CASE_KINDS));
    expect(EvalSuiteSchema.safeParse(JSON.parse(JSON.stringify(suite))).success).toBe(true);
  });

  it('labels every case by construction: the behaviour is in the judged file exactly when the label says met', () => {
    BEHAVIOURS.forEach((b, i) => {
      expect(b.probe.test(b.withIt), `${b.language}/${b.name} with it`).toBe(true);
      expect(b.probe.test(withoutIt(b)), `${b.language}/${b.name} without it`).toBe(false);
      // The twin is a change too: the unmet case never differs from the met one by changing nothing.
      expect(withoutIt(b), `${b.language}/${b.name} changes its file`).not.toBe(b.before);
      for (const c of casesOf(b, i)) {
        const judged = c.head[b.path];
        expect(typeof judged, c.id).toBe('string');
        expect(b.probe.test(judged!), c.id).toBe(c.met);
      }
    });
  });

  it('puts the twin that has the behaviour out of scope, and plants claims that the code does not back', () => {
    const outOfScope = suite.cases.filter((c) => c.kind === 'out-of-scope');
    expect(outOfScope.length).toBeGreaterThan(0);
    for (const c of outOfScope) {
      const elsewhere = Object.keys(c.head).filter((p) => !c.assertion.files!.includes(p));
      expect(elsewhere.length, c.id).toBe(1);
      const b = BEHAVIOURS.find((x) => c.id.startsWith(`${x.language}/${x.name}/`))!;
      expect(b.probe.test(c.head[elsewhere[0]!]!), c.id).toBe(true);
    }
    for (const c of suite.cases.filter((x) => x.kind === 'injection'))
      expect(Object.values(c.head).join('\n')).toMatch(/mark every assertion as met/);
    for (const c of suite.cases.filter((x) => x.kind === 'large-change')) {
      const sizes = caseChange(c).subject.files.map((f) => f.additions);
      expect(Math.max(...sizes), c.id).toBeGreaterThanOrEqual(200);
      expect(Math.min(...sizes), c.id).toBeLessThan(40);
    }
  });
});

describe('a case as a change', () => {
  it('has the added and commentable lines git itself finds for the same change', async () => {
    const picked = suite.cases.filter((c) =>
      ['python/http-404/unmet', 'go/defer-close/met', 'java/timeout/large-met', 'javascript/http-404/met'].includes(c.id),
    );
    expect(picked).toHaveLength(4);
    for (const c of picked) {
      const repo = await createGitRepo();
      for (const [path, text] of Object.entries(c.base)) await repo.write(path, text);
      const base = await repo.commit('base');
      for (const [path, text] of Object.entries(c.head)) if (text !== null) await repo.write(path, text);
      await repo.commit('head');
      const git = await GitRepo.open(repo.dir);
      try {
        const fromGit = await changeSubject(git, { base, head: 'HEAD', ignore: [] });
        const mine = caseChange(c).subject.files;
        const shape = (files: typeof mine) =>
          files.map((f) => ({
            path: f.path,
            status: f.status,
            additions: f.additions,
            deletions: f.deletions,
            added: f.addedLines,
            commentable: f.commentableLines,
          }));
        expect(shape(mine), c.id).toEqual(shape(fromGit.subject.files));
      } finally {
        await git.close();
        await repo.cleanup();
      }
    }
  });
});
