/**
 * npm run bench:scale: the whole pipeline at fleet scale against a loopback fake API.
 *
 *   npx tsx bench/scale.ts [--skills 100] [--evals 10] [--trials 3] [--concurrency 32] [--latency 100]
 *
 * 100 skills × 10 evals × 3 trials × 2 configurations = 6,000 runs through runEvals (real SDK,
 * gateway, limiter, workspaces, per-run files, runs.jsonl), graded by deterministic checks
 * (gradeRuns), aggregated into summary.json, and rendered as the PR comment. The fake (fixed
 * latency, one-turn reply) runs in a child process so its CPU is not counted.
 *
 * Prints: run wall time vs the ideal ceil(runs / concurrency) × latency and their ratio, peak RSS,
 * grade / aggregate / render times, the comment's size (must be < 65,536 characters) and the job
 * summary's. Exits 1 if a run is lost, the comment is over the limit, or RSS ≥ 1 GiB.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import Anthropic from '@anthropic-ai/sdk'

import { loadRepo } from '../src/discover/index.js'
import { gradeRuns } from '../src/grade/index.js'
import { runEvals } from '../src/run/index.js'
import type { SendFn } from '../src/run/gateway.js'
import { utf8Bytes } from '../src/report/budget.js'
import { renderReport } from '../test/helpers/report-pipeline.js'
import { makeRepo } from '../test/helpers/temp-repo.js'

function parseArgs(argv: string[]) {
  const o = { skills: 100, evals: 10, trials: 3, concurrency: 32, latency: 100 }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined]
    const key = flag.replace(/^--/, '') as keyof typeof o
    if (!(key in o)) {
      console.log('usage: bench/scale.ts [--skills N] [--evals N] [--trials N] [--concurrency N] [--latency MS]')
      process.exit(flag === '--help' ? 0 : 2)
    }
    o[key] = Number(inline ?? argv[++i])
  }
  return o
}

function startFake(latencyMs: number): Promise<{ child: ChildProcess; url: string }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fake-server.mjs')
  const child = fork(script, [], { env: { ...process.env, FAKE_LATENCY_MS: String(latencyMs) }, execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('message', (m: { port?: number }) => m.port && resolve({ child, url: `http://127.0.0.1:${m.port}` }))
  })
}

function repoFiles(skills: number, evals: number): Record<string, string> {
  const files: Record<string, string> = {}
  for (let s = 1; s <= skills; s++) {
    const name = `scale-skill-${String(s).padStart(3, '0')}`
    files[`skills/${name}/SKILL.md`] = `---\nname: ${name}\ndescription: Handles scale test ${s} requests. Use when the user asks for scale test ${s}.\n---\n\n# ${name}\n\nReply ok.\n`
    files[`skills/${name}/evals/evals.json`] = JSON.stringify({
      skill_name: name,
      evals: Array.from({ length: evals }, (_, i) => ({
        id: i + 1,
        prompt: `Scale test ${s}, task ${i + 1}: reply ok.`,
        expectations: [
          { text: 'replies ok', check: { kind: 'contains', value: 'ok' } },
          // Odd evals also want a file the fake never writes: half the evals fail, so the comment
          // has hundreds of failures to fit into its budget.
          i % 2 === 0 ? { text: 'mentions ok again', check: { kind: 'contains', value: 'ok' } } : { text: 'wrote result.md', check: { kind: 'file_exists', path: 'result.md' } }
        ]
      }))
    })
  }
  return files
}

const o = parseArgs(process.argv.slice(2))
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`
let peakRss = process.memoryUsage().rss
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)

const { child, url } = await startFake(o.latency)
const repoDir = await makeRepo(repoFiles(o.skills, o.evals))
const base = await mkdtemp(path.join(tmpdir(), 'bench-scale-'))
const outDir = path.join(base, 'out')
let failed = false
try {
  const repo = await loadRepo(repoDir.root)
  const errors = repo.findings.filter((f) => f.severity === 'error')
  if (errors.length) throw new Error(`bench repo does not validate: ${JSON.stringify(errors.slice(0, 3))}`)
  const client = new Anthropic({ apiKey: 'sk-ant-bench', baseURL: url, maxRetries: 0 })

  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  const outcome = await runEvals(
    repo,
    { outDir, trials: o.trials, concurrency: o.concurrency, model: 'claude-haiku-5-5', resume: false, skillLoading: 'preload', bash: false, maxTurns: 4, maxTokens: 512, runTimeoutSeconds: 120, cache: 'off', cacheDir: path.join(base, 'cache'), maxCostUsd: null, maxRuns: null },
    client
  )
  const runMs = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  const runs = outcome.records.length
  const ideal = Math.ceil(runs / o.concurrency) * o.latency
  const rssAfterRuns = peakRss

  const noJudge: SendFn = async () => {
    throw new Error('the scale bench grades with checks only')
  }
  const g0 = performance.now()
  const graded = await gradeRuns(repo, outDir, noJudge, { judgeModel: 'none', judges: 1, concurrency: 32 })
  const gradeMs = performance.now() - g0

  const a0 = performance.now()
  const report = await renderReport(repo.root, outDir, repo.evals, { mode: 'full', modeReason: 'scale bench' })
  const reportMs = performance.now() - a0
  clearInterval(sampler)
  peakRss = Math.max(peakRss, process.memoryUsage().rss)

  const planned = o.skills * o.evals * o.trials * 2
  const lost = planned - runs
  const commentOk = report.comment.length < 65_536
  const rssOk = peakRss < 1024 * 1024 * 1024
  failed = lost > 0 || !commentOk || !rssOk || outcome.progress.completed !== planned
  const rows: [string, string][] = [
    ['scale', `${o.skills} skills × ${o.evals} evals × ${o.trials} trials × 2 configurations = ${planned} runs (concurrency ${o.concurrency}, latency ${o.latency} ms)`],
    ['runs completed / errors / lost', `${outcome.progress.completed} / ${outcome.progress.errors} / ${lost}`],
    ['run wall time', `${(runMs / 1000).toFixed(1)} s (ideal ${(ideal / 1000).toFixed(1)} s, ratio ${(runMs / ideal).toFixed(2)})`],
    ['run CPU', `${((cpu.user + cpu.system) / 1000 / runs).toFixed(2)} ms per run`],
    ['API calls', String(outcome.gateway.apiCalls)],
    ['grading', `${graded.runs.length} runs in ${(gradeMs / 1000).toFixed(1)} s (checks only)`],
    ['aggregate + render', `${(reportMs / 1000).toFixed(1)} s; verdict ${report.summary.verdict}, ${report.failures.length} failing evals`],
    ['PR comment', `${report.comment.length} chars, ${utf8Bytes(report.comment)} bytes (limit 65,536 chars) ${commentOk ? 'OK' : 'OVER'}`],
    ['job summary', `${report.jobSummary.length} chars, ${utf8Bytes(report.jobSummary)} bytes (limit 1 MiB)`],
    ['peak RSS', `${mb(peakRss)} (after runs ${mb(rssAfterRuns)}) ${rssOk ? 'OK' : 'OVER 1 GiB'}`]
  ]
  const w = Math.max(...rows.map(([k]) => k.length))
  console.log(rows.map(([k, v]) => `${k.padEnd(w)}  ${v}`).join('\n'))
} finally {
  clearInterval(sampler)
  child.send({ cmd: 'exit' })
  await repoDir.dispose()
  await rm(base, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
