import { z } from 'zod';
/** What makes a case hard, beyond reading the change. */
export declare const CASE_KINDS: readonly ["plain", "misleading-comment", "out-of-scope", "injection", "large-change"];
/**
 * One labelled case: a change (files at the base, files the change writes), one assertion about
 * it, and whether the change meets it. The label is a fact of how the case was made.
 */
export declare const EvalCaseSchema: z.ZodObject<{
    id: z.ZodString;
    language: z.ZodString;
    kind: z.ZodDefault<z.ZodEnum<{
        plain: "plain";
        "misleading-comment": "misleading-comment";
        "out-of-scope": "out-of-scope";
        injection: "injection";
        "large-change": "large-change";
    }>>;
    task: z.ZodDefault<z.ZodString>;
    base: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodString>>;
    head: z.ZodRecord<z.ZodString, z.ZodNullable<z.ZodString>>;
    assertion: z.ZodObject<{
        text: z.ZodString;
        files: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>;
    met: z.ZodBoolean;
}, z.core.$strict>;
export declare const EvalSuiteSchema: z.ZodObject<{
    version: z.ZodLiteral<1>;
    name: z.ZodString;
    cases: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        language: z.ZodString;
        kind: z.ZodDefault<z.ZodEnum<{
            plain: "plain";
            "misleading-comment": "misleading-comment";
            "out-of-scope": "out-of-scope";
            injection: "injection";
            "large-change": "large-change";
        }>>;
        task: z.ZodDefault<z.ZodString>;
        base: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodString>>;
        head: z.ZodRecord<z.ZodString, z.ZodNullable<z.ZodString>>;
        assertion: z.ZodObject<{
            text: z.ZodString;
            files: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$strict>;
        met: z.ZodBoolean;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type EvalCase = z.output<typeof EvalCaseSchema>;
export type EvalSuite = z.output<typeof EvalSuiteSchema>;
export type EvalSuiteInput = z.input<typeof EvalSuiteSchema>;
