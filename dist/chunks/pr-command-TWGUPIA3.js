import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  flagOverrides,
  outcomeOf
} from "./chunk-LIAQ5PJI.js";
import {
  GitRepo,
  commandPolicy,
  configFromCommit,
  configFromDisk,
  prepareCommands
} from "./chunk-R5AAHDKX.js";
import "./chunk-AW6Y72T4.js";
import {
  changeSubject,
  judgeChange
} from "./chunk-3MQTQF3T.js";
import "./chunk-5UCIGXG5.js";
import "./chunk-AEAJAFVJ.js";
import "./chunk-2H7AW4IA.js";
import "./chunk-KZRA4P5D.js";
import {
  judgeOverridesOf,
  resolveJudgeSettings
} from "./chunk-RUZ5Z32G.js";
import {
  DEFAULTS
} from "./chunk-CKPIHQ4D.js";
import {
  escalate
} from "./chunk-OB5T6OXR.js";
import "./chunk-LMIXAOUK.js";
import {
  browserRuntime
} from "./chunk-DBHRDZ4J.js";
import "./chunk-Y4QFHWPE.js";
import "./chunk-ZI6GMJDV.js";
import "./chunk-IRQK3D7Y.js";
import "./chunk-6WUJNYAC.js";
import "./chunk-RX23ZOBF.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-NHBQDVUQ.js";

// src/cli/pr-command.ts
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
function repoRelative(topLevel, absolute) {
  const rel = relative(topLevel, absolute);
  if (rel === "" || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return void 0;
  return rel.split(sep).join("/");
}
async function loadConfig(cmd, repo, topLevel, baseSha, io, repoDir) {
  if (cmd.config === void 0) return configFromCommit((p) => repo.readFileAt(baseSha, p), DEFAULTS.configPath, baseSha);
  const absolute = resolve(repoDir, cmd.config);
  const inRepo = repoRelative(topLevel, absolute);
  if (inRepo !== void 0) return configFromCommit((p) => repo.readFileAt(baseSha, p), inRepo, baseSha);
  return configFromDisk(await io.readFile(absolute), cmd.config);
}
function workTreeAt(topLevel, checkedOut, headSha, head) {
  if (checkedOut === headSha) return { dir: topLevel };
  const at = checkedOut === void 0 ? "has no commit checked out" : `is at ${checkedOut.slice(0, 12)}`;
  return { problem: `commands run in the working tree, which ${at}, not at --head ${head}; check out the head first` };
}
function artifactsDirOf(cmd, cwd) {
  if (cmd.artifacts !== void 0) return resolve(cwd, cmd.artifacts);
  return cmd.json !== void 0 ? join(dirname(resolve(cwd, cmd.json)), "critic-gate-artifacts") : void 0;
}
async function prCommand(cmd, io, makeJudge, cwd) {
  const repoDir = resolve(cwd, cmd.repo);
  const repo = await GitRepo.open(repoDir);
  const browser = browserRuntime({ executablePath: cmd.browserPath, artifactsDir: artifactsDirOf(cmd, cwd) });
  try {
    const topLevel = await repo.topLevel();
    const baseSha = await repo.resolveCommit(cmd.base);
    const loaded = await loadConfig(cmd, repo, topLevel, baseSha, io, repoDir);
    const { config } = loaded;
    const change = await changeSubject(repo, { base: baseSha, head: cmd.head, ignore: config.ignore });
    const messages = await repo.commitMessages(change.mergeBaseSha, change.headSha);
    const checkedOut = cmd.head === "HEAD" ? change.headSha : await repo.resolveCommit("HEAD").catch(() => void 0);
    if (checkedOut === change.headSha) {
      const uncommitted = await repo.uncommittedCount();
      if (uncommitted > 0) io.stderr(`critic-gate: note: ${uncommitted} uncommitted change(s) are not judged; commit them first
`);
    }
    const policy = commandPolicy(cmd.allowCommands, loaded.ref, "--allow-commands", workTreeAt(topLevel, checkedOut, change.headSha, cmd.head));
    const settings = resolveJudgeSettings(
      flagOverrides(cmd.judge),
      judgeOverridesOf(config.judge)
    );
    const attempt = cmd.attempt ?? { number: 1, max: config.max_attempts };
    const commands = policy.allowed ? await prepareCommands({ cwd: policy.cwd, sandbox: cmd.commandSandbox ?? config.command_sandbox ?? "required", env: process.env }) : { refused: policy.refused };
    if ("notes" in commands) commands.notes.forEach((n) => io.stderr(`critic-gate: note: ${n}
`));
    const result = await judgeChange({
      subject: change.subject,
      config: loaded,
      task: messages.join("\n\n") || `Changes from ${cmd.base} to ${cmd.head}`,
      texts: [{ name: "commit messages", text: messages.join("\n\n") }],
      baseSha,
      headSha: change.headSha,
      judge: cmd.judge.llm === "on" ? makeJudge(settings) : void 0,
      ..."runner" in commands ? { commands: commands.runner } : { commandsRefused: commands.refused },
      trusted: repo.fileReader(baseSha),
      attempt,
      browser
    }).finally(() => "runner" in commands ? commands.runner.close() : void 0);
    return outcomeOf(escalate(result, attempt.number, attempt.max).result);
  } finally {
    await browser.close();
    await repo.close();
  }
}
export {
  artifactsDirOf,
  prCommand
};
