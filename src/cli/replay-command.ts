import { resolve } from 'node:path';
import { CriticResultSchema, type Receipt } from '../contract/result.js';
import { DEFAULTS } from '../contract/defaults.js';
import { EXIT, type ExitCode } from '../errors/exit-codes.js';
import { CriticGateError } from '../errors/taxonomy.js';
import { errorMessage } from '../errors/message.js';
import { BACKENDS, isBackend, type Backend } from '../judge/backends/backends.js';
import type { CallSignals, HostSession } from '../judge/backends/backend.js';
import { digestOf, sha256, type SentRequest } from '../judge/receipt.js';
import { parseJudgeAnswer } from '../judge/response.js';
import type { ReplayCommand } from './args.js';
import type { CliIo } from './io.js';
import { toJson } from '../report/formats.js';

/**
 * `critic-gate replay RESULT.json`: the requests a verdict rests on, sent again byte for byte
 * (spec §15). The requests file (`--requests` of `judge` and `pr`) holds the bodies; the result's
 * receipt holds their hashes, which prove the file is the one that was sent. Each criterion is
 * reproduced when the new answers' majority (met or not) is the receipt's.
 */

/** The replay could not be made: exit 4 with the reason. */
export class ReplayError extends CriticGateError {
  override name = 'ReplayError';
  constructor(
    readonly category: 'input' | 'judge',
    message: string,
  ) {
    super(message);
  }
}

/** One line of the requests file: a SentRequest, with the backend and model it went to. */
interface RequestLine extends SentRequest {
  backend: string;
  model: string;
}

export interface CriterionReplay {
  id: string;
  was: { met: number; unmet: number };
  now: { met: number; unmet: number };
  reproduced: boolean;
}

export interface ReplayReport {
  reproduced: boolean;
  model: string | null;
  digest: string | null;
  host: string;
  requests: number;
  /** Answers identical byte for byte to the ones the receipt names. */
  identical_answers: number;
  criteria: CriterionReplay[];
}

/** The requests file beside a result: `out/result.json` → `out/result.requests.jsonl`. */
export const defaultRequestsFile = (result: string): string => `${result.replace(/\.json$/i, '')}.requests.jsonl`;

export async function replayCommand(cmd: ReplayCommand, io: CliIo, cwd: string): Promise<ExitCode> {
  const receipt = await readReceipt(io, resolve(cwd, cmd.result), cmd.result);
  const requestsPath = cmd.requests ?? defaultRequestsFile(cmd.result);
  const lines = await readRequests(io, resolve(cwd, requestsPath), requestsPath, receipt);
  const first = lines[0]!;
  const backend: Backend = isBackend(first.backend) ? first.backend : 'ollama';
  const host = cmd.host ?? BACKENDS[backend].defaultHost;
  const session = (await BACKENDS[backend].load())(host, {
    model: first.model,
    keepAlive: DEFAULTS.keepAlive,
    apiKey: cmd.apiKey,
  });
  const deadline = AbortSignal.timeout(Math.min((cmd.timeoutSeconds ?? DEFAULTS.timeoutSeconds) * 1000, 2 ** 31 - 1));
  const signals: CallSignals = { signal: deadline, onFirstByte: () => undefined, onStage: () => undefined };
  try {
    await sameModel(session, signals, first.model, receipt, host, backend);
    const report = await resendAll(session, signals, lines, receipt, host);
    io.stdout(cmd.format === 'json' ? toJson(report, true) : renderReplay(report));
    return report.reproduced ? EXIT.PASS : EXIT.RETRY;
  } finally {
    await session.close();
  }
}

async function readReceipt(io: CliIo, path: string, shown: string): Promise<Receipt> {
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (e) {
    throw new ReplayError('input', `${shown}: cannot read: ${errorMessage(e)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ReplayError('input', `${shown}: not JSON: ${errorMessage(e)}`);
  }
  const parsed = CriticResultSchema.safeParse(json);
  if (!parsed.success) throw new ReplayError('input', `${shown}: not a critic-gate result`);
  const { receipt } = parsed.data;
  if (!receipt) throw new ReplayError('input', `${shown}: the result has no receipt (written by an older critic-gate)`);
  if (receipt.no_model_call !== undefined) {
    throw new ReplayError('input', `${shown}: no model was asked for this verdict (${receipt.no_model_call}); there is nothing to replay`);
  }
  // The receipt must account for every criterion the judge decided in this result: a tally that
  // leaves one out (or names none) would "reproduce" what it never compares.
  const tallied = Object.keys(receipt.tally);
  const judged = parsed.data.criteria.filter((c) => c.source === 'llm' && c.status === 'judged').map((c) => c.id);
  const missing = judged.filter((id) => !tallied.includes(id));
  if (tallied.length === 0 || missing.length > 0) {
    throw new ReplayError(
      'input',
      `${shown}: the receipt's tally ${tallied.length === 0 ? 'names no criterion' : `does not name ${missing.join(', ')}`}: not the receipt of this result's judged criteria, nothing to compare`,
    );
  }
  return receipt;
}

/** The requests file, each body proven by its hash to be one the receipt names, in the receipt's order. */
async function readRequests(io: CliIo, path: string, shown: string, receipt: Receipt): Promise<RequestLine[]> {
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (e) {
    throw new ReplayError('input', `${shown}: cannot read the requests (write them with --requests FILE): ${errorMessage(e)}`);
  }
  const lines = text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      try {
        return JSON.parse(l) as RequestLine;
      } catch (e) {
        throw new ReplayError('input', `${shown}:${i + 1}: not JSON: ${errorMessage(e)}`);
      }
    });
  // An answer reused from the cache had no request sent in this run: its vote could not be asked again, and the tally would not compare.
  const cached = receipt.calls.filter((c) => c.cached).length;
  if (cached > 0) {
    throw new ReplayError(
      'input',
      `${cached} of the receipt's answers came from the cache, with no request sent: run again with --cache off to replay the whole verdict`,
    );
  }
  const sent = receipt.calls.map((c) => c.request_sha256);
  if (sent.some((h) => h === undefined))
    throw new ReplayError('input', 'the receipt does not say what every request was: the requests cannot be rebuilt');
  if (lines.length === 0 || lines.length !== sent.length) {
    throw new ReplayError(
      'input',
      `${shown}: ${lines.length} requests, but the receipt names ${sent.length}: not the requests of this result`,
    );
  }
  // What decides the new tally besides the bodies (which criteria each answer counts for) must
  // agree with the receipt: a line edited to drop or add a criterion changes what is compared.
  const counted = new Set(lines.flatMap((l) => (Array.isArray(l.criteria) ? l.criteria : [])));
  const tallied = Object.keys(receipt.tally);
  if (counted.size !== tallied.length || tallied.some((id) => !counted.has(id)) || lines.some((l) => l.model !== receipt.model)) {
    throw new ReplayError('input', `${shown}: its criteria or model differ from the receipt's: not the requests of this result`);
  }
  lines.forEach((line, i) => {
    if (typeof line.body !== 'string' || sha256(line.body) !== line.request_sha256 || line.request_sha256 !== sent[i]) {
      throw new ReplayError(
        'input',
        `${shown}:${i + 1}: this request is not the one the receipt names (its SHA-256 differs; edited or redacted?): the requests cannot be rebuilt`,
      );
    }
  });
  return lines;
}

/** The server must serve the model the receipt names, with the same digest: another model's answer reproduces nothing. */
async function sameModel(
  session: HostSession,
  signals: CallSignals,
  model: string,
  receipt: Receipt,
  host: string,
  backend: Backend,
): Promise<void> {
  let identity: string | undefined;
  try {
    identity = await session.identity(signals);
  } catch (e) {
    throw new ReplayError('judge', session.describe(e, 'show'));
  }
  if (identity === undefined) throw new ReplayError('judge', `${BACKENDS[backend].label(host)} does not serve model "${model}"`);
  const digest = digestOf(identity);
  if (receipt.digest !== null && digest !== receipt.digest) {
    throw new ReplayError(
      'judge',
      `${BACKENDS[backend].label(host)} serves "${model}" with digest ${digest ?? '(none)'}, not the receipt's ${receipt.digest}: another model cannot reproduce this verdict`,
    );
  }
}

async function resendAll(
  session: HostSession,
  signals: CallSignals,
  lines: readonly RequestLine[],
  receipt: Receipt,
  host: string,
): Promise<ReplayReport> {
  if (!session.resend) throw new ReplayError('judge', 'this backend cannot re-send a request');
  // Per turn (a vote of a part), the last answer that parses is the judgement, as in the run itself.
  const judged = new Map<number, { criteria: string[]; items: { id: string; met: boolean }[] }>();
  let identical = 0;
  for (const line of lines) {
    let content: string;
    try {
      content = (await session.resend({ path: line.path, body: line.body }, signals)).content;
    } catch (e) {
      throw new ReplayError('judge', e instanceof CriticGateError ? e.message : session.describe(e, 'chat'));
    }
    if (sha256(content) === line.answer_sha256) identical++;
    const parsed = parseJudgeAnswer(content, line.ids);
    if (parsed.ok) judged.set(line.turn, { criteria: line.criteria, items: parsed.items });
    else if (!judged.has(line.turn)) judged.set(line.turn, { criteria: line.criteria, items: [] });
  }
  const now = new Map<string, { met: number; unmet: number }>();
  for (const { criteria, items } of judged.values()) {
    for (const id of criteria) {
      const t = now.get(id) ?? { met: 0, unmet: 0 };
      if (items.find((i) => i.id === id)?.met) t.met++;
      else t.unmet++;
      now.set(id, t);
    }
  }
  const majority = (t: { met: number; unmet: number }): boolean => t.met * 2 > t.met + t.unmet;
  const criteria = Object.entries(receipt.tally).map(([id, was]) => {
    const t = now.get(id) ?? { met: 0, unmet: 0 };
    return { id, was, now: t, reproduced: majority(was) === majority(t) };
  });
  return {
    reproduced: criteria.every((c) => c.reproduced),
    model: receipt.model,
    digest: receipt.digest,
    host,
    requests: lines.length,
    identical_answers: identical,
    criteria,
  };
}

export function renderReplay(r: ReplayReport): string {
  const said = (t: { met: number; unmet: number }): string =>
    `${t.met * 2 > t.met + t.unmet ? 'met' : 'unmet'} (${t.met} met, ${t.unmet} unmet)`;
  return [
    `replay of ${r.requests} request${r.requests === 1 ? '' : 's'} to ${r.model ?? 'the model'}${r.digest ? `@${r.digest.slice(0, 12)}` : ''} at ${r.host}: ${r.identical_answers} answer${r.identical_answers === 1 ? '' : 's'} identical byte for byte`,
    ...r.criteria.map((c) => `${c.reproduced ? 'reproduced' : 'CHANGED'}  ${c.id}: was ${said(c.was)}, now ${said(c.now)}`),
    r.reproduced
      ? 'every criterion reproduced'
      : `not reproduced: ${r.criteria
          .filter((c) => !c.reproduced)
          .map((c) => c.id)
          .join(', ')}`,
    '',
  ].join('\n');
}
