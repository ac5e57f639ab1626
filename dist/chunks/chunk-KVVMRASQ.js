import{isAbsolute,relative,sep}from"node:path";function isInside(path,root){let rel=relative(root,path);return rel===""||rel!==".."&&!rel.startsWith(`..${sep}`)&&!isAbsolute(rel)}export{isInside};
