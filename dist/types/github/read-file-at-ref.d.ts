import type { GitHubClient, RepoRef } from './types.js';
/**
 * A file's bytes at a ref (a commit SHA, normally the PR head), or undefined when there is no file
 * at that path there (404, a directory, a submodule, a symlink that does not point at a file).
 *
 * The contents API sends base64 only for files up to 1 MB; above that `content` is empty and
 * `encoding` is "none", and the bytes come from a second request for the raw media type. That one
 * is read as a stream: GitHub labels raw bytes text/plain; charset=utf-8, and letting Octokit
 * decode them as text would corrupt any binary file.
 */
export declare function readFileAtRef(client: GitHubClient, at: RepoRef & {
    ref: string;
}, path: string): Promise<Uint8Array | undefined>;
