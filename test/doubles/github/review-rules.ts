import { DOCS, MAX_BODY_CHARS, bodyTooLong, invalidRequest, unprocessable, type Answer } from './answers.js';
import { diffHunkUpTo, findLine, findPosition, parsePatch, type PatchLine, type Side } from './diff-referee.js';
import type { DoubleFile } from './model.js';

/**
 * GitHub's rules for `POST /pulls/{n}/reviews`, checked before anything is stored: one bad inline
 * comment refuses the whole review (422) and GitHub does not say which comment was at fault.
 */

export type ReviewEvent = 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT';

export interface PlacedComment {
  path: string;
  body: string;
  line: number;
  side: Side;
  startLine: number | null;
  startSide: Side | null;
  position: number;
  diffHunk: string;
}

export interface AcceptedReview {
  body: string;
  event: ReviewEvent | undefined;
  commitId: string;
  comments: PlacedComment[];
}

const LINE_NOT_IN_DIFF = [
  'Pull request review thread line must be part of the diff',
  "Pull request review thread diff hunk can't be blank",
];
const doc = DOCS.createReview;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;

function notOneOf(field: string, value: unknown, allowed: readonly string[]): Answer {
  return invalidRequest(`For 'properties/${field}', ${JSON.stringify(value)} is not one of ${JSON.stringify(allowed)}.`, doc);
}

export function checkReview(
  input: unknown,
  files: readonly DoubleFile[],
  pullCommits: readonly string[],
  headSha: string,
): AcceptedReview | Answer {
  if (!isRecord(input)) return invalidRequest('Body should be a JSON object.', doc);
  const { body = '', event, commit_id: commitId = headSha, comments = [] } = input;
  if (typeof body !== 'string') return invalidRequest(`For 'properties/body', ${JSON.stringify(body)} is not a string.`, doc);
  if (body.length > MAX_BODY_CHARS) return bodyTooLong('PullRequestReview', doc);
  const events = ['APPROVE', 'REQUEST_CHANGES', 'COMMENT'] as const;
  if (event !== undefined && !events.includes(event as ReviewEvent)) return notOneOf('event', event, events);
  // Documented: body is required for REQUEST_CHANGES and COMMENT; GitHub lets inline comments stand in
  // for it. (The wording of this one refusal is the double's own.)
  const hasComments = Array.isArray(comments) && comments.length > 0;
  if ((event === 'COMMENT' || event === 'REQUEST_CHANGES') && body.trim() === '' && !hasComments) {
    return unprocessable(["Body can't be blank"], doc);
  }
  if (typeof commitId !== 'string') {
    return invalidRequest(`For 'properties/commit_id', ${JSON.stringify(commitId)} is not a string.`, doc);
  }
  if (!pullCommits.includes(commitId)) {
    return unprocessable(['The commitOID is not part of the pull request'], doc);
  }
  // The double only knows the head diff, so it accepts inline comments on the head commit only.
  if (commitId !== headSha && hasComments) {
    return unprocessable(['The commitOID is not part of the pull request'], doc);
  }
  if (!Array.isArray(comments)) return invalidRequest(`For 'properties/comments', ${JSON.stringify(comments)} is not an array.`, doc);
  const placed: PlacedComment[] = [];
  for (const comment of comments) {
    const result = placeComment(comment, files);
    if ('status' in result) return result;
    placed.push(result);
  }
  return { body, event: event as ReviewEvent | undefined, commitId, comments: placed };
}

function placeComment(comment: unknown, files: readonly DoubleFile[]): PlacedComment | Answer {
  if (!isRecord(comment)) return invalidRequest("For 'items', the comment is not an object.", doc);
  const { path, body, line, side = 'RIGHT', start_line: startLine, start_side: startSideRaw, position } = comment;
  if (typeof path !== 'string') return invalidRequest('"path" wasn\'t supplied.', doc);
  if (typeof body !== 'string') return invalidRequest('"body" wasn\'t supplied.', doc);
  if (body.length > MAX_BODY_CHARS) return bodyTooLong('PullRequestReviewComment', doc);
  if (side !== 'LEFT' && side !== 'RIGHT') return notOneOf('side', side, ['LEFT', 'RIGHT']);
  const startSide = startSideRaw ?? side;
  if (startSide !== 'LEFT' && startSide !== 'RIGHT') return notOneOf('start_side', startSide, ['LEFT', 'RIGHT']);
  const file = files.find((f) => f.filename === path);
  if (!file) return unprocessable(['Path could not be resolved'], doc);
  if (line === undefined && position === undefined) return unprocessable(['Line could not be resolved'], doc);
  if (file.patch === undefined) return unprocessable(LINE_NOT_IN_DIFF, doc);
  const patch = parsePatch(file.patch);

  let target: PatchLine | undefined;
  let targetSide: Side = side;
  if (line !== undefined) {
    if (!isPositiveInt(line)) return invalidRequest(`For 'properties/line', ${JSON.stringify(line)} is not a positive integer.`, doc);
    target = findLine(patch, side, line);
  } else {
    if (!isPositiveInt(position))
      return invalidRequest(`For 'properties/position', ${JSON.stringify(position)} is not a positive integer.`, doc);
    target = findPosition(patch, position);
    if (target) targetSide = target.kind === 'deleted' ? 'LEFT' : 'RIGHT';
  }
  if (!target) return unprocessable(LINE_NOT_IN_DIFF, doc);
  const targetLine = (targetSide === 'RIGHT' ? target.right : target.left) as number;

  let start: PatchLine | undefined;
  if (startLine !== undefined && startLine !== null) {
    if (!isPositiveInt(startLine))
      return invalidRequest(`For 'properties/start_line', ${JSON.stringify(startLine)} is not a positive integer.`, doc);
    if (startSide === targetSide && startLine >= targetLine) {
      return unprocessable(['Pull request review thread start line must precede the end line.'], doc);
    }
    start = findLine(patch, startSide, startLine);
    if (!start) return unprocessable(['Pull request review thread start line must be part of the diff'], doc);
    if (start.hunk !== target.hunk) {
      return unprocessable(['Pull request review thread start line must be part of the same hunk as the line.'], doc);
    }
  }
  return {
    path,
    body,
    line: targetLine,
    side: targetSide,
    startLine: start ? (startLine as number) : null,
    startSide: start ? startSide : null,
    position: target.position,
    diffHunk: diffHunkUpTo(patch, target),
  };
}
