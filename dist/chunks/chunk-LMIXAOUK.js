import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  browserRuntime,
  checkContext,
  runCheck,
  targetMatcher
} from "./chunk-DBHRDZ4J.js";
import {
  JudgeError
} from "./chunk-Y4QFHWPE.js";
import {
  normaliseSpace
} from "./chunk-IRQK3D7Y.js";
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";

// src/verdict.ts
var round2 = (x) => Math.round(x * 100) / 100;
function exactScoreOf(criteria) {
  const total = criteria.reduce((s, c) => s + c.weight, 0);
  if (total === 0) return 1;
  const met = criteria.reduce((s, c) => s + (c.met === true ? c.weight : 0), 0);
  return met / total;
}
var scoreOf = (criteria) => round2(exactScoreOf(criteria));
function feedbackOf(gate, criteria) {
  const gateFixes = gate.filter((g) => !g.passed).map((g) => g.fix ?? g.evidence);
  const unmet = criteria.filter((c) => c.met === false);
  const ordered = [...unmet.filter((c) => c.critical), ...unmet.filter((c) => !c.critical)];
  const fixes = ordered.map((c) => c.fix ?? `Meet: ${c.assertion}`);
  return [.../* @__PURE__ */ new Set([...gateFixes, ...fixes])].join("\n");
}
function decide(facts) {
  const gatePassed = facts.schemaValid && facts.gate.every((g) => g.passed);
  const feedback = feedbackOf(facts.gate, facts.criteria);
  if (facts.configError !== void 0) {
    return { gate_passed: gatePassed, score: 0, verdict: "FAIL", feedback_for_worker: feedback, _critic_status: "error", error: facts.configError };
  }
  if (!gatePassed) {
    return { gate_passed: false, score: 0, verdict: "FAIL", feedback_for_worker: feedback };
  }
  if (facts.judgeError !== void 0) {
    return {
      gate_passed: true,
      score: 0,
      verdict: "FAIL",
      feedback_for_worker: feedback,
      _critic_status: "error",
      error: facts.judgeError
    };
  }
  const score = scoreOf(facts.criteria);
  if (facts.criteria.some((c) => c.critical && c.met === false)) {
    return { gate_passed: true, score, verdict: "FAIL", feedback_for_worker: feedback };
  }
  if (facts.attemptsExhausted !== void 0) {
    return { gate_passed: true, score, verdict: "FAIL", feedback_for_worker: [facts.attemptsExhausted, feedback].filter(Boolean).join("\n") };
  }
  if (facts.judgeSkipped) {
    return {
      gate_passed: false,
      score: 0,
      verdict: "SKIPPED",
      feedback_for_worker: feedback,
      _critic_status: "skipped"
    };
  }
  const passes = exactScoreOf(facts.criteria) >= facts.threshold;
  return { gate_passed: true, score, verdict: passes ? "PASS" : "RETRY", feedback_for_worker: feedback };
}
function routeOf(verdict, attempt, maxAttempts) {
  if (verdict === "PASS") return "approve";
  if (verdict === "RETRY" && attempt < maxAttempts) return "rework";
  return "escalate";
}

// src/judge/evidence.ts
var EVIDENCE_WINDOW = 3;
var MIN_QUOTE_CHARS = 12;
var nonSpaceLength = (s) => s.replace(/\s/g, "").length;
function verifyEvidence(item, allowedPaths, material, seen) {
  const loc = item.location;
  if (!loc) return { verified: false, reason: "no location was cited" };
  const quote = normaliseSpace(loc.quote);
  if (quote === "") return { verified: false, reason: `the quote cited at ${loc.path}:${loc.line} is empty` };
  if (!allowedPaths.includes(loc.path)) {
    return { verified: false, reason: `${loc.path} is not among the files this assertion is judged on` };
  }
  const file = material.get(loc.path);
  const shown = seen.get(loc.path);
  if (!file || !shown) return { verified: false, reason: `${loc.path} was not shown to the judge` };
  const window = file.lines.filter((l) => Math.abs(l.n - loc.line) <= EVIDENCE_WINDOW && shown.has(l.n));
  const from = (i) => normaliseSpace(window.slice(i).map((l) => l.text).join(" "));
  if (!from(0).includes(quote)) {
    return { verified: false, reason: `the quote "${clip(loc.quote)}" is not at ${loc.path}:${loc.line} (\xB1${EVIDENCE_WINDOW} lines)` };
  }
  let start = 0;
  while (start + 1 < window.length && from(start + 1).includes(quote)) start++;
  if (nonSpaceLength(quote) < MIN_QUOTE_CHARS) {
    const whole = window.find((l) => normaliseSpace(l.text) === quote);
    if (!whole) {
      return {
        verified: false,
        reason: `the quote "${clip(loc.quote)}" is too short to prove anything: it needs ${MIN_QUOTE_CHARS} non-space characters or a whole line`
      };
    }
    return { verified: true, location: { ...loc, line: whole.n } };
  }
  return { verified: true, location: { ...loc, line: window[start].n } };
}
var clip = (s) => s.length > 80 ? `${s.slice(0, 79)}\u2026` : s;

// src/criteria.ts
var base = (a, source) => ({
  id: a.id,
  assertion: a.text,
  critical: a.critical,
  weight: a.weight,
  source
});
function checkCriterion(a, o) {
  const location = o.location ? { location: o.location } : {};
  if (o.passed && !o.notRun) return { ...base(a, "check"), met: true, status: "judged", evidence: o.evidence, ...location };
  return { ...base(a, "check"), met: false, status: o.notRun ? "not-run" : "judged", evidence: o.evidence, fix: o.fix ?? `Meet: ${a.text}`, ...location };
}
var notJudged = (a, status, why) => ({
  ...base(a, "llm"),
  met: null,
  status,
  evidence: why
});
function judgedCriteria(assertions, pathsOf, material, answer) {
  return assertions.map((a) => {
    const item = answer.items.find((i) => i.id === a.id);
    const paths = pathsOf.get(a.id) ?? [];
    const seen = answer.seenById?.get(a.id) ?? answer.seen;
    const coverage = coverageOf(paths, material, seen);
    const withCoverage = { ...coverage.complete ? {} : { coverage }, ...item?.agreement ? { agreement: item.agreement } : {} };
    if (!item) return { ...base(a, "llm"), met: false, status: "judged", fix: "The judge gave no answer for this assertion", ...withCoverage };
    if (!item.met) {
      return {
        ...base(a, "llm"),
        met: false,
        status: "judged",
        ...item.evidence ? { evidence: item.evidence } : {},
        ...item.location ? { location: item.location } : {},
        fix: item.fix?.trim() || `Meet: ${a.text}`,
        ...withCoverage
      };
    }
    const check = verifyEvidence(item, paths, material, seen);
    if (!check.verified) {
      return {
        ...base(a, "llm"),
        met: false,
        status: "judged",
        ...item.evidence ? { evidence: item.evidence } : {},
        fix: unverifiedFix(a.text, paths, check.reason),
        ...withCoverage
      };
    }
    const loc = check.location;
    return {
      ...base(a, "llm"),
      met: true,
      status: "judged",
      evidence: item.evidence?.trim() || `${loc.path}:${loc.line}: ${loc.quote}`,
      location: loc,
      ...withCoverage
    };
  });
}
function coverageOf(paths, material, seen) {
  const unseen = [];
  for (const path of paths) {
    const shown = seen.get(path);
    const lines = material.get(path)?.lines ?? [];
    const missing = lines.filter((l) => !shown?.has(l.n));
    if (missing.length === 0) continue;
    unseen.push(missing.length === lines.length ? path : `${path}:${missing[0].n}-${missing[missing.length - 1].n}`);
  }
  return { complete: unseen.length === 0, unseen };
}
function unverifiedFix(assertion, paths, reason) {
  const where = paths.length === 0 ? "in the changed files" : paths.length <= 3 ? `in ${paths.join(", ")}` : `in the files it is judged on`;
  return `Make "${assertion}" explicit ${where}, in code a reviewer can quote line by line (a dedicated function, branch or test, not a comment). The judge called it met, but its evidence could not be verified (${reason}); it counts as unmet until it is plainly visible.`;
}

// src/engine.ts
var emptyStats = (model) => ({
  model,
  llm_calls: 0,
  prompt_tokens: 0,
  completion_tokens: 0,
  duration_ms: 0
});
async function runOne(spec, ctx, where, problems) {
  const o = await runCheck(spec, ctx);
  if (o.misconfigured) problems.push(`${where}: ${o.evidence}`);
  return o;
}
async function runGate(steps, ctx, problems) {
  const entries = [];
  for (const step of steps) {
    const o = await runOne(step.spec, ctx, `gate ${step.id}`, problems);
    entries.push({
      id: step.id,
      kind: step.spec.kind,
      passed: o.passed && !o.notRun,
      evidence: o.evidence,
      ...o.fix !== void 0 ? { fix: o.fix } : {},
      ...o.location ? { location: o.location } : {},
      ...o.notRun ? { not_run: true } : {},
      ...o.artifacts && o.artifacts.length > 0 ? { artifacts: o.artifacts } : {},
      ...o.severity ? { severity: o.severity } : {}
    });
  }
  return entries;
}
async function runCritic(plan, deps) {
  const browser = deps.browser ?? browserRuntime();
  try {
    return await judgeWith(plan, deps, browser);
  } finally {
    if (!deps.browser) await browser.close();
  }
}
async function judgeWith(plan, deps, browser) {
  const ctx = {
    ...checkContext(plan.subject, { commands: deps.commands, commandsRefused: deps.commandsRefused, trusted: deps.trusted, task: plan.task, browser }),
    ...plan.texts ? { texts: plan.texts } : {}
  };
  const problems = [];
  const schemaEntries = await runGate(plan.schemaGate, ctx, problems);
  const gateEntries = await runGate(plan.gate, ctx, problems);
  const gate = [...schemaEntries, ...gateEntries];
  const schemaValid = schemaEntries.every((e) => e.passed);
  const gatePassed = gate.every((e) => e.passed);
  const criteria = /* @__PURE__ */ new Map();
  for (const a of plan.assertions) {
    if (a.check) criteria.set(a.id, checkCriterion(a, await runOne(a.check, ctx, `assertion ${a.id}`, problems)));
  }
  const llmAssertions = plan.assertions.filter((a) => !a.check);
  const judge = deps.judge;
  let stats = emptyStats(judge?.model ?? null);
  let judgeError;
  let calibration;
  const judgeSkipped = llmAssertions.length > 0 && judge === void 0;
  const criticalFailed = [...criteria.values()].find((c) => c.critical && c.met === false);
  const pastLimit = deps.attempt !== void 0 && deps.attempt.number > deps.attempt.max;
  const notJudgedBecause = !gatePassed ? "the gate failed" : problems.length > 0 ? "the checks cannot judge as configured" : criticalFailed !== void 0 ? `the critical check ${criticalFailed.id} failed` : pastLimit ? `attempt ${deps.attempt.number} is past the limit of ${deps.attempt.max}` : judge === void 0 ? "the LLM judge is switched off" : void 0;
  if (llmAssertions.length > 0 && notJudgedBecause !== void 0) {
    for (const a of llmAssertions) criteria.set(a.id, notJudged(a, "not-judged", `not judged: ${notJudgedBecause}`));
  } else if (llmAssertions.length > 0 && judge !== void 0) {
    try {
      const materialFiles = await plan.material(ctx);
      const material = new Map(materialFiles.map((m) => [m.path, m]));
      const pathsOf = new Map(llmAssertions.map((a) => [a.id, materialPaths(a, materialFiles)]));
      const answer = await judge.judge({
        task: plan.task,
        material: materialFiles,
        assertions: llmAssertions.map((a) => ({ id: a.id, text: a.text, paths: pathsOf.get(a.id) ?? [] }))
      });
      if (!Array.isArray(answer?.items) || !(answer.seen instanceof Map)) throw new JudgeError("the judge returned an answer of the wrong shape");
      stats = withReported(stats, answer.stats ?? {});
      calibration = answer.calibration;
      for (const c of judgedCriteria(llmAssertions, pathsOf, material, answer)) criteria.set(c.id, c);
    } catch (e) {
      judgeError = e instanceof JudgeError ? e.message : `the judge failed: ${errorMessage(e)}`;
      stats = withReported(stats, e instanceof JudgeError ? e.stats ?? {} : {});
      calibration = e instanceof JudgeError ? e.calibration : void 0;
      for (const a of llmAssertions) criteria.set(a.id, notJudged(a, "judge-error", `not judged: ${judgeError}`));
    }
  }
  const ordered = plan.assertions.map((a) => criteria.get(a.id));
  const configError = problems.length > 0 ? `the checks cannot judge as configured: ${problems.join("; ")}` : void 0;
  const decision = decide({
    schemaValid,
    gate,
    criteria: ordered,
    threshold: plan.threshold,
    judgeError,
    configError,
    // Nothing was asked of the judge when the verdict was settled without it.
    judgeSkipped: judgeSkipped && criticalFailed === void 0 && !pastLimit,
    attemptsExhausted: pastLimit && llmAssertions.length > 0 ? `${notJudgedBecause}: escalated without a model call` : void 0
  });
  return {
    gate_passed: decision.gate_passed,
    schema_valid: schemaValid,
    gate,
    criteria: ordered,
    score: decision.score,
    verdict: decision.verdict,
    feedback_for_worker: decision.error ? `The critic could not judge: ${decision.error}` : decision.feedback_for_worker,
    stats,
    ...calibration ? { calibration } : {},
    ...decision._critic_status ? { _critic_status: decision._critic_status } : {},
    ...decision.error !== void 0 ? { error: decision.error } : {},
    ...deps.attempt ? { route: routeOf(decision.verdict, deps.attempt.number, deps.attempt.max), attempt: deps.attempt } : {}
  };
}
function materialPaths(a, material) {
  const files = material.map((m) => m.path).filter((p) => !p.startsWith(PAGE_PREFIX));
  if (a.page === void 0) return files.filter(targetMatcher({ files: a.files }));
  const page = `${PAGE_PREFIX}${a.page}`;
  return [...material.some((m) => m.path === page) ? [page] : [], ...a.files === void 0 ? [] : files.filter(targetMatcher({ files: a.files }))];
}
var PAGE_PREFIX = "page:";
function withReported(stats, reported) {
  const { truncated_lines, ...counts } = { ...stats, ...stripUndefined(reported) };
  return truncated_lines ? { ...counts, truncated_lines } : counts;
}
function stripUndefined(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}

export {
  EVIDENCE_WINDOW,
  verifyEvidence,
  routeOf,
  emptyStats,
  runCritic
};
