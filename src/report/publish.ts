/**
 * Every text critic-gate publishes outside the result JSON — annotations, SARIF messages, the log —
 * passes through here, so one place decides what may leave the run (secrets redacted, untrusted
 * text made harmless). Today it removes control characters that a log or terminal would act on.
 */
// U+2028 and U+2029 end a line for many readers (a log viewer, a JSON-in-JS consumer): not text here.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

export function publishableText(text: string): string {
  return text.replace(CONTROL, '?');
}
