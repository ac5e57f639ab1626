// The two small text libraries keyword-coverage loads ship no types; only what is used is declared.
declare module 'stopword' {
  export const eng: readonly string[];
  export const deu: readonly string[];
  export const zho: readonly string[];
  export const jpn: readonly string[];
  export const kor: readonly string[];
}

declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(language: string): Stemmer; algorithms(): string[] };
  export default snowball;
}
