/**
 * go.mod, decided by the Go toolchain's own parser (`go mod edit -json`, tools.ts). An
 * installed Go older than the file refuses what newer Go reads (`toolchain` and `godebug` lines,
 * three-part `go` versions): that refusal is the runner's setup, not the author's syntax, and is
 * reported as `setup`, as an old Python is (issue 26, items 2 and 10).
 */
import { execFile } from 'node:child_process';
import { parseWithTool, TOOL_TIMEOUT_MS } from './tools.js';
import { minimalEnv, type ExactReport } from './types.js';

export type GoModReport = ExactReport | { setup: string; needs: string };

// Directives each added by a newer Go than some runners have: 1.21 (toolchain), 1.23 (godebug), 1.24 (tool, ignore).
const NEWER_DIRECTIVES = new Set(['toolchain', 'godebug', 'tool', 'ignore']);
// A `go` version in the form Go 1.21 and later write (1.22.3, 1.23rc1), which older Go calls invalid.
const NEWER_VERSION = /^1\.\d+(?:\.\d+)?(?:(?:rc|beta)\d+)?$/;

/** Whether the installed Go refused the file for being newer than itself, from its message. */
function tooNew(message: string): boolean {
  const directive = /^unknown directive: (\S+)/.exec(message);
  if (directive) return NEWER_DIRECTIVES.has(directive[1]!);
  const version = /^invalid go version '([^']+)': must match format/.exec(message);
  if (version) return NEWER_VERSION.test(version[1]!);
  return /requires go >= /.test(message);
}

let installed: Promise<string> | undefined;

/** The installed Go's version (`go1.19.8`), asked once per run. */
function installedGo(): Promise<string> {
  installed ??= new Promise((resolve) => {
    execFile(
      'go',
      ['env', 'GOVERSION'],
      { env: { ...minimalEnv(), GOTOOLCHAIN: 'local', GOENV: 'off' }, timeout: TOOL_TIMEOUT_MS },
      (e, out) => resolve(e ? 'an older Go' : out.trim()),
    );
  });
  return installed;
}

/** Parses a go.mod. Throws ToolUnavailable without Go, as parseWithTool does. */
export async function parseGoMod(text: string): Promise<GoModReport> {
  const report = await parseWithTool(text, 'go-mod');
  if (report.ok || !tooNew(report.message)) return report;
  const declared = /^go[ \t]+(\S+)/m.exec(text)?.[1];
  const needs = declared ?? 'a newer Go';
  return {
    setup: `this go.mod declares go ${needs}, and the runner has ${await installedGo()}, which refuses line ${report.line}: ${report.message}`,
    needs,
  };
}
