import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  GitRepo,
  changeSubject,
  commandPolicy,
  configFromCommit,
  configFromDisk,
  judgeChange,
  shellCommandRunner
} from "./chunk-W7WDOLZH.js";
import {
  exitCodeOf
} from "./chunk-KZRA4P5D.js";
import {
  judgeOverridesOf,
  resolveJudgeSettings
} from "./chunk-6FW6G45G.js";
import {
  DEFAULTS
} from "./chunk-I5GL3RAX.js";
import "./chunk-RJBNU2NI.js";
import "./chunk-KXWNHFS6.js";
import "./chunk-6HG2PBWL.js";
import "./chunk-FI4OM72P.js";
import "./chunk-2CCWB4ZT.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-RCFEH2NH.js";
import "./chunk-NHBQDVUQ.js";

// src/cli/pr-command.ts
import { isAbsolute, relative, resolve, sep } from "node:path";
function repoRelative(topLevel, path, cwd) {
  const rel = relative(topLevel, resolve(cwd, path));
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return void 0;
  return rel.split(sep).join("/");
}
async function loadConfig(cmd, repo, baseSha, io, cwd) {
  const topLevel = await repo.topLevel();
  const wanted = cmd.config ?? DEFAULTS.configPath;
  const inRepo = cmd.config === void 0 ? wanted : repoRelative(topLevel, wanted, cwd);
  if (inRepo !== void 0) return configFromCommit((p) => repo.readFileAt(baseSha, p), inRepo, baseSha);
  return configFromDisk(await io.readFile(resolve(cwd, wanted)), wanted);
}
async function prCommand(cmd, io, makeJudge, cwd) {
  const repo = await GitRepo.open(cmd.repo);
  let change;
  try {
    const baseSha = await repo.resolveCommit(cmd.base);
    const loaded = await loadConfig(cmd, repo, baseSha, io, cwd);
    const { config } = loaded;
    change = await changeSubject({ repoDir: cmd.repo, base: baseSha, head: cmd.head, ignore: config.ignore });
    const messages = await repo.commitMessages(change.mergeBaseSha, change.headSha);
    const policy = commandPolicy(cmd.allowCommands, loaded.ref, "--allow-commands");
    const checkedOut = await repo.resolveCommit("HEAD");
    if (policy.allowed && checkedOut !== change.headSha) {
      policy.allowed = false;
      policy.refused = `commands run in the working tree, which is at ${checkedOut.slice(0, 12)}, not at --head ${cmd.head}; check out the head first`;
    }
    const settings = resolveJudgeSettings(
      { host: cmd.judge.ollamaHost, model: cmd.judge.model, timeoutSeconds: cmd.judge.timeoutSeconds, numCtx: cmd.judge.numCtx },
      judgeOverridesOf(config.judge)
    );
    const result = await judgeChange({
      subject: change.subject,
      config: loaded,
      task: messages.join("\n\n") || `Changes from ${cmd.base} to ${cmd.head}`,
      baseSha,
      headSha: change.headSha,
      judge: cmd.judge.llm === "on" ? makeJudge(settings) : void 0,
      commands: policy.allowed ? shellCommandRunner({ cwd: await repo.topLevel() }) : void 0,
      commandsRefused: policy.refused,
      trusted: repo.fileReader(baseSha),
      attempt: cmd.attempt ?? { number: 1, max: config.max_attempts }
    });
    return {
      result,
      exitCode: exitCodeOf(result),
      ...result._critic_status === "error" ? { message: `could not judge: ${result.error ?? "unknown error"}` } : {}
    };
  } finally {
    await change?.close();
    await repo.close();
  }
}
export {
  prCommand
};
