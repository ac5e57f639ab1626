// The GitHub Action. Everything it does is in src/action/run-action.ts; this file only wires the real world in.
import { runAction } from './action/run-action.js';
import { coreRunner } from './action/runner.js';
import { lazyJudge } from './judge/lazy.js';

await runAction({ env: process.env, runner: coreRunner, makeJudge: lazyJudge });
