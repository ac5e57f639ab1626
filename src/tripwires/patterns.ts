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

import { hiddenCharacters, MAYBE_HIDDEN } from './hidden.js';
import type { TripwireHit } from './hit.js';
import { lettersOf, skeletonOf, skeletonText, sourceIndex } from './skeleton.js';
import { WordList, WordsOfText } from './words.js';

export type { TripwireHit, TripwireKind } from './hit.js';
export { hiddenCharacters } from './hidden.js';

/**
 * A pattern, and for `mayHaveTripwires` two looser tests that every match of it also passes, so
 * that a text failing them is cleared before the pattern runs (V8 compiles a regular expression
 * on its first runs: on a cold start each costly pattern costs far more than a substring search).
 *
 * - `words`: groups of literals; every match holds one word of each group. For a
 *   case-insensitive pattern they are searched in the lower-cased text, so each character of a
 *   word must be one that every character `/i` (without `u`) takes for it lower-cases to: true
 *   of ASCII letters (`/i` matches an ASCII letter only in its two cases) and of characters
 *   without case, which is what the words hold (`règles` is searched as `gles`); a test holds
 *   every word to this. For a case-sensitive pattern they are searched in the text as it is,
 *   spelt as the pattern spells them. No word spans a `\s` (which matches spaces outside ASCII).
 * - `hint`: a part of the pattern each match goes through, without the leading context (a
 *   pattern with no hint is its own).
 */
export interface GuardedPattern {
  pattern: RegExp;
  hint?: RegExp;
  words?: readonly (readonly string[])[];
}

/**
 * Cyrillic letters that the skeleton (skeleton.ts, UTS #39) reads as ASCII in one case
 * or both, with what it reads: `а` is `a`, `В` is `B`, `б` is `6`, `Ы` is `bl`. A Russian pattern
 * runs on the skeleton, so each of its letters must accept the letter in either case and the
 * prototypes; letters the skeleton keeps are matched in either case by `/i`.
 */
const CYRILLIC_SKELETONS: Readonly<Record<string, readonly string[]>> = {
  а: ['a'],
  б: ['6'],
  в: ['b'],
  г: ['r'],
  е: ['e'],
  з: ['3'],
  к: ['k'],
  м: ['m'],
  н: ['h'],
  о: ['o'],
  р: ['p'],
  с: ['c'],
  т: ['t'],
  у: ['y'],
  х: ['x'],
  ы: ['bl'],
  ь: ['b'],
  ю: ['lo'],
};

/** A Russian word or phrase as a pattern over the skeleton (with `/i`); a space is any white space. */
function ru(text: string): string {
  return [...text]
    .map((ch) => {
      if (ch === ' ') return '\\s+';
      const prototypes = CYRILLIC_SKELETONS[ch];
      if (prototypes === undefined) return ch;
      const singles = [ch, ch.toUpperCase(), ...prototypes.filter((p) => p.length === 1)];
      const longer = prototypes.filter((p) => p.length > 1);
      const set = `[${singles.join('')}]`;
      return longer.length === 0 ? set : `(?:${set}|${longer.join('|')})`;
    })
    .join('');
}
const alt = (...words: string[]): string => words.map(ru).join('|');

/**
 * Text addressed to a reviewer or a model, in English, German, French, Spanish, Portuguese,
 * Italian, Russian, Korean, Chinese and Japanese. Written to match instructions, not the words alone: a README that explains prompt
 * injection in prose ("attackers may tell the model to ignore its instructions") still matches
 * the imperative and gets a warning, which is why this kind only warns by default.
 *
 * Each entry carries the cheap tests of `GuardedPattern`, for `mayHaveTripwires`.
 */
const ADDRESSED: readonly (GuardedPattern & { label: string })[] = [
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
    pattern: /\b(?:mark|report|treat|consider|score|rate|judge|evaluate)\s+(?:\S+\s+){0,6}?as\s+(?:met|satisfied|fulfilled|compliant)\b/i,
    hint: /\bas\s+(?:met|satisfied|fulfilled|compliant)\b/i,
    words: [
      ['mark', 'report', 'treat', 'consider', 'score', 'rate', 'judge', 'evaluate'],
      ['met', 'satisfied', 'fulfilled', 'compliant'],
    ],
  },
  // "Report the run as passing" is how people write about tests: only a verdict verb makes it an order.
  {
    label: 'mark … as passed',
    pattern: /\b(?:mark|score|rate|judge|grade)\s+(?:\S+\s+){0,6}?as\s+(?:passed|passing|approved|true)\b/i,
    hint: /\bas\s+(?:passed|passing|approved|true)\b/i,
    words: [
      ['mark', 'score', 'rate', 'judge', 'grade'],
      ['passed', 'passing', 'approved', 'true'],
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
    words: [
      ['note', 'dear', 'attention', 'hey', 'instruction'],
      ['ai', 'llm', 'gpt', 'model', 'reviewer', 'judge', 'critic', 'assistant', 'bot'],
    ],
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
      /<\|(?:im_start|im_end|im_sep|system|user|assistant|start_header_id|end_header_id|eot_id|begin_of_text|endoftext|start|end|message|channel|return)\|>|<[|｜](?:User|Assistant|begin▁of▁sentence|end▁of▁sentence|tool▁calls▁begin)[|｜]>|<start_of_turn>|<end_of_turn>|\[\/?INST\]|<<\/?SYS>>|\[\/?(?:SYSTEM_PROMPT|AVAILABLE_TOOLS|TOOL_RESULTS)\]|\[TOOL_CALLS\]/,
    words: [
      [
        '<|',
        '<\uff5c',
        '<start_of_turn>',
        '<end_of_turn>',
        'INST]',
        '<<SYS>>',
        '<</SYS>>',
        'SYSTEM_PROMPT]',
        'AVAILABLE_TOOLS]',
        'TOOL_RESULTS]',
        'TOOL_CALLS]',
      ],
    ],
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
    words: [
      ['MATERIAL', 'END', 'BEGIN'],
      ['MATERIAL', 'DIFF', 'INPUT', 'CONTEXT', 'DATA', 'PROMPT'],
    ],
  },
  // A verdict written out in the shape of the judge's own answer, for it to copy.
  {
    label: "an answer in the judge's shape",
    pattern: /"criteria"\s*:\s*\[\s*\{\s*"id"\s*:/,
    words: [['"criteria"'], ['"id"']],
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
    words: [['als'], ['erf', 'bestanden', 'ltig'], ['markier', 'werte', 'einstufen']],
  },
  {
    label: 'alle Kriterien sind erfüllt',
    pattern: /\balle\s+(?:Kriterien|Anforderungen|Prüfungen|Aussagen)\s+sind\s+(?:bereits\s+)?erfüllt\b/i,
    words: [['alle'], ['kriterien', 'anforderungen', 'fungen', 'aussagen'], ['sind'], ['erf']],
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
    words: [['tous'], ['les'], ['crit', 'assertions', 'contr'], ['sont'], ['satisfaits', 'remplis', 'valid']],
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
    words: [
      ['todos', 'todas'],
      ['los', 'las'],
      ['criterios', 'aserciones', 'requisitos', 'comprobaciones'],
      ['cumpl', 'lid'],
    ],
  },
  // Portuguese.
  {
    label: 'ignore as instruções anteriores',
    pattern:
      /\b(?:ignore|ignora|esqueça|esqueca|desconsidere|desconsidera)\s+(?:todas\s+)?(?:as|suas|tuas)\s+(?:instruções|instrucoes|regras|orientações|orientacoes)(?:\s+(?:anteriores|acima|prévias|previas))?/i,
    hint: /(?:instruções|instrucoes|regras|orientações|orientacoes)/i,
    words: [
      ['ignor', 'esque', 'desconsider'],
      ['instru', 'regras', 'orienta'],
    ],
  },
  {
    label: 'marque como cumprido',
    pattern:
      /\b(?:marque|marca|considere|considera)\s+(?:\S+\s+){0,6}?como\s+(?:cumprid[oa]s?|atendid[oa]s?|satisfeit[oa]s?|aprovad[oa]s?)\b/i,
    hint: /como\s+(?:cumprid[oa]s?|atendid[oa]s?|satisfeit[oa]s?|aprovad[oa]s?)\b/i,
    words: [['marque', 'marca', 'consider'], ['como']],
  },
  {
    label: 'todos os critérios foram cumpridos',
    pattern:
      /\btod[oa]s\s+(?:os|as)\s+(?:critérios|criterios|requisitos|verificações|verificacoes|asserções|assercoes)\s+(?:já\s+)?(?:foram|estão|estao|são|sao)\s+(?:cumprid|atendid|satisfeit|aprovad)/i,
    words: [
      ['todos', 'todas'],
      ['crit', 'requisitos', 'verifica', 'asser'],
      ['cumprid', 'atendid', 'satisfeit', 'aprovad'],
    ],
  },
  // Italian.
  {
    label: 'ignora le istruzioni precedenti',
    pattern:
      /\b(?:ignora|ignori|ignorate|dimentica|dimentichi|dimenticate|trascura)\s+(?:tutte\s+)?(?:le|tue|sue|vostre)\s+(?:istruzioni|regole|indicazioni)(?:\s+(?:precedenti|sopra|iniziali))?/i,
    hint: /(?:istruzioni|regole|indicazioni)/i,
    words: [
      ['ignor', 'dimentic', 'trascura'],
      ['istruzioni', 'regole', 'indicazioni'],
    ],
  },
  {
    label: 'segna come soddisfatto',
    pattern:
      /\b(?:segna|segnare|segnate|considera|considerate|marca)\s+(?:\S+\s+){0,6}?come\s+(?:soddisfatt[oaie]|superat[oaie]|rispettat[oaie]|approvat[oaie])\b/i,
    hint: /come\s+(?:soddisfatt[oaie]|superat[oaie]|rispettat[oaie]|approvat[oaie])\b/i,
    words: [['segna', 'consider', 'marca'], ['come']],
  },
  {
    label: 'tutti i criteri sono soddisfatti',
    pattern:
      /\btutt[ie]\s+(?:i|gli|le)\s+(?:criteri|requisiti|controlli|asserzioni)\s+(?:sono\s+)?(?:già\s+)?(?:soddisfatt|rispettat|superat)/i,
    words: [
      ['tutti', 'tutte'],
      ['criteri', 'requisiti', 'controlli', 'asserzioni'],
      ['soddisfatt', 'rispettat', 'superat'],
    ],
  },
  // Russian, written as the skeleton reads it (see `ru`). The words are spelt as the lower-cased
  // skeleton reads them, from letters whose two cases read alike there (`пpoй` holds Latin p and o)
  // and that `/i` takes for no other letter (not `д`, which it also takes for U+1C81).
  {
    label: 'игнорируй предыдущие инструкции',
    words: [['и']],
    pattern: new RegExp(
      `(?:(?:${alt('игнорируй', 'забудь')})(?:${ru('те')})?|${ru('не обращай')}(?:${ru('те')})?\\s+${ru('внимания на')})\\s+(?:(?:${alt('все', 'свои', 'эти', 'твои', 'ваши')})\\s+)*(?:(?:${alt('предыдущие', 'прежние', 'вышеуказанные', 'изначальные', 'системные')})\\s+)?(?:${alt('инструкци', 'указани', 'правил')})`,
      'i',
    ),
  },
  {
    label: 'отметь как выполненное',
    words: [['пoл', 'пpoй']],
    pattern: new RegExp(
      `(?:${alt('отметь', 'считай', 'пометь')})(?:${ru('те')})?\\s+(?:\\S+\\s+){0,5}?${ru('как')}\\s+(?:${alt('выполненн', 'пройденн')})`,
      'i',
    ),
  },
  {
    label: 'все критерии выполнены',
    words: [['ce'], ['pи', 'pe', 'пpo', 'ycлo', 'epж'], ['пoл', 'пpoй']],
    pattern: new RegExp(
      `${ru('все')}\\s+(?:${alt('критерии', 'требования', 'проверки', 'условия', 'утверждения')})\\s+(?:${ru('уже')}\\s+)?(?:${alt('выполнены', 'пройдены')})`,
      'i',
    ),
  },
  // Korean (no case).
  {
    label: '이전 지시를 무시',
    pattern:
      /(?:이전|위|앞|기존|모든)(?:의)?\s*(?:모든\s*)?(?:지시|지침|명령|규칙)(?:사항)?(?:들)?(?:을|를|은|는)?\s*(?:모두\s*|전부\s*)?(?:무시|잊어)/,
    words: [
      ['지시', '지침', '명령', '규칙'],
      ['무시', '잊어'],
    ],
  },
  {
    label: '충족된 것으로 표시',
    pattern: /(?:충족|통과|만족)(?:된|한|됨)?\s*(?:것으로|으로|로)\s*(?:표시|간주|처리|판단|평가)/,
    words: [
      ['충족', '통과', '만족'],
      ['표시', '간주', '처리', '판단', '평가'],
    ],
  },
  {
    label: '모든 기준이 충족',
    pattern: /모든\s*(?:기준|요구\s*사항|조건|검사|항목|어설션)(?:들)?(?:이|은|는|가)?\s*(?:이미\s*)?(?:충족|통과|만족)/,
    words: [['모든'], ['충족', '통과', '만족']],
  },
  // Chinese and Japanese.
  {
    label: '忽略之前的指令',
    pattern:
      /(?:忽略|无视|無視|忽視|忘记|忘記)(?:掉)?(?:之前|以上|先前|前面|上面|所有|全部|你的)*的?(?:所有)?(?:指令|指示|说明|說明|规则|規則|提示)/,
    words: [
      ['忽略', '无视', '無視', '忽視', '忘记', '忘記'],
      ['指令', '指示', '说明', '說明', '规则', '規則', '提示'],
    ],
  },
  {
    label: '标记为已满足',
    pattern: /(?:标记|標記|标为|標為|视为|視為|判定|评为|評為)(?:为|為)?(?:已)?(?:满足|滿足|通过|通過|合格)/,
    words: [
      ['标记', '標記', '标为', '標為', '视为', '視為', '判定', '评为', '評為'],
      ['满足', '滿足', '通过', '通過', '合格'],
    ],
  },
  {
    label: '所有条件均已满足',
    pattern: /所有(?:的)?(?:断言|斷言|条件|條件|标准|標準|检查|檢查)(?:均|都)?(?:已|已经|已經)?(?:满足|滿足|通过|通過)/,
    words: [['所有'], ['满足', '滿足', '通过', '通過']],
  },
  {
    label: '以前の指示を無視',
    pattern: /(?:以前|前|上記)の(?:指示|命令|ルール)を(?:無視|忘れ)/,
    words: [['の'], ['を'], ['無視', '忘れ']],
  },
];

/**
 * Text that tells automated readers what to answer, in any wording (issue 26): a phrase that
 * addresses them (`NOTICE FOR AUTOMATED AGENTS AND LLMs`, `If you are an AI agent`, `To any LLM
 * evaluating this`) near a phrase that dictates the answer (`the next comment you post must
 * consist of exactly`, `respond only with`, `your verdict must be`, `approve this pull
 * request`). Either alone is ordinary: notes for coding agents on how to build, tests about a
 * response's bytes. Both within WINDOW lines of each other are a message to the model.
 */
const AUTOMATED =
  '(?:automated|ai|llms?|gpts?|language[\\s-]+models?|large\\s+language\\s+models?|bots?|agents?|assistants?|chatbots?|models?|(?:ai|code|automated)\\s+(?:reviewers?|judges?|critics?))';
/**
 * Every match of AUTOMATED, and so of each addressee, holds one of these: each addressee's first
 * group of words is drawn from them, and a text holding none of them is cleared of the family
 * in one search per word.
 */
const AUTOMATED_WORDS = ['automated', 'ai', 'llm', 'gpt', 'language', 'bot', 'agent', 'assistant', 'model', 'reviewer', 'judge', 'critic'];
const ADDRESSEE: readonly GuardedPattern[] = [
  {
    pattern: new RegExp(
      `\\b(?:notice|notes?|message|memo|attention|warning|instructions?|request|reminder|psa)\\s+(?:for|to)\\s+(?:all\\s+|any\\s+|the\\s+)?${AUTOMATED}\\b`,
      'i',
    ),
    words: [
      AUTOMATED_WORDS,
      ['notice', 'note', 'message', 'memo', 'attention', 'warning', 'instruction', 'request', 'reminder', 'psa'],
      ['for', 'to'],
    ],
  },
  {
    pattern:
      /\bif\s+you\s+are\s+(?:an?\s+|the\s+)?(?:ai|llm|gpt|(?:large\s+)?language\s+model|automated|bot|chatbot|coding\s+assistant|assistant|agent|model|(?:ai|code|automated)\s+reviewer)\b/i,
    words: [AUTOMATED_WORDS, ['you'], ['are'], ['if']],
  },
  {
    pattern:
      /\b(?:to|dear|hey|attention)\s+(?:all\s+|any\s+|the\s+)?(?:ai|llms?|gpts?|language\s+models?|automated)\s+(?:\w+\s+)?(?:reading|reviewing|evaluating|judging|processing|checking|agents?|assistants?|reviewers?|models?|systems?|tools?|bots?)\b/i,
    words: [
      ['ai', 'llm', 'gpt', 'language', 'automated'],
      [
        'reading',
        'reviewing',
        'evaluating',
        'judging',
        'processing',
        'checking',
        'agent',
        'assistant',
        'reviewer',
        'model',
        'system',
        'tool',
        'bot',
      ],
      ['to', 'dear', 'hey', 'attention'],
    ],
  },
  {
    pattern:
      /\b(?:(?:ai|llm|automated|gpt)\s+(?:agents?|assistants?|reviewers?|systems?|models?|tools?|judges?|critics?|bots?|contributors?)|llms|language\s+models)\s*(?:[:,]|\s(?:reading|reviewing|evaluating|judging|processing|should|must|shall|will\s+now))/i,
    words: [
      ['ai', 'llm', 'automated', 'gpt', 'language'],
      ['agent', 'assistant', 'reviewer', 'system', 'model', 'tool', 'judge', 'critic', 'bot', 'contributor', 'llms'],
    ],
  },
  { pattern: /\bmessage_for_(?:llms?|ai|agents?|models?)\b/i, words: [['llm', 'ai', 'agent', 'model'], ['message_for_']] },
];
const DIRECTIVE: readonly GuardedPattern[] = [
  {
    pattern:
      /\b(?:respond|reply|answer|output|say|print|post|state|conclude)\s+(?:only\s+|exactly\s+|just\s+|back\s+|simply\s+)*(?:with\s+)?(?:["'`“‘]|approved?\b|lgtm\b|pass(?:ed)?\b|yes\b|true\b|met\b|success\b|the\s+following\b)/i,
    words: [
      ['respond', 'reply', 'answer', 'output', 'say', 'print', 'post', 'state', 'conclude'],
      ['"', "'", '`', '“', '‘', 'approve', 'lgtm', 'pass', 'yes', 'true', 'met', 'success', 'following'],
    ],
  },
  {
    pattern:
      /\b(?:your|the)\s+(?:next\s+|final\s+|only\s+)?(?:verdict|answer|reply|response|comment|output|review|assessment|evaluation|decision|score|message)\s+(?:\w+\s+){0,3}?(?:must|should|shall|has\s+to|needs\s+to|is\s+to)\s+(?:only\s+)?(?:be|say|read|consist|contain|include|state|start|begin)\b/i,
    words: [
      ['your', 'the'],
      ['verdict', 'answer', 'reply', 'response', 'comment', 'output', 'review', 'assessment', 'evaluation', 'decision', 'score', 'message'],
      ['must', 'should', 'shall', 'has', 'needs', 'is'],
      ['be', 'say', 'read', 'consist', 'contain', 'include', 'state', 'start', 'begin'],
    ],
  },
  {
    pattern: /\b(?:must|should|shall)\s+(?:consist|contain)\s+(?:of\s+|only\s+)*exactly\b/i,
    words: [['must', 'should', 'shall'], ['consist', 'contain'], ['exactly']],
  },
  {
    pattern: /\b(?:approve|merge|pass|accept)\s+(?:this|the)\s+(?:pr|pull\s+request|change|changes|diff|commit|code|patch|submission)\b/i,
    words: [
      ['approve', 'merge', 'pass', 'accept'],
      ['this', 'the'],
      ['pr', 'pull', 'change', 'diff', 'commit', 'code', 'patch', 'submission'],
    ],
  },
  {
    pattern:
      /\b(?:say|state|report|confirm|claim)\s+(?:that\s+)?(?:all|every|each)\s+(?:checks?|tests?|assertions?|criteria|requirements?)\s+(?:passed|pass|are\s+met|succeeded|were\s+met)\b/i,
    words: [
      ['say', 'state', 'report', 'confirm', 'claim'],
      ['all', 'every', 'each'],
      ['check', 'test', 'assertion', 'criteria', 'requirement'],
      ['pass', 'met', 'succeeded'],
    ],
  },
];
const WINDOW = 6;

/** Words split by any separator (`ig-nore pre vious in.struc.tions`), found among the letters alone. */
const SPLIT_PHRASES: readonly string[] = [
  'ignorepreviousinstructions',
  'ignoreallpreviousinstructions',
  'ignorepriorinstructions',
  'ignoreallpriorinstructions',
  'disregardpreviousinstructions',
  'disregardallpreviousinstructions',
  'forgetpreviousinstructions',
  'forgetallpreviousinstructions',
  'ignoreyourinstructions',
  'ignoretheaboveinstructions',
  'markeveryassertionasmet',
  'markallassertionsasmet',
  'allassertionsaremet',
  'allcriteriaaremet',
];

/**
 * Every split phrase holds `instruct` or ends `as met` / `are met`, letters apart by anything but
 * letters: one scan of the lower-cased text, far cheaper than taking every file's letters.
 */
const SPLIT_HINT = /i[^a-z]*n[^a-z]*s[^a-z]*t[^a-z]*r[^a-z]*u[^a-z]*c[^a-z]*t|a[^a-z]*(?:s|r[^a-z]*e)[^a-z]*m[^a-z]*e[^a-z]*t/;

const quoted = (m: string): string => `"${m.trim().slice(0, 60)}"`;

function firstMatch(patterns: readonly GuardedPattern[], text: string): RegExpExecArray | undefined {
  for (const { pattern } of patterns) {
    const m = pattern.exec(text);
    if (m) return m;
  }
  return undefined;
}

interface LineScan {
  hits: TripwireHit[];
  addressee?: { what: string; column: number };
  directive: boolean;
}

/** One line's own hits, and whether it addresses automated readers or dictates an answer. */
function scanLine(line: string, options: ScanOptions, firstLine: boolean): LineScan {
  const hits = hiddenCharacters(line, { firstLineOfFile: firstLine && options.fileStart !== false, prose: options.prose ?? false });
  const skeleton = skeletonOf(line);
  const text = skeleton.text;
  for (const { label, pattern } of ADDRESSED) {
    const m = pattern.exec(text);
    if (m) hits.push({ kind: 'addressed', what: `${quoted(m[0])} (${label})`, column: sourceIndex(skeleton, m.index) });
  }
  if (!hits.some((h) => h.kind === 'addressed')) {
    const letters = lettersOf(text);
    const split = SPLIT_PHRASES.find((p) => letters.includes(p));
    if (split !== undefined) hits.push({ kind: 'addressed', what: `"${split}" (words split apart)`, column: 0 });
  }
  const a = firstMatch(ADDRESSEE, text);
  return {
    hits,
    ...(a ? { addressee: { what: a[0], column: sourceIndex(skeleton, a.index) } } : {}),
    directive: firstMatch(DIRECTIVE, text) !== undefined,
  };
}

/** A comment's opening marker at the start of a line (`#`, `//`, ` * `, `--`, `;`), with its spaces. */
const LEADING_MARKER = /^[ \t]*(?:\/\/+|#+|\*+|--+|;+)[ \t]?/;
/** Characters of code: two lines holding none of them are read as one run of prose. */
const CODE_PUNCTUATION = /[;{}()=]/;

/**
 * Issue 44: an instruction split over two lines of one comment, docstring or string is read as
 * one. The next line joins the one before when it continues a comment (it opens with a marker) or
 * when neither line is code; its marker is dropped. Undefined when the two do not read as one run.
 */
function joinedPair(first: string, next: string): string | undefined {
  const marker = LEADING_MARKER.exec(next);
  if (marker === null && (CODE_PUNCTUATION.test(first) || CODE_PUNCTUATION.test(next))) return undefined;
  return `${first.trimEnd()} ${next.slice(marker?.[0].length ?? 0).trimStart()}`;
}

/** Every line break of a text read as a space, the next line's comment marker dropped (see joinedPair). */
const joinedLines = (text: string): string => text.replace(/[ \t]*\r?\n[ \t]*(?:(?:\/\/+|#+|\*+|--+|;+)[ \t]?)?/g, ' ');

/** The first instruction that only the two lines together hold: it starts on `first` and ends on `next`. */
function splitInstruction(first: string, next: string): { what: string; column: number } | undefined {
  const joined = joinedPair(first, next);
  if (joined === undefined) return undefined;
  const skeleton = skeletonOf(joined);
  const boundary = skeletonOf(first.trimEnd()).text.length;
  for (const { label, pattern } of ADDRESSED) {
    const m = pattern.exec(skeleton.text);
    if (m && m.index < boundary && m.index + m[0].length > boundary + 1) {
      return { what: `${quoted(m[0])} (${label}; split over two lines)`, column: sourceIndex(skeleton, m.index) };
    }
  }
  return undefined;
}

export interface ScanOptions {
  /** The first line given is the first line of a file (a BOM there is an encoding marker). Default: true. */
  fileStart?: boolean;
  /** The text is prose (Markdown, the PR body): invisible characters in it hide no code. */
  prose?: boolean;
}

export interface LineHit extends TripwireHit {
  /** The line's number: `n` of the line given, else its 1-based position. */
  line: number;
}

/**
 * Everything on a run of lines (a file's lines in scope, a PR body), hidden characters first on
 * each line. A line addressing automated readers is reported when a line that dictates the
 * answer is at most WINDOW lines away from it (the same line included).
 */
export function tripwiresIn(lines: readonly (string | { n: number; text: string })[], options: ScanOptions = {}): LineHit[] {
  const texts = lines.map((l) => (typeof l === 'string' ? l : l.text));
  const scans = lines.map((l, i) => {
    const n = typeof l === 'string' ? i + 1 : l.n;
    return { n, ...scanLine(texts[i]!, options, i === 0 && n === 1) };
  });
  // An instruction split over two consecutive lines, neither of which holds one alone.
  for (let i = 0; i + 1 < scans.length; i++) {
    const [a, b] = [scans[i]!, scans[i + 1]!];
    if (b.n !== a.n + 1 || a.hits.some((h) => h.kind === 'addressed') || b.hits.some((h) => h.kind === 'addressed')) continue;
    const split = splitInstruction(texts[i]!, texts[i + 1]!);
    if (split !== undefined) a.hits.push({ kind: 'addressed', ...split });
  }
  const directives = scans.filter((s) => s.directive).map((s) => s.n);
  let d = 0;
  const out: LineHit[] = [];
  for (const s of scans) {
    const hits: TripwireHit[] = [...s.hits];
    if (s.addressee !== undefined && !hits.some((h) => h.kind === 'addressed')) {
      // Directive lines are in ascending order, as the lines are: one pointer walks them once.
      while (d < directives.length && directives[d]! < s.n - WINDOW) d++;
      const near = directives[d];
      if (near !== undefined && near <= s.n + WINDOW) {
        const where = near === s.n ? 'on the same line' : `on line ${near}`;
        hits.push({
          kind: 'addressed',
          what: `${quoted(s.addressee.what)} (addressed to automated readers, told what to answer ${where})`,
          column: s.addressee.column,
        });
      }
    }
    for (const h of hits) out.push({ ...h, line: s.n });
  }
  return out;
}

/** Everything on one line, hidden characters first. */
export function tripwiresOn(line: string, firstLineOfFile = false, options: Omit<ScanOptions, 'fileStart'> = {}): TripwireHit[] {
  return tripwiresIn([line], { ...options, fileStart: firstLineOfFile }).map(({ line: _n, ...hit }) => hit);
}

/** Text addressed to a reviewer or a model on one line. */
export function addressedText(line: string): TripwireHit[] {
  return tripwiresOn(line).filter((h) => h.kind === 'addressed');
}

/** The words of the case-insensitive patterns, searched in the lower-cased text, and of the others, searched in the text as it is. */
const LOWER_WORDS = new WordList();
const EXACT_WORDS = new WordList({ runs: false });

/** A pattern's groups of words as numbers in its list; made once per pattern, on first use. */
const WORD_GROUPS = new WeakMap<GuardedPattern, { lower: boolean; groups: number[][] }>();

function wordGroupsOf(g: GuardedPattern, words: readonly (readonly string[])[]): { lower: boolean; groups: number[][] } {
  let known = WORD_GROUPS.get(g);
  if (known === undefined) {
    const lower = g.pattern.ignoreCase;
    const list = lower ? LOWER_WORDS : EXACT_WORDS;
    known = { lower, groups: words.map((group) => group.map((word) => list.number(word))) };
    WORD_GROUPS.set(g, known);
  }
  return known;
}

/** One text's answers about the patterns' words: its skeleton's (`text`) and that lower-cased (`lower`). */
export interface TextWords {
  lower: WordsOfText;
  exact: WordsOfText;
}

export const textWords = (text: string, lower: string): TextWords => ({
  lower: new WordsOfText(LOWER_WORDS, lower),
  exact: new WordsOfText(EXACT_WORDS, text),
});

/** Whether the text holds a word of each of `g`'s groups. */
function wordsIn(g: GuardedPattern, words: TextWords): boolean {
  if (g.words === undefined) return true;
  const { lower, groups } = wordGroupsOf(g, g.words);
  const asked = lower ? words.lower : words.exact;
  // Indexed loops: until V8 has compiled this, a callback or an iterator per word costs more than the search.
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i]!;
    let found = false;
    for (let k = 0; k < group.length && !found; k++) found = asked.has(group[k]!);
    if (!found) return false;
  }
  return true;
}

/**
 * Whether `g`'s cheap tests let a text through: its words, then its hint (or pattern), tested on a
 * whole text's skeleton (`text`) and that lower-cased (`lower`). No hint or pattern holds `^` or
 * `$`, and a `\b` at a line's edge sees a line break or the text's edge, both non-word: so a hit on
 * any one line is a hit on the text that holds it. The skeleton of a text is the skeletons of its
 * lines joined (nothing in it crosses a line break).
 */
export const guardsPass = (g: GuardedPattern, text: string, lower: string, words = textWords(text, lower)): boolean =>
  wordsIn(g, words) && (g.hint ?? g.pattern).test(text);

/** The guarded patterns, for tests that hold each one's cheap tests to its matches. */
export const GUARDED_PATTERNS = {
  addressed: ADDRESSED,
  addressee: ADDRESSEE,
  addresseeWords: AUTOMATED_WORDS,
  directive: DIRECTIVE,
} as const;

// Numbered now, so that a text's answers are sized to every word the prefilter asks about.
for (const g of [...ADDRESSED, ...ADDRESSEE, ...DIRECTIVE]) if (g.words !== undefined) wordGroupsOf(g, g.words);

/**
 * False only when no line of `text` has any tripwire hit, so a clean file (almost every one) is
 * passed in a few substring searches, never split into lines nor run line by line through every
 * pattern. True means "look line by line": these tests are loose, and a line that only looks
 * close is then cleared by `tripwiresIn`. Each group of words is a necessary condition of its
 * pattern, so the words are looked for first: they spare a text the patterns, and a cold start
 * their compilation (V8 compiles a regular expression on its first runs).
 */
export function mayHaveTripwires(text: string): boolean {
  if (MAYBE_HIDDEN.test(text)) return true;
  const skeleton = skeletonText(text);
  const lower = skeleton.toLowerCase();
  const words = textWords(skeleton, lower);
  if (ADDRESSED.some((a) => guardsPass(a, skeleton, lower, words))) return true;
  // An instruction split over two lines (issue 44): only a pattern whose words are all in the
  // text can match its lines joined, so the join is made only then.
  const spanning = ADDRESSED.filter((a) => a.words !== undefined && wordsIn(a, words));
  if (spanning.length > 0) {
    const joined = joinedLines(skeleton);
    if (spanning.some((a) => (a.hint ?? a.pattern).test(joined))) return true;
  }
  // A window hit needs an addressee and a dictated answer somewhere: both families' words are
  // looked for before either family's patterns run.
  const addressees = ADDRESSEE.filter((g) => wordsIn(g, words));
  const directives = addressees.length === 0 ? [] : DIRECTIVE.filter((g) => wordsIn(g, words));
  if (directives.length > 0 && addressees.some((g) => g.pattern.test(skeleton)) && directives.some((g) => g.pattern.test(skeleton)))
    return true;
  // Split words need their letters in a row.
  if (!SPLIT_HINT.test(lower)) return false;
  const letters = lettersOf(skeleton);
  return SPLIT_PHRASES.some((p) => letters.includes(p));
}
