import { describe, expect, it } from 'vitest';
import { noSecrets } from '../../../src/checks/kinds/no-secrets.js';
import { FoundSecrets } from '../../../src/checks/found-secrets.js';
import { isPass } from '../../../src/contract/outcome.js';
import { checkTester } from '../../support/check-tester.js';
import { fakeAwsSecretKey, fakeGithubToken, fakePrivateKey, LOOK_ALIKES } from '../../support/fake-credentials.js';

const tester = checkTester(noSecrets);
const token = fakeGithubToken();
const awsSecret = fakeAwsSecretKey();
const privateKey = fakePrivateKey();

const CREDENTIALS = {
  'src/client.js': `import { Octokit } from 'octokit';\nconst client = new Octokit({ auth: "${token}" });\n`,
  'deploy/aws.env': `AWS_REGION=eu-west-1\nAWS_SECRET_ACCESS_KEY=${awsSecret}\n`,
  'deploy/id_rsa': `${privateKey}\n`,
};

/** Every string of a JSON-like value, so a test can say that no secret byte is anywhere in it. */
const textOf = (value: unknown): string => JSON.stringify(value);

describe('no-secrets, table', () => {
  tester.table([
    {
      name: 'a GitHub token in code',
      files: { 'src/client.js': CREDENTIALS['src/client.js'] },
      passes: false,
      evidence: 'src/client.js:2:',
    },
    {
      name: 'an AWS secret key in an env file',
      files: { 'deploy/aws.env': CREDENTIALS['deploy/aws.env'] },
      passes: false,
      evidence: 'deploy/aws.env:2:23',
    },
    {
      name: 'a private key in a file without an extension',
      files: { 'deploy/id_rsa': CREDENTIALS['deploy/id_rsa'] },
      passes: false,
      evidence: 'deploy/id_rsa:1:1',
    },
    {
      name: 'a token in a dotfile',
      files: { '.npmrc': `//npm.pkg.github.com/:_authToken=${token}\n` },
      passes: false,
      evidence: '.npmrc:1',
    },
    // The passing twins: documented examples and look-alikes.
    { name: 'documented examples, placeholders, hashes and UUIDs', files: { 'docs/setup.md': `${LOOK_ALIKES}\n` }, passes: true },
    { name: 'an env file of look-alikes', files: { '.env.example': `${LOOK_ALIKES}\n` }, passes: true },
    {
      name: 'code that reads the token from the environment',
      files: { 'src/client.js': 'const auth = process.env.GITHUB_TOKEN;\n' },
      passes: true,
    },
  ]);
});

describe('no-secrets: a finding names its place and kind, and shows the secret masked', () => {
  it('names path:line:col and the kind of every credential, never its bytes', async () => {
    const outcome = await tester.run({}, { files: CREDENTIALS });
    expect(isPass(outcome)).toBe(false);
    expect(outcome.findings?.map((f) => `${f.path}:${f.line}:${f.column}`)).toEqual([
      'deploy/aws.env:2:23',
      'deploy/id_rsa:1:1',
      'src/client.js:2:37',
    ]);
    const [aws, key, gh] = outcome.findings!;
    expect(aws!.message).toContain('AWS Secret Access Key');
    expect(aws!.message).toContain(`${awsSecret.slice(0, 4)}…`);
    expect(key!.message).toContain('private key');
    expect(gh!.message).toContain('GitHub');
    expect(gh!.message).toContain('ghp_…');
    expect(gh!.quote).toBe('const client = new Octokit({ auth: "ghp_…" });');
    const shown = textOf(outcome);
    for (const secret of [token, awsSecret, ...privateKey.split('\n').slice(1, -1)]) expect(shown).not.toContain(secret);
    expect(shown).not.toContain(token.slice(0, 8));
  });

  it('hands the secrets it found to the run, and nothing else', async () => {
    const secrets = new FoundSecrets();
    const ctx = { ...tester.context({ files: CREDENTIALS }), secrets };
    const { runCheck, CheckSpecSchema } = await import('../../../src/checks/registry.js');
    await runCheck(CheckSpecSchema.parse({ kind: 'no-secrets' }), ctx);
    expect(secrets.size).toBe(3);
    const material = `auth: "${token}"\n${awsSecret}\n${privateKey}`;
    const masked = secrets.mask(material);
    for (const secret of [token, awsSecret, ...privateKey.split('\n').slice(1, -1)]) expect(masked).not.toContain(secret);
    expect(masked).toContain('auth: "ghp_…"');
  });
});

describe('no-secrets, scope', () => {
  const head = `const a = 1;\nconst token = "${token}";\n`;
  it('scope: added (the default) leaves a credential the change did not add to the lines it touched', async () => {
    const outcome = await tester.run({}, { files: { 'a.js': head }, changes: [{ path: 'a.js', status: 'modified', addedLines: [1] }] });
    expect(isPass(outcome), outcome.evidence).toBe(true);
  });

  it('fails on the credential an added line brings (the twin)', async () => {
    const outcome = await tester.run({}, { files: { 'a.js': head }, changes: [{ path: 'a.js', status: 'modified', addedLines: [2] }] });
    expect(isPass(outcome)).toBe(false);
    expect(outcome.evidence).toContain('a.js:2:16');
  });

  it('scope: tree finds the credential a file already held', async () => {
    const outcome = await tester.run({ scope: 'tree' }, { files: { 'a.js': head }, changes: [] });
    expect(isPass(outcome)).toBe(false);
  });

  it('names binary files as not checked', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const outcome = await tester.run({}, { files: { 'logo.png': png, 'a.md': 'hello\n' } });
    expect(isPass(outcome)).toBe(true);
    expect(outcome.evidence).toContain('not checked, binary: logo.png');
  });
});

describe('no-secrets, allow', () => {
  it('an exact string of the allow list passes, listed as a warning', async () => {
    const outcome = await tester.run({ allow: [token] }, { files: { 'src/client.js': CREDENTIALS['src/client.js'] } });
    expect(isPass(outcome), outcome.evidence).toBe(true);
    expect(outcome.severity).toBe('warning');
    expect(outcome.evidence).toContain('src/client.js:2:37');
    expect(textOf(outcome)).not.toContain(token);
  });

  it('a glob of paths passes the fixtures under it, listed as warnings, and not the rest', async () => {
    const files = { 'test/fixtures/id_rsa': `${privateKey}\n`, 'src/client.js': CREDENTIALS['src/client.js'] };
    const outcome = await tester.run({ allow: ['test/fixtures/**'] }, { files });
    expect(isPass(outcome)).toBe(false);
    expect(outcome.findings?.map((f) => f.path)).toEqual(['src/client.js']);
    expect(outcome.evidence).toContain('allowed by the config (warnings): test/fixtures/id_rsa:1');
  });

  it('a glob of paths passes when it allows every finding (the twin)', async () => {
    const outcome = await tester.run({ allow: ['test/fixtures/**'] }, { files: { 'test/fixtures/id_rsa': `${privateKey}\n` } });
    expect(isPass(outcome)).toBe(true);
    expect(outcome.severity).toBe('warning');
  });

  it('another string in the allow list does not pass a credential', async () => {
    const outcome = await tester.run({ allow: ['ghp_other'] }, { files: { 'src/client.js': CREDENTIALS['src/client.js'] } });
    expect(isPass(outcome)).toBe(false);
  });
});
