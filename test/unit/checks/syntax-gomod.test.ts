/**
 * go.mod is decided by the Go toolchain's own parser (`go mod edit -json` on a copy in a temp
 * dir, with no network and no toolchain switch). A go.mod newer than the runner's Go is a setup
 * problem, not a syntax error (issue 26, item 2).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { syntax } from '../../../src/checks/kinds/syntax.js';
import { canonicalLanguage, languageOfPath, parseCode } from '../../../src/syntax/parse-code.js';
import { checkTester } from '../../support/check-tester.js';

const goVersion = /go(\d+)\.(\d+)/.exec(spawnSync('go', ['version'], { encoding: 'utf8' }).stdout ?? '');
const hasGo = goVersion !== null;
const inCi = process.env['CI'] === 'true';

const GOOD = `module example.com/app

go 1.18

require (
\tgithub.com/spf13/cobra v1.8.0
\tgolang.org/x/text v0.14.0 // indirect
)

replace example.com/old => ../old

exclude golang.org/x/net v0.0.1

retract v1.0.0 // published by mistake
`;
const BROKEN = 'module example.com/app\n\ngo 1.18\n\nrequire (\n\tgithub.com/spf13/cobra\n)\n';

const tester = checkTester(syntax);

it('go.mod is a language of its own, known by its file name', () => {
  expect(languageOfPath('go.mod')).toBe('go-mod');
  expect(languageOfPath('tools/go.mod')).toBe('go-mod');
  expect(canonicalLanguage('gomod')).toBe('go-mod');
});

if (!hasGo) {
  // Nothing is skipped silently: in CI a missing Go fails here; locally the tests below say why they did not run.
  if (inCi) it('Go is installed (CI installs golang-go; .ci/run)', () => expect(hasGo, 'go is not on PATH').toBe(true));
  else console.warn('syntax-gomod.test.ts: `go` is not on PATH, so the go.mod tests are skipped (install golang-go)');
}

describe.skipIf(!hasGo)('with Go on PATH, `go mod edit -json` decides', () => {
  it('a valid go.mod passes, named by the parser that decided', async () => {
    const outcome = await tester.run({}, { files: { 'go.mod': GOOD } });
    expect(outcome).toMatchObject({ status: 'pass', evidence: expect.stringContaining('go.mod: parses as go-mod') });
    expect(outcome.evidence).toContain('go mod edit');
    expect(outcome.severity).toBeUndefined();
  });

  it('a broken require fails at its line, with the tool message', async () => {
    const outcome = await tester.run({}, { files: { 'svc/go.mod': BROKEN } });
    expect(outcome).toMatchObject({
      status: 'fail',
      findings: [{ path: 'svc/go.mod', line: 6, message: expect.stringContaining('usage: require module/path v1.2.3') }],
    });
  });

  it('an unknown directive fails at its line', async () => {
    const report = await parseCode('module example.com/app\n\ngo 1.18\n\nrequires foo v1.0.0\n', 'go-mod');
    expect(report).toMatchObject({ ok: false, line: 5, message: expect.stringContaining('unknown directive: requires') });
  });

  it('a go.mod the local Go is too old for is a setup problem, never a syntax error', async () => {
    // `toolchain` came with Go 1.21, three-part `go` versions too.
    const newer = 'module example.com/app\n\ngo 1.22.3\n\ntoolchain go1.22.5\n';
    const outcome = await tester.run({}, { files: { 'go.mod': newer } });
    const [major, minor] = [Number(goVersion![1]), Number(goVersion![2])];
    if (major === 1 && minor < 21) {
      expect(outcome).toMatchObject({
        status: 'misconfigured',
        evidence: expect.stringMatching(/go\.mod: not judged: .*go 1\.22\.3.*go1\.\d+/),
        fix: expect.stringContaining('actions/setup-go'),
      });
    } else expect(outcome).toMatchObject({ status: 'pass' });
  });

  it('a go line far in the future does not make Go download anything: it parses, or it is a setup problem', async () => {
    const report = await parseCode('module example.com/app\n\ngo 1.99\n', 'go-mod');
    expect(report.ok || 'setup' in report).toBe(true);
  });
});
