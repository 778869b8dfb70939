/** The Benchmark tab: the report's verdict, then per skill its summary, per-eval breakdown and assertion matrix. */
import type { BenchmarkView, ViewerModel, ViewerSkill } from '../model.js'
import { add, badge, clear, el, row, table } from './dom.js'
import { CONFIG_ORDER, configLabel, configShort, fmtCost, fmtNum, pct, simulatedSuffix, stat, verdictKind, verdictText } from './format.js'

type SummaryEntry = BenchmarkView['summary'][string]

function deltaCell(v: string | null | undefined, goodWhenPositive: boolean | null): HTMLSpanElement {
  if (v === null || v === undefined) return el('span', 'muted', '–')
  const n = parseFloat(v)
  const cls = n === 0 || isNaN(n) || goodWhenPositive === null ? '' : (n > 0) === goodWhenPositive ? 'pos' : 'neg'
  return el('span', 'delta ' + cls, v)
}

let SIM = false

export function renderBenchmark(data: ViewerModel): void {
  SIM = data.simulated === true
  const root = document.getElementById('bench')!
  clear(root)
  if (data.summary && (data.summary.verdict || data.summary.reasons.length)) {
    const v = el('div', 'card verdict verdict-' + verdictKind(data.summary.verdict))
    add(v, add(el('div', 'verdict-head'), el('span', 'muted', 'Verdict'), ' ', badge(data.summary.verdict ? verdictText(data.summary.verdict) : 'NONE', verdictKind(data.summary.verdict)),
      data.summary.confidence ? el('span', 'muted', ' confidence: ' + data.summary.confidence) : null))
    if (data.summary.reasons.length) {
      const ul = el('ul', 'plain-list')
      data.summary.reasons.forEach(function (r) { add(ul, el('li', null, r)) })
      add(v, ul)
    }
    add(root, v)
  }
  if (!data.skills.length) add(root, el('div', 'empty', 'No benchmark data in this report.'))
  data.skills.forEach(function (s) { add(root, renderSkillBench(s)) })
}

function renderSkillBench(s: ViewerSkill): HTMLElement {
  const card = el('section', 'card skill-bench')
  const h = add(el('h2', 'skill-title'), s.name, ' ', el('span', 'muted', s.iteration))
  const vd = s.verdict
  if (vd && vd.verdict) add(h, ' ', badge(verdictText(vd.verdict), verdictKind(vd.verdict)))
  if (vd && vd.tier) add(h, ' ', badge('tier ' + vd.tier, 'plain'))
  // A rate, not a verdict: a neutral badge (never green beside a failing verdict).
  if (vd && vd.passRate && vd.passRate.with_skill !== null && vd.passRate.with_skill !== undefined) add(h, ' ', badge('runs fully passed: ' + pct(vd.passRate.with_skill), 'plain'))
  add(card, h)
  if (vd) {
    const flags = el('div', 'flags')
    if (vd.flaky.length) add(flags, badge('flaky', 'warn'), ' ', el('span', null, 'evals ' + vd.flaky.join(', ')), ' ')
    if (vd.saturated === true) add(flags, badge('saturated', 'warn'), ' ', el('span', 'muted', 'the baseline passes too: these evals no longer tell the skill apart'))
    if (vd.saturated === false && !vd.flaky.length) add(flags, el('span', 'muted', 'No flaky or saturated evals flagged.'))
    add(card, flags)
  }
  const b = s.benchmark
  if (!b) return add(card, el('p', 'muted', 'No benchmark.'))
  add(card, el('div', 'muted small', b.source === 'benchmark.json' ? 'From benchmark.json' : 'Computed from the runs (no benchmark.json)'))

  // Summary table
  const configs = b.configurations
  const t = table(['Metric'].concat(configs.map(configLabel), ['Delta']))
  t.table.classList.add('summary')
  function sumRow(label: string, get: (x: Partial<SummaryEntry>) => string, delta: string | null, good: boolean | null): void {
    row(t.body, [label as Node | string].concat(configs.map(function (c) { return get(b!.summary[c] || {}) }), [deltaCell(delta, good)]))
  }
  sumRow('Assertions passed (mean per run)', function (x) { return stat(x.passRate, function (v) { return pct(v) }) }, b.delta.passRate, true)
  sumRow('Time (s)', function (x) { return stat(x.timeSeconds, function (v) { return v.toFixed(1) }) }, b.delta.timeSeconds, false)
  sumRow('Tokens' + simulatedSuffix(SIM), function (x) { return stat(x.tokens, function (v) { return fmtNum(v, 0) }) }, b.delta.tokens, false)
  sumRow('Cost (total)' + simulatedSuffix(SIM), function (x) { return fmtCost(x.costUsd) }, null, null)
  sumRow('Graded runs', function (x) { return String(x.runs) }, null, null)
  add(card, el('h3', null, 'Summary'), t.table)

  // Per-eval breakdown
  add(card, el('h3', null, 'Per-eval breakdown'))
  const evalIds: string[] = []
  b.runs.forEach(function (r) { if (evalIds.indexOf(r.evalId) < 0) evalIds.push(r.evalId) })
  evalIds.sort(function (a, c) { const x = Number(a), y = Number(c); return isNaN(x) || isNaN(y) ? (a < c ? -1 : a > c ? 1 : 0) : x - y })
  const flaky = vd ? vd.flaky : []
  evalIds.forEach(function (id) {
    const rs = b.runs.filter(function (r) { return r.evalId === id })
    const name = rs[0] && rs[0].evalName
    const eh = add(el('h4', 'eval-head'), 'Eval ' + id + (name ? ': ' + name : ''))
    if (flaky.indexOf(String(id)) >= 0) add(eh, ' ', badge('flaky', 'warn'))
    const tt = table(['Config', 'Run', 'Assertions passed', 'Time (s)', 'Tokens' + simulatedSuffix(SIM), 'Errors'])
    const cfgs = configs.filter(function (c) { return rs.some(function (r) { return r.configuration === c }) })
    cfgs.forEach(function (c) {
      const cr = rs.filter(function (r) { return r.configuration === c }).sort(function (x, y) { return x.run - y.run })
      cr.forEach(function (r) {
        row(tt.body, [badge(configShort(c), 'cfg cfg-' + (CONFIG_ORDER.indexOf(c) >= 0 ? c : 'other')), String(r.run), r.passRate === null ? '–' : pct(r.passRate) + ' (' + r.passed + '/' + r.total + ')',
          r.timeSeconds === null ? '–' : r.timeSeconds.toFixed(1), fmtNum(r.tokens, 0), String(r.errors)])
      })
      const avg = function (f: (r: (typeof cr)[number]) => number | null): number | null { const v = cr.map(f).filter(function (x): x is number { return x !== null }); return v.length ? v.reduce(function (a, c2) { return a + c2 }, 0) / v.length : null }
      row(tt.body, [configShort(c) + ' avg', '', pct(avg(function (r) { return r.passRate })), fmtNum(avg(function (r) { return r.timeSeconds }), 1), fmtNum(avg(function (r) { return r.tokens }), 0), ''], 'avg')
    })
    add(card, eh, tt.table)
  })
  if (!evalIds.length) add(card, el('p', 'muted', 'No graded runs.'))

  // Per-assertion matrix
  add(card, el('h3', null, 'Assertions across configurations and trials'))
  const mt = table(['Assertion'].concat(configs.map(configLabel)))
  mt.table.classList.add('matrix')
  let any = false
  evalIds.forEach(function (id) {
    const rs = b.runs.filter(function (r) { return r.evalId === id })
    const texts: string[] = []
    rs.forEach(function (r) { r.expectations.forEach(function (x) { if (texts.indexOf(x.text) < 0) texts.push(x.text) }) })
    if (!texts.length) return
    any = true
    const gr = row(mt.body, ['Eval ' + id + (rs[0].evalName ? ': ' + rs[0].evalName : '')].concat(configs.map(function () { return '' })), 'group');
    (gr.firstChild as HTMLTableCellElement).colSpan = configs.length + 1
    while (gr.childNodes.length > 1) gr.removeChild(gr.lastChild!)
    texts.forEach(function (text) {
      const cells: Array<Node | string> = [el('span', null, text)]
      let varies = false
      configs.forEach(function (c) {
        const cell = el('span', 'marks')
        const results: boolean[] = []
        rs.filter(function (r) { return r.configuration === c }).sort(function (x, y) { return x.run - y.run }).forEach(function (r) {
          const x = r.expectations.filter(function (e2) { return e2.text === text })[0]
          if (!x) return
          results.push(x.passed)
          const mk = el('span', 'mk ' + (x.passed ? 'pass' : 'fail'), x.passed ? '✓' : '✗')
          mk.title = 'Run ' + r.run + ': ' + (x.evidence || '')
          add(cell, mk)
        })
        if (results.indexOf(true) >= 0 && results.indexOf(false) >= 0 && c === 'with_skill') varies = true
        cells.push(results.length ? cell : el('span', 'muted', '–'))
      })
      if (varies) add(cells[0] as Node, ' ', badge('varies', 'warn'))
      row(mt.body, cells)
    })
  })
  add(card, any ? mt.table : el('p', 'muted', 'No graded assertions yet.'))

  if (b.notes.length) {
    add(card, el('h3', null, 'Notes'))
    const nl = el('ul', 'plain-list')
    b.notes.forEach(function (n) { add(nl, el('li', null, n)) })
    add(card, nl)
  }
  return card
}
