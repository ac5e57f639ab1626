import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
function clip(text,max){if(text.length<=max)return text;if(max<1)return"";let end=max-1;return isHighSurrogate(text.charCodeAt(end-1))&&(end-=1),`${text.slice(0,end)}\u2026`}var isHighSurrogate=code=>code>=55296&&code<=56319;export{clip};
