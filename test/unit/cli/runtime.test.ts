import { describe, expect, it } from 'vitest';
import { runtimeProblem } from '../../../src/cli/runtime.js';

describe('the Node.js the CLI needs', () => {
  it.each(['22.12.0', '22.23.5', '23.0.0', '24.22.3', '30.1.0'])('%s runs it', (version) => {
    expect(runtimeProblem(version)).toBeUndefined();
  });

  it.each(['20.20.2', '22.11.0', '18.0.0', '21.99.9'])('%s is told in one line what it needs', (version) => {
    expect(runtimeProblem(version)).toBe(`critic-gate needs Node 22.12 or later (this is ${version})`);
  });
});
