/** How a message names what a check reads: its `file`, its `files`, or "the target". */
export function describeTarget(spec: { file?: string | undefined; files?: string | readonly string[] | undefined }): string {
  if (spec.file !== undefined) return spec.file;
  if (spec.files !== undefined) return typeof spec.files === 'string' ? spec.files : spec.files.join(', ');
  return 'the target';
}
