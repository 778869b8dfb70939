/** Trigger detection, scoring, selection, the improver's prompt/parsing and the report's escaping. */
import { describe, expect, test } from '@jest/globals'
import { decision, detectTrigger } from '../../src/run/trigger-detect.js'
import { queryResult, summarise, triggerMetrics } from '../../src/triggers/metrics.js'
import { pickBest } from '../../src/triggers/optimize.js'
import { blindHistory, buildImprovePrompt, charCount, parseImproveReply } from '../../src/triggers/improve.js'
import { renderOptimizeReport } from '../../src/triggers/report.js'
import type { HistoryEntry, OptimizeOutput } from '../../src/triggers/types.js'

const skill = (name: string) => ({ name: 'Skill', input: { skill: name } })
const read = (file_path: string) => ({ name: 'Read', input: { file_path } })
const glob = { name: 'Glob', input: { pattern: '**/*.md' } }

describe('detectTrigger', () => {
  test('a Skill call for the skill is a trigger (also /name, plugin:name, other case)', () => {
    expect(detectTrigger([skill('plan')], 'plan')).toBe(true)
    expect(detectTrigger([skill('/plan')], 'plan')).toBe(true)
    expect(detectTrigger([skill('my-plugin:plan')], 'plan')).toBe(true)
    expect(detectTrigger([skill('Plan')], 'plan')).toBe(true)
  })
  test('a Read of .claude/skills/<name>/SKILL.md is a trigger (relative, ./, absolute, backslashes)', () => {
    expect(detectTrigger([read('.claude/skills/plan/SKILL.md')], 'plan')).toBe(true)
    expect(detectTrigger([read('./.claude/skills/plan/SKILL.md')], 'plan')).toBe(true)
    expect(detectTrigger([read('/tmp/ws/.claude/skills/plan/SKILL.md')], 'plan')).toBe(true)
    expect(detectTrigger([read('.claude\\skills\\plan\\SKILL.md')], 'plan')).toBe(true)
  })
  test('reading other files of the skill, or a file merely named like it, is not', () => {
    expect(detectTrigger([read('.claude/skills/plan/references/task-format.md')], 'plan')).toBe(false)
    expect(detectTrigger([read('docs/plan/SKILL.md')], 'plan')).toBe(false)
    expect(detectTrigger([read('.claude/skills/planner/SKILL.md')], 'plan')).toBe(false)
  })
  test('a non-skill tool first, then the Skill call, still triggers (any point of the turn)', () => {
    expect(detectTrigger([glob, { name: 'Grep', input: { pattern: 'x' } }, skill('plan')], 'plan')).toBe(true)
  })
  test('another skill loaded is not a trigger for ours', () => {
    expect(detectTrigger([skill('adr')], 'plan')).toBe(false)
    expect(detectTrigger([read('.claude/skills/adr/SKILL.md')], 'plan')).toBe(false)
    expect(decision([skill('adr')], 'plan')).toBe('other-skill')
    expect(decision([skill('adr'), skill('plan')], 'plan')).toBe('triggered')
  })
  test('no tool call, or only other tools, is no trigger and no decision yet', () => {
    expect(detectTrigger([], 'plan')).toBe(false)
    expect(decision([glob], 'plan')).toBeUndefined()
    expect(detectTrigger([{ name: 'Skill', input: null }, { name: 'Read', input: 'x' }], 'plan')).toBe(false)
  })
})

describe('scoring', () => {
  test('pass rule: rate >= threshold for positives, < threshold for negatives', () => {
    expect(queryResult({ query: 'a', should_trigger: true }, 2, 4, 0.5).pass).toBe(true)
    expect(queryResult({ query: 'a', should_trigger: true }, 1, 3, 0.5).pass).toBe(false)
    expect(queryResult({ query: 'a', should_trigger: false }, 2, 4, 0.5).pass).toBe(false)
    expect(queryResult({ query: 'a', should_trigger: false }, 1, 3, 0.5)).toEqual({
      query: 'a',
      should_trigger: false,
      trigger_rate: 1 / 3,
      triggers: 1,
      runs: 3,
      pass: true,
      errors: 0
    })
  })
  test('precision / recall / accuracy are per run, like run_loop', () => {
    const rs = [
      queryResult({ query: 'p1', should_trigger: true }, 3, 3, 0.5),
      queryResult({ query: 'p2', should_trigger: true }, 1, 3, 0.5),
      queryResult({ query: 'n1', should_trigger: false }, 2, 3, 0.5),
      queryResult({ query: 'n2', should_trigger: false }, 0, 3, 0.5)
    ]
    const m = triggerMetrics(rs)
    expect(m).toMatchObject({ true_positives: 4, false_negatives: 2, false_positives: 2, true_negatives: 4 })
    expect(m.precision).toBeCloseTo(4 / 6)
    expect(m.recall).toBeCloseTo(4 / 6)
    expect(m.accuracy).toBeCloseTo(8 / 12)
    expect(summarise(rs)).toEqual({ total: 4, passed: 2, failed: 2 })
    expect(triggerMetrics([])).toMatchObject({ precision: 1, recall: 1, accuracy: 0 })
  })
})

const entry = (iteration: number, train: number, testPassed: number | null): HistoryEntry => ({
  iteration,
  description: `d${iteration}`,
  train_passed: train,
  train_failed: 12 - train,
  train_total: 12,
  train_results: [],
  test_passed: testPassed,
  test_failed: testPassed === null ? null : 8 - testPassed,
  test_total: testPassed === null ? null : 8,
  test_results: testPassed === null ? null : [],
  passed: train,
  failed: 12 - train,
  total: 12,
  results: []
})

describe('selection and blinding', () => {
  test('best = most test passes, earliest on ties; train decides only without a test set', () => {
    expect(pickBest([entry(1, 11, 4), entry(2, 7, 7), entry(3, 8, 7), entry(4, 12, 5)], true).iteration).toBe(2)
    expect(pickBest([entry(1, 9, null), entry(2, 11, null), entry(3, 11, null)], false).iteration).toBe(2)
  })
  test('blinded history has no test_* key', () => {
    const b = blindHistory([entry(1, 9, 6)])
    expect(Object.keys(b[0]!).filter((k) => k.startsWith('test_'))).toEqual([])
    expect(b[0]!.train_passed).toBe(9)
  })
  test('the improver prompt lists train failures and attempts, truncating queries to 80 characters', () => {
    const long = 'x'.repeat(100)
    const p = buildImprovePrompt({
      skillName: 'plan',
      skillContent: '---\nname: plan\n---\nbody',
      currentDescription: 'Plans things.',
      trainResults: [queryResult({ query: 'miss me', should_trigger: true }, 0, 3, 0.5), queryResult({ query: 'not me', should_trigger: false }, 3, 3, 0.5)],
      trainSummary: { total: 2, passed: 0, failed: 2 },
      history: blindHistory([{ ...entry(1, 0, 1), train_results: [queryResult({ query: long, should_trigger: true }, 0, 3, 0.5)] }])
    })
    expect(p).toContain('FAILED TO TRIGGER')
    expect(p).toContain('"miss me" (triggered 0/3 times)')
    expect(p).toContain('FALSE TRIGGERS')
    expect(p).toContain('<attempt train=0/12>')
    expect(p).toContain(`"${'x'.repeat(80)}" (triggered 0/3)`)
    expect(p).not.toContain('x'.repeat(81))
    expect(p).not.toMatch(/test=/)
  })
  test('parseImproveReply: JSON first, then <new_description> tags, then the text; quotes stripped', () => {
    const msg = (text: string) => ({ content: [{ type: 'text', text, citations: null }] as never, stop_reason: 'end_turn' as const })
    expect(parseImproveReply(msg('{"description": "  Use when planning.  "}'))).toBe('Use when planning.')
    expect(parseImproveReply(msg('Sure: <new_description>"Tagged."</new_description>'))).toBe('Tagged.')
    expect(parseImproveReply(msg('"Plain text."'))).toBe('Plain text.')
    expect(() => parseImproveReply({ content: [] as never, stop_reason: 'refusal' })).toThrow(/refused/)
  })
  test('charCount counts code points like Python len', () => {
    expect(charCount('a😀b')).toBe(3)
  })
})

describe('HTML report', () => {
  test('escapes every user string and is self-contained', () => {
    const evil = '<script>alert("x")</script>&\''
    const h = { ...entry(1, 1, 1), description: evil, train_results: [queryResult({ query: evil, should_trigger: true }, 1, 1, 0.5)], test_results: [queryResult({ query: `${evil}2`, should_trigger: false }, 0, 1, 0.5)] }
    const out: OptimizeOutput = {
      exit_reason: 'max_iterations (1)',
      original_description: evil,
      best_description: evil,
      best_score: '1/1',
      best_train_score: '1/1',
      best_test_score: '1/1',
      final_description: evil,
      iterations_run: 1,
      holdout: 0.4,
      train_size: 1,
      test_size: 1,
      history: [h],
      skill_name: `<b>${evil}`,
      best_iteration: 1,
      model: 'm',
      runs_per_query: 1,
      threshold: 0.5
    }
    const html = renderOptimizeReport(out)
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;')
    expect(html).not.toMatch(/(?:src|href)=["']?https?:/)
    expect(html).toContain('class="best"')
  })
})
