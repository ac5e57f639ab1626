import type * as z from '../contract/zod.js';
/** One assertion of a critic input: decided by a check that applies to one output, or by the judge. */
export declare const AssertionSchema: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    text: z.ZodMiniString<string>;
    critical: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>;
    weight: z.ZodMiniDefault<z.ZodMiniNumber<number>>;
    check: z.ZodMiniOptional<z.ZodMiniType<import("../checks/registry.js").TextCheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").TextCheckSpec, unknown>>>;
}, z.core.$strict>;
export type Assertion = z.infer<typeof AssertionSchema>;
/** The critic input of `critic-gate judge` (spec §2), with the check kinds of this build. */
export declare const CriticInputSchema: z.ZodMiniObject<{
    output: z.ZodMiniString<string>;
    task_description: z.ZodMiniString<string>;
    schema: z.ZodMiniObject<{
        type: z.ZodMiniEnum<{
            code: "code";
            text: "text";
            json: "json";
            markdown: "markdown";
        }>;
        required_sections: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        language: z.ZodMiniOptional<z.ZodMiniString<string>>;
        json_schema: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>, z.ZodMiniBoolean<boolean>]>>;
    }, z.core.$strict>;
    assertions: z.ZodMiniDefault<z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        text: z.ZodMiniString<string>;
        critical: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>;
        weight: z.ZodMiniDefault<z.ZodMiniNumber<number>>;
        check: z.ZodMiniOptional<z.ZodMiniType<import("../checks/registry.js").TextCheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").TextCheckSpec, unknown>>>;
    }, z.core.$strict>>>;
    threshold: z.ZodMiniDefault<z.ZodMiniNumber<number>>;
    tripwires: z.ZodMiniDefault<z.ZodMiniEnum<{
        off: "off";
        fail: "fail";
        warn: "warn";
    }>>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
}, z.core.$strict>;
export type CriticInput = z.infer<typeof CriticInputSchema>;
