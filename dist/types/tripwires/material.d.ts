export type MaterialTripwires = 'off' | 'warn' | 'fail';
/**
 * Why `lines` of the material at `path` must not reach the judge, or undefined when they may.
 * Invisible characters that change no code (a zero width space in prose) pass: a page is prose.
 */
export declare function materialRefusal(path: string, lines: readonly {
    n: number;
    text: string;
}[], level: MaterialTripwires): string | undefined;
