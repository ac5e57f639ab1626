// The `critic-gate` command. Everything it does is in src/cli/main.ts; this file only wires the real world in.
import { runtimeProblem } from './cli/runtime.js';

const problem = runtimeProblem(process.versions.node);
if (problem !== undefined) {
  process.stderr.write(`${problem}\n`);
  process.exitCode = 4;
} else {
  // Loaded only on a runtime that can run them.
  const [{ main }, { processIo }, { lazyJudge }] = await Promise.all([
    import('./cli/main.js'),
    import('./cli/io.js'),
    import('./judge/lazy.js'),
  ]);
  process.exitCode = await main(process.argv.slice(2), process.env, {
    io: processIo,
    makeJudge: lazyJudge,
    cwd: process.cwd(),
  });
}
