/** Tiny argument helpers shared by the CLI commands. */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { Budget } from '../run/budget.js'

export class UsageError extends Error {}

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (err) {
    throw new UsageError((err as Error).message)
  }
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
