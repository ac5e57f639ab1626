import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from '../contract/zod.js';

/**
 * The judgement cache (spec §8). A key covers everything that decides an answer: the backend,
 * the model's identity, the sampling options and the exact messages and schema. Entries are
 * untrusted: one that does not parse, or whose key does not match, is a miss; and a hit is
 * only ever an answer, whose evidence is verified again against the current material.
 */

export interface CacheKeyParts {
  backend: string;
  /** The model as the server identifies it (a digest where it gives one). */
  identity: string;
  options: Record<string, unknown>;
  messages: readonly { role: string; content: string }[];
  format: unknown;
}

export const cacheKey = (parts: CacheKeyParts): string =>
  createHash('sha256')
    .update(JSON.stringify({ v: 1, ...parts }))
    .digest('hex');

export const CACHE_KEY = /^[0-9a-f]{64}$/;

export interface JudgementCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, answer: string): Promise<void>;
}

/**
 * Entries seeded from an earlier run (the review marker) and everything this run used, so the
 * next run's marker carries them on. Only the entries of this run are carried: a cache that only
 * ever grew would outgrow the marker.
 */
export class MemoryCache implements JudgementCache {
  private readonly seeded: Map<string, string>;
  private readonly used = new Map<string, string>();

  constructor(seed: Readonly<Record<string, string>> = {}) {
    this.seeded = new Map(Object.entries(seed).filter(([k, v]) => CACHE_KEY.test(k) && typeof v === 'string'));
  }

  async get(key: string): Promise<string | undefined> {
    const hit = this.used.get(key) ?? this.seeded.get(key);
    if (hit !== undefined) this.used.set(key, hit);
    return hit;
  }

  async set(key: string, answer: string): Promise<void> {
    this.used.set(key, answer);
  }

  /** What this run judged or reused, for the next run. */
  entries(): Record<string, string> {
    return Object.fromEntries(this.used);
  }
}

const FileEntrySchema = z.object({ v: z.literal(1), key: z.string(), answer: z.string() });

/** One JSON file per key in a directory (`cache-dir`, or under XDG_CACHE_HOME for the CLI). */
export class DirectoryCache implements JudgementCache {
  constructor(private readonly dir: string) {}

  async get(key: string): Promise<string | undefined> {
    if (!CACHE_KEY.test(key)) return undefined;
    try {
      const parsed = FileEntrySchema.safeParse(JSON.parse(await readFile(join(this.dir, `${key}.json`), 'utf8')));
      return parsed.success && parsed.data.key === key ? parsed.data.answer : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, answer: string): Promise<void> {
    if (!CACHE_KEY.test(key)) return;
    try {
      await mkdir(this.dir, { recursive: true });
      // Written aside and renamed: a reader never sees half an entry.
      const tmp = join(this.dir, `.${key}.${process.pid}.tmp`);
      await writeFile(tmp, JSON.stringify({ v: 1, key, answer }), 'utf8');
      await rename(tmp, join(this.dir, `${key}.json`));
    } catch {
      // A cache that cannot be written costs a model call next time, nothing else.
    }
  }
}

/** Reads from each layer in turn; writes to all. */
export function layeredCache(...layers: readonly (JudgementCache | undefined)[]): JudgementCache | undefined {
  const present = layers.filter((l): l is JudgementCache => l !== undefined);
  if (present.length === 0) return undefined;
  return {
    async get(key) {
      for (const [i, layer] of present.entries()) {
        const hit = await layer.get(key);
        if (hit !== undefined) {
          // Carried into the earlier layers (the marker) too, so the next run finds it there.
          await Promise.all(present.slice(0, i).map((l) => l.set(key, hit)));
          return hit;
        }
      }
      return undefined;
    },
    async set(key, answer) {
      await Promise.all(present.map((l) => l.set(key, answer)));
    },
  };
}
