export type JsonParse =
  | { ok: true; value: unknown }
  | { ok: false; message: string; line: number; column: number };

/** Strict RFC 8259 parsing (no comments, no trailing commas, no BOM) with the error's line and column. */
export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const raw = e instanceof Error ? e.message : String(e);
    const pos = /at position (\d+)/.exec(raw);
    const offset = pos ? Number(pos[1]) : text.length;
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - (before.lastIndexOf('\n') + 1) + 1;
    // V8 appends a quote of the input to some messages; the line and column say where, more briefly.
    const message = raw.replace(/,? ?".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '').replace(/ \(line \d+ column \d+\)$/, '');
    return { ok: false, message, line, column };
  }
}
