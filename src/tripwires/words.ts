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

/**
 * The hash of a three-character run, folded to a set's size by `bitOf`: each character shifted ten
 * bits past the next and cut to 30 bits, so that a text's runs are hashed in one pass, each from
 * the one before, and the hash holds nothing of a fourth character.
 */
const RUN_BITS = 0x3fffffff;
const nextRun = (hash: number, c: number): number => ((hash << 10) ^ c) & RUN_BITS;
const bitOf = (hash: number, mask: number): number => (hash ^ (hash >>> 15)) & mask;

/** Eight bits per character keeps a set a few percent full; bounded both ways so a tiny text's set is not all ones and a huge one's is not megabytes. */
const MIN_BITS = 1 << 12;
const MAX_BITS = 1 << 20;

function setSize(length: number): number {
  let bits = MIN_BITS;
  while (bits < length * 8 && bits < MAX_BITS) bits *= 2;
  return bits;
}

/** The words one kind of question is about, numbered: a question names a word by its number. */
export class WordList {
  private readonly numbers = new Map<string, number>();
  readonly words: string[] = [];
  /** Each word's runs, hashed; none for a word shorter than three characters, or in a list without runs: always searched. */
  readonly runs: Uint32Array[] = [];
  /**
   * The set of runs of the text asked about last, and which text's it is: a scan of a large change
   * asks about thousands of texts one after the other, and a set of its own for each was megabytes
   * of garbage (a higher peak of memory). A text whose set was since taken over makes its own again.
   */
  readonly shared: { owner: WordsOfText | undefined; set: Uint32Array } = { owner: undefined, set: new Uint32Array(0) };

  /**
   * `runs: false` for a list of a few words: the pass over a text that finds its runs costs about
   * what a dozen searches do.
   */
  constructor(private readonly options: { runs: boolean } = { runs: true }) {}

  /** The word's number, adding it to the list the first time. */
  number(word: string): number {
    let n = this.numbers.get(word);
    if (n === undefined) {
      n = this.words.length;
      this.numbers.set(word, n);
      this.words.push(word);
      const runs = new Uint32Array(this.options.runs ? Math.max(0, word.length - 2) : 0);
      let hash = 0;
      for (let i = 0; i < word.length; i++) {
        hash = nextRun(hash, word.charCodeAt(i));
        if (i >= 2 && i - 2 < runs.length) runs[i - 2] = hash;
      }
      this.runs.push(runs);
    }
    return n;
  }
}

/** One text's answers about a list's words, each found once. */
export class WordsOfText {
  /** Per word: 0 not asked yet, 1 held, -1 not held. */
  private readonly known: Int8Array;
  private mask = 0;
  /** Substring searches made so far: what the runs and the memo spare shows as fewer (tests, bench). */
  searches = 0;

  constructor(
    private readonly list: WordList,
    private readonly text: string,
  ) {
    this.known = new Int8Array(list.words.length);
  }

  /** Whether the text holds word number `n` of the list: `text.includes(word)`. */
  has(n: number): boolean {
    // A word numbered after this text was first asked about is searched every time.
    if (n >= this.known.length) return this.search(n);
    const known = this.known[n];
    if (known !== 0) return known === 1;
    const held = this.mayHold(this.list.runs[n]!) && this.search(n);
    this.known[n] = held ? 1 : -1;
    return held;
  }

  private search(n: number): boolean {
    this.searches++;
    return this.text.includes(this.list.words[n]!);
  }

  /** False when one of the runs is not in the text. Indexed loops: this runs a hundred times a text. */
  private mayHold(runs: Uint32Array): boolean {
    if (runs.length === 0) return true;
    const shared = this.list.shared;
    if (shared.owner !== this) this.runsOfText(shared);
    const { set } = shared;
    const mask = this.mask;
    for (let i = 0; i < runs.length; i++) {
      const bit = bitOf(runs[i]!, mask);
      if ((set[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }

  /** Fills the list's shared set with this text's runs, and takes it over. */
  private runsOfText(shared: WordList['shared']): void {
    const { text } = this;
    const bits = setSize(text.length);
    this.mask = bits - 1;
    const mask = this.mask;
    const words = bits >>> 5;
    if (shared.set.length < words) shared.set = new Uint32Array(words);
    const set = shared.set;
    set.fill(0, 0, words);
    shared.owner = this;
    let hash = nextRun(nextRun(0, text.charCodeAt(0)), text.charCodeAt(1));
    for (let i = 2; i < text.length; i++) {
      hash = nextRun(hash, text.charCodeAt(i));
      const bit = bitOf(hash, mask);
      set[bit >>> 5] = set[bit >>> 5]! | (1 << (bit & 31));
    }
  }
}
