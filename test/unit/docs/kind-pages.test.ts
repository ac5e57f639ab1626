/**
 * Issue 40: one page per check kind in docs/checks/, generated from its definition and the examples
 * it declares. A page that drifts from its kind, a kind without a page, or a page left behind by a
 * removed kind fails here; UPDATE_DOCS=1 rewrites them (and removes the page of a removed kind).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkKinds } from '../../../src/checks/registry.js';
import { kindPage, kindsIndex, PAGES_DIR } from '../../support/kind-pages.js';
import { REPO_ROOT } from '../../support/run-cli.js';

const DIR = join(REPO_ROOT, PAGES_DIR);
const update = process.env['UPDATE_DOCS'] === '1';

/** Compares a page with what its source generates; UPDATE_DOCS=1 writes it instead. */
function expectPage(name: string, generated: string): void {
  const path = join(DIR, name);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (update && current !== generated) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(path, generated);
  } else expect(current, `${PAGES_DIR}/${name} is missing or stale (UPDATE_DOCS=1 rewrites it)`).toBe(generated);
}

describe('the pages of the check kinds in docs/checks/', () => {
  it.each(checkKinds)('%s has its page, the one its definition generates', (kind) => {
    expectPage(`${kind}.md`, kindPage(kind));
  });

  it('the README lists every kind, linked to its page', () => {
    const index = kindsIndex();
    for (const kind of checkKinds) expect(index).toContain(`[\`${kind}\`](${kind}.md)`);
    expectPage('README.md', index);
  });

  it('holds no page of a kind that does not exist (UPDATE_DOCS=1 removes it)', () => {
    const pages = () => readdirSync(DIR).filter((f) => f.endsWith('.md') && f !== 'README.md');
    const expected = checkKinds.map((k) => `${k}.md`);
    if (update) for (const page of pages().filter((p) => !expected.includes(p))) rmSync(join(DIR, page));
    expect(pages().sort()).toEqual(expected.sort());
  });

  it('each page shows a failing and a passing example, with the check as YAML and what it says', () => {
    for (const kind of checkKinds) {
      const page = kindPage(kind);
      expect(page, kind).toMatch(/^## Failing example.*\n[\s\S]*It fails; its evidence reads:/m);
      expect(page, kind).toMatch(/^## Passing example.*\n[\s\S]*It passes; its evidence reads:/m);
      expect(page, kind).toContain(`- kind: ${kind}\n`);
    }
  });

  it('no page carries a character a reader cannot see: an example that holds one shows it as ⟨U+XXXX⟩', () => {
    const page = kindPage('prompt-injection');
    expect(page).toContain('⟨U+202E⟩');
    for (const kind of checkKinds) expect(kindPage(kind), kind).not.toMatch(/[\p{Cf}\u2028\u2029]/u);
  });
});
