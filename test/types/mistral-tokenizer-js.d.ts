declare module 'mistral-tokenizer-js' {
  const tokenizer: {
    encode(text: string, addBosToken?: boolean, addPrecedingSpace?: boolean): number[];
    decode(ids: number[], addBosToken?: boolean, addPrecedingSpace?: boolean): string;
  };
  export default tokenizer;
}
