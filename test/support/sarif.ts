/**
 * SARIF validation against the official OASIS schema (sarif-schema-2.1.0.json, errata 01, from
 * oasis-tcs/sarif-spec), vendored under test/fixtures/sarif so the tests need no network.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AjvModule from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';

const SCHEMA = JSON.parse(
  readFileSync(join(fileURLToPath(new URL('../fixtures/sarif/', import.meta.url)), 'sarif-schema-2.1.0.json'), 'utf8'),
) as object;

// Both are CommonJS; their default exports arrive wrapped under ESM interop.
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as typeof AjvModule.default;
const unwrap = <T>(m: T): T => (m as { default?: T }).default ?? m;
const ajv = new Ajv({ allErrors: true, strict: false });
(unwrap(addFormatsModule) as unknown as (a: typeof ajv) => void)(ajv);
const validate = ajv.compile(SCHEMA);

/** The schema's complaints about `log`, as `pointer: message` lines; empty when it is valid SARIF 2.1.0. */
export function sarifProblems(log: unknown): string[] {
  if (validate(log)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}
