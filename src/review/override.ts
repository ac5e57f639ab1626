/**
 * The human override of spec §14: `/critic-gate override <40-hex head sha>: <reason>` on its own
 * line of a pull request comment. Pure: reading comments and permissions happens in the Action;
 * the PASS an override makes is core/finalize.ts's rule.
 */

export type OverrideCommand =
  /** No command in the comment (most comments). */
  | { kind: 'none' }
  | { kind: 'command'; sha: string; reason: string }
  /** A command that cannot count, and why (said in a notice). */
  | { kind: 'invalid'; problem: string };

const COMMAND = /^\s*\/critic-gate\s+override\b(.*)$/i;
const MENTION = /\/critic-gate\s+override\b/i;
export const MAX_REASON_CHARS = 500;
export const OVERRIDE_USAGE = '/critic-gate override <40-hex head sha>: <reason>';

/** The lines a person wrote themselves: quoted lines (`>`) and fenced code blocks left out. */
function ownLines(body: string): { own: string[]; quoted: string[] } {
  const own: string[] = [];
  const quoted: string[] = [];
  let fence: string | undefined;
  for (const line of body.split(/\r?\n/)) {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker && (fence === undefined || fence === marker)) {
      fence = fence === undefined ? marker : undefined;
      quoted.push(line);
    } else if (fence !== undefined || /^\s*>/.test(line)) quoted.push(line);
    else own.push(line);
  }
  return { own, quoted };
}

/** The override command of a comment body: the first line that starts with it, outside quotes and code. */
export function parseOverrideCommand(body: string): OverrideCommand {
  const { own, quoted } = ownLines(body);
  const line = own.find((l) => COMMAND.test(l));
  if (line === undefined) {
    return quoted.some((l) => MENTION.test(l))
      ? {
          kind: 'invalid',
          problem: 'the comment only quotes an override command (in a `>` quote or a code block); write it on its own line',
        }
      : { kind: 'none' };
  }
  const rest = COMMAND.exec(line)?.[1] ?? '';
  const m = /^\s+([0-9a-f]+)\b\s*(:?)\s*(.*)$/i.exec(rest);
  if (!m) return { kind: 'invalid', problem: `the command names no head SHA; write \`${OVERRIDE_USAGE}\`` };
  const sha = (m[1] ?? '').toLowerCase();
  if (sha.length !== 40) {
    return { kind: 'invalid', problem: `"${sha.slice(0, 40)}" is not a full 40-character head SHA; an override names the exact commit` };
  }
  const reason = (m[3] ?? '').trim();
  if (m[2] !== ':' || reason === '') return { kind: 'invalid', problem: `the override gives no reason; write \`${OVERRIDE_USAGE}\`` };
  return { kind: 'command', sha, reason: reason.slice(0, MAX_REASON_CHARS) };
}

export interface OverrideBy {
  by: string;
  reason: string;
  comment_url: string;
}
