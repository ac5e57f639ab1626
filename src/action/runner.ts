import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import type { Annotation } from '../report/annotations.js';

/** What the Action says to the runner. One small interface so the orchestration never touches @actions/core directly. */
export interface Runner {
  secret(value: string): void;
  output(name: string, value: string): void;
  /** Appends markdown to the job summary. */
  summary(markdown: string): Promise<void>;
  info(message: string): void;
  warning(message: string): void;
  /** A foldable section of the step log. */
  group(title: string, lines: readonly string[]): void;
  /** An annotation, shown on the Files tab at its file and line (no token needed). */
  annotate(annotation: Annotation): void;
  /** Marks the step failed; the process exits 1. */
  fail(message: string): void;
}

export const coreRunner: Runner = {
  secret: (value) => core.setSecret(value),
  output: (name, value) => core.setOutput(name, value),
  summary: async (markdown) => {
    // Without GITHUB_STEP_SUMMARY (a local run) there is nowhere to write: the log has the report anyway.
    if (!process.env['GITHUB_STEP_SUMMARY']) return;
    await core.summary.addRaw(markdown, true).write();
  },
  info: (message) => core.info(message),
  warning: (message) => core.warning(message),
  group: (title, lines) => {
    core.startGroup(title);
    // The report quotes the change; a line of it that looks like a workflow command must stay text.
    const resume = randomUUID();
    core.info(`::stop-commands::${resume}`);
    for (const line of lines) core.info(line);
    core.info(`::${resume}::`);
    core.endGroup();
  },
  annotate: (a) => {
    const properties: core.AnnotationProperties = {
      title: a.title,
      ...(a.file ? { file: a.file, startLine: a.line, ...(a.column !== undefined ? { startColumn: a.column } : {}) } : {}),
    };
    if (a.level === 'error') core.error(a.message, properties);
    else if (a.level === 'warning') core.warning(a.message, properties);
    else core.notice(a.message, properties);
  },
  fail: (message) => core.setFailed(message),
};

/**
 * The runner with every message, output and summary passed through `redact` first, and every
 * secret handed to it registered there too: the last gate before anything leaves the process.
 */
export function redactingRunner(inner: Runner, redact: { add(secret: string): void; text(text: string): string }): Runner {
  return {
    secret: (value) => {
      redact.add(value);
      inner.secret(value);
    },
    output: (name, value) => inner.output(name, redact.text(value)),
    summary: (markdown) => inner.summary(redact.text(markdown)),
    info: (message) => inner.info(redact.text(message)),
    warning: (message) => inner.warning(redact.text(message)),
    group: (title, lines) =>
      inner.group(
        redact.text(title),
        lines.map((l) => redact.text(l)),
      ),
    annotate: (a) =>
      inner.annotate({
        ...a,
        message: redact.text(a.message),
        ...(a.title !== undefined ? { title: redact.text(a.title) } : {}),
        ...(a.file !== undefined ? { file: redact.text(a.file) } : {}),
      }),
    fail: (message) => inner.fail(redact.text(message)),
  };
}
