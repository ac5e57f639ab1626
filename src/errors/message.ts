/** The message of anything thrown: an Error's message, or the value itself as text. */
export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));
