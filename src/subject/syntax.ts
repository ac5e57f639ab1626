// Placeholder until the tree-sitter parser lands; every call reports the language as unsupported.
export type SyntaxReport =
  | { ok: true; language: string }
  | { ok: false; language: string; line: number; column: number; message: string }
  | { ok: false; language: string; unsupported: true };

export async function parseCode(_text: string, language: string): Promise<SyntaxReport> {
  return { ok: false, language, unsupported: true };
}
export function languageOfPath(_path: string): string | undefined {
  return undefined;
}
