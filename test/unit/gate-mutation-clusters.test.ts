/**
 * Failure clusters (src/gate/clusters.ts): the likely cause of every check kind, the name and
 * suggested fix a reader sees for each cause, the examples, the severity and the order
 * (issue 23: mutation testing of the gate part).
 */
import { describe, test, expect } from '@jest/globals'
import { failureClusters } from '../../src/gate/clusters.js'
import type { AggregateExpectation, AggregateRun, EvalInfo, EvalResult } from '../../src/aggregate/types.js'

function run(evalId: number, expectations: AggregateExpectation[], p: Partial<AggregateRun> = {}): AggregateRun {
  return {
    skill: 'plan', evalId, evalName: `e${evalId}`, configuration: 'with_skill', trial: 1, iteration: 1, model: 'm', status: 'graded', grade: 'fail',
    passed: 0, failed: expectations.length, total: expectations.length, timeSeconds: 1, tokens: 10, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false,
    expectations, notes: [], costUsd: 0, definitionHash: 'h', ...p,
  }
}
const fail = (text: string, check_kind?: string, extra: Partial<AggregateExpectation> = {}): AggregateExpectation => ({
  text, passed: false, evidence: '', status: 'fail', ...(check_kind !== undefined ? { check_kind } : {}), ...extra,
})
const result = (id: string, p: Partial<EvalResult> = {}, outcome: 'pass' | 'fail' = 'fail'): EvalResult => ({
  id, name: id, critical: false, definition_hash: null, configurations: { with_skill: { trials: 1, graded: 1, passed: 0, outcome, runs: [] } }, ...p,
})
const NONE = new Map<string, EvalInfo>()

describe('the likely cause of each failed check kind, with its name and suggested fix', () => {
  const cases: [string | undefined, number, string, string, string][] = [
    ['tool_called', 0, 'tool_call_failure', 'Tool call failures', "Check which tools the skill tells the agent to use and how; see the run's transcript.md."],
    ['tool_not_called', 0, 'tool_call_failure', 'Tool call failures', "Check which tools the skill tells the agent to use and how; see the run's transcript.md."],
    ['file_exists', 0, 'missing_output', 'Missing output files', 'Make the skill name the file it must write, and where.'],
    ['file_absent', 0, 'unexpected_output', 'Unexpected output files', 'Tell the agent which files it must not create.'],
    ['json_schema', 0, 'format_noncompliance', 'Format non-compliance', 'Give the exact output format in the skill (a template or schema) and an example.'],
    ['json_path', 0, 'format_noncompliance', 'Format non-compliance', 'Give the exact output format in the skill (a template or schema) and an example.'],
    ['frontmatter', 0, 'format_noncompliance', 'Format non-compliance', 'Give the exact output format in the skill (a template or schema) and an example.'],
    ['regex', 0, 'format_noncompliance', 'Format non-compliance', 'Give the exact output format in the skill (a template or schema) and an example.'],
    ['contains', 0, 'missing_content', 'Missing content', 'Make the skill require the missing content explicitly.'],
    ['contains', 1, 'tool_call_failure', 'Tool call failures', "Check which tools the skill tells the agent to use and how; see the run's transcript.md."],
    ['not_contains', 0, 'forbidden_content', 'Forbidden content', 'Tell the agent what it must not write.'],
    ['script', 0, 'script_check_failed', 'Script check failures', "Read the script's output in the evidence."],
    [undefined, 0, 'instruction_following_drift', 'Instruction-following drift', "Compare the judged evidence with the skill's instructions; make the instruction explicit or add an example."],
    [undefined, 2, 'tool_call_failure', 'Tool call failures', "Check which tools the skill tells the agent to use and how; see the run's transcript.md."],
    ['word_count', 0, 'missing_content', 'Missing content', 'Make the skill require the missing content explicitly.'],
    ['word_count', 1, 'tool_call_failure', 'Tool call failures', "Check which tools the skill tells the agent to use and how; see the run's transcript.md."],
  ]
  test.each(cases)('check kind %s with %i tool errors → %s', (kind, toolErrors, cause, name, suggestion) => {
    const [c] = failureClusters('plan', [run(1, [fail('A', kind)], { toolErrors })], NONE, [result('1')])
    expect(c).toMatchObject({ cause, name, suggestion, check_kind: kind ?? 'judge', key: `${kind ?? 'judge'}|-|${cause}`, skill: 'plan' })
  })
  test('kinds written with dashes are the same kinds (json-schema = json_schema)', () => {
    const [c] = failureClusters('plan', [run(1, [fail('A', 'json-path'), fail('B', 'json_path')])], NONE, [result('1')])
    expect(c).toMatchObject({ check_kind: 'json_path', cause: 'format_noncompliance', failures: 2 })
  })
  test('a check that could not run is a grading error, whatever its kind', () => {
    const [c] = failureClusters('plan', [run(1, [fail('A', 'contains', { status: 'error' })])], NONE, [result('1')])
    expect(c).toMatchObject({
      cause: 'grading_error', name: 'Grading errors', suggestion: 'Fix the check (see its ERROR evidence) or rerun the judge; these are not failures of the skill.',
    })
  })
})

describe('run-level causes', () => {
  test('an API error, or an error with nothing graded: a run error, the first note as the example', () => {
    const cs = failureClusters('plan', [
      run(1, [fail('A', 'contains')], { apiError: true, grade: 'error', notes: ['529 overloaded', 'second'] }),
      run(2, [{ ...fail('B'), source: 'none' }], { grade: 'error', notes: [] }),
    ], NONE, [result('1'), result('2')])
    expect(cs).toHaveLength(1)
    expect(cs[0]).toMatchObject({
      key: '-|-|run_error', check_kind: '-', assertion_type: '-', failures: 2, evals: ['1', '2'], examples: ['529 overloaded'], name: 'Run errors',
      suggestion: "Look at the API or harness error in the run's line of runs.jsonl (or the viewer); rerun with --resume once it is fixed.",
    })
  })
  test('an error run with a graded assertion is clustered by its assertions, not as a run error', () => {
    const cs = failureClusters('plan', [run(1, [{ ...fail('B', 'regex'), source: 'check' }, { ...fail('C'), source: 'none' }], { grade: 'error' })], NONE, [result('1')])
    expect(cs.map((c) => c.cause).sort()).toEqual(['format_noncompliance', 'instruction_following_drift'])
  })
  test('inconclusive: the skill was not used, the example names the run', () => {
    const [c] = failureClusters('plan', [run(3, [], { grade: 'inconclusive', trial: 2 })], NONE, [result('3')])
    expect(c).toMatchObject({
      key: '-|-|skill_not_used', failures: 1, examples: ['eval 3 run-2'], name: 'Skill not used',
      suggestion: "Make the skill's description say when to use it, or preload it for this eval.",
    })
  })
  test('skipped runs, passed assertions and other configurations are not failures', () => {
    const pass: AggregateExpectation = { text: 'ok', passed: true, evidence: '', status: 'pass', check_kind: 'contains' }
    expect(failureClusters('plan', [
      run(1, [fail('A', 'contains')], { grade: 'skipped', apiError: true }),
      run(1, [pass], { grade: 'pass' }),
      run(1, [fail('A', 'contains')], { configuration: 'without_skill' }),
      run(1, [fail('A', 'contains')], { configuration: 'old_skill', apiError: true }),
    ], NONE, [result('1')])).toEqual([])
  })
})

describe('assertion types, examples, severity and order', () => {
  test('the assertion type comes from the eval definition, by position when the text matches, else by text', () => {
    const info: EvalInfo = {
      skill: 'plan', id: '1', critical: false, definitionHash: 'h',
      assertions: [{ text: 'X', type: 'format', check_kind: 'regex' }, { text: 'A', type: 'content', check_kind: 'contains' }],
    }
    const cs = failureClusters('plan', [run(1, [fail('A'), fail('X')])], new Map([['1', info]]), [result('1')])
    expect(cs.map((c) => c.key).sort()).toEqual(['contains|content|missing_content', 'regex|format|format_noncompliance'])
    const byPos = failureClusters('plan', [run(1, [fail('X'), fail('A')])], new Map([['1', info]]), [result('1')])
    expect(byPos.map((c) => c.key).sort()).toEqual(['contains|content|missing_content', 'regex|format|format_noncompliance'])
    // the run's own check kind wins over the definition's
    const own = failureClusters('plan', [run(1, [fail('X', 'file_exists')])], new Map([['1', info]]), [result('1')])
    expect(own[0]!.key).toBe('file_exists|format|missing_output')
  })
  test('examples: at most three distinct texts, empty texts left out', () => {
    const [c] = failureClusters('plan', [
      run(1, [fail('A', 'regex'), fail('A', 'regex'), fail('', 'regex'), fail('B', 'regex')]),
      run(2, [fail('C', 'regex'), fail('D', 'regex')]),
    ], NONE, [result('1'), result('2')])
    expect(c).toMatchObject({ failures: 6, examples: ['A', 'B', 'C'], evals: ['1', '2'] })
  })
  test('severity: high with a critical eval, low when every affected eval still passes, else medium', () => {
    const runs = [run(1, [fail('A', 'regex')]), run(2, [fail('A', 'contains')]), run(3, [fail('A', 'script')]), run(4, [fail('A', 'script')])]
    const results = [result('1', { critical: true }, 'pass'), result('2', {}, 'pass'), result('3', {}, 'pass'), result('4', {}, 'fail')]
    const by = Object.fromEntries(failureClusters('plan', runs, NONE, results).map((c) => [c.cause, c]))
    expect(by['format_noncompliance']).toMatchObject({ severity: 'high', critical: true })
    expect(by['missing_content']).toMatchObject({ severity: 'low', critical: false })
    expect(by['script_check_failed']).toMatchObject({ severity: 'medium', critical: false })
    // an eval with no result at all is neither critical nor passing
    expect(failureClusters('plan', [run(9, [fail('A', 'regex')])], NONE, [])[0]).toMatchObject({ severity: 'medium', critical: false })
  })
  test('order: by severity, then most failures first, then by key', () => {
    const runs = [
      run(1, [fail('A', 'script')]),
      run(2, [fail('A', 'regex'), fail('B', 'regex')]),
      run(2, [fail('A', 'contains'), fail('B', 'contains')]),
      run(3, [fail('A', 'file_absent')]),
      run(4, [fail('A', 'not_contains')]),
    ]
    const results = [result('1', { critical: true }), result('2'), result('3', {}, 'pass'), result('4')]
    expect(failureClusters('plan', runs, NONE, results).map((c) => c.key)).toEqual([
      'script|-|script_check_failed', 'contains|-|missing_content', 'regex|-|format_noncompliance', 'not_contains|-|forbidden_content', 'file_absent|-|unexpected_output',
    ])
  })
})
