/**
 * npm run bench: the real path, as a user runs it. The BUILT CLI (`node dist/cli.js run …`) as a
 * child process against a loopback fake of the Messages API answering in a fixed latency (its own
 * process, bench/fake-agent-server.mjs): every run is an agent loop with tool turns (Write, Read,
 * then a final answer) in its own workspace, writes its per-run files and runs.jsonl line, and is
 * graded by deterministic checks. Then the same command again on the response cache (a cached
 * rerun), then `grade`, `report` and `view` on the result; the action's start-up; promptfoo on the
 * same number of API calls; and the gateway-only figure of bench/run.ts as a second line.
 *
 *   npx tsx bench/real.ts [--runs 600,6000] [--passes 3] [--concurrency 16] [--latency 100]
 *                         [--tool-turns 2] [--no-promptfoo] [--no-gateway] [--no-action]
 *                         [--strace] [--cpu-prof DIR] [--dist DIR] [--keep] [--quick] [--json]
 *     --dist DIR   measure the bundles in DIR instead of dist/ (e.g. a build of the previous commit)
 *   BENCH_QUICK=1 npm run bench       same as --quick: 60,240 runs, 1 pass (a smoke check, ~1 min)
 *   For profiling, passed to the measured processes: BENCH_NODE_OPTIONS (e.g. --import=a-preload.mjs),
 *   UV_THREADPOOL_SIZE; BENCH_STRACE_ARGS replaces strace's `-c` (e.g. "-e trace=openat,mkdir").
 *   BENCH_RUN_ARGS: extra arguments of every measured `run` (e.g. "--threads 1").
 *
 * Measured per command (median of the passes): wall (spawn to exit, in this process); CPU (user +
 * system of every node process of the command, from getrusage at exit: bench/rusage-preload.mjs);
 * peak RSS (ru_maxrss); API calls (counted at the fake); start to first API call (spawn to the
 * fake's first request). Printed without a target: the live run's CPU per run over the second
 * half of its API calls (/proc/PID/stat sampled every 250 ms against the fake's count, Linux only),
 * which leaves out start-up, the closing grading pass and most of V8's warm-up (optimising the hot
 * code takes the first ~600 runs' worth of calls on a 2-core machine), so the two CPU lines side by
 * side show how much of a run's CPU is fixed cost. Targets (exit 1 when one is missed):
 *   run     wall ≤ 1.25 × ceil(calls / concurrency) × latency, at every --runs size
 *           CPU ≤ 5 ms per run (the whole process: start-up, runs, files, grading)
 *           start to first API call ≤ 300 ms (CLI), and the action's (dist/index.js) ≤ 300 ms
 *   cached  wall ≤ 0.25 × the live run's, 0 API calls
 *   grade, report, view   CPU ≤ 1 ms per run each
 *   RSS     peak at the largest size ≤ 1.25 × peak at the smallest (flat in the number of runs)
 *   promptfoo (pinned, `--no-cache`, same calls/concurrency, at the smallest size): at the bench's
 *           latency both tools sit near the latency bound (printed beside them, no target); at
 *           --promptfoo-latency (5 ms) the tools' own cost decides, ours uncached too:
 *           our wall ≤ 0.5 × theirs, our peak RSS < theirs
 * promptfoo is installed once into node_modules/.cache/skill-evals-bench/ (npm install --prefix).
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PRELOAD = path.join(ROOT, 'bench', 'rusage-preload.mjs')
export const PROMPTFOO_VERSION = '0.121.20'
const MODEL = 'claude-haiku-5-5'

const T = {
  wallRatio: 1.25,
  cpuMsPerRun: 5,
  postCpuMsPerRun: 1,
  firstCallMs: 300,
  cachedShare: 0.25,
  rssGrowth: 1.25,
  vsPromptfooWall: 0.5,
}

// ─── Options ─────────────────────────────────────────────────────────────────────────

interface Opts {
  runs: number[]
  passes: number
  concurrency: number
  latency: number
  toolTurns: number
  /** The fake's latency for the side-by-side with promptfoo where the tools' own cost decides (ms). */
  pfLatency: number
  promptfoo: boolean
  gateway: boolean
  action: boolean
  strace: boolean
  cpuProf?: string
  json: boolean
  keep: boolean
  /** The built bundles to measure (default dist/): compare another build with --dist. */
  dist: string
}

/** Extra arguments of every measured `run` (e.g. BENCH_RUN_ARGS='--threads 1' to measure one thread). */
const EXTRA_RUN_ARGS = (process.env.BENCH_RUN_ARGS ?? '').split(' ').filter(Boolean)

function parseArgs(argv: string[]): Opts {
  const quick = process.env.BENCH_QUICK === '1' || argv.includes('--quick')
  const o: Opts = {
    runs: quick ? [60, 240] : [600, 6000],
    passes: quick ? 1 : 3,
    concurrency: 16,
    latency: 100,
    toolTurns: 2,
    pfLatency: 5,
    promptfoo: true,
    gateway: true,
    action: true,
    strace: false,
    json: false,
    keep: false,
    dist: path.join(ROOT, 'dist'),
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined]
    const val = () => inline ?? argv[++i] ?? ''
    const num = () => {
      const n = Number(val())
      if (!Number.isInteger(n) || n < 0) throw new Error(`bad ${flag}`)
      return n
    }
    if (flag === '--quick') continue
    else if (flag === '--runs') o.runs = val().split(',').map(Number)
    else if (flag === '--passes') o.passes = num()
    else if (flag === '--concurrency') o.concurrency = num()
    else if (flag === '--latency') o.latency = num()
    else if (flag === '--tool-turns') o.toolTurns = num()
    else if (flag === '--promptfoo-latency') o.pfLatency = num()
    else if (flag === '--no-promptfoo') o.promptfoo = false
    else if (flag === '--no-gateway') o.gateway = false
    else if (flag === '--no-action') o.action = false
    else if (flag === '--strace') o.strace = true
    else if (flag === '--cpu-prof') o.cpuProf = path.resolve(val())
    else if (flag === '--json') o.json = true
    else if (flag === '--keep') o.keep = true
    else if (flag === '--dist') o.dist = path.resolve(val())
    else if (flag === '--help' || flag === '-h') {
      console.log(
        'usage: bench/real.ts [--quick] [--runs 600,6000] [--passes 3] [--concurrency 16] [--latency 100] [--tool-turns 2]\n' +
          '                     [--no-promptfoo] [--promptfoo-latency 5] [--no-gateway] [--no-action] [--strace] [--cpu-prof DIR] [--dist DIR] [--keep] [--json]',
      )
      process.exit(0)
    } else throw new Error(`unknown flag ${a}`)
  }
  for (const r of o.runs) if (!Number.isInteger(r) || r < 6 || r % 6 !== 0) throw new Error(`--runs: each size must be a multiple of 6 (got ${r})`)
  if (o.passes < 1 || o.concurrency < 1) throw new Error('--passes and --concurrency must be ≥ 1')
  o.runs.sort((a, b) => a - b)
  return o
}

// ─── The fake API ────────────────────────────────────────────────────────────────────

interface FakeStats {
  count: number
  firstAt: number
  lastAt: number
  cpuUs: number
}

class Fake {
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static start(latency: number, toolTurns: number): Promise<Fake> {
    const child = fork(path.join(ROOT, 'bench', 'fake-agent-server.mjs'), [], {
      env: { ...process.env, FAKE_LATENCY_MS: String(latency), FAKE_TOOL_TURNS: String(toolTurns), NODE_OPTIONS: '' },
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child.setMaxListeners(0) // the start-up probe polls while other questions may be pending
    return new Promise((resolve, reject) => {
      child.once('error', reject)
      child.once('message', (m: { port?: number }) => m.port && resolve(new Fake(child, `http://127.0.0.1:${m.port}`)))
    })
  }

  private ask<R>(cmd: string, key: string): Promise<R> {
    return new Promise((resolve) => {
      const on = (m: Record<string, unknown>) => {
        if (m[key]) {
          this.child.off('message', on)
          resolve(m as R)
        }
      }
      this.child.on('message', on)
      this.child.send({ cmd })
    })
  }

  stats(): Promise<FakeStats> {
    return this.ask<FakeStats>('stats', 'stats')
  }
  async reset(): Promise<void> {
    await this.ask('reset', 'reset')
  }
  stop(): void {
    this.child.send({ cmd: 'exit' })
    this.child.disconnect()
  }
}

// ─── Measured child processes ────────────────────────────────────────────────────────

interface Measured {
  code: number | null
  wallMs: number
  /** user + system of every node process of the command, ms. */
  cpuMs: number
  sysMs: number
  peakRssMb: number
  /** ms from spawn to the fake's first request (NaN when none). */
  firstCallMs: number
  calls: number
  /**
   * CPU of the process per API call over the second half of its calls (sampled from /proc while it
   * runs; Linux only, NaN elsewhere or when the run is too short to sample): start-up, the work
   * after the last call and the first half's warm-up are left out. A diagnostic, not a target.
   */
  secondHalfCpuMsPerCall: number
  stdout: string
  stderr: string
}

interface SpawnOpts {
  cwd: string
  env: NodeJS.ProcessEnv
  fake: Fake
  /** Kill the process once the fake saw its first request (start-up probes). */
  killOnFirstCall?: boolean
  /** Sample the process's CPU against the fake's call count while it runs (`secondHalfCpuMsPerCall`). */
  sampleCpu?: boolean
  /** Wrap in `strace -c -f -o FILE`. */
  straceFile?: string
  extraNodeArgs?: string[]
}

async function measure(cmd: string, args: string[], o: SpawnOpts): Promise<Measured> {
  const rusageDir = await mkdtemp(path.join(tmpdir(), 'bench-rusage-'))
  await o.fake.reset()
  const env: NodeJS.ProcessEnv = {
    ...o.env,
    BENCH_RUSAGE_DIR: rusageDir,
    NODE_OPTIONS: `${o.env.NODE_OPTIONS ?? ''} --import=${PRELOAD}`.trim(),
  }
  const [file, argv] = o.straceFile ? ['strace', [...(process.env.BENCH_STRACE_ARGS ?? '-c').split(' '), '-f', '-o', o.straceFile, cmd, ...args]] : [cmd, args]
  const t0 = Date.now()
  const p0 = performance.now()
  const child = spawn(file, argv, { cwd: o.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout = (stdout + d).slice(-20_000)))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-20_000)))
  let poll: NodeJS.Timeout | undefined
  if (o.killOnFirstCall) {
    poll = setInterval(() => {
      void o.fake.stats().then((s) => {
        if (s.count > 0) child.kill('SIGKILL')
      })
    }, 10)
  }
  const samples: CpuSample[] = []
  let sampler: NodeJS.Timeout | undefined
  if (o.sampleCpu && !o.straceFile && child.pid !== undefined && process.platform === 'linux') {
    const pid = child.pid
    sampler = setInterval(() => {
      void o.fake.stats().then((st) => {
        const ticks = processCpuTicks(pid)
        if (ticks !== undefined) samples.push({ calls: st.count, ticks })
      })
    }, 250)
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (c) => resolve(c))
  })
  const wallMs = performance.now() - p0
  if (poll) clearInterval(poll)
  if (sampler) clearInterval(sampler)
  const s = await o.fake.stats()
  let cpuUs = 0
  let sysUs = 0
  let rssKb = 0
  for (const f of await readdir(rusageDir)) {
    const r = JSON.parse(await readFile(path.join(rusageDir, f), 'utf8')) as { userUs: number; sysUs: number; maxRssKb: number }
    cpuUs += r.userUs + r.sysUs
    sysUs += r.sysUs
    rssKb = Math.max(rssKb, r.maxRssKb)
  }
  await rm(rusageDir, { recursive: true, force: true })
  return {
    code,
    wallMs,
    cpuMs: cpuUs / 1000,
    sysMs: sysUs / 1000,
    peakRssMb: rssKb / 1024,
    firstCallMs: s.count > 0 ? s.firstAt - t0 : Number.NaN,
    calls: s.count,
    secondHalfCpuMsPerCall: secondHalfCpuPerCall(samples, s.count),
    stdout,
    stderr,
  }
}

interface CpuSample {
  /** API calls the fake had received when the sample was taken. */
  calls: number
  /** user + system CPU of the process (all its threads) so far, in clock ticks. */
  ticks: number
}

let clockTicks: number | undefined
/** Clock ticks per second of /proc's CPU figures (`getconf CLK_TCK`; 100 on Linux when unknown). */
export function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      clockTicks = 100
    }
  }
  return clockTicks
}

/** utime + stime of a live process from /proc/PID/stat, in clock ticks (undefined once it is gone). */
function processCpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(f[11]) + Number(f[12])
  } catch {
    return undefined
  }
}

/**
 * CPU ms per API call between the first sample taken at half the calls or more and the last sample
 * taken before the last call (so neither start-up nor the work after the calls is in it). NaN when
 * fewer than a tenth of the calls lie between the two samples.
 */
export function secondHalfCpuPerCall(samples: readonly CpuSample[], totalCalls: number): number {
  const from = samples.find((x) => x.calls >= totalCalls / 2)
  const to = [...samples].reverse().find((x) => x.calls < totalCalls)
  if (!from || !to || to.calls - from.calls < totalCalls / 10) return Number.NaN
  return ((to.ticks - from.ticks) * 1000) / ticksPerSecond() / (to.calls - from.calls)
}

// ─── The skills repository ───────────────────────────────────────────────────────────

/** `runs` = skills × 10 evals × 3 trials × 2 configurations (fewer evals for small sizes). */
function repoShape(runs: number): { skills: number; evals: number } {
  const perSkill = runs >= 60 ? 10 : runs / 6
  return { skills: Math.max(1, Math.round(runs / 6 / perSkill)), evals: Math.min(perSkill, runs / 6) }
}

export async function makeRepo(dir: string, runs: number): Promise<void> {
  const { skills, evals } = repoShape(runs)
  if (skills * evals * 6 !== runs) throw new Error(`--runs ${runs}: use a multiple of 60 (or 6..54)`)
  await mkdir(path.join(dir, 'evals'), { recursive: true })
  await writeFile(path.join(dir, 'evals', 'config.yaml'), 'trials: 3\nconcurrency: 16\ncache: read-write\n')
  for (let s = 1; s <= skills; s++) {
    const name = `bench-skill-${String(s).padStart(3, '0')}`
    const sd = path.join(dir, 'skills', name)
    await mkdir(path.join(sd, 'evals'), { recursive: true })
    await mkdir(path.join(sd, 'references'), { recursive: true })
    await writeFile(
      path.join(sd, 'SKILL.md'),
      `---\nname: ${name}\ndescription: Writes result files for bench task ${s}. Use when the user asks for bench task ${s}.\n---\n\n# ${name}\n\nWrite the answer to result.md, then read it back. See references/guide.md.\n`,
    )
    await writeFile(path.join(sd, 'references', 'guide.md'), `# Guide ${s}\n\nAnswers are short.\n`)
    await writeFile(
      path.join(sd, 'evals', 'evals.json'),
      JSON.stringify(
        {
          skill_name: name,
          evals: Array.from({ length: evals }, (_, i) => ({
            id: i + 1,
            prompt: `Bench task ${s}.${i + 1}: write the answer to result.md.`,
            expected_output: 'result.md holding ok',
            expectations: [
              { text: 'writes result.md', check: { kind: 'file_exists', path: 'result.md' } },
              { text: 'answers ok', check: { kind: 'contains', value: 'ok' } },
            ],
          })),
        },
        null,
        2,
      ),
    )
  }
}

// ─── promptfoo ───────────────────────────────────────────────────────────────────────

async function promptfooBin(): Promise<string> {
  const prefix = path.join(ROOT, 'node_modules', '.cache', 'skill-evals-bench', `promptfoo-${PROMPTFOO_VERSION}`)
  const pkg = path.join(prefix, 'node_modules', 'promptfoo', 'package.json')
  if (!existsSync(pkg)) {
    console.error(`bench: installing promptfoo@${PROMPTFOO_VERSION} into ${path.relative(ROOT, prefix)} (once)…`)
    await mkdir(prefix, { recursive: true })
    await new Promise<void>((resolve, reject) => {
      const c = spawn('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', `promptfoo@${PROMPTFOO_VERSION}`], {
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      c.once('error', reject)
      c.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`npm install promptfoo failed (${code})`))))
    })
  }
  const meta = JSON.parse(await readFile(pkg, 'utf8')) as { bin: string | Record<string, string> }
  const bin = typeof meta.bin === 'string' ? meta.bin : (meta.bin['promptfoo'] ?? Object.values(meta.bin)[0]!)
  return path.join(path.dirname(pkg), bin)
}

/** A promptfoo suite of `calls` test cases, one Messages API call each, against the fake. */
async function promptfooConfig(dir: string, calls: number, url: string): Promise<string> {
  await mkdir(dir, { recursive: true })
  const tests = Array.from({ length: calls }, (_, i) => `  - vars:\n      task: "Bench task ${i + 1}: answer ok."\n    assert:\n      - type: contains\n        value: ok\n`)
  const yaml =
    `description: skill-evals bench (same calls, latency and concurrency)\n` +
    `prompts:\n  - "{{task}}"\n` +
    `providers:\n  - id: anthropic:messages:${MODEL}\n    config:\n      apiBaseUrl: ${url}\n      max_tokens: 256\n` +
    `tests:\n${tests.join('')}`
  const file = path.join(dir, 'promptfooconfig.yaml')
  await writeFile(file, yaml)
  return file
}

// ─── Statistics and printing ─────────────────────────────────────────────────────────

const median = (xs: number[]): number => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b)
  if (s.length === 0) return Number.NaN
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

interface Row {
  what: string
  value: string
  target: string
  ok: boolean | undefined
}

const rows: Row[] = []
function check(what: string, value: string, target: string, ok: boolean | undefined): void {
  rows.push({ what, value, target, ok })
}
const ms = (x: number) => (Number.isNaN(x) ? 'n/a' : x >= 10_000 ? `${(x / 1000).toFixed(1)} s` : `${x.toFixed(0)} ms`)

function printTable(): boolean {
  const w0 = Math.max(...rows.map((r) => r.what.length))
  const w1 = Math.max(...rows.map((r) => r.value.length))
  const w2 = Math.max(...rows.map((r) => r.target.length))
  let ok = true
  for (const r of rows) {
    const mark = r.ok === undefined ? '' : r.ok ? 'PASS' : 'FAIL'
    if (r.ok === false) ok = false
    console.log(`${r.what.padEnd(w0)}  ${r.value.padEnd(w1)}  ${r.target.padEnd(w2)}  ${mark}`.trimEnd())
  }
  return ok
}

// ─── The passes ──────────────────────────────────────────────────────────────────────

interface ScaleResult {
  runs: number
  live: Measured[]
  cached: Measured[]
  grade: Measured[]
  report: Measured[]
  view: Measured[]
}

async function runsJsonlOk(outDir: string, runs: number): Promise<string | undefined> {
  const text = await readFile(path.join(outDir, 'runs.jsonl'), 'utf8').catch(() => '')
  const lines = text.split('\n').filter(Boolean)
  const done = lines.filter((l) => (JSON.parse(l) as { status: string }).status === 'completed').length
  if (lines.length !== runs || done !== runs) return `runs.jsonl has ${lines.length} lines, ${done} completed (want ${runs})`
  return undefined
}

function assertOk(m: Measured, what: string, codes: number[] = [0]): void {
  if (m.code === null || !codes.includes(m.code)) {
    throw new Error(`${what} exited ${m.code}:\n${m.stdout.slice(-2000)}\n${m.stderr.slice(-2000)}`)
  }
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2))
  const cli = path.join(o.dist, 'cli.js')
  const actionEntry = path.join(o.dist, 'index.js')
  if (!existsSync(cli) || !existsSync(actionEntry)) throw new Error('dist/ is missing: npm run build first')
  const work = await mkdtemp(path.join(tmpdir(), 'skill-evals-bench-real-'))
  const fake = await Fake.start(o.latency, o.toolTurns)
  const baseEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: work,
    TMPDIR: tmpdir(),
    ANTHROPIC_API_KEY: 'sk-ant-bench',
    ANTHROPIC_BASE_URL: fake.url,
    NO_PROXY: '127.0.0.1,localhost',
    NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS ?? '',
    ...(process.env.UV_THREADPOOL_SIZE ? { UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE } : {}),
    ...(process.env.SKILL_EVALS_THREADS_MAIN_SOLVES ? { SKILL_EVALS_THREADS_MAIN_SOLVES: process.env.SKILL_EVALS_THREADS_MAIN_SOLVES } : {}),
  }
  const callsPerRun = o.toolTurns + 1
  const results: ScaleResult[] = []
  const extra: Record<string, unknown> = {}
  try {
    console.log(
      `bench (real path): node dist/cli.js run, ${o.runs.join(' and ')} runs × ${callsPerRun} API calls each (${o.toolTurns} tool turns + answer), ` +
        `concurrency ${o.concurrency}, fake latency ${o.latency} ms, median of ${o.passes}; node ${process.version}`,
    )
    for (const runs of o.runs) {
      const repo = path.join(work, `repo-${runs}`)
      await makeRepo(repo, runs)
      const r: ScaleResult = { runs, live: [], cached: [], grade: [], report: [], view: [] }
      for (let k = 1; k <= o.passes; k++) {
        const out = path.join(work, `out-${runs}-${k}`)
        const cache = path.join(work, `cache-${runs}-${k}`)
        const runArgs = (outDir: string, cacheDir = cache) => [cli, 'run', '--root', repo, '--out', outDir, '--concurrency', String(o.concurrency), '--cache', 'read-write', '--cache-dir', cacheDir, ...EXTRA_RUN_ARGS]
        const profArgs = o.cpuProf && k === 1 ? ['--cpu-prof', `--cpu-prof-dir=${o.cpuProf}`, `--cpu-prof-name=run-${runs}.cpuprofile`] : []
        const live = await measure('node', [...profArgs, ...runArgs(out)], { cwd: repo, env: baseEnv, fake, sampleCpu: true })
        assertOk(live, `run (${runs} runs)`, [0, 1])
        const bad = await runsJsonlOk(out, runs)
        if (bad) throw new Error(`run (${runs} runs): ${bad}\n${live.stdout.slice(-2000)}${live.stderr.slice(-2000)}`)
        r.live.push(live)
        const cachedOut = `${out}-cached`
        const cached = await measure('node', runArgs(cachedOut), { cwd: repo, env: baseEnv, fake })
        assertOk(cached, `cached rerun (${runs} runs)`, [0, 1])
        r.cached.push(cached)
        const post = async (cmd: string, args: string[], codes: number[]) => {
          const prof = o.cpuProf && k === 1 ? ['--cpu-prof', `--cpu-prof-dir=${o.cpuProf}`, `--cpu-prof-name=${cmd}-${runs}.cpuprofile`] : []
          const m = await measure('node', [...prof, cli, cmd, ...args], { cwd: repo, env: baseEnv, fake })
          assertOk(m, `${cmd} (${runs} runs)`, codes)
          return m
        }
        r.grade.push(await post('grade', ['--root', repo, '--out', out, '--cache', 'off'], [0, 1]))
        r.report.push(await post('report', ['--root', repo, '--out', out], [0, 1]))
        r.view.push(await post('view', ['--out', out], [0]))
        if (o.strace && k === 1) {
          const file = path.join(work, `strace-${runs}.txt`)
          // A fresh cache folder: the strace figure is of a live run (the pass's cache is warm by now).
          await measure('node', runArgs(`${out}-strace`, `${cache}-strace`), { cwd: repo, env: baseEnv, fake, straceFile: file })
          await rm(`${cache}-strace`, { recursive: true, force: true })
          extra[`strace-${runs}`] = await straceSummary(file, runs)
          await rm(`${out}-strace`, { recursive: true, force: true })
        }
        if (!o.keep) await rm(cachedOut, { recursive: true, force: true })
        if (!o.keep) await rm(out, { recursive: true, force: true })
        await rm(cache, { recursive: true, force: true })
        process.stderr.write(`  ${runs} runs, pass ${k}: live ${ms(live.wallMs)}, cached ${ms(cached.wallMs)}\n`)
      }
      results.push(r)
    }

    // Start-up of the action (dist/index.js, command evaluate) on the smallest repo: spawn → first call.
    const actionFirst: number[] = []
    if (o.action) {
      const repo = path.join(work, `repo-${o.runs[0]}`)
      for (let k = 1; k <= o.passes; k++) {
        const m = await measureAction(actionEntry, repo, work, baseEnv, fake, k)
        actionFirst.push(m.firstCallMs)
      }
    }

    // promptfoo on the same number of API calls as our smallest size's live run: at the bench's
    // latency (where both sit near the latency bound, printed beside them), and at a latency short
    // enough that the tools' own cost decides the wall time (--promptfoo-latency, default 5 ms),
    // where ours runs uncached too: the ratio the target applies to.
    const pf: Measured[] = []
    const pfFast: Measured[] = []
    const oursFast: Measured[] = []
    if (o.promptfoo) {
      const calls = median(results[0]!.live.map((m) => m.calls))
      const bin = await promptfooBin()
      const dir = path.join(work, 'promptfoo')
      const cfg = await promptfooConfig(dir, calls, fake.url)
      const runPromptfoo = async (k: number, f: Fake, file: string): Promise<Measured> => {
        const m = await measure(
          'node',
          [bin, 'eval', '-c', file, '--no-cache', '-j', String(o.concurrency), '--no-table', '--no-progress-bar', '--no-write', '-o', path.join(dir, `out-${k}.json`)],
          {
            cwd: dir,
            env: { ...baseEnv, PROMPTFOO_DISABLE_TELEMETRY: '1', PROMPTFOO_DISABLE_UPDATE: '1', PROMPTFOO_CONFIG_DIR: path.join(dir, '.promptfoo'), PROMPTFOO_DISABLE_SHARING: '1' },
            fake: f,
          },
        )
        assertOk(m, 'promptfoo eval', [0, 100])
        if (m.calls !== calls) throw new Error(`promptfoo made ${m.calls} API calls, want ${calls}:\n${m.stdout.slice(-1500)}\n${m.stderr.slice(-1500)}`)
        return m
      }
      const fast = await Fake.start(o.pfLatency, o.toolTurns)
      try {
        const fastCfg = await promptfooConfig(path.join(dir, 'fast'), calls, fast.url)
        const repo = path.join(work, `repo-${o.runs[0]}`)
        for (let k = 1; k <= o.passes; k++) {
          const out = path.join(work, `out-fast-${k}`)
          const m = await measure('node', [cli, 'run', '--root', repo, '--out', out, '--concurrency', String(o.concurrency), '--cache', 'off', ...EXTRA_RUN_ARGS], { cwd: repo, env: { ...baseEnv, ANTHROPIC_BASE_URL: fast.url }, fake: fast })
          assertOk(m, `run at ${o.pfLatency} ms`, [0, 1])
          if (m.calls !== calls) throw new Error(`run at ${o.pfLatency} ms made ${m.calls} API calls, want ${calls}`)
          oursFast.push(m)
          await rm(out, { recursive: true, force: true })
          pfFast.push(await runPromptfoo(k, fast, fastCfg))
          process.stderr.write(`  at ${o.pfLatency} ms: ours ${ms(m.wallMs)}, promptfoo ${ms(pfFast[pfFast.length - 1]!.wallMs)}\n`)
        }
      } finally {
        fast.stop()
      }
      for (let k = 1; k <= o.passes; k++) {
        const m = await runPromptfoo(k, fake, cfg)
        pf.push(m)
        process.stderr.write(`  promptfoo, pass ${k}: ${ms(m.wallMs)}\n`)
      }
    }

    // The gateway alone (bench/run.ts), as before.
    let gatewayLine: string | undefined
    if (o.gateway) gatewayLine = await gatewayOnly(o)

    // ── The table ──
    for (const r of results) {
      const n = r.runs
      const calls = median(r.live.map((m) => m.calls))
      const ideal = Math.ceil(calls / o.concurrency) * o.latency
      const wall = median(r.live.map((m) => m.wallMs))
      const cpu = median(r.live.map((m) => m.cpuMs))
      const sys = median(r.live.map((m) => m.sysMs))
      check(`run ${n}: wall`, `${ms(wall)} = ${(wall / ideal).toFixed(2)} × ideal ${ms(ideal)} (${calls} calls)`, `≤ ${T.wallRatio} × ideal`, wall <= T.wallRatio * ideal)
      check(`run ${n}: CPU per run`, `${(cpu / n).toFixed(2)} ms (${Math.round((100 * sys) / cpu)}% sys; ${ms(cpu)} total)`, `≤ ${T.cpuMsPerRun} ms`, cpu / n <= T.cpuMsPerRun)
      const warm = median(r.live.map((m) => m.secondHalfCpuMsPerCall)) * callsPerRun
      check(
        `run ${n}: CPU per run, 2nd half`,
        Number.isFinite(warm) ? `${warm.toFixed(2)} ms (over the second half of the calls: no start-up, no closing grading, less warm-up)` : 'n/a (not sampled)',
        '',
        undefined,
      )
      check(`run ${n}: start to first API call`, ms(median(r.live.map((m) => m.firstCallMs))), `≤ ${T.firstCallMs} ms`, median(r.live.map((m) => m.firstCallMs)) <= T.firstCallMs)
      const cw = median(r.cached.map((m) => m.wallMs))
      const cc = Math.max(...r.cached.map((m) => m.calls))
      check(`cached rerun ${n}: wall`, `${ms(cw)} = ${(cw / wall).toFixed(3)} × live; ${(median(r.cached.map((m) => m.cpuMs)) / n).toFixed(2)} ms CPU/run`, `≤ ${T.cachedShare} × live`, cw <= T.cachedShare * wall)
      check(`cached rerun ${n}: API calls`, String(cc), '0', cc === 0)
      for (const [cmd, ms_] of [['grade', r.grade], ['report', r.report], ['view', r.view]] as const) {
        const c = median(ms_.map((m) => m.cpuMs))
        check(`${cmd} ${n}: CPU per run`, `${(c / n).toFixed(3)} ms (${ms(c)} total, wall ${ms(median(ms_.map((m) => m.wallMs)))})`, `≤ ${T.postCpuMsPerRun} ms`, c / n <= T.postCpuMsPerRun)
      }
      check(`run ${n}: peak RSS`, `${median(r.live.map((m) => m.peakRssMb)).toFixed(0)} MB`, '', undefined)
    }
    if (results.length > 1) {
      const lo = results[0]!
      const hi = results[results.length - 1]!
      const rLo = median(lo.live.map((m) => m.peakRssMb))
      const rHi = median(hi.live.map((m) => m.peakRssMb))
      // Below ~600 runs V8 has not yet grown its heap to its steady size, so small sizes say nothing.
      const judged = lo.runs >= 600
      check(
        `peak RSS ${hi.runs} vs ${lo.runs} runs`,
        `${rHi.toFixed(0)} / ${rLo.toFixed(0)} MB = ${(rHi / rLo).toFixed(2)}× (${(((rHi - rLo) * 1024) / (hi.runs - lo.runs)).toFixed(1)} KB per extra run)`,
        judged ? `≤ ${T.rssGrowth}× (flat)` : 'judged from 600 runs up',
        judged ? rHi <= T.rssGrowth * rLo : undefined,
      )
    }
    if (o.action) {
      const a = median(actionFirst)
      check('action: start to first API call', ms(a), `≤ ${T.firstCallMs} ms`, a <= T.firstCallMs)
    }
    if (pf.length > 0) {
      const lo = results[0]!
      const ours = median(lo.live.map((m) => m.wallMs))
      const theirs = median(pf.map((m) => m.wallMs))
      const ourRss = median(lo.live.map((m) => m.peakRssMb))
      const theirRss = median(pf.map((m) => m.peakRssMb))
      const calls = median(pf.map((m) => m.calls))
      check(`promptfoo ${PROMPTFOO_VERSION}: wall (${calls} calls, ${o.latency} ms)`, `${ms(theirs)}, CPU ${ms(median(pf.map((m) => m.cpuMs)))}`, '', undefined)
      check(`ours / promptfoo: wall at ${o.latency} ms`, `${(ours / theirs).toFixed(2)} (${ms(ours)} / ${ms(theirs)})`, '', undefined)
      // What no tool can beat on these calls: every call waits the fake's latency, 16 at a time.
      const bound = Math.ceil(calls / o.concurrency) * o.latency
      check(`latency bound / promptfoo: wall`, `${(bound / theirs).toFixed(2)} (${ms(bound)} / ${ms(theirs)}): the lowest ratio any tool can reach here`, '', undefined)
      const oursF = median(oursFast.map((m) => m.wallMs))
      const theirsF = median(pfFast.map((m) => m.wallMs))
      check(
        `ours / promptfoo: wall at ${o.pfLatency} ms`,
        `${(oursF / theirsF).toFixed(2)} (${ms(oursF)} / ${ms(theirsF)}; CPU ${ms(median(oursFast.map((m) => m.cpuMs)))} / ${ms(median(pfFast.map((m) => m.cpuMs)))}), both uncached`,
        `≤ ${T.vsPromptfooWall}`,
        oursF <= T.vsPromptfooWall * theirsF,
      )
      check(`ours / promptfoo: peak RSS`, `${ourRss.toFixed(0)} / ${theirRss.toFixed(0)} MB`, '< 1', ourRss < theirRss)
    }
    console.log('')
    const ok = printTable()
    for (const [k, v] of Object.entries(extra)) console.log(`\n${k}:\n${String(v)}`)
    if (gatewayLine) console.log(`\ngateway only (bench/run.ts): ${gatewayLine}`)
    if (o.json) console.log(JSON.stringify({ opts: o, rows, results: results.map((r) => ({ ...r, live: strip(r.live), cached: strip(r.cached), grade: strip(r.grade), report: strip(r.report), view: strip(r.view) })), actionFirst, promptfoo: strip(pf), promptfooFast: strip(pfFast), oursFast: strip(oursFast) }))
    console.log(ok ? 'bench: PASS' : 'bench: FAIL')
    process.exitCode = ok ? 0 : 1
  } finally {
    fake.stop()
    if (!o.keep) await rm(work, { recursive: true, force: true })
    else console.log(`kept ${work}`)
  }
}

const strip = (ms_: Measured[]) => ms_.map(({ stdout: _o, stderr: _e, ...rest }) => rest)

async function measureAction(entry: string, repo: string, work: string, env: NodeJS.ProcessEnv, fake: Fake, k: number): Promise<Measured> {
  const dir = path.join(work, `action-${k}`)
  await mkdir(path.join(dir, 'tmp'), { recursive: true })
  for (const f of ['output', 'summary']) await writeFile(path.join(dir, f), '')
  await writeFile(path.join(dir, 'event.json'), JSON.stringify({ inputs: {} }))
  const m = await measure('node', [entry], {
    cwd: repo,
    fake,
    killOnFirstCall: true,
    env: {
      ...env,
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: repo,
      GITHUB_OUTPUT: path.join(dir, 'output'),
      GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
      GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      GITHUB_REPOSITORY: 'bench/skills',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SHA: '0'.repeat(40),
      GITHUB_RUN_ID: '1',
      GITHUB_SERVER_URL: 'https://github.com',
      RUNNER_TEMP: path.join(dir, 'tmp'),
      // Killed at its first call, the action leaves its workspaces: keep them in the bench's folder.
      TMPDIR: path.join(dir, 'tmp'),
      INPUT_COMMAND: 'evaluate',
      INPUT_ROOT: '.',
      INPUT_MODE: 'full',
      INPUT_TRIALS: '1',
      'INPUT_ANTHROPIC-API-KEY': 'sk-ant-bench',
      'INPUT_OUT-DIR': path.join(dir, 'out'),
      'INPUT_FAIL-ON-VERDICT': 'false',
    },
  })
  if (Number.isNaN(m.firstCallMs)) throw new Error(`the action made no API call:\n${m.stdout.slice(-3000)}\n${m.stderr.slice(-2000)}`)
  return m
}

async function straceSummary(file: string, runs: number): Promise<string> {
  const text = await readFile(file, 'utf8')
  const rows: [string, number][] = []
  for (const l of text.split('\n')) {
    const m = /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:(\d+)\s+)?(\w+)\s*$/.exec(l)
    if (m && m[3] !== 'total') rows.push([m[3]!, Number(m[1])])
  }
  rows.sort((a, b) => b[1] - a[1])
  const total = rows.reduce((s, [, n]) => s + n, 0)
  return [`${'total'.padEnd(16)} ${String(total).padStart(8)} calls  ${(total / runs).toFixed(1).padStart(6)} per run`]
    .concat(rows.slice(0, 15).map(([name, n]) => `${name.padEnd(16)} ${String(n).padStart(8)} calls  ${(n / runs).toFixed(1).padStart(6)} per run`))
    .join('\n')
}

async function gatewayOnly(o: Opts): Promise<string> {
  const runs = o.runs[0]! >= 600 ? 1000 : 200
  const out = await new Promise<string>((resolve, reject) => {
    const c = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'run.ts'), '--runs', String(runs), '--passes', String(Math.min(o.passes, 3)), '--concurrency', String(o.concurrency), '--latency', String(o.latency)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let s = ''
    c.stdout.setEncoding('utf8').on('data', (d: string) => (s += d))
    c.once('error', reject)
    c.once('close', () => resolve(s))
  })
  const lines = out.split('\n')
  const at = lines.findIndex((l) => l.startsWith('median of'))
  return at >= 0 ? `${lines[at + 1]?.replace(/\s+/g, ' ').trim()}` : out.trim().split('\n').slice(-3).join(' / ')
}

// Run when started as a script; importing this file (to reuse makeRepo) runs nothing.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err)
    process.exit(2)
  })
}
