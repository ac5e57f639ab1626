/**
 * GitHub's page-number pagination, read the simple way: ask for full pages of 100 and stop at the
 * first page that is not full. That costs no request more than following `link` headers and does not
 * depend on parsing them.
 */

export const PER_PAGE = 100;

export async function collectPages<T>(
  fetchPage: (page: number, perPage: number) => Promise<readonly T[]>,
  maxPages: number,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const items = await fetchPage(page, PER_PAGE);
    all.push(...items);
    if (items.length < PER_PAGE) break;
  }
  return all;
}
