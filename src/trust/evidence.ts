/**
 * Gathering the evidence for trust tiers (tiers.ts) from the filesystem.
 *
 * Inputs read, per skill:
 * - files: `<skill>/schemas/output.json` (must parse and compile with ajv, the `json_schema`
 *   check's compiler) and `<skill>/scripts/validate-skill.*` (implicit.ts `findValidator`);
 * - the repository's evals of the skill (count);
 * - the graded results folder (default `.skill-evals/results`): the validator's implicit
 *   assertion in each with_skill run's grading.json of the skill's latest iteration, and
 *   `<results>/summary.json`;
 * - the history folders (default `<root>/evals/benchmarks`): every `*.json` directly inside.
 *
 * "Latest summary" of a skill: `<results>/summary.json` when it lists the skill with a with_skill
 * pass rate, else the newest history file that does (src/aggregate/history.ts ordering).
 *
 * Per-model pass rates (certified), from `<results>/summary.json` and every history file; for each
 * (skill, model) the newest data point wins (by the file's `generated_at` / `timestamp`, then
 * file name). Accepted shapes:
 *   1. a summary.json (schemas/summary.schema.json): each `skills[]` entry's `model` (or the
 *      file's top-level `model`) with `configurations.with_skill.pass_rate`;
 *   2. a cross-model table: `{ "generated_at": "…", "models": { "<model>": M } }` or
 *      `"models": [ { "model": "<model>", …M } ]`, where M is either a summary.json (as 1) or
 *      `{ "skills": { "<skill>": { "pass_rate": 0.97 } } }` (a bare number is accepted too);
 *   3. the weekly matrix's `cross-model.json` (kind `skill-evals/cross-model`):
 *      `skills[].cells{ "<model>": { "pass_rate": … } }` (a null rate or cell is no data point).
 * Rates are 0..1 (a value above 1 is read as a percentage).
 */
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Config, EvalCase, Repo, Skill } from '../types.js'
import { tierOf } from '../discover/config.js'
import { parseHistoryFile, readHistory, type HistoryEntry } from '../aggregate/history.js'
import { loadResults } from '../aggregate/load.js'
import type { AggregateRun } from '../aggregate/types.js'
import { implicitKind } from '../grade/implicit.js'
import { schemaEvidence, validatorEvidence } from '../discover/trust-files.js'
import {
  computeTrust, nextStep,
  type ModelRate, type SchemaEvidence, type SummaryEvidence, type TrustInput, type TrustResult, type ValidatorEvidence, type ValidatorRuns,
} from '../discover/trust-tiers.js'
import { expectationStatus, modelRatesOutline, readJsonDetailed, SUMMARY_FILE } from '../log/index.js'

export const DEFAULT_RESULTS_DIR = '.skill-evals/results'


// ─── Results ─────────────────────────────────────────────────────────────────────────────

/** The validator's outcomes over the skill's latest-iteration with_skill runs (pass/fail/error grades). */
export function validatorRunsFrom(runs: readonly AggregateRun[], skill: string, source: string): ValidatorRuns | undefined {
  const mine = runs.filter((r) => r.skill === skill && r.configuration === 'with_skill')
  if (mine.length === 0) return undefined
  const latest = Math.max(...mine.map((r) => r.iteration))
  const out: ValidatorRuns = { passed: 0, failed: 0, errors: 0, absent: 0, source }
  for (const r of mine) {
    if (r.iteration !== latest) continue
    if (r.grade !== 'pass' && r.grade !== 'fail' && r.grade !== 'error') continue
    if (r.expectations.length === 0 || r.expectations.every((e) => e.source === 'none')) continue
    const e = r.expectations.find((x) => implicitKind(x.text) === 'validator')
    if (!e) out.absent++
    else if (expectationStatus(e) === 'pass') out.passed++
    else if (e.status === 'error') out.errors++
    else out.failed++
  }
  return out
}

/** Pass rates of the implicit schema assertion, for the report (not a tier requirement). */
export function schemaRunsFrom(runs: readonly AggregateRun[], skill: string): { passed: number; total: number } | undefined {
  const mine = runs.filter((r) => r.skill === skill && r.configuration === 'with_skill')
  if (mine.length === 0) return undefined
  const latest = Math.max(...mine.map((r) => r.iteration))
  let passed = 0
  let total = 0
  for (const r of mine) {
    if (r.iteration !== latest) continue
    const e = r.expectations.find((x) => implicitKind(x.text) === 'schema')
    if (!e) continue
    total++
    if (e.passed) passed++
  }
  return total > 0 ? { passed, total } : undefined
}

/** The per-(skill, model) data points of one JSON file (see the module comment for the shapes; read by src/log/outline.ts). */
export function modelRatesOf(json: unknown, source: string): { skill: string; rate: ModelRate }[] {
  return modelRatesOutline(json).map((p) => ({ skill: p.skill, rate: { model: p.model, passRate: p.passRate, timestamp: p.timestamp, source } }))
}

const time = (t: string) => {
  const v = Date.parse(t)
  return Number.isFinite(v) ? v : -Infinity
}

/** Newest data point per (skill, model). */
export function latestModelRates(points: readonly { skill: string; rate: ModelRate }[]): Map<string, ModelRate[]> {
  const best = new Map<string, ModelRate>()
  for (const p of points) {
    const key = `${p.skill}\u0000${p.rate.model}`
    const cur = best.get(key)
    if (!cur || time(p.rate.timestamp) > time(cur.timestamp) || (time(p.rate.timestamp) === time(cur.timestamp) && p.rate.source >= cur.source)) best.set(key, p.rate)
  }
  const out = new Map<string, ModelRate[]>()
  for (const [key, r] of best) {
    const skill = key.split('\u0000')[0]!
    out.set(skill, [...(out.get(skill) ?? []), r])
  }
  return out
}

async function jsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((n) => n.endsWith('.json')).sort().map((n) => path.join(dir, n))
  } catch {
    return []
  }
}

/** A summary or history file (read through src/log/; over 20 MB, absent or not JSON → undefined). */
async function readJsonFile(file: string): Promise<unknown> {
  const r = await readJsonDetailed(file, 20 * 1024 * 1024)
  return r.state === 'ok' ? r.value : undefined
}

// ─── The whole repository ────────────────────────────────────────────────────────────────

export interface TrustOptions {
  /** Graded results folder; default `<cwd>/.skill-evals/results` (missing is fine). */
  results?: string
  /** History folders; default `[<root>/evals/benchmarks]`. */
  history?: string[]
  /** 'ceiling' for validate (files only). Default 'evidence'. */
  mode?: 'evidence' | 'ceiling'
}

export interface SkillTrust extends TrustResult {
  /** Repo-relative skill folder. */
  path: string
  /** Repo-relative SKILL.md. */
  file: string
  schema: SchemaEvidence
  validator: ValidatorEvidence
  evals: number
  threshold: number
  validatorRuns: ValidatorRuns | null
  schemaRuns: { passed: number; total: number } | null
  summary: SummaryEvidence | null
  modelRates: ModelRate[]
  next: string | null
}

export interface TrustReport {
  generatedAt: string
  mode: 'evidence' | 'ceiling'
  models: string[]
  sources: { results: string | null; history: string[] }
  skills: SkillTrust[]
}

function countEvals(evals: readonly EvalCase[]): Map<string, number> {
  const m = new Map<string, number>()
  for (const e of evals) m.set(e.skill, (m.get(e.skill) ?? 0) + 1)
  return m
}

function thresholdOf(skill: Skill, config: Config): number {
  return config.tierSettings[tierOf(skill, config)]?.threshold ?? 0.8
}

/** Trust tiers of every skill of a loaded repository. */
export async function computeRepoTrust(repo: Pick<Repo, 'root' | 'config' | 'skills' | 'evals'>, opts: TrustOptions = {}, now = new Date()): Promise<TrustReport> {
  const mode = opts.mode ?? 'evidence'
  const historyDirs = opts.history ?? [path.join(repo.root, 'evals', 'benchmarks')]
  const resultsDir = mode === 'evidence' ? path.resolve(opts.results ?? DEFAULT_RESULTS_DIR) : undefined
  const evalCounts = countEvals(repo.evals)

  let runs: AggregateRun[] = []
  let resultsSummary: HistoryEntry | undefined
  let history: HistoryEntry[] = []
  const points: { skill: string; rate: ModelRate }[] = []
  let resultsUsed = false
  if (mode === 'evidence') {
    if (resultsDir && (await stat(resultsDir).catch(() => undefined))?.isDirectory()) {
      resultsUsed = true
      runs = (await loadResults(resultsDir)).runs
      const file = path.join(resultsDir, SUMMARY_FILE)
      const json = await readJsonFile(file)
      if (json !== undefined) {
        resultsSummary = parseHistoryFile(file, json)
        points.push(...modelRatesOf(json, file))
      }
    }
    history = (await readHistory(historyDirs)).entries
    for (const dir of historyDirs) for (const f of await jsonFiles(dir)) points.push(...modelRatesOf(await readJsonFile(f), f))
  }
  const rates = latestModelRates(points)

  const skills: SkillTrust[] = []
  for (const skill of repo.skills) {
    const schema = await schemaEvidence(skill.dir)
    const validator = validatorEvidence(skill.dir)
    const threshold = thresholdOf(skill, repo.config)
    const evals = evalCounts.get(skill.name) ?? 0
    const vr = mode === 'evidence' && resultsDir ? validatorRunsFrom(runs, skill.name, path.relative(process.cwd(), resultsDir) || '.') : undefined
    let summary: SummaryEvidence | undefined
    if (mode === 'evidence') {
      const candidates = [...history, ...(resultsSummary ? [resultsSummary] : [])]
      for (let i = candidates.length - 1; i >= 0; i--) {
        const s = candidates[i]!.skills.find((x) => x.name === skill.name)
        if (s && s.passRate !== null) {
          summary = { source: candidates[i]!.file, timestamp: candidates[i]!.timestamp, passRate: s.passRate, evals: s.evals?.length ?? 0 }
          break
        }
      }
    }
    const modelRates = rates.get(skill.name) ?? []
    const input: TrustInput = {
      skill: skill.name,
      ...(skill.frontmatter.trustTier !== undefined ? { declared: skill.frontmatter.trustTier } : {}),
      schema: { status: schema.status, ...(schema.problem ? { problem: schema.problem } : {}) },
      validator,
      evalCount: evals,
      threshold,
      models: repo.config.models,
      ...(vr ? { validatorRuns: vr } : {}),
      ...(summary ? { summary } : {}),
      modelRates,
    }
    const r = computeTrust(input, mode)
    skills.push({
      ...r,
      path: skill.relDir,
      file: skill.file,
      schema: input.schema,
      validator,
      evals,
      threshold,
      validatorRuns: vr ?? null,
      schemaRuns: (mode === 'evidence' ? schemaRunsFrom(runs, skill.name) : undefined) ?? null,
      summary: summary ?? null,
      modelRates,
      next: nextStep(r) ?? null,
    })
  }
  return {
    generatedAt: now.toISOString(),
    mode,
    models: repo.config.models,
    sources: { results: resultsUsed && resultsDir ? resultsDir : null, history: historyDirs },
    skills,
  }
}

export { schemaEvidence, validatorEvidence, trustTierKeyPosition, checkTrustTiers } from '../discover/trust-files.js'
