function sha256(data,encoding="hex"){return process.getBuiltinModule("node:crypto").hash("sha256",data,encoding)}export{sha256};
