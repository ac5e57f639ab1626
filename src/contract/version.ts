/** Kept equal to package.json's version by a test. */
export const VERSION = '0.1.0';

/** The assertions file's JSON Schema as published with this version (its `$id`, and what editors load). */
export const SCHEMA_URL = `https://unpkg.com/critic-gate@${VERSION}/schema/critic-gate.schema.json`;
