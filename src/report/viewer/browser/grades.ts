/** One graded expectation as a list item (used by the Outputs and Pipelines tabs). */
import type { ViewerExpectation } from '../model.js'
import { add, el } from './dom.js'

/** Who graded it; the simulated judge (no model call) is never called "a model". */
export function sourceText(x: ViewerExpectation): string {
  if (x.source === 'check') return 'checked by a program'
  if (x.source === 'judge') return /^\(simulated judge\b/.test(x.evidence || '') ? 'judged by the simulated judge (no model call)' : 'judged by a model'
  return x.source || ''
}

export function gradeItem(x: ViewerExpectation): HTMLLIElement {
  const err = x.status === 'error'
  const li = el('li', 'grade ' + (err ? 'err' : x.passed ? 'pass' : 'fail'))
  add(li, el('span', 'mark', err ? '!' : x.passed ? '✓' : '✗'))
  const body = add(el('div', 'grade-body'), el('div', 'grade-text', x.text))
  if (x.evidence) add(body, el('div', 'evidence', x.evidence))
  if (x.source) add(body, el('div', 'muted small', sourceText(x)))
  return add(li, body)
}
