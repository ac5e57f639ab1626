/** Addresses on the GitHub web UI, built from data only. */
export interface BlobAt {
    /** GITHUB_SERVER_URL, e.g. https://github.com (a GitHub Enterprise host too). */
    serverUrl: string;
    owner: string;
    repo: string;
    headSha: string;
}
/** `${serverUrl}/${owner}/${repo}/blob/${headSha}/${path}#L${line}`, each part URL-encoded. */
export declare function blobLinker(at: BlobAt): (path: string, line: number) => string;
/**
 * A URL fit for a markdown link target: http(s) only (nothing else is ours to link), with the
 * parentheses that would end the link encoded. Undefined for anything else.
 */
export declare function linkTarget(url: string | undefined): string | undefined;
/**
 * The assertions file at the commit it was read from (the base), for the review's footer; undefined
 * when it was read from disk or the commit is unknown.
 */
export declare function configLink(at: Omit<BlobAt, 'headSha'>, config: {
    path: string;
    source: string;
    commit?: string | undefined;
} | undefined): string | undefined;
