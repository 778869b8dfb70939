/**
 * Issue 33 row I: what a pull request changes in the gate policy. The run applies the base
 * commit's policy (src/discover/base-policy.ts); the PR's takes effect at merge. The report says
 * so in one line: "Policy changes at merge (not applied to this PR): tier-1 threshold 80% → 50%, …".
 *
 * Settings are compared as the gates see them (every default filled in), so rewriting a default
 * value explicitly is no change, and a removed key shows the default it falls back to.
 */
import type { Config, PolicySource, Tier } from '../types.js'
import { resolveGateSettings } from './settings.js'
import { regressionSettings } from '../regression/settings.js'

const TIERS: readonly Tier[] = [1, 2, 3]
/** Changes listed in the line before "and N more". */
export const POLICY_LINE_MAX_ITEMS = 8

const pct = (x: number | null): string => (x === null ? 'none' : `${Math.round(x * 1000) / 10}%`)

/** One entry per policy setting that differs between `base` and `head` (effective values). */
export function policyChanges(base: Config, head: Config): string[] {
  const out: string[] = []
  const b = resolveGateSettings(base)
  const h = resolveGateSettings(head)
  const diff = (what: string, x: string, y: string): void => {
    if (x !== y) out.push(`${what} ${x} → ${y}`)
  }
  // The gates
  diff('risk level', b.riskLevel, h.riskLevel)
  for (const t of TIERS) diff(`tier-${t} threshold`, pct(b.tierThresholds[t]), pct(h.tierThresholds[t]))
  for (const t of TIERS) diff(`tier-${t} gate`, b.tierThreshold[t], h.tierThreshold[t])
  diff('release gate', b.release, h.release)
  // A release threshold written in either config (one that follows the risk level is said by it).
  for (const [k, what] of [['overall', 'overall'], ['critical', 'critical evals'], ['toolReliability', 'tool reliability']] as const) {
    if (base.gates?.releaseThresholds?.[k] === undefined && head.gates?.releaseThresholds?.[k] === undefined) continue
    diff(`release threshold (${what})`, pct(b.releaseThresholds[k]), pct(h.releaseThresholds[k]))
  }
  diff('critical-evals gate', b.criticalEvals, h.criticalEvals)
  diff('coverage gate', b.coverage, h.coverage)
  diff('regression gate', b.regression, h.regression)
  diff('anti-gaming gate', b.antiGaming, h.antiGaming)
  diff('alpha', String(b.alpha), String(h.alpha))
  diff('min-drop', pct(b.minDrop), pct(h.minDrop))
  const listDiff = (what: string, x: readonly string[], y: readonly string[]): void => {
    const added = y.filter((v) => !x.includes(v))
    const removed = x.filter((v) => !y.includes(v))
    if (added.length || removed.length) out.push(`${what} ${[...added.map((v) => `+${v}`), ...removed.map((v) => `−${v}`)].join(' ')}`)
  }
  listDiff('critical evals', b.critical, h.critical)
  // Tiers: assignments, coverage minimums
  const names = [...new Set([...Object.keys(base.tiers), ...Object.keys(head.tiers)])].sort()
  for (const n of names) {
    const own = (c: Config): string => (Object.prototype.hasOwnProperty.call(c.tiers, n) ? `tier ${c.tiers[n]}` : 'unlisted')
    diff(`${n}:`, own(base), own(head))
  }
  for (const t of TIERS) {
    const r = (c: Config): string => `${c.tierSettings[t].minEvals}–${c.tierSettings[t].maxEvals}`
    diff(`tier-${t} recommended evals`, r(base), r(head))
  }
  // Severities of policy findings
  const sev = (c: Config, rule: string): string => (c.severities && Object.prototype.hasOwnProperty.call(c.severities, rule) ? c.severities[rule]! : 'default')
  const rules = [...new Set([...Object.keys(base.severities ?? {}), ...Object.keys(head.severities ?? {})])].sort()
  for (const rule of rules) diff(`severity of ${rule}`, sev(base, rule), sev(head, rule))
  // The regression gate on version bumps
  const rb = regressionSettings(base)
  const rh = regressionSettings(head)
  diff('regression tolerance', `${rb.tolerance} points`, `${rh.tolerance} points`)
  diff('baseline store', rb.baselineDir, rh.baselineDir)
  diff('override label', rb.overrideLabel, rh.overrideLabel)
  diff('usage file', rb.usageFile, rh.usageFile)
  diff('required top', String(rb.requiredTop), String(rh.requiredTop))
  diff('warn top', String(rb.warnTop), String(rh.warnTop))
  // Secrets: the PR's additions are redacted already; a removal only takes effect at merge.
  const dropped = (base.secrets ?? []).filter((s) => !(head.secrets ?? []).includes(s))
  if (dropped.length) out.push(`secrets no longer redacted: ${dropped.join(', ')}`)
  return out
}

/** The one line for the comment and the job summary; undefined when the PR changes no policy. */
export function policyChangeLine(changes: readonly string[]): string | undefined {
  if (changes.length === 0) return undefined
  const shown = changes.slice(0, POLICY_LINE_MAX_ITEMS).join(', ')
  const more = changes.length > POLICY_LINE_MAX_ITEMS ? `, and ${changes.length - POLICY_LINE_MAX_ITEMS} more` : ''
  return `Policy changes at merge (not applied to this PR): ${shown}${more}.`
}

/**
 * The report's lines about the policy of a pull request's run: the change line (when the PR
 * changes policy) and, when the base commit could not be read, why the defaults apply.
 */
export function policyNotes(policy: PolicySource | undefined): string[] {
  if (!policy) return []
  const notes: string[] = []
  if (policy.unreadable) notes.push(`Gate policy: the defaults (${policy.unreadable}).`)
  const line = policyChangeLine(policyChanges(policy.base, policy.head))
  if (line) notes.push(line)
  return notes
}
