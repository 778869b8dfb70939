/**
 * regression: the gate on skill version bumps (issue 8; atlas `skill-regression-test`).
 *
 *   runRegression(opts)  one skill: run its suite, compare with the baseline store, decide,
 *                        update the store on PASS / seeding / --force. Never throws for the
 *                        user's problems: they come back as verdict ERROR (exit 2).
 *   regressionGate(opts) a PR: detectVersionBumps(root, baseRef, skills), then runRegression
 *                        on each bumped skill, forced when the PR carries the override label.
 *
 * Suite of a skill: its golden dataset `evals/skills/<skill>/golden.jsonl` when it has one,
 * else its evals.json entries; none → coverage targets decide (NO_SUITE exit 0 or
 * MISSING_SUITE exit 1 for a top-N skill).
 *
 * Determinism: every call goes through the response cache (config `cache`, default
 * read-write), keyed on the exact request and the trial, and the baseline compared with is
 * never the new version's own entry (see `selectBaseline`): re-running the same bump replays
 * the same replies, gets the same scores and the same verdict. With `--cache off` a real model
 * may answer differently.
 */
import { relative, resolve } from 'node:path'
import type { ModelClient } from '../ports/model-client.js'
import type { CacheMode, Repo, Skill } from '../types.js'
import { loadRepo } from '../discover/index.js'
import { loadGoldenSet, goldenFile } from '../discover/golden.js'
import type { Comparison } from '../aggregate/stats.js'
import { readBaselines, readBaselinesAt, selectBaseline, writeBaseline, baselinePath, BaselineStoreError, type SelectedBaseline } from './baseline-store.js'
import { regressionSettings, PASS_THRESHOLD, DEFAULT_REGRESSION_OUT } from './settings.js'
import type { Budget } from '../run/budget.js'
import { runSuite, goldenEvalCases, type SuiteCase, type SuiteKind } from './runner.js'
import { decide, fmt, type RegressionVerdict } from './verdict.js'
import { coverageTier, readUsage } from './coverage-targets.js'
import { detectVersionBumps, type VersionBump } from './version-bumps.js'
import { formatCiLine, formatHuman } from './format.js'

export { detectVersionBumps, type VersionBump } from './version-bumps.js'
export { formatHuman, formatCiLine } from './format.js'
export { decide, scoreAsOutcomes, type RegressionVerdict } from './verdict.js'
export { coverageTargets, coverageTier, readUsage, rankByUsage } from './coverage-targets.js'
export { parseEvent } from './event.js'
export { PASS_THRESHOLD, DEFAULT_TOLERANCE, regressionSettings } from './settings.js'
export { rubricScore, weightedScore, GOLDEN_WEIGHTS } from './golden-judge.js'

export interface RegressionOptions {
  root: string
  skill: string
  /** Needed unless dryRun (no call is made then). */
  client?: ModelClient
  /** Label outputs as simulated and mark the stored baseline `simulated: true`. */
  simulate?: boolean
  /** --baseline VERSION: compare with exactly this stored version. */
  baseline?: string
  /** The version being replaced (event old_version): preferred baseline when stored. */
  oldVersion?: string
  /** The version being promoted; default the SKILL.md `version:`. */
  newVersion?: string
  force?: boolean
  dryRun?: boolean
  /** Default: config `regression.baseline-dir` (evals/baselines), relative to root. */
  baselineDir?: string
  /** Runs and results files; default .skill-evals/regression under root. */
  outDir?: string
  /** Points; default config `regression.tolerance` (5). */
  tolerance?: number
  trials?: number
  model?: string
  judgeModel?: string
  cache?: CacheMode
  cacheDir?: string
  concurrency?: number
  /** Write the store on PASS/seed/force (default true; a PR check may pass false). */
  updateBaseline?: boolean
  /**
   * Read the baseline store as this commit has it (a pull request's base), not from the work tree,
   * so a PR cannot lower the score its version bump is compared with (issue 33 row I).
   */
  baselineRef?: string
  now?: Date
  maxRetries?: number
  backoffInitialMs?: number
  signal?: AbortSignal
  onProgress?: (line: string) => void
  /** Stops new case runs once spent (the one runner's budget); a refused case cannot be scored (exit 2). */
  budget?: Budget
  /** Keep the case trials that finished before (the runs folder's task log); see `runSuite`. */
  resume?: boolean
  /** The ERROR message when a run is needed but `client` is absent (e.g. no API key). */
  missingClientMessage?: string
  /** An already loaded repo (regressionGate loads it once). */
  repo?: Repo
}

export interface RegressionReport {
  verdict: RegressionVerdict
  exitCode: 0 | 1 | 2
  skill: string
  newVersion: string
  baseline: { version: string; score: number; date: string; model: string; pinned: boolean } | null
  newScore: number | null
  delta: number | null
  tolerance: number
  regressedIds: string[]
  /** Repo-relative path of this run's per-eval results (null when nothing ran). */
  resultsFile: string | null
  seeded: boolean
  baselineUpdated: boolean
  /** Repo-relative path of the skill's baseline store. */
  baselineFile: string
  suite?: { kind: SuiteKind; file: string; cases: number }
  perEval?: { id: string; weight: number; score: number | null; baseline?: number }[]
  reason: string
  warnings: string[]
  comparison?: Comparison
  /** Dry run: what would run. */
  plan?: string[]
  /** ERROR: what went wrong. */
  message?: string
  apiCalls?: number
  cacheHits?: number
}

const posix = (p: string): string => p.split('\\').join('/')
const rel = (root: string, p: string): string => posix(relative(root, p))

export async function runRegression(opts: RegressionOptions): Promise<RegressionReport> {
  const warnings: string[] = []
  const base = (over: Partial<RegressionReport>): RegressionReport => ({
    verdict: 'ERROR',
    exitCode: 2,
    skill: opts.skill,
    newVersion: opts.newVersion ?? 'unknown',
    baseline: null,
    newScore: null,
    delta: null,
    tolerance: opts.tolerance ?? 5,
    regressedIds: [],
    resultsFile: null,
    seeded: false,
    baselineUpdated: false,
    baselineFile: '',
    reason: '',
    warnings,
    ...over
  })
  const error = (message: string, over: Partial<RegressionReport> = {}): RegressionReport => base({ verdict: 'ERROR', exitCode: 2, message, reason: message, ...over })

  let repo: Repo
  try {
    repo = opts.repo ?? (await loadRepo(opts.root))
  } catch (err) {
    return error((err as Error).message)
  }
  const root = repo.root
  const settings = regressionSettings(repo.config)
  const tolerance = opts.tolerance ?? settings.tolerance
  if (!(tolerance >= 0 && tolerance <= 100)) return error(`the tolerance must be between 0 and 100 points (got ${tolerance})`)
  const storeDir = resolve(root, opts.baselineDir ?? settings.baselineDir)
  const baselineFile = rel(root, baselinePath(storeDir, opts.skill))
  const skill: Skill | undefined = repo.skills.find((s) => s.name === opts.skill)
  const common = { tolerance, baselineFile }
  if (!skill) return error(`no skill named '${opts.skill}' (known: ${repo.skills.map((s) => s.name).join(', ') || 'none'})`, common)

  const newVersion = opts.newVersion ?? skill.frontmatter.version ?? 'unversioned'
  if (opts.newVersion && skill.frontmatter.version && opts.newVersion !== skill.frontmatter.version) {
    warnings.push(`the event says v${opts.newVersion} but ${skill.file} says version ${skill.frontmatter.version}; evaluating the files on disk as v${opts.newVersion}`)
  }
  if (!opts.newVersion && !skill.frontmatter.version) warnings.push(`${skill.file} has no 'version:'; recording the score as '${newVersion}'`)
  const at = { ...common, newVersion }

  // ── The suite ──
  const golden = await loadGoldenSet(root, skill.name)
  const ownErrors = repo.findings.filter(
    (f) => f.severity === 'error' && (f.file === skill.file || f.file === goldenFile(skill.name) || f.file.startsWith(`${skill.relDir}/`)) && f.rule !== 'coverage.no-evals'
  )
  if (golden && golden.findings.some((f) => f.severity === 'error') && !ownErrors.some((f) => f.file === golden.file)) {
    ownErrors.push(...golden.findings.filter((f) => f.severity === 'error'))
  }
  if (ownErrors.length > 0) {
    const list = ownErrors.slice(0, 5).map((f) => `${f.file}${f.line ? `:${f.line}` : ''}: ${f.message}`).join('; ')
    return error(`validation found ${ownErrors.length} error(s) in the skill's files (run 'skill-evals validate'): ${list}`, at)
  }
  let kind: SuiteKind | undefined
  let cases: SuiteCase[] = []
  let suiteFile = ''
  if (golden && golden.cases.length > 0) {
    kind = 'golden'
    suiteFile = golden.file
    cases = goldenEvalCases(skill.name, golden.file, golden.cases)
  } else {
    const evals = repo.evals.filter((e) => e.skill === skill.name)
    if (evals.length > 0) {
      kind = 'evals'
      suiteFile = evals[0]!.source.file
      cases = evals.map((e) => ({ id: String(e.id), weight: 1, evalCase: e }))
    }
  }
  if (!kind) {
    const usage = await readUsage(root, settings.usageFile)
    if (usage.warning) warnings.push(usage.warning)
    const { tier, rank } = coverageTier(skill.name, usage.counts, settings)
    const where = `${goldenFile(skill.name)} or evals/evals.json entries`
    if (tier === 'required') {
      const msg = `'${skill.name}' is #${rank} by usage (top ${settings.requiredTop}) and has no suite (${where}): the version bump is blocked`
      if (opts.force) {
        warnings.push(`${msg}, overridden with --force`)
        return base({ ...at, verdict: 'OVERRIDDEN', exitCode: 0, reason: `${msg}; overridden with --force` })
      }
      return base({ ...at, verdict: 'MISSING_SUITE', exitCode: 1, reason: msg })
    }
    const msg =
      tier === 'warn'
        ? `'${skill.name}' is #${rank} by usage (top ${settings.warnTop}) and has no suite (${where}): not covered, add a golden dataset`
        : `'${skill.name}' has no suite (${where}): skill not yet covered, nothing to gate`
    warnings.push(msg)
    return base({ ...at, verdict: 'NO_SUITE', exitCode: 0, reason: msg })
  }
  const suite = { kind, file: suiteFile, cases: cases.length }

  // ── The baseline ──
  let selected: SelectedBaseline | undefined
  try {
    const store = opts.baselineRef ? await readBaselinesAt(root, opts.baselineRef, storeDir, skill.name) : await readBaselines(storeDir, skill.name)
    selected = selectBaseline(store, { ...(opts.baseline !== undefined ? { pinned: opts.baseline } : {}), ...(opts.oldVersion !== undefined ? { oldVersion: opts.oldVersion } : {}), newVersion })
  } catch (err) {
    if (err instanceof BaselineStoreError) return error(err.message, { ...at, suite })
    throw err
  }
  const baselineInfo = selected
    ? { version: selected.version, score: selected.entry.score, date: selected.entry.date ?? 'unknown', model: selected.entry.model ?? 'unknown', pinned: selected.pinned }
    : null
  const model = opts.model ?? repo.config.models[0] ?? 'claude-sonnet-5-5'
  const judgeModel = opts.judgeModel ?? repo.config.judgeModel
  const trials = opts.trials ?? 1
  if (selected && selected.entry.model && selected.entry.model !== model) {
    warnings.push(`the baseline v${selected.version} was captured with ${selected.entry.model}, this run uses ${model}: the delta may reflect the model change`)
  }
  if (selected && Boolean(selected.entry.simulated) !== Boolean(opts.simulate)) {
    warnings.push(`the baseline v${selected.version} was captured ${selected.entry.simulated ? 'with --simulate' : 'with a real model'}, this run is ${opts.simulate ? 'simulated' : 'real'}: the comparison is not meaningful`)
  }

  if (opts.dryRun) {
    const plan = [
      `DRY RUN: no API call is made, nothing is written.`,
      `Would run ${cases.length} ${kind === 'golden' ? 'golden case' : 'eval'}${cases.length === 1 ? '' : 's'} of '${skill.name}' v${newVersion} from ${suiteFile} × ${trials} trial${trials === 1 ? '' : 's'} with ${model} (${kind === 'golden' ? `golden judge ${judgeModel}: 50% coverage, 30% format, 20% clarity` : `assertions graded by checks and judge ${judgeModel}`}):`,
      ...cases.map((c) => `  - ${c.id}${kind === 'golden' ? ` (weight ${c.weight})` : ''}`),
      `Requests at most: ${cases.length * trials} skill run${cases.length * trials === 1 ? '' : 's'} (${repo.config.maxTurns} turns max each) + ${kind === 'golden' ? cases.length * trials : 'one per judged assertion of each'} judge call${kind === 'golden' && cases.length * trials === 1 ? '' : 's'}; cached replies are free.`,
      selected
        ? `Would compare with the baseline v${selected.version} (${fmt(selected.entry.score)}, captured ${selected.entry.date}) in ${baselineFile}; block when the score drops by more than ${fmt(tolerance)} pts and the paired test confirms it.`
        : `No baseline in ${baselineFile}: the first real run would seed it with the new score.`
    ]
    return base({ ...at, verdict: 'DRY_RUN', exitCode: 0, baseline: baselineInfo, suite, plan, reason: 'dry run' })
  }
  if (!opts.client) return error(opts.missingClientMessage ?? 'no API client (pass client unless dryRun)', { ...at, suite, baseline: baselineInfo })

  // ── Run and score ──
  const c = repo.config
  const result = await runSuite({
    root,
    skill,
    kind,
    cases,
    client: opts.client,
    model,
    judgeModel,
    judges: c.judges,
    trials,
    concurrency: opts.concurrency ?? c.concurrency,
    outDir: opts.outDir ?? DEFAULT_REGRESSION_OUT,
    cache: opts.cache ?? c.cache,
    cacheDir: opts.cacheDir ?? c.cacheDir,
    skillLoading: c.skillLoading,
    bash: c.bash,
    maxTurns: c.maxTurns,
    maxTokens: c.maxTokens,
    runTimeoutSeconds: c.runTimeoutSeconds,
    now: opts.now ?? new Date(),
    ...(opts.maxRetries !== undefined ? { maxRetries: opts.maxRetries } : {}),
    ...(opts.backoffInitialMs !== undefined ? { backoffInitialMs: opts.backoffInitialMs } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    ...(opts.budget ? { budget: opts.budget } : {}),
    ...(opts.resume ? { resume: true } : {})
  })
  const runInfo = { resultsFile: result.resultsFile, apiCalls: result.apiCalls, cacheHits: result.cacheHits }
  const perEval = result.cases.map((x) => ({ id: x.id, weight: x.weight, score: x.score, ...(selected && typeof selected.entry.evals?.[x.id] === 'number' ? { baseline: selected.entry.evals[x.id]! } : {}) }))
  if (result.errors.length > 0) {
    return error(`${result.errors.length} eval(s) could not be scored: ${result.errors.slice(0, 3).join('; ')}`, { ...at, suite, baseline: baselineInfo, perEval, ...runInfo })
  }
  if (kind === 'golden' && result.score < PASS_THRESHOLD) {
    warnings.push(`the golden suite scores ${fmt(result.score)}, below PASS_THRESHOLD ${PASS_THRESHOLD} (informational: the gate compares with the baseline)`)
  }
  const evals: Record<string, number> = Object.fromEntries(result.cases.map((x) => [x.id, x.score as number]))
  const d = decide({ baseline: selected, score: result.score, evals, tolerance, alpha: c.gates?.alpha ?? 0.05, force: opts.force ?? false })
  if (d.verdict === 'INCONCLUSIVE') warnings.push(`inconclusive: ${d.reason}; passing, the baseline is kept`)
  let baselineUpdated = false
  if (d.updateBaseline && opts.updateBaseline !== false) {
    await writeBaseline(storeDir, skill.name, newVersion, {
      score: result.score,
      model,
      judge_model: judgeModel,
      date: (opts.now ?? new Date()).toISOString().slice(0, 10),
      suite: kind,
      evals,
      ...(opts.simulate ? { simulated: true } : {})
    })
    baselineUpdated = true
  }
  return base({
    ...at,
    ...runInfo,
    verdict: d.verdict,
    exitCode: d.exitCode,
    baseline: baselineInfo,
    newScore: result.score,
    delta: d.delta,
    regressedIds: d.regressedIds,
    seeded: d.seeded,
    baselineUpdated,
    suite,
    perEval,
    reason: d.reason,
    ...(d.comparison ? { comparison: d.comparison } : {})
  })
}

// ─── The PR gate (for the action) ─────────────────────────────────────────────────────

export interface RegressionGateOptions extends Omit<RegressionOptions, 'skill' | 'oldVersion' | 'newVersion' | 'force' | 'repo' | 'baseline'> {
  /** Git ref of the PR's base (e.g. `origin/main`); must be fetched. */
  baseRef: string
  /** The PR's labels: the override label (config `regression.override-label`) forces every bump. */
  labels?: readonly string[]
  /**
   * The pull request's base commit whose config sets the gate's policy (tolerance, baseline store,
   * override label; issue 33 row I). Absent: the work tree's config.
   */
  policyRef?: string
}

export interface RegressionGateResult {
  bumps: VersionBump[]
  reports: RegressionReport[]
  overrideLabel: string
  overridden: boolean
  /** 0 nothing blocked, 1 a bump is blocked, 2 a bump could not be evaluated (and none blocked). */
  exitCode: 0 | 1 | 2
  /** A markdown section for the PR comment / job summary. */
  markdown: string
}

export async function regressionGate(opts: RegressionGateOptions): Promise<RegressionGateResult> {
  const repo = await loadRepo(opts.root, opts.policyRef ? { policyRef: opts.policyRef } : {})
  const overrideLabel = regressionSettings(repo.config).overrideLabel
  const overridden = (opts.labels ?? []).includes(overrideLabel)
  const bumps = await detectVersionBumps(repo.root, opts.baseRef, repo.skills)
  const reports: RegressionReport[] = []
  for (const b of bumps) {
    reports.push(await runRegression({ ...opts, repo, skill: b.skill, newVersion: b.newVersion, ...(b.oldVersion !== null ? { oldVersion: b.oldVersion } : {}), force: overridden }))
  }
  const exitCode: 0 | 1 | 2 = reports.some((r) => r.exitCode === 1) ? 1 : reports.some((r) => r.exitCode === 2) ? 2 : 0
  return { bumps, reports, overrideLabel, overridden, exitCode, markdown: gateMarkdown(bumps, reports, overrideLabel, overridden) }
}

function gateMarkdown(bumps: VersionBump[], reports: RegressionReport[], label: string, overridden: boolean): string {
  if (bumps.length === 0) return '### Regression gate\n\nNo skill `version:` was bumped.\n'
  const rows = reports.map((r, i) => {
    const b = bumps[i]!
    const cell = (x: number | null) => (x === null ? '–' : fmt(x))
    return `| ${r.skill} | ${b.oldVersion ?? '–'} → ${b.newVersion} | ${r.baseline ? `${fmt(r.baseline.score)} (v${r.baseline.version})` : '–'} | ${cell(r.newScore)} | ${r.delta === null ? '–' : fmt(r.delta)} | **${r.verdict}** | ${r.reason.replace(/\|/g, '\\|')} |`
  })
  const blocked = reports.filter((r) => r.exitCode === 1).length
  return [
    '### Regression gate',
    '',
    '| skill | version | baseline | new score | delta | verdict | why |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    blocked > 0
      ? `**${blocked} version bump(s) blocked.** Fix the regression, or add the \`${label}\` label to override.`
      : overridden
        ? `Overridden by the \`${label}\` label.`
        : 'No version bump is blocked.',
    ''
  ].join('\n')
}

export function formatReport(r: RegressionReport, ci: boolean): string {
  return ci ? formatCiLine(r) : formatHuman(r)
}
