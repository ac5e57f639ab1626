import type { ExactReport } from './syntax-types.js';
/** How a `.js` file is read: as a module when it parses as one, else as a script (package.json's `type` is not consulted). */
export type JsGoal = 'module' | 'script' | 'either';
export declare function parseJavaScript(text: string, goal: JsGoal): Promise<ExactReport>;
export declare function parseTypeScript(text: string, jsx: boolean): Promise<ExactReport>;
