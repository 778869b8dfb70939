/** The gate's two outputs, as the seed (atlas skill-regression-test) shows them. */
import type { RegressionReport } from './index.js'
import { fmt } from './verdict.js'

const RULE = '='.repeat(60)

const signed = (d: number): string => (d > 0 ? `+${fmt(d)}` : fmt(d))

function verdictText(r: RegressionReport): string {
  switch (r.verdict) {
    case 'PASS':
      return r.seeded ? 'PASS (no baseline: seeded with the new score)' : 'PASS (delta within tolerance, baseline updated)'
    case 'REGRESSION':
      return 'REGRESSION (score dropped past threshold)'
    case 'INCONCLUSIVE':
      return 'INCONCLUSIVE (drop past threshold not confirmed by the paired test; baseline kept)'
    case 'OVERRIDDEN':
      return r.suite ? 'OVERRIDDEN (regression overridden with --force)' : 'OVERRIDDEN (missing suite overridden with --force)'
    case 'NO_SUITE':
      return 'NO_SUITE (no golden dataset or evals for this skill; not gated)'
    case 'MISSING_SUITE':
      return 'MISSING_SUITE (a top-usage skill must have a suite before a version bump)'
    case 'DRY_RUN':
      return 'DRY_RUN (nothing was run)'
    case 'ERROR':
      return `ERROR (${r.message ?? 'could not run'})`
  }
}

/** The human block. */
export function formatHuman(r: RegressionReport): string {
  const lines = [RULE, `skill-regression-test — ${r.skill}`, RULE]
  const b = r.baseline
  lines.push(
    b
      ? `  baseline   : ${fmt(b.score)} (pinned to v${b.version}, captured ${b.date})`
      : r.seeded
        ? `  baseline   : none (seeded with v${r.newVersion})`
        : '  baseline   : none'
  )
  lines.push(`  new score  : ${r.newScore === null ? 'n/a' : fmt(r.newScore)} (v${r.newVersion}, ${r.newScore === null ? 'not run' : 'just-now'})`)
  lines.push(`  delta      : ${r.delta === null ? 'n/a' : `${signed(r.delta)} pts`}`)
  lines.push(`  threshold  : -${fmt(r.tolerance)} pts (regression cutoff)`)
  lines.push(`  verdict    : ${verdictText(r)}`)
  lines.push(`  regressed  : [${r.regressedIds.map((id) => JSON.stringify(id)).join(', ')}]`)
  lines.push(RULE)
  if (r.verdict === 'REGRESSION' || r.verdict === 'MISSING_SUITE') lines.push('PROMOTION BLOCKED: rerun after fix or override with --force')
  else if (r.verdict === 'OVERRIDDEN') lines.push('PROMOTION ALLOWED: block overridden with --force')
  else if (r.verdict === 'ERROR') lines.push('ERROR: the gate could not decide (exit 2); the baseline was not changed')
  return lines.join('\n') + '\n'
}

/** The `--ci` line: exactly these keys, in this order. */
export function formatCiLine(r: RegressionReport): string {
  return (
    JSON.stringify({
      verdict: r.verdict,
      skill: r.skill,
      baseline: r.baseline ? r.baseline.score : null,
      new_score: r.newScore,
      delta: r.delta,
      regressed_ids: r.regressedIds,
      results_file: r.resultsFile
    }) + '\n'
  )
}
