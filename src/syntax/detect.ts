/**
 * The language of code that names none (`schema.type: code` without `language`): the exact
 * parsers are asked which of them accepts it. One accepting → that language. Several → telling
 * signs (`def …:` for Python, `const`/`=>` for JavaScript, `echo`/`fi` for shell) must point at
 * exactly one, or the text is ambiguous and nothing is decided: a gate never passes on a guess.
 */
import { canonicalLanguage, parseCode, type ParseOptions, type SyntaxReport } from './parse-code.js';

export type Detection =
  | { kind: 'detected'; language: string; how: string; report: Extract<SyntaxReport, { ok: true }> }
  | { kind: 'ambiguous'; languages: string[] }
  | { kind: 'none'; tried: { language: string; why: string }[] };

const count = (text: string, re: RegExp): number => (text.match(re) ?? []).length;

/** How strongly a text looks like each language, beyond parsing: used only to choose among parsers that all accept it. */
const SIGNS: Record<string, (t: string) => number> = {
  python: (t) =>
    count(t, /^[ \t]*(?:async[ \t]+)?(?:def|class)[ \t]+\w+.*:[ \t]*(?:#.*)?$/gm) +
    count(t, /^[ \t]*(?:import[ \t]+[\w.]+(?:[ \t]+as[ \t]+\w+)?|from[ \t]+[\w.]+[ \t]+import\b.*)[ \t]*$/gm) +
    count(t, /^[ \t]*(?:elif|else|try|except|finally|with|for|while|if)\b.*:[ \t]*(?:#.*)?$/gm) +
    count(t, /\b(?:None|True|False|self|elif|lambda|nonlocal)\b/g),
  javascript: (t) =>
    count(t, /\b(?:const|let|var)[ \t]+[\w${[]/g) +
    count(t, /\bfunction\b|=>|===|!==|\bconsole\.|\brequire\(|\bundefined\b|\bnull\b/g) +
    count(t, /^[ \t]*(?:import\b.*\bfrom[ \t]*['"]|export[ \t])/gm) +
    count(t, /;[ \t]*$/gm),
  bash: (t) =>
    count(
      t,
      /^[ \t]*(?:echo|printf|export|cd|fi|then|do|done|esac|sudo|apt(?:-get)?|npm|npx|pip3?|git|mkdir|cp|mv|rm|chmod|curl|wget|source|set[ \t]+-)\b/gm,
    ) + count(t, /\$\{?\w+|\$\(|\[\[|&&|\|\|/g),
};
SIGNS['typescript'] = (t) =>
  (SIGNS['javascript']?.(t) ?? 0) +
  count(t, /\b(?:interface|type|enum|namespace|implements|readonly)\b|:[ \t]*(?:string|number|boolean|void|any|unknown)\b/g);

/** Go is tried only for text that opens with a package clause: gofmt and tree-sitter would accept little else anyway. */
const GO_PACKAGE = /^(?:[ \t]*(?:\/\/.*)?\n)*[ \t]*package[ \t]+\w+[ \t]*$/m;

/**
 * Tries, in order, the languages the detector knows: JSON (most specific), Python, JavaScript,
 * TypeScript (only when JavaScript refuses: every JavaScript program is TypeScript too), Go and
 * shell (only with a sign of being one: `bash -n` accepts most lines of prose).
 */
export async function detectLanguage(text: string, options: ParseOptions = {}): Promise<Detection> {
  const tried: { language: string; why: string }[] = [];
  const accepted: Extract<SyntaxReport, { ok: true }>[] = [];
  const attempt = async (language: string): Promise<boolean> => {
    const report = await parseCode(text, language, { ...options, exact: false });
    if (report.ok) accepted.push(report);
    else tried.push({ language, why: 'line' in report ? `line ${report.line}: ${report.message}` : 'no parser' });
    return report.ok;
  };
  if (await attempt('json')) return only(accepted[0]!, 'only JSON');
  await attempt('python');
  if (!(await attempt('javascript'))) await attempt('typescript');
  if (GO_PACKAGE.test(text)) await attempt('go');
  if ((SIGNS['bash']?.(text) ?? 0) > 0) await attempt('bash');

  if (accepted.length === 1) return only(accepted[0]!, `only the ${accepted[0]!.language} parser accepts it`);
  if (accepted.length === 0) return { kind: 'none', tried };
  const scored = accepted.map((r) => ({ r, score: SIGNS[r.language]?.(text) ?? 0 })).sort((a, b) => b.score - a.score);
  const [best, second] = scored as [(typeof scored)[0], (typeof scored)[0]];
  // A clear lead: at least two signs, and twice as many as the runner-up.
  if (best.score >= 2 && best.score >= 2 * second.score) {
    return only(best.r, `${scored.map((s) => s.r.language).join(' and ')} parsers accept it; it reads as ${best.r.language}`);
  }
  return { kind: 'ambiguous', languages: accepted.map((r) => r.language) };
}

function only(report: Extract<SyntaxReport, { ok: true }>, how: string): Detection {
  return { kind: 'detected', language: canonicalLanguage(report.language) ?? report.language, how, report };
}
