/**
 * The plan action, `skill-evals plan` and the first part of the root action: decide quick or full from the
 * event, find what changed, pick the skills, count the runs, size the shard matrix, and say
 * whether anything runs at all (nothing relevant changed, or no API key → `run: false` with the
 * reason). The result is `plan.json`, which every later job reads instead of deciding again.
 */
import { effectiveCacheDir } from '../safe-fs.js'
import { ADAPTIVE_MAX_TRIALS, ADAPTIVE_START, adaptiveRunRange } from './adaptive.js'
import { adaptiveCostText, typicalRunPrice, type RunPrice } from './run-price.js'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import type { Repo } from '../types.js'
import { decideMode, missingKeySkip, selectSkills, type EvalMode, type ModeDecision } from './mode.js'
import { readSuiteVersions, REPO_SUITE_PATH, skillsForChanges, type ChangedFile, type ChangesResult } from './changes.js'
import { evalKey, shardMatrix } from './shards.js'
import { planRuns } from './runs.js'
import { shouldRunPipelines } from './pipelines.js'
import { mdCode, mdEscape } from '../text/markdown.js'
import { displayPath } from '../paths.js'
import { git } from '../ports/git.js'

export const PLAN_FILE = 'plan.json'

export interface PlanSkip {
  kind: 'nothing' | 'no-key'
  reason: string
}

export interface PlanFile {
  version: 1
  createdAt: string
  /** False: nothing to evaluate, or no API key (see `skip`). */
  run: boolean
  skip?: PlanSkip
  mode: EvalMode
  /** One sentence: why this mode. */
  modeReason: string
  /** Why these skills (changed skills, Tier 3, global paths, …). */
  selectionReasons: string[]
  eventName: string
  /** Commit the base versions of changed skills (old_skill) and eval definitions are read from. */
  baseRef?: string
  baseBranch?: string
  headSha: string
  prNumber?: number
  isFork: boolean
  /** Skills evaluated (sorted; each has evals). */
  skills: string[]
  /** Skills the change deleted (reported, never run). */
  removed: string[]
  /** How the changed files were found when that was not straightforward. */
  changedFilesNote?: string
  model: string
  /** Models asked for beyond the first (not run by this call; see the warning). */
  extraModels: string[]
  trials: number
  /**
   * Adaptive trials (issue 35): the settings, and the runs the plan can take (stage 1 only,
   * expected, every eval to max-trials; without the old_skill pairs). `trials` is then unused.
   */
  adaptive?: {
    start: number
    maxTrials: number
    runs: { min: number; expected: number; max: number }
    /** The price of a typical run (`typicalRunPrice`: the last benchmark summary); null when none priced one. Absent in older plans. */
    price?: RunPrice | null
  }
  maxCostUsd: number | null
  /** Run the pipeline scenarios (in shard 1). */
  pipeline: boolean
  /** Planned runs without the old_skill pairs (known only when the base is read). */
  runs: number
  shards: number
  matrix: { include: { shard: string; index: number }[] }
  key: string
  artifactPrefix: string
  /** Response cache folder relative to the workspace; '' when the cache is off. */
  cacheDir: string
  fullEvalLabel: string
  /** Added by later steps (incomplete shards, base not readable…), shown in the report. */
  notes?: string[]
}

/** The settings planning reads (the action's inputs of the same names), plus whether the evaluation jobs will have an API key. */
export interface PlanInputs {
  mode: string
  /** 0 = the config's `trials`. */
  trials: number
  /** `trials: adaptive`; also the config's `trials: adaptive` when `trials` is 0. */
  adaptive?: boolean
  models: string[]
  shards: number
  /** undefined = the config's `max-cost-usd`. */
  maxCostUsd: number | undefined
  pipeline: boolean
  fullEvalLabel: string
  key: string
  hasApiKey: boolean
}

/** The event planning decides from (the action reads it from GITHUB_EVENT_PATH and the environment). */
export interface PlanContext {
  eventName: string
  payload: Record<string, unknown>
  ref?: string
  sha?: string
  /** Paths in the plan are shown relative to it. */
  workspace: string
}

/** The changed files of a quick-mode plan; `files: null` = unknown, so every skill is evaluated. */
export interface PlanChanges {
  files: ChangedFile[] | null
  note?: string
}

/** Finds the changed files for a mode decision (the action asks the GitHub API, then git). */
export type FindChanges = (decision: ModeDecision, repo: Repo) => Promise<PlanChanges>

/** `skill-evals[-<key>]`: valid in artifact names, and distinct for distinct keys. */
export function artifactPrefix(key: string): string {
  if (!key) return 'skill-evals'
  const clean = key
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60)
  const exact = clean === key
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 8)
  return `skill-evals-${clean || 'key'}${exact ? '' : `-${hash}`}`
}

/** Where the skills repo sits below the git top level; '' at the top or outside a git repository. */
function gitPrefix(root: string): Promise<string> {
  return git(['rev-parse', '--show-prefix'], { cwd: root }).then(
    (out) => out.trim(),
    // Stryker disable next-line ArrowFunction: outside a git repository, undefined and '' both mean the top folder, and the suite cannot be read from git either way
    () => '',
  )
}

export async function makePlan(repo: Repo, ctx: PlanContext, inp: PlanInputs, findChanges: FindChanges): Promise<PlanFile> {
  const config = { ...repo.config, ...(inp.fullEvalLabel ? { fullEvalLabel: inp.fullEvalLabel } : {}) }
  const decision = decideMode({
    eventName: ctx.eventName,
    payload: ctx.payload,
    inputMode: inp.mode,
    config,
    ...(ctx.ref ? { ref: ctx.ref } : {}),
    ...(ctx.sha ? { sha: ctx.sha } : {}),
  })

  let changes: ChangesResult | undefined
  let changedFilesNote: string | undefined
  let changedCount = 0
  if (decision.mode === 'quick') {
    const found = await findChanges(decision, repo)
    changedFilesNote = found.note
    if (found.files) {
      changedCount = found.files.length
      const prefix = await gitPrefix(repo.root)
      const suiteTouched = found.files.some((f) => [f.path, f.previousPath].includes(`${prefix}${REPO_SUITE_PATH}`))
      // Stryker disable next-line ConditionalExpression,LogicalOperator: quick mode always has a baseRef, and a suite read when it did not change is never used (skillsForChanges reads evalsDiff only for a changed suite)
      const evalsDiff = suiteTouched && decision.baseRef ? await readSuiteVersions(repo.root, decision.baseRef) : undefined
      changes = skillsForChanges(found.files, {
        skills: repo.skills,
        config,
        repoRootPrefix: prefix,
        ...(evalsDiff ? { evalsDiff } : {}),
        evals: repo.evals,
        root: repo.root,
      })
    }
  }
  const selection = selectSkills(decision, changes, repo.skills, config)
  const withEvals = new Set(repo.evals.map((e) => e.skill))
  const skills = selection.skills.filter((s) => withEvals.has(s))
  const noEvals = selection.skills.filter((s) => !withEvals.has(s))
  const reasons = [...selection.reasons]
  if (changedFilesNote) reasons.push(changedFilesNote)
  if (noEvals.length > 0) reasons.push(`Without evals (not run; see the coverage findings): ${noEvals.join(', ')}.`)
  if (changes && changes.removed.length > 0) reasons.push(`Removed by this change (not run): ${changes.removed.join(', ')}.`)

  const model = inp.models[0] ?? config.models[0] ?? 'claude-sonnet-5-5'
  const extraModels = (inp.models.length > 0 ? inp.models : config.models).filter((m) => m !== model)
  const trials = inp.trials > 0 ? inp.trials : config.trials
  // planRuns reads an empty skill list as "every skill": nothing selected plans no runs.
  const specs = skills.length > 0 ? planRuns({ evals: repo.evals, skills, trials, model }) : []
  const groups = new Set(specs.map(evalKey)).size
  const adaptiveOn = inp.adaptive === true || (inp.trials === 0 && config.adaptiveTrials === true)
  const adaptiveSettings = { start: ADAPTIVE_START, maxTrials: config.maxTrials ?? ADAPTIVE_MAX_TRIALS }
  // Configurations per eval: with and without skill (the old_skill pairs are known only when the base is read).
  const adaptive = adaptiveOn
    ? {
      ...adaptiveSettings,
      runs: adaptiveRunRange(Array.from({ length: groups }, () => 2), adaptiveSettings),
      price: await typicalRunPrice({ root: repo.root, model, display: (p) => displayPath(ctx, p) }),
    }
    : undefined
  const matrix = shardMatrix(inp.shards, groups)
  // Issue 33 (row E): evals that give their sandboxed steps the host's network are said in the report.
  const networked = [...new Set(repo.evals.filter((e) => e.network === true && skills.includes(e.skill)).map((e) => `${e.skill} #${String(e.id)}`))]
  const networkNote = networked.length > 0
    ? `${networked.length === 1 ? '1 eval uses' : `${networked.length} evals use`} the host's network (\`network: true\`: its Bash, Claude Code and script checks can reach loopback services and the internet): ${networked.slice(0, 10).join(', ')}${networked.length > 10 ? `, …and ${networked.length - 10} more` : ''}.`
    : undefined
  const pipeline = skills.length > 0 && shouldRunPipelines({ requested: inp.pipeline, mode: decision.mode, ...(decision.baseBranch ? { branch: decision.baseBranch } : {}), releaseBranches: config.releaseBranches })

  let skip: PlanSkip | undefined
  if (skills.length === 0) {
    skip = {
      kind: 'nothing',
      reason:
        decision.mode === 'full'
          ? 'No skill with evals was found, so nothing was evaluated.'
          : noEvals.length > 0
            ? `The changed skills (${noEvals.join(', ')}) have no evals, so nothing was evaluated and no API cost was spent.`
            : `${changedCount} changed file${changedCount === 1 ? '' : 's'}, none in a skill folder, an eval suite or a shared path (\`${config.globalPaths.join('`, `')}\`), so no eval ran and no API cost was spent.`,
    }
  } else {
    const noKey = missingKeySkip(decision, inp.hasApiKey)
    if (noKey) skip = { kind: 'no-key', reason: noKey }
  }

  return {
    version: 1,
    createdAt: new Date().toISOString(),
    run: skip === undefined,
    ...(skip ? { skip } : {}),
    mode: decision.mode,
    modeReason: decision.reason,
    selectionReasons: reasons,
    eventName: decision.eventName,
    ...(decision.baseRef ? { baseRef: decision.baseRef } : {}),
    ...(decision.baseBranch ? { baseBranch: decision.baseBranch } : {}),
    headSha: decision.headSha,
    ...(decision.prNumber !== undefined ? { prNumber: decision.prNumber } : {}),
    isFork: decision.isFork,
    skills,
    removed: changes?.removed ?? [],
    ...(changedFilesNote ? { changedFilesNote } : {}),
    model,
    extraModels,
    trials,
    ...(adaptive ? { adaptive } : {}),
    maxCostUsd: inp.maxCostUsd ?? config.maxCostUsd,
    pipeline,
    runs: specs.length,
    shards: matrix.shard.length,
    matrix: { include: matrix.shard.map((shard, i) => ({ shard, index: i + 1 })) },
    key: inp.key,
    artifactPrefix: artifactPrefix(inp.key),
    // Issue 33 row C: on pull_request runs the cache folder lies outside the checkout.
    cacheDir: config.cache === 'off' ? '' : displayPath(ctx, effectiveCacheDir(repo.root, config.cacheDir).dir),
    fullEvalLabel: config.fullEvalLabel,
    ...(networkNote ? { notes: [networkNote] } : {}),
  }
}

export async function writePlan(dir: string, plan: PlanFile): Promise<string> {
  await mkdir(dir, { recursive: true })
  const file = join(dir, PLAN_FILE)
  await writeFile(file, JSON.stringify(plan, null, 2) + '\n')
  return file
}

export async function readPlan(file: string): Promise<PlanFile> {
  let data: unknown
  try {
    // Stryker disable next-line StringLiteral: without the encoding readFile gives a Buffer, which JSON.parse reads as the same UTF-8 text
    data = JSON.parse(await readFile(file, 'utf8'))
  } catch (e) {
    throw new Error(`Cannot read the plan '${file}': ${e instanceof Error ? e.message : String(e)}`)
  }
  const p = data as Partial<PlanFile> | null
  if (!p || p.version !== 1 || typeof p.run !== 'boolean' || !Array.isArray(p.skills) || typeof p.mode !== 'string') {
    throw new Error(`'${file}' is not a skill-evals plan (version 1).`)
  }
  return p as PlanFile
}

/** What ran, as one line for summaries: "2 skills (`a`, `b`) · 12 runs · 2 shards". */
export function planLine(plan: PlanFile): string {
  const names = plan.skills.slice(0, 20).map((s) => mdCode(s)).join(', ')
  const more = plan.skills.length > 20 ? `, …and ${plan.skills.length - 20} more` : ''
  return (
    `${plan.skills.length} skill${plan.skills.length === 1 ? '' : 's'}${plan.skills.length ? ` (${names}${more})` : ''} · ` +
    (plan.adaptive
      ? `${plan.adaptive.runs.min}–${plan.adaptive.runs.max} runs planned (adaptive trials: 1 per configuration, up to ${plan.adaptive.maxTrials} where the first runs disagree; about ${plan.adaptive.runs.expected} expected; with and without the skill${plan.baseRef ? ', plus the base version of changed skills' : ''}) · ` +
        `cost ${mdEscape(adaptiveCostText(plan.adaptive.runs, plan.adaptive.price ?? null, plan.maxCostUsd))} · `
      : `${plan.runs} runs planned (${plan.trials} trial${plan.trials === 1 ? '' : 's'}, with and without the skill${plan.baseRef ? ', plus the base version of changed skills' : ''}) · `) +
    `model ${mdCode(plan.model)} · ${plan.shards} shard${plan.shards === 1 ? '' : 's'}${plan.pipeline ? ' · pipeline scenarios' : ''}`
  )
}

/** The plan job's summary. */
export function planSummary(plan: PlanFile): string {
  const lines = ['## skill-evals: plan', '']
  lines.push(`**Mode:** ${plan.mode} · ${mdEscape(plan.modeReason)}`, '')
  if (plan.skip) lines.push(`**Not evaluated:** ${mdEscape(plan.skip.reason)}`, '')
  else lines.push(`**Will run:** ${planLine(plan)}`, '')
  for (const r of plan.selectionReasons) lines.push(`- ${mdEscape(r)}`)
  if (plan.extraModels.length > 0) lines.push('', `Only the first model runs in one call; also asked for: ${plan.extraModels.map((m) => mdCode(m)).join(', ')} (use a matrix over models with \`key\`).`)
  return lines.join('\n') + '\n'
}
