import { describe, expect, it } from 'vitest';
import { FoundSecrets } from '../../../src/checks/found-secrets.js';
import { maskedMaterial } from '../../../src/core/masked-material.js';
import type { MaterialFile } from '../../../src/judge/types.js';
import { fakeGithubToken } from '../../support/fake-credentials.js';

const token = fakeGithubToken();
const file: MaterialFile = {
  path: 'src/client.js',
  lines: [
    { n: 1, text: 'import { Octokit } from "octokit";' },
    { n: 2, text: `const client = new Octokit({ auth: "${token}" }); // the bot's token` },
  ],
  claims: new Map([[2, [[52, 70] as const]]]),
};

describe('maskedMaterial', () => {
  it('shows each found credential masked, and makes its line wholly a claim', () => {
    const secrets = new FoundSecrets();
    secrets.add(token);
    const [masked] = maskedMaterial([file], secrets);
    expect(masked!.lines[1]!.text).toBe('const client = new Octokit({ auth: "ghp_…" }); // the bot\'s token');
    expect(JSON.stringify(masked)).not.toContain(token);
    expect(masked!.claims?.get(2)).toEqual([[0, masked!.lines[1]!.text.length]]);
    // The other lines, and the file given, are untouched.
    expect(masked!.lines[0]).toBe(file.lines[0]);
    expect(file.lines[1]!.text).toContain(token);
  });

  it('hands the material back as it is when nothing was found (the twin)', () => {
    const [same] = maskedMaterial([file], new FoundSecrets());
    expect(same).toBe(file);
    expect(maskedMaterial([file], undefined)[0]).toBe(file);
  });
});
