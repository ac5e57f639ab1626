import type { CriticResult } from '../contract/result.js';
import { problemsOf, type Problem } from './problems.js';
import { publishableText } from './publish.js';

/** One workflow-command annotation (`::error file=…,line=…,col=…,title=…::message`). */
export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
  file?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
}

/** Spec §10: at most this many, the rest summarised in one more. */
export const MAX_ANNOTATIONS = 50;

export interface AnnotationOptions {
  /**
   * Whether the verdict fails the step (spec §13: annotations follow the step). When it does not
   * (a RETRY under the default fail-on), what would be errors are warnings. Default true.
   */
  failsStep?: boolean;
  /** Default MAX_ANNOTATIONS. */
  max?: number;
}

const annotation = (f: Problem, failsStep: boolean): Annotation => ({
  level: f.level === 'error' && !failsStep ? 'warning' : f.level,
  title: publishableText(f.title),
  message: publishableText(f.message),
  ...(f.location
    ? { file: f.location.path, line: f.location.line, ...(f.location.column !== undefined ? { column: f.location.column } : {}) }
    : {}),
});

/**
 * The result as annotations: one per failing place of a gate entry or unmet criterion, one per
 * criterion that was not judged (warnings). Findings with a location come first, so the ones a
 * Files tab can show are never the ones cut.
 */
export function annotationsOf(r: CriticResult, options: AnnotationOptions = {}): Annotation[] {
  const { failsStep = true, max = MAX_ANNOTATIONS } = options;
  const findings = problemsOf(r);
  const ranked = [...findings.filter((f) => f.location), ...findings.filter((f) => !f.location)];
  const shown = ranked.slice(0, max).map((f) => annotation(f, failsStep));
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
