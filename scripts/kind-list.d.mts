/** A file of src/checks/kinds/: its name (`min-bytes.ts`) and its text. */
export interface KindFile {
  file: string;
  text: string;
}

export const KINDS_DIR: string;
export const KIND_LIST: string;
/** The command that regenerates the kind list, then the docs pages and the JSON Schema that follow it. */
export const REGENERATE: string;
export function kindListSource(files: readonly KindFile[], previous?: string): string;
export function readKindList(root: string): string;
export function writeKindList(root: string): boolean;
