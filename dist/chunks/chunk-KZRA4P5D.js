import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);

// src/exit-codes.ts
var EXIT = { PASS: 0, RETRY: 1, FAIL: 2, SKIPPED: 3, ERROR: 4 };
function exitCodeOf(result) {
  if (result._critic_status === "error") return EXIT.ERROR;
  return EXIT[result.verdict];
}

export {
  EXIT,
  exitCodeOf
};
