function isBinary(bytes){return bytes.subarray(0,8e3).indexOf(0)>=0}var decoder=new TextDecoder("utf-8"),decodeText=bytes=>decoder.decode(bytes);function toLines(text){if(text==="")return[];let parts=text.split(/\r?\n/);return parts[parts.length-1]===""&&parts.pop(),parts.map((t,i)=>({n:i+1,text:t}))}function lineCount(text){let n=0;for(let at=text.indexOf(`
`);at>=0;at=text.indexOf(`
`,at+1))n++;return text===""||text.endsWith(`
`)?n:n+1}var normaliseSpace=s=>s.replace(/\s+/g," ").trim();function lineStarts(text){let starts=[0];for(let at=text.indexOf(`
`);at>=0;at=text.indexOf(`
`,at+1))starts.push(at+1);return starts}var lineText=(text,n)=>text.split(/\r?\n/)[n-1]??"";export{isBinary,decodeText,toLines,lineCount,normaliseSpace,lineStarts,lineText};
