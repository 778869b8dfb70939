/** Tiny argument helpers shared by the CLI commands. */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { Budget } from '../run/budget.js'

export class UsageError extends Error {}

/**
 * What a command does with positional arguments:
 * - `repo`: at most one, the repository (the same as `--root`; giving both is a usage error);
 * - `own`: the command reads its positionals itself (a skill name, two result sets, …) and refuses extras;
 * - `none`: any positional is a usage error.
 * Nothing on the command line is ignored silently.
 */
export type Positionals = 'repo' | 'own' | 'none'

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, positionals: Positionals = 'none') {
  let parsed
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true, tokens: true })
  } catch (err) {
    throw new UsageError((err as Error).message)
  }
  const given = parsed.positionals
  if (positionals === 'none' && given.length > 0) {
    throw new UsageError(`unexpected argument${given.length === 1 ? '' : 's'} ${given.map((a) => `'${a}'`).join(' ')}; this command takes options only (see --help)`)
  }
  if (positionals === 'repo' && given.length > 0) {
    if (given.length > 1) throw new UsageError(`expected at most one repository path (got ${given.map((a) => `'${a}'`).join(' ')})`)
    const rootFlag = parsed.tokens.some((t) => t.kind === 'option' && t.name === 'root')
    if (rootFlag) throw new UsageError(`the repository was given twice ('${given[0]}' and --root); give one of them`)
    ;(parsed.values as Record<string, unknown>)['root'] = given[0]
  }
  return { values: parsed.values, positionals: given }
}

export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string, fallback: T): T {
  if (value === undefined) return fallback
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw new UsageError(`${flag} must be one of ${allowed.join(', ')} (got '${value}')`)
}

export function positiveInt(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} must be a positive integer (got '${value}')`)
  return n
}

/**
 * The one runner's budget from `--max-cost-usd X` and `--max-runs N` (the commands other than
 * `run` take them only from the flags); undefined when neither is given.
 */
export function budgetFromFlags(values: { 'max-cost-usd'?: string | undefined; 'max-runs'?: string | undefined }): Budget | undefined {
  const cost = values['max-cost-usd']
  let maxCostUsd: number | null = null
  if (cost !== undefined) {
    maxCostUsd = Number(cost)
    if (cost.trim() === '' || !Number.isFinite(maxCostUsd) || maxCostUsd < 0) throw new UsageError(`--max-cost-usd must be a number >= 0 (got '${cost}')`)
  }
  const maxRuns = positiveInt(values['max-runs'], '--max-runs') ?? null
  return maxCostUsd === null && maxRuns === null ? undefined : new Budget({ maxCostUsd, maxRuns })
}
