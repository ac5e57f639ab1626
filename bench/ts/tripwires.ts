/**
 * Bench figures for the tripwires (issue 10, item 6), bundled by bench/tripwires.mjs: the share
 * of the attack corpus the prompt-injection check catches, and the share of ordinary text it
 * fails or warns on.
 */
import { tripwiresOn } from '../../src/checks/tripwire-patterns.js';
import { ADDRESSED_ATTACKS, HIDDEN_ATTACKS, ORDINARY } from '../../test/support/tripwire-corpus.js';

const hits = (text: string, kind: 'hidden' | 'addressed'): boolean =>
  text.split('\n').some((line, i) => tripwiresOn(line, i === 0).some((h) => h.kind === kind));

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
