/**
 * The entry of a syntax worker thread (dist/syntax-worker.js): judges the files it is sent with
 * the very `checkFile` the main thread would run, so a verdict cannot depend on where it was made.
 * See pool.ts for who starts it and why.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerPreload, WorkerReply, WorkerRequest, WorkerSetup } from './pool.js';
import { keepCompiledModules } from '../../subject/vendored.js';

const port = parentPort;
if (port) {
  const { codeCacheDir } = (workerData as WorkerSetup | undefined) ?? { codeCacheDir: undefined };
  // A thread has a Node compile cache of its own: the modules it loads from now on (parsers) keep their code there.
  keepCompiledModules(codeCacheDir);
  // Imported once the cache is on, not statically: a static import is compiled before any line here runs.
  const judging = Promise.all([import('./file.js'), import('../../syntax/parse-code.js'), import('../../syntax/javascript.js')]);
  // A module that cannot load ends this worker, as a failed static import did: its pool sees the
  // lane go down and judges the files on its own thread, where the same failure is reported.
  judging.catch((e: unknown) =>
    queueMicrotask(() => {
      throw e;
    }),
  );
  const answer = async (request: WorkerRequest | WorkerPreload): Promise<void> => {
    const loaded = await judging.catch(() => undefined);
    if (loaded === undefined) return;
    const [{ checkFile }, { preloadParser }, { oxcUnavailableHere }] = loaded;
    if ('preload' in request) {
      // A parser that fails to load fails again, with its message, on the first file that needs it.
      for (const language of request.preload) preloadParser(language, codeCacheDir).catch(() => undefined);
      return;
    }
    checkFile({ path: request.path, text: request.text, binary: false, bytes: request.bytes, lines: [] }, request.options).then(
      (verdict) => port.postMessage({ id: request.id, verdict, oxcUnavailable: oxcUnavailableHere() } satisfies WorkerReply),
      (e: unknown) => port.postMessage({ id: request.id, error: e instanceof Error ? e.message : String(e) } satisfies WorkerReply),
    );
  };
  port.on('message', (request: WorkerRequest | WorkerPreload) => {
    void answer(request);
  });
}
