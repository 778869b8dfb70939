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
