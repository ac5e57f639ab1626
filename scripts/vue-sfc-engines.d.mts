import type { Plugin } from 'esbuild';
/** @vue/compiler-sfc bundled without the template engines its compileTemplate may require (parse() never does). */
export declare function vueSfcWithoutEngines(): Plugin;
