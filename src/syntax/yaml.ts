import { isMap, LineCounter, parseAllDocuments, parseDocument } from 'yaml';

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

/** One YAML document read as a mapping: its data, and the 1-based line each top-level key is on. */
export type YamlMapping =
  | { ok: true; data: Record<string, unknown>; keyLines: Map<string, number> }
  | { ok: false; problem: 'syntax'; line: number; message: string }
  | { ok: false; problem: 'not-a-mapping' };

export function parseYamlMapping(text: string): YamlMapping {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const error = doc.errors[0];
  if (error) return { ok: false, problem: 'syntax', line: lineCounter.linePos(error.pos[0]).line, message: error.message.split('\n')[0]! };
  if (!isMap(doc.contents)) return { ok: false, problem: 'not-a-mapping' };
  const keyLines = new Map<string, number>();
  for (const item of doc.contents.items) {
    const key = item.key as { value?: unknown; range?: [number, number, number] } | null;
    if (key && key.range) keyLines.set(String(key.value), lineCounter.linePos(key.range[0]).line);
  }
  return { ok: true, data: doc.toJS() as Record<string, unknown>, keyLines };
}
