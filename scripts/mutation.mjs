#!/usr/bin/env node
// `npm run test:mutation` (issue 23): StrykerJS over the core, part by part
// (test/mutation/parts.mjs), then one score table for every part and for all of them together.
//
// Each part is its own Stryker run with its own committed incremental file
// (test/mutation/<part>.incremental.json), so a clean clone re-tests only the mutants whose code
// or covering tests changed since those files were written. MUTATION_PART=<part> runs one part.
// Extra arguments go to every `stryker run` (e.g. `npm run test:mutation -- --concurrency 4`).
// Exit status: non-zero when a Stryker run failed, or when MUTATION_BREAK=<score> is set and the
// total score is below it.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PARTS, ROOT } from '../test/mutation/parts.mjs'

const only = process.env.MUTATION_PART || undefined
if (only !== undefined && !(only in PARTS)) {
  console.error(`MUTATION_PART=${only}: expected one of ${Object.keys(PARTS).join(', ')}`)
  process.exit(2)
}
const parts = only ? [only] : Object.keys(PARTS)
const stryker = path.join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'stryker.cmd' : 'stryker')

/**
 * The committed incremental file, kept small and the same on every clone: without the failure
 * messages of killed mutants (`statusReason`: stack traces with this machine's paths, most of
 * the size, not needed to reuse a result) and without the absolute project root.
 */
function tidyIncremental(part) {
  const file = path.join(ROOT, 'test', 'mutation', `${part}.incremental.json`)
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  for (const f of Object.values(report.files ?? {})) for (const m of f.mutants) delete m.statusReason
  if (report.projectRoot !== undefined) report.projectRoot = '.'
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n')
}

let failed = false
const seconds = {}
for (const part of parts) {
  console.log(`\n=== mutation testing: ${part} (${PARTS[part].join(', ')}) ===\n`)
  const t0 = Date.now()
  // node_modules/.bin on PATH as under npm run: some tests find the `claude` CLI there.
  const PATH = [path.join(ROOT, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(path.delimiter)
  const r = spawnSync(stryker, ['run', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PATH, MUTATION_PART: part } })
  seconds[part] = Math.round((Date.now() - t0) / 1000)
  tidyIncremental(part)
  if (r.status !== 0) {
    console.error(`stryker run for ${part} failed (exit ${r.status ?? r.signal})`)
    failed = true
  }
}

/** Mutant counts by status from a mutation-testing-report-schema JSON report. */
function counts(report) {
  const c = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, CompileError: 0, RuntimeError: 0, Ignored: 0, Pending: 0 }
  for (const file of Object.values(report.files)) for (const m of file.mutants) c[m.status] = (c[m.status] ?? 0) + 1
  return c
}

const rows = []
const total = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, CompileError: 0, RuntimeError: 0, Ignored: 0, Pending: 0 }
for (const part of Object.keys(PARTS)) {
  const file = path.join(ROOT, 'reports', 'mutation', part, 'mutation.json')
  if (!parts.includes(part) || !existsSync(file)) continue
  const c = counts(JSON.parse(readFileSync(file, 'utf8')))
  for (const k of Object.keys(total)) total[k] += c[k] ?? 0
  rows.push([part, c])
}

const score = (c) => {
  const detected = c.Killed + c.Timeout
  const valid = detected + c.Survived + c.NoCoverage
  return valid === 0 ? null : (100 * detected) / valid
}
const fmt = (s) => (s === null ? 'n/a' : `${s.toFixed(2)}%`)
const line = (name, c, secs) =>
  [name.padEnd(10), String(c.Killed + c.Timeout + c.Survived + c.NoCoverage).padStart(8), String(c.Killed).padStart(7), String(c.Timeout).padStart(8), String(c.Survived).padStart(9), String(c.NoCoverage).padStart(7), String(c.CompileError + c.RuntimeError).padStart(7), String(c.Ignored).padStart(8), fmt(score(c)).padStart(8), secs === undefined ? '' : `${secs} s`.padStart(8)].join(' ')

console.log(`\nMutation score by part (${new Date().toISOString().slice(0, 10)}; score = (killed + timeout) / (killed + timeout + survived + no coverage)):\n`)
console.log(['part'.padEnd(10), 'mutants'.padStart(8), 'killed'.padStart(7), 'timeout'.padStart(8), 'survived'.padStart(9), 'no cov'.padStart(7), 'errors'.padStart(7), 'ignored'.padStart(8), 'score'.padStart(8), 'time'.padStart(8)].join(' '))
for (const [part, c] of rows) console.log(line(part, c, seconds[part]))
if (rows.length > 1) console.log(line('all', total))
if (rows.length < parts.length) console.log(`\n(no report for ${parts.filter((p) => !rows.some(([q]) => q === p)).join(', ')})`)

const threshold = process.env.MUTATION_BREAK ? Number(process.env.MUTATION_BREAK) : undefined
const all = score(total)
if (threshold !== undefined && (all === null || all < threshold)) {
  console.error(`\nThe mutation score ${fmt(all)} is below MUTATION_BREAK=${threshold}.`)
  process.exit(1)
}
process.exit(failed ? 1 : 0)
