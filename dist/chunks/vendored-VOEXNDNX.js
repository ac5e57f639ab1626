import{VENDORED,keepCompiledModules,loadVendored}from"./chunk-HWKWINLI.js";import"./chunk-GK4BJ54Q.js";export{VENDORED,keepCompiledModules,loadVendored};
