/**
 * GitHub's page-number pagination, read the simple way: ask for full pages of 100 and stop at the
 * first page that is not full. That costs no request more than following `link` headers and does not
 * depend on parsing them.
 */
export declare const PER_PAGE = 100;
export declare function collectPages<T>(fetchPage: (page: number, perPage: number) => Promise<readonly T[]>, maxPages: number): Promise<T[]>;
/**
 * collectPages for a read-only list operation: whatever fails becomes one GitHubError that names
 * `operation` (e.g. "listing the reviews of pull request #7").
 */
export declare function collectPullPages<T>(operation: string, fetchPage: (page: number, perPage: number) => Promise<readonly T[]>, maxPages: number): Promise<T[]>;
