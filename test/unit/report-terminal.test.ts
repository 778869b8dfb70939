import { describe, test, expect } from '@jest/globals'
import type { FailureCluster, GateResult } from '../../src/aggregate/types.js'
import { displayWidth, renderSummaryText, textTable, useColor } from '../../src/report/terminal.js'
import { headVsBase, skill, stats, summary } from '../helpers/summary-fixtures.js'

// What `skill-evals report` prints at a terminal (src/report/terminal.ts), read the way a person
// reads it: lines and columns.

const gate = (over: Partial<GateResult> & Pick<GateResult, 'id' | 'status'>): GateResult => ({ message: `${over.id} says ${over.status}`, ...over })

function cluster(over: Partial<FailureCluster> = {}): FailureCluster {
  return {
    key: 'file|contains|missing',
    name: 'missing section',
    skill: 'plan',
    check_kind: 'file',
    assertion_type: 'contains',
    cause: 'missing',
    severity: 'high',
    failures: 3,
    evals: ['e1', 'e2'],
    critical: false,
    examples: [],
    suggestion: 'add the section',
    ...over,
  }
}

/** The lines from a heading up to the next blank line. */
function section(text: string, heading: string): string[] {
  const lines = text.split('\n')
  const at = lines.indexOf(heading)
  if (at < 0) throw new Error(`no section ${heading}`)
  const end = lines.indexOf('', at)
  return lines.slice(at + 1, end < 0 ? undefined : end)
}

describe('renderSummaryText: the verdict and the settings', () => {
  test('verdict word, confidence, risk level, alpha and the minimum drop in whole points', () => {
    const s = summary([skill('plan')], { verdict: 'no_go', confidence: 'low', risk_level: 'high' })
    s.settings.min_drop = 0.075
    s.settings.alpha = 0.01
    const lines = renderSummaryText(s).split('\n')
    expect(lines[0]).toBe('Verdict: NO-GO (confidence: low)')
    expect(lines[1]).toBe('Risk level high; regression = significant at alpha = 0.01 and a drop of at least 8 points.')
    expect(lines).not.toContain('Human review is recommended at this risk level.')
  })

  test.each([
    ['go', 'GO'],
    ['conditional_go', 'CONDITIONAL GO'],
    ['rollback', 'ROLLBACK'],
  ] as const)('verdict %s reads %s', (verdict, word) => {
    expect(renderSummaryText(summary([], { verdict })).split('\n')[0]).toBe(`Verdict: ${word} (confidence: medium)`)
  })

  test('human review line only when the risk level recommends it', () => {
    const s = summary([])
    s.settings.human_review_recommended = true
    expect(renderSummaryText(s).split('\n')[2]).toBe('Human review is recommended at this risk level.')
  })

  test('reasons: one line each, untrusted text on one line, at most 20 then a count', () => {
    const reasons = Array.from({ length: 23 }, (_, i) => `reason ${i + 1}`)
    reasons[0] = 'first\nsecond\u001b[2J'
    const lines = renderSummaryText(summary([], { reasons })).split('\n')
    expect(lines[2]).toBe('')
    expect(lines[3]).toBe('  - first second[2J')
    expect(lines.filter((l) => l.startsWith('  - reason '))).toHaveLength(19)
    expect(lines).toContain('  - reason 20')
    expect(lines).not.toContain('  - reason 21')
    expect(lines).toContain('  - ... and 3 more')
  })

  test('exactly 20 reasons: no "more" line; no reasons: no reason block', () => {
    const twenty = renderSummaryText(summary([], { reasons: Array.from({ length: 20 }, (_, i) => `r${i}`) }))
    expect(twenty).not.toContain('more')
    const none = renderSummaryText(summary([], { reasons: [] })).split('\n')
    expect(none[2]).toBe('')
    expect(none[3]).toBe('Skills (pass rates: runs fully passed)')
  })
})

describe('renderSummaryText: the skills table', () => {
  test('one row per skill: rates with interval, baseline, uplift, head vs base, time, tokens, cost, counts, verdict', () => {
    const plan = skill('plan', {
      tier: 2,
      verdict: 'conditional_go',
      confidence: 'low',
      cost_usd: 1.234,
      head_vs_base: headVsBase(0.9, 0.95, { verdict: 'inconclusive', paired: false }),
      configurations: {
        with_skill: stats(9, 10, { pass_rate_ci: { low: 0.6, high: 0.98, level: 0.95 }, inconclusive: 2, errors: 1, mean_time_seconds: 12.345, mean_tokens: 12345.6 }),
        without_skill: stats(4, 10),
        old_skill: stats(5, 10, { inconclusive: 1, errors: 3 }),
      },
    })
    plan.uplift!.head_rate = 0.9
    plan.uplift!.base_rate = 0.4
    const adr = skill('adr', {
      cost_usd: 0.004,
      uplift: null,
      configurations: { with_skill: stats(0, 0, { mean_time_seconds: null, mean_tokens: null }), without_skill: undefined },
    })
    const lines = section(renderSummaryText(summary([plan, adr])), 'Skills (pass rates: runs fully passed)')
    expect(lines).toEqual([
      '  Skill  Tier  With skill (95% CI)  Without skill  Uplift   vs base                          Mean time  Mean tokens     Cost  Inconclusive  Errors  Verdict',
      '  plan      2  90% [60%-98%]        40%            +50 pts  -5 pts (inconclusive, unpaired)      12.3s        12346    $1.23             3       4  CONDITIONAL GO (low)',
      '  adr       1  –                    –              -        -                                        -            -  $0.0040             0       0  GO (medium)',
    ])
  })

  test('uplift and head vs base in points: ±0, +n, -n; the verdict words without underscores', () => {
    const even = skill('even', { head_vs_base: headVsBase(0.5, 0.5) })
    even.uplift!.head_rate = 0.5
    even.uplift!.base_rate = 0.5
    const down = skill('down', { head_vs_base: headVsBase(0.4, 0.7, { verdict: 'regression' }) })
    down.uplift!.head_rate = 0.3
    down.uplift!.base_rate = 0.5
    const text = renderSummaryText(summary([even, down]))
    const row = (name: string) => text.split('\n').find((l) => l.startsWith(`  ${name} `))!.split(/ {2,}/)
    expect(row('even')[5]).toBe('±0 pts')
    expect(row('even')[6]).toBe('±0 pts (no change)')
    expect(row('down')[5]).toBe('-20 pts')
    expect(row('down')[6]).toBe('-30 pts (regression)')
  })

  test('cost: unknown, zero, under a cent (four decimals), and whole cents', () => {
    const costs = [null, 0, 0.0099, 0.01, 12.5]
    const text = renderSummaryText(summary(costs.map((c, i) => skill(`s${i}`, { cost_usd: c }))))
    const cost = (i: number) => text.split('\n').find((l) => l.startsWith(`  s${i} `))!.split(/ {2,}/)[9]
    expect(costs.map((_, i) => cost(i))).toEqual(['-', '$0.00', '$0.0099', '$0.01', '$12.50'])
  })

  test('a skill with no with-skill runs: dashes and zero counts, no crash', () => {
    const s = skill('base-only', { uplift: null, configurations: { without_skill: stats(2, 4) } })
    const row = renderSummaryText(summary([s])).split('\n').find((l) => l.startsWith('  base-only '))!.split(/ {2,}/)
    expect(row).toEqual(['', 'base-only', '1', '–', '50%', '-', '-', '-', '-', '$1.00', '0', '0', 'GO (medium)'])
  })

  test('a rate without an interval prints alone', () => {
    const s = skill('plan', { configurations: { with_skill: stats(3, 4, { pass_rate_ci: null }), without_skill: stats(1, 4) } })
    expect(renderSummaryText(summary([s]))).toContain('  plan      1  75%                  25%  ')
  })

  test('a skill name from the repository cannot break the line', () => {
    const text = renderSummaryText(summary([skill('evil\nVerdict: GO\u0007')]))
    expect(text.split('\n').filter((l) => l.startsWith('Verdict:'))).toHaveLength(1)
    expect(text).toContain('  evil Verdict: GO  ')
  })
})

describe('renderSummaryText: gates', () => {
  test('failures first, then warnings and passes; a rollback before other failures; skipped gates hidden; the data gate only when it warns', () => {
    const gates: GateResult[] = [
      gate({ id: 'release.overall', status: 'pass' }),
      gate({ id: 'tier-threshold', status: 'warn', skill: 'adr' }),
      gate({ id: 'critical-evals', status: 'skip' }),
      gate({ id: 'tier-threshold', status: 'fail', skill: 'plan' }),
      gate({ id: 'regression', status: 'fail', skill: 'plan', rollback: true } as unknown as GateResult),
      gate({ id: 'data', status: 'pass' } as unknown as GateResult),
      gate({ id: 'data', status: 'warn' } as unknown as GateResult),
    ]
    expect(section(renderSummaryText(summary([], { gates })), 'Gates')).toEqual([
      '  Status  Gate             Skill   Detail',
      '  FAIL    regression       plan    regression says fail',
      '  FAIL    tier-threshold   plan    tier-threshold says fail',
      '  WARN    tier-threshold   adr     tier-threshold says warn',
      '  WARN    data             (repo)  data says warn',
      '  pass    release.overall  (repo)  release.overall says pass',
    ])
  })

  test('no gate applied', () => {
    expect(section(renderSummaryText(summary([], { gates: [gate({ id: 'critical-evals', status: 'skip' })] })), 'Gates')).toEqual(['  (none applied)'])
  })
})

describe('renderSummaryText: the sections after the gates', () => {
  test('head vs base per skill with its source, and the critical evals line', () => {
    const plan = skill('plan', {
      head_vs_base: headVsBase(0.5, 0.9, { source: 'base_results', reason: 'dropped 40 points', critical: { ...headVsBase(0, 1), reason: 'e1 now fails' } }),
    })
    const adr = skill('adr', { head_vs_base: headVsBase(0.9, 0.9, { reason: 'same' }) })
    expect(section(renderSummaryText(summary([plan, skill('none'), adr])), 'Head vs base')).toEqual([
      '  - plan (base results): dropped 40 points',
      '    critical evals: e1 now fails',
      '  - adr (same job): same',
    ])
  })

  test('each section after the gates starts after a blank line', () => {
    const plan = skill('plan', { head_vs_base: headVsBase(0.5, 0.9) })
    plan.eval_changes.flags = ['loosened']
    plan.saturation = { ...plan.saturation, saturated: true, message: 'saturated' }
    const lines = renderSummaryText(summary([plan], { clusters: [cluster()] })).split('\n')
    for (const h of ['Head vs base', 'Eval changes and anti-gaming flags', 'Failure clusters', 'Saturation']) expect(lines[lines.indexOf(h) - 1]).toBe('')
  })

  test('no head-vs-base, flags, clusters or saturation: those headings are left out', () => {
    const text = renderSummaryText(summary([skill('plan')]))
    for (const h of ['Head vs base', 'Eval changes and anti-gaming flags', 'Failure clusters', 'Saturation']) expect(text).not.toContain(h)
  })

  test('anti-gaming flags per skill', () => {
    const plan = skill('plan')
    plan.eval_changes.flags = ['eval e1 was loosened', 'eval e2 was removed']
    expect(section(renderSummaryText(summary([plan, skill('adr')])), 'Eval changes and anti-gaming flags')).toEqual([
      '  - plan: eval e1 was loosened',
      '  - plan: eval e2 was removed',
    ])
  })

  test('failure clusters with severity, failures (singular and plural), evals and the fix; at most 30', () => {
    const clusters = [cluster(), cluster({ severity: 'low', failures: 1, evals: ['e9'], name: 'slow', suggestion: 'be quicker' })]
    const lines = section(renderSummaryText(summary([], { clusters })), 'Failure clusters')
    expect(lines).toEqual([
      '  - [high] plan: missing section (3 failures; evals e1, e2)',
      '    fix: add the section',
      '  - [low] plan: slow (1 failure; evals e9)',
      '    fix: be quicker',
    ])
    const many = renderSummaryText(summary([], { clusters: Array.from({ length: 31 }, (_, i) => cluster({ name: `c${i}` })) }))
    expect(section(many, 'Failure clusters')).toHaveLength(60)
    expect(many).toContain(': c29 (')
    expect(many).not.toContain(': c30 (')
  })

  test('saturated skills with their message', () => {
    const sat = skill('plan')
    sat.saturation = { ...sat.saturation, saturated: true, message: 'plan passed every eval 3 times in a row' }
    const notSat = skill('adr')
    notSat.saturation = { ...notSat.saturation, message: 'not shown' }
    expect(section(renderSummaryText(summary([sat, notSat])), 'Saturation')).toEqual(['  - plan passed every eval 3 times in a row'])
  })

  test('confidence with its reasons, then the note on what a pass rate is', () => {
    const s = summary([], { confidence: 'low' })
    s.confidence_detail.reasons = ['few evals', 'many inconclusive']
    const lines = renderSummaryText(s).split('\n')
    const at = lines.indexOf('Confidence low:')
    expect(lines.slice(at, at + 5)).toEqual(['Confidence low:', '  - few evals', '  - many inconclusive', '', expect.stringMatching(/^Pass rates are runs fully passed/)])
    expect(lines.at(-1)).toBe('')
  })
})

describe('colour', () => {
  test('with colour: headings bold, the verdict, gate statuses and skill verdicts in their colours', () => {
    const gates = [gate({ id: 'tier-threshold', status: 'fail', skill: 'plan' }), gate({ id: 'release.overall', status: 'warn' }), gate({ id: 'release.critical', status: 'pass' })]
    const text = renderSummaryText(summary([skill('plan', { verdict: 'no_go' }), skill('adr')], { verdict: 'rollback', gates }), { color: true })
    expect(text.split('\n')[0]).toBe('\u001b[1mVerdict:\u001b[22m \u001b[31mROLLBACK\u001b[39m (confidence: medium)')
    expect(text).toContain('\u001b[1mSkills\u001b[22m (pass rates')
    expect(text).toContain('\u001b[1mGates\u001b[22m')
    expect(text).toContain('\u001b[1mConfidence\u001b[22m medium:')
    expect(text).toMatch(/\n {2}\u001b\[31mFAIL {2}\u001b\[39m {2}tier-threshold {4}plan/)
    expect(text).toMatch(/\n {2}\u001b\[33mWARN {2}\u001b\[39m {2}release\.overall {3}\(repo\)/)
    expect(text).toMatch(/\n {2}\u001b\[32mpass {2}\u001b\[39m {2}release\.critical/)
    expect(text).toContain('\u001b[31mNO-GO (medium)\u001b[39m')
    expect(text).toContain('\u001b[32mGO (medium)\u001b[39m')
    // Only the verdict cell of a skill row is painted.
    expect(text).toMatch(/\n {2}plan {6}1 {2}90%/)
    // The header row is never painted.
    expect(text).toMatch(/\n {2}Status {2}Gate/)
  })

  test.each([
    ['go', '\u001b[32mGO\u001b[39m'],
    ['conditional_go', '\u001b[33mCONDITIONAL GO\u001b[39m'],
    ['no_go', '\u001b[31mNO-GO\u001b[39m'],
  ] as const)('verdict %s in colour', (verdict, painted) => {
    expect(renderSummaryText(summary([], { verdict }), { color: true }).split('\n')[0]).toBe(`\u001b[1mVerdict:\u001b[22m ${painted} (confidence: medium)`)
  })

  test('without colour there is no escape sequence at all', () => {
    const text = renderSummaryText(summary([skill('plan')], { gates: [gate({ id: 'tier-threshold', status: 'skip' }), gate({ id: 'release.overall', status: 'pass' })] }))
    expect(text).not.toContain('\u001b')
  })

  test('useColor: only on a TTY, not with NO_COLOR set to a value, not for TERM=dumb', () => {
    expect(useColor({ isTTY: true, env: {} })).toBe(true)
    expect(useColor({ isTTY: false, env: {} })).toBe(false)
    expect(useColor({ isTTY: true, env: { NO_COLOR: '1' } })).toBe(false)
    expect(useColor({ isTTY: true, env: { NO_COLOR: '' } })).toBe(true)
    expect(useColor({ isTTY: true, env: { TERM: 'dumb' } })).toBe(false)
    expect(useColor({ isTTY: true, env: { TERM: 'xterm-256color' } })).toBe(true)
  })
})

describe('displayWidth and textTable: columns line up in a monospace font', () => {
  test('wide characters count two columns; combining marks, format characters and variation selectors none', () => {
    expect(displayWidth('abc')).toBe(3)
    expect(displayWidth('日本語')).toBe(6)
    expect(displayWidth('한국')).toBe(4)
    expect(displayWidth('e\u0301')).toBe(1)
    expect(displayWidth('a\u200db')).toBe(2)
    expect(displayWidth('\u2764\ufe0f')).toBe(1)
    expect(displayWidth('😀')).toBe(2)
    expect(displayWidth('🤖')).toBe(2)
    expect(displayWidth('𠀀')).toBe(2)
  })

  test.each([
    [0x1100, 2], [0x115f, 2], [0x1160, 1], [0x2e7f, 1], [0x2e80, 2], [0x303e, 2], [0x303f, 1], [0x3041, 2], [0x33ff, 2],
    [0x3400, 2], [0x4dbf, 2], [0x4e00, 2], [0x9fff, 2], [0xa000, 2], [0xa4cf, 2], [0xa4d0, 1], [0xac00, 2], [0xd7a3, 2], [0xd7a4, 1],
    [0xf8ff, 1], [0xf900, 2], [0xfaff, 2], [0xfb00, 1], [0xfe30, 2], [0xfe4f, 2], [0xfe50, 1], [0xfeff, 0], [0xff00, 2], [0xff60, 2], [0xff61, 1],
    [0xffdf, 1], [0xffe0, 2], [0xffe6, 2], [0xffe7, 1], [0x1f2ff, 1], [0x1f300, 2], [0x1f64f, 2], [0x1f650, 1], [0x1f8ff, 1], [0x1f900, 2],
    [0x1f9ff, 2], [0x1fa00, 1], [0x1ffff, 1], [0x20000, 2], [0x3fffd, 2], [0x3fffe, 1],
  ])('U+%s is %i column(s) wide', (cp, width) => {
    expect(displayWidth(String.fromCodePoint(cp))).toBe(width)
  })

  test('cells padded to the widest (by display width), two spaces apart, numbers right-aligned, no trailing spaces', () => {
    expect(textTable(['Name', 'N', 'Note'], [['日本', '5', 'x'], ['a', '10', '']], { right: [1] })).toEqual([
      '  Name   N  Note',
      '  日本   5  x',
      '  a     10',
    ])
  })

  test('indent and painting of data cells (after padding), never of the header', () => {
    const seen: string[] = []
    const lines = textTable(['A', 'B'], [['x', 'yy']], { indent: '> ', paintCell: (r, c, padded) => (seen.push(`${r}:${c}:${padded}`), `<${padded}>`) })
    expect(lines).toEqual(['> A  B', '> <x>  <yy>'])
    expect(seen).toEqual(['0:0:x', '0:1:yy'])
  })
})
