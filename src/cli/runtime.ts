/**
 * The Node.js the CLI needs. Checked before anything else loads, so an older runtime gets one line
 * saying what to install instead of a stack trace from whichever module first needs a newer API.
 * This file imports nothing: it must load on any Node.
 */
export const MINIMUM_NODE = { major: 22, minor: 12 } as const;

/** Why `version` (as `process.versions.node` gives it) cannot run critic-gate, or undefined when it can. */
export function runtimeProblem(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  const { major: needMajor, minor: needMinor } = MINIMUM_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return undefined;
  return `critic-gate needs Node ${needMajor}.${needMinor} or later (this is ${version})`;
}
