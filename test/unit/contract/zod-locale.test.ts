import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as zod from '../../../src/contract/zod.js';

type ZodModule = typeof zod;
type LocaleError = NonNullable<ReturnType<ZodModule['config']>['localeError']>;

/** zod keeps its configuration on globalThis, shared by every copy of zod in the process. */
const shared = globalThis as { __zod_globalConfig?: { localeError?: LocaleError } };
const saved = shared.__zod_globalConfig?.localeError;

afterEach(() => {
  if (shared.__zod_globalConfig) shared.__zod_globalConfig.localeError = saved;
  vi.resetModules();
});

/** src/contract/zod.ts loaded afresh, as a program's first import of the library loads it. */
async function freshZod(): Promise<ZodModule> {
  vi.resetModules();
  return import('../../../src/contract/zod.js');
}

describe('the zod our schemas are built with', () => {
  it('says in English what was expected when nothing chose a locale', async () => {
    if (shared.__zod_globalConfig) shared.__zod_globalConfig.localeError = undefined;
    const z = await freshZod();
    const result = z.object({ critical: z.boolean() }).safeParse({ critical: 'yes' });
    expect(result.error?.issues[0]?.message).toBe('Invalid input: expected boolean, received string');
  });

  it("keeps a locale the library's user chose before loading it", async () => {
    shared.__zod_globalConfig ??= {};
    shared.__zod_globalConfig.localeError = () => 'Ungültige Eingabe';
    const z = await freshZod();
    expect(z.boolean().safeParse('yes').error?.issues[0]?.message).toBe('Ungültige Eingabe');
  });
});
