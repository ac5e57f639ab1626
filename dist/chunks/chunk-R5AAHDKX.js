import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  parseConfigLocated
} from "./chunk-AW6Y72T4.js";
import {
  DiffParser,
  readPath
} from "./chunk-3MQTQF3T.js";
import {
  ConfigError
} from "./chunk-5UCIGXG5.js";
import {
  SANDBOX_INSTALL_HINT,
  SANDBOX_UNAVAILABLE,
  bwrapArgs,
  findBwrap,
  probeBwrap,
  removeScratch,
  scratchCopy
} from "./chunk-DBHRDZ4J.js";
import {
  decodeText
} from "./chunk-IRQK3D7Y.js";
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";

// src/commands/shell.ts
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
  const from = options.env ?? process.env;
  let scratch;
  const layout = async () => {
    scratch ??= scratchCopy(options.cwd);
    return {
      workTree: options.cwd,
      scratch: await scratch,
      home: from["HOME"],
      pathDirs: (from["PATH"] ?? "").split(":").filter(Boolean),
      hasGit: existsSync(join(options.cwd, ".git"))
    };
  };
  return {
    async run(command, { timeoutMs, env }) {
      if (!options.bwrap) return { ...await spawnRun("/bin/sh", ["-c", command], options.cwd, commandEnv(env, from), timeoutMs), unsandboxed: true };
      let args;
      try {
        args = bwrapArgs(await layout());
      } catch (e) {
        return { exitCode: null, timedOut: false, output: `could not prepare the sandbox's copy of the work tree: ${e.message}` };
      }
      const inner = commandEnv({ TMPDIR: "/tmp", ...env }, from);
      return spawnRun(options.bwrap, [...args, "--", "/bin/sh", "-c", command], options.cwd, inner, timeoutMs);
    },
    async close() {
      if (scratch) await removeScratch(await scratch.catch(() => "")).catch(() => void 0);
    }
  };
}
function spawnRun(file, args, cwd, env, timeoutMs) {
  return new Promise((resolve) => {
    const tail = new Tail();
    let timedOut = false;
    let settled = false;
    const child = spawn(file, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
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
    child.on("error", (e) => finish(null, `could not start ${file}: ${e.message}`));
    child.on("exit", (code, signal) => {
      const note = signal && !timedOut ? `(terminated by ${signal})` : void 0;
      drain = setTimeout(() => finish(code, note), DRAIN_MS);
      child.on("close", () => finish(code, note));
    });
  });
}

// src/commands/prepare.ts
async function prepareCommands(o) {
  if (o.sandbox === "off") {
    return {
      runner: shellCommandRunner({ cwd: o.cwd, env: o.env }),
      notes: ["Commands ran without a sandbox (command-sandbox: off): they could see this process and everything the runner user can read."]
    };
  }
  const bwrap = await findBwrap(o.env);
  if (!bwrap) {
    const where = o.env["CRITIC_GATE_BWRAP"] ? `CRITIC_GATE_BWRAP=${o.env["CRITIC_GATE_BWRAP"]} is not an executable` : "bwrap is not on PATH";
    return { refused: `${SANDBOX_UNAVAILABLE}: ${where}; ${SANDBOX_INSTALL_HINT}` };
  }
  const broken = await probeBwrap(bwrap);
  if (broken) return { refused: `${SANDBOX_UNAVAILABLE}: ${bwrap} cannot create its namespaces here (${broken}); allow unprivileged user namespaces on the runner, or ${SANDBOX_INSTALL_HINT.replace(/^install bubblewrap[^,]*\), or /, "")}` };
  return { runner: shellCommandRunner({ cwd: o.cwd, bwrap, env: o.env }), notes: [] };
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

// src/subject/history.ts
function patchLines(patch) {
  const added = [];
  const removed = [];
  let inHunk = false;
  for (const line of patch.split("\n")) {
    if (line.startsWith("@@")) inHunk = true;
    else if (!inHunk) continue;
    else if (line.startsWith("+")) added.push(line.slice(1).replace(/\r$/, ""));
    else if (line.startsWith("-")) removed.push(line.slice(1).replace(/\r$/, ""));
    else if (line.startsWith("diff ")) inHunk = false;
  }
  return { added, removed };
}
function headerPath(value, prefix) {
  if (value === "/dev/null") return void 0;
  const raw = value.startsWith('"') ? readPath(value, 0, 0).path : value.split("	")[0];
  return raw.startsWith(prefix) ? raw.slice(prefix.length) : raw;
}
function fileChange(section) {
  const lines = section.split("\n");
  let path;
  let oldPath;
  for (const line of lines) {
    if (line.startsWith("@@")) break;
    if (line.startsWith("+++ ")) path = headerPath(line.slice(4), "b/");
    else if (line.startsWith("--- ")) oldPath = headerPath(line.slice(4), "a/");
  }
  const name = path ?? oldPath;
  if (name === void 0) return void 0;
  return { path: name, ...patchLines(section) };
}
function parseGitLog(text) {
  const commits = [];
  for (const record of text.split("\0")) {
    if (record.trim() === "") continue;
    const sep = record.indexOf("");
    if (sep < 0) continue;
    const sha = record.slice(0, sep).trim();
    const rest = record.slice(sep + 1);
    const nl = rest.indexOf("\n");
    const subject = (nl < 0 ? rest : rest.slice(0, nl)).trim();
    const body = nl < 0 ? "" : rest.slice(nl + 1);
    const sections = body.split(/^(?=diff --git )/m).filter((s) => s.startsWith("diff --git "));
    const files = sections.map(fileChange).filter((f) => f !== void 0);
    commits.push({ sha, subject, files });
  }
  return commits;
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
  /**
   * The commits of `from..to`, oldest first, each with the lines it added and removed per file
   * (merges left out: they repeat what their parents did). What `max-churn` reads.
   */
  async history(from, to) {
    const args = [...CONFIG_ARGS, "log", "--reverse", "--no-merges", "--format=%x00%H%x01%s", ...DIFF_ARGS, "--unified=0", "-M", `${from}..${to}`, "--"];
    const r = await this.run(args);
    if (r.code !== 0) throw new GitError(`git log ${from}..${to} failed in ${this.dir}: ${firstLine(r.stderr)}`, "failed");
    return parseGitLog(r.stdout.toString("utf8"));
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
  prepareCommands,
  configFromCommit,
  configFromDisk,
  commandPolicy,
  patchLines,
  GitError,
  GitRepo
};
