import { toGitHubError } from './errors.js';

/**
 * GitHub's page-number pagination, read the simple way: ask for full pages of 100 and stop at the
 * first page that is not full. That costs no request more than following `link` headers and does not
 * depend on parsing them.
 */

export const PER_PAGE = 100;

export async function collectPages<T>(fetchPage: (page: number, perPage: number) => Promise<readonly T[]>, maxPages: number): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const items = await fetchPage(page, PER_PAGE);
    all.push(...items);
    if (items.length < PER_PAGE) break;
  }
  return all;
}

/**
 * collectPages for a read-only list operation: whatever fails becomes one GitHubError that names
 * `operation` (e.g. "listing the reviews of pull request #7").
 */
export async function collectPullPages<T>(
  operation: string,
  fetchPage: (page: number, perPage: number) => Promise<readonly T[]>,
  maxPages: number,
): Promise<T[]> {
  try {
    return await collectPages(fetchPage, maxPages);
  } catch (error) {
    throw toGitHubError(error, operation, false);
  }
}
