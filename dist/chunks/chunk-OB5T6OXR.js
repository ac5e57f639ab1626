import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  routeOf
} from "./chunk-LMIXAOUK.js";

// src/review/escalate.ts
var NEEDS_HUMAN_LABEL = "critic-gate:needs-human";
function escalate(result, attempt, maxAttempts) {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt must be a whole number \u2265 1, got ${attempt}`);
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`max_attempts must be a whole number \u2265 1, got ${maxAttempts}`);
  }
  const route = routeOf(result.verdict, attempt, maxAttempts);
  const attemptField = { number: attempt, max: maxAttempts };
  if (result.verdict === "RETRY" && route === "escalate") {
    return {
      result: { ...result, verdict: "FAIL", route, attempt: attemptField },
      labels: [NEEDS_HUMAN_LABEL],
      notes: [
        `Attempt ${attempt} of ${maxAttempts} still needs rework: escalated to a human (label ${NEEDS_HUMAN_LABEL})`
      ]
    };
  }
  return { result: { ...result, route, attempt: attemptField }, labels: [], notes: [] };
}

export {
  escalate
};
