import { z } from 'zod';
export declare const JudgeConfigSchema: z.ZodObject<{
    backend: z.ZodOptional<z.ZodEnum<{
        ollama: "ollama";
        openai: "openai";
    }>>;
    host: z.ZodOptional<z.ZodURL>;
    hosts: z.ZodOptional<z.ZodArray<z.ZodURL>>;
    model: z.ZodOptional<z.ZodString>;
    temperature: z.ZodOptional<z.ZodNumber>;
    seed: z.ZodOptional<z.ZodNumber>;
    num_ctx: z.ZodOptional<z.ZodNumber>;
    timeout_seconds: z.ZodOptional<z.ZodNumber>;
    keep_alive: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
    votes: z.ZodOptional<z.ZodNumber>;
    max_requests: z.ZodOptional<z.ZodNumber>;
    cache: z.ZodOptional<z.ZodUnion<readonly [z.ZodEnum<{
        on: "on";
        off: "off";
    }>, z.ZodBoolean]>>;
    calibration: z.ZodOptional<z.ZodUnion<readonly [z.ZodEnum<{
        on: "on";
        off: "off";
    }>, z.ZodBoolean]>>;
    first_byte_seconds: z.ZodOptional<z.ZodNumber>;
    vision: z.ZodOptional<z.ZodEnum<{
        on: "on";
        off: "off";
    }>>;
}, z.core.$strict>;
/** Who may turn a false FAIL into a PASS with `/critic-gate override <sha>: <reason>` (spec §14). */
export declare const OverrideConfigSchema: z.ZodObject<{
    enabled: z.ZodDefault<z.ZodBoolean>;
    min_permission: z.ZodDefault<z.ZodEnum<{
        write: "write";
        maintain: "maintain";
        admin: "admin";
    }>>;
    allow_author: z.ZodDefault<z.ZodBoolean>;
}, z.core.$strict>;
export declare const ConfigAssertionSchema: z.ZodObject<{
    id: z.ZodString;
    text: z.ZodString;
    critical: z.ZodDefault<z.ZodBoolean>;
    weight: z.ZodDefault<z.ZodNumber>;
    files: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
    page: z.ZodOptional<z.ZodString>;
    allow_empty: z.ZodOptional<z.ZodBoolean>;
    check: z.ZodOptional<z.ZodType<import("../checks/registry.js").CheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").CheckSpec, unknown>>>;
}, z.core.$strict>;
/** The assertions file (spec §4). Strict at every level: an unknown field is an error, never ignored. */
export declare const ConfigSchema: z.ZodObject<{
    version: z.ZodLiteral<1>;
    task: z.ZodOptional<z.ZodString>;
    ignore: z.ZodDefault<z.ZodArray<z.ZodString>>;
    threshold: z.ZodDefault<z.ZodNumber>;
    max_attempts: z.ZodDefault<z.ZodNumber>;
    judge: z.ZodDefault<z.ZodObject<{
        backend: z.ZodOptional<z.ZodEnum<{
            ollama: "ollama";
            openai: "openai";
        }>>;
        host: z.ZodOptional<z.ZodURL>;
        hosts: z.ZodOptional<z.ZodArray<z.ZodURL>>;
        model: z.ZodOptional<z.ZodString>;
        temperature: z.ZodOptional<z.ZodNumber>;
        seed: z.ZodOptional<z.ZodNumber>;
        num_ctx: z.ZodOptional<z.ZodNumber>;
        timeout_seconds: z.ZodOptional<z.ZodNumber>;
        keep_alive: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
        votes: z.ZodOptional<z.ZodNumber>;
        max_requests: z.ZodOptional<z.ZodNumber>;
        cache: z.ZodOptional<z.ZodUnion<readonly [z.ZodEnum<{
            on: "on";
            off: "off";
        }>, z.ZodBoolean]>>;
        calibration: z.ZodOptional<z.ZodUnion<readonly [z.ZodEnum<{
            on: "on";
            off: "off";
        }>, z.ZodBoolean]>>;
        first_byte_seconds: z.ZodOptional<z.ZodNumber>;
        vision: z.ZodOptional<z.ZodEnum<{
            on: "on";
            off: "off";
        }>>;
    }, z.core.$strict>>;
    command_sandbox: z.ZodOptional<z.ZodEnum<{
        required: "required";
        off: "off";
    }>>;
    tripwires: z.ZodDefault<z.ZodEnum<{
        off: "off";
        fail: "fail";
        warn: "warn";
    }>>;
    gate: z.ZodDefault<z.ZodArray<z.ZodType<import("../checks/registry.js").CheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").CheckSpec, unknown>>>>;
    drafts: z.ZodDefault<z.ZodEnum<{
        judge: "judge";
        "gate-only": "gate-only";
    }>>;
    override: z.ZodPrefault<z.ZodObject<{
        enabled: z.ZodDefault<z.ZodBoolean>;
        min_permission: z.ZodDefault<z.ZodEnum<{
            write: "write";
            maintain: "maintain";
            admin: "admin";
        }>>;
        allow_author: z.ZodDefault<z.ZodBoolean>;
    }, z.core.$strict>>;
    merge_queue: z.ZodDefault<z.ZodEnum<{
        rejudge: "rejudge";
        "reuse-only": "reuse-only";
    }>>;
    assertions: z.ZodDefault<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        text: z.ZodString;
        critical: z.ZodDefault<z.ZodBoolean>;
        weight: z.ZodDefault<z.ZodNumber>;
        files: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
        page: z.ZodOptional<z.ZodString>;
        allow_empty: z.ZodOptional<z.ZodBoolean>;
        check: z.ZodOptional<z.ZodType<import("../checks/registry.js").CheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").CheckSpec, unknown>>>;
    }, z.core.$strict>>>;
}, z.core.$strict>;
export type Config = z.output<typeof ConfigSchema>;
export type JudgeConfig = z.output<typeof JudgeConfigSchema>;
export type OverrideConfig = z.output<typeof OverrideConfigSchema>;
export type ConfigAssertion = z.output<typeof ConfigAssertionSchema>;
