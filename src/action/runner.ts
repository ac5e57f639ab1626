import * as core from '@actions/core';

/** What the Action says to the runner. One small interface so the orchestration never touches @actions/core directly. */
export interface Runner {
  secret(value: string): void;
  output(name: string, value: string): void;
  /** Appends markdown to the job summary. */
  summary(markdown: string): Promise<void>;
  info(message: string): void;
  warning(message: string): void;
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
  fail: (message) => core.setFailed(message),
};
