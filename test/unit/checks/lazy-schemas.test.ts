/**
 * A check kind's schema is built when a check of that kind is first read, not when the registry
 * loads: building all of them was most of what reading one small critic input cost the CLI's
 * cold start. The modules are imported afresh here (unit files share a worker's modules), and
 * every definition's `schema` is watched before anything is parsed.
 */
import { describe, expect, it, vi } from 'vitest';

async function freshRegistry() {
  vi.resetModules();
  const registry = await import('../../../src/checks/registry.js');
  const read = new Set<string>();
  for (const kind of registry.checkKinds) {
    const definition = registry.definitionOf(kind) as object;
    const own = Object.getOwnPropertyDescriptor(definition, 'schema');
    const value = (): unknown => (own?.get ? own.get.call(definition) : own?.value);
    Object.defineProperty(definition, 'schema', {
      get() {
        read.add(kind);
        return value();
      },
    });
  }
  return { registry, read };
}

describe('check schemas are built for the kinds a run meets', () => {
  it('a critic input with a not-contains assertion builds the not-contains schema alone', async () => {
    const { read } = await freshRegistry();
    const { parseCriticInput } = await import('../../../src/critique.js');
    const parsed = parseCriticInput({
      output: 'def greet(name):\n    return name\n',
      task_description: 'greet',
      schema: { type: 'code', language: 'python' },
      assertions: [{ id: 'no-todo', text: 'No TODO left', check: { kind: 'not-contains', pattern: 'TODO|FIXME' } }],
    });
    expect(parsed.ok).toBe(true);
    expect([...read]).toEqual(['not-contains']);
  });

  it('a gate builds the schemas of its kinds, an alias its kind’s; an unknown kind builds none and lists them all', async () => {
    const { registry, read } = await freshRegistry();
    const gate = registry.CheckSpecSchema.array().safeParse([{ kind: 'minBytes', bytes: 1 }, { kind: 'yaml-valid' }]);
    expect(gate.success).toBe(true);
    expect([...read].sort()).toEqual(['min-bytes', 'yaml-valid']);
    const unknown = registry.CheckSpecSchema.safeParse({ kind: 'no-such-kind' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'invalid_union', path: ['kind'], options: registry.checkKinds });
    expect([...read].sort()).toEqual(['min-bytes', 'yaml-valid']);
  });
});
