/** Addresses on the GitHub web UI, built from data only. */

export interface BlobAt {
  /** GITHUB_SERVER_URL, e.g. https://github.com (a GitHub Enterprise host too). */
  serverUrl: string;
  owner: string;
  repo: string;
  headSha: string;
}

// encodeURIComponent leaves `(`, `)`, `!`, `'` and `*`: a file name could close the markdown link with them.
const encodeSegment = (s: string): string =>
  encodeURIComponent(s).replace(/[()!'*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const segments = (path: string): string => path.split('/').map(encodeSegment).join('/');

/** `${serverUrl}/${owner}/${repo}/blob/${headSha}/${path}#L${line}`, each part URL-encoded. */
export function blobLinker(at: BlobAt): (path: string, line: number) => string {
  const base = `${at.serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(at.owner)}/${encodeURIComponent(at.repo)}/blob/${encodeURIComponent(at.headSha)}`;
  return (path, line) => `${base}/${segments(path)}#L${line}`;
}

/**
 * A URL fit for a markdown link target: http(s) only (nothing else is ours to link), with the
 * parentheses that would end the link encoded. Undefined for anything else.
 */
export function linkTarget(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return parsed.href.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/**
 * The assertions file at the commit it was read from (the base), for the review's footer; undefined
 * when it was read from disk or the commit is unknown.
 */
export function configLink(
  at: Omit<BlobAt, 'headSha'>,
  config: { path: string; source: string; commit?: string | undefined } | undefined,
): string | undefined {
  if (!config || config.source === 'disk' || !config.commit) return undefined;
  const base = `${at.serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(at.owner)}/${encodeURIComponent(at.repo)}/blob/${encodeURIComponent(config.commit)}`;
  return linkTarget(`${base}/${segments(config.path)}`);
}
