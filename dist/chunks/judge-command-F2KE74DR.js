import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  outcomeOf
} from "./chunk-UYERKREV.js";
import {
  EXIT
} from "./chunk-KZRA4P5D.js";
import {
  resolveJudgeSettings
} from "./chunk-GW2UVBLH.js";
import {
  critique,
  errorResult,
  parseCriticInput
} from "./chunk-W3274VTJ.js";
import "./chunk-HGFBIAO7.js";
import "./chunk-KXWNHFS6.js";
import "./chunk-CKPIHQ4D.js";
import "./chunk-Z6IAH3QY.js";
import "./chunk-2CCWB4ZT.js";
import {
  parseJson
} from "./chunk-VFQPB5V3.js";
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";
import "./chunk-ZI6GMJDV.js";
import "./chunk-NHBQDVUQ.js";

// src/cli/judge-command.ts
function inputError(message, model) {
  return { result: errorResult(message, model), exitCode: EXIT.ERROR, message };
}
async function judgeCommand(cmd, io, makeJudge) {
  const settings = resolveJudgeSettings({
    host: cmd.judge.ollamaHost,
    model: cmd.judge.model,
    timeoutSeconds: cmd.judge.timeoutSeconds,
    numCtx: cmd.judge.numCtx
  });
  const source = cmd.input ?? "stdin";
  let text;
  try {
    text = cmd.input === void 0 ? await io.readStdin() : await io.readFile(cmd.input);
  } catch (e) {
    return inputError(`${source}: cannot read: ${errorMessage(e)}`, settings.model);
  }
  if (text.trim() === "") return inputError(`${source}: empty input; expected one critic input as JSON`, settings.model);
  const json = parseJson(text);
  if (!json.ok) return inputError(`${source}:${json.line}:${json.column}: invalid JSON: ${json.message}`, settings.model);
  const parsed = parseCriticInput(json.value);
  if (!parsed.ok) return inputError(`${source}: invalid critic input: ${parsed.problems.join("; ")}`, settings.model);
  const result = await critique(parsed.input, {
    judge: cmd.judge.llm === "on" ? makeJudge(settings) : void 0,
    attempt: cmd.attempt
  });
  return outcomeOf(result);
}
export {
  judgeCommand
};
