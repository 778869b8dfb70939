/**
 * The viewer's Overview (issue 34): the answer first. Read from `<out>/summary.json`, the file the
 * aggregate writes and the terminal report prints (src/gate: `aggregate`, src/report/terminal.ts),
 * so the page shows the same verdict, gates, rates, intervals, uplift and clusters, never numbers
 * recomputed another way; plus the benchmark history that summary names (`sources.history`).
 *
 * summary.json is read against its schema (`decodeSummary`); an older or partial file still gives
 * the verdict and its reasons (from the tolerant outline); the page says so.
 */
import type { ComparisonSummary, ConfigurationStats, Summary } from '../../aggregate/types.js'
import type { HistoryEntry } from '../../aggregate/history.js'
import { decodeSummary, SUMMARY_FILE, summaryOutline } from '../../log/index.js'
import { comparisonPoints } from '../../text/rates.js'
import { passRateSeries, readHistoryFiles } from '../history-series.js'
import type { OverviewComparison, OverviewRate, OverviewView } from './model.js'
import { capText } from './util.js'

const SHORT = 2048
const LONG = 16 * 1024
const t = (s: string, max = SHORT) => capText(s, max).text
const MAX_GATES = 2000
const MAX_CLUSTERS = 200
const MAX_EVALS = 2000

function rate(c: ConfigurationStats): OverviewRate {
  return {
    rate: c.pass_rate,
    low: c.pass_rate_ci?.low ?? null,
    high: c.pass_rate_ci?.high ?? null,
    passed: c.passed,
    graded: c.graded,
    errors: c.errors,
    inconclusive: c.inconclusive
  }
}

function comparison(c: ComparisonSummary): OverviewComparison {
  return {
    points: comparisonPoints(c),
    low: Number.isFinite(c.ci_low) ? c.ci_low : null,
    high: Number.isFinite(c.ci_high) ? c.ci_high : null,
    verdict: c.verdict,
    pValue: Number.isFinite(c.p_value) ? c.p_value : null,
    reason: t(c.reason, LONG)
  }
}

/** A schema-valid summary (and the history it names) → the Overview. Pure; exported for tests. */
export function overviewFromSummary(s: Summary, history: readonly HistoryEntry[], simulated: boolean): OverviewView {
  const series = passRateSeries(s, history)
  const hist: OverviewView['history'] = {}
  for (const [name, points] of series) hist[name] = points
  return {
    source: 'full',
    verdict: s.verdict,
    confidence: s.confidence,
    reasons: s.reasons.slice(0, 200).map((r) => t(r, LONG)),
    riskLevel: String(s.risk_level),
    generatedAt: s.generated_at,
    simulated,
    totals: {
      runs: s.totals.runs,
      graded: s.totals.graded,
      passed: s.totals.passed,
      failed: s.totals.failed,
      errors: s.totals.errors,
      inconclusive: s.totals.inconclusive,
      costUsd: s.totals.cost_usd
    },
    gates: s.gates.slice(0, MAX_GATES).map((g) => ({
      status: g.status,
      id: g.id,
      skill: g.skill === undefined ? null : t(g.skill),
      message: t(g.message, LONG),
      actual: g.actual ?? null,
      threshold: g.threshold ?? null
    })),
    skills: s.skills.map((k) => {
      const rates: Record<string, OverviewRate> = {}
      for (const c of ['with_skill', 'without_skill', 'old_skill'] as const) {
        const st = k.configurations[c]
        if (st) rates[c] = rate(st)
      }
      return {
        name: t(k.name),
        tier: String(k.tier),
        verdict: k.verdict,
        confidence: k.confidence,
        model: k.model === null ? null : t(k.model),
        rates,
        uplift: k.uplift ? comparison(k.uplift) : null,
        headVsBase: k.head_vs_base ? { ...comparison(k.head_vs_base), source: k.head_vs_base.source, paired: k.head_vs_base.paired } : null,
        costUsd: k.cost_usd,
        meanTokens: k.configurations.with_skill?.mean_tokens ?? null,
        evals: k.eval_results.slice(0, MAX_EVALS).map((e) => {
          const runs: Record<string, string[]> = {}
          for (const [c, v] of Object.entries(e.configurations)) if (v) runs[c] = [...v.runs]
          return { id: t(e.id), name: t(e.name), critical: e.critical, runs }
        })
      }
    }),
    clusters: s.clusters.slice(0, MAX_CLUSTERS).map((c) => ({
      skill: t(c.skill),
      name: t(c.name),
      severity: c.severity,
      failures: c.failures,
      evals: c.evals.slice(0, 100).map((e) => t(e)),
      critical: c.critical,
      suggestion: t(c.suggestion, LONG)
    })),
    history: hist,
    historyRecords: history.length
  }
}

/** The Overview of a results folder from its parsed summary.json, or undefined when it has none. */
export async function collectOverview(raw: unknown, warnings: string[], simulated: boolean): Promise<OverviewView | undefined> {
  if (raw === undefined) return undefined
  const sim = simulated || (typeof raw === 'object' && raw !== null && (raw as { simulated?: unknown }).simulated === true)
  let summary: Summary | undefined
  try {
    summary = decodeSummary<Summary>(raw, SUMMARY_FILE)
  } catch {
    // An older or partial summary.json (tolerated as before): the Overview says it shows only the verdict.
    const o = summaryOutline(raw)
    if (!o) return undefined
    return {
      source: 'partial',
      verdict: o.verdict,
      confidence: o.confidence,
      reasons: o.reasons.slice(0, 200).map((r) => t(r, LONG)),
      riskLevel: null,
      generatedAt: o.generatedAt ?? '',
      simulated: sim,
      totals: null,
      gates: [],
      skills: [],
      clusters: [],
      history: {},
      historyRecords: 0
    }
  }
  const files = Array.isArray(summary.sources?.history) ? summary.sources.history.filter((f): f is string => typeof f === 'string') : []
  const { entries, skipped } = await readHistoryFiles(files)
  if (skipped.length) warnings.push(`${skipped.length} benchmark history file(s) named in ${SUMMARY_FILE} could not be read; the history chart leaves them out`)
  return overviewFromSummary(summary, entries, sim)
}
