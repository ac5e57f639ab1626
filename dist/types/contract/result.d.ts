import { z } from 'zod';
export declare const VerdictSchema: z.ZodEnum<{
    PASS: "PASS";
    RETRY: "RETRY";
    FAIL: "FAIL";
    SKIPPED: "SKIPPED";
}>;
export type Verdict = z.infer<typeof VerdictSchema>;
export declare const ArtifactSchema: z.ZodObject<{
    path: z.ZodString;
    kind: z.ZodEnum<{
        screenshot: "screenshot";
    }>;
}, z.core.$strip>;
export declare const GateEntrySchema: z.ZodObject<{
    id: z.ZodString;
    kind: z.ZodString;
    passed: z.ZodBoolean;
    evidence: z.ZodString;
    fix: z.ZodOptional<z.ZodString>;
    location: z.ZodOptional<z.ZodObject<{
        path: z.ZodString;
        line: z.ZodNumber;
        column: z.ZodOptional<z.ZodNumber>;
        quote: z.ZodString;
    }, z.core.$strip>>;
    not_run: z.ZodOptional<z.ZodBoolean>;
    artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
        path: z.ZodString;
        kind: z.ZodEnum<{
            screenshot: "screenshot";
        }>;
    }, z.core.$strip>>>;
    severity: z.ZodOptional<z.ZodLiteral<"warning">>;
    findings: z.ZodOptional<z.ZodArray<z.ZodObject<{
        path: z.ZodString;
        line: z.ZodOptional<z.ZodNumber>;
        column: z.ZodOptional<z.ZodNumber>;
        message: z.ZodString;
        quote: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>>;
    findings_omitted: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
export type GateEntry = z.infer<typeof GateEntrySchema>;
/** What the judge could not see for one assertion because the prompt had to fit the model's context. */
export declare const CoverageSchema: z.ZodObject<{
    complete: z.ZodBoolean;
    unseen: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
export type Coverage = z.infer<typeof CoverageSchema>;
export declare const CriterionSchema: z.ZodObject<{
    id: z.ZodString;
    assertion: z.ZodString;
    critical: z.ZodBoolean;
    weight: z.ZodNumber;
    source: z.ZodEnum<{
        check: "check";
        llm: "llm";
    }>;
    met: z.ZodNullable<z.ZodBoolean>;
    status: z.ZodEnum<{
        judged: "judged";
        "not-judged": "not-judged";
        "judge-error": "judge-error";
        "not-run": "not-run";
        not_applicable: "not_applicable";
    }>;
    evidence: z.ZodOptional<z.ZodString>;
    location: z.ZodOptional<z.ZodObject<{
        path: z.ZodString;
        line: z.ZodNumber;
        column: z.ZodOptional<z.ZodNumber>;
        quote: z.ZodString;
    }, z.core.$strip>>;
    fix: z.ZodOptional<z.ZodString>;
    coverage: z.ZodOptional<z.ZodObject<{
        complete: z.ZodBoolean;
        unseen: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    agreement: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type Criterion = z.infer<typeof CriterionSchema>;
export declare const StatsSchema: z.ZodObject<{
    model: z.ZodNullable<z.ZodString>;
    llm_calls: z.ZodNumber;
    prompt_tokens: z.ZodNumber;
    prompt_tokens_estimated: z.ZodOptional<z.ZodNumber>;
    completion_tokens: z.ZodNumber;
    duration_ms: z.ZodNumber;
    truncated_lines: z.ZodOptional<z.ZodNumber>;
    host: z.ZodOptional<z.ZodString>;
    failovers: z.ZodOptional<z.ZodNumber>;
    cache_hits: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
export type Stats = z.infer<typeof StatsSchema>;
export declare const RouteSchema: z.ZodEnum<{
    approve: "approve";
    rework: "rework";
    escalate: "escalate";
}>;
export type Route = z.infer<typeof RouteSchema>;
export declare const SubjectFileSchema: z.ZodObject<{
    path: z.ZodString;
    old_path: z.ZodOptional<z.ZodString>;
    status: z.ZodEnum<{
        added: "added";
        modified: "modified";
        deleted: "deleted";
        renamed: "renamed";
        copied: "copied";
        typechange: "typechange";
    }>;
    additions: z.ZodNumber;
    deletions: z.ZodNumber;
    binary: z.ZodBoolean;
}, z.core.$strip>;
/** The known-answer canaries that went into every judge request (spec §8). */
export declare const CalibrationSchema: z.ZodObject<{
    passed: z.ZodBoolean;
    canaries: z.ZodNumber;
    failed: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
export type Calibration = z.infer<typeof CalibrationSchema>;
/** A `/critic-gate override` command that made a head PASS. */
export declare const OverrideSchema: z.ZodObject<{
    by: z.ZodString;
    reason: z.ZodString;
    comment_url: z.ZodString;
    original_verdict: z.ZodEnum<{
        PASS: "PASS";
        RETRY: "RETRY";
        FAIL: "FAIL";
        SKIPPED: "SKIPPED";
    }>;
}, z.core.$strip>;
export type Override = z.infer<typeof OverrideSchema>;
/** The critic result (spec §3). */
export declare const CriticResultSchema: z.ZodObject<{
    gate_passed: z.ZodBoolean;
    schema_valid: z.ZodBoolean;
    gate: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        kind: z.ZodString;
        passed: z.ZodBoolean;
        evidence: z.ZodString;
        fix: z.ZodOptional<z.ZodString>;
        location: z.ZodOptional<z.ZodObject<{
            path: z.ZodString;
            line: z.ZodNumber;
            column: z.ZodOptional<z.ZodNumber>;
            quote: z.ZodString;
        }, z.core.$strip>>;
        not_run: z.ZodOptional<z.ZodBoolean>;
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            path: z.ZodString;
            kind: z.ZodEnum<{
                screenshot: "screenshot";
            }>;
        }, z.core.$strip>>>;
        severity: z.ZodOptional<z.ZodLiteral<"warning">>;
        findings: z.ZodOptional<z.ZodArray<z.ZodObject<{
            path: z.ZodString;
            line: z.ZodOptional<z.ZodNumber>;
            column: z.ZodOptional<z.ZodNumber>;
            message: z.ZodString;
            quote: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>>;
        findings_omitted: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    criteria: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        assertion: z.ZodString;
        critical: z.ZodBoolean;
        weight: z.ZodNumber;
        source: z.ZodEnum<{
            check: "check";
            llm: "llm";
        }>;
        met: z.ZodNullable<z.ZodBoolean>;
        status: z.ZodEnum<{
            judged: "judged";
            "not-judged": "not-judged";
            "judge-error": "judge-error";
            "not-run": "not-run";
            not_applicable: "not_applicable";
        }>;
        evidence: z.ZodOptional<z.ZodString>;
        location: z.ZodOptional<z.ZodObject<{
            path: z.ZodString;
            line: z.ZodNumber;
            column: z.ZodOptional<z.ZodNumber>;
            quote: z.ZodString;
        }, z.core.$strip>>;
        fix: z.ZodOptional<z.ZodString>;
        coverage: z.ZodOptional<z.ZodObject<{
            complete: z.ZodBoolean;
            unseen: z.ZodArray<z.ZodString>;
        }, z.core.$strip>>;
        agreement: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    score: z.ZodNumber;
    verdict: z.ZodEnum<{
        PASS: "PASS";
        RETRY: "RETRY";
        FAIL: "FAIL";
        SKIPPED: "SKIPPED";
    }>;
    feedback_for_worker: z.ZodString;
    stats: z.ZodObject<{
        model: z.ZodNullable<z.ZodString>;
        llm_calls: z.ZodNumber;
        prompt_tokens: z.ZodNumber;
        prompt_tokens_estimated: z.ZodOptional<z.ZodNumber>;
        completion_tokens: z.ZodNumber;
        duration_ms: z.ZodNumber;
        truncated_lines: z.ZodOptional<z.ZodNumber>;
        host: z.ZodOptional<z.ZodString>;
        failovers: z.ZodOptional<z.ZodNumber>;
        cache_hits: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>;
    calibration: z.ZodOptional<z.ZodObject<{
        passed: z.ZodBoolean;
        canaries: z.ZodNumber;
        failed: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    _critic_status: z.ZodOptional<z.ZodEnum<{
        error: "error";
        skipped: "skipped";
    }>>;
    error: z.ZodOptional<z.ZodString>;
    route: z.ZodOptional<z.ZodEnum<{
        approve: "approve";
        rework: "rework";
        escalate: "escalate";
    }>>;
    attempt: z.ZodOptional<z.ZodObject<{
        number: z.ZodNumber;
        max: z.ZodNumber;
    }, z.core.$strip>>;
    subject: z.ZodOptional<z.ZodObject<{
        files: z.ZodArray<z.ZodObject<{
            path: z.ZodString;
            old_path: z.ZodOptional<z.ZodString>;
            status: z.ZodEnum<{
                added: "added";
                modified: "modified";
                deleted: "deleted";
                renamed: "renamed";
                copied: "copied";
                typechange: "typechange";
            }>;
            additions: z.ZodNumber;
            deletions: z.ZodNumber;
            binary: z.ZodBoolean;
        }, z.core.$strip>>;
        base: z.ZodOptional<z.ZodString>;
        head: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    config: z.ZodOptional<z.ZodObject<{
        path: z.ZodString;
        source: z.ZodEnum<{
            base: "base";
            head: "head";
            disk: "disk";
        }>;
        commit: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    nothing_covered: z.ZodOptional<z.ZodLiteral<true>>;
    skipped_reason: z.ZodOptional<z.ZodEnum<{
        draft: "draft";
    }>>;
    override: z.ZodOptional<z.ZodObject<{
        by: z.ZodString;
        reason: z.ZodString;
        comment_url: z.ZodString;
        original_verdict: z.ZodEnum<{
            PASS: "PASS";
            RETRY: "RETRY";
            FAIL: "FAIL";
            SKIPPED: "SKIPPED";
        }>;
    }, z.core.$strip>>;
    reused_verdict: z.ZodOptional<z.ZodObject<{
        pull: z.ZodNumber;
        head_sha: z.ZodString;
        review_url: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type CriticResult = z.infer<typeof CriticResultSchema>;
