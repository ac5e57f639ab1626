/** Kept equal to package.json's version by a test. */
export declare const VERSION = "0.1.0";
