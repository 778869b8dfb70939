/**
 * The thin loader around `aggregate()`: reads a results folder (and optionally a base results
 * folder, the repository, the eval suites at a base ref, and the benchmark history) into an
 * `AggregateInput`, and writes what the report stage produces:
 *
 *   <out>/<skill>/iteration-N/benchmark.json   skill-creator format (src/aggregate/benchmark.ts)
 *   <out>/<skill>/iteration-N/benchmark.md
 *   <out>/summary.json                         schemas/summary.schema.json
 *
 * Per run folder `<out>/<skill>/iteration-N/<eval-dir>/<configuration>/run-K/` it takes the run's
 * record from `<out>/runs.jsonl` (status, usage, cost, tool calls; a folder written before the
 * record lived only in the log has it in run.json), grading.json (grade, expectations), eval_metadata.json (run
 * folder, else eval folder: eval name and the recorded definition hash) and timing.json. A
 * completed run without grading.json is "ungraded" and left out (reported); an errored or skipped
 * run needs no grading.json.
 */
import { stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Configuration, PolicySource, RunRecord } from '../types.js'
import { num } from '../text/object.js'
import { loadRepo } from '../discover/index.js'
import { tierOf } from '../discover/config.js'
import { skillNameOfFolder } from '../paths.js'
import { readHistory } from './history.js'
import { writeFileAtomic } from '../run/results-store.js'
import { mdEscape } from '../text/markdown.js'
import { benchmarkMarkdown, type BenchmarkJson } from './benchmark.js'
import { evalInfosAtRef, evalInfosFromRepo, recordedHash } from './definitions.js'
import type { AggregateExpectation, AggregateInput, AggregateRun, RunGradeStatus, Summary } from './types.js'
import {
  decodeEvalMetadata,
  gradeCounts,
  gradeNotes,
  gradeStatus,
  listRunFolders,
  openResultsLog,
  readDecoded,
  readRunFiles,
  runSeconds,
  valueOrThrow,
  SUMMARY_FILE,
  type Decoded,
  type EvalMetadata,
  type RunFolderFilter,
} from '../log/index.js'

/** Missing or unusable data: the report cannot be made (exit 2). */
export class ReportDataError extends Error {}

const CONFIGS: Configuration[] = ['with_skill', 'without_skill', 'old_skill']

/** A decoded file's value; a bad file is a ReportDataError naming it. */
function valueOrThrowAs<T>(d: Decoded<T>): T | undefined {
  if (d.state === 'bad') throw new ReportDataError(d.error.message)
  return valueOrThrow(d)
}

export interface LoadedResults {
  runs: AggregateRun[]
  /** Run ids of completed runs that have no grading.json yet. */
  ungraded: string[]
}

const RUN_FOLDERS: RunFolderFilter = {
  iteration: /^iteration-(\d+)$/,
  evalDir: /(?:)/,
  configuration: (n) => (CONFIGS as string[]).includes(n),
  run: /^run-(\d+)$/,
}

/** Read every run folder of a results folder (through the results log's module, src/log/). */
export async function loadResults(outDir: string): Promise<LoadedResults> {
  const runs: AggregateRun[] = []
  const ungraded: string[] = []
  const evalMetas = new Map<string, Promise<EvalMetadata | undefined>>()
  const records = await openResultsLog(outDir).load()
  for (const f of await listRunFolders(outDir, RUN_FOLDERS)) {
    const evalKey = join(outDir, f.skill, f.iteration, f.evalDir)
    let evalMeta = evalMetas.get(evalKey)
    // Stryker disable next-line ConditionalExpression: a cache of the eval folder's file; reading it again gives the same value
    if (!evalMeta) evalMetas.set(evalKey, (evalMeta = readDecoded(join(evalKey, 'eval_metadata.json'), decodeEvalMetadata).then(valueOrThrowAs)))
    const at = {
      skill: skillNameOfFolder(f.skill),
      iteration: Number(RUN_FOLDERS.iteration.exec(f.iteration)![1]),
      evalDir: f.evalDir,
      configuration: f.configuration as Configuration,
      trial: Number(RUN_FOLDERS.run.exec(f.run)![1]),
    }
    const r = await loadRun(join(outDir, ...f.runId.split('/')), at, await evalMeta, records.get(f.runId))
    if (r === 'ungraded') ungraded.push(f.runId)
    else if (r) runs.push(r)
  }
  return { runs, ungraded }
}

async function loadRun(
  runDir: string,
  at: { skill: string; iteration: number; evalDir: string; configuration: Configuration; trial: number },
  evalMeta: EvalMetadata | undefined,
  logged: RunRecord | undefined,
): Promise<AggregateRun | 'ungraded' | undefined> {
  // A run with a line in the log never needs run.json (the log's record wins below); not reading it saves a read.
  // Stryker disable next-line ObjectLiteral,ConditionalExpression: reading run.json anyway changes nothing (run.json is never a problem)
  const files = await readRunFiles(runDir, { record: logged === undefined })
  // A file that is there but unreadable (not JSON, off its schema, newer) is an error naming it.
  if (files.problems.length > 0) throw new ReportDataError(files.problems[0]!.message)
  const { grade: grading, timing } = files
  const record: Partial<RunRecord> | undefined = logged ?? files.record
  const meta = files.meta ?? evalMeta

  let grade: RunGradeStatus
  if (grading) grade = gradeStatus(grading)
  else if (!record) return undefined // neither a record nor a grade: not a run
  else if (record.status === 'error') grade = 'error'
  else if (record.status === 'skipped') grade = 'skipped'
  else return 'ungraded'

  const usage = record?.usage
  const tokens = usage
    ? (usage.input_tokens ?? 0) + (usage.output_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0)
    : timing?.total_tokens ?? 0
  const expectations: AggregateExpectation[] = (grading?.expectations ?? []).map((e) => {
    const out: AggregateExpectation = { text: e.text, passed: e.passed, evidence: e.evidence }
    if (e.status) out.status = e.status
    if (e.check_kind !== undefined) out.check_kind = e.check_kind
    if (e.source) out.source = e.source
    return out
  })
  const notes: string[] = []
  if (grading?.run?.reason !== undefined) notes.push(grading.run.reason)
  else if (grade === 'error' && record?.error?.message) notes.push(`the run failed: ${record.error.message}`)
  if (grading) notes.push(...gradeNotes(grading))
  const counts = grading ? gradeCounts(grading) : { passed: 0, failed: 0, total: 0 }
  const metrics = grading?.execution_metrics ?? {}
  const toolCallList = Array.isArray(record?.toolCalls) ? record!.toolCalls : undefined
  const apiError = record?.status === 'error' || grading?.run?.run_status === 'error'
  const evalId = record?.evalId ?? meta?.eval_id ?? /^eval-([^-]+)/.exec(at.evalDir)?.[1] ?? at.evalDir
  // The hash the run recorded on its log line; folders written before it: from eval_metadata.json.
  const hash = (typeof record?.definitionHash === 'string' ? record.definitionHash : undefined) ?? recordedHash(meta)
  return {
    skill: at.skill,
    evalId,
    evalName: meta?.eval_name ?? at.evalDir,
    configuration: at.configuration,
    trial: at.trial,
    iteration: at.iteration,
    model: record?.model ?? grading?.run?.model ?? '',
    status: grade === 'pass' || grade === 'fail' ? 'graded' : grade,
    grade,
    passed: counts.passed,
    failed: counts.failed,
    total: counts.total,
    timeSeconds: runSeconds(grading, timing) ?? (record?.durationMs ?? 0) / 1000,
    tokens,
    toolCalls: num(metrics['total_tool_calls']) ?? toolCallList?.length ?? 0,
    errors: num(metrics['errors_encountered']) ?? 0,
    toolErrors: toolCallList ? toolCallList.filter((c) => c?.isError).length : Math.max(0, (num(metrics['errors_encountered']) ?? 0) - (apiError ? 1 : 0)),
    apiError,
    expectations,
    notes,
    costUsd: typeof record?.costUsd === 'number' ? record.costUsd : null,
    judgeCostUsd: typeof grading?.judge?.cost_usd === 'number' ? grading.judge.cost_usd : null,
    ...(hash ? { definitionHash: hash } : {}),
    ...(record?.simulated === true ? { simulated: true as const } : {}),
    ...(record?.adaptive?.stage === 1 || record?.adaptive?.stage === 2 ? { stage: record.adaptive.stage } : {}),
  }
}

export interface LoadOptions {
  /** Results folder (graded runs). */
  out: string
  /** Base results folder: its with_skill runs are the base side. */
  base?: string
  /** Repository root (config, tiers, eval definitions, coverage findings, evals/benchmarks). */
  root?: string
  /** Git ref of the base branch: eval definitions there are compared with the repository's. */
  baseRef?: string
  /** A pull request's base commit: the gate policy comes from its config (src/discover/base-policy.ts). */
  policyRef?: string
  /** More history folders besides `<root>/evals/benchmarks`. */
  history?: string[]
  now?: Date
  seed?: number
}

export interface LoadedInput {
  input: AggregateInput
  /** With `policyRef`: where the gate policy came from and the PR's own config. */
  policy?: PolicySource
  warnings: string[]
  ungraded: string[]
}

export async function loadAggregateInput(o: LoadOptions): Promise<LoadedInput> {
  const out = resolve(o.out)
  const st = await stat(out).catch(() => undefined)
  if (!st?.isDirectory()) throw new ReportDataError(`Results folder '${o.out}' does not exist.`)
  const warnings: string[] = []
  const { runs, ungraded } = await loadResults(out)
  if (ungraded.length) warnings.push(`${ungraded.length} completed run(s) are not graded yet (run 'skill-evals grade'); they are left out.`)
  if (!runs.some((r) => r.grade === 'pass' || r.grade === 'fail')) {
    throw new ReportDataError(
      runs.length || ungraded.length
        ? `No graded runs in '${o.out}': run 'skill-evals grade --out ${o.out}' first.`
        : `No runs in '${o.out}': run 'skill-evals run --out ${o.out}' first.`,
    )
  }
  let baseRuns: AggregateRun[] | undefined
  if (o.base) {
    const b = resolve(o.base)
    if (!(await stat(b).catch(() => undefined))?.isDirectory()) throw new ReportDataError(`Base results folder '${o.base}' does not exist.`)
    baseRuns = (await loadResults(b)).runs
    if (!baseRuns.some((r) => r.grade === 'pass' || r.grade === 'fail')) throw new ReportDataError(`No graded runs in the base results folder '${o.base}'.`)
  }

  // Stryker disable next-line StringLiteral: resolve('') is the working directory as well
  const root = resolve(o.root ?? '.')
  const repo = await loadRepo(root, o.policyRef ? { policyRef: o.policyRef } : {}).catch(() => undefined)
  const haveRepo = repo !== undefined && repo.skills.length > 0
  if (!haveRepo) warnings.push(`No skills found under '${o.root ?? '.'}': tiers, critical evals and coverage come from the defaults only (every skill is taken as Tier 3). Pass --root <the skills repository> to use its tiers.`)
  const config = repo?.config ?? (await import('../discover/config.js')).defaultConfig()

  let baseEvals: AggregateInput['baseEvals']
  if (o.baseRef && haveRepo) {
    try {
      baseEvals = await evalInfosAtRef(root, o.baseRef)
    } catch (e) {
      warnings.push(`Could not read the eval suites at '${o.baseRef}' (${e instanceof Error ? e.message.split('\n')[0] : String(e)}); changed evals are not listed.`)
    }
  }

  // Stryker disable next-line ArrayDeclaration: a history folder that does not exist adds nothing
  const historyDirs = [join(root, 'evals', 'benchmarks'), ...(o.history ?? []).map((h) => resolve(h))]
  const { entries, skipped } = await readHistory(historyDirs)
  if (skipped.length) warnings.push(`${skipped.length} history file(s) were not understood and skipped.`)

  const skillNames = new Set([...runs.map((r) => r.skill), ...(repo?.skills.map((s) => s.name) ?? [])])
  const bySkill = new Map(repo?.skills.map((s) => [s.name, s]) ?? [])
  // A skill of the results that the repository does not have (and its config does not list) has
  // no known tier: it is gated as Tier 3, which must not happen silently.
  if (haveRepo) {
    const unknown = [...new Set(runs.map((r) => r.skill))].filter((n) => !bySkill.has(n) && !Object.prototype.hasOwnProperty.call(config.tiers, n)).sort()
    if (unknown.length) {
      const names = unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? `, and ${unknown.length - 10} more` : '')
      warnings.push(`${unknown.length} skill(s) of the results are not in the repository at '${o.root ?? '.'}' (${names}): their tier is unknown, so they are taken as Tier 3. Pass --root <the skills repository> to use its tiers.`)
    }
  }
  const input: AggregateInput = {
    generatedAt: (o.now ?? new Date()).toISOString(),
    runs,
    ...(baseRuns ? { baseRuns, baseLabel: `base results ${o.base}` } : {}),
    skills: [...skillNames].map((name) => {
      const s = bySkill.get(name)
      return { name, tier: tierOf(s ?? name, config), ...(s ? { path: s.relDir } : {}) }
    }),
    ...(haveRepo ? { evals: evalInfosFromRepo(repo!.evals), findings: repo!.findings } : {}),
    ...(baseEvals ? { baseEvals } : {}),
    history: entries,
    config,
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    sources: { results: out, ...(o.base ? { base: resolve(o.base) } : {}), history: entries.map((e) => e.file) },
  }
  return { input, warnings, ungraded, ...(repo?.policy ? { policy: repo.policy } : {}) }
}

/** Write benchmark.json/.md per skill × iteration and summary.json (atomically). Returns the files written. */
export async function writeReport(outDir: string, summary: Summary, benches: { skill: string; iteration: number; benchmark: BenchmarkJson }[]): Promise<string[]> {
  const files: string[] = []
  for (const b of benches) {
    const dir = join(outDir, b.skill, `iteration-${b.iteration}`)
    await writeFileAtomic(join(dir, 'benchmark.json'), JSON.stringify(b.benchmark, null, 2) + '\n')
    await writeFileAtomic(join(dir, 'benchmark.md'), benchmarkMarkdown(b.benchmark, mdEscape))
    files.push(join(dir, 'benchmark.json'), join(dir, 'benchmark.md'))
  }
  await writeFileAtomic(join(outDir, SUMMARY_FILE), JSON.stringify(summary, null, 2) + '\n')
  files.push(join(outDir, SUMMARY_FILE))
  return files
}
