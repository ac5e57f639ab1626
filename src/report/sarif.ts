import type { CriticResult } from '../contract/result.js';
import { VERSION } from '../contract/version.js';
import { problemsOf, type Problem } from './problems.js';
import { publishableText } from './publish.js';

/** The subset of SARIF 2.1.0 critic-gate writes (validated against the OASIS schema in tests). */
export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: SarifRun[];
}

interface SarifRun {
  tool: { driver: { name: string; version: string; informationUri: string; rules: SarifRule[] } };
  invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications?: Array<{ level: 'error'; message: { text: string } }> }>;
  results: SarifResult[];
  properties: { verdict: string; score: number; gate_passed: boolean };
}

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  defaultConfiguration: { level: 'error' | 'warning' };
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: 'error' | 'warning';
  message: { text: string };
  locations?: Array<{
    physicalLocation: { artifactLocation: { uri: string; uriBaseId: '%SRCROOT%' }; region: { startLine: number; startColumn?: number } };
  }>;
}

export const SARIF_SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const INFORMATION_URI = 'https://www.npmjs.com/package/critic-gate';

/** A repository path as a relative URI reference: every segment percent-encoded, slashes kept. */
const uriOf = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

const physical = (path: string, line: number, column?: number) => ({
  physicalLocation: {
    artifactLocation: { uri: uriOf(path), uriBaseId: '%SRCROOT%' as const },
    region: { startLine: line, ...(column !== undefined ? { startColumn: column } : {}) },
  },
});

/**
 * A finding without a line of its own (a criterion about the change as a whole) is anchored at
 * the assertions file that asked for it, so code scanning, which shows only located results,
 * still lists it. Without a repository config (judge mode) it stays unlocated.
 */
function locationsOf(f: Problem, r: CriticResult): SarifResult['locations'] {
  if (f.location) return [physical(f.location.path, f.location.line, f.location.column)];
  if (r.config && r.config.source !== 'disk') return [physical(r.config.path, 1)];
  return undefined;
}

/**
 * The result as SARIF 2.1.0 (spec §10, §13): one result per failing place of a gate entry (with its
 * column) and per unmet criterion (its message with what the judge observed).
 * Criteria that were not judged are not results (nothing was found), and a run that could not
 * judge says so as an unsuccessful invocation.
 */
export function renderSarif(r: CriticResult): SarifLog {
  // An advisory criterion (spec §15) found something, and blocks nothing: a warning-level result.
  const findings = problemsOf(r).filter((f) => f.level === 'error' || f.advisory);
  const rules: SarifRule[] = [];
  const index = new Map<string, number>();
  const results = findings.map((f): SarifResult => {
    let i = index.get(f.ruleId);
    if (i === undefined) {
      i = rules.push({ id: f.ruleId, shortDescription: { text: publishableText(f.rule) }, defaultConfiguration: { level: f.level } }) - 1;
      index.set(f.ruleId, i);
    }
    const locations = locationsOf(f, r);
    return {
      ruleId: f.ruleId,
      ruleIndex: i,
      level: f.level,
      message: { text: publishableText(`${f.title}: ${f.message}`) },
      ...(locations ? { locations } : {}),
    };
  });
  const failed = r._critic_status === 'error';
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'critic-gate', version: VERSION, informationUri: INFORMATION_URI, rules } },
        invocations: [
          failed
            ? {
                executionSuccessful: false,
                toolExecutionNotifications: [
                  { level: 'error', message: { text: publishableText(`could not judge: ${r.error ?? 'unknown error'}`) } },
                ],
              }
            : { executionSuccessful: true },
        ],
        results,
        properties: { verdict: r.verdict, score: r.score, gate_passed: r.gate_passed },
      },
    ],
  };
}
