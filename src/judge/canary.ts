import { createHash } from 'node:crypto';
import { normaliseSpace } from '../subject/text.js';
import { TextKeyedMap } from '../subject/text-keyed.js';
import { EVIDENCE_WINDOW, verifyEvidence } from './evidence.js';
import { showPath } from './prompt/material-format.js';
import { JudgeError, type JudgeAssertion, type JudgeItem, type MaterialFile, type SeenLines } from './types.js';

/**
 * Calibration canaries (spec §8): two known-answer assertions built from the material and mixed
 * into every request. One claims a line the judge is shown (and is met only with a verified quote
 * of it), the other a line number of the same kind that the material does not hold. A judge that
 * says "met" to everything, or "unmet" to everything, gets one of them wrong and is not trusted
 * with the real ones. Both name material by path and line number only, never by its text.
 *
 * What this does not do: it checks that the judge reads the material, not that the material is
 * honest. A text injected into the change that knows how canaries are made can answer them right;
 * the fence around the material and the tripwires are the defence against injection.
 *
 * Everything here is a pure function of the material and the real ids, so the same material
 * gives the same prompt (and the cache can recognise it).
 */

export interface Canary extends JudgeAssertion {
  expect: 'met' | 'unmet';
  /** The material line that meets it (met canaries), or the line the unmet one names, which the material lacks. */
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
 * be calibrated, and then the judgement fails closed (create-judge.ts), never passes uncalibrated.
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
 * Plain sentences that name a line by its number and path, never by its text: the assertion list
 * is the instruction area of the prompt, and text of the change quoted there would be read as
 * instructions rather than data (issue 23). No backticks or other marks that only canaries would carry.
 * Each form ends with `line N of PATH`.
 */
const WORDING = [
  (p: string, n: number) => `The material shows line ${n} of ${p}`,
  (p: string, n: number) => `The change as shown includes line ${n} of ${p}`,
  (p: string, n: number) => `A reader of the material can see line ${n} of ${p}`,
  (p: string, n: number) => `Shown in the material: line ${n} of ${p}`,
];
const PREFIXES = ['shows', 'keeps', 'includes', 'reads'];

/** How far past the last line of its file the line an unmet canary names lies, at most. */
const ABSENT_SPREAD = 40;

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

  // The unmet canary names a line of a file past every line the material holds of it: no line
  // the judge is shown is that line, whatever the fitting keeps.
  const lastOf = (path: string): number => Math.max(0, ...(material.find((f) => f.path === path)?.lines.map((l) => l.n) ?? []));
  const absentLine = lastOf(source.path) + 2 + (seed.readUInt16BE(4) % ABSENT_SPREAD);

  const taken = new Set(realIds);
  // From the file's name and the line number, never from the line's text (see WORDING).
  const idFor = (path: string, line: number, salt: number): string => {
    const name = (path.split('/').pop() ?? '').match(/[A-Za-z0-9]+/g) ?? [];
    let id = `${PREFIXES[salt % PREFIXES.length]}-${slug(name.slice(0, 2)) || 'file'}-${line}`;
    for (let i = 2; taken.has(id); i++) id = `${id.replace(/-v\d+$/, '')}-v${i}`;
    taken.add(id);
    return id;
  };
  const wording = (salt: number) => WORDING[salt % WORDING.length]!;
  return [
    {
      id: idFor(met.path, met.line, seed[6]!),
      text: wording(seed[7]!)(showPath(met.path), met.line),
      paths: [met.path],
      expect: 'met',
      line: met.line,
    },
    {
      id: idFor(source.path, absentLine, seed[8]!),
      text: wording(seed[9]!)(showPath(source.path), absentLine),
      paths: [source.path],
      expect: 'unmet',
      line: absentLine,
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
    return item?.met === false ? undefined : `said "met" to a known-unmet assertion (the material holds no line ${where})`;
  }
  if (!item?.met) return `said "not met" to a known-met assertion (${where} meets it)`;
  // A canary asks whether a line is there, not what the code does: a comment line proves it.
  const check = verifyEvidence(item, canary.paths, material, seen, { provenance: false });
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

/**
 * A judge error said in the user's words: a canary's id (made from the material, unlike any id in
 * the config) is named as the calibration canary it is, so no one looks for it in their config.
 */
export function withCanariesNamed(e: unknown, canaries: readonly Canary[]): unknown {
  if (!(e instanceof JudgeError)) return e;
  let message = e.message;
  for (const c of canaries) {
    const quoted = JSON.stringify(c.id);
    message = message.split(quoted).join(`${quoted} (a calibration canary critic-gate adds, spec §8)`);
  }
  return message === e.message ? e : new JudgeError(message, e.stats, e.calibration, e.category);
}
