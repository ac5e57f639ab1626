import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  outcomeOf
} from "./chunk-UYERKREV.js";
import {
  GitRepo,
  changeSubject,
  commandPolicy,
  configFromCommit,
  configFromDisk,
  judgeChange,
  shellCommandRunner
} from "./chunk-2KYRI2XN.js";
import "./chunk-KZRA4P5D.js";
import {
  judgeOverridesOf,
  resolveJudgeSettings
} from "./chunk-GW2UVBLH.js";
import {
  escalate
} from "./chunk-HGFBIAO7.js";
import "./chunk-KXWNHFS6.js";
import "./chunk-OUVVFXA2.js";
import {
  DEFAULTS
} from "./chunk-CKPIHQ4D.js";
import "./chunk-Z6IAH3QY.js";
import "./chunk-2CCWB4ZT.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-VFQPB5V3.js";
import "./chunk-RX23ZOBF.js";
import "./chunk-ZI6GMJDV.js";
import "./chunk-NHBQDVUQ.js";

// src/cli/pr-command.ts
import { isAbsolute, relative, resolve, sep } from "node:path";
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
async function prCommand(cmd, io, makeJudge, cwd) {
  const repoDir = resolve(cwd, cmd.repo);
  const repo = await GitRepo.open(repoDir);
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
      { host: cmd.judge.ollamaHost, model: cmd.judge.model, timeoutSeconds: cmd.judge.timeoutSeconds, numCtx: cmd.judge.numCtx },
      judgeOverridesOf(config.judge)
    );
    const attempt = cmd.attempt ?? { number: 1, max: config.max_attempts };
    const result = await judgeChange({
      subject: change.subject,
      config: loaded,
      task: messages.join("\n\n") || `Changes from ${cmd.base} to ${cmd.head}`,
      baseSha,
      headSha: change.headSha,
      judge: cmd.judge.llm === "on" ? makeJudge(settings) : void 0,
      ...policy.allowed ? { commands: shellCommandRunner({ cwd: policy.cwd }) } : { commandsRefused: policy.refused },
      trusted: repo.fileReader(baseSha),
      attempt
    });
    return outcomeOf(escalate(result, attempt.number, attempt.max).result);
  } finally {
    await repo.close();
  }
}
export {
  prCommand
};
