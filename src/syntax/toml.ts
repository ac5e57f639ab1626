/**
 * TOML (pyproject.toml, Cargo.toml, …) decided by smol-toml, which passes the whole of toml-test,
 * the language's conformance suite: there is no reference implementation, so the suite is the
 * reference.
 */
import { parse, TomlError } from 'smol-toml';

export interface TomlProblem {
  line: number;
  column: number;
  message: string;
}

/** The first syntax error of a TOML document, or undefined when it parses. */
export function firstTomlError(text: string): TomlProblem | undefined {
  try {
    parse(text);
    return undefined;
  } catch (e) {
    if (!(e instanceof TomlError)) throw e;
    // The message goes on with a code excerpt; the evidence has its own.
    return { line: e.line, column: e.column, message: e.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '') };
  }
}
