/** `skill-evals triggers <skill>`: does the agent load the skill for the right queries? */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { loadRepo } from '../discover/index.js'
import { loadTriggerSet, triggerSetPath } from '../discover/triggers.js'
import { formatFindingsText } from '../report/findings.js'
import type { CacheMode } from '../types.js'
import { DEFAULT_RUNS_PER_QUERY, DEFAULT_THRESHOLD, DEFAULT_TRIGGER_MAX_TURNS, runTriggerEval } from '../triggers/run.js'
import { createTriggerGateway, makeClient, resolveSkill } from '../triggers/setup.js'
import type { TriggerEvalOutput } from '../triggers/types.js'
import { oneOf, parse, positiveInt, UsageError } from './args.js'
import type { CliIo } from './main.js'

export const TRIGGERS_HELP = `Usage: skill-evals triggers <skill> [options]

Runs every query of evals/triggers/<skill>.json as a discover-mode session (the skill listed
among the repo's other skills, a Skill tool offered) and counts the runs in which the agent
loads the skill (Skill tool call or a Read of its SKILL.md, at any point of the turn).
A should-trigger query passes when its trigger rate >= threshold, a should-not one when < threshold.

  --root DIR             skills repository (default .)
  --runs-per-query N     runs of each query (default 3)
  --threshold X          trigger-rate threshold, 0..1 (default 0.5)
  --out FILE             write the JSON results here (default .skill-evals/triggers/<skill>.json)
  --json                 print the JSON results instead of the table
  --model ID             model to run (default: the first of config 'models')
  --concurrency N        runs in flight (default: config, 4)
  --max-turns N          turns per run before giving up (default 3)
  --cache MODE           read-write | read-only | off (default: config)
  --cache-dir DIR        response cache folder (default: config)
  --simulate             use the local simulated model (no API key needed; canned decisions)

Exit code: 0 every query passed, 1 a query failed (or the trigger set has errors), 2 could not run.
Needs ANTHROPIC_API_KEY unless --simulate is given. ANTHROPIC_BASE_URL is honoured.
`

export function parseRate(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`${flag} must be a number from 0 to 1 (got '${value}')`)
  return n
}

function pct(x: number): string {
  return `${Math.round(x * 100)}%`
}

export function formatTriggerTable(out: TriggerEvalOutput): string {
  const lines = [`Trigger eval of '${out.skill_name}' (${out.runs_per_query} runs per query, threshold ${out.threshold}, model ${out.model})`, '']
  for (const r of out.results) {
    const q = r.query.replace(/\s+/g, ' ')
    lines.push(
      `  [${r.pass ? 'PASS' : 'FAIL'}] ${`${r.triggers}/${r.runs}`.padStart(5)}  ${r.should_trigger ? 'should   ' : 'shouldn\'t'}  ${q.length > 90 ? `${q.slice(0, 89)}…` : q}${
        r.errors ? `  (${r.errors} run error${r.errors > 1 ? 's' : ''})` : ''
      }`
    )
  }
  lines.push(
    '',
    `${out.summary.passed}/${out.summary.total} queries passed · precision ${pct(out.precision)} · recall ${pct(out.recall)} · accuracy ${pct(out.accuracy)}` +
      (out.errors ? ` · ${out.errors} run error(s), counted as no trigger` : ''),
    ''
  )
  return lines.join('\n')
}

export async function triggersCommand(argv: string[], io: CliIo, signal?: AbortSignal): Promise<number> {
  const { values, positionals } = parse(argv, {
    root: { type: 'string', default: '.' },
    'runs-per-query': { type: 'string' },
    threshold: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean', default: false },
    model: { type: 'string' },
    concurrency: { type: 'string' },
    'max-turns': { type: 'string' },
    cache: { type: 'string' },
    'cache-dir': { type: 'string' },
    simulate: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' }
  })
  if (values.help) {
    io.stdout(TRIGGERS_HELP)
    return 0
  }
  if (positionals.length !== 1) throw new UsageError(`expected exactly one skill name (got ${positionals.length}); see 'skill-evals triggers --help'`)
  const name = positionals[0]!
  const runsPerQuery = positiveInt(values['runs-per-query'], '--runs-per-query') ?? DEFAULT_RUNS_PER_QUERY
  const threshold = parseRate(values.threshold, '--threshold', DEFAULT_THRESHOLD)
  const maxTurns = positiveInt(values['max-turns'], '--max-turns') ?? DEFAULT_TRIGGER_MAX_TURNS

  const repo = await loadRepo(values.root ?? '.')
  const c = repo.config
  const cache = oneOf<CacheMode>(values.cache, ['read-write', 'read-only', 'off'], '--cache', c.cache)
  const resolved = await resolveSkill(repo, name)
  if (!resolved) {
    io.stderr(`skill-evals triggers: no skill named '${name}' (known: ${repo.skills.map((s) => s.name).join(', ') || 'none'}).\n`)
    return 2
  }
  const loaded = await loadTriggerSet(repo.root, name)
  if (loaded.missing) {
    io.stderr(`skill-evals triggers: no trigger set for '${name}': create ${triggerSetPath(name)} ([{"query": "...", "should_trigger": true}, …]; 10 and 10 recommended).\n`)
    return 2
  }
  const blocking = [...resolved.errors, ...loaded.findings.filter((f) => f.severity === 'error')]
  if (blocking.length > 0 || !loaded.set || loaded.set.queries.length === 0) {
    io.stderr(formatFindingsText({ ...repo, findings: blocking.length > 0 ? blocking : loaded.findings }))
    io.stderr(`skill-evals triggers: fix ${triggerSetPath(name)} / the skill first.\n`)
    return 1
  }

  const simulate = values.simulate ?? false
  const client = makeClient(simulate, io.env)
  if (!client) {
    io.stderr('skill-evals triggers: ANTHROPIC_API_KEY is not set. Set it, or pass --simulate to use the local simulated model.\n')
    return 2
  }
  if (simulate) io.stdout('Using the local SIMULATED model: no API calls are made and the trigger decisions are canned, not real model behaviour.\n')

  const concurrency = positiveInt(values.concurrency, '--concurrency') ?? c.concurrency
  const gateway = createTriggerGateway({ client, root: repo.root, concurrency, cache, cacheDir: values['cache-dir'] ?? c.cacheDir })
  const runErrors = new Set<string>()
  let out: TriggerEvalOutput
  try {
    out = await runTriggerEval({
      skill: resolved.skill,
      otherSkills: resolved.otherSkills,
      queries: loaded.set.queries.map((q) => ({ query: q.query, should_trigger: q.should_trigger })),
      runsPerQuery,
      threshold,
      model: values.model ?? c.models[0] ?? 'claude-sonnet-5-5',
      send: gateway.send,
      concurrency,
      maxTurns,
      ...(signal ? { signal } : {}),
      onRun: (e) => {
        if (e.error) runErrors.add(e.error)
        if (io.isTTY) io.stdout(`\r\x1b[2K${e.done}/${e.total} runs`)
      }
    })
  } catch (err) {
    if (signal?.aborted) {
      io.stderr('\nCancelled.\n')
      return 2
    }
    throw err
  } finally {
    if (io.isTTY) io.stdout('\r\x1b[2K')
    await gateway.close()
  }

  const file = resolve(values.out ?? `.skill-evals/triggers/${name}.json`)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(out, null, 2) + '\n')
  io.stdout(values.json ? JSON.stringify(out, null, 2) + '\n' : formatTriggerTable(out) + `Results: ${file}\n`)
  const totalRuns = out.results.length * out.runs_per_query
  if (runErrors.size > 0) io.stderr(`Run errors (counted as no trigger):\n${[...runErrors].slice(0, 5).map((m) => `  - ${m}`).join('\n')}\n`)
  if (out.errors > 0 && out.errors === totalRuns) {
    io.stderr(`skill-evals triggers: every run failed (${out.errors}); see the errors above or retry.\n`)
    return 2
  }
  return out.summary.failed > 0 ? 1 : 0
}
