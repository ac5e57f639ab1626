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
export declare function lexicon(lists: {
    eng: readonly string[];
    deu: readonly string[];
    zho: readonly string[];
    jpn: readonly string[];
    kor: readonly string[];
}, stem: Lexicon['stem']): Lexicon;
/** A term given in `terms`: how it is matched follows from how it is written. */
export declare function givenTerm(term: string): KeyTerm;
/** The key terms of a task, in the order the task names them, each once. */
export declare function keyTerms(task: string, lex: Lexicon): KeyTerm[];
export interface Coverage {
    found: KeyTerm[];
    missing: KeyTerm[];
}
/** Which terms a text covers. `taskText` decides the stemmer, so task and text are stemmed alike. */
export declare function coverage(terms: readonly KeyTerm[], text: string, taskText: string, lex: Lexicon): Coverage;
/**
 * The first non-blank line that holds one of `terms` by itself: the line a met coverage cites
 * (spec §13). Undefined when none does (a quoted term broken over two lines is held by no one line).
 */
export declare function firstLineCovering<L extends {
    text: string;
}>(terms: readonly KeyTerm[], lines: Iterable<L>, taskText: string, lex: Lexicon): L | undefined;
