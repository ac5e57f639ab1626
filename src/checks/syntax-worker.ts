/**
 * The entry of a syntax worker thread (dist/syntax-worker.js): judges the files it is sent with
 * the very `checkFile` the main thread would run, so a verdict cannot depend on where it was made.
 * See syntax-pool.ts for who starts it and why.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerPreload, WorkerReply, WorkerRequest, WorkerSetup } from './syntax-pool.js';
import { keepCompiledModules } from '../subject/vendored.js';

const port = parentPort;
if (port) {
  const { codeCacheDir } = (workerData as WorkerSetup | undefined) ?? { codeCacheDir: undefined };
  // A thread has a Node compile cache of its own: the modules it loads from now on (parsers) keep their code there.
  keepCompiledModules(codeCacheDir);
  // Imported once the cache is on, not statically: a static import is compiled before any line here runs.
  const judging = Promise.all([import('./syntax-file.js'), import('../syntax/parse-code.js')]);
  const failed = (request: WorkerRequest, e: unknown): void =>
    port.postMessage({ id: request.id, error: e instanceof Error ? e.message : String(e) } satisfies WorkerReply);
  const answer = async (request: WorkerRequest | WorkerPreload): Promise<void> => {
    const loaded = await judging.catch((e: unknown) => e as Error);
    if (loaded instanceof Error) {
      if (!('preload' in request)) failed(request, loaded);
      return;
    }
    const [{ checkFile }, { preloadParser }] = loaded;
    if ('preload' in request) {
      // A parser that fails to load fails again, with its message, on the first file that needs it.
      for (const language of request.preload) preloadParser(language, codeCacheDir).catch(() => undefined);
      return;
    }
    checkFile({ path: request.path, text: request.text, binary: false, bytes: request.bytes, lines: [] }, request.options).then(
      (verdict) => port.postMessage({ id: request.id, verdict } satisfies WorkerReply),
      (e: unknown) => failed(request, e),
    );
  };
  port.on('message', (request: WorkerRequest | WorkerPreload) => {
    void answer(request);
  });
}
