import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{CLI_JUDGE_SETTINGS}from"./chunk-A6G2AGQC.js";import{overridesOf}from"./chunk-TIVJ5RFX.js";import{exitCodeOf}from"./chunk-ASLYV7QU.js";var flagOverrides=flags=>overridesOf(flags,CLI_JUDGE_SETTINGS);function outcomeOf(result){let message=result._critic_status==="error"?{message:`could not judge: ${result.error??"unknown error"}`}:{};return{result,exitCode:exitCodeOf(result),...message}}export{flagOverrides,outcomeOf};
