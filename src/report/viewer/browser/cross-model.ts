/** The Cross-model tab (only when the report has cross-model.json): pass rate of each skill per model. */
import type { CrossModelCell, CrossModelView } from '../model.js'
import { add, badge, clear, el, pre, row, table } from './dom.js'
import { pct } from './format.js'
import { heatFigure } from './overview.js'

export function renderModels(x: CrossModelView | undefined): void {
  const root = document.getElementById('models')!
  clear(root)
  const card = el('section', 'card')
  add(root, card)
  add(card, el('h2', 'skill-title', 'Cross-model comparison'))
  if (!x || x.format !== 'table' || !Array.isArray(x.models) || !Array.isArray(x.skills)) {
    add(card, el('div', 'note xm-unknown', (x && x.note) || 'cross-model data in an unknown format'))
    if (x && x.raw) add(card, add(el('details', 'more'), el('summary', null, 'The file as read'), pre(x.raw)))
    return
  }
  const info = 'Pass rate of each skill per model, with its interval; highlighted cells are anomalies' +
    (typeof x.anomalyThresholdSe === 'number' ? ' (more than ' + x.anomalyThresholdSe + ' standard errors off the other models)' : '') + '.'
  add(card, el('p', 'muted small', info))
  const heat = heatFigure(x)
  if (heat) add(card, heat)
  if (x.generatedAt) add(card, el('div', 'meta', 'generated ' + String(x.generatedAt).replace('T', ' ').slice(0, 16) + ' UTC'))
  function xmCell(c: CrossModelCell | null | undefined): HTMLSpanElement {
    if (!c) return el('span', 'muted', '–')
    const span = add(el('span', 'xm-cell'), el('span', 'rate', pct(c.passRate)))
    if (c.low !== null || c.high !== null) add(span, ' ', el('span', 'ci', '[' + pct(c.low) + '–' + pct(c.high) + ']'))
    if (c.anomaly) add(span, ' ', badge('anomaly' + (c.direction ? ': ' + c.direction : ''), 'warn'))
    if (c.regressed) add(span, ' ', badge('regressed', 'bad'))
    if (c.passed !== null && c.n !== null) add(span, el('span', 'n', c.passed + '/' + c.n))
    else if (c.n !== null) add(span, el('span', 'n', 'n = ' + c.n))
    return span
  }
  const t = table(['Skill'].concat(x.models, ['Range', 'Anomalies']))
  t.table.classList.add('xm')
  x.skills.forEach(function (s) {
    const name = el('span', 'file-name', s.skill)
    const cells: Array<Node | string> = [s.tier ? add(el('span'), name, ' ', badge('tier ' + s.tier, 'plain')) : name]
    x.models.forEach(function (m, i) { cells.push(xmCell(s.cells[i])) })
    cells.push(s.range === null ? '–' : Math.round(s.range * 100) + ' pts')
    cells.push(s.anomalies.length ? s.anomalies.join(', ') : '–')
    const tr = row(t.body, cells)
    x.models.forEach(function (m, i) {
      const td = tr.children[i + 1] as HTMLElement
      td.className = 'cell'
      const c = s.cells[i]
      if (c && c.anomaly) { td.classList.add('anom'); td.title = s.skill + ' on ' + m + ': anomaly' + (c.direction ? ' (' + c.direction + ')' : '') }
    })
  })
  if (x.totals && x.totals.length) {
    const tot = row(t.body, ['All skills' as Node | string].concat(x.models.map(function (m, i) { return xmCell(x.totals[i]) }), ['', '']), 'avg')
    for (let ti = 1; ti <= x.models.length; ti++) tot.children[ti].className = 'cell'
  }
  add(card, t.table)
  if (!x.skills.length) add(card, el('p', 'muted', 'No skills.'))
  if (x.regressions && x.regressions.length) {
    const rl = el('ul', 'plain-list xm-regressions')
    x.regressions.forEach(function (r) { add(rl, el('li', null, r.skill + ' on ' + r.model + (r.reason ? ': ' + r.reason : ''))) })
    add(card, el('h3', null, 'Regressions against the previous run'), rl)
  }
  if (x.notes && x.notes.length) {
    const nl = el('ul', 'plain-list')
    x.notes.forEach(function (n) { add(nl, el('li', null, n)) })
    add(card, el('h3', null, 'Notes'), nl)
  }
}
