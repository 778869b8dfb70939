/**
 * npm run bench: N single-turn runs through the REAL SDK + gateway + limiter + results
 * store against a loopback fake with a fixed latency (in a child process, so the fake's
 * CPU is not counted against ours; it is reported separately), then the same N again
 * replayed from the response cache.
 *
 *   npx tsx bench/run.ts [--runs 1000] [--concurrency 16] [--latency 100] [--passes 3]
 *     --passes P    repeat the live pass (and its replay) P times in this process, each with
 *                   a fresh gateway, limiter, cache dir and runs.jsonl; the targets are
 *                   checked against the MEDIAN pass (CPU on a shared box is noisy, and the
 *                   first pass also pays JIT / lazy-load warm-up). Default 3.
 *     --warmup N    run N unmeasured requests first (JIT/connection warm-up; default 0 = cold)
 *     --no-store    skip the runs.jsonl append (ResultsStore)
 *     --no-cache    response cache off (the replay pass then hits the API again)
 *     --run-files   also write one per-run JSON file atomically (temp + rename) per run
 *     --cpu-prof D  write a V8 CPU profile of each measured live pass to directory D
 *                   (in-process inspector, so only the pass is profiled, not start-up)
 *     --json        print the raw numbers as JSON too
 *
 * Prints, per pass: wall time, the ideal ceil(runs/concurrency) × latency, their ratio,
 * CPU ms per run (process.cpuUsage delta / runs: every thread of this process, libuv pool
 * included), the fake server's CPU per run (its own process, for information), peak RSS
 * (sampled every 50 ms, and the OS high-water mark), then the median, with PASS/FAIL
 * against the targets:
 *   ratio ≤ 1.10, CPU ≤ 2 ms/run, RSS < 300 MB; replay pass: 0 API calls.
 * Exits 1 if a target is missed.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
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
import { nodeFetch } from '../src/ports/node-fetch.js'
import type { RunRecord, RunId } from '../src/types.js'

const TARGET_RATIO = 1.1
const TARGET_CPU_MS = 2
const TARGET_RSS_MB = 300

function parseArgs(argv: string[]) {
  const opts = {
    runs: 1000,
    concurrency: 16,
    latency: 100,
    passes: 3,
    store: true,
    runFiles: false,
    json: false,
    cache: true,
    warmup: 0,
    cpuProf: undefined as string | undefined,
  }
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
    else if (flag === '--passes') opts.passes = val()
    else if (flag === '--cpu-prof') opts.cpuProf = inline ?? argv[++i]
    else if (flag === '--json') opts.json = true
    else if (flag === '--help' || flag === '-h') {
      console.log(
        'usage: bench/run.ts [--runs N] [--concurrency C] [--latency MS] [--passes P] [--warmup N] [--no-store] [--no-cache] [--run-files] [--cpu-prof DIR] [--json]',
      )
      process.exit(0)
    } else throw new Error(`unknown flag ${a}`)
  }
  for (const k of ['runs', 'concurrency', 'latency', 'passes'] as const) {
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

interface ServerStats {
  /** Requests served so far. */
  count: number
  /** The fake's own process.cpuUsage() (user + system), µs. */
  cpuUs: number
}

function fakeStats(child: ChildProcess): Promise<ServerStats> {
  return new Promise((resolve) => {
    const on = (m: { count?: number; cpuUs?: number }) => {
      if (typeof m.count === 'number') {
        child.off('message', on)
        resolve({ count: m.count, cpuUs: m.cpuUs ?? Number.NaN })
      }
    }
    child.on('message', on)
    child.send({ cmd: 'count' })
  })
}

/** Start/stop a V8 CPU profile of this process through the in-process inspector. */
async function startProfile(): Promise<(file: string) => Promise<void>> {
  const { Session } = await import('node:inspector/promises')
  const { writeFile } = await import('node:fs/promises')
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 200 })
  await session.post('Profiler.start')
  return async (file) => {
    const { profile } = await session.post('Profiler.stop')
    session.disconnect()
    await writeFile(file, JSON.stringify(profile))
  }
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
  /** The fake server's CPU per run (its own process; not part of cpuMsPerRun). */
  serverCpuMsPerRun: number
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
  server: () => Promise<ServerStats>,
  profileFile?: string,
): Promise<PassResult> {
  const model = 'claude-haiku-5-5'
  const budget = new Budget({ maxRuns: o.runs })
  const serverBefore = await server()
  const stopProfile = profileFile ? await startProfile() : undefined
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
    const spec: RunId = {
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
  await stopProfile?.(profileFile!)
  const maxRss = process.resourceUsage().maxRSS * 1024
  peakRss = Math.max(peakRss, process.memoryUsage.rss(), maxRss)

  const idealMs = Math.ceil(o.runs / o.concurrency) * o.latency
  const serverAfter = await server()
  return {
    name,
    runs: o.runs,
    wallMs,
    idealMs,
    ratio: idealMs > 0 ? wallMs / idealMs : Number.NaN,
    cpuMsPerRun: (cpu.user + cpu.system) / 1000 / o.runs,
    sysShare: cpu.system / Math.max(1, cpu.user + cpu.system),
    serverCpuMsPerRun: (serverAfter.cpuUs - serverBefore.cpuUs) / 1000 / o.runs,
    peakRssMb: peakRss / 1024 / 1024,
    apiCalls: gw.stats().apiCalls,
    serverRequests: serverAfter.count - serverBefore.count,
    errors,
    cached,
  }
}

const pf = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

/** The pass with the median CPU per run (odd count: the middle one; even: the lower middle). */
function medianPass(passes: PassResult[], name: string): PassResult {
  const byCpu = [...passes].sort((a, b) => a.cpuMsPerRun - b.cpuMsPerRun)
  const byRatio = [...passes].sort((a, b) => a.ratio - b.ratio)
  const mid = (xs: PassResult[]) => xs[Math.floor((xs.length - 1) / 2)]!
  const m = mid(byCpu)
  // Each metric's own median; the counters must hold in EVERY pass, so take the worst.
  return {
    ...m,
    name,
    wallMs: mid(byRatio).wallMs,
    ratio: mid(byRatio).ratio,
    serverCpuMsPerRun: mid([...passes].sort((a, b) => a.serverCpuMsPerRun - b.serverCpuMsPerRun)).serverCpuMsPerRun,
    peakRssMb: Math.max(...passes.map((p) => p.peakRssMb)),
    apiCalls: Math.max(...passes.map((p) => p.apiCalls)),
    serverRequests: Math.max(...passes.map((p) => p.serverRequests)),
    errors: Math.max(...passes.map((p) => p.errors)),
    cached: Math.min(...passes.map((p) => p.cached)),
  }
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2))
  const work = await mkdtemp(path.join(tmpdir(), 'skill-evals-bench-'))
  const { child, url } = await startFake(o.latency)
  child.removeAllListeners('exit')
  const server = () => fakeStats(child)
  let failed = false
  try {
    const client = new Anthropic({ apiKey: 'sk-ant-bench', baseURL: url, ...(process.env.BENCH_NODE_FETCH === '1' ? { fetch: nodeFetch } : {}) })
    const mk = (cacheDir: string) =>
      createGateway({
        client,
        limiter: new AdaptiveLimiter({ max: o.concurrency }),
        cache: new ResponseCache({ dir: cacheDir, mode: o.cache ? 'read-write' : 'off' }),
        requestTimeoutMs: 30_000,
      })
    if (o.cpuProf) await mkdir(o.cpuProf, { recursive: true })

    if (o.warmup > 0) {
      // JIT / connection warm-up, not measured: the targets are per-run steady-state costs.
      const wgw = createGateway({ client, limiter: new AdaptiveLimiter({ max: o.concurrency }), requestTimeoutMs: 30_000 })
      await runPass('warmup', { ...o, runs: o.warmup }, wgw, undefined, path.join(work, 'warm'), server)
    }
    const lives: PassResult[] = []
    const replays: PassResult[] = []
    for (let k = 1; k <= o.passes; k++) {
      // Each pass gets its own cache dir, so every live pass misses and records afresh.
      const cacheDir = path.join(work, `cache-${k}`)
      const liveOut = path.join(work, `live-${k}`)
      const prof = o.cpuProf ? path.join(o.cpuProf, `live-${k}.cpuprofile`) : undefined
      lives.push(
        await runPass(`live#${k}`, o, mk(cacheDir), o.store ? new ResultsStore(liveOut) : undefined, liveOut, server, prof),
      )
      if (o.cache) {
        const replayOut = path.join(work, `replay-${k}`)
        replays.push(
          await runPass(`replay#${k}`, o, mk(cacheDir), o.store ? new ResultsStore(replayOut) : undefined, replayOut, server),
        )
      }
      // Drop this pass's files so the next pass starts from the same disk state.
      await rm(cacheDir, { recursive: true, force: true })
    }

    console.log(
      `bench: ${o.runs} runs × concurrency ${o.concurrency} × ${o.latency} ms latency × ${o.passes} pass(es)` +
        ` (real SDK → loopback fake in a child process; cache ${o.cache ? 'read-write' : 'off'}; runs.jsonl ${o.store ? 'on' : 'off'}; per-run files ${o.runFiles ? 'on' : 'off'}; warm-up ${o.warmup}; node ${process.version})`,
    )
    const line = (r: PassResult, checkRatio: boolean, check: boolean) => {
      const replay = r.name.startsWith('replay')
      const okRatio = !checkRatio || r.ratio <= TARGET_RATIO
      const okCpu = r.cpuMsPerRun <= TARGET_CPU_MS
      const okRss = r.peakRssMb < TARGET_RSS_MB
      const okCalls = replay ? r.apiCalls === 0 && r.serverRequests === 0 : r.errors === 0
      if (check && !(okRatio && okCpu && okRss && okCalls)) failed = true
      const mark = (ok: boolean) => (check ? ` ${pf(ok)}` : '')
      const ratioCell = checkRatio
        ? `ratio ${r.ratio.toFixed(3)}${check ? ` ≤ ${TARGET_RATIO}` : ''}${mark(okRatio)}`
        : `(ideal n/a: no API latency)`
      return [
        `${r.name.padEnd(9)}`,
        `wall ${r.wallMs.toFixed(0).padStart(6)} ms`,
        `ideal ${String(r.idealMs).padStart(6)} ms`,
        ratioCell,
        `| CPU ${r.cpuMsPerRun.toFixed(3)} ms/run (${Math.round(r.sysShare * 100)}% sys)${check ? ` ≤ ${TARGET_CPU_MS}` : ''}${mark(okCpu)}`,
        `[fake server ${r.serverCpuMsPerRun.toFixed(3)} ms/run, not counted]`,
        `| peak RSS ${r.peakRssMb.toFixed(1)} MB${check ? ` < ${TARGET_RSS_MB}` : ''}${mark(okRss)}`,
        `| API calls ${r.apiCalls} (server saw ${r.serverRequests}), cache hits ${r.cached}, errors ${r.errors}` +
          (replay ? mark(okCalls) : ''),
      ].join('  ')
    }
    for (let k = 0; k < o.passes; k++) {
      console.log(line(lives[k]!, true, false))
      if (replays[k]) console.log(line(replays[k]!, false, false))
    }
    // Every pass must be correct (no errors, replays make no API call); the timing/CPU targets
    // are checked on the median.
    for (const r of [...lives, ...replays]) {
      if (r.name.startsWith('replay') ? r.apiCalls !== 0 || r.serverRequests !== 0 : r.errors !== 0) failed = true
    }
    const live = medianPass(lives, 'live')
    const replay = replays.length > 0 ? medianPass(replays, 'replay') : undefined
    console.log(`median of ${o.passes} pass(es):`)
    console.log(line(live, true, true))
    console.log(replay ? line(replay, false, true) : 'replay     skipped (--no-cache)')
    if (o.json) console.log(JSON.stringify({ live, replay, passes: { live: lives, replay: replays } }))
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
