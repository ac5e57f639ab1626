import { describe, expect, it } from 'vitest';
import { CheckSpecSchema } from '../../../src/checks/registry.js';
import { ConfigError, parseConfig } from '../../../src/config/index.js';

const NEEDS_STEPS = 'changes-on-input needs `steps` to play (e.g. a click or a key press); add steps, or drop changes-on-input';

describe('browser options are checked when the config is read, before any browser opens', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['default requirements, no steps', {}, true],
    ['changes-on-input with steps', { require: ['changes-on-input'], steps: [{ press: 'Space' }] }, true],
    ['changes-on-input without steps', { require: ['changes-on-input'] }, false],
    ['changes-on-input with no steps at all', { require: ['no-page-errors', 'changes-on-input'], steps: [] }, false],
  ])('%s', (_name, options, valid) => {
    const parsed = CheckSpecSchema.safeParse({ kind: 'browser', page: 'index.html', ...options });
    expect(parsed.success).toBe(valid);
    if (!valid) expect(parsed.error?.issues).toMatchObject([{ path: ['require'], message: NEEDS_STEPS }]);
  });

  it('names the file, line and field', () => {
    const text = 'version: 1\ngate:\n  - kind: browser\n    page: index.html\n    require: [changes-on-input]\n';
    expect(() => parseConfig(text, '.github/critic-gate.yml')).toThrow(ConfigError);
    expect(() => parseConfig(text, '.github/critic-gate.yml')).toThrow(`.github/critic-gate.yml:5:14: gate[0].require: ${NEEDS_STEPS}`);
  });
});
