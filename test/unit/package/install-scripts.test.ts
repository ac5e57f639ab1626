/**
 * Issue 38 part 6: `npm ci` in a clone prints no install-script warning. Every dependency in the
 * lockfile with an install script is decided in package.json's `allowScripts` (docs/install.md says
 * why each), so a new one cannot slip in unreviewed, and npm 12's default (skip) changes nothing.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const json = async <T>(name: string): Promise<T> => JSON.parse(await readFile(new URL(name, root), 'utf8')) as T;

describe('install scripts', () => {
  it('every lockfile package with an install script is decided in allowScripts, and docs/install.md names it', async () => {
    const lock = await json<{ packages: Record<string, { hasInstallScript?: boolean }> }>('package-lock.json');
    const pkg = await json<{ allowScripts?: Record<string, boolean> }>('package.json');
    const docs = await readFile(new URL('docs/install.md', root), 'utf8');
    const scripted = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript === true)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .sort();
    expect(scripted.length).toBeGreaterThan(0);
    expect(Object.keys(pkg.allowScripts ?? {}).sort()).toEqual(scripted);
    for (const name of scripted) expect(docs).toContain(`\`${name}\``);
  });
});
