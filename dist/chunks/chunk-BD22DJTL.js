import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{join}from"node:path";function defaultCacheDir(env){let xdg=env.XDG_CACHE_HOME;if(xdg)return join(xdg,"critic-gate");let home=env.HOME||env.USERPROFILE;return home?join(home,".cache","critic-gate"):void 0}export{defaultCacheDir};
