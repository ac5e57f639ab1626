/**
 * A tiny llama-architecture model with random weights, written as GGUF at test time (issue 43):
 * no model weights reach these machines, but llama.cpp's loader, its tokenizer and its grammar
 * sampler are real, and a model of the right form is all they need. Not a language model: what it
 * writes is random, within whatever grammar the sampler is given.
 *
 * The format, as ggml's docs/gguf.md describes it (version 3, little-endian): the magic `GGUF`,
 * the version, the tensor count and the metadata count (u64); each metadata entry as a key
 * (u64 length + UTF-8), a u32 value type and the value; each tensor's name, dimension count (u32),
 * dimensions (u64, innermost first), ggml type (u32) and offset (u64) into the data section; then
 * the data, every tensor aligned to `general.alignment` (32 by default).
 *
 * The tokenizer is SentencePiece-style (`tokenizer.ggml.model = llama`): `<unk>`, `<s>`, `</s>`,
 * the 256 byte tokens `<0x00>`…`<0xFF>` its byte fallback needs, then printable ASCII and a few
 * hundred words and code pieces, so a token is one to a dozen characters, as in real vocabularies.
 * Only node: imports.
 */
import { open } from 'node:fs/promises';

const GGUF_VERSION = 3;
const ALIGNMENT = 32;

/** GGUF metadata value types. */
const T = { UINT32: 4, INT32: 5, FLOAT32: 6, BOOL: 7, STRING: 8, ARRAY: 9 } as const;
/** ggml tensor types. */
const GGML_TYPE_F32 = 0;
/** llama.cpp's token types. */
const TOKEN = { NORMAL: 1, UNKNOWN: 2, CONTROL: 3, BYTE: 6 } as const;

type Value =
  | { type: 'u32'; value: number }
  | { type: 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'strings'; value: readonly string[] }
  | { type: 'f32s'; value: readonly number[] }
  | { type: 'i32s'; value: readonly number[] };

/** Bytes appended as they are written; little-endian throughout. */
class Out {
  private readonly parts: Buffer[] = [];
  length = 0;
  private push(b: Buffer): void {
    this.parts.push(b);
    this.length += b.length;
  }
  u32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    this.push(b);
  }
  i32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeInt32LE(n);
    this.push(b);
  }
  u64(n: number): void {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    this.push(b);
  }
  f32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeFloatLE(n);
    this.push(b);
  }
  bytes(b: Buffer): void {
    this.push(b);
  }
  string(s: string): void {
    const b = Buffer.from(s, 'utf8');
    this.u64(b.length);
    this.push(b);
  }
  pad(to: number): void {
    const rest = this.length % to;
    if (rest !== 0) this.push(Buffer.alloc(to - rest));
  }
  buffer(): Buffer {
    return Buffer.concat(this.parts);
  }
}

function writeValue(out: Out, v: Value): void {
  switch (v.type) {
    case 'u32':
      out.u32(T.UINT32);
      return out.u32(v.value);
    case 'f32':
      out.u32(T.FLOAT32);
      return out.f32(v.value);
    case 'bool':
      out.u32(T.BOOL);
      return out.bytes(Buffer.from([v.value ? 1 : 0]));
    case 'string':
      out.u32(T.STRING);
      return out.string(v.value);
    case 'strings':
      out.u32(T.ARRAY);
      out.u32(T.STRING);
      out.u64(v.value.length);
      return v.value.forEach((s) => out.string(s));
    case 'f32s':
      out.u32(T.ARRAY);
      out.u32(T.FLOAT32);
      out.u64(v.value.length);
      return v.value.forEach((n) => out.f32(n));
    case 'i32s':
      out.u32(T.ARRAY);
      out.u32(T.INT32);
      out.u64(v.value.length);
      return v.value.forEach((n) => out.i32(n));
  }
}

/** A small seeded generator (mulberry32): the same model every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words and code pieces as whole tokens (the SentencePiece space is `▁`). */
const WORDS = [
  'the',
  'and',
  'line',
  'shows',
  'it',
  'is',
  'not',
  'met',
  'return',
  'None',
  'if',
  'else',
  'def',
  'import',
  'from',
  'status',
  'code',
  'response',
  'error',
  'value',
  'compute',
  'output',
  'file',
  'path',
  'quote',
  'evidence',
  'fix',
  'add',
  'check',
  'handle',
  'handled',
  'request',
  'json',
  'parse',
  'parsed',
  'body',
  'function',
  'const',
  'let',
  'true',
  'false',
  'null',
  'string',
  'number',
  'test',
  'tests',
  'src',
  'index',
  'main',
  'config',
  'because',
  'there',
  'no',
  'missing',
  'which',
  'when',
  'with',
  'for',
  'of',
  'to',
  'in',
  'on',
  'by',
  'as',
  'at',
  'this',
  'that',
  'assertion',
  'criteria',
  'material',
];
const PIECES = [
  '{"',
  '"}',
  '":',
  '",',
  '", "',
  '": "',
  '"id',
  '"met',
  '.ts',
  '.py',
  '.js',
  '()',
  '();',
  ' == ',
  ' = ',
  '  ',
  '    ',
  '//',
  '#',
  '404',
];

export interface TinyVocab {
  tokens: string[];
  types: number[];
}

/** The ids of the byte-fallback tokens `<0x00>`…`<0xFF>`. */
export const BYTE_TOKENS: readonly number[] = Array.from({ length: 256 }, (_, b) => 3 + b);

export function tinyVocab(): TinyVocab {
  const tokens = ['<unk>', '<s>', '</s>'];
  const types: number[] = [TOKEN.UNKNOWN, TOKEN.CONTROL, TOKEN.CONTROL];
  for (let b = 0; b < 256; b++) {
    tokens.push(`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TOKEN.BYTE);
  }
  const seen = new Set(tokens);
  const add = (t: string): void => {
    if (seen.has(t)) return;
    seen.add(t);
    tokens.push(t);
    types.push(TOKEN.NORMAL);
  };
  for (let c = 0x20; c < 0x7f; c++) add(c === 0x20 ? '▁' : String.fromCharCode(c));
  // Line breaks and tabs as pieces of their own, as real vocabularies have them (not only as bytes).
  add('\n');
  add('\t');
  for (const w of WORDS) {
    add(w);
    add(`▁${w}`);
    add(w[0]!.toUpperCase() + w.slice(1));
  }
  for (const p of PIECES) add(p.replace(/ /g, '▁'));
  return { tokens, types };
}

export interface TinyModelShape {
  embedding: number;
  layers: number;
  heads: number;
  /** Heads of keys and values (grouped-query attention); default `heads`. */
  headsKv?: number;
  feedForward: number;
  context: number;
  seed: number;
}

/**
 * One attention head, 64 wide: llama.cpp's CPU attention costs per head and per cached token, in
 * calls too small to pay off (a dot product of 16 numbers per head of four), and against the
 * judge's prompt of 2,500 tokens four heads made real-engine.test.ts take 20 s of CPU, one head
 * 4 s (measured). The sampler and the grammar work the same whatever number of heads wrote the
 * logits, and the answers are as long with one (500 to 1,510 tokens; 370 to 1,450 with four).
 */
const SHAPE: TinyModelShape = { embedding: 64, layers: 2, heads: 1, feedForward: 128, context: 4096, seed: 43 };

/**
 * Qwen2.5-0.5B's layer shape (896 wide, 24 layers, 14 heads, 2 of keys and values, 4,864 in the
 * feed-forward), as llama layers with this file's small vocabulary: the arithmetic per token of
 * the real model's layers, for the bench (about 1.4 GB as F32).
 */
export const QWEN_0_5B_LAYERS: TinyModelShape = {
  embedding: 896,
  layers: 24,
  heads: 14,
  headsKv: 2,
  feedForward: 4864,
  context: 32768,
  seed: 43,
};

/** Writes a llama model with random weights as GGUF to `path`, tensor by tensor; returns the path. */
export async function writeTinyLlama(path: string, shape: TinyModelShape = SHAPE): Promise<string> {
  const { embedding: e, layers, heads, feedForward: ff, context } = shape;
  const kv = (e / heads) * (shape.headsKv ?? heads);
  const vocab = tinyVocab();
  const n = vocab.tokens.length;
  const next = random(shape.seed);

  const metadata: [string, Value][] = [
    ['general.architecture', { type: 'string', value: 'llama' }],
    ['general.name', { type: 'string', value: 'critic-gate tiny random llama' }],
    ['general.alignment', { type: 'u32', value: ALIGNMENT }],
    ['general.file_type', { type: 'u32', value: 0 }],
    ['llama.context_length', { type: 'u32', value: context }],
    ['llama.embedding_length', { type: 'u32', value: e }],
    ['llama.block_count', { type: 'u32', value: layers }],
    ['llama.feed_forward_length', { type: 'u32', value: ff }],
    ['llama.attention.head_count', { type: 'u32', value: heads }],
    ['llama.attention.head_count_kv', { type: 'u32', value: shape.headsKv ?? heads }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'f32', value: 1e-5 }],
    ['llama.rope.dimension_count', { type: 'u32', value: e / heads }],
    ['llama.vocab_size', { type: 'u32', value: n }],
    ['tokenizer.ggml.model', { type: 'string', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'strings', value: vocab.tokens }],
    // Longer pieces score higher, so the tokenizer prefers whole words, as SentencePiece does.
    ['tokenizer.ggml.scores', { type: 'f32s', value: vocab.tokens.map((t, i) => (vocab.types[i] === TOKEN.NORMAL ? t.length : 0)) }],
    ['tokenizer.ggml.token_type', { type: 'i32s', value: vocab.types }],
    ['tokenizer.ggml.unknown_token_id', { type: 'u32', value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: 'u32', value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: 'u32', value: 2 }],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: true }],
    ['tokenizer.ggml.add_eos_token', { type: 'bool', value: false }],
  ];

  // Dimensions innermost first: a weight used as W·x is [inputs, outputs].
  const tensors: { name: string; dims: number[]; norm?: true }[] = [
    { name: 'token_embd.weight', dims: [e, n] },
    { name: 'output_norm.weight', dims: [e], norm: true },
    { name: 'output.weight', dims: [e, n] },
  ];
  for (let i = 0; i < layers; i++) {
    tensors.push(
      { name: `blk.${i}.attn_norm.weight`, dims: [e], norm: true },
      { name: `blk.${i}.attn_q.weight`, dims: [e, e] },
      { name: `blk.${i}.attn_k.weight`, dims: [e, kv] },
      { name: `blk.${i}.attn_v.weight`, dims: [e, kv] },
      { name: `blk.${i}.attn_output.weight`, dims: [e, e] },
      { name: `blk.${i}.ffn_norm.weight`, dims: [e], norm: true },
      { name: `blk.${i}.ffn_gate.weight`, dims: [e, ff] },
      { name: `blk.${i}.ffn_up.weight`, dims: [e, ff] },
      { name: `blk.${i}.ffn_down.weight`, dims: [ff, e] },
    );
  }

  const out = new Out();
  out.bytes(Buffer.from('GGUF', 'ascii'));
  out.u32(GGUF_VERSION);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, value] of metadata) {
    out.string(key);
    writeValue(out, value);
  }
  const sizes = tensors.map((t) => t.dims.reduce((a, b) => a * b, 1) * 4);
  let offset = 0;
  tensors.forEach((t, i) => {
    out.string(t.name);
    out.u32(t.dims.length);
    t.dims.forEach((d) => out.u64(d));
    out.u32(GGML_TYPE_F32);
    out.u64(offset);
    offset += Math.ceil(sizes[i]! / ALIGNMENT) * ALIGNMENT;
  });
  out.pad(ALIGNMENT);
  const file = await open(path, 'w');
  try {
    await file.write(out.buffer());
    for (const [i, t] of tensors.entries()) {
      const values = new Float32Array(Math.ceil(sizes[i]! / ALIGNMENT) * (ALIGNMENT / 4));
      // Norms at one; weights small and centred, scaled like an initialised network's; the padding zero.
      const scale = 1 / Math.sqrt(t.dims[0]!);
      for (let j = 0; j < sizes[i]! / 4; j++) values[j] = t.norm ? 1 : (next() * 2 - 1) * scale;
      await file.write(new Uint8Array(values.buffer));
    }
  } finally {
    await file.close();
  }
  return path;
}
