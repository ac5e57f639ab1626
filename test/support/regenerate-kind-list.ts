/**
 * Vitest's global setup: with UPDATE_DOCS=1, rewrites src/checks/kind-list.ts from the files of
 * src/checks/kinds/ before any test file imports the registry, so that the same run regenerates
 * the docs pages (and, with UPDATE_SCHEMA=1, the JSON Schema) of a kind just added or removed.
 * Test files share their worker's modules (vitest.config.ts), so a test could not rewrite the
 * list and have the others read it. Without UPDATE_DOCS it writes nothing:
 * test/unit/checks/kind-list.test.ts fails on a stale list instead.
 */
import { fileURLToPath } from 'node:url';
import { KIND_LIST, writeKindList } from '../../scripts/kind-list.mjs';

export default function setup(): void {
  if (process.env['UPDATE_DOCS'] !== '1') return;
  if (writeKindList(fileURLToPath(new URL('../..', import.meta.url)))) console.log(`${KIND_LIST} rewritten (UPDATE_DOCS=1)`);
}
