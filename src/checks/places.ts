import type { Finding } from '../contract/location.js';
import { at } from './evidence-text.js';

const MAX_PLACES = 5;

/** `a.json:3, b.json:1 and 2 more` — where a fix must be made, for a fix that names several places. */
export function placesOf(findings: readonly Finding[]): string {
  const places = [...new Set(findings.map((f) => at(f.path, f.line)))].sort();
  const shown = places.slice(0, MAX_PLACES).join(', ');
  return places.length > MAX_PLACES ? `${shown} and ${places.length - MAX_PLACES} more` : shown;
}
