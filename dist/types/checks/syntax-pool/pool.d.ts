import type { SelectedFile } from '../define.js';
import { type FileOptions, type FileVerdict } from './file.js';
import type { WarmLane, WarmSlot } from './warm-slot.js';
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
export type WorkerReply = {
    id: number;
    verdict: FileVerdict;
    oxcUnavailable?: boolean | undefined;
} | {
    id: number;
    error: string;
};
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
/**
 * Whether text in `language` is worth a worker thread on `cores` cores. On two, oxc's languages are
 * not where oxc loads: this thread, git and Python keep both cores busy, and oxc parses a large pull
 * request's JavaScript and TypeScript in less CPU than a worker takes to start and load it (npm run
 * bench, pr: faster, and about 0.2 s less CPU, without the worker). The TypeScript compiler's parser,
 * where oxc cannot load, and the other parsers are slow enough that a worker pays there too.
 */
export declare function workerWorthy(language: string | undefined, cores: number, oxcHere?: () => boolean): boolean;
/** This thread counts as one lane: workers are the cores left beside it. */
export declare function workerCount(totalChars: number, cores?: number): number;
/**
 * Whether this thread parses beside `workers` live workers: only with a core to spare for it. It
 * also reads and decodes every file, runs the other checks and feeds the Python interpreter; on
 * two cores, parsing here too (and loading the parsers here) makes the workers wait for it.
 */
export declare const parsesHereToo: (workers: number, cores: number) => boolean;
/**
 * The bundled worker script: next to an entry file, or one folder up from a chunk in
 * dist/chunks/. Running from the TypeScript sources there is none, and all files are judged here.
 */
export declare function bundledWorker(): URL | undefined;
/** What warmSyntaxFor reads of a syntax check's spec. */
export interface SyntaxTarget extends Target {
    language?: string | undefined;
    python?: string | undefined;
}
/**
 * warmSyntax for what these syntax checks will parse among the changed `paths`: each path's
 * language (the check's `language`, else its extension) where the check selects it.
 */
export declare function warmSyntaxFor(warm: WarmStart, specs: readonly SyntaxTarget[], paths: readonly string[]): void;
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
/**
 * Starts the worker thread warmSyntax loads parsers into, before it is known which: a thread
 * takes a while to start, and the changed paths that tell the languages come later. Idle, it
 * does not keep the process alive. None on a single core, or without the bundled worker script.
 */
export declare function startSyntaxWorker(warm: WarmStart, languages?: readonly string[]): void;
/**
 * Starts now what judging files in `languages` will need, while the change is still being read:
 * a worker thread loading the JavaScript and TypeScript parsers (TypeScript alone takes a few
 * hundred milliseconds to load), and the Python interpreter. Only a matter of time: a pool that
 * never comes leaves an idle worker and interpreter that do not keep the process alive.
 */
export declare function warmSyntax(warm: WarmStart, languages: Iterable<string>, python?: Iterable<string | undefined>): void;
/**
 * Judges files as they are handed in, on this thread and on workers started as the text handed
 * in grows: the first files are parsed while later ones are still being read.
 */
export declare class SyntaxPool {
    private readonly options;
    private readonly queue;
    /** One entry per free place: a worker takes IN_FLIGHT files at once, this thread one. */
    private readonly free;
    private readonly workers;
    private readonly url;
    /** Where each distinct text went first: its copies go to the lane that has its parse cached. */
    private readonly firsts;
    /** The warm worker this pool borrowed; handed back, not ended, on close. */
    private borrowed;
    private hereJoined;
    /** Whether this thread takes files; it stops (after the file in hand) once workers take them all. */
    private hereParses;
    private chars;
    private closed;
    private workerVerdicts;
    /** This thread's own try at loading oxc-parser: where it cannot load, the run says so once, from here. */
    private oxcNote;
    /** Asked once: availableParallelism() is a system call, and a pool is asked about every file. */
    private readonly cores;
    constructor(options?: PoolOptions);
    /** The run's warm worker, if it has one waiting. */
    private borrow;
    private joinHere;
    /** Whether this thread loaded oxc-parser to tell whether it is missing: how a test tells it was spared. */
    get askedForOxc(): boolean;
    /** Verdicts that came from a worker thread: how a test tells the workers did the work. */
    get fromWorkers(): number;
    /** The verdict `checkFile` gives; a rejection is what it threw. After `close()`, never settles. */
    judge(job: SyntaxJob): Promise<FileVerdict>;
    /** Stops handing out files and ends the workers; verdicts not yet made are never made. */
    close(): Promise<void>;
    private grow;
    private pump;
    private drain;
    private judgeOn;
}
