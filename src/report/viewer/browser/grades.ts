/** One graded expectation as a list item (used by the Outputs and Pipelines tabs). */
import type { ViewerExpectation } from '../model.js'
import { add, el } from './dom.js'

export function gradeItem(x: ViewerExpectation): HTMLLIElement {
  const err = x.status === 'error'
  const li = el('li', 'grade ' + (err ? 'err' : x.passed ? 'pass' : 'fail'))
  add(li, el('span', 'mark', err ? '!' : x.passed ? '✓' : '✗'))
  const body = add(el('div', 'grade-body'), el('div', 'grade-text', x.text))
  if (x.evidence) add(body, el('div', 'evidence', x.evidence))
  if (x.source) add(body, el('div', 'muted small', x.source === 'check' ? 'checked by a program' : x.source === 'judge' ? 'judged by a model' : x.source))
  return add(li, body)
}
