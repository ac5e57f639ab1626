import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
function isBinary(bytes){return bytes.subarray(0,8e3).indexOf(0)>=0}var decoder=new TextDecoder("utf-8"),decodeText=bytes=>decoder.decode(bytes);function toLines(text){if(text==="")return[];let parts=text.split(/\r?\n/);return parts[parts.length-1]===""&&parts.pop(),parts.map((t,i)=>({n:i+1,text:t}))}var normaliseSpace=s=>s.replace(/\s+/g," ").trim(),lineText=(text,n)=>text.split(/\r?\n/)[n-1]??"";export{isBinary,decodeText,toLines,normaliseSpace,lineText};
