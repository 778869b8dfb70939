/** The Pipelines tab (only when the report has pipeline results): a list of scenarios, then one scenario's steps in order. */
import type { PipelineScenarioView, PipelineStepView, PipelinesView, ViewerExpectation } from '../model.js'
import { add, badge, clear, el, pre, row, section, table } from './dom.js'
import { fmtCost, fmtMs, fmtNum, frac, simulatedSuffix, statusKind } from './format.js'
import { gradeItem } from './grades.js'

let plCurrent = 0
const STEP_STATUSES = ['pass', 'fail', 'error', 'skipped']
const DIFF_MAX_LINES = 6000
function passedOf(list: ViewerExpectation[]): number { return list.filter(function (x) { return x.passed }).length }

function assertionList(list: ViewerExpectation[], emptyText: string): HTMLElement {
  if (!list || !list.length) return el('p', 'muted', emptyText)
  const ul = el('ul', 'grades')
  list.forEach(function (x) { add(ul, gradeItem(x)) })
  return ul
}

// A unified diff as text lines, coloured by kind; the hunk header's counts tell where a hunk
// ends, so a removed line that starts with "---" is still a removed line.
function renderDiff(text: string): HTMLPreElement {
  const outer = el('pre', 'code diff')
  const box = add(outer, el('div', 'dlines')).lastChild!
  const lines = String(text).split('\n')
  if (lines.length && lines[lines.length - 1] === '') lines.pop()
  let header = true
  let oldLeft = 0
  let newLeft = 0
  lines.slice(0, DIFF_MAX_LINES).forEach(function (line) {
    let cls = 'ctx'
    const c = line.charAt(0)
    const h = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/.exec(line)
    if (c === '\\' && line.charAt(1) === ' ') cls = 'note'
    else if (line.indexOf('diff --git ') === 0 || (header && !h)) { header = true; cls = 'meta' }
    else if (h) {
      header = false
      oldLeft = h[1] === undefined ? 1 : Number(h[1])
      newLeft = h[2] === undefined ? 1 : Number(h[2])
      cls = 'hunk'
    } else if (c === '+') { cls = 'add'; newLeft-- }
    else if (c === '-') { cls = 'del'; oldLeft-- }
    else { oldLeft--; newLeft-- }
    add(box, el('span', 'dl dl-' + cls, line))
    if (!header && cls !== 'hunk' && oldLeft <= 0 && newLeft <= 0) header = true
  })
  if (lines.length > DIFF_MAX_LINES) add(box, el('span', 'dl dl-note', '… ' + (lines.length - DIFF_MAX_LINES) + ' more lines not shown'))
  return outer
}

function renderStep(s: PipelineStepView): HTMLLIElement {
  const li = el('li', 'step st-' + (STEP_STATUSES.indexOf(s.status) >= 0 ? s.status : 'other'))
  li.setAttribute('data-step', String(s.n))
  const head = add(el('div', 'step-head'), el('span', 'step-n', 'Step ' + s.n), ' ', badge(s.skill, 'plain'), ' ', badge(s.status, statusKind(s.status)))
  if (s.skillUsed === false) add(head, ' ', badge('skill not used', 'warn'))
  const meta: string[] = []
  if (s.status !== 'skipped') {
    if (s.durationMs !== null) meta.push(fmtMs(s.durationMs))
    if (s.tokens !== null) meta.push(fmtNum(s.tokens, 0) + ' tokens' + simulatedSuffix(SIM))
    if (s.costUsd !== null) meta.push(fmtCost(s.costUsd) + simulatedSuffix(SIM))
  }
  add(li, head)
  if (meta.length) add(li, el('div', 'meta', meta.join(' · ')))
  if (s.reason) add(li, el('div', s.status === 'skipped' ? 'note' : 'alert', s.reason))
  if (s.error && s.error !== s.reason) add(li, el('div', 'alert', 'Error: ' + s.error))

  add(li, add(section('Prompt'), pre(s.prompt || '(no prompt)', 'prompt')))

  const v = section('Verify')
  if (s.verify.length) add(v.firstChild!, ' ', badge(passedOf(s.verify) + '/' + s.verify.length, passedOf(s.verify) === s.verify.length ? 'good' : 'bad'))
  add(li, add(v, assertionList(s.verify, 'No checks for this step.')))

  const fs = section('Files changed', el('span', 'muted', '(' + s.files.length + ')'))
  if (!s.files.length) add(fs, el('p', 'muted', 'No files changed.'))
  else {
    const ul = el('ul', 'files-changed')
    s.files.forEach(function (f) {
      const known = ['added', 'modified', 'deleted', 'renamed', 'copied', 'type-changed', 'other'].indexOf(f.change) >= 0
      add(ul, add(el('li'), el('span', 'fc fc-' + (known ? f.change : 'unknown'), f.change || 'changed'), el('span', 'file-name', f.path)))
    })
    add(fs, ul)
  }
  add(li, fs)

  const d = section('Diff')
  if (!s.diff) add(d, el('p', 'muted', s.files.length ? 'No diff recorded.' : 'No changes.'))
  else add(d, renderDiff(s.diff))
  if (s.diffTruncated) {
    add(d, el('div', 'note', 'Diff truncated' + (s.diffChars !== null ? ' (full diff: ' + fmtNum(s.diffChars, 0) + ' characters)' : '') + (s.diffFile ? '; the full diff is in ' + s.diffFile : '')))
  }
  add(li, d)

  if (s.response) add(li, add(el('details', 'more'), el('summary', null, 'Response'), pre(s.response, 'response')))
  return li
}

function renderScenario(sc: PipelineScenarioView): HTMLElement {
  const card = el('section', 'card scenario')
  card.setAttribute('data-scenario', sc.id)
  const head = add(el('div', 'pl-head'), el('h2', 'pl-title', sc.id), badge(sc.status, statusKind(sc.status)))
  if (sc.costClass) add(head, badge('cost class: ' + sc.costClass, 'plain'))
  if (sc.cancelled) add(head, badge('cancelled', 'warn'))
  add(card, head)
  if (sc.description) add(card, el('p', null, sc.description))
  const meta = ['steps passed ' + frac(sc.stepsPassed, sc.stepsTotal), 'final ' + frac(sc.finalPassed, sc.finalTotal)]
  if (sc.costUsd !== null) meta.push('agent cost ' + fmtCost(sc.costUsd) + simulatedSuffix(SIM))
  if (sc.durationMs !== null) meta.push(fmtMs(sc.durationMs))
  add(card, el('div', 'meta', meta.join(' · ')))
  if (sc.reason) add(card, el('div', 'alert', sc.reason))
  if (!sc.loaded) add(card, el('div', 'note', 'result.json could not be read: only the index entry is shown.'))

  add(card, el('h3', null, 'Steps, in order (' + sc.steps.length + ')'))
  if (!sc.steps.length) add(card, el('p', 'muted', 'No steps recorded.'))
  const ol = el('ol', 'steps')
  sc.steps.forEach(function (s) { add(ol, renderStep(s)) })
  add(card, ol)

  const fh = add(el('h3', 'final-head'), 'Final assertions')
  if (sc.final.length) add(fh, ' ', badge(passedOf(sc.final) + '/' + sc.final.length, passedOf(sc.final) === sc.final.length ? 'good' : 'bad'))
  const fin = add(el('div', 'final'), fh, assertionList(sc.final, sc.loaded ? 'No final assertions.' : 'Not available.'))
  return add(card, fin)
}

/** The pipelines' model calls came from the local simulated model: their costs and tokens say so. */
let SIM = false

export function renderPipelines(PL: PipelinesView): void {
  SIM = PL.simulated === true
  // (a template literal on purpose: esbuild prints plain strings in double quotes, and a plain
  // report's page must not contain the text "pipelines" in double quotes, which is how a test
  // tells that the embedded model has no `pipelines` key; see test/unit/viewer-pipelines.test.ts)
  const root = document.getElementById(`pipelines`)!
  clear(root)
  const top = el('section', 'card pl-summary')
  add(top, add(el('h2', 'skill-title'), 'Pipelines'))
  const info: string[] = []
  if (PL.model) info.push('model ' + PL.model)
  if (PL.judgeModel) info.push('judge ' + PL.judgeModel)
  if (PL.generatedAt) info.push('generated ' + String(PL.generatedAt).replace('T', ' ').slice(0, 16) + ' UTC')
  if (info.length) add(top, el('div', 'meta', info.join(' · ')))
  if (PL.simulated) add(top, el('div', 'note', 'Simulated model: the outputs are canned, not real model work.'))
  const t = PL.totals
  add(top, el('p', 'small', t.scenarios + ' scenario' + (t.scenarios === 1 ? '' : 's') + ': ' + t.passed + ' pass, ' + t.failed + ' fail, ' + t.errors + ' error' + (t.costUsd !== null ? ' · agent cost ' + fmtCost(t.costUsd) + simulatedSuffix(SIM) : '')))
  if (!PL.scenarios.length) { add(top, el('p', 'muted', 'No pipeline scenarios in this report.')); add(root, top); return }
  const lt = table(['Scenario', 'Status', 'Steps passed', 'Final', 'Cost class', 'Cost', 'Duration'])
  lt.table.classList.add('pl-list')
  PL.scenarios.forEach(function (sc, i) {
    const b = el('button', 'link', sc.id)
    b.type = 'button'
    b.title = sc.description || sc.id
    b.addEventListener('click', function () { showScenario(PL, i) })
    const tr = row(lt.body, [b, badge(sc.status, statusKind(sc.status)), frac(sc.stepsPassed, sc.stepsTotal), frac(sc.finalPassed, sc.finalTotal), sc.costClass || '–', sc.costUsd === null ? '–' : fmtCost(sc.costUsd) + simulatedSuffix(SIM), fmtMs(sc.durationMs)])
    tr.setAttribute('data-index', String(i))
  })
  add(top, lt.table)
  add(root, top, el('div', null));
  (root.lastChild as HTMLElement).id = 'scenario'
  showScenario(PL, plCurrent)
}

function showScenario(PL: PipelinesView, i: number): void {
  plCurrent = i
  const holder = document.getElementById('scenario')!
  clear(holder)
  add(holder, renderScenario(PL.scenarios[i]))
  document.querySelectorAll('.pl-list tbody tr').forEach(function (tr) { tr.className = tr.getAttribute('data-index') === String(i) ? 'sel' : '' })
}
