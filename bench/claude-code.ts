/**
 * CPU and wall time per run of the claude-code executor, beside the API executor, on the same
 * three-turn task (Skill → Write → answer) against the loopback fake Messages API (in this
 * process; its CPU is counted in "harness" for both executors).
 *
 *   npx tsx bench/claude-code.ts [--runs 5] [--concurrency 1] [--json]
 *
 * Per executor: wall ms per run (median and max), CPU ms per run split into this process
 * (`process.cpuUsage`) and child processes (Linux `/proc/self/stat` cutime + cstime of reaped
 * children, i.e. the `claude` processes; 10 ms resolution), and the peak RSS of this process.
 * The claude-code pass needs the CLI (node_modules/@anthropic-ai/claude-code or PATH); without
 * it, that pass is skipped with the reason.
 */
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import Anthropic from '@anthropic-ai/sdk'
import { executeRun } from '../src/run/executor.js'
import { createGateway } from '../src/run/gateway.js'
import { AdaptiveLimiter } from '../src/run/limiter.js'
import { createWorkspace } from '../src/run/workspace.js'
import { executeClaudeCodeRun, resolveClaudeCode, type ClaudeCodeBinary } from '../src/run/claude-code/index.js'
import type { RunId } from '../src/types.js'
import { claudeCodeAgent, startFakeAnthropic } from '../test/fakes/anthropic-server.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MODEL = 'claude-sonnet-5-5'
const SKILL = 'bench-brief'

function parseArgs(argv: string[]) {
  const o = { runs: 5, concurrency: 1, json: false }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a === '--runs') o.runs = Math.max(1, Number(argv[++i]))
    else if (a === '--concurrency') o.concurrency = Math.max(1, Number(argv[++i]))
    else if (a === '--json') o.json = true
    else throw new Error(`unknown argument ${a}`)
  }
  return o
}

/** CPU ms of reaped child processes (Linux only; null elsewhere). */
function childCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // After the comm field: state is index 0, so cutime (field 16) is index 13, cstime index 14.
    const ticks = Number(fields[13]) + Number(fields[14])
    return (ticks * 1000) / 100 // USER_HZ is 100 on Linux
  } catch {
    return null
  }
}

interface PassResult {
  executor: 'api' | 'claude-code'
  runs: number
  ok: number
  wallMs: number
  wallPerRunMedianMs: number
  wallPerRunMaxMs: number
  harnessCpuMsPerRun: number
  childCpuMsPerRun: number | null
  peakRssMb: number
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : 0
}

async function pass(executor: PassResult['executor'], runs: number, concurrency: number, one: (i: number) => Promise<boolean>): Promise<PassResult> {
  const walls: number[] = []
  let ok = 0
  let peak = process.memoryUsage().rss
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  const cpu0 = process.cpuUsage()
  const child0 = childCpuMs()
  const t0 = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, runs) }, async () => {
      while (next < runs) {
        const i = next++
        const s = performance.now()
        if (await one(i)) ok++
        walls.push(performance.now() - s)
      }
    })
  )
  const wallMs = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  const child1 = childCpuMs()
  clearInterval(sampler)
  return {
    executor,
    runs,
    ok,
    wallMs: Math.round(wallMs),
    wallPerRunMedianMs: Math.round(median(walls)),
    wallPerRunMaxMs: Math.round(Math.max(...walls)),
    harnessCpuMsPerRun: Math.round((cpu.user + cpu.system) / 1000 / runs),
    childCpuMsPerRun: child0 !== null && child1 !== null ? Math.round((child1 - child0) / runs) : null,
    peakRssMb: Math.round(peak / 1024 / 1024)
  }
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2))
  const base = await mkdtemp(path.join(tmpdir(), 'bench-cc-'))
  const skillDir = path.join(base, SKILL)
  await mkdir(skillDir, { recursive: true })
  await writeFile(path.join(skillDir, 'SKILL.md'), `---\nname: ${SKILL}\ndescription: Writes short briefs. Use for briefs.\n---\n\n# Brief\n\nStart with BRIEF.\n`)
  const fake = await startFakeAnthropic({ handler: claudeCodeAgent({ skill: SKILL, forceSkill: true, write: { path: 'result.md', content: 'BRIEF\n' }, finalText: 'Done.' }) })
  const results: PassResult[] = []
  try {
    // ── API executor: the real SDK + gateway, discover mode (Skill tool), same three turns ──
    const client = new Anthropic({ apiKey: 'bench', baseURL: fake.url, maxRetries: 0 })
    const gateway = createGateway({ client, limiter: new AdaptiveLimiter({ max: o.concurrency }) })
    const body = '# Brief\n\nStart with BRIEF.\n'
    results.push(
      await pass('api', o.runs, o.concurrency, async (i) => {
        const ws = await createWorkspace({ files: [], skill: { name: SKILL, dir: skillDir } })
        try {
          const spec: RunId = { runId: `bench/${i}`, skill: SKILL, evalId: 1, evalDir: 'eval-1', configuration: 'with_skill', trial: i + 1, model: MODEL }
          const r = await executeRun(
            { spec, prompt: 'Write a brief into result.md.', workspaceDir: ws.dir, skill: { name: SKILL, description: 'Writes short briefs.', body }, skillLoading: 'discover', bash: false, maxTurns: 8, maxTokens: 1024 },
            gateway.send
          )
          return !r.error && r.skillUsed && r.filesWritten.includes('result.md')
        } finally {
          await ws.dispose()
        }
      })
    )

    // ── claude-code executor ──
    let binary: ClaudeCodeBinary | undefined
    try {
      binary = await resolveClaudeCode({ searchFrom: [ROOT] })
    } catch (err) {
      console.log(`claude-code pass skipped: ${err instanceof Error ? err.message : String(err)}`)
    }
    if (binary) {
      results.push(
        await pass('claude-code', o.runs, o.concurrency, async () => {
          const ws = await createWorkspace({ files: [], skill: { name: SKILL, dir: skillDir } })
          try {
            const r = await executeClaudeCodeRun(
              { spec: { model: MODEL }, prompt: 'Write a brief into result.md.', workspaceDir: ws.dir, skill: { name: SKILL }, bash: false, maxTurns: 8, timeoutMs: 60_000 },
              { binary, apiKey: 'bench', baseUrl: fake.url, maxRetries: 0 }
            )
            return !r.error && r.skillUsed && r.filesWritten.includes('result.md')
          } finally {
            await ws.dispose()
          }
        })
      )
      console.log(`Claude Code ${binary.version} at ${binary.path}`)
    }
  } finally {
    await fake.close()
    await rm(base, { recursive: true, force: true })
  }

  console.log(`${o.runs} runs per executor, concurrency ${o.concurrency}, 3 model turns each (Skill → Write → answer), loopback fake`)
  console.log('executor      ok     wall/run med  wall/run max  CPU/run harness  CPU/run children  peak RSS')
  for (const r of results) {
    console.log(
      `${r.executor.padEnd(12)}  ${`${r.ok}/${r.runs}`.padEnd(5)}  ${`${r.wallPerRunMedianMs} ms`.padEnd(12)}  ${`${r.wallPerRunMaxMs} ms`.padEnd(12)}  ` +
        `${`${r.harnessCpuMsPerRun} ms`.padEnd(15)}  ${(r.childCpuMsPerRun === null ? 'n/a' : `${r.childCpuMsPerRun} ms`).padEnd(16)}  ${r.peakRssMb} MB`
    )
  }
  if (o.json) console.log(JSON.stringify(results, null, 2))
  if (results.some((r) => r.ok !== r.runs)) process.exitCode = 1
}

await main()
