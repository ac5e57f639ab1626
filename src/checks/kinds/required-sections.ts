import * as z from '../../contract/zod.js';
import type { Finding, Location } from '../../contract/location.js';
import { fail, failEach, pass } from '../../contract/outcome.js';
import { at, defineCheck } from '../define.js';
import { describeTarget } from '../target.js';
import { placesOf } from '../places.js';
import { findSection } from '../../subject/sections.js';

export const requiredSections = defineCheck({
  kind: 'required-sections',
  shape: () => ({ sections: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
  defaultScope: 'tree',
  reads: 'text',
  appliesToText: true,
  description: 'Each selected file has a line opening each named section (heading or comment).',
  examples: {
    failing: [
      {
        title: 'the README lacks a usage section',
        check: { kind: 'required-sections', file: 'README.md', sections: ['Install', 'Usage'] },
        files: { 'README.md': '# Tally\n\n## Install\n\n    npm install tally\n' },
        says: 'README.md: missing section(s): Usage',
      },
    ],
    passing: [
      {
        title: 'both sections, as headings',
        check: { kind: 'required-sections', file: 'README.md', sections: ['Install', 'Usage'] },
        files: { 'README.md': '# Tally\n\n## Install\n\n    npm install tally\n\n## Usage\n\n    tally notes.txt\n' },
        says: 'found Install at README.md:3, Usage at README.md:7',
      },
    ],
  },
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    if (files.length === 0) {
      return fail(
        `${describeTarget(spec)}: not found`,
        spec.message ?? `Add ${describeTarget(spec)} with sections ${spec.sections.join(', ')}`,
      );
    }
    const found: string[] = [];
    // The first section found, where it was found: the line a passing check cites (spec §13).
    let first: Location | undefined;
    const findings: Finding[] = [];
    const names = new Set<string>();
    for (const f of files) {
      const missing: string[] = [];
      for (const name of spec.sections) {
        const line = findSection(f.lines, name);
        if (line) {
          found.push(`${name} at ${at(f.path, line.n)}`);
          first ??= { path: f.path, line: line.n, quote: line.text };
        } else {
          missing.push(name);
          names.add(name);
        }
      }
      if (missing.length > 0) findings.push({ path: f.path, message: `missing section(s): ${missing.join(', ')}` });
    }
    if (findings.length > 0) {
      const where = findings.length === 1 ? ` in ${findings[0]!.path}` : ` in ${placesOf(findings)}`;
      return failEach(findings, spec.message ?? `Add section(s) ${[...names].join(', ')}${where}`);
    }
    return pass(`found ${found.join(', ')}`, first);
  },
});
