import type { JudgeOverrides, OnOff } from '../judge/settings.js';
import type { JudgeConfig } from './schema.js';

const onOff = (v: boolean | OnOff | undefined): OnOff | undefined =>
  v === undefined ? undefined : v === true || v === 'on' ? 'on' : 'off';

/**
 * The `judge:` section of an assertions file as a settings layer. Here, not in judge/: the judge
 * takes plain settings and knows nothing of the file's field names.
 */
export function judgeOverridesOf(judge: JudgeConfig): JudgeOverrides {
  return {
    backend: judge.backend,
    hosts: judge.hosts ?? (judge.host !== undefined ? [judge.host] : undefined),
    model: judge.model,
    temperature: judge.temperature,
    seed: judge.seed,
    numCtx: judge.num_ctx,
    timeoutSeconds: judge.timeout_seconds,
    keepAlive: judge.keep_alive,
    votes: judge.votes,
    maxRequests: judge.max_requests,
    cache: onOff(judge.cache),
    calibration: onOff(judge.calibration),
    firstByteSeconds: judge.first_byte_seconds,
    vision: judge.vision === undefined ? undefined : judge.vision === 'on',
  };
}
