import { createHash } from 'node:crypto';
import { normaliseSpace } from '../subject/text.js';
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

/** A line a canary can quote: long enough to carry weight, short enough to read, nothing that breaks the wording. */
function eligible(text: string): boolean {
  const t = text.trim();
  return t.length >= MIN_CHARS && t.length <= MAX_CHARS && t.replace(/\s/g, '').length >= 12 && /[A-Za-z]{3}/.test(t) && !/[`\u0000-\u001f\u007f]/.test(t);
}

interface Candidate {
  path: string;
  line: number;
  text: string;
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
    .map((w) => w.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase().replace(/[^a-z0-9]+/g, '-'))
    .join('-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

const MET_WORDING = [
  (p: string, s: string) => `${p} contains \`${s}\``,
  (p: string, s: string) => `\`${s}\` appears in ${p}`,
  (p: string, s: string) => `The change keeps the line \`${s}\` in ${p}`,
];
const PREFIXES = ['has', 'keeps', 'includes', 'uses'];

export interface CanaryOptions {
  /** Lines the judge will be shown; a met canary must cite one of them. */
  shown?: SeenLines | undefined;
}

/**
 * The two canaries for a request, or undefined when the material has no line that can carry one.
 * Ids look like the ids people write and never clash with the real ones.
 */
export function buildCanaries(material: readonly MaterialFile[], realIds: readonly string[], options: CanaryOptions = {}): Canary[] | undefined {
  const all: Candidate[] = [];
  for (const file of material) {
    for (const l of file.lines.slice(0, EARLY_LINES)) {
      if (eligible(l.text) && (!options.shown || options.shown.get(file.path)?.has(l.n))) all.push({ path: file.path, line: l.n, text: normaliseSpace(l.text) });
    }
  }
  // A quote that occurs twice could be cited at the wrong place; only unique lines qualify.
  const count = new Map<string, number>();
  for (const file of material) for (const l of file.lines) count.set(normaliseSpace(l.text), (count.get(normaliseSpace(l.text)) ?? 0) + 1);
  const candidates = all.filter((c) => count.get(c.text) === 1);
  if (candidates.length === 0) return undefined;

  const seed = digest(JSON.stringify([material.map((f) => [f.path, f.lines.length, f.lines.slice(0, EARLY_LINES)]), realIds]));
  const met = candidates[seed.readUInt16BE(0) % Math.min(candidates.length, 24)]!;
  const source = candidates.length > 1 ? candidates.filter((c) => c !== met)[seed.readUInt16BE(2) % (candidates.length - 1)]! : met;

  const haystacks = material.map((f) => normaliseSpace(f.lines.map((l) => l.text).join(' ')));
  const absent = (s: string): boolean => {
    const n = normaliseSpace(s);
    return n.replace(/\s/g, '').length >= 12 && haystacks.every((h) => !h.includes(n));
  };
  const vocabulary = [...new Set(material.flatMap((f) => f.lines.slice(0, EARLY_LINES).flatMap((l) => l.text.match(WORD) ?? [])))].sort();
  const unmetText = mutate(source.text, vocabulary, seed.readUInt16BE(4), absent);
  if (unmetText === undefined) return undefined;

  const taken = new Set(realIds);
  const idFor = (text: string, salt: number): string => {
    const words = (text.match(WORD) ?? []).sort((a, b) => b.length - a.length).slice(0, 2);
    let id = `${PREFIXES[salt % PREFIXES.length]}-${slug(words) || 'line'}`;
    for (let i = 2; taken.has(id); i++) id = `${id.replace(/-\d+$/, '')}-${i}`;
    taken.add(id);
    return id;
  };
  const wording = (salt: number) => MET_WORDING[salt % MET_WORDING.length]!;
  return [
    { id: idFor(met.text, seed[6]!), text: wording(seed[7]!)(showPath(met.path), met.text), paths: [met.path], expect: 'met', line: met.line },
    { id: idFor(unmetText, seed[8]!), text: wording(seed[9]!)(showPath(source.path), unmetText), paths: [source.path], expect: 'unmet', line: source.line },
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
export function canaryFailure(canary: Canary, item: JudgeItem | undefined, material: ReadonlyMap<string, MaterialFile>, seen: SeenLines): string | undefined {
  const where = `${canary.paths[0]}:${canary.line}`;
  if (canary.expect === 'unmet') {
    return item?.met === false ? undefined : `said "met" to a known-unmet assertion (the text it asks for is nowhere in the material; made from ${where})`;
  }
  if (!item?.met) return `said "not met" to a known-met assertion (${where} meets it)`;
  const check = verifyEvidence(item, canary.paths, material, seen);
  if (!check.verified) return `called a known-met assertion met without verifiable evidence (${check.reason})`;
  if (Math.abs(check.location.line - canary.line) > EVIDENCE_WINDOW) return `cited ${check.location.path}:${check.location.line} for a known-met assertion that ${where} meets`;
  return undefined;
}
