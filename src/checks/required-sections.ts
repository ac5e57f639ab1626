import { z } from 'zod';
import { fail, pass } from '../contract/outcome.js';
import { at, defineCheck } from './define.js';
import { describeTarget } from './contains.js';
import { findSection } from '../subject/sections.js';

export const requiredSections = defineCheck({
  kind: 'required-sections',
  shape: () => ({ sections: z.array(z.string().min(1)).min(1) }),
  defaultScope: 'tree',
  reads: 'text',
  appliesToText: true,
  description: 'Each selected file has a line opening each named section (heading or comment).',
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    if (files.length === 0) {
      return fail(
        `${describeTarget(spec)}: not found`,
        spec.message ?? `Add ${describeTarget(spec)} with sections ${spec.sections.join(', ')}`,
      );
    }
    const found: string[] = [];
    const missing: string[] = [];
    for (const f of files) {
      for (const name of spec.sections) {
        const line = findSection(f.lines, name);
        if (line) found.push(`${name} at ${at(f.path, line.n)}`);
        else missing.push(files.length > 1 ? `${name} (${f.path})` : name);
      }
    }
    if (missing.length > 0) {
      const where = files.length === 1 ? ` in ${files[0]!.path}` : '';
      return fail(
        `missing section(s)${where}: ${missing.join(', ')}${found.length ? `; found ${found.join(', ')}` : ''}`,
        spec.message ?? `Add section(s) ${missing.join(', ')}${where}`,
      );
    }
    return pass(`found ${found.join(', ')}`);
  },
});
