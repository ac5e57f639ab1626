import type { JudgeDeps } from './create-judge.js';
import type { JudgeSettings } from './settings.js';
import type { Judge } from './types.js';
/**
 * The judge for the configured backend. Its code (the judgement cache and its schema, the
 * batching, the backend's HTTP client) is loaded only when it is asked to judge: runs with the
 * LLM off or a failing gate, `--version` and `--help` never need it.
 */
export declare function lazyJudge(settings: JudgeSettings, deps?: JudgeDeps): Judge;
