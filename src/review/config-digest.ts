import { sha256 } from '../text/sha256.js';
import canonicalize from 'canonicalize';
import type { JudgeSettings } from '../judge/settings.js';

/**
 * The digest of everything that decides a judgement besides the change itself (spec §14): the
 * assertions file as read at the base commit, byte for byte, and the judge settings that change an
 * answer — backend, model, sampling options, votes, calibration, vision. Where the judge runs
 * (hosts), how long it may take and where its cache lives do not change an answer and are left
 * out, so moving a runner or a GPU keeps the digest.
 *
 * A review marker carries the digest of its run; a later run reuses that run's work (its cached
 * answers, its verdict in a merge queue) only under the same digest. The settings are serialised
 * canonically (RFC 8785: keys sorted, numbers in one form), so the order in which they were
 * written or merged never changes the digest.
 */

/** The judge settings a digest covers: what a judgement depends on. */
export type DigestedSettings = Pick<JudgeSettings, 'backend' | 'model' | 'temperature' | 'seed' | 'numCtx' | 'votes' | 'calibration'> & {
  vision?: boolean | undefined;
};

export interface ConfigDigestInput {
  /** The assertions file's bytes at the base commit (or on disk), exactly as read. */
  assertions: Uint8Array;
  judge: DigestedSettings;
  /** The model's identity where the server gives one (a digest); the settings' name otherwise. */
  model?: string | undefined;
}

const DIGEST_VERSION = 1;

/** The settings' part of the digest, with absent values written as null so no field can vanish. */
function judgePart(judge: DigestedSettings, model: string | undefined): Record<string, unknown> {
  return {
    backend: judge.backend,
    model: model ?? judge.model,
    options: {
      temperature: judge.temperature,
      seed: judge.seed,
      num_ctx: judge.numCtx ?? null,
      votes: judge.votes,
      calibration: judge.calibration,
      vision: judge.vision === true,
    },
  };
}

/** sha256 hex over the version, the assertions file's bytes and the canonical judge settings. */
export function configDigest(input: ConfigDigestInput): string {
  const assertions = sha256(input.assertions);
  const canonical = canonicalize({ v: DIGEST_VERSION, assertions, judge: judgePart(input.judge, input.model) }) ?? '';
  return sha256(canonical);
}

export const CONFIG_DIGEST = /^[0-9a-f]{64}$/;
