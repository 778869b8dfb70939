/**
 * Cost accounting from the dated price table in `prices.json`.
 *
 * cost = ( input × in + cache_write_5m × w5m + cache_write_1h × w1h + cache_read × read
 *          + output × out ) / 1e6            (× BATCH_DISCOUNT for batch requests)
 *
 * - An unknown model, or a needed price that is not published (null in the table), gives
 *   `null`: shown as "unknown", never as $0.
 * - If `usage.cache_creation` (the 5m/1h split) is absent, every cache-creation token is
 *   priced at the 5-minute rate.
 * - Tiered prices (Haiku 5.5 above 100K prompt tokens) apply per request, so call
 *   `costOf` once per API response and add the results with `addCost`, rather than on a
 *   multi-turn total.
 */
import prices from './prices.json' with { type: 'json' }

export interface PriceEntry {
  input: number | null
  output: number | null
  cache_write_5m: number | null
  cache_write_1h: number | null
  cache_read: number | null
  long_context?: Omit<PriceEntry, 'long_context'> & { above_prompt_tokens: number }
}

export interface PriceTable {
  as_of: string
  source: string
  batch_discount: number
  models: Record<string, PriceEntry>
  aliases: Record<string, string>
}

const table = prices as unknown as PriceTable

/** Date the price table was collected. */
export const PRICES_AS_OF: string = table.as_of
export const PRICES_SOURCE: string = table.source
/** Multiplier on input and output prices for Message Batches requests (50% off). */
export const BATCH_DISCOUNT: number = table.batch_discount

/**
 * Usage as found on an API response (`message.usage`, nullable fields) or on a RunRecord.
 */
export interface CostUsage {
  input_tokens?: number | null
  output_tokens?: number | null
  cache_read_input_tokens?: number | null
  cache_creation_input_tokens?: number | null
  cache_creation?: {
    ephemeral_5m_input_tokens?: number | null
    ephemeral_1h_input_tokens?: number | null
  } | null
  /** `batch` applies the batch discount automatically. */
  service_tier?: string | null
}

export interface CostOptions {
  /** Price as a Message Batches request (50% off). Also implied by `usage.service_tier === 'batch'`. */
  batch?: boolean
}

/** Canonical table id for a model id (aliases and `-YYYYMMDD` dated ids), or null. */
export function resolveModel(model: string): string | null {
  if (Object.hasOwn(table.models, model)) return model
  if (Object.hasOwn(table.aliases, model)) return table.aliases[model]!
  const undated = model.replace(/-\d{8}$/, '')
  if (undated !== model) {
    if (Object.hasOwn(table.models, undated)) return undated
    if (Object.hasOwn(table.aliases, undated)) return table.aliases[undated]!
  }
  return null
}

/** The price entry for a model, or null when the model is unknown. */
export function priceFor(model: string): PriceEntry | null {
  const id = resolveModel(model)
  return id ? table.models[id]! : null
}

const n = (x: number | null | undefined): number => (typeof x === 'number' && Number.isFinite(x) ? x : 0)

/** Cost in USD of one response's usage, or null if the model or a needed price is unknown. */
export function costOf(model: string, usage: CostUsage, opts: CostOptions = {}): number | null {
  const entry = priceFor(model)
  if (!entry) return null

  const input = n(usage.input_tokens)
  const output = n(usage.output_tokens)
  const read = n(usage.cache_read_input_tokens)
  const creation = n(usage.cache_creation_input_tokens)
  const w1h = n(usage.cache_creation?.ephemeral_1h_input_tokens)
  let w5m = usage.cache_creation ? n(usage.cache_creation.ephemeral_5m_input_tokens) : creation
  // If the split does not add up to the total, price the remainder at the 5-minute rate.
  if (w5m + w1h < creation) w5m = creation - w1h

  let p: Omit<PriceEntry, 'long_context'> = entry
  const lc = entry.long_context
  if (lc && input + read + w5m + w1h > lc.above_prompt_tokens) p = lc

  let total = 0
  const parts: [number, number | null][] = [
    [input, p.input],
    [output, p.output],
    [read, p.cache_read],
    [w5m, p.cache_write_5m],
    [w1h, p.cache_write_1h],
  ]
  for (const [tokens, price] of parts) {
    if (tokens === 0) continue
    if (price === null || price === undefined) return null
    total += tokens * price
  }
  let usd = total / 1e6
  if (opts.batch || usage.service_tier === 'batch') usd *= BATCH_DISCOUNT
  return usd
}

/** Sum of two costs; unknown (null) is contagious. */
export function addCost(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b
}

/** `"$0.0123"` (4 decimals; 6 below $0.0001) or `"unknown"`. */
export function formatCost(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return 'unknown'
  if (x !== 0 && Math.abs(x) < 0.0001) return `$${x.toFixed(6)}`
  return `$${x.toFixed(4)}`
}
