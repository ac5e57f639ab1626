/**
 * Every check kind by its name, the name of its file, in the order the kinds were added (the
 * schema, the docs and the messages list them so). src/checks/registry.ts checks each name
 * against its definition's kind and is the one module that reads this.
 */
export declare const kindDefinitions: {
    readonly contains: import("./define.js").CheckDefinition<"contains", {
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
    readonly 'not-contains': import("./define.js").CheckDefinition<"not-contains", {
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
    readonly 'min-bytes': import("./define.js").CheckDefinition<"min-bytes", {
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
    readonly 'no-placeholders': import("./define.js").CheckDefinition<"no-placeholders", {
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
    readonly 'required-sections': import("./define.js").CheckDefinition<"required-sections", {
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
    readonly 'json-valid': import("./define.js").CheckDefinition<"json-valid", {
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
    readonly sniff: import("./define.js").CheckDefinition<"sniff", {
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
    readonly syntax: import("./define.js").CheckDefinition<"syntax", {
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
    readonly 'json-schema': import("./define.js").CheckDefinition<"json-schema", {
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
    readonly 'yaml-valid': import("./define.js").CheckDefinition<"yaml-valid", {
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
    readonly 'total-min-bytes': import("./define.js").CheckDefinition<"total-min-bytes", {
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
    readonly 'file-count': import("./define.js").CheckDefinition<"file-count", {
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
    readonly 'css-min-bytes': import("./define.js").CheckDefinition<"css-min-bytes", {
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
    readonly 'max-changed-lines': import("./define.js").CheckDefinition<"max-changed-lines", {
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
    readonly command: import("./define.js").CheckDefinition<"command", {
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
    readonly gotchas: import("./define.js").CheckDefinition<"gotchas", {
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
    readonly 'not-a-question': import("./define.js").CheckDefinition<"not-a-question", {
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
    readonly 'no-stack-trace': import("./define.js").CheckDefinition<"no-stack-trace", {
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
    readonly 'keyword-coverage': import("./define.js").CheckDefinition<"keyword-coverage", {
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
    readonly frontmatter: import("./define.js").CheckDefinition<"frontmatter", {
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
    readonly 'max-churn': import("./define.js").CheckDefinition<"max-churn", {
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
    readonly browser: import("./define.js").CheckDefinition<"browser", {
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
    readonly 'prompt-injection': import("./define.js").CheckDefinition<"prompt-injection", {
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
    readonly 'no-secrets': import("./define.js").CheckDefinition<"no-secrets", {
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
