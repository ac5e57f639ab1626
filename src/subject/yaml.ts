import { LineCounter, parseAllDocuments } from 'yaml';

export interface YamlProblem {
  line: number;
  column: number;
  message: string;
}

/** The first syntax error in any document of a YAML stream, or undefined when every document parses. */
export function firstYamlError(text: string): YamlProblem | undefined {
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter, prettyErrors: false });
  // An empty stream (nothing but comments or white space) is valid YAML.
  if (!Array.isArray(docs)) return undefined;
  for (const doc of docs) {
    const error = doc.errors[0];
    if (error) {
      const { line, col } = lineCounter.linePos(error.pos[0]);
      return { line, column: col, message: error.message };
    }
  }
  return undefined;
}
