import { z } from 'zod';
/** How addressed text counts: a warning (default) or a failure. Hidden characters always fail. */
export declare const TripwiresSchema: z.ZodEnum<{
    off: "off";
    warn: "warn";
    fail: "fail";
}>;
export type Tripwires = z.infer<typeof TripwiresSchema>;
export declare const promptInjection: import("./define.js").CheckDefinition<"prompt-injection", {
    kind: "prompt-injection";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    tripwires?: "warn" | "fail" | undefined;
}> & {
    appliesToText: true;
};
