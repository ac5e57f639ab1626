/**
 * Credentials that secretlint's rules take for real ones, made at test time: written as literals
 * they would trip a push protection (and teach scanners our test data). None was ever issued.
 */

/** A GitHub personal access token's shape: `ghp_` and 36 characters. */
export const fakeGithubToken = (): string => ['gh', 'p_'].join('') + 'F4k3'.repeat(9);

/** An AWS secret access key's shape: 40 characters of base64, and not AWS's documented example. */
export const fakeAwsSecretKey = (): string => ['wJalr', 'XUtnF'].join('') + 'FAKE0notAREALkey0FAKE0notAREAL';

/** An AWS access key id, in the form AWS documents (`AKIA` and 16 characters). */
export const fakeAwsKeyId = (): string => ['AK', 'IA'].join('') + 'FAKE0NOTREAL0KEY';

/**
 * A private key block whose body is plainly no key: OpenSSH's magic prefix (base64 of
 * `openssh-key-v1`, which secretlint's rule requires), then the words FAKE and NOT A KEY.
 */
export function fakePrivateKey(): string {
  const kind = ['OPEN', 'SSH PRIVATE KEY'].join('');
  const filler = 'FAKEFAKEnotAkeyNOTaKEYfakeFAKEFAKEnotAkeyNOTaKEYfakeFAKEFAKEnotAkeyNOTaKEYfake';
  const body = ['b3BlbnNzaC1rZXktdjE' + filler.slice(19), filler, filler, filler];
  return [`-----BEGIN ${kind}-----`, ...body, `-----END ${kind}-----`].join('\n');
}

/** Look-alikes that are no credential: documented examples, placeholders, hashes, UUIDs. */
export const LOOK_ALIKES = [
  'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
  'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'GITHUB_TOKEN=ghp_your_token_here',
  'sha1: 3f786850e387550fdab836ed7e6dc881de23001b',
  'sha256: 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
  'id: 123e4567-e89b-12d3-a456-426614174000',
].join('\n');

/** Issue 42's change: a GitHub token in code, AWS keys in an env file, a private key in a file without an extension. */
export function credentialFiles(): Record<string, string> {
  return {
    'src/client.js': `import { Octokit } from 'octokit';\nconst client = new Octokit({ auth: "${fakeGithubToken()}" });\n`,
    'deploy/aws.env': `AWS_REGION=eu-west-1\nAWS_ACCESS_KEY_ID=${fakeAwsKeyId()}\nAWS_SECRET_ACCESS_KEY=${fakeAwsSecretKey()}\n`,
    'deploy/id_rsa': `${fakePrivateKey()}\n`,
  };
}

/** The bytes no published text may hold: each secret, and each line of the private key's body. */
export const secretBytes = (): string[] => [fakeGithubToken(), fakeAwsSecretKey(), ...fakePrivateKey().split('\n').slice(1, -1)];
