/**
 * The CLI front door: `skill-evals <command> [options]`. Thin: parses flags, calls the core,
 * prints, and returns an exit code (0 ok, 1 findings/gate failed, 2 could not run).
 */
import { join, resolve } from 'node:path'
import type { GateResult, Summary } from '../aggregate/types.js'
import { percent } from '../text/rates.js'
import { verdictLabel } from '../text/labels.js'
import { initSecrets, redact } from '../redact/index.js'
import { setNoSandboxListener } from '../sandbox/index.js'
import { parse, oneOf, UsageError } from './args.js'
// Each command's code is imported when that command runs (a chunk of the bundle of its own), so
// `run` does not load the viewer, the trigger optimiser or the GitHub client at start-up.

export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: NodeJS.ProcessEnv
  cwd: string
  isTTY: boolean
  /** Aborted on SIGINT/SIGTERM: in-flight runs stop, finished ones are kept. */
  signal?: AbortSignal
}

export const HELP = `skill-evals: test Claude Agent Skills the way you test code.

Usage:
  skill-evals validate [--root DIR] [--spec] [--format text|json]
      Check every SKILL.md, eval suite and evals/config.yaml; each finding has file and line.
      --spec checks the Agent Skills format alone (no eval-coverage policy).
      Exit 0 when clean (warnings allowed), 1 when errors were found, 2 when it could not run.
  skill-evals plan [--root DIR] [--base REF] [--mode auto|quick|full] [--shards N] [--out DIR] …
      Decides quick or full, the skills, the runs and the shard matrix, as the action's plan
      step does; writes plan.json. 'plan --help' lists all options.
  skill-evals run [--root DIR] [--skill NAME…] [--eval ID…] [--trials N] [--concurrency N]
                  [--out DIR] [--base-ref REF] [--resume] [--simulate] …
      Runs every eval with the skill, without it, and (with --base-ref) with the base
      branch's version of each changed skill, N trials each. 'run --help' lists all options.
      Exit 0 when every run completed, 1 when any run ended in error, 2 when none completed
      (or it could not start, or was cancelled).
  skill-evals grade [--out DIR] [--root DIR] [--judges N] [--simulate] …
      Grades finished runs from their stored artifacts (checks, then the LLM judge) without
      running the agent again; writes grading.json per run and grades.json per eval.
  skill-evals view [--out DIR] [--static FILE]
      Writes the eval viewer: one offline HTML page with every run's output beside the
      baseline, the grades, a feedback box per run and the benchmark tables.
  skill-evals feedback import FILE [--root DIR]
      Stores a feedback.json downloaded from the viewer in evals/feedback/.
  skill-evals report [--out DIR] [--base DIR] [--format text|md|json]
      Aggregates graded runs into benchmark.json/.md and summary.json, applies the gates and
      prints the verdict (plain text; --format md for GitHub Markdown).
      Exit 0 go/conditional_go, 1 no_go/rollback, 2 missing data.
  skill-evals pipeline [--root DIR] [--id ID…] [--simulate] [--out DIR]
      Runs the scenarios of evals/pipeline/: skills in sequence on a disposable local git
      repo, grading each step's verify and the final assertions; writes <out>/pipelines.json.
  skill-evals triggers <skill> [--runs-per-query 3] [--threshold 0.5] [--simulate] [--out FILE]
      Trigger eval: runs evals/triggers/<skill>.json in discover mode and reports per-query
      trigger rates, precision, recall and accuracy. Exit 1 when a query fails.
  skill-evals optimize-description <skill> [--max-iterations 5] [--holdout 0.4] [--split-only]
      Improves the description for triggering (skill-creator's run_loop: train/test split, a
      model proposes, the best test score wins); writes results.json + report.html. Never edits SKILL.md.
  skill-evals regression <skill> [--baseline VERSION] [--ci] [--force] [--simulate] [--dry-run]
      Regression gate on a version bump: runs the skill's golden dataset (or evals), compares with
      evals/baselines/<skill>.json; exit 1 when the score dropped by more than the tolerance.
  skill-evals trust [--root DIR] [--results DIR] [--out DIR] [--write]
      Trust tier per skill (advisory, structured, validated, verified, certified) from its schema,
      validator, evals and results; --write adds TRUST-TIERS.md, trust-tiers.json and SVG badges.
  skill-evals compare A B [--format md|json] [--metric runs|assertions]
      Paired per-case comparison of two result sets (versions or models): Cohen's d_z with a CI,
      exact sign-flip test, unmatched cases listed.
  skill-evals matrix [--models A,B] [--runner api|batch] [--shard I/N] [--out DIR] [--simulate] …
      Weekly cross-model run: the suite once per model into <out>/<model>/, then the skill × model
      table (Wilson intervals, range, anomalies) in <out>/cross-model.json/.md; optional tracking issue.
  skill-evals demo
      Runs the pipeline on the bundled examples/ repository (no API key needed).
  skill-evals help

Run 'skill-evals <command> --help' for a command's options. Path options (--root, --out,
--cache-dir, --base, …) are relative to the working directory; paths in evals/config.yaml are
relative to the repository root.
`

type Command = (argv: string[], io: CliIo) => Promise<number>

const commands: Record<string, Command> = {
  validate: validateCommand,
  demo: demoCommand,
  view: async (argv, io) => (await import('./view-command.js')).viewCommand(argv, io),
  feedback: async (argv, io) => (await import('./feedback-command.js')).feedbackCommand(argv, io),
  run: async (argv, io) => (await (await import('./run-command.js')).runCommand(argv, io, io.signal)).code,
  pipeline: async (argv, io) => (await (await import('./pipeline-command.js')).pipelineCommand(argv, io, io.signal)).code,
  report: async (argv, io) => (await import('./report-command.js')).reportCommand(argv, io),
  grade: async (argv, io) => (await import('./grade-command.js')).gradeCommand(argv, io, io.signal),
  triggers: async (argv, io) => (await import('./triggers-command.js')).triggersCommand(argv, io, io.signal),
  'optimize-description': async (argv, io) => (await import('./optimize-command.js')).optimizeCommand(argv, io, io.signal),
  matrix: async (argv, io) => (await (await import('./matrix-command.js')).matrixCommand(argv, io, io.signal)).code,
  trust: async (argv, io) => (await import('./trust-command.js')).trustCommand(argv, io),
  plan: async (argv, io) => (await import('./plan-command.js')).planCommand(argv, io),
  compare: async (argv, io) => (await import('./compare-command.js')).compareCommand(argv, io),
  regression: async (argv, io) => (await import('./regression-command.js')).regressionCommand(argv, io, io.signal),
  help: async (argv, io) => {
    // `help <command>` is `<command> --help`; anything else after `help` is a usage error.
    if (argv.length === 0) {
      io.stdout(HELP)
      return 0
    }
    const target = argv[0]!
    if (argv.length > 1 || target === 'help' || !commands[target]) throw new UsageError(`unknown command ${argv.map((a) => `'${a}'`).join(' ')}; run 'skill-evals help' for the list`)
    return commands[target]!(['--help'], io)
  }
}

/** Errors whose message is for the user (exit 2, no "internal error"): matched by class, loaded only here. */
async function isSetupError(err: Error): Promise<boolean> {
  const [{ CannotRunError }, { RunSetupError }, { GradeSetupError }, { UnsafePathError }] = await Promise.all([
    import('../discover/index.js'),
    import('../run/index.js'),
    import('../grade/index.js'),
    import('../safe-fs.js')
  ])
  return err instanceof CannotRunError || err instanceof RunSetupError || err instanceof GradeSetupError || err instanceof UnsafePathError
}

export async function runCli(argv: string[], rawIo: CliIo): Promise<number> {
  // Issue 17: secrets are registered once, and everything printed goes through redaction.
  initSecrets(rawIo.env)
  const io: CliIo = { ...rawIo, stdout: (t) => rawIo.stdout(redact(t)), stderr: (t) => rawIo.stderr(redact(t)) }
  // When a check, Bash or Claude Code first runs without a sandbox, say so (once per process).
  setNoSandboxListener((n) => io.stderr(`skill-evals: ${n}\n`))
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h') {
    io.stdout(HELP)
    return name ? 0 : 2
  }
  if (name === '--version') {
    io.stdout(`${VERSION}\n`)
    return 0
  }
  const command = commands[name]
  if (!command) {
    io.stderr(`skill-evals: unknown command '${name}'.\n\n${HELP}`)
    return 2
  }
  try {
    return await command(rest, io)
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`skill-evals ${name}: ${err.message}\n`)
      return 2
    }
    if (err instanceof Error && (await isSetupError(err))) {
      io.stderr(`skill-evals ${name}: ${err.message}\n`)
      return 2
    }
    const message = err instanceof Error ? err.message : String(err)
    io.stderr(`skill-evals ${name}: internal error: ${message}\n`)
    if (io.env.SKILL_EVALS_DEBUG && err instanceof Error && err.stack) io.stderr(err.stack + '\n')
    return 2
  }
}

export const VERSION = '0.1.0'

export const VALIDATE_HELP = `Usage: skill-evals validate [--root DIR] [--spec] [--format text|json]

Checks the skills repository at --root (default .): every SKILL.md under the skill roots
(evals/config.yaml skill-roots, default skills and .claude/skills), the eval suites and
evals/config.yaml. Each finding has a file, a line, a severity and a rule id.

  --spec           check the Agent Skills format alone: SKILL.md files and the fields the spec
                   defines. Eval coverage and the other skill-evals policies are not checked, and
                   anything that is not a spec rule is at most a warning, so every spec-valid
                   repository exits 0.
  --format FMT     text (default) or json

Policy rules (coverage.*, fleet.*, …) take their severity from 'severities:' in evals/config.yaml,
e.g. 'severities: {coverage.no-evals: warning}'.

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 could not run.
`

async function validateCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parse(argv, {
    root: { type: 'string', default: '.' },
    format: { type: 'string' },
    spec: { type: 'boolean', default: false },
    'allow-empty': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' }
  }, 'repo')
  if (values.help) {
    io.stdout(VALIDATE_HELP)
    return 0
  }
  const format = oneOf(values.format, ['text', 'json'] as const, '--format', 'text')
  const { loadRepo } = await import('../discover/index.js')
  const { formatFindingsJson, formatFindingsText, validationOk } = await import('../report/findings.js')
  const spec = values.spec === true
  const allowEmpty = values['allow-empty'] === true
  const repo = await loadRepo(resolve(io.cwd, values.root ?? '.'), { spec })
  io.stdout(format === 'json' ? formatFindingsJson(repo, { spec, allowEmpty }) : formatFindingsText(repo, { spec, allowEmpty }))
  if (io.env.GITHUB_ACTIONS === 'true') {
    const { githubPublisher } = await import('../github/publisher.js')
    const { annotateFindings } = await import('../report/annotations.js')
    annotateFindings(repo.findings, githubPublisher({ env: io.env }).annotations, repo.root, io.env.GITHUB_WORKSPACE ?? io.cwd)
  }
  // Issue 34: zero skills checked is not success (a wrong path or an unknown layout), unless asked.
  return validationOk(repo, { allowEmpty }) ? 0 : 1
}

async function demoCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parse(argv, {
    root: { type: 'string', default: 'examples' },
    out: { type: 'string', default: '.skill-evals/demo' }
  }, 'repo')
  const root = values.root ?? 'examples'
  io.stdout(`skill-evals demo on '${root}'\n\n1. validate: skills, eval suites and config\n\n`)
  const validated = await validateCommand(['--root', root], io)
  if (validated !== 0) return validated
  io.stdout(`\n2. run: every eval with and without its skill, 3 trials each\n\n`)
  const out = values.out ?? '.skill-evals/demo'
  const [{ runCommand }, { gradeCommand }, { reportCommand }, { writeViewer }] = await Promise.all([
    import('./run-command.js'),
    import('./grade-command.js'),
    import('./report-command.js'),
    import('../report/viewer/index.js')
  ])
  const ran = await runCommand(['--root', root, '--simulate', '--out', out, '--cache', 'off', '--no-grade'], io, io.signal)
  if (ran.code !== 0) return ran.code
  io.stdout(`\n3. grade: deterministic checks, then the (simulated) LLM judge for text assertions\n\n`)
  const graded = await gradeCommand(['--root', root, '--simulate', '--out', out, '--cache', 'off'], io, io.signal)
  if (graded !== 0) return graded
  io.stdout(`\n4. report: benchmark, gates and one verdict\n\n`)
  const reported = await reportCommand(['--root', root, '--out', out], io)
  if (reported !== 2) {
    const { readDecoded, decodeSummary, SUMMARY_FILE } = await import('../log/index.js')
    const read = await readDecoded(join(resolve(io.cwd, out), SUMMARY_FILE), decodeSummary)
    if (read.state === 'ok') io.stdout('\n' + explainDemoVerdict(read.value as unknown as Summary, root, out))
  }
  const viewer = await writeViewer(out)
  io.stdout(`\nViewer: ${viewer.path}\n`)
  // The demo shows the verdict; only a failure to produce it (exit 2) fails the demo.
  return reported === 2 ? 2 : 0
}

/**
 * Why the demo's verdict is what it is, from its summary: which gates decided it and for which
 * skills, beside what passed (tier thresholds, uplift), and why the demo still exits 0.
 */
export function explainDemoVerdict(s: Summary, root: string, out: string): string {
  const L: string[] = []
  const names = (xs: string[]) => xs.join(', ')
  const n = s.skills.length
  const tierPassed = s.skills.filter((k) => k.gates.some((g) => g.id === 'tier-threshold' && g.status === 'pass')).map((k) => k.name)
  const better = s.skills.filter((k) => k.uplift && k.uplift.delta > 0).map((k) => k.name)
  const good: string[] = []
  if (n > 0) good.push(`${tierPassed.length === n ? `all ${n} skills` : `${tierPassed.length} of ${n} skills`} pass their tier threshold`)
  if (n > 0 && better.length > 0) good.push(`${better.length === n ? 'all' : names(better)} beat the baseline without the skill`)
  const failed = s.gates.filter((g) => g.status === 'fail')
  const byGate = new Map<string, GateResult[]>()
  for (const g of failed) byGate.set(g.id, [...(byGate.get(g.id) ?? []), g])
  const why = [...byGate.entries()].map(([id, gs]) => {
    const t = gs[0]!.threshold
    const at = gs.map((g) => `${g.skill ?? 'the repository'}${typeof g.actual === 'number' ? ` ${percent(g.actual)}` : ''}`)
    return id === 'release.overall' && typeof t === 'number'
      ? `the release gate (risk level ${s.risk_level}) asks for at least ${percent(t)} of runs fully passed, for every tier (${names(at)})`
      : `gate ${id} failed (${names(at)})`
  })
  const flaky = s.skills.filter((k) => k.flags.flaky.length > 0).map((k) => `${k.name} eval${k.flags.flaky.length === 1 ? '' : 's'} ${names(k.flags.flaky)}`)
  L.push(`Why ${verdictLabel(s.verdict)}: ${good.length ? good.join(' and ') : 'see the gates above'}${why.length ? `, but ${why.join('; ')}` : ''}.`)
  if (flaky.length) L.push(`Flaky evals (a trial failed where the others passed): ${names(flaky)}. An eval passes when most of its trials do; the pass rate counts every run.`)
  L.push(
    'Tier thresholds fail only Tier 1 skills (Tier 2 and 3 warn); the release gates apply to every skill whatever its tier (README, "The gates").',
    `The demo exits 0 whatever the verdict: it shows the pipeline. 'skill-evals report --root ${root} --out ${out}' on these results exits ${s.verdict === 'no_go' || s.verdict === 'rollback' ? 1 : 0}, as it would in CI.`
  )
  return L.join('\n') + '\n'
}
