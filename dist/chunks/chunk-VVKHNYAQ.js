import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);

// src/subject/syntax-types.ts
function minimalEnv() {
  const env = { LC_ALL: "C.UTF-8", LANG: "C.UTF-8" };
  for (const key of ["PATH", "HOME", "PYENV_ROOT", "PYENV_VERSION", "SYSTEMROOT"]) {
    const value = process.env[key];
    if (value !== void 0) env[key] = value;
  }
  return env;
}

export {
  minimalEnv
};
