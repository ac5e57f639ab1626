// The pull request the Action's bench sections run on (action-run.mjs, merge-queue.mjs): one
// generated change, one repository, one gate, so their figures compare.

export const FILES = 200;
export const MODIFIED = 50;
export const LINES_PER_FILE = 100;
export const OWNER = 'octo-org';
export const REPO = 'widgets';
export const PR = 7;

/** The gate both run: syntax, placeholders and size over the whole change. */
export const GATE = `gate:
  - {kind: syntax, files: "**/*.{ts,py}"}
  - {kind: no-placeholders, files: "**"}
  - {kind: max-changed-lines, max: 100000}
`;
