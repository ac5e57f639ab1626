/**
 * Which words of a fixed list a text holds, for the tripwire prefilter (patterns.ts,
 * mayHaveTripwires): it asks each text about a hundred words, nearly all of them absent, and a
 * substring search reads the whole text each time a word is absent.
 *
 * Here each word is searched for at most once per text, and a word is known absent without a
 * search when one of its three-character runs is missing from the text. The text's runs are hashed
 * into a set of bits in one pass, made on the first question that needs it. A missing run proves
 * the word absent: every run of a word the text holds is a run of the text. A run that is present
 * proves nothing (another run may share its bit), so the search still decides, and every answer is
 * the one `text.includes(word)` gives.
 */
/** The words one kind of question is about, numbered: a question names a word by its number. */
export declare class WordList {
    private readonly options;
    private readonly numbers;
    readonly words: string[];
    /** Each word's runs, hashed; none for a word shorter than three characters, or in a list without runs: always searched. */
    readonly runs: Uint32Array[];
    /**
     * The set of runs of the text asked about last, and which text's it is: a scan of a large change
     * asks about thousands of texts one after the other, and a set of its own for each was megabytes
     * of garbage (a higher peak of memory). A text whose set was since taken over makes its own again.
     */
    readonly shared: {
        owner: WordsOfText | undefined;
        set: Uint32Array;
    };
    /**
     * `runs: false` for a list of a few words: the pass over a text that finds its runs costs about
     * what a dozen searches do.
     */
    constructor(options?: {
        runs: boolean;
    });
    /** The word's number, adding it to the list the first time. */
    number(word: string): number;
}
/** One text's answers about a list's words, each found once. */
export declare class WordsOfText {
    private readonly list;
    private readonly text;
    /** Per word: 0 not asked yet, 1 held, -1 not held. */
    private readonly known;
    private mask;
    /** Substring searches made so far: what the runs and the memo spare shows as fewer (tests, bench). */
    searches: number;
    constructor(list: WordList, text: string);
    /** Whether the text holds word number `n` of the list: `text.includes(word)`. */
    has(n: number): boolean;
    private search;
    /** False when one of the runs is not in the text. Indexed loops: this runs a hundred times a text. */
    private mayHold;
    /** Fills the list's shared set with this text's runs, and takes it over. */
    private runsOfText;
}
