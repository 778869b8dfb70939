/**
 * npm run bench: N single-turn runs through the REAL SDK + gateway + limiter + results
 * store against a loopback fake with a fixed latency (in a child process, so the fake's
 * CPU is not counted), then the same N again replayed from the response cache.
 *
 *   npx tsx bench/run.ts [--runs 1000] [--concurrency 16] [--latency 100]
 *     --warmup N    run N unmeasured requests first (JIT/connection warm-up; default 0 = cold)
 *     --no-store    skip the runs.jsonl append (ResultsStore)
 *     --no-cache    response cache off (the replay pass then hits the API again)
 *     --run-files   also write one per-run JSON file atomically (temp + rename) per run
 *     --json        print the raw numbers as JSON too
 *
 * Prints, per pass: wall time, the ideal ceil(runs/concurrency) × latency, their ratio,
 * CPU ms per run (process.cpuUsage delta / runs), peak RSS (sampled every 50 ms, and the
 * OS high-water mark), with PASS/FAIL against the targets:
 *   ratio ≤ 1.10, CPU ≤ 2 ms/run, RSS < 300 MB; replay pass: 0 API calls.
 * Exits 1 if a target is missed.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import Anthropic from '@anthropic-ai/sdk'
import { AdaptiveLimiter } from '../src/run/limiter.js'
import { createGateway, toRunError, type Gateway } from '../src/run/gateway.js'
import { ResponseCache } from '../src/run/response-cache.js'
import { ResultsStore, writeFileAtomic } from '../src/run/results-store.js'
import { Budget } from '../src/run/budget.js'
import { costOf } from '../src/run/cost.js'
import type { RunRecord, RunSpec } from '../src/types.js'

const TARGET_RATIO = 1.1
const TARGET_CPU_MS = 2
const TARGET_RSS_MB = 300

function parseArgs(argv: string[]) {
  const opts = { runs: 1000, concurrency: 16, latency: 100, store: true, runFiles: false, json: false, cache: true, warmup: 0 }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined]
    const val = () => Number(inline ?? argv[++i])
    if (flag === '--runs') opts.runs = val()
    else if (flag === '--concurrency') opts.concurrency = val()
    else if (flag === '--latency') opts.latency = val()
    else if (flag === '--no-store') opts.store = false
    else if (flag === '--no-cache') opts.cache = false
    else if (flag === '--run-files') opts.runFiles = true
    else if (flag === '--warmup') opts.warmup = val()
    else if (flag === '--json') opts.json = true
    else if (flag === '--help' || flag === '-h') {
      console.log('usage: bench/run.ts [--runs N] [--concurrency C] [--latency MS] [--warmup N] [--no-store] [--no-cache] [--run-files] [--json]')
      process.exit(0)
    } else throw new Error(`unknown flag ${a}`)
  }
  for (const k of ['runs', 'concurrency', 'latency'] as const) {
    if (!Number.isFinite(opts[k]) || opts[k] < (k === 'latency' ? 0 : 1)) throw new Error(`bad --${k}`)
  }
  return opts
}

function startFake(latencyMs: number): Promise<{ child: ChildProcess; url: string }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fake-server.mjs')
  const child = fork(script, [], {
    env: { ...process.env, FAKE_LATENCY_MS: String(latencyMs) },
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`fake server exited (${code})`)))
    child.once('message', (m: { port?: number }) => {
      if (m.port) resolve({ child, url: `http://127.0.0.1:${m.port}` })
    })
  })
}

function fakeCount(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const on = (m: { count?: number }) => {
      if (typeof m.count === 'number') {
        child.off('message', on)
        resolve(m.count)
      }
    }
    child.on('message', on)
    child.send({ cmd: 'count' })
  })
}

interface PassResult {
  name: string
  runs: number
  wallMs: number
  idealMs: number
  ratio: number
  cpuMsPerRun: number
  /** Share of the CPU time spent in the kernel (file creation, loopback TCP). */
  sysShare: number
  peakRssMb: number
  apiCalls: number
  serverRequests: number
  errors: number
  cached: number
}

async function runPass(
  name: string,
  o: ReturnType<typeof parseArgs>,
  gw: Gateway,
  store: ResultsStore | undefined,
  outDir: string,
  serverCount: () => Promise<number>,
): Promise<PassResult> {
  const model = 'claude-haiku-5-5'
  const budget = new Budget({ maxRuns: o.runs })
  const serverBefore = await serverCount()
  let peakRss = process.memoryUsage.rss()
  const sampler = setInterval(() => {
    const r = process.memoryUsage.rss()
    if (r > peakRss) peakRss = r
  }, 50)
  let errors = 0
  let cached = 0

  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  const one = async (i: number): Promise<void> => {
    if (!budget.tryStart()) return
    const spec: RunSpec = {
      runId: `bench/eval-${i}-x/with_skill/run-1`,
      skill: 'bench',
      evalId: i,
      evalDir: `eval-${i}-x`,
      configuration: 'with_skill',
      trial: 1,
      model,
    }
    const startedAt = new Date()
    const started = performance.now()
    const record: RunRecord = {
      ...spec,
      status: 'completed',
      skillUsed: true,
      response: '',
      toolCalls: [],
      filesWritten: [],
      usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      costUsd: null,
      durationMs: 0,
      turns: 1,
      stopReason: null,
      apiCalls: 0,
      retries: 0,
      cached: false,
      startedAt: startedAt.toISOString(),
      finishedAt: '',
    }
    try {
      const res = await gw.send(
        { model, max_tokens: 256, system: 'You are a benchmark.', messages: [{ role: 'user', content: `eval prompt #${i}` }] },
        { spec, turn: 1 },
      )
      const u = res.message.usage
      record.usage = {
        input_tokens: u.input_tokens,
        output_tokens: u.output_tokens,
        cache_read_input_tokens: u.cache_read_input_tokens ?? 0,
        cache_creation_input_tokens: u.cache_creation_input_tokens ?? 0,
      }
      record.costUsd = costOf(res.message.model, u)
      record.response = res.message.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('')
      record.stopReason = res.message.stop_reason
      record.apiCalls = res.cached ? 0 : res.retries + 1
      record.retries = res.retries
      record.cached = res.cached
      if (res.cached) cached++
    } catch (err) {
      errors++
      record.status = 'error'
      record.error = toRunError(err)
    }
    record.durationMs = performance.now() - started
    record.finishedAt = new Date().toISOString()
    budget.record(record.costUsd)
    if (store) {
      await (o.runFiles
        ? Promise.all([store.append(record), writeFileAtomic(path.join(outDir, spec.runId, 'run.json'), JSON.stringify(record))])
        : store.append(record))
    }
  }
  await Promise.all(Array.from({ length: o.runs }, (_, i) => one(i)))
  await store?.close()
  const wallMs = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  clearInterval(sampler)
  const maxRss = process.resourceUsage().maxRSS * 1024
  peakRss = Math.max(peakRss, process.memoryUsage.rss(), maxRss)

  const idealMs = Math.ceil(o.runs / o.concurrency) * o.latency
  return {
    name,
    runs: o.runs,
    wallMs,
    idealMs,
    ratio: idealMs > 0 ? wallMs / idealMs : Number.NaN,
    cpuMsPerRun: (cpu.user + cpu.system) / 1000 / o.runs,
    sysShare: cpu.system / Math.max(1, cpu.user + cpu.system),
    peakRssMb: peakRss / 1024 / 1024,
    apiCalls: gw.stats().apiCalls,
    serverRequests: (await serverCount()) - serverBefore,
    errors,
    cached,
  }
}

const pf = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2))
  const work = await mkdtemp(path.join(tmpdir(), 'skill-evals-bench-'))
  const { child, url } = await startFake(o.latency)
  child.removeAllListeners('exit')
  const serverCount = () => fakeCount(child)
  let failed = false
  try {
    const client = new Anthropic({ apiKey: 'sk-ant-bench', baseURL: url })
    const cacheDir = path.join(work, 'cache')
    const mk = () =>
      createGateway({
        client,
        limiter: new AdaptiveLimiter({ max: o.concurrency }),
        cache: new ResponseCache({ dir: cacheDir, mode: o.cache ? 'read-write' : 'off' }),
        requestTimeoutMs: 30_000,
      })

    if (o.warmup > 0) {
      // JIT / connection warm-up, not measured: the targets are per-run steady-state costs.
      const wgw = createGateway({ client, limiter: new AdaptiveLimiter({ max: o.concurrency }), requestTimeoutMs: 30_000 })
      await runPass('warmup', { ...o, runs: o.warmup }, wgw, undefined, path.join(work, 'warm'), serverCount)
    }
    const live = await runPass('live', o, mk(), o.store ? new ResultsStore(path.join(work, 'out1')) : undefined, path.join(work, 'out1'), serverCount)
    const replay = o.cache
      ? await runPass('replay', o, mk(), o.store ? new ResultsStore(path.join(work, 'out2')) : undefined, path.join(work, 'out2'), serverCount)
      : undefined

    console.log(
      `bench: ${o.runs} runs × concurrency ${o.concurrency} × ${o.latency} ms latency` +
        ` (real SDK → loopback fake in a child process; cache ${o.cache ? 'read-write' : 'off'}; runs.jsonl ${o.store ? 'on' : 'off'}; per-run files ${o.runFiles ? 'on' : 'off'}; warm-up ${o.warmup}; node ${process.version})`,
    )
    const line = (r: PassResult, checkRatio: boolean) => {
      const okRatio = !checkRatio || r.ratio <= TARGET_RATIO
      const okCpu = r.cpuMsPerRun <= TARGET_CPU_MS
      const okRss = r.peakRssMb < TARGET_RSS_MB
      const okCalls = r.name === 'replay' ? r.apiCalls === 0 && r.serverRequests === 0 : r.errors === 0
      if (!(okRatio && okCpu && okRss && okCalls)) failed = true
      const ratioCell = checkRatio
        ? `ratio ${r.ratio.toFixed(3)} ≤ ${TARGET_RATIO} ${pf(okRatio)}`
        : `(ideal n/a: no API latency)`
      return [
        `${r.name.padEnd(6)}`,
        `wall ${r.wallMs.toFixed(0).padStart(6)} ms`,
        `ideal ${String(r.idealMs).padStart(6)} ms`,
        ratioCell,
        `| CPU ${r.cpuMsPerRun.toFixed(3)} ms/run (${Math.round(r.sysShare * 100)}% sys) ≤ ${TARGET_CPU_MS} ${pf(okCpu)}`,
        `| peak RSS ${r.peakRssMb.toFixed(1)} MB < ${TARGET_RSS_MB} ${pf(okRss)}`,
        `| API calls ${r.apiCalls} (server saw ${r.serverRequests}), cache hits ${r.cached}, errors ${r.errors}` +
          (r.name === 'replay' ? ` ${pf(okCalls)}` : ''),
      ].join('  ')
    }
    console.log(line(live, true))
    console.log(replay ? line(replay, false) : 'replay  skipped (--no-cache)')
    if (o.json) console.log(JSON.stringify({ live, replay }))
    console.log(failed ? 'bench: FAIL' : 'bench: PASS')
  } finally {
    child.send({ cmd: 'exit' })
    child.disconnect()
    await rm(work, { recursive: true, force: true })
  }
  process.exitCode = failed ? 1 : 0
}

main().catch((err) => {
  console.error(err)
  process.exit(2)
})
