/**
 * Option handling shared by the trigger-eval commands (`triggers`, `optimize-description`): the
 * common flags, the repo / skill / trigger-set checks and the client + gateway setup.
 */
import { cliPath } from './paths.js'
import { loadRepo } from '../discover/index.js'
import { loadTriggerSet, triggerSetPath } from '../discover/triggers.js'
import { formatFindingsText } from '../report/findings.js'
import type { CacheMode, Repo } from '../types.js'
import type { Gateway } from '../run/gateway.js'
import { DEFAULT_RUNS_PER_QUERY, DEFAULT_THRESHOLD, DEFAULT_TRIGGER_MAX_TURNS } from '../triggers/run.js'
import { createTriggerGateway, resolveSkill, type ResolvedSkill } from '../triggers/setup.js'
import { modelClients } from './model-clients.js'
import { oneOf, positiveInt, UsageError } from './args.js'
import type { CliIo } from './main.js'

/** The flags both trigger-eval commands take (besides `--root`, which comes first). */
export const TRIGGER_COMMAND_OPTIONS = {
  'runs-per-query': { type: 'string' },
  threshold: { type: 'string' },
  out: { type: 'string' },
  model: { type: 'string' },
  concurrency: { type: 'string' },
  'max-turns': { type: 'string' },
  cache: { type: 'string' },
  'cache-dir': { type: 'string' },
  simulate: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h' }
} as const

/** The parsed values of `TRIGGER_COMMAND_OPTIONS` (and `--root`). */
export interface TriggerCommandValues {
  root?: string | undefined
  'runs-per-query'?: string | undefined
  threshold?: string | undefined
  model?: string | undefined
  concurrency?: string | undefined
  'max-turns'?: string | undefined
  cache?: string | undefined
  'cache-dir'?: string | undefined
  simulate?: boolean | undefined
}

export function parseRate(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`${flag} must be a number from 0 to 1 (got '${value}')`)
  return n
}

/** The one skill name of the command line. */
export function skillNameArg(positionals: string[], command: string): string {
  if (positionals.length !== 1) throw new UsageError(`expected exactly one skill name (got ${positionals.length}); see 'skill-evals ${command} --help'`)
  return positionals[0]!
}

/** `--runs-per-query`, `--threshold` and `--max-turns`, with their defaults. */
export function triggerRunFlags(values: TriggerCommandValues): { runsPerQuery: number; threshold: number; maxTurns: number } {
  const runsPerQuery = positiveInt(values['runs-per-query'], '--runs-per-query') ?? DEFAULT_RUNS_PER_QUERY
  const threshold = parseRate(values.threshold, '--threshold', DEFAULT_THRESHOLD)
  const maxTurns = positiveInt(values['max-turns'], '--max-turns') ?? DEFAULT_TRIGGER_MAX_TURNS
  return { runsPerQuery, threshold, maxTurns }
}

export interface TriggerTarget {
  repo: Repo
  cache: CacheMode
  resolved: ResolvedSkill
  queries: { query: string; should_trigger: boolean }[]
}

/**
 * Loads the repo, the skill and its trigger set; on a problem writes it to stderr and returns
 * the exit code (2: no such skill or no trigger set, 1: the set or the skill has errors).
 * `missingHint` follows the trigger set's path in the "no trigger set" message.
 */
export async function loadTriggerTarget(command: string, name: string, values: TriggerCommandValues, io: CliIo, missingHint: string): Promise<TriggerTarget | number> {
  const repo = await loadRepo(cliPath(io, values.root) ?? io.cwd)
  const cache = oneOf<CacheMode>(values.cache, ['read-write', 'read-only', 'off'], '--cache', repo.config.cache)
  const resolved = await resolveSkill(repo, name)
  if (!resolved) {
    io.stderr(`skill-evals ${command}: no skill named '${name}' (known: ${repo.skills.map((s) => s.name).join(', ') || 'none'}).\n`)
    return 2
  }
  const loaded = await loadTriggerSet(repo.root, name)
  if (loaded.missing) {
    io.stderr(`skill-evals ${command}: no trigger set for '${name}': create ${triggerSetPath(name)}${missingHint}.\n`)
    return 2
  }
  const blocking = [...resolved.errors, ...loaded.findings.filter((f) => f.severity === 'error')]
  if (blocking.length > 0 || !loaded.set || loaded.set.queries.length === 0) {
    io.stderr(formatFindingsText({ ...repo, findings: blocking.length > 0 ? blocking : loaded.findings }))
    io.stderr(`skill-evals ${command}: fix ${triggerSetPath(name)} / the skill first.\n`)
    return 1
  }
  return { repo, cache, resolved, queries: loaded.set.queries.map((q) => ({ query: q.query, should_trigger: q.should_trigger })) }
}

/**
 * The client (or the simulated model, announced with `simulateNote`) and a gateway configured
 * from the flags and the repo config; 2 (after a message) when no API key is set.
 */
export function openTriggerGateway(
  command: string,
  values: TriggerCommandValues,
  io: CliIo,
  target: TriggerTarget,
  simulateNote: string
): { gateway: Gateway & { close(): Promise<void> }; concurrency: number; model: string } | number {
  const simulate = values.simulate ?? false
  // the real client needs a key; the simulated one (the demo's trigger model) none
  const client = simulate || io.env.ANTHROPIC_API_KEY ? modelClients(simulate, io.env, 'triggers').client() : undefined
  if (!client) {
    io.stderr(`skill-evals ${command}: ANTHROPIC_API_KEY is not set. Set it, or pass --simulate to use the local simulated model.\n`)
    return 2
  }
  if (simulate) io.stdout(simulateNote)

  const c = target.repo.config
  const concurrency = positiveInt(values.concurrency, '--concurrency') ?? c.concurrency
  const gateway = createTriggerGateway({ client, root: target.repo.root, concurrency, cache: target.cache, cacheDir: cliPath(io, values['cache-dir']) ?? c.cacheDir })
  return { gateway, concurrency, model: values.model ?? c.models[0] ?? 'claude-sonnet-5-5' }
}
