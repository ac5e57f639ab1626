import { createHash } from 'node:crypto';
import { normaliseSpace } from '../subject/text.js';
import { TextKeyedMap } from '../subject/text-keyed.js';
import { EVIDENCE_WINDOW, verifyEvidence } from './evidence.js';
import { showPath } from './material.js';
import type { JudgeAssertion, JudgeItem, MaterialFile, SeenLines } from './types.js';

/**
 * Calibration canaries (spec §8): two known-answer assertions built from the material and mixed
 * into every request. One is met by a line the judge is shown, the other names text that occurs
 * nowhere in the material. A judge that says "met" to everything, or "unmet" to everything,
 * gets one of them wrong and is not trusted with the real ones.
 *
 * Everything here is a pure function of the material and the real ids, so the same material
 * gives the same prompt (and the cache can recognise it).
 */

export interface Canary extends JudgeAssertion {
  expect: 'met' | 'unmet';
  /** The material line that meets it (met canaries), or that the unmet text was made from. */
  line: number;
}

const MIN_CHARS = 16;
const MAX_CHARS = 90;
/** Lines near the top of a file survive fitting to a small context. */
const EARLY_LINES = 60;

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

/** The best line a canary can quote: long enough to carry weight, short enough to read. */
function eligible(text: string): boolean {
  const t = text.trim();
  return (
    t.length >= MIN_CHARS &&
    t.length <= MAX_CHARS &&
    t.replace(/\s/g, '').length >= 12 &&
    /[A-Za-z]{3}/.test(t) &&
    !/[`\u0000-\u001f\u007f]/.test(t)
  );
}

/**
 * Any line a canary can still quote whole (a whole-line quote verifies however short, spec §7):
 * something a reader can recognise, no control characters. Material that has no such line cannot
 * be calibrated, and then the judgement fails closed (run.ts), never passes uncalibrated.
 */
function quotable(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && t.length <= LONGEST_QUOTE && /[\p{L}\p{N}]/u.test(t) && !/[\u0000-\u001f\u007f]/.test(t);
}
/** Longer lines make a canary that reads unlike any assertion people write. */
const LONGEST_QUOTE = 200;

interface Candidate {
  path: string;
  line: number;
  text: string;
  /** The text is a stretch of a longer line, not the whole line. */
  part?: true;
}

/** A stretch this long is distinctive and still reads as a phrase. */
const STRETCH_CHARS = 48;
/** Starts tried per long line, spread along it; the uniqueness of each costs a scan of the material. */
const STRETCH_STARTS = 16;
/** Scans in all: a page of near-identical long lines must not make this quadratic. */
const STRETCH_SCANS = 256;

/**
 * Stretches of a long line a canary can quote, from starts spread along it: whole words where
 * the line has spaces, else the first characters of an overlong word.
 */
function stretchesOf(text: string): string[] {
  const words = text.split(' ');
  const step = Math.max(1, Math.floor(words.length / STRETCH_STARTS));
  const out: string[] = [];
  for (let s = 0; s < words.length; s += step) {
    let piece = words[s]!;
    if (piece.length > MAX_CHARS) piece = piece.slice(0, STRETCH_CHARS);
    for (let e = s + 1; e < words.length && piece.length < STRETCH_CHARS; e++) {
      const longer = `${piece} ${words[e]!}`;
      if (longer.length > MAX_CHARS) break;
      piece = longer;
    }
    out.push(piece);
  }
  return out;
}

/** Occurs exactly once in all the haystacks together. */
function once(needle: string, haystacks: readonly string[]): boolean {
  let found = 0;
  for (const h of haystacks) {
    const at = h.indexOf(needle);
    if (at < 0) continue;
    if (++found > 1 || h.indexOf(needle, at + 1) >= 0) return false;
  }
  return found === 1;
}

const WORD = /[A-Za-z_][A-Za-z0-9_]{3,}/g;

/** The text a real-looking but absent line would have: one word swapped for another word of the material. */
function mutate(text: string, vocabulary: readonly string[], pick: number, absent: (s: string) => boolean): string | undefined {
  const words = [...text.matchAll(WORD)];
  for (let w = 0; w < words.length; w++) {
    const target = words[(pick + w) % words.length]!;
    for (let v = 0; v < Math.min(vocabulary.length, 40); v++) {
      const replacement = vocabulary[(pick + v) % vocabulary.length]!;
      if (replacement === target[0]) continue;
      const candidate = `${text.slice(0, target.index)}${replacement}${text.slice(target.index! + target[0].length)}`.trim();
      if (absent(candidate)) return candidate;
    }
  }
  return undefined;
}

function slug(words: readonly string[]): string {
  return words
    .map((w) =>
      w
        .replace(/([a-z])([A-Z])/g, '$1-$2')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-'),
    )
    .join('-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/**
 * Plain sentences, as people write assertions: no backticks or other marks that only canaries
 * would carry (a judge that could tell canaries apart could answer them right and the rest at
 * will). The quoted line ends each sentence, so any text it holds, backticks included, reads as it is.
 */
const MET_WORDING = [
  (p: string, s: string) => `${p} has the line: ${s}`,
  (p: string, s: string) => `The change keeps this line in ${p}: ${s}`,
  (p: string, s: string) => `${p} includes a line that reads: ${s}`,
  (p: string, s: string) => `In ${p} there is the line ${s}`,
];

/**
 * Lines for the unmet canary when no line of the material can be turned into an absent one (too
 * few words to swap): ordinary code and prose, used only where the material verifiably lacks them.
 */
const SYNTHETIC_LINES = [
  'return cached_result',
  'raise ValueError("invalid retry budget")',
  'const retryBudget = loadRetryBudget(config);',
  'import logging',
  'The default timeout is thirty seconds.',
  'log.debug("flushing pending writes")',
  'if (response.status === 429) return backoff();',
  'Errors are reported to the audit channel.',
  'fn parse_header(input: &str) -> Header',
  'timeout_ms = settings.get("timeout_ms", 5000)',
];
/** The same for a stretch of a line: saying "the line" would be false of a longer one. */
const PART_WORDING = [
  (p: string, s: string) => `${p} has a line containing: ${s}`,
  (p: string, s: string) => `The change keeps a line in ${p} that contains: ${s}`,
  (p: string, s: string) => `${p} includes a line that contains: ${s}`,
  (p: string, s: string) => `A line of ${p} contains: ${s}`,
];
const PREFIXES = ['has', 'keeps', 'includes', 'uses'];

export interface CanaryOptions {
  /** Lines the judge will be shown; a met canary must cite one of them. */
  shown?: SeenLines | undefined;
}

/**
 * The two canaries for a request, or undefined only when no shown line of the material can carry
 * one (nothing but blank or punctuation lines, or long lines with no stretch found once): the
 * caller then fails closed.
 * Ids look like the ids people write and never clash with the real ones.
 */
export function buildCanaries(
  material: readonly MaterialFile[],
  realIds: readonly string[],
  options: CanaryOptions = {},
): Canary[] | undefined {
  const shown = (path: string, n: number): boolean => !options.shown || (options.shown.get(path)?.has(n) ?? false);
  // A quote that occurs twice could be cited at the wrong place: unique lines first.
  // Keyed on whole lines, which may be long and of one length (see TextKeyedMap).
  const count = new TextKeyedMap<number>();
  const inFile = new TextKeyedMap<number>();
  for (const file of material) {
    for (const l of file.lines) {
      const t = normaliseSpace(l.text);
      count.set(t, (count.get(t) ?? 0) + 1);
      inFile.set(`${file.path}\0${t}`, (inFile.get(`${file.path}\0${t}`) ?? 0) + 1);
    }
  }
  const gather = (accept: (c: Candidate) => boolean, early: boolean): Candidate[] =>
    material.flatMap((file) =>
      (early ? file.lines.slice(0, EARLY_LINES) : file.lines)
        .filter((l) => shown(file.path, l.n))
        .map((l) => ({ path: file.path, line: l.n, text: normaliseSpace(l.text) }))
        .filter(accept),
    );
  const haystacks = material.map((f) => normaliseSpace(f.lines.map((l) => l.text).join(' ')));
  // Prose written a paragraph per line has no line short enough to quote whole, only stretches;
  // one found once in all the material can be cited in one place only.
  const stretches = (): Candidate[] => {
    let scans = STRETCH_SCANS;
    const out: Candidate[] = [];
    for (const c of gather((c) => c.text.length > MAX_CHARS && count.get(c.text) === 1, false)) {
      const stretch = stretchesOf(c.text).find((s) => eligible(s) && scans-- > 0 && once(s, haystacks));
      if (stretch !== undefined) out.push({ ...c, text: stretch, part: true });
      if (scans <= 0) break;
    }
    return out;
  };
  // The best quote where there is one; then any distinctive shown line (shorter, with backticks,
  // further down, unique in its own file); then a unique stretch of a long line; then any
  // quotable line (canaryFailure accepts a copy).
  const tiers = [
    () => gather((c) => eligible(c.text) && count.get(c.text) === 1, true),
    () => gather((c) => quotable(c.text) && inFile.get(`${c.path}\0${c.text}`) === 1, false),
    stretches,
    () => gather((c) => quotable(c.text), false),
  ];
  let candidates: Candidate[] = [];
  for (const tier of tiers) if ((candidates = tier()).length > 0) break;
  if (candidates.length === 0) return undefined;

  const seed = digest(JSON.stringify([material.map((f) => [f.path, f.lines.length, f.lines.slice(0, EARLY_LINES)]), realIds]));
  const met = candidates[seed.readUInt16BE(0) % Math.min(candidates.length, 24)]!;
  const source = candidates.length > 1 ? candidates.filter((c) => c !== met)[seed.readUInt16BE(2) % (candidates.length - 1)]! : met;

  const absentFrom =
    (minChars: number) =>
    (s: string): boolean => {
      const n = normaliseSpace(s);
      return n.replace(/\s/g, '').length >= minChars && haystacks.every((h) => !h.includes(n));
    };
  const vocabulary = [...new Set(material.flatMap((f) => f.lines.slice(0, EARLY_LINES).flatMap((l) => l.text.match(WORD) ?? [])))].sort();
  // A real line with one word swapped; failing that, from a shorter line; failing that, an
  // ordinary line the material verifiably lacks. Some unmet canary can always be made.
  const synthetic = SYNTHETIC_LINES.map((_, i) => SYNTHETIC_LINES[(seed.readUInt16BE(10) + i) % SYNTHETIC_LINES.length]!);
  const unmetText =
    mutate(source.text, vocabulary, seed.readUInt16BE(4), absentFrom(12)) ??
    mutate(source.text, vocabulary, seed.readUInt16BE(4), absentFrom(4)) ??
    synthetic.find(absentFrom(4));
  if (unmetText === undefined) return undefined;

  const taken = new Set(realIds);
  const idFor = (text: string, salt: number): string => {
    const words = (text.match(WORD) ?? []).sort((a, b) => b.length - a.length).slice(0, 2);
    let id = `${PREFIXES[salt % PREFIXES.length]}-${slug(words) || 'line'}`;
    for (let i = 2; taken.has(id); i++) id = `${id.replace(/-\d+$/, '')}-${i}`;
    taken.add(id);
    return id;
  };
  const wording = (salt: number, part: boolean | undefined) => {
    const forms = part ? PART_WORDING : MET_WORDING;
    return forms[salt % forms.length]!;
  };
  return [
    {
      id: idFor(met.text, seed[6]!),
      text: wording(seed[7]!, met.part)(showPath(met.path), met.text),
      paths: [met.path],
      expect: 'met',
      line: met.line,
    },
    {
      id: idFor(unmetText, seed[8]!),
      text: wording(seed[9]!, source.part)(showPath(source.path), unmetText),
      paths: [source.path],
      expect: 'unmet',
      line: source.line,
    },
  ];
}

/** The real assertions with the canaries placed among them at positions fixed by the material. */
export function mixIn(real: readonly JudgeAssertion[], canaries: readonly Canary[]): JudgeAssertion[] {
  const out: JudgeAssertion[] = real.map((a) => a);
  canaries.forEach((c, i) => {
    const h = digest(`${c.id}:${i}`).readUInt16BE(0);
    out.splice(h % (out.length + 1), 0, { id: c.id, text: c.text, paths: c.paths });
  });
  return out;
}

/** Why the judge's answer to a canary is wrong, or undefined when it is right. */
export function canaryFailure(
  canary: Canary,
  item: JudgeItem | undefined,
  material: ReadonlyMap<string, MaterialFile>,
  seen: SeenLines,
): string | undefined {
  const where = `${canary.paths[0]}:${canary.line}`;
  if (canary.expect === 'unmet') {
    return item?.met === false
      ? undefined
      : `said "met" to a known-unmet assertion (the text it asks for is nowhere in the material; made from ${where})`;
  }
  if (!item?.met) return `said "not met" to a known-met assertion (${where} meets it)`;
  const check = verifyEvidence(item, canary.paths, material, seen);
  if (!check.verified) return `called a known-met assertion met without verifiable evidence (${check.reason})`;
  if (Math.abs(check.location.line - canary.line) > EVIDENCE_WINDOW && !sameLine(material, canary, check.location.line)) {
    return `cited ${check.location.path}:${check.location.line} for a known-met assertion that ${where} meets`;
  }
  return undefined;
}

/** A canary quoting a line that occurs more than once in its file is met by any copy of it. */
function sameLine(material: ReadonlyMap<string, MaterialFile>, canary: Canary, line: number): boolean {
  const lines = material.get(canary.paths[0]!)?.lines ?? [];
  const text = (n: number): string | undefined => {
    const l = lines.find((x) => x.n === n);
    return l === undefined ? undefined : normaliseSpace(l.text);
  };
  const want = text(canary.line);
  return want !== undefined && want !== '' && lines.some((l) => Math.abs(l.n - line) <= EVIDENCE_WINDOW && normaliseSpace(l.text) === want);
}
