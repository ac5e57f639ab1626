/**
 * The report formats, one entry each. The CLI's `--format` values, their help and how each is
 * rendered derive from this table, so a new format is one entry here and its renderer. Renderers
 * load on first use: a quick `judge` pays only for the one it prints.
 */
import type { CriticResult } from '../contract/result.js';
import { publishedResult } from '../contract/published.js';

export interface RenderOptions {
  /** ANSI colour in the text report. */
  color: boolean;
  /** Indented JSON (json, sarif). */
  pretty: boolean;
  /** Read by someone running the CLI on their own machine: setup advice names its flags, not the Action's inputs. */
  local: boolean;
}

export interface ReportFormatDef {
  /** What the format is, as `--help` says it. */
  help: string;
  render(result: CriticResult, options: RenderOptions): Promise<string>;
}

/** JSON as every output of critic-gate writes it: one value, a final newline, indented when `pretty`. */
export const toJson = (value: unknown, pretty: boolean): string => `${JSON.stringify(value, null, pretty ? 2 : undefined)}\n`;

/** A result as published, as JSON: without the internal causes the renderers read (contract/published.ts). */
export const resultJson = (result: CriticResult, pretty: boolean): string => toJson(publishedResult(result), pretty);

export const REPORT_FORMATS = {
  text: {
    help: 'for people',
    render: async (r, o) => (await import('./terminal.js')).renderTerminal(r, { color: o.color, local: o.local }),
  },
  json: { help: 'the result', render: (r, o) => Promise.resolve(resultJson(r, o.pretty)) },
  markdown: { help: 'as the job summary', render: async (r) => (await import('./markdown.js')).renderMarkdown(r) },
  sarif: {
    help: 'SARIF 2.1.0',
    render: async (r, o) => toJson((await import('./sarif.js')).renderSarif(r), o.pretty),
  },
} as const satisfies Record<string, ReportFormatDef>;

export type ReportFormat = keyof typeof REPORT_FORMATS;

export const REPORT_FORMAT_NAMES = Object.keys(REPORT_FORMATS) as ReportFormat[];

/** The `--format` help: every format, the command's default first. */
export function formatHelp(defaultFormat: ReportFormat): string {
  const names = [defaultFormat, ...REPORT_FORMAT_NAMES.filter((n) => n !== defaultFormat)];
  return names.map((n) => `${n} (${n === defaultFormat ? 'default; ' : ''}${REPORT_FORMATS[n].help})`).join(', ');
}

export function renderReport(result: CriticResult, format: ReportFormat, options: RenderOptions): Promise<string> {
  return REPORT_FORMATS[format].render(result, options);
}
