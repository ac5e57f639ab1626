import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
var DEFAULTS={ollamaHost:"http://127.0.0.1:11434",model:"qwen2.5-coder:7b",timeoutSeconds:300,temperature:0,seed:42,keepAlive:"30m",configPath:".github/critic-gate.yml",maxAttempts:4,failOn:"FAIL,SKIPPED"};export{DEFAULTS};
