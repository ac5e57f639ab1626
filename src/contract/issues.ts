import type * as z from './zod.js';

/** `assertions[2].critical` — the path a user would write to point at the field. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out || '(root)';
}

export interface FieldProblem {
  path: PropertyKey[];
  message: string;
}

/** Flattens zod issues into one problem per field; an unknown key is reported at the key itself. */
export function fieldProblems(error: z.core.$ZodError): FieldProblem[] {
  return error.issues.flatMap((issue): FieldProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...issue.path, key], message: 'unknown field' }));
    }
    if (issue.code === 'invalid_union' && 'discriminator' in issue && 'options' in issue) {
      const options = (issue.options as unknown[]).map(String).join(', ');
      return [{ path: [...issue.path], message: `unknown ${String(issue.discriminator)}; expected one of ${options}` }];
    }
    return [{ path: [...issue.path], message: issue.message.replace(/^Invalid input: /, '') }];
  });
}

/** One line per problem: `assertions[2].critical: expected boolean, received string`. */
export function describeIssues(error: z.core.$ZodError): string[] {
  return fieldProblems(error).map((p) => `${fieldPath(p.path)}: ${p.message}`);
}
