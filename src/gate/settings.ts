/**
 * Gate settings: the defaults, the release-gate table by risk level, and the merge of
 * `evals/config.yaml` (`gates:`, `critical:`, `min-drop:`) over them.
 *
 * Release gates by risk level (Agent Regression Check, seeds.md §5.4; `critical` is ours:
 * "high or stricter"):
 *
 *   risk      overall pass rate   critical pass rate   tool reliability
 *   low       ≥ 0.90              ≥ 0.95               (none)
 *   medium    ≥ 0.95              = 1.00               ≥ 0.95
 *   high      ≥ 0.98              = 1.00               ≥ 0.98   (+ human review recommended)
 *   critical  ≥ 0.99              = 1.00               ≥ 0.99   (+ human review recommended)
 */
import type { GateMode, RiskLevel, Tier } from '../types.js'
import type { GateConfig } from '../aggregate/types.js'

export interface ReleaseThresholds {
  overall: number
  critical: number
  /** null: no tool-reliability gate at this risk level. */
  toolReliability: number | null
  humanReview: boolean
}

export const RISK_TABLE: Readonly<Record<RiskLevel, Readonly<ReleaseThresholds>>> = Object.freeze({
  low: { overall: 0.9, critical: 0.95, toolReliability: null, humanReview: false },
  medium: { overall: 0.95, critical: 1, toolReliability: 0.95, humanReview: false },
  high: { overall: 0.98, critical: 1, toolReliability: 0.98, humanReview: true },
  critical: { overall: 0.99, critical: 1, toolReliability: 0.99, humanReview: true },
})

/** Everything the gates need, with every default filled in. */
export interface ResolvedGateSettings {
  riskLevel: RiskLevel
  tierThreshold: Record<Tier, GateMode>
  /** Pass-rate threshold per tier (0..1). */
  tierThresholds: Record<Tier, number>
  release: GateMode
  releaseThresholds: ReleaseThresholds
  criticalEvals: GateMode
  coverage: GateMode
  regression: GateMode
  antiGaming: GateMode
  alpha: number
  minDrop: number
  /** `critical:` entries of the config: `<skill>` or `<skill>/<id>`. */
  critical: string[]
}

export const DEFAULT_MIN_DROP = 0.05
export const DEFAULT_ALPHA = 0.05

/** The config fields the aggregate stage reads. */
export type { GateConfig }

export function resolveGateSettings(config: GateConfig): ResolvedGateSettings {
  const g = config.gates ?? {}
  const risk: RiskLevel = config.riskLevel in RISK_TABLE ? config.riskLevel : 'medium'
  const table = RISK_TABLE[risk]
  const o = g.releaseThresholds ?? {}
  return {
    riskLevel: risk,
    tierThreshold: { 1: g.tierThreshold?.[1] ?? 'fail', 2: g.tierThreshold?.[2] ?? 'warn', 3: g.tierThreshold?.[3] ?? 'warn' },
    tierThresholds: {
      1: config.tierSettings[1]?.threshold ?? 0.8,
      2: config.tierSettings[2]?.threshold ?? 0.8,
      3: config.tierSettings[3]?.threshold ?? 0.8,
    },
    release: g.release ?? 'fail',
    releaseThresholds: {
      overall: o.overall ?? table.overall,
      critical: o.critical ?? table.critical,
      toolReliability: o.toolReliability ?? table.toolReliability,
      humanReview: table.humanReview,
    },
    criticalEvals: g.criticalEvals ?? 'fail',
    coverage: g.coverage ?? 'fail',
    regression: g.regression ?? 'fail',
    antiGaming: g.antiGaming ?? 'warn',
    alpha: g.alpha ?? DEFAULT_ALPHA,
    minDrop: config.minDrop ?? DEFAULT_MIN_DROP,
    critical: [...(config.critical ?? [])],
  }
}

/** Is eval `id` of `skill` critical: marked `critical: true`, or listed in the config's `critical:`? */
export function isCriticalEval(skill: string, id: string | number, marked: boolean | undefined, settings: Pick<ResolvedGateSettings, 'critical'>): boolean {
  if (marked) return true
  return settings.critical.some((c) => c === skill || c === `${skill}/${String(id)}`)
}
