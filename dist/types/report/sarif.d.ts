import type { CriticResult } from '../contract/result.js';
/** The subset of SARIF 2.1.0 critic-gate writes (validated against the OASIS schema in tests). */
export interface SarifLog {
    $schema: string;
    version: '2.1.0';
    runs: SarifRun[];
}
interface SarifRun {
    tool: {
        driver: {
            name: string;
            version: string;
            informationUri: string;
            rules: SarifRule[];
        };
    };
    invocations: Array<{
        executionSuccessful: boolean;
        toolExecutionNotifications?: Array<{
            level: 'error';
            message: {
                text: string;
            };
        }>;
    }>;
    results: SarifResult[];
    properties: {
        verdict: string;
        score: number;
        gate_passed: boolean;
    };
}
interface SarifRule {
    id: string;
    shortDescription: {
        text: string;
    };
    defaultConfiguration: {
        level: 'error' | 'warning';
    };
}
interface SarifResult {
    ruleId: string;
    ruleIndex: number;
    level: 'error' | 'warning';
    message: {
        text: string;
    };
    locations?: Array<{
        physicalLocation: {
            artifactLocation: {
                uri: string;
                uriBaseId: '%SRCROOT%';
            };
            region: {
                startLine: number;
                startColumn?: number;
            };
        };
    }>;
}
export declare const SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
/**
 * The result as SARIF 2.1.0 (spec §10, §13): one result per failing place of a gate entry (with its
 * column) and per unmet criterion (its message with what the judge observed).
 * Criteria that were not judged are not results (nothing was found), and a run that could not
 * judge says so as an unsuccessful invocation.
 */
export declare function renderSarif(r: CriticResult): SarifLog;
export {};
