import type { Subject } from './types.js';
import { toLines } from './text.js';

/** The path under which a worker's output is judged and cited (`output:42`). */
export const OUTPUT_PATH = 'output';

/** A single worker output seen as a change that adds one file, every line of it new. */
export function outputSubject(output: string): Subject {
  const bytes = new TextEncoder().encode(output);
  const lineNumbers = toLines(output).map((l) => l.n);
  return {
    files: [
      {
        path: OUTPUT_PATH,
        status: 'added',
        additions: lineNumbers.length,
        deletions: 0,
        binary: false,
        addedLines: lineNumbers,
        commentableLines: lineNumbers,
      },
    ],
    head: {
      listTree: async () => [OUTPUT_PATH],
      read: async (path) => (path === OUTPUT_PATH ? bytes : undefined),
    },
    isIgnored: () => false,
    workerOutput: true,
  };
}
