/**
 * Judging one pull request's head (or a merge-queue entry's change) through the host: its config
 * at the base, its attempt, critic-gate's earlier reviews and their cached answers, then the PR
 * gate (`runPr` of pr/pipeline.ts). Shared by the pull-request and merge-queue handlers; publishing is theirs.
 */
import type { CriticResult } from '../contract/result.js';
import type { ListedReview } from '../github/list-reviews.js';
import { type JudgeOverrides } from '../judge/settings.js';
import { type LoadedConfig } from '../pr/config-source.js';
import { type RunJudge } from '../pr/pipeline.js';
import type { Redactor } from '../report/redact.js';
import type { ChangedFile } from '../subject/types.js';
import { type ActionContext, type Env, type Outcome } from './context.js';
import { type ActionInputs } from './inputs.js';
import type { JudgedPull } from './judged-pull.js';
/** A pull request judged, with what posting the review needs to know about it. */
export interface Judged {
    result: CriticResult;
    attempt: number;
    /** critic-gate's own reviews on the pull request, oldest first. */
    earlierReviews: ListedReview[];
    files: readonly ChangedFile[];
    /** For the report: escalation and how the change was read. */
    notes: string[];
    /** For the review only: escalation. */
    reviewNotes: string[];
    labels: string[];
    /** The judge's answers by cache key, for the marker of this run's review. */
    cache: Record<string, string>;
    /** This run's config_digest, for the marker. */
    configDigest: string | undefined;
    /** Every request sent to the judge, one JSON line each: the file `critic-gate replay` re-sends (spec §15). */
    requests: string[];
}
/** How one run judges: `llm: off` for a draft (gate only) or an overridden head (no model call). */
export interface JudgeMode {
    llm: 'on' | 'off';
}
/** The gate comes from the base commit: a pull request cannot weaken its own gate. */
export declare const loadConfigAt: ({ host, inputs }: ActionContext, baseSha: string) => Promise<LoadedConfig>;
/** The judge switches of the Action's inputs, the top settings layer; the API key may come from the environment. */
export declare function judgeOverridesOfInputs(inputs: ActionInputs, env: Env): JudgeOverrides;
/** What a caller has already read or made, so that it is not asked or made again. */
export interface AlreadyKnown {
    /** critic-gate's reviews of the pull request. */
    earlierReviews: ListedReview[];
    /** The run's judge settings and config_digest, from `runJudgeOf` with the Action's inputs. */
    runJudge?: Omit<RunJudge, 'judge'> | undefined;
}
/** `read`: what the caller has already listed (the reviews) or made (the judge settings); done here otherwise. */
export declare function judgePull(ctx: ActionContext, pull: JudgedPull, loaded: LoadedConfig, mode: JudgeMode, read?: AlreadyKnown): Promise<Judged>;
/** The judged result, notes included, with every secret redacted before anything renders it. */
export declare function redactJudged(judged: Judged, redactor: Redactor): Judged;
/** Where the report of a judged run goes besides the review: the log, and the job summary. */
export declare function summarise({ env, runner }: ActionContext, outcome: Outcome, pull: JudgedPull): Promise<void>;
