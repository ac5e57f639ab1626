import * as z from './zod.js';
export declare const OutputTypeSchema: z.ZodMiniEnum<{
    code: "code";
    text: "text";
    json: "json";
    markdown: "markdown";
}>;
export type OutputType = z.infer<typeof OutputTypeSchema>;
/** How addressed text counts: a warning (default) or a failure. Hidden characters always fail. */
export declare const TripwiresSchema: z.ZodMiniEnum<{
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
export declare function criticInputSchema<Assertion extends z.ZodMiniType<{
    id: string;
}>>(assertion: Assertion): z.ZodMiniObject<{
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
    assertions: z.ZodMiniDefault<z.ZodMiniArray<Assertion>>;
    threshold: z.ZodMiniDefault<z.ZodMiniNumber<number>>;
    tripwires: z.ZodMiniDefault<z.ZodMiniEnum<{
        off: "off";
        fail: "fail";
        warn: "warn";
    }>>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
}, z.core.$strict>;
