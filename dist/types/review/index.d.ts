/** The pure part of the Action's PR review: what to post, decided from data. The wiring does the HTTP. */
export { isCriticGateReview, parseMarker, renderMarker, reusableCache, type MarkerData, type MarkerQuote, type ReviewLike, } from './marker.js';
export { quotedEvidenceOf, verifyQuotedEvidence, type QuotesCheck } from './quoted-evidence.js';
export { configDigest, type ConfigDigestInput } from './config-digest.js';
export { attemptNumber } from './attempts.js';
export { reviewProblemsOf } from './problems.js';
export { MAX_INLINE_COMMENTS, findingKeysIn, planInlineComments, type ElsewhereReason, type ExistingComment, type InlinePlan, type PlannedComment, } from './inline.js';
export { SAFE_BODY_CHARS, isSuperseded, resolvedBody, reviewBody, supersededBody, withMarker, type ReviewBodyOptions } from './body.js';
export { reviewWorthy } from './worthy.js';
export { NEEDS_HUMAN_LABEL, escalate, type Escalation } from './escalate.js';
export { blobLinker, configLink, type BlobAt } from './link.js';
export { ownedBy, type Authored } from './authors.js';
