import { critique, parseCriticInput } from '../critique/critique.js';
import { errorResult } from '../core/error-result.js';
import { EXIT } from '../errors/exit-codes.js';
import { resolveJudgeSettings } from '../judge/settings.js';
import { flagOverrides, outcomeOf, type CommandOutcome, type JudgeFactory } from './outcome.js';
import type { JudgeCommand } from './args.js';
import type { JudgeInputText } from './judge-input.js';
import { errorMessage } from '../errors/message.js';

function inputError(message: string, model: string): CommandOutcome {
  return { result: errorResult(message, model, { category: 'input' }), exitCode: EXIT.ERROR, message };
}

/**
 * `critic-gate judge`: one critic input in, one result out. `input` is the input being read
 * (readJudgeInput, the one place that reads it), started before this module was loaded.
 */
export async function judgeCommand(
  cmd: JudgeCommand,
  makeJudge: JudgeFactory,
  input: Promise<JudgeInputText>,
  onSecret?: (secret: string) => void,
): Promise<CommandOutcome> {
  const settings = resolveJudgeSettings(flagOverrides(cmd.judge));
  const source = cmd.input ?? 'stdin';
  let read: JudgeInputText;
  try {
    read = await input;
  } catch (e) {
    return inputError(`${source}: cannot read: ${errorMessage(e)}`, settings.model);
  }
  const { text, json } = read;
  if (text.trim() === '') return inputError(`${source}: empty input; expected one critic input as JSON`, settings.model);
  if (!json.ok) return inputError(`${source}:${json.line}:${json.column}: invalid JSON: ${json.message}`, settings.model);
  const parsed = parseCriticInput(json.value, cmd.judge.cacheDir);
  if (!parsed.ok) return inputError(`${source}: invalid critic input: ${parsed.problems.join('; ')}`, settings.model);

  const result = await critique(parsed.input, {
    judge: cmd.judge.llm === 'on' ? makeJudge(settings) : undefined,
    attempt: cmd.attempt,
    codeCacheDir: cmd.judge.cacheDir,
    onSecret,
  });
  return outcomeOf(result);
}
