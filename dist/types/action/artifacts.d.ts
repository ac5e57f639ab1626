import type { CriticResult } from '../contract/result.js';
type Env = Readonly<Record<string, string | undefined>>;
/** The one call of @actions/artifact the Action makes, behind an interface so it can be tested without the service. */
export interface ArtifactUploader {
    upload(name: string, files: readonly string[], rootDirectory: string, options: {
        retentionDays?: number;
    }): Promise<{
        id?: number | undefined;
    }>;
}
/** The workflow artifact's name; one per run attempt, as artifact names must be unique in a run. */
export declare const artifactName: (env: Env) => string;
/** @actions/artifact is loaded only when there is something to upload: it is large. */
export declare const actionsArtifactUploader: ArtifactUploader;
/** Every artifact file of the result (the screenshots of `browser` checks). */
export declare const artifactFiles: (result: CriticResult) => string[];
/**
 * Uploads the result's screenshots as one workflow artifact and says where they are, as notes
 * for the summary and the review. Never fails the run: without the runtime service (a local run,
 * an old runner) the notes name the files on disk and the caller warns.
 */
export declare function uploadArtifacts(result: CriticResult, env: Env, uploader: ArtifactUploader, warn: (message: string) => void): Promise<string[]>;
export {};
