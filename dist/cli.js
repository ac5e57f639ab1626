#!/usr/bin/env node
import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import"./chunks/chunk-GK4BJ54Q.js";var MINIMUM_NODE={major:22,minor:12};function runtimeProblem(version){let[major=0,minor=0]=version.split(".").map(part=>Number.parseInt(part,10)),{major:needMajor,minor:needMinor}=MINIMUM_NODE;if(!(major>needMajor||major===needMajor&&minor>=needMinor))return`critic-gate needs Node ${needMajor}.${needMinor} or later (this is ${version})`}var problem=runtimeProblem(process.versions.node);if(problem!==void 0)process.stderr.write(`${problem}
`),process.exitCode=4;else{let[{main},{processIo},{lazyJudge}]=await Promise.all([import("./chunks/main-BC5TMBTZ.js"),import("./chunks/io-ANEYED35.js"),import("./chunks/lazy-FBHE4LDT.js")]);process.exitCode=await main(process.argv.slice(2),process.env,{io:processIo,makeJudge:lazyJudge,cwd:process.cwd()})}
