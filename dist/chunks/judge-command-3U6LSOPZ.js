import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  flagOverrides,
  outcomeOf
} from "./chunk-LIAQ5PJI.js";
import {
  EXIT
} from "./chunk-KZRA4P5D.js";
import {
  resolveJudgeSettings
} from "./chunk-RUZ5Z32G.js";
import "./chunk-CKPIHQ4D.js";
import {
  critique,
  errorResult,
  parseCriticInput
} from "./chunk-I2LRHO7P.js";
import "./chunk-OB5T6OXR.js";
import "./chunk-LMIXAOUK.js";
import "./chunk-DBHRDZ4J.js";
import "./chunk-Y4QFHWPE.js";
import "./chunk-ZI6GMJDV.js";
import "./chunk-IRQK3D7Y.js";
import {
  parseJson
} from "./chunk-6WUJNYAC.js";
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-NHBQDVUQ.js";

// src/cli/judge-command.ts
function inputError(message, model) {
  return { result: errorResult(message, model), exitCode: EXIT.ERROR, message };
}
async function judgeCommand(cmd, io, makeJudge) {
  const settings = resolveJudgeSettings(flagOverrides(cmd.judge));
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
