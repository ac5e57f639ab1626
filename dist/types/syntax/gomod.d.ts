import { type ExactReport } from './types.js';
export type GoModReport = ExactReport | {
    setup: string;
    needs: string;
};
/** Parses a go.mod. Throws ToolUnavailable without Go, as parseWithTool does. */
export declare function parseGoMod(text: string): Promise<GoModReport>;
