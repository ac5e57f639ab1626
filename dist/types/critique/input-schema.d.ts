import type { z } from 'zod';
/** One assertion of a critic input: decided by a check that applies to one output, or by the judge. */
export declare const AssertionSchema: z.ZodObject<{
    id: z.ZodString;
    text: z.ZodString;
    critical: z.ZodDefault<z.ZodBoolean>;
    weight: z.ZodDefault<z.ZodNumber>;
    check: z.ZodOptional<z.ZodType<import("../checks/registry.js").TextCheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").TextCheckSpec, unknown>>>;
}, z.core.$strict>;
export type Assertion = z.infer<typeof AssertionSchema>;
/** The critic input of `critic-gate judge` (spec §2), with the check kinds of this build. */
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
        fail: "fail";
        warn: "warn";
    }>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strict>;
export type CriticInput = z.infer<typeof CriticInputSchema>;
