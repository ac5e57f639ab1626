import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  checkFile
} from "./chunk-4QERETLS.js";
import {
  languageOfPath,
  parsedOutOfProcess
} from "./chunk-PJDAA2KM.js";
import "./chunk-IRQK3D7Y.js";
import "./chunk-6WUJNYAC.js";
import "./chunk-RX23ZOBF.js";
import "./chunk-MH47NS55.js";
import "./chunk-NHBQDVUQ.js";

// src/checks/syntax-pool.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
var CHARS_PER_WORKER = 512 * 1024;
var MAX_WORKERS = 3;
var IN_FLIGHT = 8;
function workerCount(totalChars) {
  return Math.max(0, Math.min(availableParallelism() - 1, MAX_WORKERS, Math.floor(totalChars / CHARS_PER_WORKER)));
}
function bundledWorker() {
  for (const relative of ["./syntax-worker.js", "../syntax-worker.js"]) {
    const url = new URL(relative, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return void 0;
}
var LaneDown = class extends Error {
};
var here = {
  async judge(job) {
    await new Promise((resolve) => setImmediate(resolve));
    return checkFile(job.file, job.options);
  }
};
var WorkerLane = class {
  worker;
  waiting = /* @__PURE__ */ new Map();
  nextId = 0;
  down;
  constructor(url) {
    this.worker = new Worker(url);
    this.worker.on("message", (reply) => {
      const w = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ("error" in reply) w?.reject(new Error(reply.error));
      else w?.resolve(reply.verdict);
    });
    this.worker.on("error", (e) => this.fail(`syntax worker failed: ${e.message}`));
    this.worker.on("messageerror", (e) => this.fail(`syntax worker sent what could not be read: ${e.message}`));
    this.worker.on("exit", (code) => this.fail(`syntax worker exited (${code})`));
  }
  judge(job) {
    if (this.down) return Promise.reject(this.down);
    const id = this.nextId++;
    const { file, options } = job;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, path: file.path, text: file.text, bytes: file.bytes, options });
    });
  }
  async close() {
    await this.worker.terminate();
  }
  fail(why) {
    this.down ??= new LaneDown(why);
    for (const w of this.waiting.values()) w.reject(this.down);
    this.waiting.clear();
  }
};
var SyntaxPool = class {
  constructor(options = {}) {
    this.options = options;
    this.url = options.workerUrl ?? bundledWorker();
  }
  options;
  queue = [];
  /** One entry per free place: a worker takes IN_FLIGHT files at once, this thread one. */
  free = [here];
  workers = [];
  url;
  chars = 0;
  closed = false;
  workerVerdicts = 0;
  /** Verdicts that came from a worker thread: how a test tells the workers did the work. */
  get fromWorkers() {
    return this.workerVerdicts;
  }
  /** The verdict `checkFile` gives; a rejection is what it threw. After `close()`, never settles. */
  judge(job) {
    if (this.closed) return new Promise(() => void 0);
    if (parsedOutOfProcess(job.options.language ?? languageOfPath(job.file.path))) return checkFile(job.file, job.options);
    const verdict = new Promise((resolve, reject) => this.queue.push({ job, resolve, reject }));
    this.chars += job.file.text.length;
    this.grow();
    this.pump();
    return verdict;
  }
  /** Stops handing out files and ends the workers; verdicts not yet made are never made. */
  async close() {
    this.closed = true;
    this.queue.length = 0;
    await Promise.all(this.workers.map((w) => w.close()));
  }
  grow() {
    const wanted = this.options.workers ?? workerCount(this.chars);
    while (this.url !== void 0 && this.workers.length < wanted) {
      const worker = new WorkerLane(this.url);
      this.workers.push(worker);
      for (let k = 0; k < IN_FLIGHT; k++) this.free.unshift(worker);
    }
  }
  pump() {
    while (this.queue.length > 0) {
      const lane = this.free.shift();
      if (lane === void 0) return;
      void this.drain(lane);
    }
  }
  async drain(lane) {
    for (let slot = this.queue.shift(); slot !== void 0 && !this.closed; slot = this.queue.shift()) {
      try {
        slot.resolve(await this.judgeOn(lane, slot.job));
      } catch (e) {
        slot.reject(e);
      }
    }
    this.free.push(lane);
  }
  async judgeOn(lane, job) {
    try {
      const verdict = await lane.judge(job);
      if (lane !== here) this.workerVerdicts++;
      return verdict;
    } catch (e) {
      if (!(e instanceof LaneDown) || this.closed) throw e;
      return here.judge(job);
    }
  }
};
export {
  SyntaxPool,
  bundledWorker,
  workerCount
};
