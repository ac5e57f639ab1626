import { z } from 'zod';
import { CheckSpecSchema } from '../checks/registry.js';
import { globSchema, globsSchema } from '../checks/define.js';
import { assertionSchema, duplicateIds } from '../contract/assertion.js';
import { TripwiresSchema } from '../contract/input.js';
import { DEFAULTS } from '../contract/defaults.js';
import { BACKEND_NAMES, backendSummaries } from '../judge/backends.js';

const hostUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });
/** YAML 1.1 habits: `on`/`off` arrive as strings or booleans depending on the parser. */
const onOff = z.union([z.enum(['on', 'off']), z.boolean()]);

const glob = globSchema();
const globs = globsSchema();

export const JudgeConfigSchema = z
  .strictObject({
    backend: z.enum(BACKEND_NAMES).optional().describe(`The judge server's API: ${backendSummaries()}`),
    host: hostUrl.optional().describe('The judge server; `hosts` for several'),
    hosts: z.array(hostUrl).min(1).optional().describe('Judge servers, tried in order: a host that fails is skipped for the next'),
    model: z.string().min(1).optional().describe('Model name, e.g. qwen2.5-coder:7b'),
    temperature: z.number().min(0).max(2).optional().describe('Sampling temperature; 0 for repeatable answers'),
    seed: z.number().int().optional().describe('Sampling seed, for repeatable answers'),
    num_ctx: z.number().int().min(512).optional().describe('Context window in tokens; the prompt is fitted to it'),
    timeout_seconds: z.number().positive().optional().describe('Time limit of the judge'),
    keep_alive: z
      .union([z.string().min(1), z.number()])
      .optional()
      .describe('How long Ollama keeps the model loaded (e.g. "10m", or seconds)'),
    votes: z
      .number()
      .int()
      .min(1)
      .max(9)
      .optional()
      .describe('Independent judgements (seeds seed…seed+N-1); a criterion is met only by a strict majority'),
    max_requests: z
      .number()
      .int()
      .min(1)
      .max(64)
      .optional()
      .describe(
        'Most requests (per vote) the judge may take to show all material, part by part, when it does not fit one context (default 8); a critical assertion is met only when all of its files were shown',
      ),
    cache: onOff.optional().describe('Reuse an unchanged judgement with no model call (default on)'),
    calibration: onOff
      .optional()
      .describe('Known-answer canary assertions in every request; a judge that fails them is untrusted (default on)'),
    first_byte_seconds: z.number().positive().optional().describe('With several hosts: a host silent this long is skipped for the next'),
    vision: z
      .enum(['on', 'off'])
      .optional()
      .describe(
        'Send the screenshot of each `page` an assertion names along as an image (needs a vision-capable model); evidence must still quote the page text',
      ),
  })
  .refine((j) => j.host === undefined || j.hosts === undefined, { message: 'give either host or hosts, not both', path: ['hosts'] })
  .describe('Settings of the LLM judge');

/** Who may turn a false FAIL into a PASS with `/critic-gate override <sha>: <reason>` (spec §14). */
export const OverrideConfigSchema = z
  .strictObject({
    enabled: z.boolean().default(true).describe('Honour override commands on the pull request'),
    min_permission: z
      .enum(['write', 'maintain', 'admin'])
      .default('write')
      .describe('The least repository permission of the commenter, checked live on every run'),
    allow_author: z.boolean().default(false).describe("Let the pull request's author override their own pull request (admins always may)"),
  })
  .describe('Human override of a verdict by a comment on the pull request');

// The critic input's assertion with any check kind, and what the judge is shown for it.
export const ConfigAssertionSchema = assertionSchema(CheckSpecSchema, {
  files: globs.optional().describe('Globs of what the judge is shown for this assertion; all material when absent'),
  page: z
    .string()
    .min(1)
    .optional()
    .describe(
      'A page of the head tree the judge is shown rendered in headless Chromium (visible text and console), as material `page:<page>`',
    ),
  allow_empty: z
    .boolean()
    .optional()
    .describe('Accept `files` globs that match no path at the base or the head (otherwise a config error)'),
}).describe('One assertion about the change');

/** The assertions file (spec §4). Strict at every level: an unknown field is an error, never ignored. */
export const ConfigSchema = z
  .strictObject({
    version: z.literal(1).describe('Format version; always 1'),
    task: z.string().min(1).optional().describe('A fixed task; default is the pull request title and body'),
    ignore: z.array(glob).default([]).describe('Globs of paths never checked and never shown to the judge'),
    threshold: z.number().min(0).max(1).default(1).describe('Score needed for PASS, 0–1'),
    max_attempts: z.number().int().min(1).default(DEFAULTS.maxAttempts).describe('Attempts before a RETRY escalates'),
    judge: JudgeConfigSchema.default({}),
    command_sandbox: z
      .enum(['required', 'off'])
      .optional()
      .describe(
        'How `command` and `gotchas` checks run: `required` (default) inside bubblewrap, else not at all; `off` unsandboxed (an explicit opt-out the report shows)',
      ),
    tripwires: TripwiresSchema.default('warn').describe(
      'The prompt-injection gate check, run by default: hidden characters fail; text addressed to a reviewer or model warns (`warn`) or fails (`fail`); `off` leaves it out',
    ),
    gate: z.array(CheckSpecSchema).default([]).describe('Deterministic checks; all must pass before the judge runs'),
    drafts: z
      .enum(['gate-only', 'judge'])
      .default('gate-only')
      .describe(
        'On a draft pull request: `gate-only` (default) runs the deterministic gate only, verdict SKIPPED (reason `draft`); `judge` judges it',
      ),
    override: OverrideConfigSchema.prefault({}),
    merge_queue: z
      .enum(['rejudge', 'reuse-only'])
      .default('rejudge')
      .describe(
        'On a merge-queue entry whose pull request verdict cannot be reused: `rejudge` (default) judges the entry in full; `reuse-only` fails naming the condition',
      ),
    assertions: z
      .array(ConfigAssertionSchema)
      .default([])
      .describe('Assertions about the change; with `check` decided by code, otherwise by the judge'),
  })
  .superRefine((config, ctx) => {
    const issues = [
      ...duplicateIds(
        config.assertions.map((a) => a.id),
        'assertions',
        'assertion',
        true,
      ),
      ...duplicateIds(
        config.gate.map((g) => g.id),
        'gate',
        'gate',
        true,
      ),
    ];
    for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
  })
  .describe('critic-gate assertions file');

export type Config = z.output<typeof ConfigSchema>;
export type JudgeConfig = z.output<typeof JudgeConfigSchema>;
export type OverrideConfig = z.output<typeof OverrideConfigSchema>;
export type ConfigAssertion = z.output<typeof ConfigAssertionSchema>;
