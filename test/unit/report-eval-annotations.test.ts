import { describe, test, expect } from '@jest/globals'
import type { AnnotationProperties, Annotator } from '../../src/report/annotations.js'
import type { EvalFailure } from '../../src/report/comment.js'
import { annotateEvalFailures, evalFailureMessage } from '../../src/report/eval-annotations.js'

function recorder() {
  const calls: { level: string; message: string; props?: AnnotationProperties }[] = []
  const a: Annotator = {
    error: (message, props) => calls.push({ level: 'error', message, props }),
    warning: (message, props) => calls.push({ level: 'warning', message, props }),
    notice: (message, props) => calls.push({ level: 'notice', message, props }),
  }
  return { a, calls }
}

function failure(id: number, over: Partial<EvalFailure> = {}): EvalFailure {
  return {
    skill: 'plan',
    evalId: String(id),
    evalName: `eval ${id}`,
    configuration: 'with_skill',
    trials: 3,
    failedTrials: 2,
    errorTrials: 0,
    critical: false,
    severity: 'error',
    source: { file: 'evals/evals.json', line: 10 + id },
    assertions: [{ text: 'has a Requirements section', evidence: 'none found\nsecond line', count: 2 }],
    errors: [],
    ...over,
  }
}

describe('annotateEvalFailures', () => {
  test('one annotation per failing eval on its suite line, path relative to the workspace', () => {
    const { a, calls } = recorder()
    const r = annotateEvalFailures([failure(1), failure(2, { severity: 'warning', source: undefined })], a, '/ws/repo', '/ws')
    expect(r).toEqual({ emitted: 2, omitted: { error: 0, warning: 0 } })
    expect(calls[0]).toMatchObject({ level: 'error', props: { file: 'repo/evals/evals.json', startLine: 11, title: 'skill-evals: plan eval 1 failed' } })
    expect(calls[0]!.message).toBe(
      `Eval 1 "eval 1" of skill 'plan' failed with the skill (2/3 trials failed). Failing assertions: "has a Requirements section" (none found second line).`,
    )
    expect(calls[1]).toMatchObject({ level: 'warning' })
    expect(calls[1]!.props?.file).toBeUndefined()
  })

  test('at most 10 per level, then one notice per level with the count', () => {
    const { a, calls } = recorder()
    const failures = [
      ...Array.from({ length: 25 }, (_, i) => failure(i)),
      ...Array.from({ length: 11 }, (_, i) => failure(100 + i, { severity: 'warning' })),
    ]
    const r = annotateEvalFailures(failures, a, '/ws', '/ws')
    expect(r).toEqual({ emitted: 20, omitted: { error: 15, warning: 1 } })
    expect(calls.filter((c) => c.level === 'error')).toHaveLength(10)
    expect(calls.filter((c) => c.level === 'warning')).toHaveLength(10)
    const notices = calls.filter((c) => c.level === 'notice').map((c) => c.message)
    expect(notices).toHaveLength(2)
    expect(notices[0]).toMatch(/^15 more failing evals \(errors\) not shown/)
    expect(notices[1]).toMatch(/^1 more failing eval \(warning\) not shown/)
  })

  test('messages are one line and bounded', () => {
    const msg = evalFailureMessage(
      failure(1, {
        critical: true,
        evalName: 'x\ny',
        assertions: Array.from({ length: 9 }, (_, i) => ({ text: `a${i} ${'long '.repeat(100)}`, evidence: 'e\u0007vil\r\n', count: 1 })),
        errors: ['HTTP 529'],
      }),
    )
    expect(msg).not.toMatch(/[\r\n\u0007]/)
    expect(msg.length).toBeLessThanOrEqual(1000)
    expect(msg).toContain('it is critical')
  })
})

describe('evalFailureMessage: what the annotation says', () => {
  test('errored trials, critical, no name, no evidence, several assertions, run errors', () => {
    const msg = evalFailureMessage(
      failure(7, {
        evalName: '',
        critical: true,
        errorTrials: 1,
        assertions: [
          { text: 'lists the steps', evidence: '', count: 1 },
          { text: 'names a file', evidence: 'no file named', count: 2 },
        ],
        errors: ['HTTP 529 overloaded', 'timeout', 'HTTP 500', 'a fourth error'],
      }),
    )
    expect(msg).toBe(
      `Eval 7 of skill 'plan' failed with the skill (2/3 trials failed, 1 errored); it is critical. ` +
        `Failing assertions: "lists the steps"; "names a file" (no file named). ` +
        `Run errors: HTTP 529 overloaded; timeout; HTTP 500.`,
    )
  })

  test('no trials, no assertions, no errors: the first sentence alone', () => {
    expect(evalFailureMessage(failure(3, { trials: 0, assertions: [], errors: [] }))).toBe(`Eval 3 "eval 3" of skill 'plan' failed with the skill.`)
  })

  test('five assertions are listed; a sixth is counted', () => {
    const assertions = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `a${i}`, evidence: '', count: 1 }))
    expect(evalFailureMessage(failure(1, { assertions: assertions(5) }))).toContain('"a0"; "a1"; "a2"; "a3"; "a4".')
    const six = evalFailureMessage(failure(1, { assertions: assertions(6) }))
    expect(six).toContain('"a0"; "a1"; "a2"; "a3"; "a4"; and 1 more.')
    expect(six).not.toContain('"a5"')
  })

  test('long assertion texts, evidence and errors are clipped to 200 characters each, the message to 1,000', () => {
    const long = 'x'.repeat(300)
    const msg = evalFailureMessage(failure(1, { assertions: [{ text: long, evidence: long, count: 1 }], errors: [long] }))
    expect(msg).toContain(`"${'x'.repeat(199)}…" (${'x'.repeat(199)}…)`)
    expect(msg).toContain(`Run errors: ${'x'.repeat(199)}….`)
    const huge = evalFailureMessage(failure(1, { evalName: 'n'.repeat(5000) }))
    expect(huge).toHaveLength(1000)
    expect(huge.endsWith('…')).toBe(true)
  })
})

describe('annotateEvalFailures: titles, lines and notices', () => {
  test('the title is one line and at most 200 characters; a line 0 source has no start line', () => {
    const { a, calls } = recorder()
    annotateEvalFailures([failure(1, { skill: `evil\n${'s'.repeat(300)}`, source: { file: 'evals/e.json', line: 0 } })], a, '/ws', '/ws')
    const title = calls[0]!.props!.title!
    expect(title).not.toContain('\n')
    expect(title.startsWith('skill-evals: evil ')).toBe(true)
    expect(title.length).toBeLessThanOrEqual(200)
    expect(calls[0]!.props).toEqual({ title, file: 'evals/e.json' })
  })

  test('the notices: singular and plural, and where to look', () => {
    const { a, calls } = recorder()
    annotateEvalFailures(
      [...Array.from({ length: 11 }, (_, i) => failure(i)), ...Array.from({ length: 12 }, (_, i) => failure(50 + i, { severity: 'warning' }))],
      a,
      '/ws',
      '/ws',
    )
    expect(calls.filter((c) => c.level === 'notice').map((c) => c.message)).toEqual([
      '1 more failing eval (error) not shown as annotations; see the PR comment, the job summary or the eval viewer artifact.',
      '2 more failing evals (warnings) not shown as annotations; see the PR comment, the job summary or the eval viewer artifact.',
    ])
    expect(calls.filter((c) => c.level === 'notice').every((c) => c.props === undefined)).toBe(true)
  })

  test('exactly 10 per level: every one shown, no notice', () => {
    const { a, calls } = recorder()
    const r = annotateEvalFailures(Array.from({ length: 10 }, (_, i) => failure(i)), a, '/ws', '/ws')
    expect(r).toEqual({ emitted: 10, omitted: { error: 0, warning: 0 } })
    expect(calls.filter((c) => c.level === 'notice')).toEqual([])
  })
})
