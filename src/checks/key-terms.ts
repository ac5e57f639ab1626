/**
 * The key terms of a task and whether a text covers them, in any language the task is written in.
 * Identifiers, file names, long numbers and quoted names count as written (case aside); other words
 * lose their stop words and are compared by stem, so "handles" covers "handling" and "Schnittstellen"
 * covers "Schnittstelle"; Chinese and Japanese are split into words by ICU's dictionaries
 * (`Intl.Segmenter`) and matched as written, since they do not inflect the way the stems do.
 */

export interface Lexicon {
  stopWords: ReadonlySet<string>;
  /** Stemmers by language, English first. */
  stem: Record<'english' | 'german', (word: string) => string>;
  /** Stop words of the German list only: how the task's language is told apart. */
  germanOnly: ReadonlySet<string>;
}

export type TermKind = 'quoted' | 'identifier' | 'word' | 'cjk';

export interface KeyTerm {
  /** As the task (or `terms`) wrote it. */
  term: string;
  kind: TermKind;
}

// Words every task uses to ask, which say nothing about what is asked for.
const FILLER = [
  'add',
  'adds',
  'added',
  'also',
  'create',
  'ensure',
  'implement',
  'include',
  'make',
  'need',
  'needs',
  'new',
  'please',
  'provide',
  'support',
  'use',
  'using',
  'want',
  'write',
  'able',
  'task',
  'change',
  'changes',
  'update',
  'sure',
  'just',
  'like',
  'bitte',
  'soll',
  'sollen',
  'sollte',
  'muss',
  'müssen',
  'implementiere',
  'implementieren',
  'erstelle',
  'erstellen',
  'schreibe',
  'schreiben',
  'füge',
  'hinzu',
  'hinzufügen',
  'neue',
  'neuen',
  'neuer',
  'neues',
  'verwende',
  'verwenden',
  'sorge',
  'dafür',
  'aufgabe',
  'ändern',
  'ändere',
  '追加',
  '実装',
  '作成',
  '使用',
  '対応',
  '場合',
  'ください',
  '添加',
  '实现',
  '创建',
  '使用',
  '编写',
  '需要',
  '请',
  '时候',
];

export function lexicon(
  lists: { eng: readonly string[]; deu: readonly string[]; zho: readonly string[]; jpn: readonly string[]; kor: readonly string[] },
  stem: Lexicon['stem'],
): Lexicon {
  const english = new Set(lists.eng.map((w) => w.toLowerCase()));
  return {
    stopWords: new Set([...lists.eng, ...lists.deu, ...lists.zho, ...lists.jpn, ...lists.kor, ...FILLER].map((w) => w.toLowerCase())),
    stem,
    germanOnly: new Set(lists.deu.map((w) => w.toLowerCase()).filter((w) => !english.has(w) && w.length > 2)),
  };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const ONLY_HIRAGANA = /^[\p{Script=Hiragana}ー]+$/u;
const HANGUL = /\p{Script=Hangul}/u;
// Korean attaches particles and endings to the word; the word without them is what a text repeats.
const KOREAN_ENDING = /(?:으로|에서|에게|까지|부터|하고|하는|합니다|하세요|해야|해주세요|을|를|이|가|은|는|에|의|로|와|과|도)$/u;

const QUOTED =
  /"([^"\n]{1,60})"|“([^”\n]{1,60})”|„([^“”\n]{1,60})[“”]|«([^»\n]{1,60})»|「([^」\n]{1,60})」|『([^』\n]{1,60})』|`([^`\n]{1,60})`|(?<![\p{L}\p{N}])'([^'\n]{1,40})'(?![\p{L}\p{N}])/gu;
const IDENTIFIER = new RegExp(
  [
    String.raw`[A-Za-z_$][\w$]{1,}(?:(?:\.|::|->)[A-Za-z_$][\w$]{1,})+(?:\(\))?`, // os.path, config.yaml, Foo::bar
    String.raw`[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+(?:\(\))?`, // camelCase
    String.raw`[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+(?:\(\))?`, // PascalCase
    String.raw`[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?:\(\))?`, // snake_case, SCREAMING_CASE
    String.raw`_{1,2}[A-Za-z]\w*(?:\(\))?`, // _private, __init__
    String.raw`[A-Za-z_$][\w$]*\(\)`, // fn()
    String.raw`--?[a-z][a-z0-9-]+`, // --dry-run
    String.raw`\d{3,}`, // status codes, ports
  ].join('|'),
  'g',
);

const lower = (s: string): string => s.toLocaleLowerCase();

function isGerman(text: string, lex: Lexicon): boolean {
  if (/[äöüß]/i.test(text)) return true;
  const words = lower(text).split(/[^\p{L}]+/u);
  return words.filter((w) => lex.germanOnly.has(w)).length >= 2;
}

function segmenterFor(text: string): Intl.Segmenter {
  const locale = KANA.test(text) ? 'ja' : /\p{Script=Han}/u.test(text) ? 'zh' : HANGUL.test(text) ? 'ko' : 'en';
  return new Intl.Segmenter(locale, { granularity: 'word' });
}

// V8's word segmenter takes time quadratic in the length of the string it is given (a 100 kB answer:
// seconds), so it is fed a line at a time, and a line longer than this in pieces cut at spaces.
const PIECE = 1000;

/** The text in pieces no word straddles (but for a hard cut in a long run without a space). */
function* pieces(text: string): Generator<string> {
  for (const line of text.split('\n')) {
    let start = 0;
    while (line.length - start > PIECE) {
      const cut = line.slice(start, start + PIECE).search(/\s\S*$/);
      const end = start + (cut > 0 ? cut : PIECE);
      yield line.slice(start, end);
      start = end;
    }
    yield line.slice(start);
  }
}

/** The word-like pieces of a text; identifiers are split into their words as well (`retryCount` → retry, count). */
function words(text: string): string[] {
  const out: string[] = [];
  const segmenter = segmenterFor(text);
  for (const piece of pieces(text))
    for (const s of segmenter.segment(piece)) {
      if (!s.isWordLike) continue;
      out.push(s.segment);
      const parts = s.segment.split(/_|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean);
      if (parts.length > 1) out.push(...parts);
    }
  return out;
}

const stripKorean = (w: string): string => {
  const stripped = w.replace(KOREAN_ENDING, '');
  return stripped.length >= 2 ? stripped : w;
};

/** A word of the task worth looking for, or undefined for stop words, particles and fragments. */
function keyWord(word: string, lex: Lexicon): KeyTerm | undefined {
  const w = lower(word);
  if (lex.stopWords.has(w)) return undefined;
  if (CJK.test(word)) {
    const term = HANGUL.test(word) ? stripKorean(word) : word;
    if ([...term].length < 2 || ONLY_HIRAGANA.test(term) || lex.stopWords.has(term)) return undefined;
    return { term, kind: 'cjk' };
  }
  if (/^\d+$/.test(w)) return w.length >= 3 ? { term: word, kind: 'identifier' } : undefined;
  if ([...w].length < 3 || !/\p{L}/u.test(w)) return undefined;
  return { term: word, kind: 'word' };
}

/** A term given in `terms`: how it is matched follows from how it is written. */
export function givenTerm(term: string): KeyTerm {
  if (CJK.test(term)) return { term, kind: 'cjk' };
  if (/\s/.test(term)) return { term, kind: 'quoted' };
  if (/^\p{L}+$/u.test(term)) return { term, kind: 'word' };
  return { term, kind: 'identifier' };
}

/** The key terms of a task, in the order the task names them, each once. */
export function keyTerms(task: string, lex: Lexicon): KeyTerm[] {
  const terms: KeyTerm[] = [];
  let rest = task.replace(QUOTED, (...m: unknown[]) => {
    const inner = (m.slice(1, 9).find((g) => typeof g === 'string') as string).trim();
    if (inner !== '') terms.push(CJK.test(inner) && !/\s/.test(inner) ? { term: inner, kind: 'cjk' } : { term: inner, kind: 'quoted' });
    return ' ';
  });
  rest = rest.replace(IDENTIFIER, (m) => {
    terms.push({ term: m, kind: 'identifier' });
    return ' ';
  });
  for (const w of words(rest)) {
    const t = keyWord(w, lex);
    if (t) terms.push(t);
  }
  const stem = lex.stem[isGerman(task, lex) ? 'german' : 'english'];
  const seen = new Set<string>();
  return terms.filter((t) => {
    const key = t.kind === 'word' ? `w:${stem(lower(t.term))}` : `${t.kind === 'cjk' ? 'c' : 'x'}:${lower(t.term).replace(/\(\)$/, '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface Coverage {
  found: KeyTerm[];
  missing: KeyTerm[];
}

const normalise = (s: string): string => lower(s).replace(/\s+/g, ' ');

/** Which terms a text covers. `taskText` decides the stemmer, so task and text are stemmed alike. */
export function coverage(terms: readonly KeyTerm[], text: string, taskText: string, lex: Lexicon): Coverage {
  const flat = normalise(text);
  // A German task's output often names things in English (code): both stems are tried there.
  const stemmerFor = isGerman(taskText, lex) ? [lex.stem.german, lex.stem.english] : [lex.stem.english];
  let textStems: Set<string> | undefined;
  const stemsOfText = (): Set<string> =>
    // Each distinct word stemmed once: stemming is the slow part, and a long text repeats its words.
    (textStems ??= new Set([...new Set(words(text).map(lower))].flatMap((w) => stemmerFor.map((s) => s(w)))));
  const covered = (t: KeyTerm): boolean => {
    switch (t.kind) {
      case 'quoted':
      case 'cjk':
        return flat.includes(normalise(t.term));
      case 'identifier':
        return flat.includes(lower(t.term).replace(/\(\)$/, ''));
      case 'word': {
        const w = lower(t.term);
        const stems = stemmerFor.map((s) => s(w));
        if (stems.some((s) => stemsOfText().has(s))) return true;
        // Stemmers stop short of some derivations ("failure" → failur, "failed" → fail): a stem of at
        // least four letters that begins the other counts.
        if ([...stemsOfText()].some((t) => stems.some((s) => (s.length >= 4 && t.startsWith(s)) || (t.length >= 4 && s.startsWith(t)))))
          return true;
        // Compounds ("Fehlerbehandlung" holds "Fehler") and derived forms hold the stem as written.
        const stem = stemmerFor[0]!(w);
        return stem.length >= 5 && flat.includes(stem);
      }
    }
  };
  const found: KeyTerm[] = [];
  const missing: KeyTerm[] = [];
  for (const t of terms) (covered(t) ? found : missing).push(t);
  return { found, missing };
}

/** A stemmer that stems each distinct word once, however many lines repeat it. */
function memoised(stem: (word: string) => string): (word: string) => string {
  const stems = new Map<string, string>();
  return (word) => {
    let s = stems.get(word);
    if (s === undefined) stems.set(word, (s = stem(word)));
    return s;
  };
}

/**
 * The first non-blank line that holds one of `terms` by itself: the line a met coverage cites
 * (spec §13). Undefined when none does (a quoted term broken over two lines is held by no one line).
 */
export function firstLineCovering<L extends { text: string }>(
  terms: readonly KeyTerm[],
  lines: Iterable<L>,
  taskText: string,
  lex: Lexicon,
): L | undefined {
  if (terms.length === 0) return undefined;
  const cached: Lexicon = { ...lex, stem: { english: memoised(lex.stem.english), german: memoised(lex.stem.german) } };
  for (const l of lines) if (l.text.trim() !== '' && coverage(terms, l.text, taskText, cached).found.length > 0) return l;
  return undefined;
}
