import { writeFile } from 'node:fs/promises';
import type { CriticResult } from '../contract/result.js';
import { annotationsOf } from '../report/annotations.js';
import { publishableText } from '../report/publish.js';
import { renderSarif } from '../report/sarif.js';
import { toJson } from '../report/formats.js';
import { terminalSections } from '../report/terminal.js';
import type { Runner } from './runner.js';

/**
 * The report where people look first: the step log, folded into groups, and annotations that the
 * Files tab shows at their lines. Neither needs a token that can write, so a pull request from a
 * fork gets them too.
 */
export function logReport(runner: Runner, result: CriticResult, options: { failsStep?: boolean } = {}): void {
  const sections = terminalSections(result, { color: false });
  const [head, ...rest] = sections;
  for (const line of head?.lines ?? []) runner.info(publishableText(line));
  for (const section of rest) {
    runner.group(section.title ?? 'Run statistics', section.lines.map(publishableText));
  }
  for (const annotation of annotationsOf(result, options)) runner.annotate(annotation);
}

/** The result as SARIF next to the result file, for github/codeql-action/upload-sarif. */
export async function writeSarifFile(path: string, result: CriticResult): Promise<string> {
  await writeFile(path, toJson(renderSarif(result), true), 'utf8');
  return path;
}
