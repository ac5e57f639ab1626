import * as z from '../contract/zod.js';
import { CheckSpecSchema } from '../checks/registry.js';
import { globSchema, globsSchema } from '../checks/define.js';
import { assertionSchema, duplicateIds } from '../contract/assertion.js';
import { TripwiresSchema } from '../contract/input.js';
import { DEFAULTS, VOTES } from '../contract/defaults.js';
import { BACKEND_NAMES, backendSummaries } from '../judge/backends/backends.js';

const hostUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });
/** YAML 1.1 habits: `on`/`off` arrive as strings or booleans depending on the parser. */
const onOff = z.union([z.enum(['on', 'off']), z.boolean()]);

const glob = globSchema();
const globs = globsSchema();

export const JudgeConfigSchema = z
  .strictObject({
    backend: z.optional(z.enum(BACKEND_NAMES)).check(z.describe(`The judge server's API: ${backendSummaries()}`)),
    host: z.optional(hostUrl).check(z.describe('The judge server; `hosts` for several')),
    hosts: z
      .optional(z.array(hostUrl).check(z.minLength(1)))
      .check(z.describe('Judge servers, tried in order: a host that fails is skipped for the next')),
    model: z.optional(z.string().check(z.minLength(1))).check(z.describe('Model name, e.g. qwen2.5-coder:7b')),
    temperature: z.optional(z.number().check(z.gte(0), z.lte(2))).check(z.describe('Sampling temperature; 0 for repeatable answers')),
    seed: z.optional(z.int()).check(z.describe('Sampling seed, for repeatable answers')),
    num_ctx: z.optional(z.int().check(z.gte(512))).check(z.describe('Context window in tokens; the prompt is fitted to it')),
    timeout_seconds: z.optional(z.number().check(z.positive())).check(z.describe('Time limit of the judge')),
    keep_alive: z
      .optional(z.union([z.string().check(z.minLength(1)), z.number()]))
      .check(z.describe('How long Ollama keeps the model loaded (e.g. "10m", or seconds)')),
    votes: z
      .optional(z.int().check(z.gte(VOTES.min), z.lte(VOTES.max)))
      .check(z.describe('Independent judgements (seeds seed…seed+N-1); a criterion is met only by a strict majority')),
    max_requests: z
      .optional(z.int().check(z.gte(1), z.lte(64)))
      .check(
        z.describe(
          'Most requests (per vote) the judge may take to show all material, part by part, when it does not fit one context (default 8); a critical assertion is met only when all of its files were shown',
        ),
      ),
    cache: z.optional(onOff).check(z.describe('Reuse an unchanged judgement with no model call (default on)')),
    calibration: z
      .optional(onOff)
      .check(z.describe('Known-answer canary assertions in every request; a judge that fails them is untrusted (default on)')),
    first_byte_seconds: z
      .optional(z.number().check(z.positive()))
      .check(z.describe('With several hosts: a host silent this long is skipped for the next')),
    vision: z
      .optional(z.enum(['on', 'off']))
      .check(
        z.describe(
          'Send the screenshot of each `page` an assertion names along as an image (needs a vision-capable model); evidence must still quote the page text',
        ),
      ),
  })
  .check(
    z.refine((j) => j.host === undefined || j.hosts === undefined, { message: 'give either host or hosts, not both', path: ['hosts'] }),
    z.describe('Settings of the LLM judge'),
  );

/** Who may turn a false FAIL into a PASS with `/critic-gate override <sha>: <reason>` (spec §14). */
export const OverrideConfigSchema = z
  .strictObject({
    enabled: z._default(z.boolean(), true).check(z.describe('Honour override commands on the pull request')),
    min_permission: z
      ._default(z.enum(['write', 'maintain', 'admin']), 'write')
      .check(z.describe('The least repository permission of the commenter, checked live on every run')),
    allow_author: z
      ._default(z.boolean(), false)
      .check(z.describe("Let the pull request's author override their own pull request (admins always may)")),
  })
  .check(z.describe('Human override of a verdict by a comment on the pull request'));

/**
 * Spec §15: a file of the repository, read at the base like the config, that the judge must read
 * as the assertion says (`met`: with a verified quote from it; `unmet`: saying so). It is judged
 * alone, as the assertion's only material; the assertion blocks only while every example agrees.
 */
export const ExampleSchema = z
  .strictObject({
    file: z.string().check(z.minLength(1), z.describe('A repository-relative path, read at the base commit')),
    expect: z.enum(['met', 'unmet']).check(z.describe('What the judge must say of this file alone')),
  })
  .check(z.describe('One example of the assertion'));

/** Spec §15: whether an LLM assertion must earn its power to block. */
export const BlockingConfigSchema = z
  .strictObject({
    require_examples: z
      .optional(z.boolean())
      .check(z.describe('An LLM assertion without examples is advisory: it never counts toward FAIL or the score')),
  })
  .check(z.describe('When an LLM assertion may block a pull request'));

// The critic input's assertion with any check kind, and what the judge is shown for it.
export const ConfigAssertionSchema = assertionSchema(CheckSpecSchema, {
  files: z.optional(globs).check(z.describe('Globs of what the judge is shown for this assertion; all material when absent')),
  page: z
    .optional(z.string().check(z.minLength(1)))
    .check(
      z.describe(
        'A page of the head tree the judge is shown rendered in headless Chromium (visible text and console), as material `page:<page>`',
      ),
    ),
  allow_empty: z
    .optional(z.boolean())
    .check(z.describe('Accept `files` globs that match no path at the base or the head (otherwise a config error)')),
  examples: z
    .optional(z.array(ExampleSchema).check(z.minLength(1)))
    .check(
      z.describe(
        'Files the judge must read as expected (LLM assertions only); the assertion counts toward FAIL and the score only while the judge agrees with every one in the run',
      ),
    ),
}).check(z.describe('One assertion about the change'));

/** The assertions file (spec §4). Strict at every level: an unknown field is an error, never ignored. */
export const ConfigSchema = z
  .strictObject({
    version: z.literal(1).check(z.describe('Format version; always 1')),
    task: z.optional(z.string().check(z.minLength(1))).check(z.describe('A fixed task; default is the pull request title and body')),
    ignore: z._default(z.array(glob), []).check(z.describe('Globs of paths never checked and never shown to the judge')),
    threshold: z._default(z.number().check(z.gte(0), z.lte(1)), 1).check(z.describe('Score needed for PASS, 0–1')),
    max_attempts: z._default(z.int().check(z.gte(1)), DEFAULTS.maxAttempts).check(z.describe('Attempts before a RETRY escalates')),
    judge: z._default(JudgeConfigSchema, {}),
    command_sandbox: z
      .optional(z.enum(['required', 'off']))
      .check(
        z.describe(
          'How `command` and `gotchas` checks run: `required` (default) inside bubblewrap, else not at all; `off` unsandboxed (an explicit opt-out the report shows)',
        ),
      ),
    tripwires: z
      ._default(TripwiresSchema, 'warn')
      .check(
        z.describe(
          'The prompt-injection gate check, run by default: hidden characters fail; text addressed to a reviewer or model warns (`warn`) or fails (`fail`); `off` leaves it out',
        ),
      ),
    gate: z._default(z.array(CheckSpecSchema), []).check(z.describe('Deterministic checks; all must pass before the judge runs')),
    drafts: z
      ._default(z.enum(['gate-only', 'judge']), 'gate-only')
      .check(
        z.describe(
          'On a draft pull request: `gate-only` (default) runs the deterministic gate only, verdict SKIPPED (reason `draft`); `judge` judges it',
        ),
      ),
    override: z.prefault(OverrideConfigSchema, {}),
    merge_queue: z
      ._default(z.enum(['rejudge', 'reuse-only']), 'rejudge')
      .check(
        z.describe(
          'On a merge-queue entry whose pull request verdict cannot be reused: `rejudge` (default) judges the entry in full; `reuse-only` fails naming the condition',
        ),
      ),
    blocking: z.optional(BlockingConfigSchema),
    assertions: z
      ._default(z.array(ConfigAssertionSchema), [])
      .check(z.describe('Assertions about the change; with `check` decided by code, otherwise by the judge')),
  })
  .check(
    z.superRefine((config, ctx) => {
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
      config.assertions.forEach((a, i) => {
        if (a.check !== undefined && a.examples !== undefined)
          issues.push({
            path: ['assertions', i, 'examples'],
            message: 'examples are for assertions the LLM judge decides; a `check` decides this one by code',
          });
      });
      for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
    }),
    z.describe('critic-gate assertions file'),
  );

export type Config = z.output<typeof ConfigSchema>;
export type JudgeConfig = z.output<typeof JudgeConfigSchema>;
export type OverrideConfig = z.output<typeof OverrideConfigSchema>;
export type ConfigAssertion = z.output<typeof ConfigAssertionSchema>;
export type AssertionExample = z.output<typeof ExampleSchema>;
