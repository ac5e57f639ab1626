import * as z from '../contract/zod.js';
/** What makes a case hard, beyond reading the change. */
export declare const CASE_KINDS: readonly ["plain", "misleading-comment", "out-of-scope", "injection", "large-change"];
/**
 * One labelled case: a change (files at the base, files the change writes), one assertion about
 * it, and whether the change meets it. The label is a fact of how the case was made.
 */
export declare const EvalCaseSchema: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    language: z.ZodMiniString<string>;
    kind: z.ZodMiniDefault<z.ZodMiniEnum<{
        plain: "plain";
        "misleading-comment": "misleading-comment";
        "out-of-scope": "out-of-scope";
        injection: "injection";
        "large-change": "large-change";
    }>>;
    task: z.ZodMiniDefault<z.ZodMiniString<string>>;
    base: z.ZodMiniDefault<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>>;
    head: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniNullable<z.ZodMiniString<string>>>;
    assertion: z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        files: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>;
    met: z.ZodMiniBoolean<boolean>;
}, z.core.$strict>;
export declare const EvalSuiteSchema: z.ZodMiniObject<{
    version: z.ZodMiniLiteral<1>;
    name: z.ZodMiniString<string>;
    cases: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        language: z.ZodMiniString<string>;
        kind: z.ZodMiniDefault<z.ZodMiniEnum<{
            plain: "plain";
            "misleading-comment": "misleading-comment";
            "out-of-scope": "out-of-scope";
            injection: "injection";
            "large-change": "large-change";
        }>>;
        task: z.ZodMiniDefault<z.ZodMiniString<string>>;
        base: z.ZodMiniDefault<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>>;
        head: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniNullable<z.ZodMiniString<string>>>;
        assertion: z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            files: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        }, z.core.$strict>;
        met: z.ZodMiniBoolean<boolean>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type EvalCase = z.output<typeof EvalCaseSchema>;
export type EvalSuite = z.output<typeof EvalSuiteSchema>;
export type EvalSuiteInput = z.input<typeof EvalSuiteSchema>;
