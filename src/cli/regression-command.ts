/**
 * `skill-evals regression <skill>`: the regression gate on a skill version bump (see
 * src/regression/ and docs/regression.md). stdout carries the verdict only (the human block, or
 * with --ci exactly one JSON line); warnings, progress and the dry-run plan go to stderr in --ci
 * mode. Exit 0 pass (incl. seeded, inconclusive, overridden, no suite), 1 regression / missing
 * required suite, 2 error.
 *
 * `--event FILE|-` reads a SkillVersionBump event (hooks/regression-test-runner pipes stdin):
 * any other event exits 0 without doing anything.
 */
import { readFile } from 'node:fs/promises'
import { modelClients } from './model-clients.js'
import type { CacheMode } from '../types.js'
import { budgetFromFlags, parse, oneOf, positiveInt, UsageError } from './args.js'
import { cliPath } from './paths.js'
import type { CliIo } from './main.js'
import { runRegression, formatReport, type RegressionReport } from '../regression/index.js'
import { parseEvent } from '../regression/event.js'

export const REGRESSION_HELP = `Usage: skill-evals regression <skill> [options]
       skill-evals regression --event FILE|-  [options]     (a SkillVersionBump event, '-' = stdin)

Runs the skill's suite (evals/skills/<skill>/golden.jsonl, else its evals.json entries), compares
the score with the baseline store (evals/baselines/<skill>.json) and blocks the version bump when
the score dropped by more than the tolerance and the paired test confirms the drop.

  --baseline VERSION    compare with this stored version (default: the old version, else the latest other)
  --old-version V       the version being replaced (preferred baseline when stored)
  --new-version V       the version being promoted (default: SKILL.md 'version:')
  --ci                  print one JSON line {verdict, skill, baseline, new_score, delta, regressed_ids, results_file}
  --force               override a block (says so); the new score is recorded
  --root DIR            skills repository (default .)
  --baseline-dir DIR    baseline store, relative to the working directory (default: config
                        regression.baseline-dir, relative to the repository root: evals/baselines)
  --tolerance PTS       largest tolerated drop in points (default: config regression.tolerance, 5)
  --trials N            runs per eval (default 1)
  --out DIR             runs and results files (default <root>/.skill-evals/regression)
  --model ID            model that runs the skill (default: the first of config 'models')
  --cache MODE          read-write | read-only | off (default: config, read-write)
  --cache-dir DIR       response cache folder, relative to the working directory (default: config
                        cache-dir, relative to the repository root: .skill-evals/cache)
  --simulate            local simulated model and judge (no key, no API call; baseline marked simulated)
  --dry-run             print what would run; no API call, nothing written
  --max-cost-usd X      stop starting case runs once this much was spent; a case not run has no
                        score, so the gate ends in error (exit 2) rather than a verdict
  --max-runs N          start at most N case runs (cases × trials); the same rule for the rest
  --resume              keep the runs folder (<out>/<skill>/runs/) and the case trials its task log
                        (trials.jsonl, written with --resume) holds that finished without an error,
                        for the same case, SKILL.md, model and judge; run the rest

Exit 0 pass (baseline updated, seeded, inconclusive, overridden, or no suite), 1 regression (or a
top-usage skill without a suite), 2 error. Needs ANTHROPIC_API_KEY unless --simulate or --dry-run.
`

function tolerance(v: string | undefined): number | undefined {
  if (v === undefined) return undefined
  const n = Number(v)
  if (!Number.isFinite(n) || n < 0 || n > 100) throw new UsageError(`--tolerance must be a number of points from 0 to 100 (got '${v}')`)
  return n
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const c of process.stdin) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(String(c)))
  return Buffer.concat(chunks).toString('utf8')
}

export async function regressionCommand(argv: string[], io: CliIo, signal?: AbortSignal): Promise<number> {
  const { values, positionals } = parse(argv, {
    baseline: { type: 'string' },
    'old-version': { type: 'string' },
    'new-version': { type: 'string' },
    ci: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    root: { type: 'string', default: '.' },
    'baseline-dir': { type: 'string' },
    tolerance: { type: 'string' },
    trials: { type: 'string' },
    out: { type: 'string' },
    model: { type: 'string' },
    cache: { type: 'string' },
    'cache-dir': { type: 'string' },
    simulate: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    event: { type: 'string' },
    'max-cost-usd': { type: 'string' },
    'max-runs': { type: 'string' },
    resume: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' }
  }, 'own')
  if (values.help) {
    io.stdout(REGRESSION_HELP)
    return 0
  }
  const ci = values.ci ?? false
  const note = (text: string) => io.stderr(`${text}\n`)
  const fail = (skill: string, message: string): number => {
    note(`skill-evals regression: ${message}`)
    if (ci) io.stdout(JSON.stringify({ verdict: 'ERROR', skill, baseline: null, new_score: null, delta: null, regressed_ids: [], results_file: null }) + '\n')
    return 2
  }

  let skill = positionals[0]
  let oldVersion = values['old-version']
  let newVersion = values['new-version']
  if (values.event !== undefined) {
    let text: string
    try {
      text = values.event === '-' ? await readStdin() : await readFile(values.event, 'utf8')
    } catch (err) {
      return fail(skill ?? '', `cannot read the event: ${(err as Error).message}`)
    }
    const ev = parseEvent(text)
    if (ev.kind === 'other') {
      note(`skill-evals regression: event '${ev.name}' is not SkillVersionBump; nothing to do.`)
      return 0
    }
    if (ev.kind === 'invalid') return fail(skill ?? '', ev.error)
    if (skill && skill !== ev.event.skill) throw new UsageError(`the event is for skill '${ev.event.skill}', not '${skill}'`)
    skill = ev.event.skill
    oldVersion ??= ev.event.old_version
    newVersion ??= ev.event.new_version
  }
  if (!skill) throw new UsageError('name the skill: skill-evals regression <skill> (or pass --event)')
  if (positionals.length > 1) throw new UsageError(`one skill at a time (got ${positionals.join(', ')})`)

  const budget = budgetFromFlags(values)
  const simulate = values.simulate ?? false
  const dryRun = values['dry-run'] ?? false
  const apiKey = io.env.ANTHROPIC_API_KEY
  // Without a key the gate can still answer what needs no call (no suite, dry run); a run says why it cannot.
  const client = dryRun || (!simulate && !apiKey)
    ? undefined
    : modelClients(simulate, io.env, 'regression').client()
  if (simulate && !dryRun) note('Using the local SIMULATED model and judge: no API call is made; scores are canned, not real model work.')

  const report: RegressionReport = await runRegression({
    root: cliPath(io, values.root) ?? io.cwd,
    skill,
    ...(client ? { client } : {}),
    simulate,
    dryRun,
    missingClientMessage: 'ANTHROPIC_API_KEY is not set. Set it, pass --simulate to use the local simulated model, or --dry-run.',
    force: values.force ?? false,
    ...(values.baseline !== undefined ? { baseline: values.baseline } : {}),
    ...(oldVersion !== undefined ? { oldVersion } : {}),
    ...(newVersion !== undefined ? { newVersion } : {}),
    ...(values['baseline-dir'] !== undefined ? { baselineDir: cliPath(io, values['baseline-dir'])! } : {}),
    ...(tolerance(values.tolerance) !== undefined ? { tolerance: tolerance(values.tolerance)! } : {}),
    ...(positiveInt(values.trials, '--trials') !== undefined ? { trials: positiveInt(values.trials, '--trials')! } : {}),
    ...(values.out !== undefined ? { outDir: cliPath(io, values.out)! } : {}),
    ...(values.model !== undefined ? { model: values.model } : {}),
    ...(values.cache !== undefined ? { cache: oneOf<CacheMode>(values.cache, ['read-write', 'read-only', 'off'], '--cache', 'read-write') } : {}),
    ...(values['cache-dir'] !== undefined ? { cacheDir: cliPath(io, values['cache-dir'])! } : {}),
    ...(signal ? { signal } : {}),
    ...(budget ? { budget } : {}),
    ...(values.resume ? { resume: true } : {}),
    onProgress: (line) => {
      if (!ci) note(line)
    }
  })

  for (const w of report.warnings) note(`warning: ${w}`)
  if (report.plan) (ci ? note : (t: string) => io.stdout(`${t}\n`))(report.plan.join('\n'))
  if (report.verdict === 'ERROR') note(`skill-evals regression: ${report.message ?? report.reason}`)
  else if (report.reason && report.verdict !== 'DRY_RUN' && report.verdict !== 'INCONCLUSIVE' && report.verdict !== 'NO_SUITE') note(`why: ${report.reason}`)
  if (report.apiCalls !== undefined) note(`${report.apiCalls} API calls, ${report.cacheHits ?? 0} cache hits; results in ${report.resultsFile}`)
  if (report.baselineUpdated) note(`baseline store ${report.baselineFile}: v${report.newVersion} = ${report.newScore}`)
  io.stdout(formatReport(report, ci))
  return report.exitCode
}
