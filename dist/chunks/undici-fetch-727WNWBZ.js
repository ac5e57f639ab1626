import{require_fetch}from"./chunk-MLTLXB54.js";import{__toESM}from"./chunk-GK4BJ54Q.js";var import_fetch=__toESM(require_fetch(),1);var export_fetch=import_fetch.fetch;export{export_fetch as fetch};
