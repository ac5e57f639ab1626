/**
 * Where the syntax check's files are judged. Parsing is nearly all of its time, tree-sitter
 * (wasm) runs on one thread, and a pull request of a few thousand files is megabytes of code:
 * on a machine with more than one core, a large enough set of files is shared between this
 * thread and a few worker threads running the same `checkFile` (dist/syntax-worker.js).
 *
 * Files are handed in as they are read, so the first are parsed while the last are still
 * coming out of git. Results are identical by construction: every file is judged by the same
 * function on the same text, and the caller reads the verdicts in the files' order, as a loop
 * over them would.
 * A worker that cannot start or dies hands its files back to this thread, so a broken worker
 * costs time, never a verdict. Small sets (the usual case) never start a worker: a worker's
 * start and its own tree-sitter load cost about what parsing a few hundred kilobytes does. Nor,
 * on two cores, do JavaScript and TypeScript where oxc-parser decides them (workerWorthy).
 */
// node:fs is taken from the loaded module where used: an ESM import of it runs every export's
// getter, which loads its promises and streams (about 9 ms of a Python judgement's start).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { SelectedFile } from '../define.js';
import { checkFile, type FileOptions, type FileVerdict } from './file.js';
import { canonicalLanguage, languageOfPath, parsedOutOfProcess } from '../../syntax/parse-code.js';
import { oxcWillLoad } from '../../syntax/oxc-native.js';
import { TextKeyedMap } from '../../subject/text-keyed.js';
import type { WarmLane, WarmSlot } from './warm-slot.js';
import { targetMatcher } from '../context.js';
import type { Target } from '../define.js';

/** One message to a worker: the file's text and the options `checkFile` takes. */
export interface WorkerRequest {
  id: number;
  path: string;
  text: string;
  bytes: number;
  options: FileOptions;
}

/**
 * What a worker is started with: the cache directory of the run it serves, where the worker's Node
 * keeps its modules' compiled code and a parser it preloads keeps its own (a file's parser: the
 * file's options say where, FileOptions.codeCacheDir).
 */
export interface WorkerSetup {
  codeCacheDir: string | undefined;
}

/** Sent to a worker started ahead of its files: load these languages' parsers now. */
export interface WorkerPreload {
  preload: string[];
}

/** `oxcUnavailable`: whether oxc-parser failed to load in the worker (javascript.ts oxcUnavailableHere). */
export type WorkerReply = { id: number; verdict: FileVerdict; oxcUnavailable?: boolean | undefined } | { id: number; error: string };

export interface SyntaxJob {
  file: SelectedFile;
  options: FileOptions;
}

export interface PoolOptions {
  /** Worker threads to start with the first file; by default from the machine's cores and the amount of text. */
  workers?: number;
  /** The worker script; by default dist/syntax-worker.js, found next to this module's bundle. */
  workerUrl?: URL | undefined;
  /** The run's worker started ahead (startSyntaxWorker), borrowed when neither option above is given. */
  warm?: WarmSlot<WarmLane> | undefined;
  /** The run's cache directory, for the workers this pool starts (WorkerSetup); none: they keep no compiled code. */
  codeCacheDir?: string | undefined;
  /** The cores to plan for; by default the machine's (os.availableParallelism). */
  cores?: number | undefined;
}

/** The languages oxc-parser decides (syntax/javascript.ts). */
const OXC_LANGUAGES = new Set(['javascript', 'typescript', 'tsx']);

/** Text worth one more worker: below this, starting it costs more than it saves. */
const CHARS_PER_WORKER = 512 * 1024;
/** Each worker costs its own tree-sitter heap; past a few, the gain is small anyway. */
const MAX_WORKERS = 3;
/**
 * The young generation of a worker's heap, in MB. A parse leaves only garbage, which a small
 * nursery frees sooner: at 4 MB (V8's default is 16 or more) a pull request of 3,000 distinct
 * files peaks about 10 MiB lower, at no measured cost in CPU (npm run bench).
 */
const WORKER_NURSERY_MB = 4;
/** Files a worker holds at once: enough that it never waits for this thread, busy reading or parsing, to send the next. */
const IN_FLIGHT = 8;

/**
 * Whether text in `language` is worth a worker thread on `cores` cores. On two, oxc's languages are
 * not where oxc loads: this thread, git and Python keep both cores busy, and oxc parses a large pull
 * request's JavaScript and TypeScript in less CPU than a worker takes to start and load it (npm run
 * bench, pr: faster, and about 0.2 s less CPU, without the worker). The TypeScript compiler's parser,
 * where oxc cannot load, and the other parsers are slow enough that a worker pays there too.
 */
export function workerWorthy(language: string | undefined, cores: number, oxcHere: () => boolean = oxcWillLoad): boolean {
  return cores > 2 || !OXC_LANGUAGES.has(language ?? '') || !oxcHere();
}

/** The language a file is parsed in: its check's `language`, else its path's; canonical, undefined where none is supported. */
function languageOf(job: SyntaxJob): string | undefined {
  const named = job.options.language ?? languageOfPath(job.file.path);
  return named === undefined ? undefined : canonicalLanguage(named);
}

/** This thread counts as one lane: workers are the cores left beside it. */
export function workerCount(totalChars: number, cores = availableParallelism()): number {
  return Math.max(0, Math.min(cores - 1, MAX_WORKERS, Math.floor(totalChars / CHARS_PER_WORKER)));
}

/**
 * Whether this thread parses beside `workers` live workers: only with a core to spare for it. It
 * also reads and decodes every file, runs the other checks and feeds the Python interpreter; on
 * two cores, parsing here too (and loading the parsers here) makes the workers wait for it.
 */
export const parsesHereToo = (workers: number, cores: number): boolean => workers === 0 || cores > workers + 1;

/**
 * The bundled worker script: next to an entry file, or one folder up from a chunk in
 * dist/chunks/. Running from the TypeScript sources there is none, and all files are judged here.
 */
export function bundledWorker(): URL | undefined {
  for (const relative of ['./syntax-worker.js', '../syntax-worker.js']) {
    const url = new URL(relative, import.meta.url);
    if (process.getBuiltinModule('node:fs').existsSync(fileURLToPath(url))) return url;
  }
  return undefined;
}

/** A worker that is gone: its files are judged on this thread instead. */
class LaneDown extends Error {}

interface Lane {
  judge(job: SyntaxJob): Promise<FileVerdict>;
}

/**
 * This thread. Parsing here is synchronous between already-settled awaits, so without a turn of
 * the event loop before each file the workers' answers (and their next files) would wait until
 * this thread had parsed everything that was left.
 */
const here: Lane = {
  async judge(job) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return checkFile(job.file, job.options);
  },
};

class WorkerLane implements Lane {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve(v: FileVerdict): void; reject(e: Error): void }>();
  private nextId = 0;
  private down: LaneDown | undefined;
  /** What the worker's last verdict said of its oxc-parser: false once it loaded there. */
  oxcUnavailable: boolean | undefined;

  constructor(url: URL, codeCacheDir: string | undefined) {
    // Loaded here, not imported: a run whose files all go to the main thread (a small input) never loads it.
    const { Worker } = process.getBuiltinModule('node:worker_threads');
    this.worker = new Worker(url, {
      workerData: { codeCacheDir } satisfies WorkerSetup,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_NURSERY_MB },
    });
    this.worker.on('message', (reply: WorkerReply) => {
      const w = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('error' in reply) w?.reject(new Error(reply.error));
      else {
        this.oxcUnavailable = reply.oxcUnavailable;
        w?.resolve(reply.verdict);
      }
    });
    this.worker.on('error', (e) => this.fail(`syntax worker failed: ${e.message}`));
    this.worker.on('messageerror', (e) => this.fail(`syntax worker sent what could not be read: ${e.message}`));
    this.worker.on('exit', (code) => this.fail(`syntax worker exited (${code})`));
  }

  /** Loads the parsers before any file arrives; the worker answers nothing to this. */
  preload(languages: readonly string[]): void {
    this.worker.postMessage({ preload: [...languages] } satisfies WorkerPreload);
  }

  get alive(): boolean {
    return this.down === undefined;
  }

  /** A worker no pool is using must not keep the process alive. */
  hold(held: boolean): void {
    if (held) this.worker.ref();
    else this.worker.unref();
  }

  judge(job: SyntaxJob): Promise<FileVerdict> {
    if (this.down) return Promise.reject(this.down);
    const id = this.nextId++;
    const { file, options } = job;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, path: file.path, text: file.text, bytes: file.bytes, options } satisfies WorkerRequest);
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private fail(why: string): void {
    this.down ??= new LaneDown(why);
    for (const w of this.waiting.values()) w.reject(this.down);
    this.waiting.clear();
  }
}

interface Slot {
  job: SyntaxJob;
  resolve(v: FileVerdict): void;
  reject(e: unknown): void;
  /** Tells the copies of this file's text waiting behind it which lane judged it. */
  judgedOn(lane: Lane): void;
}

/** Languages a worker parses in process; the others are processes of their own or trivial. */
const IN_PROCESS = new Set(['javascript', 'typescript', 'tsx']);

/** What warmSyntaxFor reads of a syntax check's spec. */
export interface SyntaxTarget extends Target {
  language?: string | undefined;
  python?: string | undefined;
}

/**
 * warmSyntax for what these syntax checks will parse among the changed `paths`: each path's
 * language (the check's `language`, else its extension) where the check selects it.
 */
export function warmSyntaxFor(warm: WarmStart, specs: readonly SyntaxTarget[], paths: readonly string[]): void {
  const languages = new Set<string>();
  const pythons: (string | undefined)[] = [];
  for (const spec of specs) {
    const selects = targetMatcher(spec);
    const named = spec.language === undefined ? undefined : canonicalLanguage(spec.language);
    for (const path of paths) {
      if (!selects(path)) continue;
      const language = named ?? languageOfPath(path);
      if (language === undefined) continue;
      languages.add(language);
      if (language === 'python') pythons.push(spec.python);
    }
  }
  warmSyntax(warm, languages, pythons);
}

/**
 * Where a run keeps the worker it starts before its syntax checks run, and where that worker keeps
 * compiled code (the run's cache directory, as for its files). The run makes the slot and passes
 * it to its checks (CheckContext.syntaxWarm); the next pool borrows the worker.
 */
export interface WarmStart {
  slot: WarmSlot<WarmLane>;
  codeCacheDir: string | undefined;
  /** The cores to plan for; by default the machine's (os.availableParallelism). */
  cores?: number | undefined;
}

/** The slot's worker, if it is one of this module's: nothing else is ever put there. */
const workerIn = (lane: WarmLane | undefined): WorkerLane | undefined => (lane instanceof WorkerLane ? lane : undefined);

/**
 * Starts the worker thread warmSyntax loads parsers into, before it is known which: a thread
 * takes a while to start, and the changed paths that tell the languages come later. Idle, it
 * does not keep the process alive. None on a single core, or without the bundled worker script.
 */
export function startSyntaxWorker(warm: WarmStart, languages: readonly string[] = [...IN_PROCESS]): void {
  const url = bundledWorker();
  const cores = warm.cores ?? availableParallelism();
  if (url !== undefined && cores > 1 && languages.some((l) => workerWorthy(l, cores)))
    warm.slot.fill(() => new WorkerLane(url, warm.codeCacheDir));
}

/**
 * Starts now what judging files in `languages` will need, while the change is still being read:
 * a worker thread loading the JavaScript and TypeScript parsers (TypeScript alone takes a few
 * hundred milliseconds to load), and the Python interpreter. Only a matter of time: a pool that
 * never comes leaves an idle worker and interpreter that do not keep the process alive.
 */
export function warmSyntax(warm: WarmStart, languages: Iterable<string>, python: Iterable<string | undefined> = []): void {
  const wanted = [...new Set(languages)];
  const inProcess = wanted.filter((l) => IN_PROCESS.has(l));
  if (inProcess.length > 0) {
    startSyntaxWorker(warm, inProcess);
    const worker = workerIn(warm.slot.current);
    if (worker !== undefined) worker.preload(inProcess);
    // Parsed here, then: loaded now, while this thread's heap is small. oxc's first parse maps its
    // transfer buffer, which V8 counts as external memory and answers with a full collection, of
    // a heap that is several times larger by the time the files are parsed (tens of milliseconds).
    else
      import('../../syntax/parse-code.js')
        .then(async (m) => {
          for (const language of inProcess) await m.preloadParser(language, warm.codeCacheDir);
        })
        .catch(() => undefined);
  }
  if (wanted.includes('python')) {
    for (const program of new Set(python))
      import('../../syntax/python.js').then((m) => m.startPython(m.pythonProgram(program))).catch(() => undefined);
  }
}

/**
 * Judges files as they are handed in, on this thread and on workers started as the text handed
 * in grows: the first files are parsed while later ones are still being read.
 */
export class SyntaxPool {
  private readonly queue: Slot[] = [];
  /** One entry per free place: a worker takes IN_FLIGHT files at once, this thread one. */
  private readonly free: Lane[] = [];
  private readonly workers: WorkerLane[] = [];
  private readonly url: URL | undefined;
  /** Where each distinct text went first: its copies go to the lane that has its parse cached. */
  private readonly firsts = new TextKeyedMap<Promise<Lane>>();
  /** The warm worker this pool borrowed; handed back, not ended, on close. */
  private borrowed: WorkerLane | undefined;
  private hereJoined = false;
  /** Whether this thread takes files; it stops (after the file in hand) once workers take them all. */
  private hereParses = true;
  private chars = 0;
  private closed = false;
  private workerVerdicts = 0;
  /** This thread's own try at loading oxc-parser: where it cannot load, the run says so once, from here. */
  private oxcNote: Promise<void> | undefined;
  /** Asked once: availableParallelism() is a system call, and a pool is asked about every file. */
  private readonly cores: number;

  constructor(private readonly options: PoolOptions = {}) {
    this.cores = options.cores ?? availableParallelism();
    this.url = options.workerUrl ?? bundledWorker();
    this.borrowed = options.workers === undefined && options.workerUrl === undefined ? this.borrow() : undefined;
    if (this.borrowed !== undefined) {
      // Its parsers are loaded or loading: it takes the files this thread would otherwise load them for.
      this.hereParses = false;
      this.workers.push(this.borrowed);
      for (let k = 0; k < IN_FLIGHT; k++) this.free.push(this.borrowed);
    } else {
      this.joinHere();
    }
  }

  /** The run's warm worker, if it has one waiting. */
  private borrow(): WorkerLane | undefined {
    const lane = this.options.warm?.take();
    const worker = workerIn(lane);
    if (lane !== undefined && worker === undefined) void this.options.warm?.giveBack(lane);
    return worker;
  }

  private joinHere(): void {
    if (this.hereJoined) return;
    this.hereJoined = true;
    this.free.push(here);
  }

  /** Whether this thread loaded oxc-parser to tell whether it is missing: how a test tells it was spared. */
  get askedForOxc(): boolean {
    return this.oxcNote !== undefined;
  }

  /** Verdicts that came from a worker thread: how a test tells the workers did the work. */
  get fromWorkers(): number {
    return this.workerVerdicts;
  }

  /** The verdict `checkFile` gives; a rejection is what it threw. After `close()`, never settles. */
  judge(job: SyntaxJob): Promise<FileVerdict> {
    if (this.closed) return new Promise(() => undefined);
    // Python and the toolchains' check modes run in processes of their own: this thread only
    // waits for them, and one interpreter per run serves every file.
    const language = languageOf(job);
    if (parsedOutOfProcess(language)) return checkFile(job.file, job.options);
    // The same text in another path (one blob, many paths) is judged where the first copy was,
    // once that is done: there its parse is cached, and no other thread loads a parser for it.
    const text = job.file.text;
    const first = this.firsts.get(text);
    if (first) return first.then((lane) => this.judgeOn(lane, job));
    let judgedOn!: (lane: Lane) => void;
    this.firsts.set(text, new Promise<Lane>((resolve) => (judgedOn = resolve)));
    const verdict = new Promise<FileVerdict>((resolve, reject) => this.queue.push({ job, resolve, reject, judgedOn }));
    if (workerWorthy(language, this.cores)) this.chars += text.length;
    this.grow();
    this.pump();
    return verdict;
  }

  /** Stops handing out files and ends the workers; verdicts not yet made are never made. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    this.firsts.clear();
    const borrowed = this.borrowed;
    const warm = this.options.warm;
    await Promise.all([
      this.oxcNote ?? Promise.resolve(),
      ...this.workers.map((w) => (w === borrowed && warm !== undefined ? warm.giveBack(w) : w.close())),
    ]);
  }

  private grow(): void {
    const wanted = this.options.workers ?? workerCount(this.chars, this.cores);
    // Beside a borrowed worker, this thread parses too once there is text enough for two, and a core for it.
    const workers = this.url === undefined ? this.workers.length : Math.max(wanted, this.workers.length);
    // With no text enough for a worker: this thread alone, or a borrowed worker alone, as the pool began.
    this.hereParses = wanted === 0 ? this.borrowed === undefined : parsesHereToo(workers, this.cores);
    if (this.hereParses) this.joinHere();
    while (this.url !== undefined && this.workers.length < wanted) {
      const worker = new WorkerLane(this.url, this.options.codeCacheDir);
      this.workers.push(worker);
      // In front: while files are still being read, this thread is better left to reading them.
      for (let k = 0; k < IN_FLIGHT; k++) this.free.unshift(worker);
    }
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const lane = this.free.shift();
      if (lane === undefined) return;
      void this.drain(lane);
    }
  }

  private async drain(lane: Lane): Promise<void> {
    const takes = (): boolean => lane !== here || this.hereParses;
    for (
      let slot = takes() ? this.queue.shift() : undefined;
      slot !== undefined && !this.closed;
      slot = takes() ? this.queue.shift() : undefined
    ) {
      try {
        slot.resolve(await this.judgeOn(lane, slot.job));
      } catch (e) {
        slot.reject(e);
      }
      slot.judgedOn(lane);
    }
    // Left by workers that take every file: this thread joins again only if grow() asks it back.
    if (lane === here && !this.hereParses) this.hereJoined = false;
    else this.free.push(lane);
  }

  private async judgeOn(lane: Lane, job: SyntaxJob): Promise<FileVerdict> {
    try {
      const verdict = await lane.judge(job);
      if (lane !== here) {
        this.workerVerdicts++;
        // Workers stay silent about a missing oxc binding (their stderr may not outlive them). This
        // thread loads it to say so only when the worker did not find it loaded: where it loaded
        // there, it loads here (one process, one binding), and saying nothing is all that is left.
        const oxcLoadedThere = lane instanceof WorkerLane && lane.oxcUnavailable === false;
        if (!oxcLoadedThere && OXC_LANGUAGES.has(languageOf(job) ?? ''))
          this.oxcNote ??= import('../../syntax/javascript.js').then((m) => m.tellIfOxcUnavailable()).catch(() => undefined);
      }
      return verdict;
    } catch (e) {
      if (!(e instanceof LaneDown) || this.closed) throw e;
      return here.judge(job);
    }
  }
}
