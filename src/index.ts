// The GitHub Action. It starts at src/action/run-action.ts, which hands each trigger to its handler; this file only wires the real world in.
import { runAction } from './action/run-action.js';
import { coreRunner } from './action/runner.js';
import { lazyJudge } from './judge/lazy.js';

await runAction({ env: process.env, runner: coreRunner, makeJudge: lazyJudge });
