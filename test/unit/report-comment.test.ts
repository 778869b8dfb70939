import { describe, test, expect } from '@jest/globals'
import type { AggregateRun, SkillSummary } from '../../src/aggregate/types.js'
import { skill, stats, summary, tierGate } from '../helpers/summary-fixtures.js'
import type { EvalCase } from '../../src/types.js'
import {
  collectFailures,
  commentMarker,
  renderComment,
  renderJobSummary,
  renderNothingToEvaluate,
  renderSkippedNoApiKey,
  type EvalFailure,
  type ReportOptions,
} from '../../src/report/comment.js'
import { utf8Bytes } from '../../src/report/budget.js'

// ─── Fixtures: hand-built summary.json values, typed against src/gate/types.ts ───────────

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
    source: { file: 'evals/evals.json', line: 10 },
    assertions: [{ text: 'has a Requirements section', evidence: 'No ## Requirements heading in spec.md', count: 2 }],
    errors: [],
    ...over,
  }
}

const OPTS: ReportOptions = { mode: 'quick', modeReason: 'pull request without the full-eval label', ranSkills: ['plan', 'adr'] }
const MARKER = commentMarker('pr')

/** What a reader sees of Markdown backslash escapes. */
const plain = (text: string) => text.replace(/\\([\\`*_{}[\]()#+!|~])/g, '$1')
/** The text outside inline code spans (code spans show their content verbatim, never as HTML or mentions). */
const outsideCode = (text: string) => text.replace(/`[^`\n]*`/g, '`…`')

/** The table row of a skill (the line starting with its name in backticks). */
function row(text: string, name: string): string[] {
  const line = text.split('\n').find((l) => l.startsWith(`| \`${name}\``))
  if (!line) throw new Error(`no row for ${name}`)
  return line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim())
}

describe('renderComment: content', () => {
  test('marker first, SPEC-0017 heading, verdict, mode and what ran', () => {
    const s = summary([skill('plan'), skill('adr', { tier: 3 })])
    const text = renderComment({ summary: s }, { ...OPTS, marker: MARKER })
    const lines = text.split('\n')
    expect(lines[0]).toBe('<!-- skill-evals:comment key=pr -->')
    expect(lines[1]).toBe('## Skill Eval Results')
    expect(text).toContain('✅ **GO** · confidence: medium')
    expect(text).toContain('**Mode:** quick · pull request without the full-eval label')
    expect(text).toMatch(/\*\*Ran:\*\* 2 skills \(`plan`, `adr`\) · 8 evals · 40 runs · cost \$2\.50 · model `claude-sonnet-5-5`/)
    expect(text).toContain('| Skill | Tier | Evals | With skill: runs fully passed (95% interval) | Δ vs base | Baseline (no skill) | Uplift | Time | Tokens | Cost | Status |')
  })

  test('table values: pass rate with interval, delta, baseline, uplift, time, tokens, cost, status', () => {
    const plan = skill('plan', {
      verdict: 'no_go',
      configurations: {
        with_skill: stats(5, 10, { pass_rate_ci: { low: 0.237, high: 0.763, level: 0.95 }, inconclusive: 2, errors: 1, mean_time_seconds: 41.25, mean_tokens: 980, cost_usd: 0.3 }),
        without_skill: stats(2, 10),
      },
      uplift: null,
      head_vs_base: {
        verdict: 'regression', head_rate: 0.5, base_rate: 0.8, delta: -0.3, p_value: 0.01, ci_low: -0.5, ci_high: -0.1, ci_level: 0.95,
        method: 'mcnemar', reason: '', n_evals: 4, excluded: [], source: 'same_job', paired: true, base_label: null, worsened: ['1'],
        critical: null, critical_regression: false,
      },
      cost_usd: 0.42,
    })
    const text = renderComment({ summary: summary([plan]) }, { ...OPTS, marker: MARKER })
    expect(row(text, 'plan')).toEqual(['`plan`', '1', '4', '50% (23–76%)', '-30 pts (regression)', '20%', '+30 pts', '41.3 s', '980', '$0.42', '❌ NO-GO · 2 inconclusive · 1 error'])
  })

  test('unknown cost shows "unknown"; partially known cost is a lower bound', () => {
    const unknown = skill('plan', { cost_usd: null })
    const partial = skill('adr', { cost_usd: 0.25, configurations: { with_skill: stats(9, 10, { cost_complete: false }), without_skill: stats(4, 10) } })
    const s = summary([unknown, partial], { totals: { ...summary([]).totals, cost_usd: null } })
    const text = renderComment({ summary: s }, { ...OPTS, marker: MARKER })
    expect(row(text, 'plan')[9]).toBe('unknown')
    expect(row(text, 'adr')[9]).toBe('≥ $0.25')
    expect(text).toContain('cost unknown')
    expect(text).not.toContain('$0.00')
  })

  test('skills below threshold use the SPEC-0017 message; failures in <details> with evidence', () => {
    const plan = skill('plan', { verdict: 'no_go', gates: [tierGate('plan', 0.5)] })
    const adr = skill('adr', { tier: 3, verdict: 'conditional_go', gates: [tierGate('adr', 0.6, 'warn', 3)] })
    const s = summary([plan, adr], { verdict: 'no_go', reasons: ["Tier 1 skill 'plan' pass rate is 50% (threshold: 80%)"] })
    const text = renderComment({ summary: s, failures: [failure('plan', '1', { critical: true }), failure('adr', '200', { severity: 'warning' })] }, { ...OPTS, marker: MARKER })
    expect(text).toContain('❌ **NO-GO**')
    expect(text).toContain('### Below threshold')
    expect(plain(text)).toContain("- ❌ Tier 1 skill 'plan' pass rate is 50% (threshold: 80%)")
    expect(plain(text)).toContain("- ⚠️ Tier 3 skill 'adr' pass rate is 60% (threshold: 80%)")
    expect(text).toContain('<details><summary>❌ plan: 1 failing eval</summary>')
    expect(text).toContain('<details><summary>⚠️ adr: 1 failing eval</summary>')
    expect(text).toContain('**eval 1** eval 1 · **critical** · 2/3 trials failed · `evals/evals.json:10`')
    expect(text).toContain('  - ✗ has a Requirements section (×2)')
    expect(plain(text)).toContain('    - _Evidence:_ No ## Requirements heading in spec.md')
    expect(text.split('<details>').length).toBe(text.split('</details>').length)
  })

  test('viewer and artifact links; unsafe URLs are dropped', () => {
    const s = summary([skill('plan')])
    const text = renderComment({ summary: s }, { ...OPTS, marker: MARKER, viewerUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2', artifactUrl: 'https://github.com/o/r/actions/runs/1' })
    expect(text).toContain('[Eval viewer](https://github.com/o/r/actions/runs/1/artifacts/2)')
    expect(text).toContain('[Results of this run](https://github.com/o/r/actions/runs/1)')
    const bad = renderComment({ summary: s }, { ...OPTS, marker: MARKER, viewerUrl: 'javascript:alert(1)', artifactUrl: 'https://x/a)b' })
    expect(bad).not.toContain('javascript:')
    expect(bad).toContain('attached to this workflow run as an artifact')
    expect(bad).toContain('(https://x/a%29b)')
  })

  test('a marker that is not ours is used as a key, not pasted raw', () => {
    const text = renderComment({ summary: summary([]) }, { ...OPTS, marker: 'x --> <script>' })
    expect(text.split('\n')[0]).toMatch(/^<!-- skill-evals:comment key=[A-Za-z0-9._/:=-]+ -->$/)
  })
})

describe('renderComment: escaping of untrusted text', () => {
  const HOSTILE = 'evil|name`<script>alert(1)</script>@octocat [x](http://e) **b**'
  const text = (() => {
    const bad = skill(HOSTILE, { verdict: 'no_go', model: 'm`|x', gates: [tierGate(HOSTILE, 0.1)] })
    const s = summary([bad], {
      verdict: 'no_go',
      reasons: [`Tier 1 skill '${HOSTILE}' pass rate is 10% (threshold: 80%)`],
      clusters: [
        {
          key: 'k', name: 'Missing <b>content</b>', skill: HOSTILE, check_kind: 'contains', assertion_type: 'content', cause: 'missing_content',
          severity: 'high', failures: 3, evals: ['1', '2|3'], critical: true, examples: [], suggestion: 'ping @admins <img src=x onerror=alert(1)>',
        },
      ],
    })
    const f = failure(HOSTILE, '1`|', {
      evalName: '</details><script>x</script>',
      source: { file: 'evals/`a|b`.json', line: 3 },
      assertions: [{ text: '@everyone | `code` <iframe>', evidence: 'line1\nline2 </summary></details><script>steal()</script> @team |', count: 1 }],
      errors: ['HTTP 500 <html>@bot</html>'],
    })
    return renderComment({ summary: s, failures: [f] }, { mode: 'full<script>', modeReason: '@org/team | <b>', ranSkills: [HOSTILE], marker: MARKER })
  })()

  test('no raw HTML from untrusted text', () => {
    const html = outsideCode(text)
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<iframe/i)
    expect(html).not.toMatch(/<img/i)
    expect(html).not.toMatch(/<b>/)
    expect(html).not.toMatch(/<html>/)
    expect(html).toContain('&lt;script&gt;')
    // Only our own tags remain.
    const tags = html.match(/<\/?[a-z][^>]*>/gi) ?? []
    for (const t of tags) expect(t).toMatch(/^<\/?(details|summary|sub)>$/)
    expect(text.split('<details>').length).toBe(text.split('</details>').length)
  })

  test('no live @mentions', () => {
    expect(outsideCode(text)).not.toMatch(/@(octocat|everyone|team|org|admins|bot)\b/)
  })

  test('no links or emphasis injected, table rows keep their 11 cells', () => {
    expect(outsideCode(text)).not.toMatch(/(?<!\\)\]\(http:\/\/e\)/) // brackets escaped: no live link
    expect(outsideCode(text)).not.toContain('**b**')
    const line = text.split('\n').find((l) => l.startsWith('| `evil'))!
    expect(line.split(/(?<!\\)\|/).length - 2).toBe(11)
  })

  test('backticks cannot close inline code', () => {
    const line = text.split('\n').find((l) => l.startsWith('| `evil'))!
    const cell = line.split(/(?<!\\)\|/)[1]!.trim()
    expect(cell.startsWith('`') && cell.endsWith('`')).toBe(true)
    expect(cell.slice(1, -1)).not.toContain('`')
  })

  test('the job summary is escaped the same way', () => {
    const s = summary([skill('<script>x</script>')])
    const js = renderJobSummary({ summary: s, failures: [failure('<script>', '1')] }, OPTS)
    expect(outsideCode(js)).not.toMatch(/<script/i)
    expect(js).toContain('&lt;script&gt;')
  })
})

describe('renderComment: size budget', () => {
  function huge(skills: number, failuresPerSkill: number) {
    const list: SkillSummary[] = []
    const failures: EvalFailure[] = []
    for (let i = 0; i < skills; i++) {
      const name = `skill-${String(i).padStart(3, '0')}-with-a-rather-long-name-for-testing`
      list.push(skill(name, { verdict: i % 2 === 0 ? 'no_go' : 'go', gates: i % 2 === 0 ? [tierGate(name, 0.5)] : [] }))
      for (let j = 0; j < failuresPerSkill; j++) {
        failures.push(
          failure(name, String(j), {
            evalName: 'an eval with a long descriptive name '.repeat(3),
            assertions: [
              { text: 'The output contains a ## Requirements section with three items', evidence: 'Evidence: 🚫 nothing like it was found in the output '.repeat(8), count: 2 },
              { text: 'Frontmatter status is proposed', evidence: 'status: accepted 🙂'.repeat(5), count: 1 },
            ],
          }),
        )
      }
    }
    return { summary: summary(list, { verdict: 'rollback', reasons: list.filter((_, i) => i % 2 === 0).map((s) => `Tier 1 skill '${s.name}' pass rate is 50% (threshold: 80%)`) }), failures }
  }

  test('500 skills and 10,000 failures: under 65,536 characters and 262,144 bytes, verdict and marker kept', () => {
    const input = huge(500, 20)
    expect(input.failures.length).toBe(10_000)
    const t0 = Date.now()
    const text = renderComment(input, { ...OPTS, marker: MARKER })
    expect(Date.now() - t0).toBeLessThan(10_000)
    expect(text.length).toBeLessThan(65_536)
    expect(utf8Bytes(text)).toBeLessThan(262_144)
    expect(text.split('\n')[0]).toBe(MARKER)
    expect(text).toContain('⏪ **ROLLBACK**')
    expect(text).toMatch(/…and \d+ more skills/)
    // The most severe skills are the ones kept.
    expect(text).toContain('skill-000-')
    expect(text.split('<details>').length).toBe(text.split('</details>').length)
  })

  test('degrades in order: evidence first, then failure lists, then rows', () => {
    const input = huge(3, 10)
    const full = renderComment(input, { ...OPTS, marker: MARKER })
    expect(full).toContain('_Evidence:_')
    const noEvidence = renderComment(input, { ...OPTS, marker: MARKER, maxChars: full.length - 1 })
    expect(noEvidence).not.toContain('_Evidence:_')
    expect(noEvidence).toContain('<details>')
    expect(noEvidence).not.toContain('more skill')
    const noLists = renderComment(input, { ...OPTS, marker: MARKER, maxChars: noEvidence.length - 1 })
    expect(noLists).not.toContain('<details>')
    expect(noLists).toContain('30 failing evals: the failure details are left out')
    expect(noLists).not.toContain('more skill')
    const fewRows = renderComment(input, { ...OPTS, marker: MARKER, maxChars: noLists.length - 1 })
    expect(fewRows.length).toBeLessThan(noLists.length - 1)
    expect(fewRows).toMatch(/…and [12] more skills?/)
    expect(fewRows).toContain('⏪ **ROLLBACK**')
  })

  test('hard trim as the last resort keeps the head and fits', () => {
    const input = huge(3, 1)
    const tiny = renderComment(input, { ...OPTS, marker: MARKER, maxChars: 400 })
    expect(tiny.length).toBeLessThan(400)
    expect(tiny.startsWith(MARKER + '\n## Skill Eval Results\n\n⏪ **ROLLBACK**')).toBe(true)
    expect(tiny).toContain('cut to fit')
  })

  test('multi-byte text is budgeted in bytes too', () => {
    const list = Array.from({ length: 400 }, (_, i) => skill(`${'🙂'.repeat(30)}-${i}`))
    const text = renderComment({ summary: summary(list) }, { ...OPTS, marker: MARKER, maxChars: 65_536, maxBytes: 20_000 })
    expect(utf8Bytes(text)).toBeLessThan(20_000)
  })

  test('job summary: no marker, same content, under 1 MiB', () => {
    const input = huge(500, 20)
    const text = renderJobSummary(input, OPTS)
    expect(text.startsWith('## Skill Eval Results')).toBe(true)
    expect(text).not.toContain('<!--')
    expect(utf8Bytes(text)).toBeLessThan(1_048_576)
    expect(text.length).toBeGreaterThan(65_536) // more room than a comment: more detail survives
    expect(text).toContain('⏪ **ROLLBACK**')
  })
})

describe('variants without results', () => {
  test('nothing to evaluate: neutral, with and without marker', () => {
    const c = renderNothingToEvaluate({ marker: MARKER, mode: 'quick', fullEvalLabel: 'full-eval' })
    expect(c.split('\n')[0]).toBe(MARKER)
    expect(c).toContain('## Skill Eval Results')
    expect(c).toContain('⚪ **Nothing to evaluate**')
    expect(c).toContain('`full-eval` label')
    const s = renderNothingToEvaluate()
    expect(s.startsWith('## Skill Eval Results')).toBe(true)
  })

  test('skipped without API key explains the fork and workflow_run pattern', () => {
    const c = renderSkippedNoApiKey({ marker: MARKER })
    expect(c.split('\n')[0]).toBe(MARKER)
    expect(c).toContain('Skipped: no `ANTHROPIC_API_KEY`')
    expect(c).toContain('fork')
    expect(c).toMatch(/\[`workflow_run`\]\(https:\/\/docs\.github\.com\/[^)]+#workflow_run\)/)
    expect(c).toContain('pull_request_target')
  })
})

describe('collectFailures', () => {
  test('failing with_skill evals, deduplicated assertions with first evidence, sources, severity', () => {
    const plan = skill('plan', {
      verdict: 'no_go',
      eval_results: [
        { id: '1', name: 'add auth', critical: false, definition_hash: null, configurations: { with_skill: { trials: 3, graded: 3, passed: 1, outcome: 'fail', runs: ['fail', 'fail', 'pass'] } } },
        { id: '2', name: 'ok', critical: false, definition_hash: null, configurations: { with_skill: { trials: 3, graded: 3, passed: 3, outcome: 'pass', runs: ['pass', 'pass', 'pass'] } } },
        { id: '3', name: 'crit', critical: true, definition_hash: null, configurations: { with_skill: { trials: 1, graded: 0, passed: 0, outcome: 'error', runs: ['error'] } } },
      ],
    })
    const adr = skill('adr', {
      tier: 3,
      verdict: 'conditional_go',
      eval_results: [{ id: '200', name: 'adr', critical: false, definition_hash: null, configurations: { with_skill: { trials: 1, graded: 1, passed: 0, outcome: 'fail', runs: ['fail'] } } }],
    })
    const run = (sk: string, id: string, trial: number, exps: { text: string; passed: boolean; evidence: string }[], over: Partial<AggregateRun> = {}): AggregateRun => ({
      skill: sk, evalId: id, evalName: id, configuration: 'with_skill', trial, status: 'graded', passed: 0, failed: 0, total: exps.length,
      timeSeconds: 1, tokens: 1, toolCalls: 0, errors: 0, expectations: exps, notes: [], costUsd: null,
      iteration: 1, model: 'm', grade: 'fail', toolErrors: 0, apiError: false, ...over,
    })
    const runs = [
      run('plan', '1', 1, [{ text: 'A', passed: false, evidence: 'first' }, { text: 'B', passed: true, evidence: '' }]),
      run('plan', '1', 2, [{ text: 'A', passed: false, evidence: 'second' }]),
      run('plan', '1', 1, [{ text: 'A', passed: false, evidence: 'baseline' }], { configuration: 'without_skill' }),
      run('plan', '3', 1, [], { grade: 'error', apiError: true, notes: ['HTTP 529 overloaded'] }),
      run('adr', '200', 1, [{ text: 'C', passed: false, evidence: 'nope' }]),
    ]
    const evals = [{ skill: 'plan', id: 1, source: { file: 'evals/evals.json', line: 7, column: 5 } }] as unknown as EvalCase[]
    const out = collectFailures(summary([plan, adr]), runs, evals)
    expect(out.map((f) => `${f.skill}/${f.evalId}`)).toEqual(['plan/3', 'plan/1', 'adr/200'])
    const p1 = out[1]!
    expect(p1.assertions).toEqual([{ text: 'A', evidence: 'first', count: 2 }])
    expect(p1.source).toEqual({ file: 'evals/evals.json', line: 7 })
    expect(p1.failedTrials).toBe(2)
    expect(p1.severity).toBe('error')
    expect(out[0]!.critical).toBe(true)
    expect(out[0]!.errors).toEqual(['HTTP 529 overloaded'])
    expect(out[2]!.severity).toBe('warning')
  })
})
