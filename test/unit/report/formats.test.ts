import { describe, expect, it } from 'vitest';
import { formatHelp, REPORT_FORMAT_NAMES, renderReport } from '../../../src/report/formats.js';
import { judgeSpec } from '../../../src/cli/flags/judge.js';
import { prSpec } from '../../../src/cli/flags/pr.js';
import type { CriticResult } from '../../../src/contract/result.js';

const result: CriticResult = {
  gate_passed: true,
  schema_valid: true,
  gate: [],
  criteria: [],
  score: 1,
  verdict: 'PASS',
  feedback_for_worker: '',
  stats: { model: null, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 0 },
};

describe('the report formats (issue 40: one list)', () => {
  it('every format renders a result', async () => {
    expect(REPORT_FORMAT_NAMES).toEqual(['text', 'json', 'markdown', 'sarif']);
    const shown = Object.fromEntries(
      await Promise.all(
        REPORT_FORMAT_NAMES.map(async (f) => [f, await renderReport(result, f, { color: false, pretty: true, local: true })]),
      ),
    );
    expect(JSON.parse(shown['json']!)).toEqual(result);
    expect(JSON.parse(shown['sarif']!)).toMatchObject({ version: '2.1.0' });
    expect(shown['text']).toContain('PASS');
    expect(shown['markdown']).toContain('PASS');
  });

  it('the commands take every format, and their help names each with its default first', () => {
    for (const [spec, fallback] of [
      [judgeSpec, 'json'],
      [prSpec, 'text'],
    ] as const) {
      const help = spec.flags['format']!.help;
      expect(help).toBe(formatHelp(fallback));
      expect(help.startsWith(`${fallback} (default;`)).toBe(true);
      for (const f of REPORT_FORMAT_NAMES) expect(help).toContain(`${f}`);
    }
  });
});
