/** The message of anything thrown: an Error's message, or the value itself as text. */
export declare const errorMessage: (e: unknown) => string;
