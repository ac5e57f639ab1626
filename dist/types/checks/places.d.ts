import type { Finding } from '../contract/location.js';
/** `a.json:3, b.json:1 and 2 more` — where a fix must be made, for a fix that names several places. */
export declare function placesOf(findings: readonly Finding[]): string;
