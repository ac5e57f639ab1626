/**
 * What the tripwire reports. `hidden`: a character that hides code or carries data (fails
 * whenever tripwires are on). `invisible`: an invisible character where it changes no code, in a
 * comment, prose or next to emoji or typography (a warning, like `addressed`). `addressed`: text
 * written to a reviewer or a model (a warning, or a failure under `tripwires: fail`).
 */
export type TripwireKind = 'hidden' | 'invisible' | 'addressed';
export interface TripwireHit {
    kind: TripwireKind;
    /** What was found, e.g. `U+202E RIGHT-TO-LEFT OVERRIDE` or `"ignore previous instructions"`. */
    what: string;
    /** 0-based UTF-16 column. */
    column: number;
}
