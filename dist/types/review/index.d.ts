/** The pure part of the Action's PR review: what to post, decided from data. The wiring does the HTTP. */
export { MARKER_TAG, MAX_MARKER_FINDINGS, isCriticGateReview, parseMarker, renderMarker, type MarkerData, type ReviewLike } from './marker.js';
export { attemptNumber } from './attempts.js';
export { compareFindings, findingKey, findingsOf, sortFindings, type Finding, type FindingKind } from './findings.js';
export { MAX_INLINE_COMMENTS, findingKeysIn, findingMarker, inlineCommentBody, planInlineComments, type ElsewhereFinding, type ElsewhereReason, type ExistingComment, type InlinePlan, type PlannedComment, type RepeatedFinding, } from './inline.js';
export { SAFE_BODY_CHARS, reviewBody, supersededBody, withMarker, type ReviewBodyOptions } from './body.js';
export { NEEDS_HUMAN_LABEL, escalate, type Escalation } from './escalate.js';
export { blobLinker, linkTarget, type BlobAt } from './link.js';
