/** Kept equal to package.json's version by a test. */
export declare const VERSION = "0.1.0";
/** The assertions file's JSON Schema as published with this version (its `$id`, and what editors load). */
export declare const SCHEMA_URL = "https://unpkg.com/critic-gate@0.1.0/schema/critic-gate.schema.json";
