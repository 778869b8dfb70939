/**
 * Markdown of the verdict, the gates and the per-skill table, for the CLI (`report --format md`)
 * and the PR comment. Every string that comes from the user's repo or from a model (skill
 * names, eval ids and names, assertion texts, gate messages that quote them, file paths) goes
 * through `mdEscape` or `mdCode`; only our own fixed words and numbers are written raw.
 */
import { mdCode, mdEscape } from '../text/markdown.js'
import { comparisonPoints, HEADLINE_RATE_NOTE, percent } from '../text/rates.js'
import { SIMULATED_NOTE, VERDICT_LABEL } from '../text/labels.js'
import type { ConfigurationStats, GateResult, ReleaseVerdict, Summary } from '../aggregate/types.js'

const VERDICT_TEXT: Record<ReleaseVerdict, string> = {
  go: `✅ ${VERDICT_LABEL.go}`,
  conditional_go: `⚠️ ${VERDICT_LABEL.conditional_go}`,
  no_go: `❌ ${VERDICT_LABEL.no_go}`,
  rollback: `⏪ ${VERDICT_LABEL.rollback}`,
}
const STATUS_TEXT: Record<GateResult['status'], string> = { pass: '✅ pass', warn: '⚠️ warn', fail: '❌ fail', skip: '➖ skip' }

const pct = percent
const pts = (c: { delta: number; head_rate?: number | null; base_rate?: number | null }) => {
  const v = comparisonPoints(c)
  return v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '±0'
}
const ci = (c: ConfigurationStats | undefined) =>
  c?.pass_rate_ci ? `${pct(c.pass_rate)} [${pct(c.pass_rate_ci.low)}–${pct(c.pass_rate_ci.high)}]` : pct(c?.pass_rate)
const money = (x: number | null) => (x === null ? '–' : `$${x < 0.01 && x > 0 ? x.toFixed(4) : x.toFixed(2)}`)

export function renderSummaryMarkdown(s: Summary, opts: { title?: string } = {}): string {
  const L: string[] = []
  L.push(`## ${opts.title ? mdEscape(opts.title) + ': ' : ''}${VERDICT_TEXT[s.verdict]} (confidence: ${s.confidence})`, '')
  L.push(`Risk level **${s.risk_level}**; regression = significant at α = ${s.settings.alpha} and a drop of at least ${Math.round(s.settings.min_drop * 100)} points.`)
  if (s.settings.human_review_recommended) L.push('', 'Human review is recommended at this risk level.')
  if (s.simulated) L.push('', `**${SIMULATED_NOTE}**`)
  if (s.reasons.length) {
    L.push('')
    for (const r of s.reasons.slice(0, 20)) L.push(`- ${mdEscape(r)}`)
    if (s.reasons.length > 20) L.push(`- … and ${s.reasons.length - 20} more`)
  }

  L.push('', '### Skills', '')
  L.push(`| Skill | Tier | With skill: runs fully passed (95% CI) | Without skill: runs fully passed | Uplift | vs base | Mean time | ${s.simulated ? 'Mean tokens (simulated)' : 'Mean tokens'} | ${s.simulated ? 'Cost (simulated)' : 'Cost'} | Inconclusive | Errors | Verdict |`)
  L.push('|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const k of s.skills) {
    const w = k.configurations.with_skill
    const hb = k.head_vs_base
    const vsBase = hb ? `${pts(hb)} pts (${hb.verdict.replace('_', ' ')}${hb.paired ? '' : ', unpaired'})` : '–'
    const inc = (w?.inconclusive ?? 0) + (k.configurations.old_skill?.inconclusive ?? 0)
    const err = (w?.errors ?? 0) + (k.configurations.old_skill?.errors ?? 0)
    L.push(
      `| ${mdCode(k.name)} | ${k.tier} | ${ci(w)} | ${pct(k.configurations.without_skill?.pass_rate)} | ` +
        `${k.uplift ? `${pts(k.uplift)} pts` : '–'} | ${vsBase} | ${w?.mean_time_seconds === null || w?.mean_time_seconds === undefined ? '–' : `${w.mean_time_seconds.toFixed(1)}s`} | ` +
        `${w?.mean_tokens === null || w?.mean_tokens === undefined ? '–' : Math.round(w.mean_tokens)} | ${money(k.cost_usd)} | ${inc} | ${err} | ${VERDICT_TEXT[k.verdict]} (${k.confidence}) |`,
    )
  }

  const shown = s.gates.filter((g) => (g.id === 'data' ? g.status === 'warn' : g.status !== 'skip'))
  L.push('', '### Gates', '')
  L.push('| Status | Gate | Skill | Detail |', '|---|---|---|---|')
  for (const g of [...shown].sort((a, b) => rank(a) - rank(b))) {
    L.push(`| ${STATUS_TEXT[g.status]} | ${g.id} | ${g.skill ? mdCode(g.skill) : '(repo)'} | ${mdEscape(g.message)} |`)
  }

  const regress = s.skills.filter((k) => k.head_vs_base)
  if (regress.length) {
    L.push('', '### Head vs base', '')
    for (const k of regress) {
      const hb = k.head_vs_base!
      L.push(`- ${mdCode(k.name)} (${hb.source.replace('_', ' ')}): ${mdEscape(hb.reason)}`)
      if (hb.critical) L.push(`  - critical evals: ${mdEscape(hb.critical.reason)}`)
    }
  }

  const flagged = s.skills.filter((k) => k.eval_changes.flags.length)
  if (flagged.length) {
    L.push('', '### Eval changes and anti-gaming flags', '')
    for (const k of flagged) for (const f of k.eval_changes.flags) L.push(`- ${mdCode(k.name)}: ${mdEscape(f)}`)
  }

  if (s.clusters.length) {
    L.push('', '### Failure clusters', '')
    L.push('| Severity | Skill | Cluster | Check | Type | Failures | Evals | Examples | Suggested fix |', '|---|---|---|---|---|---|---|---|---|')
    for (const c of s.clusters.slice(0, 30)) {
      L.push(
        `| ${c.severity} | ${mdCode(c.skill)} | ${mdEscape(c.name)} | ${mdEscape(c.check_kind)} | ${mdEscape(c.assertion_type)} | ${c.failures} | ` +
          `${c.evals.map(mdEscape).join(', ')} | ${c.examples.map((e) => mdEscape(e.length > 80 ? e.slice(0, 79) + '…' : e)).join('; ')} | ${mdEscape(c.suggestion)} |`,
      )
    }
  }

  const sat = s.skills.filter((k) => k.saturation.saturated)
  if (sat.length) {
    L.push('', '### Saturation', '')
    for (const k of sat) L.push(`- ${mdEscape(k.saturation.message)}`)
  }

  L.push('', `Confidence ${s.confidence}: ${s.confidence_detail.reasons.map(mdEscape).join('; ')}.`)
  L.push('', HEADLINE_RATE_NOTE)
  return L.join('\n') + '\n'
}

function rank(g: GateResult): number {
  return { fail: 0, warn: 1, pass: 2, skip: 3 }[g.status] + (g.rollback ? -1 : 0)
}
