/**
 * The report formats, one entry each. The CLI's `--format` values, their help and how each is
 * rendered derive from this table, so a new format is one entry here and its renderer. Renderers
 * load on first use: a quick `judge` pays only for the one it prints.
 */
import type { CriticResult } from '../contract/result.js';
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
export declare const toJson: (value: unknown, pretty: boolean) => string;
/** A result as published, as JSON: without the internal causes the renderers read (contract/published.ts). */
export declare const resultJson: (result: CriticResult, pretty: boolean) => string;
export declare const REPORT_FORMATS: {
    readonly text: {
        readonly help: "for people";
        readonly render: (r: CriticResult, o: RenderOptions) => Promise<string>;
    };
    readonly json: {
        readonly help: "the result";
        readonly render: (r: CriticResult, o: RenderOptions) => Promise<string>;
    };
    readonly markdown: {
        readonly help: "as the job summary";
        readonly render: (r: CriticResult) => Promise<string>;
    };
    readonly sarif: {
        readonly help: "SARIF 2.1.0";
        readonly render: (r: CriticResult, o: RenderOptions) => Promise<string>;
    };
};
export type ReportFormat = keyof typeof REPORT_FORMATS;
export declare const REPORT_FORMAT_NAMES: ReportFormat[];
/** The `--format` help: every format, the command's default first. */
export declare function formatHelp(defaultFormat: ReportFormat): string;
export declare function renderReport(result: CriticResult, format: ReportFormat, options: RenderOptions): Promise<string>;
