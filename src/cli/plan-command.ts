/**
 * `skill-evals plan`: the same planning as the action's plan step (src/plan/plan.ts): quick or
 * full, the skills, the runs, the shard matrix, and whether anything runs; writes plan.json.
 *
 * The event: inside GitHub Actions (GITHUB_EVENT_NAME and GITHUB_EVENT_PATH set, no --base) the
 * run's own event, like the action. Elsewhere, `--base REF` plans like a push from REF to HEAD
 * (changed skills plus every Tier 3 skill, from git diff); without it, like a manual run (full).
 * The changed files come from git only (no GitHub API).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { loadRepo, countFindings } from '../discover/index.js'
import { formatFindingsText } from '../report/findings.js'
import { gitChangedFiles } from '../github/pr-files.js'
import { makePlan, planLine, writePlan, type FindChanges, type PlanContext } from '../plan/plan.js'
import { git } from '../ports/git.js'
import { oneOf, parse, positiveInt, UsageError } from './args.js'
import { cliPath } from './paths.js'
import type { CliIo } from './main.js'

export const PLAN_HELP = `Usage: skill-evals plan [options]

Decides the mode (quick or full) and the skills to evaluate, counts the runs and sizes the shard
matrix, exactly as the action's plan step does; writes <out>/plan.json, which the action's
evaluate and merge steps read.

  --root DIR            skills repository (default .)
  --base REF            plan like a push from REF to HEAD (quick: the skills changed since REF plus
                        every Tier 3 skill). Inside GitHub Actions without --base: the run's event
  --mode M              auto (default) | quick | full
  --trials N|adaptive   trials per eval and configuration (default: config); adaptive: 1 per
                        configuration, up to max-trials where the first runs disagree
  --models A,B          models (default: config; one call evaluates the first)
  --shards N            evaluation jobs, 1-64 (default 1)
  --max-cost-usd X      spending cap (default: config)
  --pipeline            also run the pipeline scenarios (in shard 1)
  --full-eval-label L   pull request label that switches auto to full (default: config)
  --key K               distinguishes several evaluations in one workflow run
  --out DIR             folder for plan.json (default .skill-evals/plan)
  --format F            text (default) or json (the plan itself)

Whether an API key is present is read from ANTHROPIC_API_KEY (without it the plan says run: false).
Exit 0 when the plan is written (whether or not it runs), 1 when the skills or suites have
errors, 2 on bad usage.
`

async function localContext(root: string, base: string | undefined, env: NodeJS.ProcessEnv, cwd: string): Promise<PlanContext> {
  const workspace = env['GITHUB_WORKSPACE'] || cwd
  if (!base && env['GITHUB_EVENT_NAME'] && env['GITHUB_EVENT_PATH']) {
    let payload: Record<string, unknown> = {}
    try {
      const parsed = JSON.parse(await readFile(env['GITHUB_EVENT_PATH'], 'utf8')) as unknown
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) payload = parsed as Record<string, unknown>
    } catch {
      payload = {}
    }
    return { eventName: env['GITHUB_EVENT_NAME'], payload, ...(env['GITHUB_REF'] ? { ref: env['GITHUB_REF'] } : {}), ...(env['GITHUB_SHA'] ? { sha: env['GITHUB_SHA'] } : {}), workspace }
  }
  if (!base) return { eventName: 'workflow_dispatch', payload: {}, workspace }
  const rev = async (ref: string) => (await git(['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`], { cwd: root })).trim()
  let before: string
  try {
    before = await rev(base)
  } catch {
    throw new UsageError(`--base '${base}' is not a commit in ${root}.`)
  }
  const after = await rev('HEAD')
  const branch = (await git(['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: root }).catch(() => 'HEAD')).trim()
  return { eventName: 'push', payload: { before, after, ref: `refs/heads/${branch}` }, sha: after, workspace }
}

const gitChanges: FindChanges = async (d, repo) => {
  if (!d.baseRef) return { files: null, note: 'There is nothing to diff against, so every skill is evaluated.' }
  const files = await gitChangedFiles({ cwd: repo.root, base: d.baseRef, head: d.headSha || 'HEAD' }).catch(() => undefined)
  return files ? { files } : { files: null, note: `The changes since \`${d.baseRef.slice(0, 12)}\` could not be read from git, so every skill is evaluated.` }
}

export async function planCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parse(argv, {
    root: { type: 'string', default: '.' },
    base: { type: 'string' },
    mode: { type: 'string' },
    trials: { type: 'string' },
    models: { type: 'string' },
    shards: { type: 'string' },
    'max-cost-usd': { type: 'string' },
    pipeline: { type: 'boolean', default: false },
    'full-eval-label': { type: 'string' },
    key: { type: 'string' },
    out: { type: 'string' },
    format: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  }, 'repo')
  if (values.help) {
    io.stdout(PLAN_HELP)
    return 0
  }
  const mode = oneOf(values.mode, ['auto', 'quick', 'full'] as const, '--mode', 'auto')
  const format = oneOf(values.format, ['text', 'json'] as const, '--format', 'text')
  const shards = positiveInt(values.shards, '--shards') ?? 1
  if (shards > 64) throw new UsageError('--shards must be at most 64')
  const maxCost = values['max-cost-usd']
  const maxCostUsd = maxCost === undefined ? undefined : Number(maxCost)
  if (maxCostUsd !== undefined && (!Number.isFinite(maxCostUsd) || maxCostUsd < 0)) throw new UsageError(`--max-cost-usd must be a number >= 0 (got '${maxCost}')`)
  const adaptive = values.trials === 'adaptive'
  const trials = values.trials === undefined || adaptive ? 0 : (positiveInt(values.trials, '--trials') ?? 0)

  const repo = await loadRepo(path.resolve(io.cwd, values.root ?? '.'))
  if (countFindings(repo.findings).errors > 0) {
    io.stderr(formatFindingsText(repo) + '\nskill-evals plan: fix the errors above first; nothing was planned.\n')
    return 1
  }
  const ctx = await localContext(repo.root, values.base, io.env, io.cwd)
  const models = (values.models ?? '').split(/[,\n]/).map((s) => s.trim()).filter(Boolean)
  const plan = await makePlan(
    repo,
    ctx,
    { mode, trials, ...(adaptive ? { adaptive } : {}), models, shards, maxCostUsd, pipeline: values.pipeline ?? false, fullEvalLabel: values['full-eval-label'] ?? '', key: values.key ?? '', hasApiKey: Boolean(io.env['ANTHROPIC_API_KEY']) },
    gitChanges,
  )
  const file = await writePlan(cliPath(io, values.out) ?? path.resolve(io.cwd, '.skill-evals/plan'), plan)
  if (format === 'json') io.stdout(JSON.stringify(plan, null, 2) + '\n')
  else {
    io.stdout(`${plan.modeReason}\n`)
    io.stdout(plan.skip ? `Not evaluated: ${plan.skip.reason}\n` : `Will run: ${planLine(plan).replace(/`/g, '')}\n`)
    for (const r of plan.selectionReasons) io.stdout(`  - ${r}\n`)
    io.stdout(`Plan written: ${path.relative(io.cwd, file) || file}\n`)
  }
  return 0
}
