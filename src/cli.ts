// The `critic-gate` command. Everything it does is in src/cli/main.ts; this file only wires the real world in.
import { main } from './cli/main.js';
import { processIo } from './cli/io.js';
import { lazyJudge } from './judge/lazy.js';

process.exitCode = await main(process.argv.slice(2), process.env, {
  io: processIo,
  makeJudge: lazyJudge,
  cwd: process.cwd(),
});
