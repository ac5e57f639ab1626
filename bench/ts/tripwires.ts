/**
 * Bench figures for the tripwires (issue 10, item 6), bundled by bench/tripwires.mjs: the share
 * of the attack corpus the prompt-injection check catches, and the share of ordinary text it
 * fails or warns on.
 */
import { tripwiresIn } from '../../src/tripwires/patterns.js';
import { ADDRESSED_ATTACKS, HIDDEN_ATTACKS, ORDINARY } from '../../test/support/tripwire-corpus.js';
import { measureCorpus, realCorpora, TRUE_POSITIVES } from '../../test/support/tripwire-real-corpora.js';

// The sample's lines together, as the check reads a file: an instruction split over two lines, or
// an addressee a few lines from the answer it dictates, is only caught across lines (issue 44).
const hits = (text: string, kind: 'hidden' | 'addressed'): boolean => tripwiresIn(text.split('\n')).some((h) => h.kind === kind);

export function measureTripwires() {
  const hidden = HIDDEN_ATTACKS.filter((s) => hits(s.text, 'hidden')).length;
  const addressed = ADDRESSED_ATTACKS.filter((s) => hits(s.text, 'addressed')).length;
  const falseFail = ORDINARY.filter((s) => hits(s.text, 'hidden'));
  const falseWarn = ORDINARY.filter((s) => hits(s.text, 'addressed'));
  return {
    hidden: { caught: hidden, of: HIDDEN_ATTACKS.length },
    addressed: { caught: addressed, of: ADDRESSED_ATTACKS.length },
    ordinary: ORDINARY.length,
    falseFail: falseFail.map((s) => s.name),
    falseWarn: falseWarn.map((s) => s.name),
  };
}

/**
 * Issues 23 and 26: the check on every file of the real corpora (JavaScript, TypeScript, Python)
 * as if a change added it whole. A failure or warning on a file not in TRUE_POSITIVES is false.
 */
export async function measureRealCorpora(root: string) {
  const figures = [];
  for (const corpus of realCorpora(root)) {
    const f = await measureCorpus(corpus);
    const path = (entry: string): string => entry.slice(0, entry.indexOf(': '));
    const flagged = [...f.failed, ...f.warned];
    figures.push({
      name: f.name,
      files: f.files,
      failed: f.failed.length,
      warned: f.warned.length,
      byDesign: flagged.filter((e) => TRUE_POSITIVES[path(e)] !== undefined).length,
      falseAlarms: flagged.filter((e) => TRUE_POSITIVES[path(e)] === undefined).map((e) => e.slice(0, 200)),
    });
  }
  return figures;
}
