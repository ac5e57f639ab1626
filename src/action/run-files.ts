/** The files a run leaves on the runner, in its temp folder, named by run and attempt so re-runs do not collide. */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CriticResult } from '../contract/result.js';
import { resultJson } from '../report/formats.js';
import type { Env } from './context.js';

/** Screenshots go next to the result file, one folder per run attempt. */
export const artifactsDirOf = (env: Env): string =>
  join(env['RUNNER_TEMP'] || tmpdir(), `critic-gate-artifacts-${env['GITHUB_RUN_ID'] ?? 'local'}-${env['GITHUB_RUN_ATTEMPT'] ?? '1'}`);

/** Where this run's files go: the runner's temp folder, named by run and attempt so re-runs do not collide. */
export async function runFile(env: Env, extension: string): Promise<string> {
  const dir = env['RUNNER_TEMP'] || tmpdir();
  await mkdir(dir, { recursive: true });
  return join(dir, `critic-gate-result-${env['GITHUB_RUN_ID'] ?? 'local'}-${env['GITHUB_RUN_ATTEMPT'] ?? '1'}.${extension}`);
}

export async function writeResultFile(env: Env, result: CriticResult): Promise<string> {
  const file = await runFile(env, 'json');
  await writeFile(file, resultJson(result, true), 'utf8');
  return file;
}

/** Beside the result file, named as `critic-gate replay` looks for it: `critic-gate-result-…json` → `…requests.jsonl`. */
export async function writeRequestsFile(env: Env, lines: readonly string[]): Promise<void> {
  await writeFile(await runFile(env, 'requests.jsonl'), lines.map((l) => `${l}\n`).join(''), 'utf8');
}
