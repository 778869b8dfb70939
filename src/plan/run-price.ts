/**
 * Adaptive trials (issue 35, must 5): the price of a typical run, so the plan can say what the
 * runs it may take will cost before any of them ran. Measured, never guessed from a token count:
 *
 * 1. the earlier runs in the results folder (`runs.jsonl`: the latest record of each run, those
 *    completed with a known cost, not simulated, of the model when one is given): their mean;
 * 2. else the newest benchmark summary in `<root>/evals/benchmarks/*.json` (the committed
 *    `summary.json` of an earlier full run, SPEC-0017) whose totals have runs and a cost:
 *    `cost_usd / runs` (runs plus judge cost, as that summary counts it);
 * 3. else null: the cost is not known before the first runs are priced.
 *
 * A file that cannot be read or parsed is passed over (the price is a hint, not a gate).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { latestByRun, openResultsLog } from '../log/index.js'

export interface RunPrice {
  /** USD per run. */
  usd: number
  /** Where it came from, for the plan line ("the mean of 12 earlier runs in out/runs.jsonl"). */
  basis: string
}

/** The price of a typical run (see the module comment); null when nothing priced one. */
export async function typicalRunPrice(opts: { root: string; outDir?: string; model?: string; display?: (p: string) => string }): Promise<RunPrice | null> {
  const show = opts.display ?? ((p: string) => p)
  if (opts.outDir) {
    try {
      const log = openResultsLog(opts.outDir)
      const costs: number[] = []
      for (const r of latestByRun((await log.readAll()).records).values()) {
        if (r.status !== 'completed' || r.simulated || typeof r.costUsd !== 'number' || !Number.isFinite(r.costUsd)) continue
        if (opts.model && r.model !== opts.model) continue
        costs.push(r.costUsd)
      }
      if (costs.length > 0) {
        return { usd: costs.reduce((a, c) => a + c, 0) / costs.length, basis: `the mean of ${costs.length} earlier run${costs.length === 1 ? '' : 's'} in ${show(log.file)}` }
      }
    } catch {
      // An unreadable log prices nothing; the benchmarks may.
    }
  }
  const dir = join(opts.root, 'evals', 'benchmarks')
  let names: string[]
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json'))
  } catch {
    return null
  }
  let best: { at: string; name: string; price: RunPrice } | undefined
  for (const name of names) {
    let json: unknown
    try {
      json = JSON.parse(await readFile(join(dir, name), 'utf8'))
    } catch {
      continue
    }
    if (typeof json !== 'object' || json === null) continue
    const o = json as { generated_at?: unknown; simulated?: unknown; totals?: { runs?: unknown; cost_usd?: unknown } }
    const runs = o.totals?.runs
    const cost = o.totals?.cost_usd
    if (o.simulated === true || typeof runs !== 'number' || !(runs > 0) || typeof cost !== 'number' || !Number.isFinite(cost) || cost < 0) continue
    const at = typeof o.generated_at === 'string' ? o.generated_at : ''
    if (best && (at < best.at || (at === best.at && name < best.name))) continue
    best = { at, name, price: { usd: cost / runs, basis: `the last benchmark, ${show(join(dir, name))} ($${cost.toFixed(2)} for ${runs} runs)` } }
  }
  return best?.price ?? null
}

const usd = (x: number): string => (x >= 100 ? `$${Math.round(x)}` : x >= 1 ? `$${x.toFixed(2)}` : `$${x.toFixed(3)}`)

/**
 * The cost part of the plan line, without a leading label or a final period: "about $E expected,
 * $MIN–$MAX (at $P a run: <basis>)", or that it is not known yet; with the budget cap when set.
 */
export function adaptiveCostText(runs: { min: number; expected: number; max: number }, price: RunPrice | null, maxCostUsd: number | null): string {
  const cap = maxCostUsd !== null ? `; max-cost-usd stops new runs at ${usd(maxCostUsd)}` : ''
  if (!price) return `not known before the first runs are priced (no earlier priced runs or benchmark summary to go by)${cap}`
  return `about ${usd(runs.expected * price.usd)} expected, ${usd(runs.min * price.usd)}–${usd(runs.max * price.usd)} ` +
    `(at ${usd(price.usd)} a run: ${price.basis})${cap}`
}
