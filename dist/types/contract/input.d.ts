import { z } from 'zod';
export declare const OutputTypeSchema: z.ZodEnum<{
    json: "json";
    text: "text";
    markdown: "markdown";
    code: "code";
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
/** The critic input of `critic-gate judge` (spec §2). */
export declare const CriticInputSchema: z.ZodObject<{
    output: z.ZodString;
    task_description: z.ZodString;
    schema: z.ZodObject<{
        type: z.ZodEnum<{
            json: "json";
            text: "text";
            markdown: "markdown";
            code: "code";
        }>;
        required_sections: z.ZodOptional<z.ZodArray<z.ZodString>>;
        language: z.ZodOptional<z.ZodString>;
        json_schema: z.ZodOptional<z.ZodUnion<[z.ZodRecord<z.ZodString, z.ZodUnknown>, z.ZodBoolean]>>;
    }, z.core.$strip>;
    assertions: z.ZodDefault<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        text: z.ZodString;
        critical: z.ZodDefault<z.ZodBoolean>;
        weight: z.ZodDefault<z.ZodNumber>;
        check: z.ZodOptional<z.ZodType<import("../checks/registry.js").TextCheckSpec, unknown, z.core.$ZodTypeInternals<import("../checks/registry.js").TextCheckSpec, unknown>>>;
    }, z.core.$strict>>>;
    threshold: z.ZodDefault<z.ZodNumber>;
}, z.core.$strip>;
export type CriticInput = z.infer<typeof CriticInputSchema>;
