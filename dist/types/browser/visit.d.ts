import type { Browser } from 'playwright-core';
import type { Visit, VisitOptions } from '../checks/browser-runtime.js';
/**
 * Opens one page of the tree in a fresh browser context: answers its requests from the tree, loads the page, takes a
 * screenshot, plays the steps, takes another. Never throws for what the page does; the context is closed however the visit ends, at the latest at `timeoutMs`.
 */
export declare function visitPage(browser: Browser, o: VisitOptions): Promise<Visit>;
/** The first stack frame on the served tree: `at f (https://tree.critic-gate.invalid/game.js:12:5)`. */
export declare function firstFrame(stack: string, origin: string): {
    url: string;
    line: number;
} | undefined;
