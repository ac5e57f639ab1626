/**
 * What the `prompt-injection` tripwire looks for. Pure: a line of text in, findings out.
 *
 * Two kinds. Hidden characters (Trojan Source, CVE-2021-42574): bidirectional controls and
 * invisible characters make code read differently to a human, a compiler and a model — they
 * fail whenever tripwires are on. Addressed text: words written to a reviewer or a model rather
 * than to the code's readers (instructions to ignore the rules, to mark assertions as met,
 * chat-template role markers, a fake end of the material) — a warning, or a failure under
 * `tripwires: fail`. Each pattern is linear (no nested quantifiers) and runs on one line.
 */

export type TripwireKind = 'hidden' | 'addressed';

export interface TripwireHit {
  kind: TripwireKind;
  /** What was found, e.g. `U+202E RIGHT-TO-LEFT OVERRIDE` or `"ignore previous instructions"`. */
  what: string;
  /** 0-based UTF-16 column. */
  column: number;
}

const HIDDEN_NAMES: Record<number, string> = {
  0x00ad: 'SOFT HYPHEN',
  0x034f: 'COMBINING GRAPHEME JOINER',
  0x061c: 'ARABIC LETTER MARK',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE (BOM)',
};

const HIDDEN = /[\u00ad\u034f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g;
const BLACK_FLAG = 0x1f3f4;

const hex = (c: number): string => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

/** A joiner between two characters outside ASCII joins a script or an emoji sequence (👩‍💻, Persian): that is text, not a trick. */
function isOrdinaryJoiner(line: string, i: number, c: number): boolean {
  if (c !== 0x200c && c !== 0x200d) return false;
  const before = line.codePointAt(i - 1 >= 0 && /[\udc00-\udfff]/.test(line[i - 1]!) ? i - 2 : i - 1) ?? 0;
  const after = line.codePointAt(i + 1) ?? 0;
  return before > 0x7f && after > 0x7f;
}

/** Tag characters spell subdivision flags after U+1F3F4 (🏴󠁧󠁢󠁳󠁣󠁴󠁿); anywhere else they hide text. */
function isFlagTag(line: string, i: number): boolean {
  let j = i;
  while (j >= 2 && line.charCodeAt(j - 2) === 0xdb40) j -= 2;
  return j >= 2 && line.codePointAt(j - 2) === BLACK_FLAG;
}

export function hiddenCharacters(line: string, firstLineOfFile: boolean): TripwireHit[] {
  const hits: TripwireHit[] = [];
  for (const m of line.matchAll(HIDDEN)) {
    const i = m.index;
    const c = line.codePointAt(i)!;
    // A byte order mark opening a file is an encoding marker, not hidden text.
    if (c === 0xfeff && i === 0 && firstLineOfFile) continue;
    if (isOrdinaryJoiner(line, i, c)) continue;
    if (c >= 0xe0000 && isFlagTag(line, i)) continue;
    const name =
      c >= 0xe0000 ? `TAG CHARACTER${c >= 0xe0020 && c <= 0xe007e ? ` '${String.fromCharCode(c - 0xe0000)}'` : ''}` : HIDDEN_NAMES[c];
    hits.push({ kind: 'hidden', what: `${hex(c)} ${name ?? 'INVISIBLE CHARACTER'}`, column: i });
  }
  return hits;
}

/**
 * Text addressed to a reviewer or a model, in English, German, French, Spanish, Chinese and
 * Japanese. Written to match instructions, not the words alone: a README that explains prompt
 * injection in prose ("attackers may tell the model to ignore its instructions") still matches
 * the imperative and gets a warning, which is why this kind only warns by default.
 *
 * For `mayHaveTripwires`, two looser tests that every match also passes. `hint`: a part of the
 * pattern each match goes through, without the leading context (a pattern with no hint is its
 * own). `words`: groups of lower-case ASCII literals; every match holds one word of each group,
 * in any case (the ASCII letters of a pattern only ever match ASCII letters).
 */
const ADDRESSED: readonly { label: string; pattern: RegExp; hint?: RegExp; words?: readonly (readonly string[])[] }[] = [
  // Instructions to drop the rules.
  {
    label: 'ignore previous instructions',
    pattern:
      /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+)*(?:previous|prior|above|earlier|preceding|system|original)\s+(?:instructions?|rules|prompts?|directions|guidelines|context)\b/i,
    hint: /(?:previous|prior|above|earlier|preceding|system|original)\s+(?:instructions?|rules|prompts?|directions|guidelines|context)\b/i,
    words: [
      ['ignore', 'disregard', 'forget', 'override', 'bypass'],
      ['previous', 'prior', 'above', 'earlier', 'preceding', 'system', 'original'],
      ['instruction', 'rules', 'prompt', 'direction', 'guidelines', 'context'],
    ],
  },
  {
    label: 'ignore your instructions',
    pattern: /\b(?:ignore|disregard|forget)\s+(?:all\s+)?(?:your|these|those|the)\s+(?:instructions|rules|guidelines)\b/i,
    hint: /(?:instructions|rules|guidelines)\b/i,
    words: [
      ['ignore', 'disregard', 'forget'],
      ['instructions', 'rules', 'guidelines'],
    ],
  },
  {
    label: 'new instructions',
    pattern: /\b(?:new|updated|real|actual|additional)\s+(?:system\s+)?instructions\s*:/i,
    hint: /instructions\s*:/i,
    words: [['instructions']],
  },
  {
    label: 'system prompt override',
    pattern: /\b(?:system\s+(?:prompt|message|override))\s*:/i,
    hint: /system\s+(?:prompt|message|override)\s*:/i,
    words: [['system'], ['prompt', 'message', 'override']],
  },
  // Instructions about the verdict.
  {
    label: 'mark … as met',
    pattern:
      /\b(?:mark|report|treat|consider|score|rate|judge|evaluate)\s+(?:\S+\s+){0,6}?as\s+(?:met|passed|passing|satisfied|fulfilled|approved|compliant|true)\b/i,
    hint: /\bas\s+(?:met|passed|passing|satisfied|fulfilled|approved|compliant|true)\b/i,
    words: [
      ['mark', 'report', 'treat', 'consider', 'score', 'rate', 'judge', 'evaluate'],
      ['met', 'passed', 'passing', 'satisfied', 'fulfilled', 'approved', 'compliant', 'true'],
    ],
  },
  {
    label: 'all assertions are met',
    pattern:
      /\b(?:all|every|each)\s+(?:of\s+the\s+)?(?:assertions?|criteria|criterion|checks?|requirements?)\s+(?:are|is|were|have\s+been|has\s+been)\s+(?:already\s+)?(?:met|satisfied|fulfilled|passed)\b/i,
    hint: /(?:assertions?|criteria|criterion|checks?|requirements?)\s+(?:are|is|were|have\s+been|has\s+been)\s+(?:already\s+)?(?:met|satisfied|fulfilled|passed)\b/i,
    words: [
      ['all', 'every', 'each'],
      ['assertion', 'criteri', 'check', 'requirement'],
      ['met', 'satisfied', 'fulfilled', 'passed'],
    ],
  },
  {
    label: 'note to the AI reviewer',
    pattern:
      /\b(?:note\s+(?:to|for)|dear|attention|hey|instructions?\s+for)\s+(?:the\s+)?(?:ai|llm|gpt|model|language\s+model|reviewer|judge|critic|assistant|bot)\b/i,
    words: [['note', 'dear', 'attention', 'hey', 'instruction']],
  },
  {
    label: 'addressed to the model',
    pattern:
      /\b(?:ai|llm|automated|code|pr)\s+(?:reviewer|judge|critic)s?\s*[:,]\s*(?:please\s+)?(?:ignore|approve|pass|mark|output|return|respond|answer|say)\b/i,
    hint: /(?:reviewer|judge|critic)s?\s*[:,]/i,
    words: [
      ['reviewer', 'judge', 'critic'],
      ['ignore', 'approve', 'pass', 'mark', 'output', 'return', 'respond', 'answer', 'say'],
    ],
  },
  {
    label: 'answer with met',
    pattern: /\b(?:respond|answer|reply|output|return)\s+(?:only\s+)?(?:with\s+)?["'`{]*\s*"?met"?\s*:\s*true\b/i,
    hint: /met"?\s*:\s*true\b/i,
    words: [['met'], ['true'], ['respond', 'answer', 'reply', 'output', 'return']],
  },
  { label: 'you are now', pattern: /\byou\s+are\s+now\s+(?:a|an|the|in)\b/i, words: [['you'], ['are'], ['now']] },
  // Chat-template role markers and fake material delimiters.
  {
    label: 'chat role marker',
    pattern:
      /<\|(?:im_start|im_end|system|user|assistant|start_header_id|end_header_id|eot_id|begin_of_text|endoftext)\|>|<｜(?:User|Assistant|begin▁of▁sentence)｜>|<start_of_turn>|<end_of_turn>|\[\/?INST\]|<<\/?SYS>>/,
    words: [['<|', '<\uff5c', '<start_of_turn>', '<end_of_turn>', 'inst]', '<<sys>>', '<</sys>>']],
  },
  {
    label: 'role heading',
    pattern: /^\s*(?:#{1,4}\s*|\[)?(?:system|assistant)\s*(?:\]|:)\s*(?:you\b|ignore\b|the\b|all\b|mark\b|$)/i,
    hint: /(?:system|assistant)\s*(?:\]|:)/i,
    words: [['system', 'assistant']],
  },
  {
    label: 'fake end of the material',
    pattern:
      /<<<MATERIAL|MATERIAL>>>|\b(?:END|BEGIN)\s+(?:OF\s+)?(?:MATERIAL|DIFF|INPUT|CONTEXT|UNTRUSTED\s+(?:DATA|INPUT)|USER\s+INPUT|SYSTEM\s+PROMPT)\b/,
  },
  // German.
  {
    label: 'ignoriere vorherige Anweisungen',
    pattern:
      /\b(?:ignoriere|ignorieren\s+sie|vergiss|vergessen\s+sie|missachte)\s+(?:alle\s+|die\s+|deine\s+|ihre\s+)*(?:vorherigen|bisherigen|obigen|vorigen|früheren|ursprünglichen)?\s*(?:Anweisungen|Instruktionen|Regeln|Vorgaben)\b/i,
    hint: /(?:Anweisungen|Instruktionen|Regeln|Vorgaben)\b/i,
    words: [
      ['ignorier', 'vergiss', 'vergessen', 'missachte'],
      ['anweisungen', 'instruktionen', 'regeln', 'vorgaben'],
    ],
  },
  {
    label: 'als erfüllt markieren',
    pattern:
      /\bals\s+(?:erfüllt|bestanden|gültig)\s+(?:markieren|markiert|werten|bewerten|einstufen)\b|\b(?:markiere|werte|bewerte)\s+(?:\S+\s+){0,5}?als\s+(?:erfüllt|bestanden)\b/i,
  },
  {
    label: 'alle Kriterien sind erfüllt',
    pattern: /\balle\s+(?:Kriterien|Anforderungen|Prüfungen|Aussagen)\s+sind\s+(?:bereits\s+)?erfüllt\b/i,
  },
  // French.
  {
    label: 'ignore les instructions précédentes',
    pattern:
      /\b(?:ignore[rz]?|oublie[rz]?|néglige[rz]?)\s+(?:toutes\s+)?(?:les|tes|vos)\s+(?:instructions|consignes|règles)(?:\s+(?:précédentes|antérieures|ci-dessus|initiales))?/i,
    hint: /(?:instructions|consignes|règles)/i,
    words: [
      ['ignore', 'oublie', 'glige'],
      ['instructions', 'consignes', 'gles'],
    ],
  },
  {
    label: 'marque comme satisfait',
    pattern:
      /\b(?:marque[rz]?|considère[rz]?|note[rz]?)\s+(?:\S+\s+){0,6}?comme\s+(?:satisfaite?s?|remplie?s?|validée?s?|réussie?s?|conformes?)\b/i,
    hint: /comme\s+(?:satisfaite?s?|remplie?s?|validée?s?|réussie?s?|conformes?)\b/i,
    words: [['marque', 'consid', 'note'], ['comme']],
  },
  {
    label: 'tous les critères sont satisfaits',
    pattern: /\btous\s+les\s+(?:critères|assertions|contrôles)\s+sont\s+(?:déjà\s+)?(?:satisfaits|remplis|validés)\b/i,
  },
  // Spanish.
  {
    label: 'ignora las instrucciones anteriores',
    pattern:
      /\b(?:ignora[r]?|olvida[r]?|ignore|olvide)\s+(?:todas\s+)?(?:las|tus|sus)\s+(?:instrucciones|reglas|indicaciones)(?:\s+(?:anteriores|previas|de\s+arriba))?/i,
    hint: /(?:instrucciones|reglas|indicaciones)/i,
    words: [
      ['ignora', 'olvida', 'ignore', 'olvide'],
      ['instrucciones', 'reglas', 'indicaciones'],
    ],
  },
  {
    label: 'marca como cumplido',
    pattern: /\b(?:marca[r]?|considera[r]?|marque)\s+(?:\S+\s+){0,6}?como\s+(?:cumplid[oa]s?|satisfech[oa]s?|aprobad[oa]s?|válid[oa]s?)\b/i,
    hint: /como\s+(?:cumplid[oa]s?|satisfech[oa]s?|aprobad[oa]s?|válid[oa]s?)\b/i,
    words: [['marca', 'considera', 'marque'], ['como']],
  },
  {
    label: 'todos los criterios se cumplen',
    pattern:
      /\btod[oa]s\s+l[oa]s\s+(?:criterios|aserciones|requisitos|comprobaciones)\s+(?:se\s+cumplen|están\s+cumplid[oa]s|son\s+válid[oa]s)\b/i,
  },
  // Chinese and Japanese.
  {
    label: '忽略之前的指令',
    pattern:
      /(?:忽略|无视|無視|忽視|忘记|忘記)(?:掉)?(?:之前|以上|先前|前面|上面|所有|全部|你的)*的?(?:所有)?(?:指令|指示|说明|說明|规则|規則|提示)/,
  },
  { label: '标记为已满足', pattern: /(?:标记|標記|标为|標為|视为|視為|判定|评为|評為)(?:为|為)?(?:已)?(?:满足|滿足|通过|通過|合格)/ },
  {
    label: '所有条件均已满足',
    pattern: /所有(?:的)?(?:断言|斷言|条件|條件|标准|標準|检查|檢查)(?:均|都)?(?:已|已经|已經)?(?:满足|滿足|通过|通過)/,
  },
  { label: '以前の指示を無視', pattern: /(?:以前|前|上記)の(?:指示|命令|ルール)を(?:無視|忘れ)/ },
];

export function addressedText(line: string): TripwireHit[] {
  const hits: TripwireHit[] = [];
  for (const { label, pattern } of ADDRESSED) {
    const m = pattern.exec(line);
    if (m) hits.push({ kind: 'addressed', what: `"${m[0].trim().slice(0, 60)}" (${label})`, column: m.index });
  }
  return hits;
}

/** Everything on one line, hidden characters first. */
export function tripwiresOn(line: string, firstLineOfFile = false): TripwireHit[] {
  return [...hiddenCharacters(line, firstLineOfFile), ...addressedText(line)];
}

/**
 * A superset of the hidden characters: a lone high surrogate U+DB40 stands for every tag character.
 * One class with no alternation scans about twice as fast as `HIDDEN`.
 */
const MAYBE_HIDDEN = /[\u00ad\u034f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\udb40]/;

/**
 * The hints (or patterns) are tested on a whole text. None holds `^` or `$`, and a `\b` at a
 * line's edge sees a line break or the text's edge, both non-word: so a hit on any one line is a
 * hit on the text that holds it. The words come first: `includes` on the lower-cased text is a
 * plain substring search, many times cheaper than a case-insensitive pattern, and in ordinary
 * code some group of each entry is nearly always missing.
 */
const mayMatch = (a: (typeof ADDRESSED)[number], text: string, lower: string): boolean =>
  (a.words === undefined || a.words.every((group) => group.some((w) => lower.includes(w)))) && (a.hint ?? a.pattern).test(text);

/**
 * False only when no line of `text` has any tripwire hit, so a clean file (almost every one) is
 * passed in a few substring searches, never split into lines nor run line by line through every
 * pattern. True means "look line by line": these tests are loose, and a line that only looks
 * close is then cleared by `tripwiresOn`.
 */
export function mayHaveTripwires(text: string): boolean {
  if (MAYBE_HIDDEN.test(text)) return true;
  const lower = text.toLowerCase();
  return ADDRESSED.some((a) => mayMatch(a, text, lower));
}
