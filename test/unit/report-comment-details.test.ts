import { describe, test, expect } from '@jest/globals'
import type { AggregateRun, FailureCluster, SkillSummary } from '../../src/aggregate/types.js'
import {
  collectFailures,
  commentMarker,
  formatSeconds,
  formatTokens,
  formatUsd,
  htmlText,
  renderComment,
  renderJobSummary,
  renderNothingToEvaluate,
  renderSkippedNoApiKey,
  safeUrl,
  type EvalFailure,
  type ReportOptions,
} from '../../src/report/comment.js'
import { headVsBase, skill, stats, summary, tierGate } from '../helpers/summary-fixtures.js'

// The PR comment and job summary, detail by detail: what a reader sees in each cell and line.

const OPTS: ReportOptions = { mode: 'quick', modeReason: 'pull request without the full-eval label', ranSkills: ['plan'] }
const MARKER = commentMarker('pr')
const lines = (text: string) => text.split('\n')

function failure(skillName: string, evalId: string, over: Partial<EvalFailure> = {}): EvalFailure {
  return {
    skill: skillName,
    evalId,
    evalName: `eval ${evalId}`,
    configuration: 'with_skill',
    trials: 3,
    failedTrials: 2,
    errorTrials: 0,
    critical: false,
    severity: 'error',
    assertions: [],
    errors: [],
    ...over,
  }
}

function cluster(over: Partial<FailureCluster> = {}): FailureCluster {
  return {
    key: 'k',
    name: 'missing section',
    skill: 'plan',
    check_kind: 'file',
    assertion_type: 'contains',
    cause: 'missing',
    severity: 'high',
    failures: 2,
    evals: ['1', '2'],
    critical: false,
    examples: [],
    suggestion: 'Add the section.',
    ...over,
  }
}

/** The cells of the table row of a skill. */
function row(text: string, name: string): string[] {
  const line = lines(text).find((l) => l.startsWith(`| \`${name}\``))
  if (!line) throw new Error(`no row for ${name}`)
  return line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim())
}

describe('number formats', () => {
  test('money: zero, under a cent, cents', () => {
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(0.0099)).toBe('<$0.01')
    expect(formatUsd(0.01)).toBe('$0.01')
    expect(formatUsd(12.345)).toBe('$12.35')
  })

  test('tokens: plain under 1,000, thousands with one decimal under a million, then millions', () => {
    expect(formatTokens(999.4)).toBe('999')
    expect(formatTokens(1000)).toBe('1.0k')
    expect(formatTokens(12_345)).toBe('12.3k')
    expect(formatTokens(999_999)).toBe('1000.0k')
    expect(formatTokens(1_000_000)).toBe('1.00M')
    expect(formatTokens(2_345_678)).toBe('2.35M')
  })

  test('seconds: one decimal under a minute, then minutes and seconds', () => {
    expect(formatSeconds(59.94)).toBe('59.9 s')
    expect(formatSeconds(60)).toBe('1 min 0 s')
    expect(formatSeconds(125.6)).toBe('2 min 6 s')
  })
})

describe('safe text', () => {
  test('htmlText: line breaks to spaces, HTML and Markdown punctuation as entities, mentions broken', () => {
    expect(htmlText('a\r\n\nb')).toBe('a b')
    expect(htmlText(`<b a="x" b='y'>&</b>`)).toBe('&lt;b a=&quot;x&quot; b=&#39;y&#39;&gt;&amp;&lt;/b&gt;')
    expect(htmlText('[x]*_`|~\\')).toBe('&#91;x&#93;&#42;&#95;&#96;&#124;&#126;&#92;')
    expect(htmlText('@octocat')).toBe('@\u200boctocat')
  })

  test('safeUrl: only absolute http(s) URLs without spaces; link-breaking characters encoded', () => {
    expect(safeUrl(undefined)).toBeUndefined()
    expect(safeUrl('')).toBeUndefined()
    expect(safeUrl('ftp://x')).toBeUndefined()
    expect(safeUrl('https://x/a b')).toBeUndefined()
    expect(safeUrl(' https://x')).toBeUndefined()
    expect(safeUrl('https://x\n')).toBeUndefined()
    expect(safeUrl('HTTP://X/y')).toBe('HTTP://X/y')
    expect(safeUrl('http://x/(a)<b>"c"\'d\'`e`\\f|g[h]')).toBe('http://x/%28a%29%3Cb%3E%22c%22%27d%27%60e%60%5Cf%7Cg%5Bh%5D')
  })

  test('commentMarker: characters outside the safe set replaced, at most 100, never empty', () => {
    expect(commentMarker()).toBe('<!-- skill-evals:comment key=default -->')
    expect(commentMarker('a b<c>--d')).toBe('<!-- skill-evals:comment key=a-b-c---d -->')
    expect(commentMarker('Az09._/:=-')).toBe('<!-- skill-evals:comment key=Az09._/:=- -->')
    expect(commentMarker('k'.repeat(150))).toBe(`<!-- skill-evals:comment key=${'k'.repeat(100)} -->`)
    expect(commentMarker('')).toBe('<!-- skill-evals:comment key=default -->')
  })

  test('a marker of ours is kept as it is; one with a line break, or not ending the line, is used as a key', () => {
    const first = (marker: string) => lines(renderComment({ summary: summary([]) }, { ...OPTS, marker }))[0]
    expect(first('<!-- skill-evals:other key=x -->')).toBe('<!-- skill-evals:other key=x -->')
    expect(first('<!-- skill-evals:comment key=a\nb -->')).toBe('<!-- skill-evals:comment key=-----skill-evals:comment-key=a-b---- -->')
    expect(first('x <!-- skill-evals:comment key=a -->')).toBe('<!-- skill-evals:comment key=x------skill-evals:comment-key=a---- -->')
    expect(first('<!-- skill-evals:comment key=a --> x')).toBe('<!-- skill-evals:comment key=-----skill-evals:comment-key=a-----x -->')
  })
})

describe('renderComment: the verdict and what ran', () => {
  test('each verdict with its emoji and label; an unknown verdict shown as it is', () => {
    const first = (verdict: string) => lines(renderComment({ summary: summary([], { verdict: verdict as 'go' }) }, { ...OPTS, marker: MARKER }))[3]
    expect(first('go')).toBe('✅ **GO** · confidence: medium')
    expect(first('conditional_go')).toBe('⚠️ **CONDITIONAL GO** · confidence: medium')
    expect(first('no_go')).toBe('❌ **NO-GO** · confidence: medium')
    expect(first('rollback')).toBe('⏪ **ROLLBACK** · confidence: medium')
    expect(first('mystery')).toBe('❔ **mystery** · confidence: medium')
  })

  test('reasons: "Every gate passed." left out on go only; at most 10, then a count', () => {
    const go = renderComment({ summary: summary([], { reasons: ['Every gate passed.'] }) }, { ...OPTS, marker: MARKER })
    expect(go).not.toContain('Every gate passed.')
    const cond = renderComment({ summary: summary([], { verdict: 'conditional_go', reasons: ['Every gate passed.', 'x'] }) }, { ...OPTS, marker: MARKER })
    expect(cond).toContain('- Every gate passed.\n- x\n')
    const many = renderComment({ summary: summary([], { verdict: 'no_go', reasons: Array.from({ length: 12 }, (_, i) => `r${i}`) }) }, { ...OPTS, marker: MARKER })
    expect(many).toContain('- r9\n- …and 2 more\n')
    expect(many).not.toContain('- r10')
    const ten = renderComment({ summary: summary([], { verdict: 'no_go', reasons: Array.from({ length: 10 }, (_, i) => `r${i}`) }) }, { ...OPTS, marker: MARKER })
    expect(ten).not.toContain('more')
    expect(renderComment({ summary: summary([], { verdict: 'no_go', reasons: ['x'.repeat(500)] }) }, { ...OPTS, marker: MARKER })).toContain(`- ${'x'.repeat(399)}…\n`)
  })

  test('mode and reason clipped; ran: skill names up to 20, counts, inconclusive, errors, skipped, cost, models', () => {
    const ranSkills = Array.from({ length: 22 }, (_, i) => `s${i}`)
    const s = summary([skill('a', { model: 'm1' }), skill('b', { model: 'm2' }), skill('c', { model: 'm1' }), skill('d', { model: undefined as unknown as string })], {
      totals: { skills: 4, evals: 1, runs: 1, graded: 1, passed: 1, failed: 0, inconclusive: 3, errors: 1, skipped: 2, cost_usd: 0 },
    })
    const text = renderComment({ summary: s }, { ...OPTS, marker: MARKER, mode: 'm'.repeat(50), modeReason: 'r'.repeat(450), ranSkills })
    expect(text).toContain(`**Mode:** ${'m'.repeat(39)}… · ${'r'.repeat(399)}…\n`)
    expect(text).toContain(
      `**Ran:** 22 skills (${ranSkills.slice(0, 20).map((n) => `\`${n}\``).join(', ')}, …and 2 more) · 1 eval · 1 run · 3 inconclusive · 1 error · 2 skipped · cost $0.00 · models \`m1\`, \`m2\`\n`,
    )
    const none = renderComment({ summary: summary([], { totals: { ...s.totals, inconclusive: 0, errors: 2, skipped: 0, cost_usd: null } }) }, { ...OPTS, marker: MARKER, ranSkills: [] })
    expect(none).toContain('**Ran:** 0 skills · 1 eval · 1 run · 2 errors · cost unknown\n')
    expect(none).toContain('No skill was evaluated.')
    const twenty = renderComment({ summary: summary([]) }, { ...OPTS, marker: MARKER, ranSkills: ranSkills.slice(0, 20) })
    expect(twenty).not.toContain('…and')
  })

  test('at most five models listed', () => {
    const s = summary(Array.from({ length: 7 }, (_, i) => skill(`s${i}`, { model: `model-${i}` })))
    const text = renderComment({ summary: s }, { ...OPTS, marker: MARKER })
    expect(text).toContain('models `model-0`, `model-1`, `model-2`, `model-3`, `model-4`\n')
  })
})

describe('renderComment: table cells', () => {
  test('no with-skill rate, no baseline, no head-vs-base: dashes; uplift computed from the two rates when no comparison', () => {
    const none = skill('none', { uplift: null, configurations: { with_skill: stats(0, 0, { mean_time_seconds: null, mean_tokens: null }) } })
    expect(row(renderComment({ summary: summary([none]) }, { ...OPTS, marker: MARKER }), 'none')).toEqual(['`none`', '1', '4', '—', '—', '—', '—', '—', '—', '$1.00', '✅ GO'])
    const computed = skill('computed', { uplift: null, configurations: { with_skill: stats(7, 10, { pass_rate_ci: null }), without_skill: stats(9, 10) } })
    const r = row(renderComment({ summary: summary([computed]) }, { ...OPTS, marker: MARKER }), 'computed')
    expect(r[3]).toBe('70%')
    expect(r[5]).toBe('90%')
    expect(r[6]).toBe('-20 pts')
  })

  test('uplift from the comparison, a warning sign on a regression; head vs base tags; ±0 pts unsigned', () => {
    const reg = skill('reg', { head_vs_base: headVsBase(0.5, 0.5, { verdict: 'inconclusive' }) })
    reg.uplift = { ...reg.uplift!, verdict: 'regression', head_rate: 0.3, base_rate: 0.5 }
    const imp = skill('imp', { head_vs_base: headVsBase(0.9, 0.5) })
    imp.uplift = { ...imp.uplift!, head_rate: 0.5, base_rate: 0.5 }
    const nc = skill('nc', { head_vs_base: headVsBase(0.6, 0.5, { verdict: 'no_change' }) })
    const text = renderComment({ summary: summary([reg, imp, nc]) }, { ...OPTS, marker: MARKER })
    expect(row(text, 'reg').slice(4, 7)).toEqual(['±0 pts (inconclusive)', '40%', '-20 pts ⚠️'])
    expect(row(text, 'imp').slice(4, 7)).toEqual(['+40 pts (improvement)', '40%', '±0 pts'])
    expect(row(text, 'nc')[4]).toBe('+10 pts')
  })

  test('status: errors counted over every configuration, singular and plural', () => {
    const one = skill('one', { verdict: 'rollback', configurations: { with_skill: stats(9, 10, { errors: 1 }), without_skill: stats(4, 10) } })
    const two = skill('two', { verdict: 'conditional_go', configurations: { with_skill: stats(9, 10, { errors: 1, inconclusive: 1 }), without_skill: stats(4, 10, { errors: 1 }) } })
    const text = renderComment({ summary: summary([one, two]) }, { ...OPTS, marker: MARKER })
    expect(row(text, 'one')[10]).toBe('⏪ ROLLBACK · 1 error')
    expect(row(text, 'two')[10]).toBe('⚠️ CONDITIONAL GO · 1 inconclusive · 2 errors')
  })

  test('a long skill name is clipped to 120 characters in its cell', () => {
    const name = 'n'.repeat(130)
    const text = renderComment({ summary: summary([skill(name)]) }, { ...OPTS, marker: MARKER })
    expect(text).toContain(`| \`${'n'.repeat(119)}…\` |`)
  })
})

describe('renderComment: below threshold, clusters, failures', () => {
  test('below threshold: repo and skill gates merged, duplicates dropped, failures before warnings', () => {
    const warn = tierGate('adr', 0.7, 'warn')
    const fail = tierGate('plan', 0.5)
    const s = summary([skill('adr', { gates: [warn] }), skill('plan', { gates: [fail, { ...fail, id: 'release.overall' }] })], {
      gates: [fail, { ...tierGate('x', 0.9), status: 'pass' }, { ...tierGate('y', 0.9), status: 'skip' }],
    })
    const text = renderComment({ summary: s }, { ...OPTS, marker: MARKER })
    const below = text.slice(text.indexOf('### Below threshold'), text.indexOf('\n\n', text.indexOf('### Below threshold') + 21))
    expect(below.replace(/\\/g, '')).toBe(["### Below threshold", '', `- ❌ ${fail.message}`, `- ⚠️ ${warn.message}`].join('\n'))
  })

  test('clusters: severity icons, evals (one or several), critical, suggestion; at most 10', () => {
    const clusters = [
      cluster(),
      cluster({ severity: 'medium', evals: ['7'], failures: 1, critical: true, name: 'n2' }),
      cluster({ severity: 'low', evals: [], name: 'n3' }),
    ]
    const text = renderComment({ summary: summary([], { clusters }) }, { ...OPTS, marker: MARKER })
    expect(text).toContain('### Failure clusters\n\n')
    expect(text).toContain('- 🔴 **missing section** in `plan`, evals 1, 2: 2 failures. Add the section.\n')
    expect(text).toContain('- 🟠 **n2** in `plan`, eval 7: 1 failure (critical). Add the section.\n')
    expect(text).toContain('- 🟡 **n3** in `plan`: 2 failures. Add the section.\n')
    const many = renderComment({ summary: summary([], { clusters: Array.from({ length: 12 }, (_, i) => cluster({ name: `c${i}` })) }) }, { ...OPTS, marker: MARKER })
    expect(many).toContain('**c9**')
    expect(many).not.toContain('**c10**')
    expect(many).toContain('- …and 2 more\n')
  })

  test('failures: trials with errored count, source, assertions without count or evidence, run errors', () => {
    const f = failure('plan', '3', {
      errorTrials: 1,
      severity: 'warning',
      source: { file: 'evals/e.json', line: 4 },
      assertions: [{ text: 'has steps', evidence: '  ', count: 1 }],
      errors: ['HTTP 529'],
    })
    const noTrials = failure('plan', '4', { trials: 0 })
    const text = renderComment({ summary: summary([]), failures: [f, noTrials] }, { ...OPTS, marker: MARKER })
    // One error among the skill's failures makes the skill's summary line an error.
    expect(text).toContain('### Failures\n\n<details><summary>❌ plan: 2 failing evals</summary>\n\n')
    const warningsOnly = renderComment({ summary: summary([]), failures: [f] }, { ...OPTS, marker: MARKER })
    expect(warningsOnly).toContain('<details><summary>⚠️ plan: 1 failing eval</summary>\n\n')
    expect(warningsOnly).toContain('\n\n</details>\n\n📊')
    expect(text).toContain('- ⚠️ **eval 3** eval 3 · 2/3 trials failed, 1 errored · `evals/e.json:4`\n  - ✗ has steps\n  - 💥 HTTP 529\n')
    expect(text).toContain('- ❌ **eval 4** eval 4\n')
  })

  test('when failure details are left out to fit, the comment says how many evals failed', () => {
    const failures = Array.from({ length: 3 }, (_, i) => failure('plan', String(i), { assertions: [{ text: 'a'.repeat(200), evidence: 'e'.repeat(400), count: 1 }] }))
    const base = renderComment({ summary: summary([skill('plan')]) }, { ...OPTS, marker: MARKER })
    const text = renderComment({ summary: summary([skill('plan')]), failures }, { ...OPTS, marker: MARKER, maxChars: base.length + 200 })
    expect(text).toContain("_3 failing evals: the failure details are left out to fit GitHub's size limit; see the job summary and the eval viewer._")
    const clustersOnly = renderComment({ summary: summary([skill('plan')], { clusters: Array.from({ length: 10 }, () => cluster({ suggestion: 's'.repeat(290) })) }) }, { ...OPTS, marker: MARKER, maxChars: base.length + 200 })
    expect(clustersOnly).toContain("_The failure details are left out to fit GitHub's size limit; see the job summary and the eval viewer._")
  })

  test('the footer names the rate and the intervals', () => {
    const text = renderJobSummary({ summary: summary([]) }, OPTS)
    expect(text.endsWith('<sub>skill-evals · Pass rates are runs fully passed: the share of graded runs whose every assertion passed, in whole percent rounded down. Intervals are 95% Wilson intervals.</sub>\n')).toBe(true)
    expect(lines(text)[0]).toBe('## Skill Eval Results')
  })
})

describe('notices without results', () => {
  test('nothing to evaluate: mode, reason, the full-eval label', () => {
    expect(renderNothingToEvaluate({ marker: MARKER, mode: 'quick', reason: 'only docs changed', fullEvalLabel: 'full-eval' })).toBe(
      `${MARKER}\n## Skill Eval Results\n\n⚪ **Nothing to evaluate** · mode: quick\n\nonly docs changed\n\nAdd the \`full-eval\` label to run every eval anyway.\n`,
    )
    expect(renderNothingToEvaluate()).toBe('## Skill Eval Results\n\n⚪ **Nothing to evaluate**\n\nNo skill, eval suite or shared reference changed, so no eval ran and no API cost was spent.\n')
  })

  test('skipped without a key: the fork hint unless known not to be a fork', () => {
    expect(lines(renderSkippedNoApiKey())[2]).toBe('⏭️ **Skipped: no `ANTHROPIC_API_KEY`** (pull request from a fork?)')
    expect(lines(renderSkippedNoApiKey({ forkPr: true }))[2]).toBe('⏭️ **Skipped: no `ANTHROPIC_API_KEY`** (pull request from a fork?)')
    expect(lines(renderSkippedNoApiKey({ forkPr: false, marker: MARKER }))[0]).toBe(MARKER)
    expect(lines(renderSkippedNoApiKey({ forkPr: false, marker: MARKER }))[3]).toBe('⏭️ **Skipped: no `ANTHROPIC_API_KEY`**')
  })
})

describe('collectFailures: what each failure carries', () => {
  const run = (evalId: string, over: Partial<AggregateRun> = {}): AggregateRun => ({
    skill: 'plan', evalId, evalName: evalId, configuration: 'with_skill', trial: 1, status: 'graded', passed: 0, failed: 0, total: 0,
    timeSeconds: 1, tokens: 1, toolCalls: 0, errors: 0, expectations: [], notes: [], costUsd: null,
    iteration: 1, model: 'm', grade: 'fail', toolErrors: 0, apiError: false, ...over,
  })
  const evalResult = (id: string, runs: ('pass' | 'fail' | 'error' | 'inconclusive')[], outcome: 'fail' | 'error' | 'pass' = 'fail') => ({
    id, name: `eval ${id}`, critical: false, definition_hash: null,
    configurations: { with_skill: { trials: runs.length, graded: runs.length, passed: 0, outcome, runs } },
  })

  test('errored trials counted; run errors from the first non-blank note, "run error" without one, each once; graded errors and API errors both count', () => {
    const s = skill('plan', { verdict: 'rollback', eval_results: [evalResult('1', ['fail', 'error', 'error', 'inconclusive'])] as SkillSummary['eval_results'] })
    const runs = [
      run('1', { grade: 'error', notes: ['  ', 'HTTP 529'] }),
      run('1', { grade: 'error', notes: ['HTTP 529'] }),
      run('1', { grade: 'fail', apiError: true, notes: [] }),
      run('1', { grade: 'fail', notes: ['not an error'] }),
      run('1', { grade: 'error', notes: [], configuration: 'without_skill' }),
    ]
    const [f] = collectFailures(summary([s]), runs)
    expect(f).toMatchObject({ trials: 4, failedTrials: 1, errorTrials: 2, severity: 'error', configuration: 'with_skill', errors: ['HTTP 529', 'run error'] })
  })

  test('assertion status: an explicit status wins over passed; inconclusive assertions are listed; passes are not', () => {
    const s = skill('plan', { eval_results: [evalResult('1', ['fail'])] as SkillSummary['eval_results'] })
    const runs = [
      run('1', {
        expectations: [
          { text: 'passed by status', passed: false, evidence: '', status: 'pass' },
          { text: 'failed by status', passed: true, evidence: 'e1', status: 'fail' },
          { text: 'unsure', passed: false, evidence: 'e2', status: 'inconclusive' },
          { text: 'plain fail', passed: false, evidence: 'e3' },
          { text: 'plain pass', passed: true, evidence: '' },
        ] as AggregateRun['expectations'],
      }),
    ]
    const [f] = collectFailures(summary([s]), runs)
    expect(f!.assertions.map((a) => a.text)).toEqual(['failed by status', 'unsure', 'plain fail'])
    expect(f!.severity).toBe('warning')
    expect(f!.source).toBeUndefined()
  })

  test('an eval that errored is a failure too; passing evals and evals without a with_skill side are not', () => {
    const s = skill('plan', {
      verdict: 'no_go',
      eval_results: [
        evalResult('1', ['error'], 'error'),
        evalResult('2', ['pass'], 'pass'),
        { id: '3', name: 'x', critical: false, definition_hash: null, configurations: {} },
      ] as SkillSummary['eval_results'],
    })
    expect(collectFailures(summary([s])).map((f) => [f.evalId, f.severity])).toEqual([['1', 'error']])
  })
})

describe('renderComment: the whole comment', () => {
  test('a small report line by line', () => {
    const plan = skill('plan', { verdict: 'no_go', gates: [tierGate('plan', 0.5)], head_vs_base: headVsBase(0.5, 0.9, { verdict: 'regression' }) })
    plan.uplift = { ...plan.uplift!, head_rate: 0.5, base_rate: 0.4 }
    const s = summary([skill('adr'), plan], { verdict: 'no_go', reasons: ["Tier 1 skill 'plan' pass rate is 50% (threshold: 80%)"], clusters: [cluster()] })
    const failures = [failure('plan', '1', { assertions: [{ text: 'has steps', evidence: 'none', count: 2 }] })]
    const text = renderComment({ summary: s, failures }, { ...OPTS, marker: MARKER, ranSkills: ['adr', 'plan'], artifactUrl: 'https://example.com/run/1' })
    expect(lines(text)).toEqual([
      MARKER,
      '## Skill Eval Results',
      '',
      '❌ **NO-GO** · confidence: medium',
      "- Tier 1 skill 'plan' pass rate is 50% (threshold: 80%)",
      '',
      '**Mode:** quick · pull request without the full-eval label',
      '',
      '**Ran:** 2 skills (`adr`, `plan`) · 8 evals · 40 runs · cost $2.50 · model `claude-sonnet-5-5`',
      '',
      '| Skill | Tier | Evals | With skill: runs fully passed (95% interval) | Δ vs base | Baseline (no skill) | Uplift | Time | Tokens | Cost | Status |',
      '|---|---:|---:|---|---|---|---|---:|---:|---:|---|',
      '| `adr` | 1 | 4 | 90% (70–100%) | — | 40% | +50 pts | 12.3 s | 12.3k | $1.00 | ✅ GO |',
      '| `plan` | 1 | 4 | 90% (70–100%) | -40 pts (regression) | 40% | +10 pts | 12.3 s | 12.3k | $1.00 | ❌ NO-GO |',
      '',
      '### Below threshold',
      '',
      "- ❌ Tier 1 skill 'plan' pass rate is 50% (threshold: 80%)",
      '',
      '### Failure clusters',
      '',
      '- 🔴 **missing section** in `plan`, evals 1, 2: 2 failures. Add the section.',
      '',
      '### Failures',
      '',
      '<details><summary>❌ plan: 1 failing eval</summary>',
      '',
      '- ❌ **eval 1** eval 1 · 2/3 trials failed',
      '  - ✗ has steps (×2)',
      '    - _Evidence:_ none',
      '',
      '</details>',
      '',
      '📊 The eval viewer is attached to this workflow run as an artifact: download it and open `index.html`. 📦 [Results of this run](https://example.com/run/1)',
      '',
      '<sub>skill-evals · Pass rates are runs fully passed: the share of graded runs whose every assertion passed, in whole percent rounded down. Intervals are 95% Wilson intervals.</sub>',
      '',
    ])
  })

  test('rows cut to fit keep the most severe skills (rollback, no go, conditional go, go), in table order', () => {
    const names = ['g1', 'rb', 'c1', 'ng', 'g2']
    const verdicts = ['go', 'rollback', 'conditional_go', 'no_go', 'go'] as const
    const s = summary(names.map((n, i) => skill(n, { verdict: verdicts[i] })))
    const full = renderComment({ summary: s }, { ...OPTS, marker: MARKER })
    const rowLen = lines(full).find((l) => l.startsWith('| `g1`'))!.length + 1
    const shown = (maxChars: number) => {
      const text = renderComment({ summary: s }, { ...OPTS, marker: MARKER, maxChars })
      return { rows: lines(text).filter((l) => /^\| `/.test(l)).map((l) => l.split('`')[1]), text }
    }
    const two = shown(full.length - 2 * rowLen + 60)
    expect(two.rows).toEqual(['rb', 'ng'])
    expect(two.text).toContain('…and 3 more skills (see the job summary and the eval viewer).')
    const three = shown(full.length - 2 * rowLen + 60 + rowLen)
    expect(three.rows).toEqual(['rb', 'c1', 'ng'])
    expect(three.text).toContain('…and 2 more skills (see the job summary and the eval viewer).')
    const four = shown(full.length - 1)
    expect(four.rows).toEqual(['g1', 'rb', 'c1', 'ng'])
    expect(four.text).toContain('…and 1 more skill (see the job summary and the eval viewer).')
  })
})

describe('size limits given by the caller', () => {
  test("a smaller job-summary or comment limit than GitHub's is honoured", () => {
    const s = summary(Array.from({ length: 40 }, (_, i) => skill(`skill-${i}`)))
    const job = renderJobSummary({ summary: s }, { ...OPTS, maxBytes: 3000 })
    expect(Buffer.byteLength(job)).toBeLessThan(3000)
    expect(job).toContain('more skills (see the job summary and the eval viewer)')
    const comment = renderComment({ summary: s }, { ...OPTS, marker: MARKER, maxChars: 3000 })
    expect(comment.length).toBeLessThan(3000)
    const bytes = renderComment({ summary: s }, { ...OPTS, marker: MARKER, maxBytes: 3000 })
    expect(Buffer.byteLength(bytes)).toBeLessThan(3000)
    // Asking for more than GitHub takes changes nothing for a report that fits anyway.
    expect(renderComment({ summary: s }, { ...OPTS, marker: MARKER, maxChars: 10_000_000, maxBytes: 10_000_000 })).toBe(renderComment({ summary: s }, { ...OPTS, marker: MARKER }))
  })
})

describe('renderComment: survivors of the mutation run, each a thing a reader would see wrong', () => {
  test('below threshold lists only tier-threshold gates that fail or warn, failures first even when a warning comes first', () => {
    const warn = tierGate('adr', 0.7, 'warn')
    const fail = tierGate('plan', 0.5)
    const other = { ...fail, id: 'release.overall' as const, message: 'Overall pass rate 50% is below 95%' }
    const s = summary([skill('adr', { gates: [warn] }), skill('plan', { gates: [other, fail] })])
    const text = renderComment({ summary: s }, { ...OPTS, marker: MARKER })
    const at = lines(text).indexOf('### Below threshold')
    expect(lines(text).slice(at, at + 5)).toEqual(['### Below threshold', '', `- ❌ ${fail.message}`, `- ⚠️ ${warn.message}`, ''])
  })

  test('the same gate message for two skills is listed for each', () => {
    const a = { ...tierGate('a', 0.5), message: 'pass rate is 50% (threshold: 80%)' }
    const b = { ...a, skill: 'b' }
    const text = renderComment({ summary: summary([skill('a', { gates: [a] }), skill('b', { gates: [b] })]) }, { ...OPTS, marker: MARKER })
    expect(text.split('- ❌ pass rate is 50%')).toHaveLength(3)
  })

  test('no gate below threshold: no heading; rows cut: the below-threshold list is cut to the same number with a count', () => {
    expect(renderComment({ summary: summary([skill('plan')]) }, { ...OPTS, marker: MARKER })).not.toContain('Below threshold')
    const skills = Array.from({ length: 6 }, (_, i) => skill(`s${i}`, { verdict: 'no_go', gates: [tierGate(`s${i}`, 0.5)] }))
    const full = renderComment({ summary: summary(skills) }, { ...OPTS, marker: MARKER })
    const text = renderComment({ summary: summary(skills) }, { ...OPTS, marker: MARKER, maxChars: full.length - 300 })
    const rows = lines(text).filter((l) => /^\| `s/.test(l)).length
    const listed = lines(text).filter((l) => l.startsWith("- ❌ Tier 1 skill 's")).length
    expect(rows).toBeLessThan(6)
    expect(listed).toBe(rows)
    expect(text).toContain(`- …and ${6 - rows} more\n`)
  })

  test('on go, "Every gate passed." is dropped but other reasons are kept', () => {
    const text = renderComment({ summary: summary([], { reasons: ['Every gate passed.', 'Coverage is thin.'] }) }, { ...OPTS, marker: MARKER })
    expect(lines(text).slice(3, 6)).toEqual(['✅ **GO** · confidence: medium', '- Coverage is thin.', ''])
  })

  test('errored trials are the error runs only', () => {
    const s = skill('plan', { eval_results: [{ id: '1', name: 'x', critical: false, definition_hash: null, configurations: { with_skill: { trials: 5, graded: 5, passed: 0, outcome: 'fail', runs: ['fail', 'error', 'error', 'error', 'inconclusive'] } } }] as SkillSummary['eval_results'] })
    expect(collectFailures(summary([s]))[0]!.errorTrials).toBe(3)
  })

  test('cells: unknown cost (absent or null), a baseline without a rate, no uplift from one rate, a skill without with-skill runs', () => {
    const absent = skill('absent', { cost_usd: undefined as unknown as null })
    const noBase = skill('nobase', { uplift: null, configurations: { with_skill: stats(9, 10), without_skill: stats(0, 0), old_skill: undefined } })
    const baseOnly = skill('baseonly', { uplift: null, configurations: { without_skill: stats(3, 4) } })
    const text = renderComment({ summary: summary([absent, noBase, baseOnly]) }, { ...OPTS, marker: MARKER })
    expect(row(text, 'absent')[9]).toBe('unknown')
    expect(row(text, 'nobase').slice(5, 7)).toEqual(['—', '—'])
    expect(row(text, 'baseonly').slice(3, 9)).toEqual(['—', '—', '75%', '—', '—', '—'])
  })

  test('no artifact link without an artifact URL; the blank lines around the empty-table note and the cut note', () => {
    const text = renderComment({ summary: summary([]) }, { ...OPTS, marker: MARKER, viewerUrl: 'https://example.com/v' })
    expect(text).not.toContain('📦')
    expect(text).toContain('\n\nNo skill was evaluated.\n\n')
    const skills = Array.from({ length: 6 }, (_, i) => skill(`s${i}`))
    const full = renderComment({ summary: summary(skills) }, { ...OPTS, marker: MARKER })
    const cut = renderComment({ summary: summary(skills) }, { ...OPTS, marker: MARKER, maxChars: full.length - 200 })
    expect(cut).toMatch(/\|\n\n…and \d more skills \(see the job summary and the eval viewer\)\.\n\n/)
    const failures = Array.from({ length: 3 }, (_, i) => failure('plan', String(i), { assertions: [{ text: 'a'.repeat(200), evidence: 'e'.repeat(400), count: 1 }] }))
    const noDetails = renderComment({ summary: summary([skill('plan')]), failures }, { ...OPTS, marker: MARKER, maxChars: full.length })
    expect(noDetails).toMatch(/\n\n_3 failing evals: the failure details are left out[^\n]*_\n\n📊/)
  })

  test('the skipped notice, whole', () => {
    expect(renderSkippedNoApiKey({ forkPr: false })).toBe(
      '## Skill Eval Results\n\n⏭️ **Skipped: no `ANTHROPIC_API_KEY`**\n\n' +
        'The evals need an Anthropic API key and this run has none. GitHub does not pass repository secrets to workflows ' +
        'triggered by `pull_request` from forks (nor to Dependabot), so the skills were only validated, not evaluated.\n\n' +
        'To evaluate pull requests from forks without exposing the key to their code, use the two-workflow pattern: ' +
        'the `pull_request` workflow validates and uploads what it needs as an artifact, and a separate ' +
        `[\`workflow_run\`](https://docs.github.com/en/actions/reference/workflows-and-actions/events-that-trigger-workflows#workflow_run) workflow on the base branch, which has the secret, treats that artifact ` +
        'as untrusted data, runs the evals behind a maintainer-applied label or an environment with required reviewers, ' +
        "and posts this comment. Never run a fork's code with secrets under `pull_request_target` ([why](https://securitylab.github.com/resources/github-actions-preventing-pwn-requests/)).\n",
    )
  })
})
