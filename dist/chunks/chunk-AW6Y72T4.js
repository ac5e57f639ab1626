import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigAssertionSchema,
  ConfigError,
  ConfigSchema,
  JudgeConfigSchema
} from "./chunk-5UCIGXG5.js";
import {
  SCHEMA_URL
} from "./chunk-AEAJAFVJ.js";
import {
  closest
} from "./chunk-2H7AW4IA.js";
import {
  external_exports,
  fieldPath,
  fieldsOfKind,
  kindAliases
} from "./chunk-DBHRDZ4J.js";
import {
  parseJson
} from "./chunk-6WUJNYAC.js";
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";
import {
  require_dist
} from "./chunk-2KCLB7EX.js";
import {
  __toESM
} from "./chunk-NHBQDVUQ.js";

// src/config/parse.ts
var import_yaml2 = __toESM(require_dist(), 1);

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
  const schema = discriminateChecks(shareCheckSchema(withAliases(generated)));
  return {
    $schema: schema["$schema"] ?? "https://json-schema.org/draft/2020-12/schema",
    $id: SCHEMA_URL,
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
function withRefinements(branch) {
  const properties = isObject(branch["properties"]) ? { ...branch["properties"] } : {};
  const pattern = properties["pattern"];
  if (isObject(pattern) && pattern["type"] === "string") properties["pattern"] = { ...pattern, format: "regex" };
  const both = "file" in properties && "files" in properties;
  return { ...branch, properties, ...both ? { not: { required: ["file", "files"] } } : {} };
}
function discriminateChecks(schema) {
  const defs = isObject(schema["$defs"]) ? schema["$defs"] : void 0;
  const check = defs?.["check"];
  if (!defs || !isObject(check) || !Array.isArray(check["oneOf"])) return schema;
  const branches = check["oneOf"].filter(isObject);
  const kindNames = (b) => {
    const kind = isObject(b["properties"]) ? b["properties"]["kind"] : void 0;
    if (!isObject(kind)) return [];
    if (typeof kind["const"] === "string") return [kind["const"]];
    return Array.isArray(kind["enum"]) ? kind["enum"].filter((k) => typeof k === "string") : [];
  };
  const perKind = {};
  const rules = [];
  for (const b of branches) {
    const names = kindNames(b);
    const name = names[0];
    if (name === void 0) return schema;
    perKind[`check-${name}`] = withRefinements(b);
    rules.push({ if: { properties: { kind: { enum: names } }, required: ["kind"] }, then: { $ref: `#/$defs/check-${name}` } });
  }
  const { oneOf: _oneOf, ...rest } = check;
  return {
    ...schema,
    $defs: {
      ...defs,
      check: {
        ...rest,
        type: "object",
        required: ["kind"],
        properties: { kind: { description: "The kind of check", enum: branches.flatMap(kindNames) } },
        allOf: rules
      },
      ...perKind
    }
  };
}

export {
  parseConfig,
  parseConfigLocated,
  configJsonSchema
};
