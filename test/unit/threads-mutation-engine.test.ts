/**
 * Issue 36 (mutation part `threads`): the run engine's orchestration (src/run/index.ts) through
 * `orchestrateRuns` with a transport of the test's own that solves each run at once (no API):
 * planning, progress, the commit of each run, harness errors, the budget, resume, adaptive
 * trials, the output folder's rules, the transport's life cycle; and `runLimitsOf`,
 * `runThreadsFor`, `claudeCodeSkills`.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { loadRepo } from '../../src/discover/index.js'
import { claudeCodeSkills, orchestrateRuns, runLimitsOf, runThreadsFor, RunSetupError, type RunOptions, type RunProgress, type RunTransport } from '../../src/run/index.js'
import { emptyRecord, type Executed } from '../../src/run/solver.js'
import { Budget } from '../../src/run/budget.js'
import { setRunWorkerEntry } from '../../src/run/worker-entry.js'
import { runDefinitionHash } from '../../src/log/definition-hash.js'
import { planRuns } from '../../src/plan/runs.js'
import { modelClientRecipe } from '../../src/ports/model-client.js'
import type { Repo, RunRecord } from '../../src/types.js'
import type { SolveJob } from '../../src/run/threads.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { MODEL, PROMPTS, exists, readRunsJsonl, repoFiles } from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  setRunWorkerEntry(undefined)
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), 'threads-mut-engine-')))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

async function repoOf(files: Record<string, string>): Promise<Repo> {
  const r = await makeRepo(files)
  cleanups.push(r.dispose)
  return loadRepo(r.root)
}

function options(outDir: string, over: Partial<RunOptions> = {}): RunOptions {
  return {
    outDir, trials: 1, concurrency: 2, model: MODEL, resume: false, skillLoading: 'preload', bash: false, maxTurns: 4, maxTokens: 256,
    runTimeoutSeconds: 30, cache: 'off', cacheDir: 'cache', maxCostUsd: null, maxRuns: null, ...over
  }
}

/** What the test's transport saw and did. */
interface Seen {
  jobs: SolveJob[]
  calls: string[]
  ctx?: { outDir: string; cache: unknown; signal: AbortSignal | undefined; runs: number }
  maxInFlight: number
  inFlightSeen: number[]
}

type Answer = (job: SolveJob, n: number) => Executed | Promise<Executed>

const completed = (job: SolveJob, over: Partial<RunRecord> = {}): Executed => {
  const r = emptyRecord(job.spec, 'completed', '2026-01-01T00:00:00.000Z')
  return { record: { ...r, turns: 1, apiCalls: 1, ...over }, transcript: `transcript of ${job.spec.runId}` }
}

function transportOf(seen: Seen, answer: Answer, extra: Partial<RunTransport> = {}, maxActive = 2, progress?: { p?: RunProgress }) {
  let inFlight = 0
  let n = 0
  return async (ctx: NonNullable<Seen['ctx']>): Promise<RunTransport> => {
    seen.ctx = ctx
    seen.calls.push('transport')
    return {
      send: () => Promise.reject(new Error('no API in these tests')),
      maxActive,
      start: () => void seen.calls.push('start'),
      close: async () => void seen.calls.push('close'),
      abandon: async () => void seen.calls.push('abandon'),
      stats: () => ({ apiCalls: 11, retries: 12, rateLimited: 13, overloaded: 14, cacheHits: 15, cacheWrites: 16, errors: 17, limit: 18 }),
      solve: async (job) => {
        seen.jobs.push(job)
        inFlight++
        seen.maxInFlight = Math.max(seen.maxInFlight, inFlight)
        if (progress?.p) seen.inFlightSeen.push(progress.p.inFlight)
        try {
          await new Promise((r) => setTimeout(r, 5))
          return await answer(job, n++)
        } finally {
          inFlight--
        }
      },
      ...extra
    }
  }
}

const newSeen = (): Seen => ({ jobs: [], calls: [], maxInFlight: 0, inFlightSeen: [] })

async function run(repo: Repo, opts: RunOptions, answer: Answer, o: { extra?: Partial<RunTransport>; maxActive?: number; signal?: AbortSignal; validate?: () => void; markers?: string[] } = {}) {
  const seen = newSeen()
  const progressBox: { p?: RunProgress } = {}
  const progressCalls: RunProgress[] = []
  const finished: RunRecord[] = []
  const { outcome, transport } = await orchestrateRuns(
    repo, opts,
    {
      onProgress: (p) => {
        progressBox.p = p
        progressCalls.push({ ...p })
      },
      onRunFinished: (r, p) => {
        finished.push(r)
        expect(p).toBe(progressBox.p)
      }
    },
    o.signal,
    {
      outDirMarkers: o.markers ?? ['runs.jsonl'],
      execute: { runTimeout: true },
      ...(o.validate ? { validate: o.validate } : {}),
      transport: transportOf(seen, answer, o.extra, o.maxActive ?? 2, progressBox)
    }
  )
  return { outcome, transport, seen, progressCalls, finished }
}

describe('the plan, the records and the progress', () => {
  test('every eval × configuration × trial, in plan order; each job names its eval and skill', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const base = await tempDir()
    const opts = options(join(base, 'x', '..', 'out'), { trials: 2 })
    // Later runs answer first: the records still come back in plan order.
    const { outcome, seen, progressCalls, finished } = await run(repo, opts, async (job, n) => {
      await new Promise((r) => setTimeout(r, 20 - n * 2))
      return completed(job, { retries: n % 2, usage: { input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, costUsd: 0.25 })
    }, { maxActive: 3 })
    const plan = planRuns({ evals: repo.evals, trials: 2, model: MODEL })
    expect(outcome.outDir).toBe(join(base, 'out'))
    expect(seen.ctx).toEqual({ outDir: join(base, 'out'), cache: undefined, signal: undefined, runs: 8 })
    expect(outcome.records.map((r) => r.runId)).toEqual(plan.map((s) => s.runId))
    expect(seen.jobs.map((j) => j.spec.runId).sort()).toEqual(plan.map((s) => s.runId).sort())
    for (const j of seen.jobs) {
      expect(j.e.skill).toBe(j.spec.skill)
      expect(j.e.id).toBe(j.spec.evalId)
      expect(j.skill.name).toBe('brief')
      expect(j.base).toBeUndefined()
    }
    expect(seen.maxInFlight).toBe(3)
    expect(seen.calls).toEqual(['transport', 'start', 'close'])
    expect(outcome.progress).toMatchObject({ total: 8, done: 8, completed: 8, errors: 0, skipped: 0, resumed: 0, inFlight: 0, retries: 4, tokens: 120, costUsd: 2 })
    expect('maxTotal' in outcome.progress).toBe(false)
    expect(progressCalls[0]).toMatchObject({ total: 8, done: 0, inFlight: 0 })
    expect(progressCalls.map((p) => p.done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(Math.max(...seen.inFlightSeen)).toBe(3)
    expect(Math.min(...seen.inFlightSeen)).toBeGreaterThanOrEqual(1)
    expect(finished).toHaveLength(8)
    expect(outcome.gateway).toEqual({ apiCalls: 11, retries: 12, rateLimited: 13, overloaded: 14, cacheHits: 15, cacheWrites: 16, errors: 17, limit: 18 })
    expect(outcome).toMatchObject({ budgetStoppedBy: null, cancelled: false })
    expect('simulated' in outcome).toBe(false)
    expect('threads' in outcome).toBe(false)
    // Each run's commit: its files, its runs.jsonl line (with the eval's definition hash), the eval's metadata once.
    const lines = await readRunsJsonl(opts.outDir)
    expect(lines.map((r) => r.runId).sort()).toEqual(plan.map((s) => s.runId).sort())
    for (const r of lines) {
      const e = repo.evals.find((x) => x.id === r.evalId)!
      expect(r.definitionHash).toBe(runDefinitionHash(e))
      expect('simulated' in r).toBe(false)
      expect(await readFile(join(opts.outDir, r.runId, 'transcript.md'), 'utf8')).toBe(`transcript of ${r.runId}`)
    }
    const meta = JSON.parse(await readFile(join(opts.outDir, 'brief', 'iteration-1', plan[0]!.evalDir, 'eval_metadata.json'), 'utf8'))
    expect(meta.prompt).toBe(PROMPTS[1])
  })

  test('statuses are counted apart; an unknown cost makes the total unknown; a given definition hash is kept; simulated runs say so', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const opts = options(join(await tempDir(), 'out'), { simulated: true })
    const { outcome } = await run(repo, opts, (job, n) => {
      const c = completed(job, { definitionHash: n === 0 ? 'given-hash' : undefined as never })
      if (job.spec.evalId === 2 && job.spec.configuration === 'with_skill') return { ...c, record: { ...c.record, status: 'error', costUsd: null } }
      if (job.spec.evalId === 2) return { ...c, record: { ...c.record, status: 'skipped' } }
      return c
    }, { maxActive: 1 })
    expect(outcome.progress).toMatchObject({ done: 4, completed: 2, errors: 1, skipped: 1, costUsd: null })
    expect(outcome.simulated).toBe(true)
    expect(outcome.records.every((r) => r.simulated === true)).toBe(true)
    const lines = await readRunsJsonl(opts.outDir)
    expect(lines.filter((r) => r.definitionHash === 'given-hash')).toHaveLength(1)
    expect(lines.every((r) => r.simulated === true)).toBe(true)
  })

  test('retainRecords: false keeps no records; the progress counts them all', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const { outcome } = await run(repo, options(join(await tempDir(), 'out'), { retainRecords: false }), (job) => completed(job))
    expect(outcome.records).toEqual([])
    expect(outcome.progress.completed).toBe(2)
  })

  test('a transport that says who solved the runs: the outcome carries it', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const { outcome } = await run(repo, options(join(await tempDir(), 'out')), (job) => completed(job), { extra: { threads: () => ({ workers: 3, byWorkers: 1, byMain: 1 }) } })
    expect(outcome.threads).toEqual({ workers: 3, byWorkers: 1, byMain: 1 })
  })

  test('skills and eval ids select the runs; the unselected skill gets none', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2], other: 'notes' }))
    const { outcome, seen } = await run(repo, options(join(await tempDir(), 'out'), { skills: ['brief'], evalIds: ['2'], iteration: 3 }), (job) => completed(job))
    expect(outcome.records.map((r) => r.runId)).toEqual(['brief/iteration-3/eval-2/with_skill/run-1', 'brief/iteration-3/eval-2/without_skill/run-1'].map((id) => expect.stringMatching(new RegExp(`^${id.replace('eval-2', 'eval-2[^/]*')}$`))) as never)
    expect(seen.ctx!.runs).toBe(2)
  })
})

describe('harness errors, the budget, the transport\'s life cycle', () => {
  test('a solve that throws is that run\'s harness error, with the eval prompt in its transcript; the job goes on', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const opts = options(join(await tempDir(), 'out'))
    const { outcome } = await run(repo, opts, (job) => {
      if (job.spec.configuration === 'with_skill') throw new Error('workspace exploded')
      throw 'a plain string' // eslint-disable-line no-throw-literal
    })
    const [a, b] = outcome.records
    expect(a!.status).toBe('error')
    expect(a!.error).toEqual({ message: 'Harness error: workspace exploded', type: 'harness' })
    expect(b!.error).toEqual({ message: 'Harness error: a plain string', type: 'harness' })
    expect(await readFile(join(opts.outDir, a!.runId, 'transcript.md'), 'utf8')).toBe(`## Eval Prompt\n\n${PROMPTS[1]}\n\n## Harness error\n\nHarness error: workspace exploded\n`)
    expect(outcome.progress).toMatchObject({ errors: 2, inFlight: 0, done: 2 })
  })

  test('max runs: the rest are skipped as budget runs, with the reason in the record and the transcript', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const opts = options(join(await tempDir(), 'out'), { maxRuns: 3 })
    const { outcome, seen } = await run(repo, opts, (job) => completed(job), { maxActive: 1 })
    expect(seen.jobs).toHaveLength(3)
    expect(outcome.budgetStoppedBy).toBe('max-runs')
    const skipped = outcome.records.filter((r) => r.status === 'skipped')
    expect(skipped).toHaveLength(1)
    expect(skipped[0]!.error).toEqual({ message: 'Not run: the budget stopped new work (max-runs).', type: 'budget' })
    expect(await readFile(join(opts.outDir, skipped[0]!.runId, 'transcript.md'), 'utf8')).toBe(
      `## Eval Prompt\n\n${PROMPTS[2]}\n\n## Skipped\n\nNot run: the budget stopped new work (max-runs).\n`
    )
    expect(outcome.progress.skipped).toBe(1)
  })

  test('max cost: a run replayed from the cache spends nothing; a paid one counts', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const cached = await run(repo, options(join(await tempDir(), 'out'), { maxCostUsd: 0.5 }), (job) => completed(job, { costUsd: 0.3, cached: true }), { maxActive: 1 })
    expect(cached.seen.jobs).toHaveLength(4)
    expect(cached.outcome.budgetStoppedBy).toBeNull()
    const paid = await run(repo, options(join(await tempDir(), 'out'), { maxCostUsd: 0.5 }), (job) => completed(job, { costUsd: 0.3 }), { maxActive: 1 })
    expect(paid.seen.jobs).toHaveLength(2)
    expect(paid.outcome.budgetStoppedBy).toBe('max-cost')
  })

  test('a budget handed in is the one counted in', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const budget = new Budget({ maxRuns: 10 })
    await run(repo, options(join(await tempDir(), 'out'), { budget, maxRuns: 0 }), (job) => completed(job, { costUsd: 0.1 }))
    expect(budget.started).toBe(2)
    expect(budget.spentUsd).toBeCloseTo(0.2, 10)
  })

  test('enter/leave around every run; a failure after the transport was made abandons it instead of closing', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const marks: string[] = []
    await run(repo, options(join(await tempDir(), 'out')), (job) => completed(job), { maxActive: 1, extra: { enter: () => void marks.push('enter'), leave: () => void marks.push('leave') } })
    expect(marks).toEqual(['enter', 'leave', 'enter', 'leave'])
    const seen = newSeen()
    await expect(
      orchestrateRuns(repo, options(join(await tempDir(), 'out')), { onRunFinished: () => { throw new Error('listener broke') } }, undefined, {
        outDirMarkers: ['runs.jsonl'], execute: { runTimeout: true }, transport: transportOf(seen, (job) => completed(job))
      })
    ).rejects.toThrow('listener broke')
    expect(seen.calls).toEqual(['transport', 'start', 'abandon'])
  })

  test('cancelled: the caller\'s signal; the runs in flight are not recorded', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const ctl = new AbortController()
    const opts = options(join(await tempDir(), 'out'))
    const { outcome, seen } = await run(repo, opts, (job, n) => {
      if (n === 1) ctl.abort()
      return completed(job)
    }, { maxActive: 1, signal: ctl.signal })
    expect(seen.ctx!.signal).toBe(ctl.signal)
    expect(outcome.cancelled).toBe(true)
    expect(outcome.records).toHaveLength(1)
    expect(await readRunsJsonl(opts.outDir)).toHaveLength(1)
  })

  test('runSignal: the runner\'s own signal is the one the transport gets', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const own = new AbortController().signal
    const seen = newSeen()
    await orchestrateRuns(repo, options(join(await tempDir(), 'out')), {}, undefined, {
      outDirMarkers: ['runs.jsonl'], execute: { runTimeout: true }, runSignal: () => own, transport: transportOf(seen, (job) => completed(job))
    })
    expect(seen.ctx!.signal).toBe(own)
  })
})

describe('the output folder and resume', () => {
  test('an unknown skill is refused, naming the known ones (or none), before anything is touched', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1], other: 'notes' }))
    const out = join(await tempDir(), 'out')
    const p = run(repo, options(out, { skills: ['brief', 'nope'] }), (job) => completed(job))
    await expect(p).rejects.toThrow(new RunSetupError("No skill named 'nope' (known: brief, notes)."))
    await expect(p).rejects.toBeInstanceOf(RunSetupError)
    const empty: Repo = { ...repo, skills: [], evals: [] }
    await expect(run(empty, options(out, { skills: ['x'] }), (job) => completed(job))).rejects.toThrow("No skill named 'x' (known: none).")
    let validated = 0
    await expect(run(repo, options(out), (job) => completed(job), { validate: () => { validated++; throw new RunSetupError('no') } })).rejects.toThrow('no')
    expect(validated).toBe(1)
    expect(await exists(out)).toBe(false)
  })

  test('a fresh run refuses a folder of other content, clears one of ours; the lock file is not content', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const out = join(await tempDir(), 'out')
    await mkdir(out)
    await writeFile(join(out, 'notes.txt'), 'mine')
    await expect(run(repo, options(out), (job) => completed(job))).rejects.toThrow(
      new RunSetupError(`Output folder '${out}' is not empty and holds no runs.jsonl; choose an empty folder with --out.`)
    )
    expect(await readFile(join(out, 'notes.txt'), 'utf8')).toBe('mine')
    // A marker of the runner's (the batch runner's batches.jsonl) makes it ours.
    await writeFile(join(out, 'batches.jsonl'), '')
    await run(repo, options(out), (job) => completed(job), { markers: ['runs.jsonl', 'batches.jsonl'] })
    expect((await readdir(out)).sort()).toEqual(['brief', 'runs.jsonl'])
    await writeFile(join(out, 'extra.txt'), 'x')
    await run(repo, options(out), (job) => completed(job))
    expect((await readdir(out)).sort()).toEqual(['brief', 'runs.jsonl'])
    // An empty folder (or a missing one) is fine.
    const empty = join(await tempDir(), 'empty')
    await mkdir(empty)
    await expect(run(repo, options(empty), (job) => completed(job))).resolves.toBeDefined()
  })

  test('resume: completed runs are kept (not solved, counted as resumed), the others redone from an empty folder', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const out = join(await tempDir(), 'out')
    await run(repo, options(out), (job) => (job.spec.evalId === 2 && job.spec.configuration === 'with_skill' ? { ...completed(job), record: { ...completed(job).record, status: 'error' } } : completed(job)))
    const redo = planRuns({ evals: repo.evals, trials: 1, model: MODEL }).find((s) => s.evalId === 2 && s.configuration === 'with_skill')!
    await writeFile(join(out, redo.runId, 'outputs', 'stale.md'), 'from the failed attempt')
    await writeFile(join(out, 'keep.txt'), 'resume keeps the folder')
    const { outcome, seen } = await run(repo, options(out, { resume: true }), (job) => completed(job, { response: 'second' }))
    expect(seen.jobs.map((j) => j.spec.runId)).toEqual([redo.runId])
    expect(seen.ctx!.runs).toBe(1)
    expect(await exists(join(out, redo.runId, 'outputs', 'stale.md'))).toBe(false)
    expect(await exists(join(out, 'keep.txt'))).toBe(true)
    expect(outcome.progress).toMatchObject({ total: 4, done: 4, resumed: 3, completed: 4 })
    expect(outcome.records).toHaveLength(4)
    expect(outcome.records.find((r) => r.runId === redo.runId)!.response).toBe('second')
    // Without resume the same folder starts over: every run solved again.
    const again = await run(repo, options(out), (job) => completed(job))
    expect(again.seen.jobs).toHaveLength(4)
    expect(again.outcome.progress.resumed).toBe(0)
  })
})

describe('adaptive trials', () => {
  test('stage 1, then the rest of an eval whose first trials disagree; each record says its stage', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const graded: string[] = []
    const opts = options(join(await tempDir(), 'out'), {
      trials: 9,
      adaptive: {
        start: 1, maxTrials: 3,
        outcomeOf: async (r) => {
          graded.push(r.runId)
          return r.evalId === 1 ? r.configuration === 'with_skill' : true
        }
      }
    })
    const { outcome, seen } = await run(repo, opts, (job) => completed(job), { maxActive: 2 })
    expect(seen.ctx!.runs).toBe(4)
    expect(graded).toHaveLength(4)
    expect(seen.jobs).toHaveLength(8)
    expect(outcome.progress).toMatchObject({ total: 8, maxTotal: 12, done: 8 })
    const byId = new Map(outcome.records.map((r) => [r.runId, r]))
    const one = (c: string, t: number) => byId.get(`brief/iteration-1/${outcome.records.find((r) => r.evalId === 1)!.evalDir}/${c}/run-${t}`)!
    expect(one('with_skill', 1).adaptive).toEqual({ stage: 1, start: 1, maxTrials: 3 })
    const reason = 'the first trial disagreed (1 of 2 graded runs passed across with_skill, without_skill): run to 3'
    expect(one('without_skill', 3).adaptive).toEqual({ stage: 2, start: 1, maxTrials: 3, reason })
    expect(one('with_skill', 2).adaptive).toEqual({ stage: 2, start: 1, maxTrials: 3, reason })
    expect(outcome.records.filter((r) => r.evalId === 2).map((r) => r.trial)).toEqual([1, 1])
    expect(outcome.records.map((r) => r.runId)).toEqual(
      planRuns({ evals: repo.evals, trials: 3, model: MODEL }).map((s) => s.runId).filter((id) => byId.has(id))
    )
  })

  test('stage 1 of two trials waits for all four runs; a budget that stopped adds nothing', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const outcomes = [true, true, true, false]
    let i = 0
    const opts = options(join(await tempDir(), 'out'), { adaptive: { start: 2, maxTrials: 4, outcomeOf: async () => outcomes[i++]! } })
    const { outcome } = await run(repo, opts, (job) => completed(job), { maxActive: 1 })
    expect(outcome.progress).toMatchObject({ total: 8, maxTotal: 8 })
    const stopped = await run(repo, options(join(await tempDir(), 'out'), { maxRuns: 2, adaptive: { start: 1, maxTrials: 4, outcomeOf: async (r) => r.configuration === 'with_skill' } }), (job) => completed(job), { maxActive: 1 })
    expect(stopped.seen.jobs).toHaveLength(2)
    expect(stopped.outcome.progress.total).toBe(2)
  })

  test('resume: the follow-ups of resumed stage-1 runs are planned again', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const out = join(await tempDir(), 'out')
    const adaptive = { start: 1, maxTrials: 2, outcomeOf: async (r: RunRecord) => r.configuration === 'with_skill' }
    const ctl = new AbortController()
    await run(repo, options(out, { adaptive }), (job, n) => {
      if (n === 1) ctl.abort()
      return completed(job)
    }, { maxActive: 1, signal: ctl.signal })
    const { seen, outcome } = await run(repo, options(out, { adaptive, resume: true }), (job) => completed(job), { maxActive: 1 })
    expect(seen.jobs.map((j) => `${j.spec.configuration}/${j.spec.trial}`).sort()).toEqual(['with_skill/2', 'without_skill/1', 'without_skill/2'])
    expect(outcome.progress).toMatchObject({ resumed: 1, total: 4, done: 4 })
  })
})

describe('the options\' helpers', () => {
  test('runLimitsOf', () => {
    const c = { maxTurns: 7, maxTokens: 900, runTimeoutSeconds: 120, requestIdleTimeoutSeconds: 45 }
    expect(runLimitsOf(c)).toEqual({ maxTurns: 7, maxTokens: 900, runTimeoutSeconds: 120, requestIdleTimeoutMs: 45_000 })
    expect(runLimitsOf({ ...c, outputsMaxMb: 1.5 })).toEqual({ maxTurns: 7, maxTokens: 900, runTimeoutSeconds: 120, requestIdleTimeoutMs: 45_000, outputsMaxBytes: 1_572_864 })
    expect(runLimitsOf({ ...c, outputsMaxMb: 0.0000007 }).outputsMaxBytes).toBe(1) // 0.73 bytes, rounded
    expect(runLimitsOf({ ...c, outputsMaxMb: 0 }).outputsMaxBytes).toBe(0)
  })

  test('claudeCodeSkills: the selected skills (else every skill with evals) whose executor is claude-code, sorted', async () => {
    const repo = await repoOf(repoFiles({ skill: 'zeta', ids: [1], other: 'alpha' }))
    expect(claudeCodeSkills(repo, { executor: 'claude-code' })).toEqual(['alpha', 'zeta'])
    expect(claudeCodeSkills(repo, { executor: 'claude-code', skills: ['zeta'] })).toEqual(['zeta'])
    expect(claudeCodeSkills(repo, { executor: 'claude-code', skills: [] })).toEqual(['alpha', 'zeta'])
    expect(claudeCodeSkills(repo, { skillExecutors: { alpha: 'claude-code' } })).toEqual(['alpha'])
    expect(claudeCodeSkills(repo, { executor: 'claude-code', skillExecutors: { alpha: 'api' } })).toEqual(['zeta'])
    expect(claudeCodeSkills(repo, {})).toEqual([])
  })

  test('runThreadsFor: 1 unless asked for 2 or more, with a client recipe, a worker script and no claude-code skill', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const recipe = modelClientRecipe('k', {})
    const o = (over: Partial<RunOptions>) => options('/unused', { clientRecipe: recipe, ...over })
    expect(runThreadsFor(repo, o({}), 100)).toBe(1)
    expect(runThreadsFor(repo, o({ threads: 1 }), 100)).toBe(1)
    expect(runThreadsFor(repo, o({ threads: 1.9 }), 100)).toBe(1)
    expect(runThreadsFor(repo, o({ threads: 2 }), 100)).toBe(2)
    expect(runThreadsFor(repo, o({ threads: 3.7 }), 1)).toBe(3)
    expect(runThreadsFor(repo, options('/unused', { threads: 3 }), 100)).toBe(1)
    expect(runThreadsFor(repo, o({ threads: 3, executor: 'claude-code' }), 100)).toBe(1)
    expect(runThreadsFor(repo, o({ threads: 'auto' }), 63)).toBe(1)
    const cores = os.availableParallelism()
    expect(runThreadsFor(repo, o({ threads: 'auto' }), 64)).toBe(Math.min(4, cores) >= 2 ? Math.min(4, cores) : 1)
  })
})
