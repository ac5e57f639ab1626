import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{UsageError}from"./chunk-IFCFEUUM.js";import{parseConfig}from"./chunk-CHBNOLLM.js";import"./chunk-F5ZVZ6PQ.js";import"./chunk-QPZVAEIU.js";import"./chunk-JWYGPOBL.js";import{DEFAULTS}from"./chunk-6JJU2JEB.js";import"./chunk-GTSWTTP4.js";import"./chunk-UQW7ETSH.js";import"./chunk-FCJKGS7Z.js";import"./chunk-DBIQCUSY.js";import"./chunk-CJEIOQFD.js";import"./chunk-NLA2Y5ET.js";import"./chunk-D56PZJOB.js";import"./chunk-FF6SCJCY.js";import"./chunk-YNFM7HCV.js";import"./chunk-SWFTTHY3.js";import"./chunk-6A6TPIRQ.js";import"./chunk-R52WYHUN.js";import{SCHEMA_URL,VERSION}from"./chunk-MWK2VJYW.js";import"./chunk-HP4LWEZU.js";import"./chunk-RPD7OGYV.js";import{execFile}from"node:child_process";import{existsSync}from"node:fs";import{mkdir,readdir,stat,writeFile}from"node:fs/promises";import{dirname,join,relative,resolve,sep}from"node:path";import{promisify}from"node:util";var SYNTAX_EXTENSIONS={ts:"TypeScript",tsx:"TypeScript",mts:"TypeScript",cts:"TypeScript",js:"JavaScript",jsx:"JavaScript",mjs:"JavaScript",cjs:"JavaScript",py:"Python",go:"Go",rs:"Rust",java:"Java",c:"C",h:"C",cpp:"C++",cc:"C++",hpp:"C++",cs:"C#",rb:"Ruby",php:"PHP",sh:"shell",bash:"shell",css:"CSS"},SOURCE_EXTENSIONS=new Set(Object.keys(SYNTAX_EXTENSIONS).filter(e=>e!=="css")),extOf=path=>/\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase(),globOf=exts=>exts.length===1?`**/*.${exts[0]}`:`**/*.{${exts.join(",")}}`,q=s=>JSON.stringify(s);function configTemplate(tree){let exts=new Set(tree.paths.map(extOf).filter(e=>e!==void 0)),syntax=[...exts].filter(e=>e in SYNTAX_EXTENSIONS).sort(),source=syntax.filter(e=>SOURCE_EXTENSIONS.has(e)),languages=[...new Set(syntax.map(e=>SYNTAX_EXTENSIONS[e]))].sort(),gate=[];syntax.length>0&&gate.push(`  - {kind: syntax, files: ${q(globOf(syntax))}}     # ${languages.join(", ")}`),exts.has("json")&&gate.push('  - {kind: json-valid, files: "**/*.json"}');let yaml=["yaml","yml"].filter(e=>exts.has(e));yaml.length>0&&gate.push(`  - {kind: yaml-valid, files: ${q(globOf(yaml))}}`),source.length>0&&gate.push(`  - {kind: no-placeholders, files: ${q(globOf(source))}, scope: added}   # TODO, FIXME, XXX, placeholder`),gate.push("  - {kind: max-changed-lines, max: 2000}");let judged=source.length>0?`
    files: ${q(globOf(source))}`:"";return`# yaml-language-server: $schema=${SCHEMA_URL}
# critic-gate's assertions file. It is read from the pull request's base commit: commit it to the
# default branch first. Reference: https://www.npmjs.com/package/critic-gate
version: 1
ignore: ["**/*.lock", "**/package-lock.json", "dist/**", "build/**", "vendor/**"]
threshold: 1.0
max_attempts: 4
judge:
  model: qwen2.5-coder:7b
  timeout_seconds: 300
gate:                     # deterministic checks; all must pass before the judge runs
${gate.join(`
`)}
assertions:               # judged by the LLM, which must quote evidence for every "met"
  - id: tests
    text: "New or changed behaviour comes with at least one test that would fail without it"${judged}
  - id: errors-handled
    text: "New code handles its error cases explicitly instead of ignoring them"
    critical: true${judged}
`}function workflowTemplate(){return`# critic-gate on every pull request: copy to .github/workflows/critic-gate.yml in your repository.
# It runs on a self-hosted runner with a GPU and Ollama (runner v2.327.1 or later, for node24),
# posts the evidence as a review, annotates the changed lines and fails the check on FAIL
# (make "critic-gate / gate" a required status check).
name: critic-gate
on:
  pull_request:
    types: [opened, synchronize, reopened, ready_for_review]

# One run per pull request; a new push cancels the run for the old head.
concurrency:
  group: critic-gate-\${{ github.event.pull_request.number }}
  cancel-in-progress: true

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
          # The head commit, not the merge commit, with history for the merge-base.
          ref: \${{ github.event.pull_request.head.sha }}
          fetch-depth: 0
          # Keep the job token out of .git/config: checks with commands run code from the pull
          # request, which could read it there. critic-gate uses its github-token input instead.
          persist-credentials: false
      - name: Model is present
        run: ollama list | grep -q '^qwen2.5-coder:7b' || ollama pull qwen2.5-coder:7b
      - id: critic
        uses: your-org/critic-gate@v${VERSION}
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
`}var ACTIONLINT_CONFIG=`# Custom labels of self-hosted runners, so actionlint accepts runs-on: [self-hosted, linux, gpu].
self-hosted-runner:
  labels: [gpu]
`;var SKIP=new Set([".git","node_modules","dist","build","vendor","target",".venv","venv","__pycache__"]),MAX_FILES=5e4;async function treePaths(dir){try{let{stdout}=await promisify(execFile)("git",["ls-files","-z","--cached","--others","--exclude-standard"],{cwd:dir,maxBuffer:268435456});return stdout.split("\0").filter(p=>p!==""&&!p.split("/").some(s=>SKIP.has(s)))}catch{let out=[],walk=async at=>{for(let entry of await readdir(at,{withFileTypes:!0})){if(out.length>=MAX_FILES)return;entry.isDirectory()?SKIP.has(entry.name)||await walk(join(at,entry.name)):entry.isFile()&&out.push(relative(dir,join(at,entry.name)).split(sep).join("/"))}};return await walk(dir),out}}var WORKFLOW=".github/workflows/critic-gate.yml",ACTIONLINT=".github/actionlint.yaml";async function initCommand(cmd,io,cwd){let dir=resolve(cwd,cmd.repo);if(!existsSync(dir)||!(await stat(dir)).isDirectory())throw new UsageError(`init: --repo ${cmd.repo}: no such folder`);let paths=await treePaths(dir),config=configTemplate({paths});parseConfig(config,DEFAULTS.configPath);let files=[{path:DEFAULTS.configPath,text:config},{path:WORKFLOW,text:workflowTemplate()},{path:ACTIONLINT,text:ACTIONLINT_CONFIG,keepExisting:!0}],existing=files.filter(f=>!f.keepExisting&&existsSync(join(dir,f.path))).map(f=>f.path);if(existing.length>0&&!cmd.force)throw new UsageError(`init: ${existing.join(" and ")} already exist${existing.length===1?"s":""}; nothing was written (--force overwrites)`);for(let f of files){let target=join(dir,f.path);if(f.keepExisting&&existsSync(target)){io.stdout(`kept    ${f.path} (already there)
`);continue}await mkdir(dirname(target),{recursive:!0}),await writeFile(target,f.text,"utf8"),io.stdout(`wrote   ${f.path}
`)}io.stdout(["","Next:",`  1. Review ${DEFAULTS.configPath} (checks for the ${paths.length} files found) and commit it to the default branch:`,"     it is read from the base commit, so it governs pull requests opened after it lands.",`  2. In ${WORKFLOW}, replace your-org/critic-gate with where you use the Action from.`,"  3. Try it on your branch: critic-gate pr --base origin/main",""].join(`
`))}export{initCommand};
