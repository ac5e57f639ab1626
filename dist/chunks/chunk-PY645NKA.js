import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-DBHRDZ4J.js";

// src/judge/cache.ts
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
var cacheKey = (parts) => createHash("sha256").update(JSON.stringify({ v: 1, ...parts })).digest("hex");
var CACHE_KEY = /^[0-9a-f]{64}$/;
var MemoryCache = class {
  seeded;
  used = /* @__PURE__ */ new Map();
  constructor(seed = {}) {
    this.seeded = new Map(Object.entries(seed).filter(([k, v]) => CACHE_KEY.test(k) && typeof v === "string"));
  }
  async get(key) {
    const hit = this.used.get(key) ?? this.seeded.get(key);
    if (hit !== void 0) this.used.set(key, hit);
    return hit;
  }
  async set(key, answer) {
    this.used.set(key, answer);
  }
  /** What this run judged or reused, for the next run. */
  entries() {
    return Object.fromEntries(this.used);
  }
};
var FileEntrySchema = external_exports.object({ v: external_exports.literal(1), key: external_exports.string(), answer: external_exports.string() });
var DirectoryCache = class {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  async get(key) {
    if (!CACHE_KEY.test(key)) return void 0;
    try {
      const parsed = FileEntrySchema.safeParse(JSON.parse(await readFile(join(this.dir, `${key}.json`), "utf8")));
      return parsed.success && parsed.data.key === key ? parsed.data.answer : void 0;
    } catch {
      return void 0;
    }
  }
  async set(key, answer) {
    if (!CACHE_KEY.test(key)) return;
    try {
      await mkdir(this.dir, { recursive: true });
      const tmp = join(this.dir, `.${key}.${process.pid}.tmp`);
      await writeFile(tmp, JSON.stringify({ v: 1, key, answer }), "utf8");
      await rename(tmp, join(this.dir, `${key}.json`));
    } catch {
    }
  }
};
function layeredCache(...layers) {
  const present = layers.filter((l) => l !== void 0);
  if (present.length === 0) return void 0;
  return {
    async get(key) {
      for (const [i, layer] of present.entries()) {
        const hit = await layer.get(key);
        if (hit !== void 0) {
          await Promise.all(present.slice(0, i).map((l) => l.set(key, hit)));
          return hit;
        }
      }
      return void 0;
    },
    async set(key, answer) {
      await Promise.all(present.map((l) => l.set(key, answer)));
    }
  };
}
function defaultCacheDir(env) {
  const xdg = env["XDG_CACHE_HOME"];
  if (xdg) return join(xdg, "critic-gate");
  const home = env["HOME"] || env["USERPROFILE"];
  return home ? join(home, ".cache", "critic-gate") : void 0;
}

export {
  cacheKey,
  MemoryCache,
  DirectoryCache,
  layeredCache,
  defaultCacheDir
};
