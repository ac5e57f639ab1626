import type { CriticResult } from '../contract/result.js';
import { findingsOf, type Finding } from './findings.js';
import { publishableText } from './publish.js';

/** One workflow-command annotation (`::error file=…,line=…,title=…::message`). */
export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
  file?: string | undefined;
  line?: number | undefined;
}

/** Spec §10: at most this many, the rest summarised in one more. */
export const MAX_ANNOTATIONS = 50;

const annotation = (f: Finding): Annotation => ({
  level: f.level,
  title: publishableText(f.title),
  message: publishableText(f.message),
  ...(f.location ? { file: f.location.path, line: f.location.line } : {}),
});

/**
 * The result as annotations: one per failed gate entry or unmet criterion (errors), one per
 * criterion that was not judged (warnings). Findings with a location come first, so the ones a
 * Files tab can show are never the ones cut.
 */
export function annotationsOf(r: CriticResult, max = MAX_ANNOTATIONS): Annotation[] {
  const findings = findingsOf(r);
  const ranked = [...findings.filter((f) => f.location), ...findings.filter((f) => !f.location)];
  const shown = ranked.slice(0, max).map(annotation);
  const rest = ranked.length - shown.length;
  if (rest > 0) {
    shown.push({
      level: 'notice',
      title: 'critic-gate',
      message: `${rest} more finding${rest === 1 ? '' : 's'} not annotated here; the job summary and the review list them all.`,
    });
  }
  return shown;
}
