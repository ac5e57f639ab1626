/**
 * The report formats, one entry each. The CLI's `--format` values, their help and how each is
 * rendered derive from this table, so a new format is one entry here and its renderer. Renderers
 * load on first use: a quick `judge` pays only for the one it prints.
 */
import type { CriticResult } from '../contract/result.js';
export interface RenderOptions {
    /** ANSI colour in the text report. */
    color: boolean;
    /** Indented JSON (json, sarif). */
    pretty: boolean;
    /** Read by someone running the CLI on their own machine: setup advice names its flags, not the Action's inputs. */
    local: boolean;
}
export interface ReportFormatDef {
    /** What the format is, as `--help` says it. */
    help: string;
    render(result: CriticResult, options: RenderOptions): Promise<string>;
}
export declare const REPORT_FORMATS: {
    readonly text: {
        readonly help: "for people";
        readonly render: (r: {
            gate_passed: boolean;
            schema_valid: boolean;
            gate: {
                id: string;
                kind: string;
                passed: boolean;
                evidence: string;
                fix?: string | undefined;
                location?: {
                    path: string;
                    line: number;
                    quote: string;
                    column?: number | undefined;
                } | undefined;
                not_run?: boolean | undefined;
                artifacts?: {
                    path: string;
                    kind: "screenshot";
                }[] | undefined;
                severity?: "warning" | undefined;
                findings?: {
                    path: string;
                    message: string;
                    line?: number | undefined;
                    column?: number | undefined;
                    quote?: string | undefined;
                }[] | undefined;
                findings_omitted?: number | undefined;
            }[];
            criteria: {
                id: string;
                assertion: string;
                critical: boolean;
                weight: number;
                source: "check" | "llm";
                met: boolean | null;
                status: "judged" | "not-judged" | "judge-error" | "not-run" | "not_applicable";
                evidence?: string | undefined;
                location?: {
                    path: string;
                    line: number;
                    quote: string;
                    column?: number | undefined;
                } | undefined;
                fix?: string | undefined;
                coverage?: {
                    complete: boolean;
                    unseen: string[];
                } | undefined;
                agreement?: string | undefined;
                examples?: string | undefined;
                advisory?: {
                    reason: string;
                    examples: {
                        file: string;
                        expect: "met" | "unmet";
                        met: boolean | null;
                        agrees: boolean;
                        said: string;
                        votes?: string | undefined;
                    }[];
                } | undefined;
            }[];
            score: number;
            verdict: "PASS" | "RETRY" | "FAIL" | "SKIPPED";
            feedback_for_worker: string;
            stats: {
                model: string | null;
                llm_calls: number;
                prompt_tokens: number;
                completion_tokens: number;
                duration_ms: number;
                prompt_tokens_estimated?: number | undefined;
                truncated_lines?: number | undefined;
                host?: string | undefined;
                failovers?: number | undefined;
                cache_hits?: number | undefined;
            };
            calibration?: {
                passed: boolean;
                canaries: number;
                failed: string[];
            } | undefined;
            receipt?: {
                model: string | null;
                digest: string | null;
                calls: {
                    answer_sha256: string;
                    request_sha256?: string | undefined;
                    cached?: true | undefined;
                }[];
                tally: Record<string, {
                    met: number;
                    unmet: number;
                }>;
                backend?: string | undefined;
                temperature?: number | undefined;
                seed?: number | undefined;
                num_ctx?: number | undefined;
                no_model_call?: "judge-error" | "nothing-to-ask" | "gate-failed" | "misconfigured" | "critical-failed" | "past-limit" | "judge-off" | "cache-hit" | undefined;
                config_digest?: string | undefined;
                head_sha?: string | undefined;
            } | undefined;
            _critic_status?: "skipped" | "error" | undefined;
            error?: string | undefined;
            route?: "approve" | "rework" | "escalate" | undefined;
            attempt?: {
                number: number;
                max: number;
            } | undefined;
            subject?: {
                files: {
                    path: string;
                    status: "added" | "modified" | "deleted" | "renamed" | "copied" | "typechange";
                    additions: number;
                    deletions: number;
                    binary: boolean;
                    old_path?: string | undefined;
                }[];
                base?: string | undefined;
                head?: string | undefined;
            } | undefined;
            config?: {
                path: string;
                source: "base" | "head" | "disk" | "worktree";
                commit?: string | undefined;
            } | undefined;
            nothing_covered?: true | undefined;
            skipped_reason?: "draft" | undefined;
            override?: {
                by: string;
                reason: string;
                comment_url: string;
                original_verdict: "PASS" | "RETRY" | "FAIL" | "SKIPPED";
            } | undefined;
            reused_verdict?: {
                pull: number;
                head_sha: string;
                review_url: string;
            } | undefined;
        }, o: RenderOptions) => Promise<string>;
    };
    readonly json: {
        readonly help: "the result";
        readonly render: (r: {
            gate_passed: boolean;
            schema_valid: boolean;
            gate: {
                id: string;
                kind: string;
                passed: boolean;
                evidence: string;
                fix?: string | undefined;
                location?: {
                    path: string;
                    line: number;
                    quote: string;
                    column?: number | undefined;
                } | undefined;
                not_run?: boolean | undefined;
                artifacts?: {
                    path: string;
                    kind: "screenshot";
                }[] | undefined;
                severity?: "warning" | undefined;
                findings?: {
                    path: string;
                    message: string;
                    line?: number | undefined;
                    column?: number | undefined;
                    quote?: string | undefined;
                }[] | undefined;
                findings_omitted?: number | undefined;
            }[];
            criteria: {
                id: string;
                assertion: string;
                critical: boolean;
                weight: number;
                source: "check" | "llm";
                met: boolean | null;
                status: "judged" | "not-judged" | "judge-error" | "not-run" | "not_applicable";
                evidence?: string | undefined;
                location?: {
                    path: string;
                    line: number;
                    quote: string;
                    column?: number | undefined;
                } | undefined;
                fix?: string | undefined;
                coverage?: {
                    complete: boolean;
                    unseen: string[];
                } | undefined;
                agreement?: string | undefined;
                examples?: string | undefined;
                advisory?: {
                    reason: string;
                    examples: {
                        file: string;
                        expect: "met" | "unmet";
                        met: boolean | null;
                        agrees: boolean;
                        said: string;
                        votes?: string | undefined;
                    }[];
                } | undefined;
            }[];
            score: number;
            verdict: "PASS" | "RETRY" | "FAIL" | "SKIPPED";
            feedback_for_worker: string;
            stats: {
                model: string | null;
                llm_calls: number;
                prompt_tokens: number;
                completion_tokens: number;
                duration_ms: number;
                prompt_tokens_estimated?: number | undefined;
                truncated_lines?: number | undefined;
                host?: string | undefined;
                failovers?: number | undefined;
                cache_hits?: number | undefined;
            };
            calibration?: {
                passed: boolean;
                canaries: number;
                failed: string[];
            } | undefined;
            receipt?: {
                model: string | null;
                digest: string | null;
                calls: {
                    answer_sha256: string;
                    request_sha256?: string | undefined;
                    cached?: true | undefined;
                }[];
                tally: Record<string, {
                    met: number;
                    unmet: number;
                }>;
                backend?: string | undefined;
                temperature?: number | undefined;
                seed?: number | undefined;
                num_ctx?: number | undefined;
                no_model_call?: "judge-error" | "nothing-to-ask" | "gate-failed" | "misconfigured" | "critical-failed" | "past-limit" | "judge-off" | "cache-hit" | undefined;
                config_digest?: string | undefined;
                head_sha?: string | undefined;
            } | undefined;
            _critic_status?: "skipped" | "error" | undefined;
            error?: string | undefined;
            route?: "approve" | "rework" | "escalate" | undefined;
            attempt?: {
                number: number;
                max: number;
            } | undefined;
            subject?: {
                files: {
                    path: string;
                    status: "added" | "modified" | "deleted" | "renamed" | "copied" | "typechange";
                    additions: number;
                    deletions: number;
                    binary: boolean;
                    old_path?: string | undefined;
                }[];
                base?: string | undefined;
                head?: string | undefined;
            } | undefined;
            config?: {
                path: string;
                source: "base" | "head" | "disk" | "worktree";
                commit?: string | undefined;
            } | undefined;
            nothing_covered?: true | undefined;
            skipped_reason?: "draft" | undefined;
            override?: {
                by: string;
                reason: string;
                comment_url: string;
                original_verdict: "PASS" | "RETRY" | "FAIL" | "SKIPPED";
            } | undefined;
            reused_verdict?: {
                pull: number;
                head_sha: string;
                review_url: string;
            } | undefined;
        }, o: RenderOptions) => Promise<string>;
    };
    readonly markdown: {
        readonly help: "as the job summary";
        readonly render: (r: {
            gate_passed: boolean;
            schema_valid: boolean;
            gate: {
                id: string;
                kind: string;
                passed: boolean;
                evidence: string;
                fix?: string | undefined;
                location?: {
                    path: string;
                    line: number;
                    quote: string;
                    column?: number | undefined;
                } | undefined;
                not_run?: boolean | undefined;
                artifacts?: {
                    path: string;
                    kind: "screenshot";
                }[] | undefined;
                severity?: "warning" | undefined;
                findings?: {
                    path: string;
                    message: string;
                    line?: number | undefined;
                    column?: number | undefined;
                    quote?: string | undefined;
                }[] | undefined;
                findings_omitted?: number | undefined;
            }[];
            criteria: {
                id: string;
                assertion: string;
                critical: boolean;
                weight: number;
                source: "check" | "llm";
                met: boolean | null;
                status: "judged" | "not-judged" | "judge-error" | "not-run" | "not_applicable";
                evidence?: string | undefined;
                location?: {
                    path: string;
                    line: number;
                    quote: string;
                    column?: number | undefined;
                } | undefined;
                fix?: string | undefined;
                coverage?: {
                    complete: boolean;
                    unseen: string[];
                } | undefined;
                agreement?: string | undefined;
                examples?: string | undefined;
                advisory?: {
                    reason: string;
                    examples: {
                        file: string;
                        expect: "met" | "unmet";
                        met: boolean | null;
                        agrees: boolean;
                        said: string;
                        votes?: string | undefined;
                    }[];
                } | undefined;
            }[];
            score: number;
            verdict: "PASS" | "RETRY" | "FAIL" | "SKIPPED";
            feedback_for_worker: string;
            stats: {
                model: string | null;
                llm_calls: number;
                prompt_tokens: number;
                completion_tokens: number;
                duration_ms: number;
                prompt_tokens_estimated?: number | undefined;
                truncated_lines?: number | undefined;
                host?: string | undefined;
                failovers?: number | undefined;
                cache_hits?: number | undefined;
            };
            calibration?: {
                passed: boolean;
                canaries: number;
                failed: string[];
            } | undefined;
            receipt?: {
                model: string | null;
                digest: string | null;
                calls: {
                    answer_sha256: string;
                    request_sha256?: string | undefined;
                    cached?: true | undefined;
                }[];
                tally: Record<string, {
                    met: number;
                    unmet: number;
                }>;
                backend?: string | undefined;
                temperature?: number | undefined;
                seed?: number | undefined;
                num_ctx?: number | undefined;
                no_model_call?: "judge-error" | "nothing-to-ask" | "gate-failed" | "misconfigured" | "critical-failed" | "past-limit" | "judge-off" | "cache-hit" | undefined;
                config_digest?: string | undefined;
                head_sha?: string | undefined;
            } | undefined;
            _critic_status?: "skipped" | "error" | undefined;
            error?: string | undefined;
            route?: "approve" | "rework" | "escalate" | undefined;
            attempt?: {
                number: number;
                max: number;
            } | undefined;
            subject?: {
                files: {
                    path: string;
                    status: "added" | "modified" | "deleted" | "renamed" | "copied" | "typechange";
                    additions: number;
                    deletions: number;
                    binary: boolean;
                    old_path?: string | undefined;
                }[];
                base?: string | undefined;
                head?: string | undefined;
            } | undefined;
            config?: {
                path: string;
                source: "base" | "head" | "disk" | "worktree";
                commit?: string | undefined;
            } | undefined;
            nothing_covered?: true | undefined;
            skipped_reason?: "draft" | undefined;
            override?: {
                by: string;
                reason: string;
                comment_url: string;
                original_verdict: "PASS" | "RETRY" | "FAIL" | "SKIPPED";
            } | undefined;
            reused_verdict?: {
                pull: number;
                head_sha: string;
                review_url: string;
            } | undefined;
        }) => Promise<string>;
    };
    readonly sarif: {
        readonly help: "SARIF 2.1.0";
        readonly render: (r: {
            gate_passed: boolean;
            schema_valid: boolean;
            gate: {
                id: string;
                kind: string;
                passed: boolean;
                evidence: string;
                fix?: string | undefined;
                location?: {
                    path: string;
                    line: number;
                    quote: string;
                    column?: number | undefined;
                } | undefined;
                not_run?: boolean | undefined;
                artifacts?: {
                    path: string;
                    kind: "screenshot";
                }[] | undefined;
                severity?: "warning" | undefined;
                findings?: {
                    path: string;
                    message: string;
                    line?: number | undefined;
                    column?: number | undefined;
                    quote?: string | undefined;
                }[] | undefined;
                findings_omitted?: number | undefined;
            }[];
            criteria: {
                id: string;
                assertion: string;
                critical: boolean;
                weight: number;
                source: "check" | "llm";
                met: boolean | null;
                status: "judged" | "not-judged" | "judge-error" | "not-run" | "not_applicable";
                evidence?: string | undefined;
                location?: {
                    path: string;
                    line: number;
                    quote: string;
                    column?: number | undefined;
                } | undefined;
                fix?: string | undefined;
                coverage?: {
                    complete: boolean;
                    unseen: string[];
                } | undefined;
                agreement?: string | undefined;
                examples?: string | undefined;
                advisory?: {
                    reason: string;
                    examples: {
                        file: string;
                        expect: "met" | "unmet";
                        met: boolean | null;
                        agrees: boolean;
                        said: string;
                        votes?: string | undefined;
                    }[];
                } | undefined;
            }[];
            score: number;
            verdict: "PASS" | "RETRY" | "FAIL" | "SKIPPED";
            feedback_for_worker: string;
            stats: {
                model: string | null;
                llm_calls: number;
                prompt_tokens: number;
                completion_tokens: number;
                duration_ms: number;
                prompt_tokens_estimated?: number | undefined;
                truncated_lines?: number | undefined;
                host?: string | undefined;
                failovers?: number | undefined;
                cache_hits?: number | undefined;
            };
            calibration?: {
                passed: boolean;
                canaries: number;
                failed: string[];
            } | undefined;
            receipt?: {
                model: string | null;
                digest: string | null;
                calls: {
                    answer_sha256: string;
                    request_sha256?: string | undefined;
                    cached?: true | undefined;
                }[];
                tally: Record<string, {
                    met: number;
                    unmet: number;
                }>;
                backend?: string | undefined;
                temperature?: number | undefined;
                seed?: number | undefined;
                num_ctx?: number | undefined;
                no_model_call?: "judge-error" | "nothing-to-ask" | "gate-failed" | "misconfigured" | "critical-failed" | "past-limit" | "judge-off" | "cache-hit" | undefined;
                config_digest?: string | undefined;
                head_sha?: string | undefined;
            } | undefined;
            _critic_status?: "skipped" | "error" | undefined;
            error?: string | undefined;
            route?: "approve" | "rework" | "escalate" | undefined;
            attempt?: {
                number: number;
                max: number;
            } | undefined;
            subject?: {
                files: {
                    path: string;
                    status: "added" | "modified" | "deleted" | "renamed" | "copied" | "typechange";
                    additions: number;
                    deletions: number;
                    binary: boolean;
                    old_path?: string | undefined;
                }[];
                base?: string | undefined;
                head?: string | undefined;
            } | undefined;
            config?: {
                path: string;
                source: "base" | "head" | "disk" | "worktree";
                commit?: string | undefined;
            } | undefined;
            nothing_covered?: true | undefined;
            skipped_reason?: "draft" | undefined;
            override?: {
                by: string;
                reason: string;
                comment_url: string;
                original_verdict: "PASS" | "RETRY" | "FAIL" | "SKIPPED";
            } | undefined;
            reused_verdict?: {
                pull: number;
                head_sha: string;
                review_url: string;
            } | undefined;
        }, o: RenderOptions) => Promise<string>;
    };
};
export type ReportFormat = keyof typeof REPORT_FORMATS;
export declare const REPORT_FORMAT_NAMES: ReportFormat[];
/** The `--format` help: every format, the command's default first. */
export declare function formatHelp(defaultFormat: ReportFormat): string;
export declare function renderReport(result: CriticResult, format: ReportFormat, options: RenderOptions): Promise<string>;
