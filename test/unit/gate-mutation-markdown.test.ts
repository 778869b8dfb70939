/**
 * `report --format md` (src/gate/markdown.ts) line by line: the title, the human-review line, the
 * reason list and its cap, every cell of the skills table, which gates are shown and in what
 * order, the head-vs-base, flags, clusters and saturation sections (issue 23: mutation testing of
 * the gate part).
 */
import { describe, test, expect } from '@jest/globals'
import { aggregate } from '../../src/gate/index.js'
import { renderSummaryMarkdown } from '../../src/gate/markdown.js'
import type { AggregateInput, AggregateRun, FailureCluster, GateResult, SkillSummary, Summary } from '../../src/aggregate/types.js'
import type { Configuration } from '../../src/types.js'
import { mdEscape } from '../../src/text/markdown.js'

const TIERS = { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.8, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.8, minEvals: 2, maxEvals: 2 } }

function run(skill: string, evalId: number, configuration: Configuration, trial: number, pass: boolean, p: Partial<AggregateRun> = {}): AggregateRun {
  return {
    skill, evalId, evalName: `e${evalId}`, configuration, trial, iteration: 1, model: 'm', status: 'graded', grade: pass ? 'pass' : 'fail',
    passed: pass ? 1 : 0, failed: pass ? 0 : 1, total: 1, timeSeconds: 2.25, tokens: 1234.6, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false,
    expectations: [{ text: 'out.md exists', passed: pass, evidence: '', status: pass ? 'pass' : 'fail', check_kind: 'file_exists' }],
    notes: [], costUsd: 0.5, definitionHash: `h${evalId}`, ...p,
  }
}
const input = (runs: AggregateRun[], config: object = {}, extra: Partial<AggregateInput> = {}): AggregateInput => ({
  generatedAt: '2026-02-01T00:00:00.000Z', runs, config: { tierSettings: TIERS, riskLevel: 'medium', tiers: { plan: 1, spec: 2 }, ...config }, ...extra,
})
const ids = [1, 2, 3, 4, 5, 6]
const lines = (md: string) => md.split('\n')
const section = (md: string, heading: string): string[] => {
  const L = lines(md)
  const i = L.indexOf(heading)
  if (i < 0) return []
  const end = L.indexOf('', i + 2)
  return L.slice(i + 2, end)
}

describe('heading, risk line and reasons', () => {
  const s = aggregate(input(ids.flatMap((id) => [run('plan', id, 'with_skill', 1, true)])))
  test('no title: the verdict and confidence; a title is escaped and put first', () => {
    expect(lines(renderSummaryMarkdown(s))[0]).toBe(`## ✅ GO (confidence: ${s.confidence})`)
    expect(lines(renderSummaryMarkdown(s, { title: 'PR *42*' }))[0]).toBe(`## PR \\*42\\*: ✅ GO (confidence: ${s.confidence})`)
    expect(lines(renderSummaryMarkdown({ ...s, verdict: 'rollback', confidence: 'low' }))[0]).toBe('## ⏪ ROLLBACK (confidence: low)')
    expect(lines(renderSummaryMarkdown({ ...s, verdict: 'conditional_go' }))[0]).toContain('⚠️ CONDITIONAL GO')
  })
  test('the risk line with α and min-drop in whole points; human review only when recommended', () => {
    const md = renderSummaryMarkdown({ ...s, settings: { ...s.settings, alpha: 0.1, min_drop: 0.125 } })
    expect(lines(md)[2]).toBe('Risk level **medium**; regression = significant at α = 0.1 and a drop of at least 13 points.')
    expect(md).not.toContain('Human review')
    const high = renderSummaryMarkdown({ ...s, settings: { ...s.settings, human_review_recommended: true } })
    expect(lines(high).slice(3, 5)).toEqual(['', 'Human review is recommended at this risk level.'])
  })
  test('reasons: one bullet each, escaped; at most 20 then a count of the rest', () => {
    const few = renderSummaryMarkdown({ ...s, reasons: ['a <b>', 'c'] })
    expect(lines(few).slice(3, 6)).toEqual(['', '- a &lt;b&gt;', '- c'])
    const twenty = renderSummaryMarkdown({ ...s, reasons: Array.from({ length: 20 }, (_, i) => `r${i}`) })
    expect(twenty).toContain('- r19')
    expect(twenty).not.toContain('more')
    const many = renderSummaryMarkdown({ ...s, reasons: Array.from({ length: 23 }, (_, i) => `r${i}`) })
    expect(many).toContain('- r19\n- … and 3 more\n')
    expect(many).not.toContain('- r20')
    const none = renderSummaryMarkdown({ ...s, reasons: [] })
    expect(lines(none).slice(2, 5)).toEqual([lines(none)[2], '', '### Skills'])
  })
})

describe('the skills table', () => {
  const row = (md: string) => lines(md).find((l) => l.startsWith('| `plan` |'))!
  test('every cell of a skill with a baseline, a paired base and costs', () => {
    const runs = ids.flatMap((id) => [
      run('plan', id, 'with_skill', 1, id !== 6),
      run('plan', id, 'without_skill', 1, id < 3),
      run('plan', id, 'old_skill', 1, true, id === 6 ? { grade: 'inconclusive' } : id === 5 ? { grade: 'error' } : {}),
    ])
    runs.push(run('plan', 7, 'with_skill', 1, false, { grade: 'inconclusive' }), run('plan', 8, 'with_skill', 1, false, { grade: 'error' }), run('plan', 9, 'with_skill', 1, false, { grade: 'error' }))
    const s = aggregate(input(runs))
    const k = s.skills[0]!
    const cells = row(renderSummaryMarkdown(s)).split(' | ')
    expect(cells[1]).toBe('1')
    expect(cells[2]).toMatch(/^83% \[\d+%–\d+%\]$/)
    expect(cells[3]).toBe('33%')
    expect(cells[4]).toBe('+50 pts')
    expect(cells[5]).toBe(`±0 pts (${k.head_vs_base!.verdict.replace('_', ' ')})`) // the paired evals 1–4 pass on both sides
    expect(cells[6]).toBe('2.3s')
    expect(cells[7]).toBe('1235')
    expect(cells[8]).toBe(`$${k.cost_usd!.toFixed(2)}`)
    expect(cells[9]).toBe('2') // inconclusive: 1 with the skill + 1 on the old skill
    expect(cells[10]).toBe('3') // errors: 2 + 1
  })
  test('missing numbers show as dashes; unpaired comparisons say so; small costs get four decimals', () => {
    const s = aggregate(input(ids.map((id) => run('plan', id, 'with_skill', 1, true))))
    const k = s.skills[0]!
    const w = k.configurations.with_skill!
    const bare: SkillSummary = {
      ...k, uplift: null, head_vs_base: null, cost_usd: null,
      configurations: { with_skill: { ...w, pass_rate_ci: null, mean_time_seconds: null, mean_tokens: null } },
    }
    const md = renderSummaryMarkdown({ ...s, skills: [bare] })
    expect(row(md)).toBe('| `plan` | 1 | 100% | – | – | – | – | – | – | 0 | 0 | ✅ GO (' + k.confidence + ') |')
    const unpaired = { verdict: 'no_change', head_rate: 1, base_rate: 1, delta: 0, paired: false, source: 'benchmark', reason: 'r', critical: null }
    const hb = { ...k, head_vs_base: unpaired as unknown as SkillSummary['head_vs_base'], cost_usd: 0.004 }
    const md2 = renderSummaryMarkdown({ ...s, skills: [hb] })
    expect(row(md2).split(' | ')[5]).toBe('±0 pts (no change, unpaired)')
    expect(row(md2).split(' | ')[8]).toBe('$0.0040')
    expect(row(renderSummaryMarkdown({ ...s, skills: [{ ...k, cost_usd: 0 }] })).split(' | ')[8]).toBe('$0.00')
    expect(row(renderSummaryMarkdown({ ...s, skills: [{ ...k, cost_usd: 0.01 }] })).split(' | ')[8]).toBe('$0.01')
    const noWs = renderSummaryMarkdown({ ...s, skills: [{ ...k, configurations: {} }] })
    expect(row(noWs)).toBe(`| \`plan\` | 1 | – | – | – | – | – | – | $3.00 | 0 | 0 | ✅ GO (${k.confidence}) |`)
  })
})

describe('the gates table', () => {
  const s = aggregate(input(ids.map((id) => run('plan', id, 'with_skill', 1, true))))
  const gate = (id: GateResult['id'], status: GateResult['status'], message: string, extra: Partial<GateResult> = {}): GateResult => ({ id, status, message, skill: 'plan', ...extra })
  test('skips are hidden, a passing data gate is hidden, a warning data gate is shown; rows sorted rollback, fail, warn, pass', () => {
    const gates = [
      gate('data', 'pass', 'data ok'), gate('tier-threshold', 'skip', 'skipped'), gate('coverage', 'pass', 'P1'), gate('coverage', 'warn', 'W1', { skill: undefined }),
      gate('release.overall', 'fail', 'F1'), gate('regression', 'fail', 'R1', { rollback: true }), gate('data', 'warn', 'D1'), gate('anti-gaming', 'pass', 'P2', { rollback: true }),
    ]
    const rows = section(renderSummaryMarkdown({ ...s, gates }), '### Gates').slice(2)
    expect(rows).toEqual([
      '| ❌ fail | regression | `plan` | R1 |',
      '| ❌ fail | release.overall | `plan` | F1 |',
      '| ⚠️ warn | coverage | (repo) | W1 |',
      '| ⚠️ warn | data | `plan` | D1 |',
      '| ✅ pass | anti-gaming | `plan` | P2 |',
      '| ✅ pass | coverage | `plan` | P1 |',
    ])
  })
})

describe('head vs base, flags, clusters, saturation', () => {
  test('head vs base: a line per compared skill with its source; the critical-only comparison under it', () => {
    const runs = ids.flatMap((id) => [run('plan', id, 'with_skill', 1, id > 4), run('plan', id, 'old_skill', 1, true)])
    const s = aggregate(input(runs, { critical: ['plan/1'] }))
    const hb = s.skills[0]!.head_vs_base!
    expect(section(renderSummaryMarkdown(s), '### Head vs base')).toEqual([`- \`plan\` (same job): ${mdEscape(hb.reason)}`, `  - critical evals: ${mdEscape(hb.critical!.reason)}`])
    expect(lines(renderSummaryMarkdown(s)).find((l) => l.startsWith('| `plan` |'))!.split(' | ')[5]).toBe('−67 pts (inconclusive)')
    const noBase = aggregate(input(ids.map((id) => run('plan', id, 'with_skill', 1, true))))
    expect(renderSummaryMarkdown(noBase)).not.toContain('### Head vs base')
    const other = { ...s, skills: [{ ...s.skills[0]!, head_vs_base: { ...hb, source: 'base_results' as const, critical: null, reason: 'r_1' } }] }
    expect(section(renderSummaryMarkdown(other), '### Head vs base')).toEqual(['- `plan` (base results): r\\_1'])
  })
  test('flags: one escaped bullet per flag, only for skills that have some', () => {
    const s = aggregate(input(ids.map((id) => run('plan', id, 'with_skill', 1, true))))
    const k = s.skills[0]!
    expect(renderSummaryMarkdown({ ...s, skills: [{ ...k, eval_changes: { ...k.eval_changes, flags: [] } }] })).not.toContain('### Eval changes')
    const md = renderSummaryMarkdown({ ...s, skills: [{ ...k, eval_changes: { ...k.eval_changes, flags: ['one *x*', 'two'] } }] })
    expect(section(md, '### Eval changes and anti-gaming flags')).toEqual(['- `plan`: one \\*x\\*', '- `plan`: two'])
  })
  test('clusters: at most 30 rows; examples cut at 80 characters, at most three joined by "; "', () => {
    const s = aggregate(input(ids.map((id) => run('plan', id, 'with_skill', 1, true))))
    const c = (i: number, examples: string[]): FailureCluster => ({
      key: `k${i}`, name: `N${i}`, skill: 'plan', check_kind: 'regex', assertion_type: 'format', cause: 'format_noncompliance', severity: 'low', failures: i,
      evals: ['1', '2'], critical: false, examples, suggestion: 'Fix it.',
    })
    const long = 'y'.repeat(81)
    const exactly80 = 'z'.repeat(80)
    const clusters = [c(1, [long, exactly80, 'short']), ...Array.from({ length: 30 }, (_, i) => c(i + 2, []))]
    const rows = section(renderSummaryMarkdown({ ...s, clusters }), '### Failure clusters')
    expect(rows[0]).toBe('| Severity | Skill | Cluster | Check | Type | Failures | Evals | Examples | Suggested fix |')
    expect(rows.slice(2)).toHaveLength(30)
    expect(rows[2]).toBe(`| low | \`plan\` | N1 | regex | format | 1 | 1, 2 | ${'y'.repeat(79)}…; ${exactly80}; short | Fix it. |`)
    expect(rows.at(-1)).toContain('| N30 |')
    expect(renderSummaryMarkdown({ ...s, clusters: [] })).not.toContain('### Failure clusters')
  })
  test('saturation: listed only for saturated skills', () => {
    const s = aggregate(input(ids.map((id) => run('plan', id, 'with_skill', 1, true))))
    const k = s.skills[0]!
    expect(renderSummaryMarkdown(s)).not.toContain('### Saturation')
    const md = renderSummaryMarkdown({ ...s, skills: [{ ...k, saturation: { ...k.saturation, saturated: true, message: 'all the same <3' } }] })
    expect(section(md, '### Saturation')).toEqual(['- all the same &lt;3'])
  })
  test('the confidence line joins the reasons, escaped, and the rate note ends the report', () => {
    const s = aggregate(input(ids.map((id) => run('plan', id, 'with_skill', 1, true))))
    const md = renderSummaryMarkdown({ ...s, confidence: 'low', confidence_detail: { ...s.confidence_detail, reasons: ['a_b', 'c'] } })
    const L = lines(md)
    expect(L.at(-4)).toBe('Confidence low: a\\_b; c.')
    expect(L.at(-2)).toMatch(/^Pass rates are runs fully passed/)
    expect(L.at(-1)).toBe('')
  })
})

export type { Summary }
