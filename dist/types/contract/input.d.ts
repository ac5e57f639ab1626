import { z } from 'zod';
/** The largest weight an assertion may carry. */
export declare const MAX_WEIGHT = 1000000;
export declare const OutputTypeSchema: z.ZodEnum<{
    code: "code";
    text: "text";
    json: "json";
    markdown: "markdown";
}>;
export type OutputType = z.infer<typeof OutputTypeSchema>;
export declare const AssertionSchema: z.ZodObject<{
    id: z.ZodString;
    text: z.ZodString;
    critical: z.ZodDefault<z.ZodBoolean>;
    weight: z.ZodDefault<z.ZodNumber>;
    check: z.ZodOptional<z.ZodType<import("../checks/registry.js").TextCheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").TextCheckSpec, unknown>>>;
}, z.core.$strict>;
export type Assertion = z.infer<typeof AssertionSchema>;
/**
 * The critic input of `critic-gate judge` (spec §2). Strict at every level: a misspelt field
 * (`requiredSections`, `treshold`) would otherwise drop the check it names without a word.
 * Pipelines that carry their own data put it under `metadata`, which is accepted and ignored.
 */
export declare const CriticInputSchema: z.ZodObject<{
    output: z.ZodString;
    task_description: z.ZodString;
    schema: z.ZodObject<{
        type: z.ZodEnum<{
            code: "code";
            text: "text";
            json: "json";
            markdown: "markdown";
        }>;
        required_sections: z.ZodOptional<z.ZodArray<z.ZodString>>;
        language: z.ZodOptional<z.ZodString>;
        json_schema: z.ZodOptional<z.ZodUnion<[z.ZodRecord<z.ZodString, z.ZodUnknown>, z.ZodBoolean]>>;
    }, z.core.$strict>;
    assertions: z.ZodDefault<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        text: z.ZodString;
        critical: z.ZodDefault<z.ZodBoolean>;
        weight: z.ZodDefault<z.ZodNumber>;
        check: z.ZodOptional<z.ZodType<import("../checks/registry.js").TextCheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").TextCheckSpec, unknown>>>;
    }, z.core.$strict>>>;
    threshold: z.ZodDefault<z.ZodNumber>;
    tripwires: z.ZodDefault<z.ZodEnum<{
        off: "off";
        warn: "warn";
        fail: "fail";
    }>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strict>;
export type CriticInput = z.infer<typeof CriticInputSchema>;
