import { z } from 'zod';
export declare const OutputTypeSchema: z.ZodEnum<{
    code: "code";
    text: "text";
    json: "json";
    markdown: "markdown";
}>;
export type OutputType = z.infer<typeof OutputTypeSchema>;
/** How addressed text counts: a warning (default) or a failure. Hidden characters always fail. */
export declare const TripwiresSchema: z.ZodEnum<{
    off: "off";
    fail: "fail";
    warn: "warn";
}>;
export type Tripwires = z.infer<typeof TripwiresSchema>;
/**
 * The critic input of `critic-gate judge` (spec §2), around the schema of one assertion: the
 * contract knows no check kind, so the layer that knows them passes it in (critique/input-schema.ts).
 * Strict at every level: a misspelt field (`requiredSections`, `treshold`) would otherwise drop
 * the check it names without a word. Pipelines that carry their own data put it under
 * `metadata`, which is accepted and ignored.
 */
export declare function criticInputSchema<Assertion extends z.ZodType<{
    id: string;
}>>(assertion: Assertion): z.ZodObject<{
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
    assertions: z.ZodDefault<z.ZodArray<Assertion>>;
    threshold: z.ZodDefault<z.ZodNumber>;
    tripwires: z.ZodDefault<z.ZodEnum<{
        off: "off";
        fail: "fail";
        warn: "warn";
    }>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strict>;
