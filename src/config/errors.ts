import { CriticGateError } from '../errors/taxonomy.js';

/** One thing wrong with an assertions file, with where it is. */
export interface ConfigProblem {
  /** The config file's path as the user named it. */
  file: string;
  /** 1-based line and column; absent when the place is unknown. */
  line?: number;
  column?: number;
  /** `gate[1].kind`; absent for problems of the file as a whole (such as bad YAML). */
  field?: string;
  message: string;
}

/** `.github/critic-gate.yml:7:5: gate[1].kind: unknown kind "json-vlaid"; …` */
export function formatProblem(p: ConfigProblem): string {
  const where = p.line === undefined ? p.file : `${p.file}:${p.line}${p.column === undefined ? '' : `:${p.column}`}`;
  return `${where}: ${p.field === undefined ? '' : `${p.field}: `}${p.message}`;
}

/** A config that cannot be used. Every problem found is listed, in file order; the run exits 4. */
export class ConfigError extends CriticGateError {
  readonly category = 'config';
  readonly problems: readonly ConfigProblem[];
  constructor(problems: readonly ConfigProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
  /** The first problem's file and line: where the report says to fix it. */
  override get fixAt(): { file: string; line?: number | undefined } | undefined {
    const first = this.problems[0];
    return first ? { file: first.file, line: first.line } : undefined;
  }
}
