/**
 * Every text critic-gate publishes outside the result JSON — annotations, SARIF messages, the log —
 * passes through here, so one place decides what may leave the run (secrets redacted, untrusted
 * text made harmless). Today it removes control characters that a log or terminal would act on.
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function publishableText(text: string): string {
  return text.replace(CONTROL, '?');
}
