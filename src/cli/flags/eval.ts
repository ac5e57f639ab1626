import type { CommandSpec } from './command.js';
import { HELP_FLAG, JUDGE_SETUP_FLAGS, judgeFlags, positiveInt, str, type JudgeFlags } from './shared.js';

export interface EvalCommand {
  command: 'eval';
  /** `builtin` or the path of a suite file (JSON). */
  suite: string;
  seeds: number;
  /** Cases judged together in one request; 1 is one assertion per prompt. */
  batch: number;
  limit: number | undefined;
  filter: string | undefined;
  json: string | undefined;
  html: string | undefined;
  judge: JudgeFlags;
}

export const evalSpec: CommandSpec<EvalCommand> = {
  synopsis: 'critic-gate eval [--suite builtin|FILE] [options]',
  summary: 'Measures a judge model on a labelled benchmark: accuracy, precision, recall, flip rate, calibration, latency.',
  flags: {
    suite: { type: 'string', value: 'builtin|FILE', help: 'the labelled cases: the builtin suite (default) or a suite file' },
    seeds: { type: 'string', value: 'N', help: 'judgements per case with seeds seed, seed+1, … (2 or more measure the flip rate)' },
    batch: { type: 'string', value: 'N', help: 'judge N cases in one request, N assertions per prompt (default 1: one per prompt)' },
    limit: { type: 'string', value: 'N', help: 'only the first N cases' },
    filter: { type: 'string', value: 'TEXT', help: 'only the cases whose id contains TEXT' },
    json: { type: 'string', value: 'FILE', help: 'also write the report as JSON to FILE' },
    html: { type: 'string', value: 'FILE', help: 'write the report as a self-contained HTML page' },
    ...JUDGE_SETUP_FLAGS,
    ...HELP_FLAG,
  },
  positional: 'suite',
  footer: 'Exit codes: 0 the report is complete, 4 interrupted (partial report written) or the judge decided no case.',
  build: (values, env) => ({
    command: 'eval',
    suite: str(values, 'suite') ?? 'builtin',
    seeds: positiveInt('seeds', str(values, 'seeds')) ?? 1,
    batch: positiveInt('batch', str(values, 'batch')) ?? 1,
    limit: positiveInt('limit', str(values, 'limit')),
    filter: str(values, 'filter'),
    json: str(values, 'json'),
    html: str(values, 'html'),
    judge: { ...judgeFlags(values, env), llm: 'on' },
  }),
};
