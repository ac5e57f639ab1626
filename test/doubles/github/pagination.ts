/**
 * GitHub's page-number pagination: `per_page` (default 30, at most 100) and `page` (from 1), with a
 * `link` header naming the other pages in GitHub's order — prev, next, last, first — and only the
 * ones that exist. The header is omitted when everything fits on one page.
 */

export interface Page<T> {
  items: T[];
  /** The `link` header value, or undefined when there is only one page. */
  link?: string;
}

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 100;

function readPositiveInt(raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) && n >= 1 ? n : fallback;
}

/**
 * One page of `all`. `pageUrl(n)` builds the absolute URL of page n (GitHub keeps every other query
 * parameter, e.g. `per_page`, and changes only `page`).
 */
export function paginate<T>(all: readonly T[], query: URLSearchParams, pageUrl: (page: number) => string): Page<T> {
  const perPage = Math.min(readPositiveInt(query.get('per_page'), DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const page = readPositiveInt(query.get('page'), 1);
  const items = all.slice((page - 1) * perPage, page * perPage);
  const lastPage = Math.max(1, Math.ceil(all.length / perPage));
  if (lastPage === 1) return { items };
  const rels: string[] = [];
  if (page > 1) rels.push(`<${pageUrl(Math.min(page - 1, lastPage))}>; rel="prev"`);
  if (page < lastPage) {
    rels.push(`<${pageUrl(page + 1)}>; rel="next"`);
    rels.push(`<${pageUrl(lastPage)}>; rel="last"`);
  }
  if (page > 1) rels.push(`<${pageUrl(1)}>; rel="first"`);
  return { items, link: rels.join(', ') };
}
