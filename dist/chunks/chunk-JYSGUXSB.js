import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{minimalEnv}from"./chunk-LYCVRYV2.js";import{spawn}from"node:child_process";var PYTHON_TIMEOUT_MS=2e4,SERVER=String.raw`
import sys
out = sys.stdout
out.write('{"version": "%d.%d"}\n' % sys.version_info[:2])
out.flush()
inp = sys.stdin.buffer
def report(r):
    import json
    out.write(json.dumps(r) + "\n")
while True:
    header = inp.readline()
    if not header:
        break
    src = inp.read(int(header)).decode("utf-8", "replace")
    try:
        compile(src, "<input>", "exec", dont_inherit=True)
        out.write('{"ok": true}\n')
    except SyntaxError as e:
        report({"ok": False, "type": type(e).__name__, "msg": e.msg, "line": e.lineno, "col": e.offset})
    except (ValueError, MemoryError, RecursionError, OverflowError) as e:
        report({"ok": False, "type": type(e).__name__, "msg": str(e), "line": None, "col": None})
    out.flush()
`,Stopped=class extends Error{},PythonUnavailable=class extends Error{},PythonServer=class{constructor(program){this.program=program;this.child=spawn(program,["-I","-S","-B","-W","ignore","-c",SERVER],{env:minimalEnv(),stdio:"pipe"});let versionKnown=!1;this.version=new Promise((resolve,reject)=>{this.waiting.push({resolve:a=>{versionKnown=!0,resolve(a.version)},reject})}),this.version.catch(()=>{}),this.child.stdout.setEncoding("utf8"),this.child.stdout.on("data",chunk=>this.read(chunk));let stderr="";this.child.stderr.setEncoding("utf8"),this.child.stderr.on("data",chunk=>{stderr.length<2e3&&(stderr+=chunk)}),this.child.on("error",e=>this.die(new PythonUnavailable(`${program}: ${e.message}`))),this.child.on("close",(code,signal)=>{let why=stderr.trim().split(`
`).pop()??"";this.die(versionKnown?new Error(`${program} exited (${signal??code})${why?`: ${why}`:""}`):new PythonUnavailable(`${program} did not start as Python (${signal??code})${why?`: ${why}`:""}`))}),this.child.stdin.on("error",()=>{}),this.busy()}program;child;waiting=[];buffered="";dead;version;get alive(){return this.dead===void 0}compile(text){if(this.dead)return Promise.reject(this.dead);let bytes=Buffer.from(text,"utf8"),answer=new Promise((resolve,reject)=>this.waiting.push({resolve,reject}));return this.busy(),this.child.stdin.write(`${bytes.length}
`),this.child.stdin.write(bytes),answer}kill(){this.die(new Stopped(`${this.program} was stopped`)),this.child.kill("SIGKILL")}read(chunk){this.buffered+=chunk;for(let nl=this.buffered.indexOf(`
`);nl>=0;nl=this.buffered.indexOf(`
`)){let line=this.buffered.slice(0,nl);this.buffered=this.buffered.slice(nl+1);let w=this.waiting.shift();try{w?.resolve(JSON.parse(line))}catch{w?.reject(new Error(`${this.program} answered what is not JSON: ${line.slice(0,200)}`))}this.waiting.length===0&&this.idle()}}die(e){this.dead??=e;for(let w of this.waiting.splice(0))w.reject(this.dead);this.idle()}busy(){this.child.ref();for(let s of[this.child.stdin,this.child.stdout,this.child.stderr])s.ref?.()}idle(){this.child.unref();for(let s of[this.child.stdin,this.child.stdout,this.child.stderr])s.unref?.()}},servers=new Map;function pythonProgram(configured){return configured??(process.env.CRITIC_GATE_PYTHON||"python3")}function server(program){let s=servers.get(program);return s?.alive||(s=new PythonServer(program),servers.set(program,s)),s}function startPython(program){unavailable.has(program)||server(program).version.catch(()=>{})}var unavailable=new Map;async function parsePython(text,program){for(;;)try{return await compileOnce(text,program)}catch(e){if(!(e instanceof Stopped))throw e}}async function compileOnce(text,program){let known=unavailable.get(program);if(known)throw known;let s=server(program),version;try{version=await s.version}catch(e){throw e instanceof PythonUnavailable&&unavailable.set(program,e),e}let parser=`python ${version}`,timer,answer=await Promise.race([s.compile(text),new Promise((_,reject)=>{timer=setTimeout(()=>{reject(new Error(`${parser} did not finish compiling within ${PYTHON_TIMEOUT_MS/1e3} s`)),s.kill()},PYTHON_TIMEOUT_MS)})]).finally(()=>clearTimeout(timer));if(answer.ok)return{ok:!0,parser};let message=answer.type==="SyntaxError"||answer.type===void 0?answer.msg??"invalid syntax":`${answer.type}: ${answer.msg??""}`;return{ok:!1,parser,line:answer.line??1,column:Math.max(1,answer.col??1),message}}export{PYTHON_TIMEOUT_MS,PythonUnavailable,pythonProgram,startPython,parsePython};
