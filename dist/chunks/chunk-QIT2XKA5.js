import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
function minimalEnv(){let env={LC_ALL:"C.UTF-8",LANG:"C.UTF-8"};for(let key of["PATH","HOME","PYENV_ROOT","PYENV_VERSION","SYSTEMROOT"]){let value=process.env[key];value!==void 0&&(env[key]=value)}return env}export{minimalEnv};
