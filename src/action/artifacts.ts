import { dirname } from 'node:path';
import type { CriticResult } from '../contract/result.js';
import { errorMessage } from '../errors/message.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The one call of @actions/artifact the Action makes, behind an interface so it can be tested without the service. */
export interface ArtifactUploader {
  upload(
    name: string,
    files: readonly string[],
    rootDirectory: string,
    options: { retentionDays?: number },
  ): Promise<{ id?: number | undefined }>;
}

/** The workflow artifact's name; one per run attempt, as artifact names must be unique in a run. */
export const artifactName = (env: Env): string => `critic-gate-screenshots-${env['GITHUB_RUN_ATTEMPT'] ?? '1'}`;

/** @actions/artifact is loaded only when there is something to upload: it is large. */
export const actionsArtifactUploader: ArtifactUploader = {
  async upload(name, files, rootDirectory, options) {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const { id } = await new DefaultArtifactClient().uploadArtifact(name, [...files], rootDirectory, options);
    return { id };
  },
};

/** Every artifact file of the result (the screenshots of `browser` checks). */
export const artifactFiles = (result: CriticResult): string[] => result.gate.flatMap((e) => (e.artifacts ?? []).map((a) => a.path));

/**
 * Uploads the result's screenshots as one workflow artifact and says where they are, as notes
 * for the summary and the review. Never fails the run: without the runtime service (a local run,
 * an old runner) the notes name the files on disk and the caller warns.
 */
export async function uploadArtifacts(
  result: CriticResult,
  env: Env,
  uploader: ArtifactUploader,
  warn: (message: string) => void,
): Promise<string[]> {
  const files = artifactFiles(result);
  if (files.length === 0) return [];
  const onDisk = `Screenshots on the runner: ${files.map((f) => `\`${f}\``).join(', ')}.`;
  if (!env['ACTIONS_RUNTIME_TOKEN'] || !env['ACTIONS_RESULTS_URL']) {
    warn('critic-gate: the screenshots were not uploaded: no artifact service in this run (ACTIONS_RUNTIME_TOKEN is not set)');
    return [onDisk];
  }
  try {
    const name = artifactName(env);
    const { id } = await uploader.upload(name, files, commonDir(files), { retentionDays: 14 });
    const server = env['GITHUB_SERVER_URL'] || 'https://github.com';
    const run = env['GITHUB_RUN_ID'];
    const repo = env['GITHUB_REPOSITORY'];
    const where =
      id !== undefined && run && repo
        ? `[${name}](${server}/${repo}/actions/runs/${run}/artifacts/${id})`
        : `the workflow artifact \`${name}\``;
    return [`Screenshots of the pages opened in the browser: ${where} (${files.length} file${files.length === 1 ? '' : 's'}).`];
  } catch (e) {
    warn(`critic-gate: the screenshots could not be uploaded: ${errorMessage(e)}`);
    return [onDisk];
  }
}

/** The deepest folder holding every file, so the artifact keeps their names without the runner's path. */
function commonDir(files: readonly string[]): string {
  let dir = dirname(files[0]!);
  while (!files.every((f) => f.startsWith(`${dir}/`)) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
