import * as z from '../contract/zod.js';
export declare const JudgeConfigSchema: z.ZodMiniObject<{
    backend: z.ZodMiniOptional<z.ZodMiniEnum<{
        ollama: "ollama";
        openai: "openai";
    }>>;
    host: z.ZodMiniOptional<z.ZodMiniURL>;
    hosts: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniURL>>;
    model: z.ZodMiniOptional<z.ZodMiniString<string>>;
    temperature: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    seed: z.ZodMiniOptional<z.ZodMiniInt>;
    num_ctx: z.ZodMiniOptional<z.ZodMiniInt>;
    timeout_seconds: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    keep_alive: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>]>>;
    votes: z.ZodMiniOptional<z.ZodMiniInt>;
    max_requests: z.ZodMiniOptional<z.ZodMiniInt>;
    cache: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniEnum<{
        on: "on";
        off: "off";
    }>, z.ZodMiniBoolean<boolean>]>>;
    calibration: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniEnum<{
        on: "on";
        off: "off";
    }>, z.ZodMiniBoolean<boolean>]>>;
    first_byte_seconds: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    vision: z.ZodMiniOptional<z.ZodMiniEnum<{
        on: "on";
        off: "off";
    }>>;
}, z.core.$strict>;
/** Who may turn a false FAIL into a PASS with `/critic-gate override <sha>: <reason>` (spec §14). */
export declare const OverrideConfigSchema: z.ZodMiniObject<{
    enabled: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>;
    min_permission: z.ZodMiniDefault<z.ZodMiniEnum<{
        write: "write";
        maintain: "maintain";
        admin: "admin";
    }>>;
    allow_author: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>;
}, z.core.$strict>;
/**
 * Spec §15: a file of the repository, read at the base like the config, that the judge must read
 * as the assertion says (`met`: with a verified quote from it; `unmet`: saying so). It is judged
 * alone, as the assertion's only material; the assertion blocks only while every example agrees.
 */
export declare const ExampleSchema: z.ZodMiniObject<{
    file: z.ZodMiniString<string>;
    expect: z.ZodMiniEnum<{
        met: "met";
        unmet: "unmet";
    }>;
}, z.core.$strict>;
/** Spec §15: whether an LLM assertion must earn its power to block. */
export declare const BlockingConfigSchema: z.ZodMiniObject<{
    require_examples: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
}, z.core.$strict>;
export declare const ConfigAssertionSchema: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    text: z.ZodMiniString<string>;
    critical: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>;
    weight: z.ZodMiniDefault<z.ZodMiniNumber<number>>;
    files: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniArray<z.ZodMiniString<string>>]>>;
    page: z.ZodMiniOptional<z.ZodMiniString<string>>;
    allow_empty: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    examples: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
        file: z.ZodMiniString<string>;
        expect: z.ZodMiniEnum<{
            met: "met";
            unmet: "unmet";
        }>;
    }, z.core.$strict>>>;
    check: z.ZodMiniOptional<z.ZodMiniType<import("../checks/registry.js").CheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").CheckSpec, unknown>>>;
}, z.core.$strict>;
/** The assertions file (spec §4). Strict at every level: an unknown field is an error, never ignored. */
export declare const ConfigSchema: z.ZodMiniObject<{
    version: z.ZodMiniLiteral<1>;
    task: z.ZodMiniOptional<z.ZodMiniString<string>>;
    ignore: z.ZodMiniDefault<z.ZodMiniArray<z.ZodMiniString<string>>>;
    threshold: z.ZodMiniDefault<z.ZodMiniNumber<number>>;
    max_attempts: z.ZodMiniDefault<z.ZodMiniInt>;
    judge: z.ZodMiniDefault<z.ZodMiniObject<{
        backend: z.ZodMiniOptional<z.ZodMiniEnum<{
            ollama: "ollama";
            openai: "openai";
        }>>;
        host: z.ZodMiniOptional<z.ZodMiniURL>;
        hosts: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniURL>>;
        model: z.ZodMiniOptional<z.ZodMiniString<string>>;
        temperature: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        seed: z.ZodMiniOptional<z.ZodMiniInt>;
        num_ctx: z.ZodMiniOptional<z.ZodMiniInt>;
        timeout_seconds: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        keep_alive: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>]>>;
        votes: z.ZodMiniOptional<z.ZodMiniInt>;
        max_requests: z.ZodMiniOptional<z.ZodMiniInt>;
        cache: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniEnum<{
            on: "on";
            off: "off";
        }>, z.ZodMiniBoolean<boolean>]>>;
        calibration: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniEnum<{
            on: "on";
            off: "off";
        }>, z.ZodMiniBoolean<boolean>]>>;
        first_byte_seconds: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        vision: z.ZodMiniOptional<z.ZodMiniEnum<{
            on: "on";
            off: "off";
        }>>;
    }, z.core.$strict>>;
    command_sandbox: z.ZodMiniOptional<z.ZodMiniEnum<{
        required: "required";
        off: "off";
    }>>;
    tripwires: z.ZodMiniDefault<z.ZodMiniEnum<{
        off: "off";
        fail: "fail";
        warn: "warn";
    }>>;
    gate: z.ZodMiniDefault<z.ZodMiniArray<z.ZodMiniType<import("../checks/registry.js").CheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").CheckSpec, unknown>>>>;
    drafts: z.ZodMiniDefault<z.ZodMiniEnum<{
        judge: "judge";
        "gate-only": "gate-only";
    }>>;
    override: z.ZodMiniPrefault<z.ZodMiniObject<{
        enabled: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>;
        min_permission: z.ZodMiniDefault<z.ZodMiniEnum<{
            write: "write";
            maintain: "maintain";
            admin: "admin";
        }>>;
        allow_author: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>;
    }, z.core.$strict>>;
    merge_queue: z.ZodMiniDefault<z.ZodMiniEnum<{
        rejudge: "rejudge";
        "reuse-only": "reuse-only";
    }>>;
    blocking: z.ZodMiniOptional<z.ZodMiniObject<{
        require_examples: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    }, z.core.$strict>>;
    assertions: z.ZodMiniDefault<z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        text: z.ZodMiniString<string>;
        critical: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>;
        weight: z.ZodMiniDefault<z.ZodMiniNumber<number>>;
        files: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniArray<z.ZodMiniString<string>>]>>;
        page: z.ZodMiniOptional<z.ZodMiniString<string>>;
        allow_empty: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        examples: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            file: z.ZodMiniString<string>;
            expect: z.ZodMiniEnum<{
                met: "met";
                unmet: "unmet";
            }>;
        }, z.core.$strict>>>;
        check: z.ZodMiniOptional<z.ZodMiniType<import("../checks/registry.js").CheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").CheckSpec, unknown>>>;
    }, z.core.$strict>>>;
}, z.core.$strict>;
export type Config = z.output<typeof ConfigSchema>;
export type JudgeConfig = z.output<typeof JudgeConfigSchema>;
export type OverrideConfig = z.output<typeof OverrideConfigSchema>;
export type ConfigAssertion = z.output<typeof ConfigAssertionSchema>;
export type AssertionExample = z.output<typeof ExampleSchema>;
