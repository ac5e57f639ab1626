import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError
} from "./chunk-5UCIGXG5.js";
import {
  runCritic
} from "./chunk-LMIXAOUK.js";
import {
  DEFAULT_BROWSER_TIMEOUT_SECONDS,
  DEFAULT_VIEWPORT,
  GLOB_OPTIONS,
  INSTALL_HINT,
  NoBrowserError,
  globList,
  require_picomatch,
  visitPage
} from "./chunk-DBHRDZ4J.js";
import {
  JudgeError
} from "./chunk-Y4QFHWPE.js";
import {
  isBinary
} from "./chunk-IRQK3D7Y.js";
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";
import {
  __toESM
} from "./chunk-NHBQDVUQ.js";

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
    isIgnored: ignoreMatcher(options.ignore ?? []),
    history: () => repo.history(mergeBaseSha, headSha)
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

// src/browser/page-material.ts
var pagePath = (page) => `page:${page}`;
async function pageMaterial(ctx, pages) {
  const material = [];
  for (const page of pages) {
    if (await ctx.headBytes(page) === void 0) throw new JudgeError(`the page ${page} an assertion names is not in the head tree`);
    let browser;
    try {
      browser = await ctx.browser.browser();
    } catch (e) {
      const why = e instanceof NoBrowserError ? e.message : errorMessage(e);
      throw new JudgeError(`cannot show the judge the rendered page ${page}: ${why}. ${INSTALL_HINT}`);
    }
    const visit = await visitPage(browser, {
      page,
      steps: [],
      viewport: DEFAULT_VIEWPORT,
      timeoutMs: DEFAULT_BROWSER_TIMEOUT_SECONDS * 1e3,
      read: (p) => ctx.headBytes(p),
      canvas: false
    });
    const text = [];
    if (visit.timedOut) text.push(`(the page did not finish loading within ${DEFAULT_BROWSER_TIMEOUT_SECONDS} s)`);
    else if (visit.problem !== void 0) text.push(`(the page could not be shown: ${visit.problem})`);
    text.push(...visit.text.split("\n").map((l) => l.trim()).filter((l) => l !== ""));
    if (visit.console.length > 0) {
      text.push("--- console ---");
      for (const m of visit.console) text.push(`[${m.type}]${m.where ? ` ${m.where}:` : ""} ${m.text.split("\n")[0] ?? ""}`);
    }
    const lines = text.map((t, i) => ({ n: i + 1, text: t }));
    material.push({ path: pagePath(page), lines, ...visit.before ? { image: visit.before } : {} });
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
function withTripwires(gate, tripwires) {
  const level = tripwires === "fail" ? "fail" : "warn";
  const listed = gate.some((g) => g.kind === "prompt-injection");
  const out = gate.map((g) => g.kind === "prompt-injection" && g.tripwires === void 0 ? { ...g, tripwires: level } : g);
  return listed || tripwires === "off" ? out : [...out, { kind: "prompt-injection", tripwires: level }];
}
function planForChange(config, subject, task, texts) {
  const assertionGlobs = config.assertions.filter((a) => a.check === void 0).map((a) => globList({ files: a.files }) ?? []);
  const pages = [...new Set(config.assertions.flatMap((a) => a.check === void 0 && a.page !== void 0 ? [a.page] : []))];
  return {
    subject,
    task: config.task ?? task,
    // A change declares no output type: there is no schema to violate.
    schemaGate: [],
    gate: gateSteps(withTripwires(config.gate, config.tripwires)),
    assertions: config.assertions.map((a) => ({
      id: a.id,
      text: a.text,
      critical: a.critical,
      weight: a.weight,
      check: a.check,
      files: a.files,
      page: a.page
    })),
    threshold: config.threshold,
    // Rendered pages first: an assertion naming a page is about what it shows.
    material: async (ctx) => [...await pageMaterial(ctx, pages), ...await changeMaterial(ctx, assertionGlobs)],
    texts: texts ?? (task.trim() === "" ? [] : [{ name: "task", text: task }])
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
  const result = await runCritic(planForChange(j.config.config, j.subject, j.task, j.texts), {
    judge: j.judge,
    commands: j.commands,
    commandsRefused: j.commandsRefused,
    trusted: j.trusted,
    attempt: j.attempt,
    browser: j.browser
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

export {
  changeSubject,
  ignoreMatcher,
  judgeChange,
  DiffParseError,
  DiffParser,
  parseHunks,
  readPath
};
