import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  bindingCandidates,
  bindingTarget,
  loadBinding,
  OxcUnavailable,
  oxcWillLoad,
  SHIPPED_TARGETS,
  type NativeLoader,
} from '../../../src/syntax/oxc-native.js';
import { OXC_TARGETS } from '../../../scripts/oxc-bindings.mjs';

const VENDOR = '/opt/critic-gate/dist/vendor/oxc';

/** A loader over a pretend disk: the files that exist, and the specifiers that load. */
function loaderOf(existing: readonly string[], loadable: readonly string[]): NativeLoader & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    exists: (path) => existing.includes(path),
    require: (specifier) => {
      asked.push(specifier);
      if (!loadable.includes(specifier)) throw new Error(`Cannot find module '${specifier}'`);
      return { loaded: specifier };
    },
  };
}

describe("oxc's native binding: which one, and when none loads", () => {
  it.each([
    ['x64', false, 'linux-x64-gnu'],
    ['x64', true, 'linux-x64-musl'],
    ['arm64', false, 'linux-arm64-gnu'],
    ['arm64', true, 'linux-arm64-musl'],
  ] as const)('Linux %s, musl %s: loads dist/vendor/oxc/parser.%s.node', (arch, musl, target) => {
    expect(bindingTarget({ platform: 'linux', arch, musl: () => musl })).toBe(target);
    const path = `${VENDOR}/parser.${target}.node`;
    const loader = loaderOf(
      SHIPPED_TARGETS.map((t) => `${VENDOR}/parser.${t}.node`),
      [path],
    );
    expect(loadBinding(target, bindingCandidates(target, [VENDOR]), loader)).toEqual({ loaded: path });
    expect(loader.asked).toEqual([path]);
  });

  it('asks about musl only on Linux, and names the npm package elsewhere', () => {
    const never = () => {
      throw new Error('asked about musl off Linux');
    };
    expect(bindingTarget({ platform: 'darwin', arch: 'arm64', musl: never })).toBe('darwin-arm64');
    expect(bindingTarget({ platform: 'win32', arch: 'x64', musl: never })).toBe('win32-x64-msvc');
  });

  it('without the bundled file, loads the installed binding package (npm i critic-gate)', () => {
    const loader = loaderOf([], ['@oxc-parser/binding-linux-x64-gnu']);
    expect(loadBinding('linux-x64-gnu', bindingCandidates('linux-x64-gnu', [VENDOR]), loader)).toEqual({
      loaded: '@oxc-parser/binding-linux-x64-gnu',
    });
  });

  it('when none loads, throws OxcUnavailable naming the target and what failed (the TypeScript parser then decides)', () => {
    const broken = `${VENDOR}/parser.linux-arm64-musl.node`;
    const loader = loaderOf([broken], []);
    const attempt = () => loadBinding('linux-arm64-musl', bindingCandidates('linux-arm64-musl', [VENDOR]), loader);
    expect(attempt).toThrow(OxcUnavailable);
    expect(attempt).toThrow(/no oxc-parser binding for linux-arm64-musl \(vendor\/oxc\/parser\.linux-arm64-musl\.node: Cannot find module/);
    expect(attempt).toThrow(/@oxc-parser\/binding-linux-arm64-musl: Cannot find module/);
    expect(() => loadBinding('darwin-arm64', bindingCandidates('darwin-arm64', [VENDOR]), loaderOf([], []))).toThrow(
      /no oxc-parser binding for darwin-arm64/,
    );
  });

  it('the build ships exactly the targets the loader knows, and npm users get them at the pinned version', () => {
    expect([...OXC_TARGETS]).toEqual([...SHIPPED_TARGETS]);
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      devDependencies: Record<string, string>;
      optionalDependencies: Record<string, string>;
    };
    const pin = pkg.devDependencies['oxc-parser'];
    expect(pin).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.optionalDependencies).toEqual(Object.fromEntries([...SHIPPED_TARGETS].sort().map((t) => [`@oxc-parser/binding-${t}`, pin])));
  });
});

describe('whether oxc will decide here (a hint for planning work, never for a verdict)', () => {
  it('is yes where this machine has its binding, and no once CRITIC_GATE_OXC=off, asked again each time', () => {
    // The suite runs where the binding is installed (an optional dependency for this platform).
    expect(oxcWillLoad()).toBe(true);
    process.env['CRITIC_GATE_OXC'] = 'off';
    try {
      expect(oxcWillLoad()).toBe(false);
    } finally {
      delete process.env['CRITIC_GATE_OXC'];
    }
    expect(oxcWillLoad()).toBe(true);
  });
});
