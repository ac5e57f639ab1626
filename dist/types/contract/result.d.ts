import * as z from './zod.js';
export declare const VerdictSchema: z.ZodMiniEnum<{
    PASS: "PASS";
    RETRY: "RETRY";
    FAIL: "FAIL";
    SKIPPED: "SKIPPED";
}>;
export type Verdict = z.infer<typeof VerdictSchema>;
export declare const ArtifactSchema: z.ZodMiniObject<{
    path: z.ZodMiniString<string>;
    kind: z.ZodMiniEnum<{
        screenshot: "screenshot";
    }>;
}, z.core.$strip>;
export declare const GateEntrySchema: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    kind: z.ZodMiniString<string>;
    passed: z.ZodMiniBoolean<boolean>;
    evidence: z.ZodMiniString<string>;
    fix: z.ZodMiniOptional<z.ZodMiniString<string>>;
    location: z.ZodMiniOptional<z.ZodMiniObject<{
        path: z.ZodMiniString<string>;
        line: z.ZodMiniInt;
        column: z.ZodMiniOptional<z.ZodMiniInt>;
        quote: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    not_run: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    artifacts: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
        path: z.ZodMiniString<string>;
        kind: z.ZodMiniEnum<{
            screenshot: "screenshot";
        }>;
    }, z.core.$strip>>>;
    severity: z.ZodMiniOptional<z.ZodMiniLiteral<"warning">>;
    findings: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
        path: z.ZodMiniString<string>;
        line: z.ZodMiniOptional<z.ZodMiniInt>;
        column: z.ZodMiniOptional<z.ZodMiniInt>;
        message: z.ZodMiniString<string>;
        quote: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>>;
    findings_omitted: z.ZodMiniOptional<z.ZodMiniInt>;
}, z.core.$strip>;
export type GateEntry = z.infer<typeof GateEntrySchema>;
/** What the judge could not see for one assertion because the prompt had to fit the model's context. */
export declare const CoverageSchema: z.ZodMiniObject<{
    complete: z.ZodMiniBoolean<boolean>;
    unseen: z.ZodMiniArray<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type Coverage = z.infer<typeof CoverageSchema>;
/** One example of an assertion (spec §15) as the judge read it in this run. */
export declare const ExampleReadingSchema: z.ZodMiniObject<{
    file: z.ZodMiniString<string>;
    expect: z.ZodMiniEnum<{
        met: "met";
        unmet: "unmet";
    }>;
    met: z.ZodMiniNullable<z.ZodMiniBoolean<boolean>>;
    agrees: z.ZodMiniBoolean<boolean>;
    said: z.ZodMiniString<string>;
    votes: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type ExampleReading = z.infer<typeof ExampleReadingSchema>;
/**
 * Spec §15: an LLM criterion that may not block in this run. Its result is shown as a warning; it
 * counts neither toward FAIL nor the score.
 */
export declare const AdvisorySchema: z.ZodMiniObject<{
    reason: z.ZodMiniString<string>;
    examples: z.ZodMiniArray<z.ZodMiniObject<{
        file: z.ZodMiniString<string>;
        expect: z.ZodMiniEnum<{
            met: "met";
            unmet: "unmet";
        }>;
        met: z.ZodMiniNullable<z.ZodMiniBoolean<boolean>>;
        agrees: z.ZodMiniBoolean<boolean>;
        said: z.ZodMiniString<string>;
        votes: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Advisory = z.infer<typeof AdvisorySchema>;
export declare const CriterionSchema: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    assertion: z.ZodMiniString<string>;
    critical: z.ZodMiniBoolean<boolean>;
    weight: z.ZodMiniNumber<number>;
    source: z.ZodMiniEnum<{
        check: "check";
        llm: "llm";
    }>;
    met: z.ZodMiniNullable<z.ZodMiniBoolean<boolean>>;
    status: z.ZodMiniEnum<{
        judged: "judged";
        "not-judged": "not-judged";
        "judge-error": "judge-error";
        "not-run": "not-run";
        not_applicable: "not_applicable";
    }>;
    evidence: z.ZodMiniOptional<z.ZodMiniString<string>>;
    location: z.ZodMiniOptional<z.ZodMiniObject<{
        path: z.ZodMiniString<string>;
        line: z.ZodMiniInt;
        column: z.ZodMiniOptional<z.ZodMiniInt>;
        quote: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    fix: z.ZodMiniOptional<z.ZodMiniString<string>>;
    coverage: z.ZodMiniOptional<z.ZodMiniObject<{
        complete: z.ZodMiniBoolean<boolean>;
        unseen: z.ZodMiniArray<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
    agreement: z.ZodMiniOptional<z.ZodMiniString<string>>;
    examples: z.ZodMiniOptional<z.ZodMiniString<string>>;
    advisory: z.ZodMiniOptional<z.ZodMiniObject<{
        reason: z.ZodMiniString<string>;
        examples: z.ZodMiniArray<z.ZodMiniObject<{
            file: z.ZodMiniString<string>;
            expect: z.ZodMiniEnum<{
                met: "met";
                unmet: "unmet";
            }>;
            met: z.ZodMiniNullable<z.ZodMiniBoolean<boolean>>;
            agrees: z.ZodMiniBoolean<boolean>;
            said: z.ZodMiniString<string>;
            votes: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Criterion = z.infer<typeof CriterionSchema>;
export declare const StatsSchema: z.ZodMiniObject<{
    model: z.ZodMiniNullable<z.ZodMiniString<string>>;
    llm_calls: z.ZodMiniInt;
    prompt_tokens: z.ZodMiniInt;
    prompt_tokens_estimated: z.ZodMiniOptional<z.ZodMiniInt>;
    completion_tokens: z.ZodMiniInt;
    duration_ms: z.ZodMiniInt;
    truncated_lines: z.ZodMiniOptional<z.ZodMiniInt>;
    host: z.ZodMiniOptional<z.ZodMiniString<string>>;
    failovers: z.ZodMiniOptional<z.ZodMiniInt>;
    cache_hits: z.ZodMiniOptional<z.ZodMiniInt>;
}, z.core.$strip>;
export type Stats = z.infer<typeof StatsSchema>;
export declare const RouteSchema: z.ZodMiniEnum<{
    approve: "approve";
    rework: "rework";
    escalate: "escalate";
}>;
export type Route = z.infer<typeof RouteSchema>;
export declare const SubjectFileSchema: z.ZodMiniObject<{
    path: z.ZodMiniString<string>;
    old_path: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniEnum<{
        added: "added";
        modified: "modified";
        deleted: "deleted";
        renamed: "renamed";
        copied: "copied";
        typechange: "typechange";
    }>;
    additions: z.ZodMiniInt;
    deletions: z.ZodMiniInt;
    binary: z.ZodMiniBoolean<boolean>;
}, z.core.$strip>;
/** The known-answer canaries that went into every judge request (spec §8). */
export declare const CalibrationSchema: z.ZodMiniObject<{
    passed: z.ZodMiniBoolean<boolean>;
    canaries: z.ZodMiniInt;
    failed: z.ZodMiniArray<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type Calibration = z.infer<typeof CalibrationSchema>;
/** One request the judge sent and the answer it got (spec §15), as SHA-256 hex of their exact bytes. */
export declare const ReceiptCallSchema: z.ZodMiniObject<{
    request_sha256: z.ZodMiniOptional<z.ZodMiniString<string>>;
    answer_sha256: z.ZodMiniString<string>;
    cached: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
}, z.core.$strip>;
export type ReceiptCall = z.infer<typeof ReceiptCallSchema>;
/** Why no model was asked for a verdict: the judge's reason, or `cache-hit` when every answer came from the cache. */
export declare const NoModelCallSchema: z.ZodMiniEnum<{
    "judge-error": "judge-error";
    "nothing-to-ask": "nothing-to-ask";
    "gate-failed": "gate-failed";
    misconfigured: "misconfigured";
    "critical-failed": "critical-failed";
    "past-limit": "past-limit";
    "judge-off": "judge-off";
    "cache-hit": "cache-hit";
}>;
export type NoModelCall = z.infer<typeof NoModelCallSchema>;
/**
 * What a verdict rests on (spec §15): the model as its server named it, every request and answer
 * by hash, the sampling options, the votes per criterion, and in PR mode the config digest and
 * the head. `critic-gate replay` re-sends the requests and checks the verdict against it.
 */
export declare const ReceiptSchema: z.ZodMiniObject<{
    model: z.ZodMiniNullable<z.ZodMiniString<string>>;
    digest: z.ZodMiniNullable<z.ZodMiniString<string>>;
    backend: z.ZodMiniOptional<z.ZodMiniString<string>>;
    temperature: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    seed: z.ZodMiniOptional<z.ZodMiniInt>;
    num_ctx: z.ZodMiniOptional<z.ZodMiniInt>;
    calls: z.ZodMiniArray<z.ZodMiniObject<{
        request_sha256: z.ZodMiniOptional<z.ZodMiniString<string>>;
        answer_sha256: z.ZodMiniString<string>;
        cached: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
    }, z.core.$strip>>;
    tally: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        met: z.ZodMiniInt;
        unmet: z.ZodMiniInt;
    }, z.core.$strip>>;
    no_model_call: z.ZodMiniOptional<z.ZodMiniEnum<{
        "judge-error": "judge-error";
        "nothing-to-ask": "nothing-to-ask";
        "gate-failed": "gate-failed";
        misconfigured: "misconfigured";
        "critical-failed": "critical-failed";
        "past-limit": "past-limit";
        "judge-off": "judge-off";
        "cache-hit": "cache-hit";
    }>>;
    config_digest: z.ZodMiniOptional<z.ZodMiniString<string>>;
    head_sha: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type Receipt = z.infer<typeof ReceiptSchema>;
/** A `/critic-gate override` command that made a head PASS. */
export declare const OverrideSchema: z.ZodMiniObject<{
    by: z.ZodMiniString<string>;
    reason: z.ZodMiniString<string>;
    comment_url: z.ZodMiniString<string>;
    original_verdict: z.ZodMiniEnum<{
        PASS: "PASS";
        RETRY: "RETRY";
        FAIL: "FAIL";
        SKIPPED: "SKIPPED";
    }>;
}, z.core.$strip>;
export type Override = z.infer<typeof OverrideSchema>;
/** The critic result (spec §3). */
export declare const CriticResultSchema: z.ZodMiniObject<{
    gate_passed: z.ZodMiniBoolean<boolean>;
    schema_valid: z.ZodMiniBoolean<boolean>;
    gate: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        kind: z.ZodMiniString<string>;
        passed: z.ZodMiniBoolean<boolean>;
        evidence: z.ZodMiniString<string>;
        fix: z.ZodMiniOptional<z.ZodMiniString<string>>;
        location: z.ZodMiniOptional<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            line: z.ZodMiniInt;
            column: z.ZodMiniOptional<z.ZodMiniInt>;
            quote: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        not_run: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        artifacts: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            kind: z.ZodMiniEnum<{
                screenshot: "screenshot";
            }>;
        }, z.core.$strip>>>;
        severity: z.ZodMiniOptional<z.ZodMiniLiteral<"warning">>;
        findings: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            line: z.ZodMiniOptional<z.ZodMiniInt>;
            column: z.ZodMiniOptional<z.ZodMiniInt>;
            message: z.ZodMiniString<string>;
            quote: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>>>;
        findings_omitted: z.ZodMiniOptional<z.ZodMiniInt>;
    }, z.core.$strip>>;
    criteria: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        assertion: z.ZodMiniString<string>;
        critical: z.ZodMiniBoolean<boolean>;
        weight: z.ZodMiniNumber<number>;
        source: z.ZodMiniEnum<{
            check: "check";
            llm: "llm";
        }>;
        met: z.ZodMiniNullable<z.ZodMiniBoolean<boolean>>;
        status: z.ZodMiniEnum<{
            judged: "judged";
            "not-judged": "not-judged";
            "judge-error": "judge-error";
            "not-run": "not-run";
            not_applicable: "not_applicable";
        }>;
        evidence: z.ZodMiniOptional<z.ZodMiniString<string>>;
        location: z.ZodMiniOptional<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            line: z.ZodMiniInt;
            column: z.ZodMiniOptional<z.ZodMiniInt>;
            quote: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        fix: z.ZodMiniOptional<z.ZodMiniString<string>>;
        coverage: z.ZodMiniOptional<z.ZodMiniObject<{
            complete: z.ZodMiniBoolean<boolean>;
            unseen: z.ZodMiniArray<z.ZodMiniString<string>>;
        }, z.core.$strip>>;
        agreement: z.ZodMiniOptional<z.ZodMiniString<string>>;
        examples: z.ZodMiniOptional<z.ZodMiniString<string>>;
        advisory: z.ZodMiniOptional<z.ZodMiniObject<{
            reason: z.ZodMiniString<string>;
            examples: z.ZodMiniArray<z.ZodMiniObject<{
                file: z.ZodMiniString<string>;
                expect: z.ZodMiniEnum<{
                    met: "met";
                    unmet: "unmet";
                }>;
                met: z.ZodMiniNullable<z.ZodMiniBoolean<boolean>>;
                agrees: z.ZodMiniBoolean<boolean>;
                said: z.ZodMiniString<string>;
                votes: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    score: z.ZodMiniNumber<number>;
    verdict: z.ZodMiniEnum<{
        PASS: "PASS";
        RETRY: "RETRY";
        FAIL: "FAIL";
        SKIPPED: "SKIPPED";
    }>;
    feedback_for_worker: z.ZodMiniString<string>;
    stats: z.ZodMiniObject<{
        model: z.ZodMiniNullable<z.ZodMiniString<string>>;
        llm_calls: z.ZodMiniInt;
        prompt_tokens: z.ZodMiniInt;
        prompt_tokens_estimated: z.ZodMiniOptional<z.ZodMiniInt>;
        completion_tokens: z.ZodMiniInt;
        duration_ms: z.ZodMiniInt;
        truncated_lines: z.ZodMiniOptional<z.ZodMiniInt>;
        host: z.ZodMiniOptional<z.ZodMiniString<string>>;
        failovers: z.ZodMiniOptional<z.ZodMiniInt>;
        cache_hits: z.ZodMiniOptional<z.ZodMiniInt>;
    }, z.core.$strip>;
    calibration: z.ZodMiniOptional<z.ZodMiniObject<{
        passed: z.ZodMiniBoolean<boolean>;
        canaries: z.ZodMiniInt;
        failed: z.ZodMiniArray<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
    receipt: z.ZodMiniOptional<z.ZodMiniObject<{
        model: z.ZodMiniNullable<z.ZodMiniString<string>>;
        digest: z.ZodMiniNullable<z.ZodMiniString<string>>;
        backend: z.ZodMiniOptional<z.ZodMiniString<string>>;
        temperature: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        seed: z.ZodMiniOptional<z.ZodMiniInt>;
        num_ctx: z.ZodMiniOptional<z.ZodMiniInt>;
        calls: z.ZodMiniArray<z.ZodMiniObject<{
            request_sha256: z.ZodMiniOptional<z.ZodMiniString<string>>;
            answer_sha256: z.ZodMiniString<string>;
            cached: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
        }, z.core.$strip>>;
        tally: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            met: z.ZodMiniInt;
            unmet: z.ZodMiniInt;
        }, z.core.$strip>>;
        no_model_call: z.ZodMiniOptional<z.ZodMiniEnum<{
            "judge-error": "judge-error";
            "nothing-to-ask": "nothing-to-ask";
            "gate-failed": "gate-failed";
            misconfigured: "misconfigured";
            "critical-failed": "critical-failed";
            "past-limit": "past-limit";
            "judge-off": "judge-off";
            "cache-hit": "cache-hit";
        }>>;
        config_digest: z.ZodMiniOptional<z.ZodMiniString<string>>;
        head_sha: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
    _critic_status: z.ZodMiniOptional<z.ZodMiniEnum<{
        skipped: "skipped";
        error: "error";
    }>>;
    error: z.ZodMiniOptional<z.ZodMiniString<string>>;
    route: z.ZodMiniOptional<z.ZodMiniEnum<{
        approve: "approve";
        rework: "rework";
        escalate: "escalate";
    }>>;
    attempt: z.ZodMiniOptional<z.ZodMiniObject<{
        number: z.ZodMiniInt;
        max: z.ZodMiniInt;
    }, z.core.$strip>>;
    subject: z.ZodMiniOptional<z.ZodMiniObject<{
        files: z.ZodMiniArray<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            old_path: z.ZodMiniOptional<z.ZodMiniString<string>>;
            status: z.ZodMiniEnum<{
                added: "added";
                modified: "modified";
                deleted: "deleted";
                renamed: "renamed";
                copied: "copied";
                typechange: "typechange";
            }>;
            additions: z.ZodMiniInt;
            deletions: z.ZodMiniInt;
            binary: z.ZodMiniBoolean<boolean>;
        }, z.core.$strip>>;
        base: z.ZodMiniOptional<z.ZodMiniString<string>>;
        head: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
    config: z.ZodMiniOptional<z.ZodMiniObject<{
        path: z.ZodMiniString<string>;
        source: z.ZodMiniEnum<{
            base: "base";
            head: "head";
            disk: "disk";
            worktree: "worktree";
        }>;
        commit: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
    nothing_covered: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
    skipped_reason: z.ZodMiniOptional<z.ZodMiniEnum<{
        draft: "draft";
    }>>;
    override: z.ZodMiniOptional<z.ZodMiniObject<{
        by: z.ZodMiniString<string>;
        reason: z.ZodMiniString<string>;
        comment_url: z.ZodMiniString<string>;
        original_verdict: z.ZodMiniEnum<{
            PASS: "PASS";
            RETRY: "RETRY";
            FAIL: "FAIL";
            SKIPPED: "SKIPPED";
        }>;
    }, z.core.$strip>>;
    reused_verdict: z.ZodMiniOptional<z.ZodMiniObject<{
        pull: z.ZodMiniInt;
        head_sha: z.ZodMiniString<string>;
        review_url: z.ZodMiniString<string>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Who can fix a run that could not judge, as errors/taxonomy.ts sorts every failure: the command
 * line (`usage`), the Action's inputs or the critic input (`input`), the Action's event (`event`),
 * the assertions file or what its checks read (`config`), the runner's toolchain (`toolchain`),
 * the repository or refs (`git`), the token or GitHub (`github`), the judge's host (`judge`), the
 * judge's model answering out of shape (`model`), the operating system (`system`), a bug (`internal`).
 */
export type ErrorCategory = 'usage' | 'input' | 'event' | 'config' | 'toolchain' | 'git' | 'github' | 'judge' | 'model';
export type ErrorCauseCategory = ErrorCategory | 'system' | 'internal';
/** The cause of a result that could not judge: its category, and for a config error the file and line it names. */
export interface ErrorCause {
    category: ErrorCauseCategory;
    file?: string | undefined;
    line?: number | undefined;
}
/**
 * The result. `_critic_error` is internal, beside `_critic_status: "error"`: the typed cause the
 * renderers read to say where to fix it. The spec has no field for it, so it is never published:
 * `publishedResult` (published.ts) leaves it out of every JSON a front end writes.
 */
export type CriticResult = z.infer<typeof CriticResultSchema> & {
    _critic_error?: ErrorCause | undefined;
};
