/**
 * Fault injection for the run engine: `runEvals` with the REAL @anthropic-ai/sdk client against
 * the loopback fake Messages API, which answers a seeded random share of the calls with a fault
 * (429, 529, 500, 503, a hang past the request timeout, a reset connection, malformed or
 * truncated JSON, a body cut mid-stream, a body that stalls past the idle timeout). Shared by `test/reliability/faults.test.ts` (small, in CI) and
 * `bench/faults.ts` (`npm run test:faults`, larger).
 *
 * Determinism: the fault for a request depends only on (seed, request body, how many times this
 * exact body was sent before), never on arrival order, and the scripted agent's tool ids are
 * derived from the request, so a scenario injects the same faults on every machine.
 *
 * Invariants checked (each break is a `violations` entry):
 *  - runEvals resolves (no throw), no unhandled rejection / uncaught exception meanwhile;
 *  - every planned run ends `completed` or `error` (an error carries a message);
 *  - runs.jsonl parses line by line and holds exactly the planned runIds, once each;
 *  - every run's timing.json parses and agrees with runs.jsonl;
 *  - no API call was attempted more than maxRetries + 1 times;
 *  - every request the fake received is accounted for in some run's apiCalls, and the retries
 *    recorded per run add up to the gateway's count;
 *  - a run is an error only if one of its calls hit a fault (a clean run never errors).
 */
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import Anthropic from '@anthropic-ai/sdk'

import { loadRepo } from '../../src/discover/index.js'
import { planRuns } from '../../src/plan/runs.js'
import { runEvals, type RunOptions } from '../../src/run/index.js'
import { parseRunsJsonl } from '../../src/run/results-store.js'
import type { RunRecord } from '../../src/types.js'
import { startFakeAnthropic, textBlock, type Fault, type FakeHandler, type RecordedRequest } from '../fakes/anthropic-server.js'
import { makeRepo } from './temp-repo.js'

export const FAULT_KINDS = ['429', '529', '500', '503', 'hang', 'reset', 'malformed', 'truncated', 'cut', 'stall'] as const
/** The transport faults of issue 17: no usable response arrives (hang, reset, a body cut or stalled mid-stream). */
export const TRANSPORT_FAULTS = ['hang', 'reset', 'cut', 'stall'] as const satisfies readonly FaultKind[]
export type FaultKind = (typeof FAULT_KINDS)[number]

export interface FaultScenario {
  skills: number
  evalsPerSkill: number
  /** Share of requests answered with a fault (0..1). */
  faultRate: number
  seed: number
  maxRetries: number
  concurrency: number
  /** Per-attempt timeout: a hang costs this much. */
  requestTimeoutMs: number
  /** Idle timeout of an attempt: a stalled body costs this much (default: requestTimeoutMs). */
  idleTimeoutMs?: number
  backoffInitialMs: number
  latencyMs?: number
  /** Only these kinds (default: all). */
  kinds?: readonly FaultKind[]
  /** Keep the results folder (its path is in the report) for inspection. */
  keep?: boolean
}

export interface FaultFigures {
  planned: number
  runs: number
  completed: number
  errors: number
  skipped: number
  requests: number
  injected: number
  faults: Record<FaultKind, number>
  retries: number
  /** Most attempts seen for one API call. */
  maxAttemptsPerCall: number
  /** Planned runs with no valid line in runs.jsonl or no parseable timing.json. */
  lostResults: number
  badJsonlLines: number
  unhandled: number
  /** Error types of the errored runs (e.g. `api_error`, `timeout`, `connection_error`, `SyntaxError`). */
  errorTypes: Record<string, number>
  wallMs: number
}

export interface FaultReport {
  scenario: FaultScenario
  figures: FaultFigures
  violations: string[]
  /** The results folder, when `keep` was set. */
  outDir?: string
}

// ─── Seeded randomness ────────────────────────────────────────────────────────────────

/** mulberry32: a small seeded PRNG (uniform in [0, 1)). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A uniform number in [0, 1) from a hash of the parts (stable across runs and machines). */
export function hashUnit(...parts: (string | number)[]): number {
  const h = createHash('sha256').update(parts.join('\u0000')).digest()
  return h.readUInt32BE(0) / 4294967296
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex')

// ─── The repo and the scripted agent ──────────────────────────────────────────────────

export function faultRepoFiles(skills: number, evalsPerSkill: number): Record<string, string> {
  const files: Record<string, string> = {}
  for (let s = 1; s <= skills; s++) {
    const name = `fault-skill-${String(s).padStart(3, '0')}`
    files[`skills/${name}/SKILL.md`] =
      `---\nname: ${name}\ndescription: Writes short notes for test ${s}. Use when the user asks for a note.\n---\n\n# ${name}\n\nStart every note with NOTE.\n`
    files[`skills/${name}/evals/evals.json`] = JSON.stringify(
      {
        skill_name: name,
        evals: Array.from({ length: evalsPerSkill }, (_, i) => ({
          id: i + 1,
          prompt: `Write note ${i + 1} of ${name} into result.md.`,
          expected_output: 'result.md',
          expectations: [
            { text: 'result.md exists', check: { kind: 'file_exists', path: 'result.md' } },
            { text: 'mentions the note', check: { kind: 'contains', value: 'note' } }
          ]
        }))
      },
      null,
      2
    )
  }
  return files
}

function promptOf(req: RecordedRequest): string {
  const first = req.body?.messages?.[0]
  return typeof first?.content === 'string' ? first.content : ''
}

/** Write result.md, then end with a text: ids derived from the request, so bodies are unique per call. */
export function noteAgent(): FakeHandler {
  return (req) => {
    const turns = (req.body?.messages ?? []).filter((m: { role: string }) => m.role === 'assistant').length
    const id = `toolu_${sha(req.rawBody).slice(0, 24)}`
    if (turns === 0) {
      return {
        content: [{ type: 'tool_use', id, name: 'Write', input: { file_path: 'result.md', content: `NOTE for: ${promptOf(req)}\n` }, caller: { type: 'direct' } }],
        stop_reason: 'tool_use'
      }
    }
    return { content: [textBlock(`Wrote the note (${promptOf(req).slice(0, 40)}).`)], stop_reason: 'end_turn' }
  }
}

export function faultOf(kind: FaultKind, r: number): Fault {
  switch (kind) {
    case '429':
      return { status: 429, retryAfterMs: 1 + Math.floor(r * 10) }
    case '529':
      return { status: 529 } // no retry-after: exponential backoff
    case '500':
      return { status: 500, retryAfter: '0' } // not a positive delay: backoff (the SDK rule)
    case '503':
      return { status: 503, retryAfterMs: 2 }
    default:
      return kind
  }
}

// ─── The scenario ─────────────────────────────────────────────────────────────────────

export async function runFaultScenario(sc: FaultScenario): Promise<FaultReport> {
  const violations: string[] = []
  const kinds = sc.kinds ?? FAULT_KINDS
  const faults = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>
  const seen = new Map<string, number>() // body hash → attempts
  const faultedBodies = new Set<string>()

  let unhandled = 0
  const onUnhandled = (err: unknown) => {
    unhandled++
    violations.push(`unhandled: ${err instanceof Error ? err.stack ?? err.message : String(err)}`)
  }
  process.on('unhandledRejection', onUnhandled)
  process.on('uncaughtException', onUnhandled)

  const repoDir = await makeRepo(faultRepoFiles(sc.skills, sc.evalsPerSkill))
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'faults-out-')))
  const fake = await startFakeAnthropic({
    handler: noteAgent(),
    latencyMs: sc.latencyMs ?? 0,
    faults: (req) => {
      const key = sha(req.rawBody)
      const attempt = seen.get(key) ?? 0
      seen.set(key, attempt + 1)
      if (hashUnit(sc.seed, key, attempt, 'fault?') >= sc.faultRate) return undefined
      const kind = kinds[Math.floor(hashUnit(sc.seed, key, attempt, 'kind') * kinds.length)]!
      faults[kind]++
      faultedBodies.add(key)
      return faultOf(kind, hashUnit(sc.seed, key, attempt, 'wait'))
    }
  })
  const outDir = join(base, 'out')
  const t0 = Date.now()
  let records: RunRecord[] = []
  let gatewayRetries = -1
  try {
    const repo = await loadRepo(repoDir.root)
    const errs = repo.findings.filter((f) => f.severity === 'error')
    if (errs.length > 0) throw new Error(`fault repo does not validate: ${JSON.stringify(errs)}`)
    const planned = planRuns({ evals: repo.evals, trials: 1, model: 'claude-sonnet-5-5' }).map((s) => s.runId)
    const client = new Anthropic({ apiKey: 'sk-ant-test-faults', baseURL: fake.url, maxRetries: 0 })
    const opts: RunOptions = {
      outDir,
      trials: 1,
      concurrency: sc.concurrency,
      model: 'claude-sonnet-5-5',
      resume: false,
      skillLoading: 'preload',
      bash: false,
      maxTurns: 6,
      maxTokens: 1024,
      runTimeoutSeconds: 120,
      cache: 'off',
      cacheDir: join(base, 'cache-unused'),
      maxCostUsd: null,
      maxRuns: null,
      maxRetries: sc.maxRetries,
      requestTimeoutMs: sc.requestTimeoutMs,
      requestIdleTimeoutMs: sc.idleTimeoutMs ?? sc.requestTimeoutMs,
      backoffInitialMs: sc.backoffInitialMs
    }
    try {
      const outcome = await runEvals(repo, opts, client)
      records = outcome.records
      gatewayRetries = outcome.gateway.retries
    } catch (err) {
      violations.push(`runEvals threw: ${err instanceof Error ? err.message : String(err)}`)
    }
    // Let any straggling socket events surface before the checks.
    await new Promise((r) => setTimeout(r, 20))

    // ── Results on disk ──
    const text = await readFile(join(outDir, 'runs.jsonl'), 'utf8').catch(() => '')
    const jsonl = parseRunsJsonl(text)
    if (jsonl.badLines > 0) violations.push(`runs.jsonl has ${jsonl.badLines} unparseable line(s)`)
    const counts = new Map<string, number>()
    for (const r of jsonl.records) counts.set(r.runId, (counts.get(r.runId) ?? 0) + 1)
    const plannedSet = new Set(planned)
    for (const [id, n] of counts) {
      if (!plannedSet.has(id)) violations.push(`runs.jsonl has an unplanned runId ${id}`)
      if (n > 1) violations.push(`runs.jsonl has ${n} lines for ${id}`)
    }
    let lost = 0
    const byId = new Map(jsonl.records.map((r) => [r.runId, r]))
    for (const id of planned) {
      const line = byId.get(id)
      let timing: { duration_ms?: unknown } | undefined
      try {
        timing = JSON.parse(await readFile(join(outDir, id, 'timing.json'), 'utf8')) as { duration_ms?: unknown }
      } catch {
        timing = undefined
      }
      if (!line || !timing) {
        lost++
        violations.push(`lost result: ${id} (${!line ? 'no runs.jsonl line' : 'timing.json missing or unparseable'})`)
        continue
      }
      if (timing.duration_ms !== line.durationMs) violations.push(`timing.json of ${id} disagrees with runs.jsonl`)
      if (line.status !== 'completed' && line.status !== 'error') violations.push(`${id} ended '${line.status}'`)
      if (line.status === 'error' && !line.error?.message) violations.push(`${id} is an error without a message`)
    }
    if (records.length !== planned.length && gatewayRetries >= 0) violations.push(`outcome has ${records.length} records for ${planned.length} planned runs`)

    // ── Retries ──
    let maxAttempts = 0
    for (const n of seen.values()) maxAttempts = Math.max(maxAttempts, n)
    if (maxAttempts > sc.maxRetries + 1) violations.push(`a call was attempted ${maxAttempts} times (limit ${sc.maxRetries + 1})`)
    const requests = fake.messageRequests.length
    const apiCalls = jsonl.records.reduce((a, r) => a + r.apiCalls, 0)
    const retries = jsonl.records.reduce((a, r) => a + r.retries, 0)
    // Every call the fake received is accounted for (never fewer: cost). A few more are allowed only
    // where a connection-level fault was injected: an attempt on a socket the fake had just reset, or
    // one the client gave up on before a busy fake parsed it, was sent but never received.
    const connectionFaults = faults.hang + faults.reset + faults.cut + faults.stall
    if (apiCalls < requests || apiCalls > requests + connectionFaults) {
      violations.push(`the runs account for ${apiCalls} API calls but the fake received ${requests} (${connectionFaults} connection faults)`)
    }
    if (gatewayRetries >= 0 && retries !== gatewayRetries) violations.push(`runs record ${retries} retries, the gateway counted ${gatewayRetries}`)
    for (const r of jsonl.records) {
      const sends = r.apiCalls - r.retries
      if (r.retries > sc.maxRetries * sends) violations.push(`${r.runId}: ${r.retries} retries over ${sends} calls`)
    }

    // ── Errors are explained by faults ──
    const errorTypes: Record<string, number> = {}
    for (const r of jsonl.records) {
      if (r.status !== 'error') continue
      const t = r.error?.type ?? (r.error?.status ? String(r.error.status) : /JSON/.test(r.error?.message ?? '') ? 'untyped (body is not JSON)' : 'untyped')
      errorTypes[t] = (errorTypes[t] ?? 0) + 1
    }
    const faultedPrompts = new Set<string>()
    for (const q of fake.messageRequests) if (faultedBodies.has(sha(q.rawBody))) faultedPrompts.add(promptOf(q))
    for (const r of jsonl.records) {
      if (r.status !== 'error') continue
      const e = repo.evals.find((x) => x.skill === r.skill && x.id === r.evalId)
      if (e && !faultedPrompts.has(e.prompt)) violations.push(`${r.runId} errored but none of its calls was faulted: ${r.error?.message}`)
    }

    const figures: FaultFigures = {
      planned: planned.length,
      runs: jsonl.records.length,
      completed: jsonl.records.filter((r) => r.status === 'completed').length,
      errors: jsonl.records.filter((r) => r.status === 'error').length,
      skipped: jsonl.records.filter((r) => r.status === 'skipped').length,
      requests,
      injected: Object.values(faults).reduce((a, b) => a + b, 0),
      faults,
      retries,
      maxAttemptsPerCall: maxAttempts,
      lostResults: lost,
      badJsonlLines: jsonl.badLines,
      unhandled,
      errorTypes,
      wallMs: Date.now() - t0
    }
    return { scenario: sc, figures, violations, ...(sc.keep ? { outDir } : {}) }
  } finally {
    process.off('unhandledRejection', onUnhandled)
    process.off('uncaughtException', onUnhandled)
    await fake.close()
    await repoDir.dispose()
    if (!sc.keep) await rm(base, { recursive: true, force: true })
  }
}

/** The figures as a fixed-width table (what `npm run test:faults` prints). */
export function formatFaultReport(rep: FaultReport): string {
  const f = rep.figures
  const s = rep.scenario
  const rows: [string, string][] = [
    ['scenario', `${s.skills} skills × ${s.evalsPerSkill} evals × 2 configurations, seed ${s.seed}, fault rate ${Math.round(s.faultRate * 100)}%, maxRetries ${s.maxRetries}`],
    ['runs planned / recorded', `${f.planned} / ${f.runs}`],
    ['completed / error / skipped', `${f.completed} / ${f.errors} / ${f.skipped}`],
    ['API requests', String(f.requests)],
    ['faults injected', `${f.injected} (${FAULT_KINDS.map((k) => `${k}: ${f.faults[k]}`).join(', ')})`],
    ['retries', String(f.retries)],
    ['max attempts per call', `${f.maxAttemptsPerCall} (limit ${s.maxRetries + 1})`],
    ['run errors by type', Object.entries(f.errorTypes).map(([k, v]) => `${k}: ${v}`).join(', ') || 'none'],
    ['lost results', String(f.lostResults)],
    ['bad runs.jsonl lines', String(f.badJsonlLines)],
    ['crashes (unhandled)', String(f.unhandled)],
    ['wall time', `${(f.wallMs / 1000).toFixed(1)} s`],
    ['invariants', rep.violations.length === 0 ? 'all hold' : `${rep.violations.length} BROKEN`]
  ]
  const w = Math.max(...rows.map(([k]) => k.length))
  return rows.map(([k, v]) => `${k.padEnd(w)}  ${v}`).join('\n') + (rep.violations.length ? `\n${rep.violations.map((v) => `  ✗ ${v}`).join('\n')}` : '')
}
