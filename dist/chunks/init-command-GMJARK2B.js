import{configJsonSchema}from"./chunk-IJAEELJX.js";import"./chunk-6RBRO53C.js";import{UsageError}from"./chunk-JY5WTFNW.js";import{startSyntaxWorker}from"./chunk-LKRXHS7U.js";import"./chunk-UTPK6EVO.js";import{WarmSlot,planForChange}from"./chunk-KYTL3DGR.js";import{GitRepo}from"./chunk-ZMPFKTDX.js";import"./chunk-26RP25ZL.js";import{changeSubject}from"./chunk-6QSEJOQK.js";import"./chunk-XO5JT67E.js";import{parseConfig}from"./chunk-XH3DW7IA.js";import"./chunk-UZKBKMDS.js";import{toJson}from"./chunk-ZWED56PS.js";import"./chunk-XRNANEHO.js";import{require_dist}from"./chunk-TVFZY5XM.js";import{runCritic}from"./chunk-ZAIBQILB.js";import"./chunk-KW5VGJYM.js";import"./chunk-GWK7GGHK.js";import"./chunk-YMIVZURE.js";import"./chunk-KF5CLLNI.js";import{CheckSpecSchema,countChangedLines,runCheck}from"./chunk-QJS7R4JT.js";import"./chunk-A26ZUOVW.js";import"./chunk-OSXFBXEW.js";import{DEFAULTS}from"./chunk-RQ5AEZRM.js";import{checkContext,contentOf,globList,targetMatcher}from"./chunk-7NEFKLFF.js";import{GLOB_OPTIONS,require_picomatch}from"./chunk-AY7JATWT.js";import"./chunk-BVDQEC2Y.js";import"./chunk-XQE55QYM.js";import{languageOfPath,languageOfShebang}from"./chunk-AR4SWE47.js";import"./chunk-TFJVESO5.js";import"./chunk-5I4QQWIZ.js";import"./chunk-PU2E357M.js";import"./chunk-NKNO5BL4.js";import{VERSION}from"./chunk-WHRUX7QH.js";import"./chunk-34PA3W2Y.js";import"./chunk-LIQTQOZY.js";import"./chunk-5B35M67D.js";import"./chunk-MA3MU7T5.js";import"./chunk-NP6AEBMT.js";import{errorMessage}from"./chunk-2QUVJBWP.js";import"./chunk-R52WYHUN.js";import"./chunk-L54T3SIY.js";import{__toESM}from"./chunk-GK4BJ54Q.js";import{execFile as execFile2}from"node:child_process";import{existsSync}from"node:fs";import{lstat,mkdir,open,readdir,readFile,stat,writeFile}from"node:fs/promises";import{dirname,join,relative,resolve,sep}from"node:path";import{promisify as promisify2}from"node:util";var import_picomatch=__toESM(require_picomatch(),1);var TRIED_KINDS=new Set(["syntax","json-valid","yaml-valid"]),MAX_ROUNDS=25;async function trialRun(gate,tree){let ignored=tree.ignore.length>0?(0,import_picomatch.default)([...tree.ignore],GLOB_OPTIONS):()=>!1,tried=gate.map(raw=>CheckSpecSchema.parse(raw)).map(spec=>TRIED_KINDS.has(spec.kind)?spec:void 0),selected=tried.flatMap(spec=>spec?[targetMatcher(spec)]:[]),files=[];for(let path of tree.paths){if(ignored(path)||!selected.some(matches=>matches(path)))continue;let bytes=await tree.reader.read(path);if(bytes===void 0)continue;let binary=contentOf(bytes)==="binary";files.push({path,status:"modified",additions:0,deletions:0,binary,addedLines:[],commentableLines:[]})}let subject={files,head:tree.reader,isIgnored:ignored},failures=new Map;for(let[index,spec]of tried.entries()){if(spec===void 0)continue;let found=await failingFiles(spec,subject);found.length>0&&failures.set(index,found)}return failures}async function failingFiles(spec,subject){let found=[];for(let round=0;round<MAX_ROUNDS;round++){let exclude=[...globList({files:spec.exclude})??[],...found.map(f=>literal(f.path))],tried={...spec,scope:"changed",...exclude.length>0?{exclude}:{}},outcome=await runCheck(tried,checkContext(subject));if(outcome.status==="pass")return found;let fresh=(outcome.findings??(outcome.location?[{path:outcome.location.path,message:outcome.evidence}]:[])).filter(f=>!found.some(g=>g.path===f.path));if(fresh.length===0)return[...found,{path:"",message:outcome.evidence}];let place=f=>[f.path,f.line,f.line===void 0?void 0:f.column].filter(p=>p!==void 0).join(":");found.push(...fresh.map(f=>{let message=f.message.split(`
`)[0];return{path:f.path,message:message.startsWith(f.path)?message:`${place(f)}: ${message}`}}))}return found}function literal(path){return path.replace(/[\\*?[\]{}()!+@]/g,"\\$&")}var import_picomatch2=__toESM(require_picomatch(),1);var GENERATED_GLOBS=["**/*.lock","**/package-lock.json","**/npm-shrinkwrap.json","**/pnpm-lock.yaml","**/yarn.lock","**/bun.lockb","**/go.sum","**/Cargo.lock","**/poetry.lock","**/uv.lock","**/Pipfile.lock","**/composer.lock","**/Gemfile.lock","**/__snapshots__/**","**/*.snap","dist/**","build/**","vendor/**"];function generatedByAttributes(gitattributes){let globs=[];for(let raw of gitattributes.split(/\r?\n/)){let line=raw.trim();if(line===""||line.startsWith("#")||line.startsWith("[attr]"))continue;let[pattern,...attributes]=line.split(/\s+/);pattern===void 0||pattern.startsWith("!")||pattern.endsWith("/")||!attributes.some(a=>a==="linguist-generated"||a==="linguist-generated=true")||globs.push(gitattributesGlob(pattern))}return[...new Set(globs)]}function gitattributesGlob(pattern){let anchored=pattern.startsWith("/"),body=anchored?pattern.slice(1):pattern;return anchored||body.includes("/")?body:`**/${body}`}var SYNTAX_EXTENSIONS={ts:"TypeScript",tsx:"TypeScript",mts:"TypeScript",cts:"TypeScript",js:"JavaScript",jsx:"JavaScript",mjs:"JavaScript",cjs:"JavaScript",py:"Python",go:"Go",rs:"Rust",java:"Java",c:"C",h:"C",cpp:"C++",cc:"C++",hpp:"C++",cs:"C#",rb:"Ruby",php:"PHP",sh:"shell",bash:"shell",vue:"Vue",css:"CSS",toml:"TOML"},SOURCE_EXTENSIONS=new Set(Object.keys(SYNTAX_EXTENSIONS).filter(e=>e!=="css"&&e!=="toml"));function ignoreFor(tree){let all=[...GENERATED_GLOBS,...(tree.generated??[]).filter(g=>!GENERATED_GLOBS.includes(g))],ignore=[],kept=[];for(let glob of all){let matches=(0,import_picomatch2.default)(glob,GLOB_OPTIONS),running=(tree.running??[]).find(f=>matches(f.path));running===void 0?ignore.push(glob):kept.push({glob,running})}return{ignore,kept}}var extOf=path=>/\.([A-Za-z0-9]+)$/.exec(path.split("/").pop()??"")?.[1]?.toLowerCase(),globOf=exts=>exts.length===1?`**/*.${exts[0]}`:`**/*.{${exts.join(",")}}`,q=s=>JSON.stringify(s),SCRIPTS_PER_FOLDER_GLOB=4;function scriptGlobs(scripts){let byFolder=new Map;for(let s of scripts){let folder=s.includes("/")?s.slice(0,s.lastIndexOf("/")):"";byFolder.set(folder,[...byFolder.get(folder)??[],s])}return[...byFolder.entries()].sort(([a],[b])=>a<b?-1:a>b?1:0).flatMap(([folder,files])=>files.length>=SCRIPTS_PER_FOLDER_GLOB&&folder!==""?[`${literal(folder)}/*`]:files.map(f=>literal(f)))}function proposedGate(tree){let exts=new Set(tree.paths.map(extOf).filter(e=>e!==void 0)),syntax=[...exts].filter(e=>e in SYNTAX_EXTENSIONS).sort(),source=syntax.filter(e=>SOURCE_EXTENSIONS.has(e)),languages=[...new Set(syntax.map(e=>SYNTAX_EXTENSIONS[e]))].sort(),scripts=tree.scripts??[],gate=[],syntaxFiles=[...syntax.length>0?[globOf(syntax)]:[],...scriptGlobs(scripts)];syntaxFiles.length>0&&gate.push({spec:{kind:"syntax",files:syntaxFiles.length===1?syntaxFiles[0]:syntaxFiles,...scripts.length>0?{allow_empty:!0}:{}},note:[languages.join(", "),scripts.length>0?`${scripts.length} #! script(s)`:""].filter(Boolean).join("; ")}),tree.paths.some(p=>/(^|\/)go\.mod$/.test(p))&&gate.push({spec:{kind:"syntax",files:"**/go.mod"},note:"go.mod, by Go's own parser (`go mod edit`) where Go is installed"}),exts.has("json")&&gate.push({spec:{kind:"json-valid",files:"**/*.json"},note:"tsconfig.json and other JSONC files as JSONC"});let yaml=["yaml","yml"].filter(e=>exts.has(e)),templates=tree.paths.filter(p=>/(^|\/)Chart\.ya?ml$/.test(p)).map(p=>p.slice(0,p.lastIndexOf("/")+1)).map(dir=>`${literal(dir)}templates/**`);yaml.length>0&&gate.push({spec:{kind:"yaml-valid",files:globOf(yaml),...templates.length>0?{exclude:templates}:{}},...templates.length>0?{note:"Helm templates left out: they are YAML only once rendered"}:{}});let bundles=ignoreFor(tree).kept.map(k=>k.glob),besideBundles=bundles.length>0?{exclude:bundles}:{};return source.length>0&&gate.push({spec:{kind:"no-placeholders",files:globOf(source),scope:"added",...besideBundles},note:"a TODO / FIXME / XXX comment the change adds fails; drop this line if your team merges TODOs"}),gate.push({spec:{kind:"no-secrets",scope:"added"},note:"a committed credential fails (secretlint's recommended rules); list test fixtures under allow"}),gate.push(source.length>0?{spec:{kind:"max-changed-lines",files:globOf(source),max:2e3,...besideBundles},note:"in source files"}:{spec:{kind:"max-changed-lines",max:2e3,...besideBundles}}),gate}var flow=spec=>`{${Object.entries(spec).map(([k,v])=>`${k}: ${typeof v=="string"?/^[\w-]+$/.test(v)?v:q(v):Array.isArray(v)?`[${v.map(x=>q(String(x))).join(", ")}]`:String(v)}`).join(", ")}}`,SHOWN_FAILURES=10;function renderCheck(check,failures){let evidence=(check.evidence??[]).map(line=>`  # ${line}`),lines=renderTried(check,failures,spec=>`  ${check.leftOut?"# ":""}- ${flow(spec)}${check.note&&!check.leftOut?`   # ${check.note}`:""}`);return lines.length===1?[...evidence,...lines]:[...lines.slice(0,-1),...evidence,lines.at(-1)]}function renderTried(check,failures,entry){let kind=String(check.spec.kind);if(failures===void 0||failures.length===0)return[entry(check.spec)];if(failures.some(f=>f.path==="")){let why=failures.find(f=>f.path==="").message.split(`
`)[0];return[`  # ${kind} is not written: it fails on the tree as it is (${why})`]}let exclude=[...check.spec.exclude??[],...failures.map(f=>literal(f.path))],shown=failures.slice(0,SHOWN_FAILURES).map(f=>`  #   ${f.message}`),more=failures.length>SHOWN_FAILURES?[`  #   \u2026 and ${failures.length-SHOWN_FAILURES} more`]:[];return[`  # ${kind} leaves out ${failures.length} file(s) that fail it today, untouched by any pull request yet:`,...shown,...more,entry({...check.spec,exclude})]}function renderConfig(tree,gate,failures=new Map,schemaRef="./critic-gate.schema.json",header=[]){let source=[...new Set(tree.paths.map(extOf).filter(e=>e!==void 0))].filter(e=>SOURCE_EXTENSIONS.has(e)).sort(),{ignore,kept}=ignoreFor(tree),judged=`
    files: ${q(globOf(source))}`,runs=runsAssertion(tree,kept),assertions=source.length>0?`assertions:               # judged by the LLM, which must quote evidence for every "met"
${runs}  # Scoped to the source files found: a change that touches none of them (docs, lockfiles) is
  # "not applicable" for these, and no model is asked.
  - id: tests
    text: "New or changed behaviour comes with at least one test that would fail without it"${judged}
  - id: errors-handled
    text: "New code handles its error cases explicitly instead of ignoring them"
    critical: true${judged}
`:runs!==""?`assertions:
${runs}`:`assertions: []            # e.g. - {id: docs-clear, text: "The README says how to install it", files: "README.md"}
`;return`# yaml-language-server: $schema=${schemaRef}
${header.map(line=>`${line}
`).join("")}# critic-gate's assertions file. It is read from the pull request's base commit: commit it to the
# default branch first. Every key is described in critic-gate.schema.json beside this file (your
# editor shows it) and by \`critic-gate schema\`.
#
# No GPU runner yet? The deterministic gate works alone: give the Action \`llm: off\` and
# \`fail-on: FAIL\`. Without a judge the verdict is SKIPPED (not a pass: the judge did not run),
# and that fail-on keeps it from failing every pull request.
version: 1
ignore:                   # never checked, never shown to the judge: lockfiles, snapshots, build output
${[...ignore.map(g=>`  - ${q(g)}`),...kept.map(k=>`  # not ${q(k.glob)}: ${k.running.path} is code that runs (${k.running.why})`)].join(`
`)}
threshold: 1.0
max_attempts: 4
judge:
  model: ${DEFAULTS.model}        # the gate workflow's "Model is present" step pulls the same model
  timeout_seconds: 300
gate:                     # deterministic checks; all must pass before the judge runs
${gate.flatMap((c,i)=>renderCheck(c,failures.get(i))).join(`
`)}
${assertions}`}function runsAssertion(tree,kept){if(kept.length===0)return"";let globs=[...new Set(kept.map(k=>k.glob))],codeGlob=glob=>{if(!glob.endsWith("/**"))return glob;let exts=[...new Set(kept.filter(k=>k.glob===glob).map(k=>extOf(k.running.path)??""))].filter(Boolean).sort();return exts.length===0?glob:`${glob}/${globOf(exts).slice(3)}`},files=[...globs.map(codeGlob),...tree.manifests??[]],why=[...new Set(kept.map(k=>`${k.running.path}: ${k.running.why}`))].join("; ");return`  # ${globs.join(", ")} is not ignored: it is code that runs (${why}).
  - id: runs-as-built
    text: "Code that runs unread (${globs.join(", ")}, and install hooks of package.json) changes only as the rebuilt output of this change's own source: nothing in it (network calls, encoded payloads, process, file or environment access, new install hooks) that the source change does not explain"
    critical: true
    files: [${files.map(q).join(", ")}]
`}var EXAMPLES_DIR=".github/critic-gate/examples",SWALLOWS=/catch\s*(?:\(\s*\w*\s*\))?\s*\{\s*\}|except[^\n]*:\s*\n\s*pass\b|\b_\s*=\s*\w+\.\w+\(|,\s*_\s*:?=/,JS_OWN={tests:{path:/\.(?:test|spec)\.[cm]?[jt]sx?$/,text:/\b(?:it|test)\s*\(/},"errors-handled":{path:/\.[cm]?[jt]sx?$/,text:/catch\s*\(\s*\w+\s*\)\s*\{[^}]*\bthrow\b/}},TYPESCRIPT={ext:"ts",own:JS_OWN,files:{"errors-handled":{met:`import { readFile } from 'node:fs/promises';

export async function loadSettings(path: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(\`cannot read the settings file \${path}\`, { cause: error });
  }
  return JSON.parse(text) as Record<string, unknown>;
}
`,unmet:`import { readFile } from 'node:fs/promises';

export async function loadSettings(path: string): Promise<Record<string, unknown>> {
  let text = '{}';
  try {
    text = await readFile(path, 'utf8');
  } catch {}
  return JSON.parse(text) as Record<string, unknown>;
}
`},tests:{met:`import assert from 'node:assert/strict';
import { test } from 'node:test';

export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

test('slugify joins words with dashes and drops punctuation', () => {
  assert.equal(slugify('  Hello, World!  '), 'hello-world');
});
`,unmet:`export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
`}}},JAVASCRIPT={ext:"js",own:JS_OWN,files:{"errors-handled":{met:`import { readFile } from 'node:fs/promises';

export async function loadSettings(path) {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(\`cannot read the settings file \${path}\`, { cause: error });
  }
  return JSON.parse(text);
}
`,unmet:`import { readFile } from 'node:fs/promises';

export async function loadSettings(path) {
  let text = '{}';
  try {
    text = await readFile(path, 'utf8');
  } catch {}
  return JSON.parse(text);
}
`},tests:{met:`import assert from 'node:assert/strict';
import { test } from 'node:test';

export function slugify(title) {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

test('slugify joins words with dashes and drops punctuation', () => {
  assert.equal(slugify('  Hello, World!  '), 'hello-world');
});
`,unmet:`export function slugify(title) {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
`}}},PYTHON={ext:"py",own:{tests:{path:/(?:^|\/)test_[^/]*\.py$|_test\.py$/,text:/\bdef test_\w+\s*\(/},"errors-handled":{path:/\.py$/,text:/except\b[^\n]*:\s*\n(?:[ \t]+[^\n]*\n)*?[ \t]+raise\b/}},files:{"errors-handled":{met:`import json


def load_settings(path):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as error:
        raise RuntimeError(f"cannot read the settings file {path}") from error
    return json.loads(text)
`,unmet:`import json


def load_settings(path):
    text = "{}"
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except Exception:
        pass
    return json.loads(text)
`},tests:{met:`import re
import unittest


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.strip().lower()).strip("-")


class SlugifyTest(unittest.TestCase):
    def test_joins_words_with_dashes_and_drops_punctuation(self):
        self.assertEqual(slugify("  Hello, World!  "), "hello-world")
`,unmet:`import re


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.strip().lower()).strip("-")
`}}},GO={ext:"go",own:{tests:{path:/_test\.go$/,text:/\bfunc Test\w*\s*\(\s*\w+\s+\*testing\.T\s*\)/},"errors-handled":{path:/\.go$/,text:/if err != nil \{\s*\n\s*return\b[^\n]*(?:fmt\.Errorf|errors\.)/}},files:{"errors-handled":{met:`package examples

import (
	"encoding/json"
	"fmt"
	"os"
)

func LoadSettings(path string) (map[string]any, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read the settings file %s: %w", path, err)
	}
	var settings map[string]any
	if err := json.Unmarshal(data, &settings); err != nil {
		return nil, fmt.Errorf("the settings file %s is not JSON: %w", path, err)
	}
	return settings, nil
}
`,unmet:`package examples

import (
	"encoding/json"
	"os"
)

func LoadSettings(path string) map[string]any {
	data, _ := os.ReadFile(path)
	var settings map[string]any
	_ = json.Unmarshal(data, &settings)
	return settings
}
`},tests:{met:`package examples

import (
	"strings"
	"testing"
)

func Shout(s string) string { return strings.ToUpper(s) + "!" }

func TestShout(t *testing.T) {
	if got := Shout("hello"); got != "HELLO!" {
		t.Fatalf("Shout(hello) = %q, want HELLO!", got)
	}
}
`,unmet:`package examples

import "strings"

func Shout(s string) string { return strings.ToUpper(s) + "!" }
`}}},LANGUAGES={ts:TYPESCRIPT,tsx:TYPESCRIPT,mts:TYPESCRIPT,cts:TYPESCRIPT,js:JAVASCRIPT,jsx:JAVASCRIPT,mjs:JAVASCRIPT,cjs:JAVASCRIPT,py:PYTHON,go:GO},extOf2=path=>/\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();function languageOf(paths){let counts=new Map;for(let p of paths){let lang=LANGUAGES[extOf2(p)??""];lang&&counts.set(lang,(counts.get(lang)??0)+1)}return[...counts].sort((a,b)=>b[1]-a[1])[0]?.[0]}var MAX_OWN_LINES=150;async function ownMetExample(lang,id,paths,read){let rule=lang.own[id],candidates=paths.filter(p=>rule.path.test(p)&&!p.startsWith(`${EXAMPLES_DIR}/`)&&LANGUAGES[extOf2(p)??""]===lang),best;for(let path of candidates.slice(0,400)){let text=await read(path);if(text===void 0||!rule.text.test(text)||id==="errors-handled"&&SWALLOWS.test(text))continue;let lines=text.split(`
`).length;lines<=MAX_OWN_LINES&&(best===void 0||lines<best.lines)&&(best={path,lines})}return best?.path}async function withInitExamples(config,paths,read){let lang=languageOf(paths);if(lang===void 0)return{files:[],config};let lines=config.split(`
`),files=[];for(let id of Object.keys(lang.files)){let at=lines.indexOf(`  - id: ${id}`);if(at<0)continue;let end=at+1;for(;end<lines.length&&lines[end].startsWith("    ");)end++;let own=await ownMetExample(lang,id,paths,read),entries=["met","unmet"].map(expect=>{if(expect==="met"&&own!==void 0)return`      - {file: ${JSON.stringify(own)}, expect: met}   # this repository's own code`;let path=`${EXAMPLES_DIR}/${id}-${expect}.${lang.ext}`;return files.push({path,text:lang.files[id][expect]}),`      - {file: ${path}, expect: ${expect}}`});lines.splice(end,0,"    examples:                # the judge must read these as expected in a run, or the assertion is only a warning there",...entries)}return{files,config:lines.join(`
`)}}var import_yaml=__toESM(require_dist(),1),LIFECYCLE_SCRIPTS=["preinstall","install","postinstall","prepare","prepublish","prepack"],isRecord=v=>typeof v=="object"&&v!==null&&!Array.isArray(v);function normalise(dir,path){let out=[];for(let part of`${dir}/${path}`.split("/"))if(!(part===""||part==="."))if(part===".."){if(out.pop()===void 0)return}else out.push(part);return out.length>0?out.join("/"):void 0}var dirOf=path=>path.includes("/")?path.slice(0,path.lastIndexOf("/")):"";function exportTargets(value){return typeof value=="string"?[value]:Array.isArray(value)?value.flatMap(exportTargets):isRecord(value)?Object.values(value).flatMap(exportTargets):[]}function fromAction(path,text){let doc;try{doc=(0,import_yaml.parse)(text)}catch{return[]}let runs=isRecord(doc)&&isRecord(doc.runs)?doc.runs:void 0;return runs===void 0?[]:["main","pre","post"].flatMap(key=>{let target=runs[key],file=typeof target=="string"?normalise(dirOf(path),target):void 0;return file===void 0?[]:[{path:file,why:`${path} runs it (runs.${key})`,manifest:path}]})}function fromPackage(path,text,exists){let pkg;try{pkg=JSON.parse(text)}catch{return[]}if(!isRecord(pkg))return[];let dir=dirOf(path),entries=[];typeof pkg.main=="string"&&entries.push([pkg.main,"main"]);let bin=pkg.bin;if(typeof bin=="string")entries.push([bin,"bin"]);else if(isRecord(bin))for(let[name,v]of Object.entries(bin))typeof v=="string"&&entries.push([v,`bin.${name}`]);for(let target of exportTargets(pkg.exports))entries.push([target,"exports"]);let scripts=isRecord(pkg.scripts)?pkg.scripts:{};for(let hook of LIFECYCLE_SCRIPTS){let script=scripts[hook];if(typeof script=="string")for(let word of script.split(/[\s;&|()<>'"=]+/)){let file=normalise(dir,word);file!==void 0&&exists(file)&&entries.push([word,`scripts.${hook}`])}}return entries.flatMap(([target,field])=>{let file=normalise(dir,target);return file===void 0?[]:[{path:file,why:`${path} runs it (${field})`,manifest:path}]})}function runningFiles(manifests,exists){let found=[];for(let[path,text]of manifests){let name=path.split("/").pop();name==="action.yml"||name==="action.yaml"?found.push(...fromAction(path,text)):name==="package.json"&&found.push(...fromPackage(path,text,exists))}let seen=new Set;return found.filter(f=>!seen.has(f.path)&&seen.add(f.path))}var GATE_WORKFLOW_PATH=".github/workflows/critic-gate.yml",OVERRIDE_WORKFLOW_PATH=".github/workflows/critic-gate-override.yml";function gateWorkflowTemplate(version=VERSION,model=DEFAULTS.model){return`# critic-gate on every pull request and merge-queue entry (written by \`critic-gate init\`).
# It runs on a self-hosted runner with a GPU and Ollama (runner v2.327.1 or later, for node24),
# posts the evidence as a review, annotates the changed lines and fails the check on FAIL
# (make "critic-gate / gate" a required status check; see the README for rulesets and merge queues).
name: critic-gate
on:
  pull_request:
    types: [opened, synchronize, reopened, ready_for_review]
  # A required check must report on queue entries too, or the queue waits for it forever.
  merge_group:
    types: [checks_requested]

# One run per pull request: a new push cancels the run for the old head. Queue entries are never
# cancelled, as the queue would read that as a failure.
concurrency:
  group: critic-gate-\${{ github.event.pull_request.number || github.event.merge_group.head_ref }}
  cancel-in-progress: \${{ github.event_name == 'pull_request' }}

# The least the Action needs: read the code, post a review, add the escalation label, read
# the workflow's earlier runs (attempts still count with review: off or a fork's read-only token),
# and upload SARIF to code scanning.
permissions:
  contents: read
  pull-requests: write
  issues: write
  actions: read
  security-events: write

jobs:
  gate:
    # "gpu" is a custom label of your runner: list it in .github/actionlint.yaml
    # (self-hosted-runner: {labels: [gpu]}) so actionlint knows it.
    runs-on: [self-hosted, linux, gpu]
    # Keep the merge queue's status check timeout above this (Settings \u2192 Rules \u2192 merge queue).
    timeout-minutes: 20
    # Option B: Ollama as a service container instead of a preinstalled service
    # (the runner needs Docker and the NVIDIA container toolkit):
    # services:
    #   ollama:
    #     image: ollama/ollama
    #     ports: ['11434:11434']
    #     options: --gpus all
    #     volumes: ['/var/lib/ollama:/root/.ollama']
    steps:
      - uses: actions/checkout@v4
        with:
          # The head commit (not the merge commit) of the pull request, or the queue entry's own,
          # with history for the merge-base and the patch-id a queue entry is compared by.
          ref: \${{ github.event.pull_request.head.sha || github.event.merge_group.head_sha }}
          fetch-depth: 0
          # Keep the job token out of .git/config: checks with commands run code from the pull
          # request, which could read it there. critic-gate uses its github-token input instead.
          persist-credentials: false
      # The model of judge.model in .github/critic-gate.yml (init wrote both from one name): change them together.
      - name: Model is present
        run: ollama list | grep -q '^${model}' || ollama pull ${model}
      - id: critic
        uses: your-org/critic-gate@v${version}
        with:
          config: .github/critic-gate.yml
          ollama-host: http://127.0.0.1:11434
          fail-on: FAIL,SKIPPED
      - name: Keep the result
        if: always() && steps.critic.outputs.result-file != ''
        uses: actions/upload-artifact@v4
        with:
          name: critic-gate-result
          path: \${{ steps.critic.outputs.result-file }}
      # Findings in code scanning. A pull request from a fork gets a read-only token that cannot
      # upload; the annotations and the job summary still show everything there.
      - name: Upload SARIF
        if: always() && steps.critic.outputs.sarif-file != '' && github.event.pull_request.head.repo.full_name == github.repository
        uses: github/codeql-action/upload-sarif@v3
        with:
          sarif_file: \${{ steps.critic.outputs.sarif-file }}
          category: critic-gate
`}function overrideWorkflowTemplate(version=VERSION){return`# critic-gate's human override: copy to .github/workflows/critic-gate-override.yml.
# A comment "/critic-gate override <40-hex head sha>: <reason>" by someone with write permission
# (override.min_permission) re-runs the gate for that head, which then passes without a model call.
# This workflow never checks out or runs the pull request's code.
name: critic-gate override
on:
  issue_comment:
    types: [created]

permissions:
  # The config at the pull request's base is read through the API.
  contents: read
  pull-requests: read
  # The reaction that acknowledges the command.
  issues: write
  # Re-running the gate's workflow run.
  actions: write

jobs:
  override:
    if: github.event.issue.pull_request && contains(github.event.comment.body, '/critic-gate override')
    runs-on: ubuntu-latest
    timeout-minutes: 5
    steps:
      - uses: your-org/critic-gate@v${version}
        with:
          config: .github/critic-gate.yml
          # The gate's workflow file, whose latest run for the head is re-run.
          gate-workflow: critic-gate.yml
`}var ACTIONLINT_CONFIG=`# Custom labels of self-hosted runners, so actionlint accepts runs-on: [self-hosted, linux, gpu].
self-hosted-runner:
  labels: [gpu]
`;var VALIDITY_KINDS=new Set(["syntax","json-valid","yaml-valid","no-secrets"]),SIZE_KINDS=new Set(["max-changed-lines"]),SHOWN_SHAS=5,SHOWN_BLOCKED=10,short=sha=>sha.slice(0,12),oneLine=text=>{let joined=text.replace(/\s*\n\s*/g," ").trim();return joined.length>200?`${joined.slice(0,199)}\u2026`:joined},thousands=n=>n.toLocaleString("en-US");function limitAbove(largest){let target=Math.ceil(largest*1.1)+1,step=10**Math.max(0,String(target).length-2);return Math.ceil(target/step)*step}function howMany(passed,total){return passed===total?`all ${total} of the last ${total}`:`${passed} of the last ${total}`}function relaxForHistory(gate,history){let ranges=history.ranges,total=ranges.length,relaxed=new Set,out=gate.map((check,index)=>{let blocking=ranges.filter(r=>r.blocked.has(index)),kind=String(check.spec.kind);if(blocking.length===0||VALIDITY_KINDS.has(kind))return check;relaxed.add(index);let shas=`${blocking.slice(0,SHOWN_SHAS).map(r=>short(r.sha)).join(", ")}${blocking.length>SHOWN_SHAS?`, \u2026 ${blocking.length-SHOWN_SHAS} more`:""}`;if(SIZE_KINDS.has(kind)){let largest=blocking.map(r=>({r,size:r.sizes.get(index)??0})).reduce((a,b)=>b.size>a.size?b:a),max=Math.max(limitAbove(largest.size),limitAbove(Number(check.spec.max)));return{...check,spec:{...check.spec,max},evidence:[`max raised from ${thousands(Number(check.spec.max))} to ${thousands(max)}: ${blocking.length} of the last ${total} merged changes of ${history.branch} ${blocking.length===1?"was":"were"} larger (${shas});`,`the largest counted ${thousands(largest.size)} lines (${short(largest.r.sha)} ${oneLine(JSON.stringify(largest.r.title))}). Moved and renamed lines are not counted.`]}}let first=oneLine(blocking[0].blocked.get(index));return{...check,leftOut:!0,evidence:[`${kind} is left out: ${blocking.length} of the last ${total} merged changes of ${history.branch} would have failed it (${shas}),`,`e.g. ${first}`,'so the team evidently merges such changes. Put it back (remove the "# ") to hold new changes to it:']}}),stillBlocked=ranges.flatMap(r=>{if(r.error!==void 0)return[{sha:r.sha,reason:`could not be replayed: ${r.error}`}];let reasons=[...r.blocked.entries()].filter(([i])=>!relaxed.has(i)).map(([,why])=>why);return reasons.length>0?[{sha:r.sha,reason:reasons.join("; ")}]:[]}),passed=total-stillBlocked.length,proven=`# passes ${howMany(passed,total)} merged changes of ${history.branch} (deterministic checks; replayed in ${Math.max(1,Math.round(history.seconds))} s)`,header=stillBlocked.length===0?[proven]:[`${proven}; the ${stillBlocked.length} it still blocks:`,...stillBlocked.slice(0,SHOWN_BLOCKED).map(b=>`#   ${short(b.sha)} ${oneLine(b.reason)}`),...stillBlocked.length>SHOWN_BLOCKED?[`#   \u2026 and ${stillBlocked.length-SHOWN_BLOCKED} more`]:[]];return{gate:out,header,stillBlocked}}import{execFile}from"node:child_process";import{promisify}from"node:util";async function mergedRanges(dir,count){let env={...process.env,GIT_DIR:void 0,GIT_WORK_TREE:void 0},git=async args=>(await promisify(execFile)("git",args,{cwd:dir,env,maxBuffer:64<<20})).stdout;if((await git(["rev-parse","--verify","--quiet","HEAD"]).catch(e=>{if(e.code===1)return"";throw new Error(`init: cannot read the branch's history: ${errorMessage(e).split(`
`)[0]}`)})).trim()===""||count===0)return{branch:"HEAD",ranges:[]};let[branch,log]=await Promise.all([git(["rev-parse","--abbrev-ref","HEAD"]),git(["log","--no-show-signature","--first-parent",`--max-count=${count}`,"--format=%H%x00%P%x00%s%x01","HEAD","--"]).catch(e=>{throw new Error(`init: cannot read the branch's history: ${errorMessage(e).split(`
`)[0]}`)})]),ranges=log.split("").map(record=>record.replace(/^\n/,"").split("\0")).flatMap(([sha="",parents="",title=""])=>{let parent=parents.split(" ")[0]??"";return sha!==""&&parent!==""?[{sha,parent,title}]:[]});return{branch:branch.trim()||"HEAD",ranges}}function reasonOf(entry){let first=entry.findings?.[0],where=first?[first.path,first.line].filter(p=>p!==void 0).join(":"):void 0,what=(first?.message??entry.evidence).split(`
`)[0];return`${entry.kind}: ${where&&!what.startsWith(first.path)?`${where}: `:""}${what}`}function movedOnce(subject){let moved=subject.movedLines;if(moved===void 0)return subject;let known=new Map;return{...subject,movedLines:paths=>{let key=paths.join("\0"),found=known.get(key);return found===void 0&&known.set(key,found=moved(paths)),found}}}async function replayRanges(dir,config,gateIndex,ranges,progress){let repo=await GitRepo.open(dir),warm={slot:new WarmSlot,codeCacheDir:void 0};config.gate.some(s=>s.kind==="syntax")&&startSyntaxWorker(warm);let replayed=[];try{for(let range of ranges)replayed.push(await replayOne(repo,config,gateIndex,range,warm)),progress(replayed.length)}finally{await warm.slot.close(),await repo.close()}return replayed}async function replayOne(repo,config,gateIndex,range,warm){let blocked=new Map,sizes=new Map;try{let change=await changeSubject(repo,{base:range.parent,head:range.sha,ignore:config.ignore}),subject=movedOnce(change.subject),plan=planForChange(config,subject,range.title),result=await runCritic(plan,{syntaxWarm:warm.slot});for(let[i,spec]of config.gate.entries()){let entry=result.gate[i],index=gateIndex[i];entry===void 0||entry.passed||index===void 0||(blocked.set(index,reasonOf(entry)),spec.kind==="max-changed-lines"&&sizes.set(index,await countedLines(spec,subject)))}return result.gate.slice(config.gate.length).forEach((entry,k)=>{entry.passed||blocked.set(-1-k,reasonOf(entry))}),{sha:range.sha,title:range.title,blocked,sizes}}catch(e){return{sha:range.sha,title:range.title,blocked,sizes,error:errorMessage(e)}}}async function countedLines(spec,subject){return(await countChangedLines(spec,checkContext(subject),spec.max)).total}function historyOf(branch,ranges,startedAt){return{branch,ranges,seconds:(performance.now()-startedAt)/1e3}}var SKIP=new Set([".git","node_modules","dist","build","vendor","target",".venv","venv","__pycache__"]),MAX_FILES=5e4;async function treePaths(dir){try{let{stdout}=await promisify2(execFile2)("git",["ls-files","-z","--cached","--others","--exclude-standard"],{cwd:dir,maxBuffer:268435456});return stdout.split("\0").filter(p=>p!==""&&!p.split("/").some(s=>SKIP.has(s)))}catch{let out=[],walk=async at=>{for(let entry of await readdir(at,{withFileTypes:!0})){if(out.length>=MAX_FILES)return;entry.isDirectory()?SKIP.has(entry.name)||await walk(join(at,entry.name)):entry.isFile()&&out.push(relative(dir,join(at,entry.name)).split(sep).join("/"))}};return await walk(dir),out}}function diskReader(dir,paths){return{listTree:async()=>paths,read:async path=>{let full=join(dir,path);return(await lstat(full).catch(()=>{}))?.isFile()?new Uint8Array(await readFile(full)):void 0}}}async function shebangScripts(dir,paths){let scripts=[];for(let path of paths){if((path.split("/").pop()??"").includes(".")||languageOfPath(path)!==void 0||!(await lstat(join(dir,path)).catch(()=>{}))?.isFile())continue;let handle=await open(join(dir,path),"r").catch(()=>{});if(handle!==void 0)try{let head=Buffer.alloc(128),{bytesRead}=await handle.read(head,0,head.length,0),firstLine=head.subarray(0,bytesRead).toString("utf8").split(`
`)[0]??"";languageOfShebang(firstLine)!==void 0&&scripts.push(path)}finally{await handle.close()}}return scripts}async function committed(dir,paths){if(paths.length===0)return new Set;try{let{stdout}=await promisify2(execFile2)("git",["ls-files","-z","--",...paths.map(p=>`:(literal)${p}`)],{cwd:dir});return new Set(stdout.split("\0").filter(Boolean))}catch{let onDisk=await Promise.all(paths.map(async p=>(await lstat(join(dir,p)).catch(()=>{}))?.isFile()?p:""));return new Set(onDisk.filter(Boolean))}}async function summarise(dir,paths){let attributes=await readFile(join(dir,".gitattributes"),"utf8").catch(()=>""),manifestPaths=paths.filter(p=>/(^|\/)(action\.ya?ml|package\.json)$/.test(p)),manifests=new Map;for(let p of manifestPaths)manifests.set(p,await readFile(join(dir,p),"utf8").catch(()=>""));let candidates=runningFiles(manifests,p=>existsSync(join(dir,p))),held=await committed(dir,candidates.map(f=>f.path)),running=candidates.filter(f=>held.has(f.path));return{paths,scripts:await shebangScripts(dir,paths),generated:generatedByAttributes(attributes),running,manifests:[...new Set(running.flatMap(f=>{let pkg=f.manifest.replace(/action\.ya?ml$/,"package.json");return[f.manifest,...manifests.has(pkg)?[pkg]:[]]}))].sort()}}var SCHEMA=".github/critic-gate.schema.json",ACTIONLINT=".github/actionlint.yaml",excludedNote=failures=>{let n=[...failures.values()].reduce((sum,f)=>sum+f.length,0);return n===0?"":`; ${n} file(s) that fail a check today are left out of it, see the comments`};function writtenIndexes(gate,failures){return gate.flatMap((_,i)=>failures.get(i)?.some(f=>f.path==="")?[]:[i])}function progressLine(io,total){let step=Math.max(1,Math.ceil(total/4));return done=>{let text=`replaying merged changes: ${done}/${total}`;io.stderrIsTty?io.stderr(`\r${text}${done===total?`
`:""}`):(done%step===0||done===total)&&io.stderr(`${text}
`)}}async function proveOnHistory(dir,count,candidate,gate,failures,io){if(count===0)return{gate,header:[]};let{branch,ranges}=await mergedRanges(dir,count);if(ranges.length===0)return io.stderr(`init: ${branch} has no merged changes to replay the config on (a new repository): writing the defaults, unproven
`),{gate,header:[]};let startedAt=performance.now(),progress=progressLine(io,ranges.length);io.stderrIsTty&&progress(0);let replayed=await replayRanges(dir,candidate,writtenIndexes(gate,failures),ranges,progress),relaxed=relaxForHistory(gate,historyOf(branch,replayed,startedAt)),[proven="",...blocked]=relaxed.header;return io.stderr(`${[proven.replace(/^# /,"init: the config "),...blocked.map(l=>l.replace(/^#/,""))].join(`
`)}
`),relaxed}async function initCommand(cmd,io,cwd){let dir=resolve(cwd,cmd.repo);if(!existsSync(dir)||!(await stat(dir)).isDirectory())throw new UsageError(`init: --repo ${cmd.repo}: no such folder`);if(!await promisify2(execFile2)("git",["rev-parse","--is-inside-work-tree"],{cwd:dir}).then(({stdout})=>stdout.trim()==="true",()=>!1))throw new UsageError(`init: ${cmd.repo} is not a git repository: critic-gate's config is read from a pull request's base commit, so init writes it into a repository (git init, or --repo PATH of one); nothing was written`);let existing=[DEFAULTS.configPath,GATE_WORKFLOW_PATH,OVERRIDE_WORKFLOW_PATH].filter(p=>existsSync(join(dir,p)));if(existing.length>0&&!cmd.force)throw new UsageError(`init: ${[existing.slice(0,-1).join(", "),existing.at(-1)].filter(Boolean).join(" and ")} already exist${existing.length===1?"s":""}; nothing was written (--force overwrites)`);let paths=await treePaths(dir),tree=await summarise(dir,paths),gate=proposedGate(tree),failures=await trialRun(gate.map(c=>c.spec),{paths,reader:diskReader(dir,paths),ignore:ignoreFor(tree).ignore}),candidate=parseConfig(renderConfig(tree,gate,failures),DEFAULTS.configPath),proven=await proveOnHistory(dir,cmd.history,candidate,gate,failures,io),{config,files:examples}=await withInitExamples(renderConfig(tree,proven.gate,failures,void 0,proven.header),paths,p=>readFile(join(dir,p),"utf8").catch(()=>{}));parseConfig(config,DEFAULTS.configPath);let files=[{path:DEFAULTS.configPath,text:config},{path:SCHEMA,text:toJson(configJsonSchema(),!0)},{path:GATE_WORKFLOW_PATH,text:gateWorkflowTemplate()},{path:OVERRIDE_WORKFLOW_PATH,text:overrideWorkflowTemplate()},{path:ACTIONLINT,text:ACTIONLINT_CONFIG,keepExisting:!0},...examples.map(e=>({...e,keepExisting:!0}))];for(let f of files){let target=join(dir,f.path);if(f.keepExisting&&existsSync(target)){io.stdout(`kept    ${f.path} (already there)
`);continue}await mkdir(dirname(target),{recursive:!0}),await writeFile(target,f.text,"utf8"),io.stdout(`wrote   ${f.path}
`)}io.stdout(["","Next:",`  1. Review ${DEFAULTS.configPath} (checks for the ${paths.length} files found${excludedNote(failures)}) and commit it to the default branch:`,"     it is read from the base commit, so it governs pull requests opened after it lands.",`  2. In ${GATE_WORKFLOW_PATH} and ${OVERRIDE_WORKFLOW_PATH}, replace your-org/critic-gate with where you use the Action from.`,"  3. Try it on your branch: critic-gate pr --base origin/main",""].join(`
`))}export{initCommand};
