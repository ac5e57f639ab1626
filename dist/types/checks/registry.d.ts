import * as z from '../contract/zod.js';
import type { CheckContext, CheckDefinition } from './define.js';
import { type CheckOutcome } from '../contract/outcome.js';
/**
 * A table of definitions, each under the name its `kind` says: a definition listed under another
 * kind's name does not satisfy it (a compile error).
 */
export type NamedByKind<Table> = {
    [K in keyof Table]: CheckDefinition<K & string, {
        kind: K & string;
    }>;
};
/**
 * Every check kind, by its kebab-case name: the generated list of the files of checks/kinds/
 * (kind-list.ts). A name there without a definition, or a definition under another name, is a
 * compile error.
 */
declare const definitions: {
    readonly contains: CheckDefinition<"contains", {
        kind: "contains";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        pattern: string;
        flags?: string | undefined;
    }> & {
        appliesToText: true;
    };
    readonly 'not-contains': CheckDefinition<"not-contains", {
        kind: "not-contains";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        pattern: string;
        flags?: string | undefined;
    }> & {
        appliesToText: true;
    };
    readonly 'min-bytes': CheckDefinition<"min-bytes", {
        kind: "min-bytes";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        bytes: number;
    }> & {
        appliesToText: true;
    };
    readonly 'no-placeholders': CheckDefinition<"no-placeholders", {
        kind: "no-placeholders";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & object> & {
        appliesToText: true;
    };
    readonly 'required-sections': CheckDefinition<"required-sections", {
        kind: "required-sections";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        sections: string[];
    }> & {
        appliesToText: true;
    };
    readonly 'json-valid': CheckDefinition<"json-valid", {
        kind: "json-valid";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        jsonc?: string[] | undefined;
    }> & {
        appliesToText: true;
    };
    readonly sniff: CheckDefinition<"sniff", {
        kind: "sniff";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        sniff: "json-valid" | "nonempty" | "html-complete" | "html-game";
    }> & {
        appliesToText: true;
    };
    readonly syntax: CheckDefinition<"syntax", {
        kind: "syntax";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        language?: string | undefined;
        parser?: "exact" | "any" | undefined;
        python?: string | undefined;
    }> & {
        appliesToText: true;
    };
    readonly 'json-schema': CheckDefinition<"json-schema", {
        kind: "json-schema";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        schema: string | boolean | Record<string, unknown>;
        jsonc?: string[] | undefined;
    }> & {
        appliesToText: true;
    };
    readonly 'yaml-valid': CheckDefinition<"yaml-valid", {
        kind: "yaml-valid";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & object> & {
        appliesToText: true;
    };
    readonly 'total-min-bytes': CheckDefinition<"total-min-bytes", {
        kind: "total-min-bytes";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        bytes: number;
    }> & {
        appliesToText: true;
    };
    readonly 'file-count': CheckDefinition<"file-count", {
        kind: "file-count";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        ext: string | string[];
        min: number;
        max?: number | undefined;
        dir?: string | undefined;
    }> & {
        appliesToText: false;
    };
    readonly 'css-min-bytes': CheckDefinition<"css-min-bytes", {
        kind: "css-min-bytes";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        bytes: number;
    }> & {
        appliesToText: false;
    };
    readonly 'max-changed-lines': CheckDefinition<"max-changed-lines", {
        kind: "max-changed-lines";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        max: number;
    }> & {
        appliesToText: false;
    };
    readonly command: CheckDefinition<"command", {
        kind: "command";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        run: string;
        timeout_seconds?: number | undefined;
    }> & {
        appliesToText: false;
    };
    readonly gotchas: CheckDefinition<"gotchas", {
        kind: "gotchas";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        file: string;
        files?: undefined;
        timeout_seconds?: number | undefined;
    }> & {
        appliesToText: false;
    };
    readonly 'not-a-question': CheckDefinition<"not-a-question", {
        kind: "not-a-question";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        max_chars?: number | undefined;
        min_questions?: number | undefined;
    }> & {
        appliesToText: true;
    };
    readonly 'no-stack-trace': CheckDefinition<"no-stack-trace", {
        kind: "no-stack-trace";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        max_share?: number | undefined;
    }> & {
        appliesToText: true;
    };
    readonly 'keyword-coverage': CheckDefinition<"keyword-coverage", {
        kind: "keyword-coverage";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        min_share?: number | undefined;
        terms?: string[] | undefined;
    }> & {
        appliesToText: true;
    };
    readonly frontmatter: CheckDefinition<"frontmatter", {
        kind: "frontmatter";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        required_keys?: string[] | undefined;
        schema?: string | boolean | Record<string, unknown> | undefined;
    }> & {
        appliesToText: true;
    };
    readonly 'max-churn': CheckDefinition<"max-churn", {
        kind: "max-churn";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        max_commits?: number | undefined;
        max_undone_lines?: number | undefined;
    }> & {
        appliesToText: false;
    };
    readonly browser: CheckDefinition<"browser", {
        kind: "browser";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        page: string;
        steps?: ({
            click: string;
        } | {
            press: string;
        } | {
            type: string;
            into: string;
        } | {
            wait: number;
        } | {
            'wait-for': string;
        })[] | undefined;
        require?: ("no-console-errors" | "no-page-errors" | "no-failed-requests" | "canvas-drawn" | "changes-on-input")[] | undefined;
        viewport?: {
            width: number;
            height: number;
        } | undefined;
        timeout_seconds?: number | undefined;
    }> & {
        appliesToText: false;
    };
    readonly 'prompt-injection': CheckDefinition<"prompt-injection", {
        kind: "prompt-injection";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        tripwires?: "fail" | "warn" | undefined;
    }> & {
        appliesToText: true;
    };
    readonly 'no-secrets': CheckDefinition<"no-secrets", {
        kind: "no-secrets";
    } & {
        id?: string | undefined;
        file?: string | undefined;
        files?: string | string[] | undefined;
        exclude?: string | string[] | undefined;
        scope?: "added" | "tree" | "changed" | undefined;
        message?: string | undefined;
        allow_empty?: boolean | undefined;
    } & {
        allow?: string[] | undefined;
    }> & {
        appliesToText: true;
    };
};
export type CheckKindName = keyof typeof definitions;
type Definitions = typeof definitions;
type SpecOf<K extends CheckKindName> = Definitions[K] extends CheckDefinition<K, infer S> ? S : never;
/** One configured check, of any kind. */
export type CheckSpec = {
    [K in CheckKindName]: SpecOf<K>;
}[CheckKindName];
export declare const checkKinds: CheckKindName[];
/** The kebab-case kind for a kind or one of its aliases; undefined for an unknown kind. */
export declare function canonicalKind(kind: string): CheckKindName | undefined;
/** Every alias and the kind it stands for, e.g. `minBytes` → `min-bytes`. */
export declare const kindAliases: ReadonlyMap<string, CheckKindName>;
/** The fields a check of this kind accepts (for "did you mean" hints); undefined for an unknown kind. */
export declare function fieldsOfKind(kind: string): string[] | undefined;
/**
 * For JSON Schema: the kind's full schema where the union holds the one-field object that leads
 * its option (an input JSON Schema describes a pipe by what it starts with).
 */
export declare function describedOption(schema: object): z.ZodMiniType | undefined;
/** The schema of a gate check in the assertions file. */
export declare const CheckSpecSchema: z.ZodMiniType<CheckSpec, unknown, z.core.$ZodTypeInternals<CheckSpec, unknown>>;
/** The kinds that make sense on one worker output, for `check` on an assertion in `critic-gate judge`. */
type TextKindName = {
    [K in CheckKindName]: Definitions[K]['appliesToText'] extends true ? K : never;
}[CheckKindName];
/** A check that can run on one worker output (no change, no working tree, no commands). */
export type TextCheckSpec = {
    [K in TextKindName]: SpecOf<K>;
}[TextKindName];
export declare const textCheckKinds: TextKindName[];
export declare const TextCheckSpecSchema: z.ZodMiniType<TextCheckSpec>;
export declare function definitionOf<K extends CheckKindName>(kind: K): CheckDefinition<K, SpecOf<K>>;
/** Whether the check runs commands or a browser, and so waits its turn (CheckDefinition.actsOnMachine). */
export declare const actsOnMachine: (spec: CheckSpec) => boolean;
/** Runs one configured check. A check that throws could not judge: never a crash and never a pass. */
export declare function runCheck(spec: CheckSpec, ctx: CheckContext): Promise<CheckOutcome>;
export {};
