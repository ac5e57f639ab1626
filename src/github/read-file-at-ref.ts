import { toGitHubError } from './errors.js';
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
export async function readFileAtRef(client: GitHubClient, at: RepoRef & { ref: string }, path: string): Promise<Uint8Array | undefined> {
  const operation = `reading ${path} at ${at.ref}`;
  try {
    const { data } = await client.rest.repos.getContent({ owner: at.owner, repo: at.repo, path, ref: at.ref });
    if (Array.isArray(data) || data.type !== 'file') return undefined;
    if ('encoding' in data && data.encoding === 'base64') return new Uint8Array(Buffer.from(data.content, 'base64'));
    if (data.size === 0) return new Uint8Array();
    const raw = await client.request('GET /repos/{owner}/{repo}/contents/{path}', {
      owner: at.owner,
      repo: at.repo,
      path,
      ref: at.ref,
      mediaType: { format: 'raw' },
      request: { parseSuccessResponseBody: false },
    });
    return await bytesOf(raw.data as unknown as ReadableStream<Uint8Array>);
  } catch (error) {
    const failure = toGitHubError(error, operation, false);
    if (failure.kind === 'not-found') return undefined;
    throw failure;
  }
}

/**
 * A stream's bytes, read to its end. Not `new Response(stream)`: the global Response is Node's own
 * copy of undici, loaded and compiled on first use, where the Action's requests use the bundled one
 * (client.ts).
 */
async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}
