/**
 * Runs one skill's suite for the regression gate and scores it, reusing the engine's parts:
 * the executor (`executeRun`, with_skill only, skill preloaded unless the config says otherwise),
 * the gateway (response cache → limiter → API with retries), the workspace, the run artifacts
 * and, for evals.json suites, the grader (`gradeRun`: checks + assertion judge).
 *
 * Per-eval score (0..100):
 *   golden suite: the golden judge's 0.5·coverage + 0.3·format + 0.2·clarity, weight from the line;
 *   evals suite:  the share of the eval's assertions that passed × 100, weight 1.
 * Averaged over trials. Suite score = weighted mean (2 decimals).
 * A run or judge error is reported in `errors` (the caller stops with exit 2; no score is faked).
 * Writes `<outDir>/<skill>/<YYYY-MM-DD>.jsonl` (one line per eval, atlas-eval's result shape) and
 * the run folders under `<outDir>/<skill>/runs/` (cleared first).
 */
import { join, relative, resolve } from 'node:path'
import { mkdir, rm } from 'node:fs/promises'
import type Anthropic from '@anthropic-ai/sdk'
import type { CacheMode, EvalCase, RunRecord, RunId, Skill, SkillLoading } from '../types.js'
import type { GoldenCase } from '../discover/golden.js'
import { evalDirName, runIdOf } from '../plan/runs.js'
import { executeRun } from '../run/executor.js'
import { createWorkspace, collectOutputs } from '../run/workspace.js'
import type { SendFn } from '../run/gateway.js'
import { createGatewayFor } from '../run/gateway-factory.js'
import { writeFileAtomic } from '../run/results-store.js'
import { writeRunArtifacts, runFolder } from '../run/artifacts.js'
import { costOf } from '../run/cost.js'
import { finishedRecord, workspaceFiles } from '../run/index.js'
import { gradeRun } from '../grade/index.js'
import { collectMaterial, DEFAULT_CAPS } from '../grade/material.js'
import { judgeGolden, round2, weightedScore } from './golden-judge.js'

export type SuiteKind = 'golden' | 'evals'

export interface SuiteCase {
  id: string
  weight: number
  evalCase: EvalCase
  golden?: GoldenCase
}

export interface CaseResult {
  id: string
  weight: number
  /** Mean over trials, 0..100 (2 decimals); null when a trial errored. */
  score: number | null
  trials: number[]
  evidence: string
  output: string
  parts?: { coverage: number; format: number; clarity: number }
  error?: string
}

export interface SuiteResult {
  kind: SuiteKind
  score: number
  cases: CaseResult[]
  errors: string[]
  /** Repo-relative path of the results file. */
  resultsFile: string
  apiCalls: number
  cacheHits: number
}

export interface RunSuiteOptions {
  root: string
  skill: Skill
  kind: SuiteKind
  cases: SuiteCase[]
  client: Anthropic
  model: string
  judgeModel: string
  judges: number
  trials: number
  concurrency: number
  outDir: string
  cache: CacheMode
  cacheDir: string
  skillLoading: SkillLoading
  bash: boolean
  maxTurns: number
  maxTokens: number
  runTimeoutSeconds: number
  now: Date
  maxRetries?: number
  backoffInitialMs?: number
  signal?: AbortSignal
  onProgress?: (line: string) => void
}

/** Golden lines as eval cases the executor understands (prompt = input, no files, no assertions). */
export function goldenEvalCases(skill: string, file: string, cases: GoldenCase[]): SuiteCase[] {
  return cases.map((g) => ({
    id: g.id,
    weight: g.weight,
    golden: g,
    evalCase: { skill, id: g.id, prompt: g.input, expectedOutput: g.expected_output_summary, files: [], resolvedFiles: [], assertions: [], source: { file, line: g.line, column: 1 } }
  }))
}

const posix = (p: string): string => p.split('\\').join('/')

export async function runSuite(o: RunSuiteOptions): Promise<SuiteResult> {
  const skillOut = resolve(o.root, o.outDir, o.skill.name)
  const runsDir = join(skillOut, 'runs')
  await rm(runsDir, { recursive: true, force: true })
  await mkdir(runsDir, { recursive: true })
  const gateway = createGatewayFor({
    client: o.client,
    root: o.root,
    concurrency: o.concurrency,
    cache: o.cache,
    cacheDir: o.cacheDir,
    maxRetries: o.maxRetries,
    backoffInitialMs: o.backoffInitialMs
  })
  const jobs: { c: SuiteCase; trial: number }[] = []
  for (const c of o.cases) for (let t = 1; t <= o.trials; t++) jobs.push({ c, trial: t })
  const outcomes = new Map<string, { score: number | null; evidence: string; output: string; parts?: CaseResult['parts']; error?: string }[]>()
  let next = 0
  let done = 0
  try {
    const workers = Array.from({ length: Math.max(1, Math.min(o.concurrency, jobs.length)) }, async () => {
      while (next < jobs.length && !o.signal?.aborted) {
        const job = jobs[next++]!
        const r = await runOne(o, job.c, job.trial, runsDir, gateway.send)
        const list = outcomes.get(job.c.id) ?? []
        list[job.trial - 1] = r
        outcomes.set(job.c.id, list)
        o.onProgress?.(`[${++done}/${jobs.length}] ${job.c.id} trial ${job.trial}: ${r.error ? `error: ${r.error}` : `score ${r.score}`}`)
      }
    })
    await Promise.all(workers)
  } finally {
    await gateway.close()
  }
  const cases: CaseResult[] = []
  const errors: string[] = []
  if (o.signal?.aborted) errors.push('cancelled')
  for (const c of o.cases) {
    const list = outcomes.get(c.id) ?? []
    const failed = list.find((x) => x?.error)
    const scores = list.filter((x) => x && x.score !== null).map((x) => x!.score as number)
    const first = list[0]
    const res: CaseResult = {
      id: c.id,
      weight: c.weight,
      score: failed || scores.length < o.trials ? null : round2(scores.reduce((a, b) => a + b, 0) / scores.length),
      trials: scores,
      evidence: first?.evidence ?? '',
      output: first?.output ?? '',
      ...(first?.parts ? { parts: first.parts } : {})
    }
    if (failed) {
      res.error = failed.error!
      errors.push(`${c.id}: ${failed.error}`)
    } else if (res.score === null && !o.signal?.aborted) errors.push(`${c.id}: not run`)
    cases.push(res)
  }
  const scored = cases.filter((c) => c.score !== null) as (CaseResult & { score: number })[]
  const score = weightedScore(scored)
  const dateDay = o.now.toISOString().slice(0, 10)
  const resultsAbs = join(skillOut, `${dateDay}.jsonl`)
  const lines = cases.map((c) =>
    JSON.stringify({
      id: c.id,
      output: c.output.length > 4000 ? `${c.output.slice(0, 4000)}…` : c.output,
      score: c.score,
      ...(c.parts ?? {}),
      reasoning: c.error ? `error: ${c.error}` : c.evidence,
      weight: c.weight,
      trials: c.trials,
      ts: o.now.toISOString(),
      judge_model: o.judgeModel,
      model: o.model,
      suite: o.kind
    })
  )
  await writeFileAtomic(resultsAbs, lines.join('\n') + (lines.length ? '\n' : ''))
  const stats = gateway.stats()
  return { kind: o.kind, score, cases, errors, resultsFile: posix(relative(o.root, resultsAbs)), apiCalls: stats.apiCalls, cacheHits: stats.cacheHits }
}

async function runOne(
  o: RunSuiteOptions,
  c: SuiteCase,
  trial: number,
  outDir: string,
  send: SendFn
): Promise<{ score: number | null; evidence: string; output: string; parts?: CaseResult['parts']; error?: string }> {
  const e = c.evalCase
  const evalDir = evalDirName(e)
  const spec: RunId = { runId: runIdOf(o.skill.name, 1, evalDir, 'with_skill', trial), skill: o.skill.name, evalId: e.id, evalDir, configuration: 'with_skill', trial, model: o.model }
  const startedAt = new Date()
  const t0 = performance.now()
  const timeout = AbortSignal.timeout(o.runTimeoutSeconds * 1000)
  const signal = o.signal ? AbortSignal.any([o.signal, timeout]) : timeout
  const runDir = runFolder(outDir, spec)
  let record: RunRecord
  let transcript: string
  try {
    const ws = await createWorkspace({ files: workspaceFiles(e), skill: { name: o.skill.name, dir: o.skill.dir } })
    try {
      const result = await executeRun(
        {
          spec,
          prompt: e.prompt,
          workspaceDir: ws.dir,
          skill: { name: o.skill.name, description: o.skill.frontmatter.description, body: o.skill.body },
          skillLoading: e.skillLoading ?? o.skillLoading,
          bash: e.bash ?? o.bash,
          maxTurns: o.maxTurns,
          maxTokens: o.maxTokens,
          signal
        },
        send
      )
      await collectOutputs(ws.dir, join(runDir, 'outputs'), result.filesWritten)
      transcript = result.transcript
      record = finishedRecord(spec, result, costOf(spec.model, result.usage), startedAt, t0)
    } finally {
      await ws.dispose()
    }
  } catch (err) {
    return { score: null, evidence: '', output: '', error: `harness error: ${err instanceof Error ? err.message : String(err)}` }
  }
  if (timeout.aborted && !o.signal?.aborted) {
    record.status = 'error'
    record.error = { message: `Run timed out after ${o.runTimeoutSeconds} s.`, type: 'timeout' }
  }
  await writeRunArtifacts(outDir, e, record, transcript)
  if (record.status !== 'completed') return { score: null, evidence: '', output: record.response, error: `the skill run failed: ${record.error?.message ?? 'unknown error'}` }

  if (c.golden) {
    const material = await collectMaterial(join(runDir, 'outputs'), record.response, transcript, record.filesWritten, DEFAULT_CAPS)
    const j = await judgeGolden(send, c.golden, material, { model: o.judgeModel, spec, ...(o.signal ? { signal: o.signal } : {}) })
    if (!j.ok) return { score: null, evidence: '', output: record.response, error: j.error }
    return { score: j.score, evidence: j.evidence, output: record.response, parts: { coverage: j.coverage, format: j.format, clarity: j.clarity } }
  }
  const grading = await gradeRun({ record, runDir, evalCase: e, skillDir: o.skill.dir }, send, {
    judgeModel: o.judgeModel,
    judges: o.judges,
    ...(o.signal ? { signal: o.signal } : {})
  })
  const errs = grading.expectations.filter((x) => x.status === 'error')
  if (errs.length > 0 || grading.run.status === 'error' || grading.run.status === 'skipped') {
    return { score: null, evidence: '', output: record.response, error: `grading failed: ${errs[0]?.evidence ?? grading.run.reason ?? grading.run.status}` }
  }
  const s = grading.summary
  return {
    score: round2(s.total > 0 ? (100 * s.passed) / s.total : 0),
    evidence: `${s.passed}/${s.total} assertions passed`,
    output: record.response
  }
}
