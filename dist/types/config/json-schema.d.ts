/**
 * The JSON Schema of the assertions file, for editors (printed by `critic-gate schema`, committed
 * under schema/). Describes what may be written, so fields with defaults are optional.
 */
export declare function configJsonSchema(): Record<string, unknown>;
