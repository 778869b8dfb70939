/**
 * Pass-rate history per skill, for pictures: the viewer's history chart and the PR comment's
 * sparkline. The points are the benchmark history the aggregate already read (the files named in
 * summary.json `sources.history`: the repository's committed `evals/benchmarks/*.json` and any
 * `report --history` folder), oldest → newest, then this report's own rate as the last point.
 *
 * One rate only: runs fully passed (summary.json `pass_rate`, with skill). skill-creator
 * benchmark.json records carry an assertion-level mean instead (metric 'assertions'); they are
 * left out rather than drawn on the same line. A record made with another model than this
 * report's (the weekly matrix commits one per model) is left out too.
 */
import { parseHistoryFile, sortHistory, type HistoryEntry } from '../aggregate/history.js'
import type { Summary } from '../aggregate/types.js'
import { readJsonDetailed } from '../log/index.js'

export interface RatePoint {
  /** The record's timestamp (ISO), '' when it has none. */
  timestamp: string
  /** With-skill pass rate (runs fully passed), 0..1. */
  rate: number
  passed: number | null
  graded: number | null
  /** This report's own point (the last one). */
  current: boolean
}

/** Points kept per skill (the newest ones). */
export const MAX_HISTORY_POINTS = 30

type SummaryLike = Pick<Summary, 'generated_at'> & { skills: ReadonlyArray<Pick<Summary['skills'][number], 'name' | 'model' | 'configurations'>> }

/**
 * Per skill of the summary that has at least one earlier record: its history points and its
 * current rate as the last point. Skills without history are absent (so "no history yet" is
 * simply an empty map).
 */
export function passRateSeries(summary: SummaryLike, history: readonly HistoryEntry[], maxPoints = MAX_HISTORY_POINTS): Map<string, RatePoint[]> {
  const out = new Map<string, RatePoint[]>()
  const ordered = sortHistory([...history])
  for (const s of summary.skills) {
    const points: RatePoint[] = []
    for (const e of ordered) {
      const h = e.skills.find((x) => x.name === s.name)
      if (!h || h.metric !== 'runs' || h.passRate === null || !Number.isFinite(h.passRate)) continue
      if (s.model && h.model && h.model !== s.model) continue
      points.push({ timestamp: e.timestamp, rate: h.passRate, passed: h.passed, graded: h.graded, current: false })
    }
    if (points.length === 0) continue
    const w = s.configurations.with_skill
    if (w && w.pass_rate !== null) points.push({ timestamp: summary.generated_at, rate: w.pass_rate, passed: w.passed, graded: w.graded, current: true })
    out.set(s.name, points.slice(-maxPoints))
  }
  return out
}

/** Reads history files (as summary.json `sources.history` lists them); unreadable or foreign files are skipped and named. */
export async function readHistoryFiles(files: readonly string[]): Promise<{ entries: HistoryEntry[]; skipped: string[] }> {
  const entries: HistoryEntry[] = []
  const skipped: string[] = []
  for (const file of files) {
    const r = await readJsonDetailed(file, 20 * 1024 * 1024)
    const e = r.state === 'ok' ? parseHistoryFile(file, r.value) : undefined
    if (e) entries.push(e)
    else skipped.push(file)
  }
  return { entries: sortHistory(entries), skipped }
}

const BLOCKS = '▁▂▃▄▅▆▇█'

/** One block character per rate (0..1, absolute scale: ▁ is 0–12%, █ is 88–100%); '' for no rates. */
export function sparkline(rates: readonly number[]): string {
  let s = ''
  for (const r of rates) {
    const x = Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0
    s += BLOCKS[Math.min(BLOCKS.length - 1, Math.floor(x * BLOCKS.length))]
  }
  return s
}
