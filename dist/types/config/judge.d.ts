import type { JudgeOverrides } from '../judge/settings.js';
import type { JudgeConfig } from './schema.js';
/**
 * The `judge:` section of an assertions file as a settings layer. Here, not in judge/: the judge
 * takes plain settings and knows nothing of the file's field names.
 */
export declare function judgeOverridesOf(judge: JudgeConfig): JudgeOverrides;
