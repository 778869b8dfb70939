/**
 * The gates. Each is a pure function returning one `GateResult` with status pass | warn | fail |
 * skip; a gate switched `off` in the config returns skip. Messages are plain text (untrusted
 * names inside); src/gate/markdown.ts escapes them for Markdown.
 */
import type { Finding, GateMode, Tier } from '../types.js'
import { pctFloor } from '../text/rates.js'
import type { ResolvedGateSettings } from './settings.js'
import type { EvalChanges, EvalResult, GateResult, GateStatus, HeadVsBase } from '../aggregate/types.js'

/** A gate's status from its mode; every gate returns `skip` before this when its mode is `off`. */
const statusOf = (mode: Exclude<GateMode, 'off'>): GateStatus => mode

/** A threshold as a percent, up to one decimal ("80%", "97.5%"). */
export function pctThreshold(rate: number): string {
  return `${Number((rate * 100).toFixed(1))}%`
}

const below = (rate: number, threshold: number) => rate < threshold - 1e-12

/**
 * SPEC-0017's tier threshold: `Tier 1 skill '{name}' pass rate is {N}% (threshold: 80%)`.
 * Fails for Tier 1 and warns for other tiers by default (`gates.tier-threshold`).
 */
export function tierThresholdGate(skill: string, tier: Tier, passRate: number | null, s: ResolvedGateSettings): GateResult {
  const mode = s.tierThreshold[tier]
  const threshold = s.tierThresholds[tier]
  const base = { id: 'tier-threshold' as const, skill, threshold, actual: passRate }
  if (mode === 'off') return { ...base, status: 'skip', message: `Tier ${tier} threshold gate is off.` }
  if (passRate === null) {
    return { ...base, status: 'skip', message: `Tier ${tier} skill '${skill}' has no graded runs; its pass rate is unknown.` }
  }
  const message = `Tier ${tier} skill '${skill}' pass rate is ${pctFloor(passRate)} (threshold: ${pctThreshold(threshold)})`
  return { ...base, status: below(passRate, threshold) ? statusOf(mode) : 'pass', message }
}

export interface ReleaseInput {
  skill: string
  passRate: number | null
  criticalPassRate: number | null
  criticalEvals: number
  toolReliability: number | null
  runsWithToolProblems: number
  runs: number
}

/** The risk-level release gates (seeds.md §5.4): overall pass rate, critical pass rate, tool reliability. */
export function releaseGates(r: ReleaseInput, s: ResolvedGateSettings): GateResult[] {
  const t = s.releaseThresholds
  const risk = s.riskLevel
  const out: GateResult[] = []
  const skip = (id: GateResult['id'], message: string): GateResult => ({ id, skill: r.skill, status: 'skip', message })
  if (s.release === 'off') return [skip('release.overall', 'Release gates are off.')]

  if (r.passRate === null) out.push(skip('release.overall', `Overall pass rate of '${r.skill}' is unknown (no graded runs).`))
  else {
    out.push({
      id: 'release.overall', skill: r.skill, actual: r.passRate, threshold: t.overall,
      status: below(r.passRate, t.overall) ? statusOf(s.release) : 'pass',
      message: `Overall pass rate of '${r.skill}' is ${pctFloor(r.passRate)} (${risk} risk: at least ${pctThreshold(t.overall)})`,
    })
  }

  if (r.criticalEvals === 0) out.push(skip('release.critical', `'${r.skill}' has no critical evals.`))
  else if (r.criticalPassRate === null) out.push(skip('release.critical', `Critical pass rate of '${r.skill}' is unknown (no graded runs of critical evals).`))
  else {
    out.push({
      id: 'release.critical', skill: r.skill, actual: r.criticalPassRate, threshold: t.critical,
      status: below(r.criticalPassRate, t.critical) ? statusOf(s.release) : 'pass',
      message: `Critical pass rate of '${r.skill}' is ${pctFloor(r.criticalPassRate)} on ${r.criticalEvals} critical eval${r.criticalEvals === 1 ? '' : 's'} (${risk} risk: ${t.critical >= 1 ? '100%' : `at least ${pctThreshold(t.critical)}`})`,
    })
  }

  if (t.toolReliability === null) out.push(skip('release.tool-reliability', `No tool-reliability gate at ${risk} risk.`))
  else if (r.toolReliability === null) out.push(skip('release.tool-reliability', `Tool reliability of '${r.skill}' is unknown (no runs).`))
  else {
    out.push({
      id: 'release.tool-reliability', skill: r.skill, actual: r.toolReliability, threshold: t.toolReliability,
      status: below(r.toolReliability, t.toolReliability) ? statusOf(s.release) : 'pass',
      message: `Tool reliability of '${r.skill}' is ${pctFloor(r.toolReliability)}: ${r.runsWithToolProblems} of ${r.runs} runs had a tool or API error (${risk} risk: at least ${pctThreshold(t.toolReliability)})`,
    })
  }
  return out
}

/** Every critical eval must pass (majority of its trials) with the skill. Unknown outcomes warn. */
export function criticalEvalsGate(skill: string, evals: EvalResult[], s: ResolvedGateSettings): GateResult {
  const critical = evals.filter((e) => e.critical)
  const base = { id: 'critical-evals' as const, skill }
  if (s.criticalEvals === 'off') return { ...base, status: 'skip', message: 'Critical-evals gate is off.' }
  if (critical.length === 0) return { ...base, status: 'skip', message: `'${skill}' has no critical evals.` }
  const failing = critical.filter((e) => e.configurations.with_skill?.outcome === 'fail')
  const unknown = critical.filter((e) => {
    const o = e.configurations.with_skill?.outcome
    return o === undefined || o === 'error' || o === 'inconclusive'
  })
  const desc = (e: EvalResult) => {
    const c = e.configurations.with_skill
    return c ? `${e.id} (${c.passed} of ${c.trials} trials passed)` : `${e.id} (not run)`
  }
  if (failing.length > 0) {
    return {
      ...base, status: statusOf(s.criticalEvals), evals: failing.map((e) => e.id),
      message: `Critical eval${failing.length === 1 ? '' : 's'} of '${skill}' fail${failing.length === 1 ? 's' : ''} with the skill: ${failing.map(desc).join(', ')}`,
    }
  }
  if (unknown.length > 0) {
    return {
      ...base, status: 'warn', evals: unknown.map((e) => e.id),
      message: `Critical eval${unknown.length === 1 ? '' : 's'} of '${skill}' could not be decided (errors or the skill was not used): ${unknown.map(desc).join(', ')}`,
    }
  }
  return { ...base, status: 'pass', message: `All ${critical.length} critical eval${critical.length === 1 ? '' : 's'} of '${skill}' pass.` }
}

/**
 * Regression against the base: fail on a significant drop ≥ min-drop (`rollback` set when it hits
 * critical evals); warn on an inconclusive result with a drop (a possible regression); pass on
 * no_change, improvement, or an inconclusive result without a drop.
 */
export function regressionGate(skill: string, hb: HeadVsBase | null, s: ResolvedGateSettings): GateResult {
  const base = { id: 'regression' as const, skill }
  if (s.regression === 'off') return { ...base, status: 'skip', message: 'Regression gate is off.' }
  if (!hb) return { ...base, status: 'skip', message: `No base results for '${skill}': regression not checked.` }
  const from = hb.source === 'same_job' ? 'the base version (same job)' : hb.source === 'base_results' ? 'the base results' : 'the latest benchmark'
  if (hb.critical_regression) {
    return {
      ...base, status: statusOf(s.regression), rollback: s.regression === 'fail', actual: hb.delta,
      evals: hb.worsened,
      message: `Critical regression of '${skill}' against ${from}: ${hb.critical && hb.critical.verdict === 'regression' ? hb.critical.reason : hb.reason}`,
    }
  }
  if (hb.verdict === 'regression') {
    return { ...base, status: statusOf(s.regression), actual: hb.delta, evals: hb.worsened, message: `Regression of '${skill}' against ${from}: ${hb.reason}` }
  }
  if (hb.verdict === 'inconclusive' && hb.delta < 0) {
    return { ...base, status: 'warn', actual: hb.delta, evals: hb.worsened, message: `Possible regression of '${skill}' against ${from} (inconclusive): ${hb.reason}` }
  }
  const word = hb.verdict === 'improvement' ? 'Improvement' : hb.verdict === 'no_change' ? 'No meaningful change' : 'No regression shown'
  return { ...base, status: 'pass', actual: hb.delta, message: `${word} for '${skill}' against ${from}: ${hb.reason}` }
}

/** Anti-gaming: changed or removed evals, unpaired eval sets, critical evals not run. Added evals are only listed. */
export function antiGamingGate(skill: string, c: EvalChanges, criticalNotRun: string[], s: ResolvedGateSettings, hasBase = true): GateResult {
  const base = { id: 'anti-gaming' as const, skill }
  if (s.antiGaming === 'off') return { ...base, status: 'skip', message: 'Anti-gaming gate is off.' }
  if (!hasBase && criticalNotRun.length === 0) return { ...base, status: 'skip', message: `No base to compare the eval set of '${skill}' with.` }
  const parts: string[] = []
  const list = (xs: string[]) => xs.join(', ')
  if (c.changed.length) parts.push(`changed since the base: ${list(c.changed)}`)
  if (c.removed.length) parts.push(`removed: ${list(c.removed)}${c.removed_critical.length ? ` (critical: ${list(c.removed_critical)})` : ''}`)
  if (c.unpaired.length) parts.push(`run on one side only: ${list(c.unpaired)}`)
  if (criticalNotRun.length) parts.push(`critical but not run: ${list(criticalNotRun)}`)
  const evals = [...new Set([...c.changed, ...c.removed, ...c.unpaired, ...criticalNotRun])]
  if (parts.length === 0) {
    return { ...base, status: 'pass', message: `Eval set of '${skill}' matches the base${c.added.length ? ` (added: ${list(c.added)})` : ''}.` }
  }
  return { ...base, status: statusOf(s.antiGaming), evals, message: `Evals of '${skill}' ${parts.join('; ')}` }
}

/** A skill none of whose with-skill runs could be graded. */
export function dataGate(skill: string, graded: number, errors: number, inconclusive: number, skipped: number): GateResult {
  if (graded > 0) return { id: 'data', skill, status: 'pass', message: `'${skill}' has ${graded} graded run${graded === 1 ? '' : 's'} with the skill.` }
  return {
    id: 'data', skill, status: 'warn',
    message: `'${skill}' has no graded runs with the skill (${errors} error, ${inconclusive} inconclusive, ${skipped} skipped): nothing to judge it by.`,
  }
}

/** Skill a coverage finding is about (its message names it as `skill '<name>'`). */
export function findingSkill(f: Finding): string | undefined {
  return /\bskill '([^']+)'/i.exec(f.message)?.[1]
}

/** validate's coverage rules: errors → the gate's mode (default fail), warnings → warn. */
export function coverageGate(skill: string | undefined, findings: Finding[], s: ResolvedGateSettings): GateResult {
  const base = skill === undefined ? { id: 'coverage' as const } : { id: 'coverage' as const, skill }
  const cov = findings.filter((f) => f.rule.startsWith('coverage.'))
  if (s.coverage === 'off') return { ...base, status: 'skip', message: 'Coverage gate is off.' }
  const errors = cov.filter((f) => f.severity === 'error')
  const warnings = cov.filter((f) => f.severity === 'warning')
  if (errors.length) return { ...base, status: statusOf(s.coverage), message: errors.map((f) => f.message).join(' ') }
  if (warnings.length) return { ...base, status: 'warn', message: warnings.map((f) => f.message).join(' ') }
  return { ...base, status: 'pass', message: skill === undefined ? 'Coverage rules are met.' : `Coverage rules are met for '${skill}'.` }
}
