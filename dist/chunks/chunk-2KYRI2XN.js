import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  runCritic
} from "./chunk-HGFBIAO7.js";
import {
  ConfigError,
  parseConfigLocated
} from "./chunk-OUVVFXA2.js";
import {
  GLOB_OPTIONS,
  globList,
  require_picomatch
} from "./chunk-Z6IAH3QY.js";
import {
  decodeText,
  isBinary
} from "./chunk-VFQPB5V3.js";
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";
import {
  __toESM
} from "./chunk-NHBQDVUQ.js";

// src/commands/shell.ts
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
var TAIL_LINES = 20;
var TAIL_BYTES = 64 * 1024;
var DRAIN_MS = 1e3;
function commandEnv(extra = {}, from = process.env) {
  return {
    PATH: from["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: from["HOME"] ?? tmpdir(),
    LANG: from["LANG"] ?? "C.UTF-8",
    TMPDIR: from["TMPDIR"] ?? tmpdir(),
    CI: "true",
    ...extra
  };
}
var cleanOutput = (text) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "").split("\n").map((line) => line.slice(line.lastIndexOf("\r", line.length - 2) + 1).replace(/\r$/, "")).join("\n");
function tailLines(text, n = TAIL_LINES) {
  const lines = cleanOutput(text).replace(/\s+$/, "").split("\n");
  return lines.slice(-n).join("\n");
}
var Tail = class {
  chunks = [];
  size = 0;
  push(chunk) {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= TAIL_BYTES) this.size -= this.chunks.shift().length;
  }
  text() {
    return Buffer.concat(this.chunks).toString("utf8");
  }
};
var killGroup = (pid) => {
  if (pid === void 0) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
};
function shellCommandRunner(options) {
  return {
    run(command, { timeoutMs, env }) {
      return new Promise((resolve) => {
        const tail = new Tail();
        let timedOut = false;
        let settled = false;
        const child = spawn("/bin/sh", ["-c", command], {
          cwd: options.cwd,
          env: commandEnv(env),
          detached: true,
          stdio: ["ignore", "pipe", "pipe"]
        });
        child.stdout.on("data", (c) => tail.push(c));
        child.stderr.on("data", (c) => tail.push(c));
        const finish = (exitCode, note) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          clearTimeout(drain);
          killGroup(child.pid);
          child.stdout.destroy();
          child.stderr.destroy();
          const output = tailLines(tail.text());
          resolve({ exitCode, timedOut, output: note ? output ? `${output}
${note}` : note : output });
        };
        const timer = setTimeout(() => {
          timedOut = true;
          killGroup(child.pid);
        }, timeoutMs);
        let drain;
        child.on("error", (e) => finish(null, `could not start /bin/sh: ${e.message}`));
        child.on("exit", (code, signal) => {
          const note = signal && !timedOut ? `(terminated by ${signal})` : void 0;
          drain = setTimeout(() => finish(code, note), DRAIN_MS);
          child.on("close", () => finish(code, note));
        });
      });
    }
  };
}

// src/pr/config-source.ts
async function configFromCommit(read, path, commit) {
  const bytes = await read(path);
  if (bytes === void 0) {
    throw new ConfigError([
      {
        file: path,
        message: `not found at the base commit ${commit.slice(0, 12)}: commit the assertions file to the base branch first (a change cannot bring its own gate), or point --config at a file outside the repository`
      }
    ]);
  }
  const { config, locate } = parseConfigLocated(decodeText(bytes), path);
  return { config, locate, ref: { path, source: "base", commit } };
}
function configFromDisk(text, path) {
  const { config, locate } = parseConfigLocated(text, path);
  return { config, locate, ref: { path, source: "disk" } };
}
function commandPolicy(allowCommands, ref, optIn, workTree) {
  if (!allowCommands) return { allowed: false, refused: `shell commands are off; enable them with ${optIn}` };
  if (ref.source !== "base") return { allowed: false, refused: `the config was read from ${ref.source}, not from the base commit; commands run only with a base-commit config` };
  if ("problem" in workTree) return { allowed: false, refused: workTree.problem };
  return { allowed: true, cwd: workTree.dir };
}

// src/subject/change.ts
var import_picomatch = __toESM(require_picomatch(), 1);
async function changeSubject(repo, options) {
  const baseSha = await repo.resolveCommit(options.base);
  const headSha = await repo.resolveCommit(options.head);
  const mergeBaseSha = await repo.mergeBase(baseSha, headSha);
  const head = repo.fileReader(headSha);
  const parsed = await repo.diff(mergeBaseSha, headSha, { findCopies: options.findCopies ?? false });
  const files = await settleBinary(parsed, head);
  const subject = {
    files,
    head: { listTree: () => head.listTree(), read: (path) => head.read(path), specials: () => head.specials() },
    isIgnored: ignoreMatcher(options.ignore ?? [])
  };
  return { subject, baseSha, headSha, mergeBaseSha };
}
function ignoreMatcher(globs) {
  if (globs.length === 0) return () => false;
  const isMatch = (0, import_picomatch.default)([...globs], GLOB_OPTIONS);
  return (path) => isMatch(path);
}
async function settleBinary(files, head) {
  return Promise.all(
    files.map(async (file) => {
      const silent = !file.binary && file.additions === 0 && file.deletions === 0 && file.commentableLines.length === 0;
      if (!silent || file.status === "deleted") return file;
      const bytes = await head.read(file.path);
      return bytes !== void 0 && isBinary(bytes) ? { ...file, binary: true } : file;
    })
  );
}
function subjectFilesForResult(files) {
  return files.map((f) => ({
    path: f.path,
    ...f.oldPath !== void 0 ? { old_path: f.oldPath } : {},
    status: f.status,
    additions: f.binary ? 0 : f.additions,
    deletions: f.binary ? 0 : f.deletions,
    binary: f.binary
  }));
}

// src/pr/material.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
var LOW_RELEVANCE = (0, import_picomatch2.default)(
  [
    "**/*.lock",
    "**/package-lock.json",
    "**/npm-shrinkwrap.json",
    "**/pnpm-lock.yaml",
    "**/yarn.lock",
    "**/go.sum",
    "**/Cargo.lock",
    "**/poetry.lock",
    "**/*.min.{js,css}",
    "**/*.map",
    "**/{dist,build,vendor,node_modules,generated,__generated__}/**",
    "**/*.{pb,generated,g}.*",
    "**/*.snap"
  ],
  GLOB_OPTIONS
);
var bySizeOfChange = (a, b) => b.additions + b.deletions - (a.additions + a.deletions) || a.path.localeCompare(b.path);
function relevanceOrder(files, assertionGlobs) {
  const wanted = files.filter((f) => !LOW_RELEVANCE(f.path));
  const perAssertion = assertionGlobs.filter((globs) => globs.length > 0).map((globs) => {
    const named = (0, import_picomatch2.default)([...globs], GLOB_OPTIONS);
    return wanted.filter((f) => named(f.path)).sort(bySizeOfChange);
  });
  const ordered = [];
  const taken = /* @__PURE__ */ new Set();
  const take = (f) => {
    if (taken.has(f.path)) return;
    taken.add(f.path);
    ordered.push(f);
  };
  const rounds = Math.max(0, ...perAssertion.map((list) => list.length));
  for (let i = 0; i < rounds; i++) {
    for (const list of perAssertion) {
      const file = list[i];
      if (file) take(file);
    }
  }
  [...wanted].sort(bySizeOfChange).forEach(take);
  files.filter((f) => LOW_RELEVANCE(f.path)).sort(bySizeOfChange).forEach(take);
  return ordered;
}
async function changeMaterial(ctx, assertionGlobs) {
  const candidates = relevanceOrder(
    ctx.changedFiles.filter((f) => f.status !== "deleted" && !f.binary && (f.commentableLines.length > 0 || f.addedLinesUnknown)),
    assertionGlobs
  );
  const material = [];
  for (const f of candidates) {
    const file = await ctx.read(f.path);
    if (!file || file.binary) continue;
    if (f.addedLinesUnknown) {
      material.push({ path: f.path, lines: file.lines });
      continue;
    }
    const shown = new Set(f.commentableLines);
    material.push({ path: f.path, lines: file.lines.filter((l) => shown.has(l.n)) });
  }
  return material;
}

// src/pr/plan.ts
function gateSteps(gate) {
  const seen = /* @__PURE__ */ new Map();
  return gate.map((spec) => {
    const base = spec.id ?? spec.kind;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { id: n === 1 ? base : `${base}#${n}`, spec };
  });
}
function planForChange(config, subject, task) {
  const assertionGlobs = config.assertions.filter((a) => a.check === void 0).map((a) => globList({ files: a.files }) ?? []);
  return {
    subject,
    task: config.task ?? task,
    // A change declares no output type: there is no schema to violate.
    schemaGate: [],
    gate: gateSteps(config.gate),
    assertions: config.assertions.map((a) => ({
      id: a.id,
      text: a.text,
      critical: a.critical,
      weight: a.weight,
      check: a.check,
      files: a.files
    })),
    threshold: config.threshold,
    material: (ctx) => changeMaterial(ctx, assertionGlobs)
  };
}

// src/config/globs.ts
var import_picomatch3 = __toESM(require_picomatch(), 1);
function sitesOf(target, path, allowEmpty) {
  if (target.kind === "gotchas") return [];
  const label = (p) => p.map((k, i) => typeof k === "number" ? `[${k}]` : i === 0 ? k : `.${k}`).join("");
  if (target.file !== void 0) return [{ glob: target.file, path: [...path, "file"], field: label([...path, "file"]), allowEmpty }];
  if (target.files === void 0) return [];
  if (typeof target.files === "string") return [{ glob: target.files, path: [...path, "files"], field: label([...path, "files"]), allowEmpty }];
  return target.files.map((glob, i) => ({ glob, path: [...path, "files", i], field: label([...path, "files", i]), allowEmpty }));
}
function configGlobs(config) {
  const sites = [];
  config.gate.forEach((g, i) => sites.push(...sitesOf(g, ["gate", i], g.allow_empty === true)));
  config.assertions.forEach((a, i) => {
    sites.push(...sitesOf({ files: a.files }, ["assertions", i], a.allow_empty === true));
    if (a.check) sites.push(...sitesOf(a.check, ["assertions", i, "check"], a.check.allow_empty === true || a.allow_empty === true));
  });
  return sites;
}
function unmatchedGlobs(config, file, locate, paths) {
  const problems = [];
  for (const site of configGlobs(config)) {
    if (site.allowEmpty) continue;
    const isMatch = (0, import_picomatch3.default)(site.glob, GLOB_OPTIONS);
    if (paths.some((p) => isMatch(p))) continue;
    const closest = closestPath(site.glob, paths);
    const hint = closest === void 0 ? "the repository holds no files" : `closest existing path: ${closest}`;
    problems.push({
      file,
      ...locate?.(site.path) ?? {},
      field: site.field,
      message: `"${site.glob}" matches no path at the base or the head; ${hint} (set allow_empty: true on the check if that is expected)`
    });
  }
  return problems;
}
function closestPath(glob, paths) {
  if (paths.length === 0) return void 0;
  const base = import_picomatch3.default.scan(glob).base;
  const inBase = base === "" ? paths : paths.filter((p) => p === base || p.startsWith(`${base}/`));
  if (base !== "" && inBase.length === 0) {
    const depth = base.split("/").length;
    const candidates = /* @__PURE__ */ new Set();
    for (const p of paths) {
      const parts = p.split("/");
      candidates.add(parts.length > depth ? `${parts.slice(0, depth).join("/")}/` : p);
    }
    return nearest(base, [...candidates], (c) => c.replace(/\/$/, ""));
  }
  return nearest(glob, inBase, (p) => p);
}
function nearest(target, candidates, key) {
  let best;
  let bestDistance = Infinity;
  for (const c of candidates.slice(0, 5e4)) {
    const d = distance(target, key(c));
    if (d < bestDistance || d === bestDistance && best !== void 0 && c < best) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}
function distance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

// src/pr/judge-change.ts
async function judgeChange(j) {
  await requireMatchingGlobs(j);
  const result = await runCritic(planForChange(j.config.config, j.subject, j.task), {
    judge: j.judge,
    commands: j.commands,
    commandsRefused: j.commandsRefused,
    trusted: j.trusted,
    attempt: j.attempt
  });
  return {
    ...result,
    subject: { files: subjectFilesForResult(j.subject.files), base: j.baseSha, head: j.headSha },
    config: j.config.ref
  };
}
async function pathsOf(reader) {
  if (reader === void 0) return [];
  const [files, specials] = await Promise.all([reader.listTree(), reader.specials?.()]);
  return [...files, ...specials?.keys() ?? []];
}
async function requireMatchingGlobs(j) {
  const [head, base] = await Promise.all([pathsOf(j.subject.head), pathsOf(j.trusted)]);
  const paths = [.../* @__PURE__ */ new Set([...head, ...base])].sort();
  const problems = unmatchedGlobs(j.config.config, j.config.ref.path, j.config.locate, paths);
  if (problems.length > 0) throw new ConfigError(problems);
}

// src/subject/git.ts
import { spawn as spawn3 } from "node:child_process";
import { stat } from "node:fs/promises";

// src/subject/git-batch.ts
import { spawn as spawn2 } from "node:child_process";
import { Socket } from "node:net";
var CatFileBatch = class {
  constructor(cwd, env, fail) {
    this.cwd = cwd;
    this.env = env;
    this.fail = fail;
  }
  cwd;
  env;
  fail;
  child;
  pending = [];
  chunks = [];
  buffered = 0;
  /** Set while the body of an object is being received: its type and size plus the trailing newline. */
  body;
  failure;
  /** Object names waiting to be written to git, in request order. */
  outbox = [];
  /**
   * The object named by `spec` (an object id or `<commit>:<path>`), or undefined when git has no
   * such object. A spec holding a newline could not be sent on one line: it names nothing.
   */
  read(spec) {
    if (spec.includes("\n") || spec === "") return Promise.resolve(void 0);
    if (this.failure) return Promise.reject(this.failure);
    this.start();
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.keepAlive(true);
      this.request(spec);
    });
  }
  /**
   * Requests made in one go (a check selecting a thousand files) are sent in one write, at the
   * end of the current tick: a write per object costs more than git takes to find the object.
   */
  request(spec) {
    this.outbox.push(spec);
    if (this.outbox.length === 1) process.nextTick(() => this.flush());
  }
  flush() {
    if (this.outbox.length === 0) return;
    const lines = `${this.outbox.join("\n")}
`;
    this.outbox = [];
    this.child?.stdin.write(lines);
  }
  async close() {
    this.flush();
    const child = this.child;
    this.keepAlive(true);
    this.child = void 0;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once("close", () => resolve());
      child.stdin.end();
    });
  }
  start() {
    if (this.child) return this.child;
    const child = spawn2("git", ["cat-file", "--batch"], { cwd: this.cwd, env: this.env, stdio: "pipe" });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (s) => stderr += s);
    child.stdout.on("data", (chunk) => this.receive(chunk));
    child.on("error", (err) => this.abort(this.fail(`git cat-file could not run: ${err.message}`)));
    child.stdin.on("error", () => void 0);
    child.on("close", (code) => {
      if (this.child === child) this.child = void 0;
      if (this.pending.length > 0) {
        this.abort(this.fail(`git cat-file --batch exited (${code ?? "signal"}) with reads pending: ${stderr.trim()}`));
      }
    });
    this.child = child;
    return child;
  }
  /**
   * The process holds the event loop only while a read is pending, so a caller who never calls
   * `close()` cannot keep the CLI from exiting.
   */
  keepAlive(alive) {
    const child = this.child;
    if (!child) return;
    for (const handle of [child, child.stdout, child.stdin, child.stderr]) {
      if (handle instanceof Socket || handle === child) {
        if (alive) handle.ref();
        else handle.unref();
      }
    }
  }
  abort(error) {
    this.failure = error;
    for (const p of this.pending.splice(0)) p.reject(error);
  }
  receive(chunk) {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    for (; ; ) {
      if (this.pending.length === 0) return;
      if (this.body === void 0) {
        const all2 = this.flatten();
        const nl = all2.indexOf(10);
        if (nl < 0) return;
        const header = all2.toString("utf8", 0, nl);
        this.keep(all2.subarray(nl + 1));
        const parts = header.split(" ");
        const size = Number(parts[parts.length - 1]);
        const type2 = parts[parts.length - 2];
        if (parts.length !== 3 || type2 === void 0 || !Number.isSafeInteger(size)) {
          this.settle(void 0);
          continue;
        }
        this.body = { type: type2, need: size + 1 };
      }
      if (this.buffered < this.body.need) return;
      const all = this.flatten();
      const bytes = new Uint8Array(all.subarray(0, this.body.need - 1));
      const type = this.body.type;
      this.keep(all.subarray(this.body.need));
      this.body = void 0;
      this.settle({ type, bytes });
    }
  }
  settle(value) {
    this.pending.shift()?.resolve(value);
    if (this.pending.length === 0) this.keepAlive(false);
  }
  flatten() {
    if (this.chunks.length !== 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }
  keep(rest) {
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
  }
};

// src/subject/diff.ts
var DiffParseError = class extends Error {
  constructor(message, line) {
    super(`diff line ${line}: ${message}`);
    this.line = line;
    this.name = "DiffParseError";
  }
  line;
};
var PLUS = 43;
var MINUS = 45;
var SPACE = 32;
var BACKSLASH = 92;
var newStats = () => ({ additions: 0, deletions: 0, addedLines: [], commentableLines: [] });
var HunkReader = class {
  constructor(stats) {
    this.stats = stats;
  }
  stats;
  oldLeft = 0;
  newLeft = 0;
  nextNew = 0;
  get open() {
    return this.oldLeft > 0 || this.newLeft > 0;
  }
  reset(stats) {
    this.stats = stats;
    this.oldLeft = 0;
    this.newLeft = 0;
  }
  /** `@@ -a[,b] +c[,d] @@ ...` */
  start(line, lineNo) {
    const h = parseHunkHeader(line);
    if (h === void 0) throw new DiffParseError(`malformed hunk header: ${clip(line)}`, lineNo);
    this.oldLeft = h.oldCount;
    this.newLeft = h.newCount;
    this.nextNew = h.newStart;
  }
  /** One body line, identified by its first character (-1 for an empty line). */
  take(first, lineNo) {
    const s = this.stats;
    if (first === PLUS) {
      if (this.newLeft === 0) throw new DiffParseError("more added lines than the hunk header says", lineNo);
      s.additions++;
      s.addedLines.push(this.nextNew);
      s.commentableLines.push(this.nextNew);
      this.nextNew++;
      this.newLeft--;
    } else if (first === MINUS) {
      if (this.oldLeft === 0) throw new DiffParseError("more removed lines than the hunk header says", lineNo);
      s.deletions++;
      this.oldLeft--;
    } else if (first === SPACE || first === -1) {
      if (this.oldLeft === 0 || this.newLeft === 0) {
        throw new DiffParseError("more context lines than the hunk header says", lineNo);
      }
      s.commentableLines.push(this.nextNew);
      this.nextNew++;
      this.oldLeft--;
      this.newLeft--;
    } else if (first !== BACKSLASH) {
      throw new DiffParseError(
        `hunk ended early: ${this.oldLeft} removed/context and ${this.newLeft} added/context lines still expected`,
        lineNo
      );
    }
  }
};
var DiffParser = class {
  files = [];
  draft;
  state = "before";
  hunks = new HunkReader(newStats());
  partial = "";
  lineNo = 0;
  push(chunk) {
    let start = 0;
    if (this.partial !== "") {
      const nl = chunk.indexOf("\n");
      if (nl < 0) {
        this.partial += chunk;
        return;
      }
      const line = this.partial + chunk.slice(0, nl);
      this.partial = "";
      this.feed(line, 0, line.length);
      start = nl + 1;
    }
    for (; ; ) {
      const nl = chunk.indexOf("\n", start);
      if (nl < 0) break;
      this.feed(chunk, start, nl);
      start = nl + 1;
    }
    if (start < chunk.length) this.partial = chunk.slice(start);
  }
  /** The files, in diff order. A type change (shown by git as a deletion then an addition) is one entry. */
  end() {
    if (this.partial !== "") {
      const line = this.partial;
      this.partial = "";
      this.feed(line, 0, line.length);
    }
    if (this.hunks.open) throw new DiffParseError("the diff ends inside a hunk", this.lineNo);
    this.finishFile();
    return this.files;
  }
  feed(text, start, end) {
    this.lineNo++;
    const first = start < end ? text.charCodeAt(start) : -1;
    if (this.state === "hunk" && this.hunks.open) {
      this.hunks.take(first, this.lineNo);
      return;
    }
    const line = text.slice(start, end);
    if (line.startsWith("diff --git ")) {
      this.finishFile();
      this.draft = { headerLine: line, status: "modified", binary: false, stats: newStats() };
      this.hunks.reset(this.draft.stats);
      this.state = "header";
      return;
    }
    const draft = this.draft;
    if (draft === void 0 || this.state === "before") return;
    if (this.state === "binary-patch") return;
    if (line.startsWith("@@")) {
      if (line.startsWith("@@@")) throw new DiffParseError("combined (merge) diffs are not supported", this.lineNo);
      this.hunks.start(line, this.lineNo);
      this.state = "hunk";
      return;
    }
    if (this.state === "hunk") {
      if (first === BACKSLASH) return;
      throw new DiffParseError(`unexpected line after a hunk: ${clip(line)}`, this.lineNo);
    }
    this.header(draft, line);
  }
  header(d, line) {
    const at = this.lineNo;
    if (line.startsWith("--- ")) d.oldName = prefixedName(line.slice(4), "a/", at);
    else if (line.startsWith("+++ ")) d.newName = prefixedName(line.slice(4), "b/", at);
    else if (line.startsWith("new file mode ")) {
      d.status = "added";
      d.newMode = line.slice(14);
    } else if (line.startsWith("deleted file mode ")) {
      d.status = "deleted";
      d.oldMode = line.slice(18);
    } else if (line.startsWith("old mode ")) d.oldMode = line.slice(9);
    else if (line.startsWith("new mode ")) d.newMode = line.slice(9);
    else if (line.startsWith("rename from ")) {
      d.status = "renamed";
      d.renameFrom = unquotePath(line.slice(12), at);
    } else if (line.startsWith("rename to ")) d.renameTo = unquotePath(line.slice(10), at);
    else if (line.startsWith("copy from ")) {
      d.status = "copied";
      d.renameFrom = unquotePath(line.slice(10), at);
    } else if (line.startsWith("copy to ")) d.renameTo = unquotePath(line.slice(8), at);
    else if (line.startsWith("Binary files ")) d.binary = true;
    else if (line === "GIT binary patch") {
      d.binary = true;
      this.state = "binary-patch";
    }
  }
  finishFile() {
    const d = this.draft;
    this.draft = void 0;
    if (d === void 0) return;
    const file = toDiffFile(d, this.lineNo);
    const prev = this.files[this.files.length - 1];
    if (prev !== void 0 && prev.status === "deleted" && file.status === "added" && prev.path === file.path) {
      this.files[this.files.length - 1] = typeChange(prev, file);
      return;
    }
    this.files.push(file);
  }
};
function toDiffFile(d, lineNo) {
  const renamed = d.status === "renamed" || d.status === "copied";
  let path;
  let oldPath;
  if (renamed) {
    path = d.renameTo;
    oldPath = d.renameFrom;
  } else {
    path = d.newName ?? d.oldName ?? samePathFromHeader(d.headerLine, lineNo);
  }
  if (path === void 0 || renamed && oldPath === void 0) {
    throw new DiffParseError(`cannot tell the path of the file that starts with: ${clip(d.headerLine)}`, lineNo);
  }
  const s = d.stats;
  const file = {
    path,
    status: d.status,
    // A binary file's counts are 0 (spec §3), as `--numstat` prints `-`.
    additions: d.binary ? 0 : s.additions,
    deletions: d.binary ? 0 : s.deletions,
    binary: d.binary,
    addedLines: s.addedLines,
    commentableLines: s.commentableLines
  };
  if (oldPath !== void 0) file.oldPath = oldPath;
  if (d.oldMode !== void 0) file.oldMode = d.oldMode;
  if (d.newMode !== void 0) file.newMode = d.newMode;
  return file;
}
function typeChange(deleted, added) {
  const binary = deleted.binary || added.binary;
  const file = {
    path: added.path,
    status: "typechange",
    additions: binary ? 0 : added.additions,
    deletions: binary ? 0 : deleted.deletions,
    binary,
    addedLines: added.addedLines,
    commentableLines: added.commentableLines
  };
  if (deleted.oldMode !== void 0) file.oldMode = deleted.oldMode;
  if (added.newMode !== void 0) file.newMode = added.newMode;
  return file;
}
function parseHunks(patch) {
  const stats = newStats();
  const hunks = new HunkReader(stats);
  let lineNo = 0;
  let start = 0;
  const take = (end) => {
    lineNo++;
    const first = start < end ? patch.charCodeAt(start) : -1;
    if (hunks.open) hunks.take(first, lineNo);
    else if (patch.startsWith("@@", start)) hunks.start(patch.slice(start, end), lineNo);
    else if (first !== BACKSLASH && !(first === -1 && end === patch.length)) {
      throw new DiffParseError(`expected a hunk header: ${clip(patch.slice(start, end))}`, lineNo);
    }
  };
  for (; ; ) {
    const nl = patch.indexOf("\n", start);
    if (nl < 0) break;
    take(nl);
    start = nl + 1;
  }
  if (start < patch.length) take(patch.length);
  if (hunks.open) throw new DiffParseError("the patch ends inside a hunk", lineNo);
  return stats;
}
function parseHunkHeader(line) {
  if (!line.startsWith("@@ -")) return void 0;
  let i = 4;
  const num = () => {
    const from = i;
    let n = 0;
    while (i < line.length) {
      const c = line.charCodeAt(i);
      if (c < 48 || c > 57) break;
      n = n * 10 + (c - 48);
      i++;
    }
    return i > from ? n : void 0;
  };
  const range = () => {
    const start = num();
    if (start === void 0) return void 0;
    if (line[i] !== ",") return [start, 1];
    i++;
    const count = num();
    return count === void 0 ? void 0 : [start, count];
  };
  const old = range();
  if (old === void 0 || !line.startsWith(" +", i)) return void 0;
  i += 2;
  const neu = range();
  if (neu === void 0 || !line.startsWith(" @@", i)) return void 0;
  return { oldCount: old[1], newStart: neu[0], newCount: neu[1] };
}
var utf8 = new TextDecoder("utf-8");
var utf8Encoder = new TextEncoder();
var C_ESCAPES = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };
function readPath(s, from, lineNo) {
  if (s[from] !== '"') return { path: s.slice(from), end: s.length };
  const bytes = [];
  let i = from + 1;
  while (i < s.length) {
    const ch = s[i];
    if (ch === '"') return { path: utf8.decode(new Uint8Array(bytes)), end: i + 1 };
    if (ch !== "\\") {
      const code = s.codePointAt(i) ?? 0;
      if (code < 128) bytes.push(code);
      else for (const b of utf8Encoder.encode(String.fromCodePoint(code))) bytes.push(b);
      i += code > 65535 ? 2 : 1;
      continue;
    }
    const next = s[i + 1] ?? "";
    if (next >= "0" && next <= "7") {
      const oct = s.slice(i + 1, i + 4);
      if (!/^[0-7]{3}$/.test(oct)) throw new DiffParseError(`bad octal escape in path ${clip(s)}`, lineNo);
      bytes.push(parseInt(oct, 8));
      i += 4;
      continue;
    }
    const byte = C_ESCAPES[next];
    if (byte === void 0) throw new DiffParseError(`unknown escape \\${next} in path ${clip(s)}`, lineNo);
    bytes.push(byte);
    i += 2;
  }
  throw new DiffParseError(`unterminated quoted path ${clip(s)}`, lineNo);
}
function unquotePath(s, lineNo = 0) {
  return readPath(s, 0, lineNo).path;
}
function prefixedName(value, prefix, lineNo) {
  if (value === "/dev/null") return void 0;
  let path;
  if (value.startsWith('"')) path = readPath(value, 0, lineNo).path;
  else {
    const tab = value.indexOf("	");
    path = tab < 0 ? value : value.slice(0, tab);
  }
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
function samePathFromHeader(line, lineNo) {
  const rest = line.slice("diff --git ".length);
  if (rest.startsWith('"')) {
    const first = readPath(rest, 0, lineNo);
    return first.path.startsWith("a/") ? first.path.slice(2) : first.path;
  }
  const len = (rest.length - 5) / 2;
  if (Number.isInteger(len) && len > 0 && rest.startsWith("a/") && rest.startsWith(" b/", 2 + len)) {
    const x = rest.slice(2, 2 + len);
    if (rest.slice(5 + len) === x) return x;
  }
  return void 0;
}
function clip(s) {
  return JSON.stringify(s.length > 80 ? `${s.slice(0, 80)}\u2026` : s);
}

// src/subject/git.ts
var GitError = class extends Error {
  constructor(message, reason) {
    super(message);
    this.reason = reason;
    this.name = "GitError";
  }
  reason;
  exitCode = 4;
};
var DIFF_ARGS = [
  "--no-color",
  "--no-ext-diff",
  "--no-textconv",
  "--src-prefix=a/",
  "--dst-prefix=b/",
  "--unified=3",
  "--inter-hunk-context=0",
  "--submodule=short",
  "--ignore-submodules=none",
  "--no-relative",
  "--diff-algorithm=default",
  "-p"
];
var CONFIG_ARGS = ["-c", "core.quotePath=true", "-c", "diff.suppressBlankEmpty=false"];
var REPO_ENV = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_OBJECT_DIRECTORY",
  "GIT_COMMON_DIR",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
  "GIT_NAMESPACE",
  "GIT_PREFIX",
  "GIT_EXTERNAL_DIFF",
  "GIT_DIFF_OPTS"
];
function gitEnv() {
  const env = { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0" };
  for (const name of REPO_ENV) delete env[name];
  return env;
}
var GitRepo = class _GitRepo {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  env = gitEnv();
  batch;
  /**
   * Full SHAs already seen to name a commit. A SHA names the same object for good, so asking git
   * again is a process for nothing: mergeBase and diff re-resolve what their callers just resolved.
   * Branch names are never kept, as they move.
   */
  commits = /* @__PURE__ */ new Set();
  /** Opens the repository at `dir`, or throws a GitError that names the directory. */
  static async open(dir) {
    const info = await stat(dir).catch(() => void 0);
    if (!info?.isDirectory()) throw new GitError(`not a directory: ${dir}`, "not-a-repo");
    const repo = new _GitRepo(dir);
    const r = await repo.run(["rev-parse", "--git-dir"]);
    if (r.code !== 0) throw new GitError(`not a git repository: ${dir} (${firstLine(r.stderr)})`, "not-a-repo");
    return repo;
  }
  /** The full SHA of the commit `ref` names (a branch, tag, SHA or any revision expression). */
  async resolveCommit(ref) {
    if (ref === "" || ref.startsWith("-")) throw new GitError(`not a revision: "${ref}" in ${this.dir}`, "unknown-ref");
    if (this.commits.has(ref)) return ref;
    const r = await this.run(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
    const sha = r.stdout.toString("utf8").trim();
    if (r.code !== 0 || sha === "") {
      throw new GitError(`unknown revision "${ref}" in ${this.dir}: no such branch, tag or commit`, "unknown-ref");
    }
    this.commits.add(sha);
    return sha;
  }
  /** Where head left base: what a pull request from head into base is compared against. */
  async mergeBase(base, head) {
    const [baseSha, headSha] = [await this.resolveCommit(base), await this.resolveCommit(head)];
    const r = await this.run(["merge-base", baseSha, headSha]);
    const sha = r.stdout.toString("utf8").trim();
    if (r.code === 0 && sha !== "") return sha;
    if (r.code === 1) {
      const shallow = (await this.run(["rev-parse", "--is-shallow-repository"])).stdout.toString().trim() === "true";
      const hint = shallow ? " The clone is shallow: fetch the full history (actions/checkout with fetch-depth: 0)." : "";
      throw new GitError(`${base} and ${head} have no common ancestor in ${this.dir}.${hint}`, "no-merge-base");
    }
    throw new GitError(`git merge-base ${base} ${head} failed in ${this.dir}: ${firstLine(r.stderr)}`, "failed");
  }
  /** The changed files between two commits, parsed as git streams the patch. */
  async diff(fromRef, toRef, options = {}) {
    const [from, to] = [await this.resolveCommit(fromRef), await this.resolveCommit(toRef)];
    const args = [...CONFIG_ARGS, "diff", ...DIFF_ARGS, options.findCopies ? "-C" : "-M", from, to, "--"];
    return new Promise((resolve, reject) => {
      const parser = new DiffParser();
      const child = spawn3("git", args, { cwd: this.dir, env: this.env, stdio: ["ignore", "pipe", "pipe"] });
      let stderr = "";
      let failed;
      child.stdout.setEncoding("utf8");
      child.stderr.setEncoding("utf8");
      child.stderr.on("data", (s) => stderr += s);
      child.stdout.on("data", (s) => {
        if (failed) return;
        try {
          parser.push(s);
        } catch (err) {
          failed = unreadable(err, from, to, this.dir);
          child.kill();
        }
      });
      child.on("error", (err) => reject(spawnError(err)));
      child.on("close", (code) => {
        if (failed) return reject(failed);
        if (code !== 0) {
          return reject(new GitError(`git diff ${from} ${to} failed in ${this.dir}: ${firstLine(stderr)}`, "failed"));
        }
        try {
          resolve(parser.end());
        } catch (err) {
          reject(unreadable(err, from, to, this.dir));
        }
      });
    });
  }
  /** Every entry of the tree at `commit`, recursively, paths from the repository root. */
  async listTree(commit) {
    const r = await this.run(["ls-tree", "-r", "-z", "--full-tree", commit]);
    if (r.code !== 0) throw new GitError(`git ls-tree ${commit} failed in ${this.dir}: ${firstLine(r.stderr)}`, "failed");
    const entries = [];
    for (const record of r.stdout.toString("utf8").split("\0")) {
      if (record === "") continue;
      const tab = record.indexOf("	");
      const [mode = "", type = "", oid = ""] = record.slice(0, tab).split(" ");
      entries.push({ mode, type, oid, path: record.slice(tab + 1) });
    }
    return entries;
  }
  /** The bytes of one object, by id, through the shared `cat-file --batch` process. */
  async readObject(oid) {
    return (await this.catFile().read(oid))?.bytes;
  }
  /**
   * The file at `path` in `commit` (for the assertions file): undefined when there is no file
   * there, a directory or a submodule included.
   */
  async readFileAt(commit, path) {
    const clean = path.replace(/^(\.\/)+/, "");
    const object = await this.catFile().read(`${commit}:${clean}`);
    return object?.type === "blob" ? object.bytes : void 0;
  }
  /**
   * A FileReader over the regular files at `commit`. Submodules and symlinks are left out: a
   * symlink's blob is its target path, not source, and a check reading it as a file would judge
   * `../lib/real.js` as JavaScript. (They stay in the diff's file list; only what checks read skips them.)
   */
  fileReader(commit) {
    let tree;
    let files;
    let special;
    const entries = () => tree ??= this.listTree(commit);
    const blobs = () => files ??= entries().then((all) => new Map(all.filter(isRegularFile).map((e) => [e.path, e])));
    const specials = () => special ??= entries().then(async (all) => {
      const out = /* @__PURE__ */ new Map();
      await Promise.all(
        all.map(async (e) => {
          if (e.type === "commit") out.set(e.path, { kind: "submodule", commit: e.oid });
          else if (e.mode === SYMLINK_MODE) {
            const bytes = await this.readObject(e.oid);
            out.set(e.path, { kind: "symlink", target: bytes === void 0 ? void 0 : Buffer.from(bytes).toString("utf8") });
          }
        })
      );
      return out;
    });
    return {
      listTree: async () => [...(await blobs()).keys()],
      read: async (path) => {
        const entry = (await blobs()).get(path);
        return entry === void 0 ? void 0 : this.readObject(entry.oid);
      },
      specials,
      close: () => this.close()
    };
  }
  /** The repository's top-level folder, to tell paths inside it from paths outside. */
  async topLevel() {
    const r = await this.run(["rev-parse", "--show-toplevel"]);
    if (r.code !== 0) throw new GitError(`git rev-parse --show-toplevel failed in ${this.dir}: ${firstLine(r.stderr)}`, "failed");
    return r.stdout.toString("utf8").trim();
  }
  /**
   * How many entries `git status` shows for the working tree: staged, unstaged and untracked
   * changes (an untracked folder counts once), 0 when it is clean. Ignored files do not count.
   */
  async uncommittedCount() {
    const r = await this.run(["status", "--porcelain", "-z", "--untracked-files=normal"]);
    if (r.code !== 0) throw new GitError(`git status failed in ${this.dir}: ${firstLine(r.stderr)}`, "failed");
    const records = r.stdout.toString("utf8").split("\0");
    let count = 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (record === "") continue;
      count++;
      if (/[RC]/.test(record.slice(0, 2))) i++;
    }
    return count;
  }
  /** The messages of the commits in `from..to`, oldest first: the task of a local change. */
  async commitMessages(from, to) {
    const r = await this.run(["log", "--reverse", "--format=%B%x00", `${from}..${to}`]);
    if (r.code !== 0) throw new GitError(`git log ${from}..${to} failed in ${this.dir}: ${firstLine(r.stderr)}`, "failed");
    return r.stdout.toString("utf8").split("\0").map((m) => m.trim()).filter(Boolean);
  }
  /** Ends the `cat-file` process, if one was started. */
  async close() {
    const batch = this.batch;
    this.batch = void 0;
    await batch?.close();
  }
  catFile() {
    return this.batch ??= new CatFileBatch(this.dir, this.env, (m) => new GitError(`${m} (in ${this.dir})`, "failed"));
  }
  run(args) {
    return new Promise((resolve, reject) => {
      const child = spawn3("git", args, { cwd: this.dir, env: this.env, stdio: ["ignore", "pipe", "pipe"] });
      const out = [];
      let stderr = "";
      child.stdout.on("data", (b) => out.push(b));
      child.stderr.setEncoding("utf8");
      child.stderr.on("data", (s) => stderr += s);
      child.on("error", (err) => reject(spawnError(err)));
      child.on("close", (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
    });
  }
};
var SYMLINK_MODE = "120000";
var isRegularFile = (e) => e.type === "blob" && e.mode !== SYMLINK_MODE;
function unreadable(err, from, to, dir) {
  const message = errorMessage(err);
  return new GitError(`could not read the output of git diff ${from} ${to} in ${dir}: ${message}`, "failed");
}
function spawnError(err) {
  if (err.code === "ENOENT") return new GitError("git is not installed or not on PATH", "git-missing");
  return new GitError(`git could not be started: ${err.message}`, "failed");
}
function firstLine(s) {
  const line = s.trim().split("\n")[0] ?? "";
  return line === "" ? "no message from git" : line.replace(/^fatal: /, "");
}

export {
  shellCommandRunner,
  configFromCommit,
  configFromDisk,
  commandPolicy,
  changeSubject,
  ignoreMatcher,
  judgeChange,
  DiffParseError,
  parseHunks,
  GitError,
  GitRepo
};
