import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);

// src/contract/issues.ts
function fieldPath(path) {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out || "(root)";
}
function fieldProblems(error) {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: [...issue.path, key], message: "unknown field" }));
    }
    if (issue.code === "invalid_union" && "discriminator" in issue && "options" in issue) {
      const options = issue.options.map(String).join(", ");
      return [{ path: [...issue.path], message: `unknown ${String(issue.discriminator)}; expected one of ${options}` }];
    }
    return [{ path: [...issue.path], message: issue.message.replace(/^Invalid input: /, "") }];
  });
}
function describeIssues(error) {
  return fieldProblems(error).map((p) => `${fieldPath(p.path)}: ${p.message}`);
}

export {
  fieldPath,
  describeIssues
};
