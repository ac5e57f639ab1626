import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  DEFAULTS
} from "./chunk-CKPIHQ4D.js";
import {
  CheckSpecSchema,
  MAX_WEIGHT,
  fieldsOfKind,
  globProblem,
  kindAliases
} from "./chunk-Z6IAH3QY.js";
import {
  external_exports,
  fieldPath
} from "./chunk-2CCWB4ZT.js";
import {
  require_dist
} from "./chunk-2KCLB7EX.js";
import {
  parseJson
} from "./chunk-VFQPB5V3.js";
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";
import {
  __toESM
} from "./chunk-NHBQDVUQ.js";

// src/config/parse.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/config/errors.ts
function formatProblem(p) {
  const where = p.line === void 0 ? p.file : `${p.file}:${p.line}${p.column === void 0 ? "" : `:${p.column}`}`;
  return `${where}: ${p.field === void 0 ? "" : `${p.field}: `}${p.message}`;
}
var ConfigError = class extends Error {
  problems;
  constructor(problems) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "ConfigError";
    this.problems = problems;
  }
};

// src/config/schema.ts
var glob = external_exports.string().min(1).superRefine((g, ctx) => {
  const problem = globProblem(g);
  if (problem !== void 0) ctx.addIssue({ code: "custom", message: problem });
});
var globs = external_exports.union([glob, external_exports.array(glob).min(1)]);
var JudgeConfigSchema = external_exports.strictObject({
  model: external_exports.string().min(1).optional().describe("Ollama model, e.g. qwen2.5-coder:7b"),
  temperature: external_exports.number().min(0).max(2).optional().describe("Sampling temperature; 0 for repeatable answers"),
  seed: external_exports.number().int().optional().describe("Sampling seed, for repeatable answers"),
  num_ctx: external_exports.number().int().min(512).optional().describe("Context window in tokens; the prompt is fitted to it"),
  timeout_seconds: external_exports.number().positive().optional().describe("Time limit of the judge"),
  keep_alive: external_exports.union([external_exports.string().min(1), external_exports.number()]).optional().describe('How long Ollama keeps the model loaded (e.g. "10m", or seconds)')
}).describe("Settings of the LLM judge");
var ConfigAssertionSchema = external_exports.strictObject({
  id: external_exports.string().min(1).describe("Stable identifier, unique in the file"),
  text: external_exports.string().min(1).describe("What must be true of the change"),
  critical: external_exports.boolean().default(false).describe("When not met, the verdict is FAIL whatever the score"),
  weight: external_exports.number().positive().max(MAX_WEIGHT).default(1).describe("Weight in the score"),
  files: globs.optional().describe("Globs of what the judge is shown for this assertion; all material when absent"),
  allow_empty: external_exports.boolean().optional().describe("Accept `files` globs that match no path at the base or the head (otherwise a config error)"),
  check: CheckSpecSchema.optional().describe("Decide this assertion by a deterministic check instead of the LLM judge")
}).describe("One assertion about the change");
var firstIndexOf = (ids, i) => ids.findIndex((id) => id === ids[i]);
var ConfigSchema = external_exports.strictObject({
  version: external_exports.literal(1).describe("Format version; always 1"),
  task: external_exports.string().min(1).optional().describe("A fixed task; default is the pull request title and body"),
  ignore: external_exports.array(glob).default([]).describe("Globs of paths never checked and never shown to the judge"),
  threshold: external_exports.number().min(0).max(1).default(1).describe("Score needed for PASS, 0\u20131"),
  max_attempts: external_exports.number().int().min(1).default(DEFAULTS.maxAttempts).describe("Attempts before a RETRY escalates"),
  judge: JudgeConfigSchema.default({}),
  gate: external_exports.array(CheckSpecSchema).default([]).describe("Deterministic checks; all must pass before the judge runs"),
  assertions: external_exports.array(ConfigAssertionSchema).default([]).describe("Assertions about the change; with `check` decided by code, otherwise by the judge")
}).superRefine((config, ctx) => {
  const assertionIds = config.assertions.map((a) => a.id);
  assertionIds.forEach((id, i) => {
    const first = firstIndexOf(assertionIds, i);
    if (first !== i) ctx.addIssue({ code: "custom", path: ["assertions", i, "id"], message: `duplicate assertion id "${id}" (first at assertions[${first}])` });
  });
  const gateIds = config.gate.map((g) => g.id);
  gateIds.forEach((id, i) => {
    const first = firstIndexOf(gateIds, i);
    if (id !== void 0 && first !== i) ctx.addIssue({ code: "custom", path: ["gate", i, "id"], message: `duplicate gate id "${id}" (first at gate[${first}])` });
  });
}).describe("critic-gate assertions file");

// src/config/describe.ts
var valueAt = (data, path) => {
  let v = data;
  for (const key of path) {
    if (typeof v !== "object" || v === null) return void 0;
    v = v[key];
  }
  return v;
};
var typeName = (v) => v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
var keysOf = (schema) => {
  const shape = schema.shape;
  return shape ? Object.keys(shape) : [];
};
function allowedFieldsAt(path, data) {
  const at = path.join(".");
  if (path.length === 0) return keysOf(ConfigSchema);
  if (at === "judge") return keysOf(JudgeConfigSchema);
  if (/^assertions\.\d+$/.test(at)) return keysOf(ConfigAssertionSchema);
  if (/^gate\.\d+$/.test(at) || /^assertions\.\d+\.check$/.test(at)) {
    const kind = valueAt(data, [...path, "kind"]);
    return (typeof kind === "string" ? fieldsOfKind(kind) : void 0) ?? [];
  }
  return [];
}
function editDistance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}
function closest(name, known) {
  const squash = (s) => s.toLowerCase().replace(/[-_]/g, "");
  const same = known.find((k) => squash(k) === squash(name));
  if (same) return same;
  const ranked = known.map((k) => ({ k, d: editDistance(name.toLowerCase(), k.toLowerCase()) })).sort((a, b) => a.d - b.d);
  const best = ranked[0];
  return best && best.d <= Math.min(2, Math.floor(name.length / 3)) ? best.k : void 0;
}
var unknownField = (key, allowed) => {
  const hint = closest(key, allowed);
  if (hint) return `unknown field "${key}"; did you mean "${hint}"?`;
  return allowed.length > 0 ? `unknown field "${key}"; allowed: ${allowed.join(", ")}` : `unknown field "${key}"`;
};
var unknownKind = (value, options) => {
  const expected = `expected one of ${options.join(", ")}`;
  if (value === void 0) return `missing; ${expected}`;
  if (typeof value !== "string") return `must be a kind name, got ${typeName(value)}; ${expected}`;
  const hint = closest(value, options);
  return `unknown kind "${value}"; ${hint ? `did you mean "${hint}"? ` : ""}${expected}`;
};
var stripPrefix = (message) => message.replace(/^Invalid input: /, "");
function unionMessage(issue, value) {
  const branches = issue.errors.map((branch) => branch[0]);
  const types = branches.map((b) => b?.code === "invalid_type" && b.path.length === 0 ? expectedName(b.expected) : void 0);
  if (types.every((t) => t !== void 0)) return `expected ${[...new Set(types)].join(" or ")}, received ${typeName(value)}`;
  const inner = branches.find((b) => b !== void 0 && b.code !== "invalid_type");
  return inner ? `${fieldPath(inner.path) === "(root)" ? "" : `${fieldPath(inner.path)}: `}${stripPrefix(inner.message)}` : stripPrefix(issue.message);
}
var expectedName = (expected) => expected === "int" ? "integer" : expected;
function boundMessage(issue) {
  const big = issue.code === "too_big";
  const limit = Number(big ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  if (issue.origin === "string") return !big && limit === 1 ? "must not be empty" : `must be ${big ? "at most" : "at least"} ${limit} characters long`;
  if (issue.origin === "array" || issue.origin === "set") return big ? `allows at most ${limit} item(s)` : `needs at least ${limit} item(s)`;
  if (inclusive) return `must be ${big ? "at most" : "at least"} ${limit}`;
  return `must be ${big ? "less" : "greater"} than ${limit}`;
}
function messageOf(issue, value) {
  if (value === void 0 && (issue.code === "invalid_type" || issue.code === "invalid_value")) {
    const expected = issue.code === "invalid_type" ? expectedName(issue.expected) : issue.values.map((v) => JSON.stringify(v)).join(" or ");
    return `missing; expected ${expected}`;
  }
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "never") return "not allowed here";
      return `expected ${expectedName(issue.expected)}, received ${typeName(value)}`;
    case "invalid_value":
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}, got ${JSON.stringify(value)}`;
    case "too_big":
    case "too_small":
      return boundMessage(issue);
    case "invalid_union":
      return unionMessage(issue, value);
    default:
      return stripPrefix(issue.message);
  }
}
function describeConfigIssues(error, data, file, locate) {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      const allowed = allowedFieldsAt(issue.path, data);
      return issue.keys.map((key) => ({ file, ...locate(issue.path, key), field: fieldPath([...issue.path, key]), message: unknownField(key, allowed) }));
    }
    const value = valueAt(data, issue.path);
    if (issue.code === "invalid_union" && "discriminator" in issue && "options" in issue) {
      return [{ file, ...locate(issue.path), field: fieldPath(issue.path), message: unknownKind(value, issue.options.map(String)) }];
    }
    return [{ file, ...locate(issue.path), field: fieldPath(issue.path), message: messageOf(issue, value) }];
  });
}

// src/config/locate.ts
var import_yaml = __toESM(require_dist(), 1);
var nodeAt = (doc, path) => {
  if (path.length === 0) return (0, import_yaml.isNode)(doc.contents) ? doc.contents : void 0;
  try {
    const node = doc.getIn(path, true);
    return (0, import_yaml.isNode)(node) ? node : void 0;
  } catch {
    return void 0;
  }
};
function yamlLocator(doc, lineCounter) {
  const position = (offset) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  return (path, key) => {
    if (key !== void 0) {
      const map = nodeAt(doc, path);
      const pair = (0, import_yaml.isMap)(map) ? map.items.find((p) => ((0, import_yaml.isScalar)(p.key) ? String(p.key.value) : String(p.key)) === key) : void 0;
      if ((0, import_yaml.isNode)(pair?.key) && pair.key.range) return position(pair.key.range[0]);
    }
    for (let n = path.length; n >= 0; n--) {
      const node = nodeAt(doc, path.slice(0, n));
      if (node?.range) return position(node.range[0]);
    }
    return void 0;
  };
}

// src/config/parse.ts
var isJsonPath = (path) => /\.json$/i.test(path);
var byPosition = (a, b) => (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0);
var keyAt = (text, offset) => {
  const m = /^(?:"(?:[^"\\]|\\.)*"|'[^']*'|[^:\s,{}[\]]+)/.exec(text.slice(offset));
  return m ? m[0].startsWith('"') || m[0].startsWith("'") ? m[0] : `"${m[0]}"` : "";
};
function load(text, file) {
  const json = isJsonPath(file);
  if (json) {
    const parsed = parseJson(text);
    if (!parsed.ok) throw new ConfigError([{ file, line: parsed.line, column: parsed.column, message: `invalid JSON: ${parsed.message}` }]);
  }
  const lineCounter = new import_yaml2.LineCounter();
  const doc = (0, import_yaml2.parseDocument)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const locate = yamlLocator(doc, lineCounter);
  const at = (offset) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const errors = json ? doc.errors.filter((e) => e.code === "DUPLICATE_KEY") : doc.errors;
  if (errors.length > 0) {
    throw new ConfigError(
      errors.map((e) => ({
        file,
        ...at(e.pos[0]),
        message: e.code === "DUPLICATE_KEY" ? `duplicate key ${keyAt(text, e.pos[0])}` : `invalid ${json ? "JSON" : "YAML"}: ${e.message}`
      }))
    );
  }
  if (json && doc.errors.length > 0) {
    return { data: JSON.parse(text), locate: () => void 0 };
  }
  try {
    return { data: doc.toJS({ maxAliasCount: 100 }), locate };
  } catch (e) {
    throw new ConfigError([{ file, message: `invalid YAML: ${errorMessage(e)}` }]);
  }
}
function parseConfig(text, file) {
  return parseConfigLocated(text, file).config;
}
function parseConfigLocated(text, file) {
  const { data, locate } = load(text.replace(/^\uFEFF/, ""), file);
  if (data === null || data === void 0) {
    throw new ConfigError([{ file, message: "the file is empty; it needs at least `version: 1`" }]);
  }
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new ConfigError([{ file, ...locate([]), message: `expected a mapping of fields (version, gate, assertions, \u2026), got ${Array.isArray(data) ? "a list" : `a ${typeof data}`}` }]);
  }
  const result = ConfigSchema.safeParse(data);
  if (result.success) return { config: result.data, locate };
  throw new ConfigError(describeConfigIssues(result.error, data, file, locate).sort(byPosition));
}

// src/config/json-schema.ts
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var COMMON_FIELDS = {
  kind: "The kind of check",
  id: "Identifier of this check in the result",
  file: "One path to check",
  files: "A glob or a list of globs of the files to check",
  scope: "tree: every file at the head; changed: files the change adds or modifies, whole; added: only the added lines",
  message: "Shown as the fix when the check fails",
  allow_empty: "Accept `file`/`files` globs that match no path at the base or the head (otherwise a config error)"
};
var describeCommonFields = (properties) => {
  for (const [name, text] of Object.entries(COMMON_FIELDS)) {
    const field = properties[name];
    if (isObject(field) && field["description"] === void 0) properties[name] = { description: text, ...field };
  }
};
function withAliases(node) {
  if (Array.isArray(node)) return node.map(withAliases);
  if (!isObject(node)) return node;
  const out = Object.fromEntries(
    Object.entries(node).filter(([k, v]) => !((k === "maximum" || k === "minimum") && Math.abs(Number(v)) === Number.MAX_SAFE_INTEGER)).map(([k, v]) => [k, withAliases(v)])
  );
  const properties = out["properties"];
  const kind = isObject(properties) ? properties["kind"] : void 0;
  if (isObject(properties) && isObject(kind) && typeof kind["const"] === "string") {
    const name = kind["const"];
    const aliases = [...kindAliases].filter(([, k]) => k === name).map(([a]) => a);
    const { const: _const, ...rest } = kind;
    properties["kind"] = aliases.length > 0 ? { ...rest, enum: [name, ...aliases] } : kind;
    describeCommonFields(properties);
    return { title: name, ...out };
  }
  return out;
}
function configJsonSchema() {
  const generated = external_exports.toJSONSchema(ConfigSchema, { io: "input", unrepresentable: "any" });
  const schema = shareCheckSchema(withAliases(generated));
  return {
    $schema: schema["$schema"] ?? "https://json-schema.org/draft/2020-12/schema",
    title: "critic-gate assertions file",
    ...schema
  };
}
function shareCheckSchema(schema) {
  const properties = schema["properties"];
  if (!isObject(properties)) return schema;
  const gate = properties["gate"];
  const assertions = properties["assertions"];
  const assertion = isObject(assertions) ? assertions["items"] : void 0;
  const check = isObject(assertion) && isObject(assertion["properties"]) ? assertion["properties"]["check"] : void 0;
  if (!isObject(gate) || !isObject(gate["items"]) || !isObject(check) || !isObject(assertion) || !isObject(assertion["properties"])) return schema;
  const { description, ...union } = check;
  if (JSON.stringify(union) !== JSON.stringify(gate["items"])) return schema;
  const ref = "#/$defs/check";
  return {
    ...schema,
    properties: {
      ...properties,
      gate: { ...gate, items: { $ref: ref } },
      assertions: {
        ...assertions,
        items: { ...assertion, properties: { ...assertion["properties"], check: { ...description === void 0 ? {} : { description }, $ref: ref } } }
      }
    },
    $defs: { ...isObject(schema["$defs"]) ? schema["$defs"] : {}, check: { title: "check", ...union } }
  };
}

export {
  formatProblem,
  ConfigError,
  ConfigSchema,
  parseConfig,
  parseConfigLocated,
  configJsonSchema
};
