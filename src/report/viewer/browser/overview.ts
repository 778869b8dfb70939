/**
 * The Overview tab (issue 34), where the page opens when the report has a summary.json: the
 * verdict, the gates with why, per-skill pass rates (with / without / base) with their 95%
 * intervals and the uplift, charts (bars with interval whiskers, the eval × trial grid, the
 * pass-rate history, the cross-model heat map) and the failure clusters. The numbers are the
 * aggregate's (summary.json, as the terminal prints them); each chart has a table beside it.
 */
import type { CrossModelView, OverviewSkill, OverviewView, ViewerModel } from '../model.js'
import { add, badge, clear, el, row, table } from './dom.js'
import { configLabel, fmtCost, pct, simulatedSuffix, verdictKind, verdictText } from './format.js'
import { heatMap, historyChart, rateBars, trialGrid, type SvgNode } from './charts.js'
import { svgDom } from './svg-dom.js'

const CONFIGS = ['with_skill', 'without_skill', 'old_skill']
const SHORT_LABEL: Record<string, string> = { with_skill: 'with skill', without_skill: 'without skill', old_skill: 'base (old skill)' }
const GRID_LABEL: Record<string, string> = { with_skill: 'with', without_skill: 'without', old_skill: 'base' }
const GATE_WORD: Record<string, string> = { pass: 'pass', warn: 'WARN', fail: 'FAIL', skip: 'skip' }
const GATE_KIND: Record<string, string> = { pass: 'good', warn: 'warn', fail: 'bad', skip: 'neutral' }
const GATE_RANK: Record<string, number> = { fail: 0, warn: 1, pass: 2, skip: 3 }

function pts(n: number): string { return n === 0 ? '±0' : n > 0 ? '+' + n : String(n) }
function rateCi(r: { rate: number | null; low: number | null; high: number | null } | undefined): string {
  if (!r || r.rate === null) return '–'
  return pct(r.rate) + (r.low !== null && r.high !== null ? ' [' + pct(r.low) + '–' + pct(r.high) + ']' : '')
}

/** A chart in a <figure>: the SVG (role="img", titled), a caption, and its numbers as a table in <details>. */
function figure(svg: SvgNode | null, caption: string, alt: HTMLElement | null, cls: string): HTMLElement {
  const f = el('figure', 'fig ' + cls)
  if (svg) add(f, add(el('div', 'fig-scroll'), svgDom(svg)))
  add(f, el('figcaption', 'muted small', caption))
  if (alt) add(f, add(el('details', 'alt'), el('summary', null, 'The numbers as a table'), alt))
  return f
}

function verdictCard(o: OverviewView): HTMLElement {
  const kind = verdictKind(o.verdict)
  const card = el('section', 'card verdict ov-verdict verdict-' + kind)
  const head = add(el('div', 'ov-head'), el('span', 'muted', 'Verdict'), ' ',
    badge(o.verdict ? verdictText(o.verdict) : 'NONE', 'big ' + kind))
  if (o.confidence) add(head, ' ', el('span', 'muted', 'confidence: ' + o.confidence))
  if (o.riskLevel) add(head, ' ', el('span', 'muted', '· risk level ' + o.riskLevel))
  add(card, head)
  if (o.simulated) add(card, el('div', 'note sim-note', 'Simulated: the local simulated model and judge made these runs; no API call was made, and the costs and tokens shown are simulated.'))
  if (o.reasons.length) {
    const ul = el('ul', 'plain-list reasons')
    o.reasons.forEach(function (r) { add(ul, el('li', null, r)) })
    add(card, ul)
  }
  if (o.totals) {
    const t = o.totals
    add(card, el('div', 'meta ov-totals', t.runs + ' runs: ' + t.graded + ' graded (' + t.passed + ' passed, ' + t.failed + ' failed), ' +
      t.inconclusive + ' inconclusive, ' + t.errors + ' errors' + (t.costUsd !== null ? ' · cost ' + fmtCost(t.costUsd) + simulatedSuffix(o.simulated) : '')))
  }
  if (o.source === 'partial') add(card, el('p', 'muted small', 'summary.json is incomplete (an older version?): only the verdict and its reasons are shown.'))
  return card
}

function gatesCard(o: OverviewView): HTMLElement {
  const card = add(el('section', 'card ov-gates'), el('h2', 'skill-title', 'Gates'))
  // as the terminal shows them: failing first; the data gate only when it warns; skipped ones counted
  const shown = o.gates.filter(function (g) { return g.id === 'data' ? g.status === 'warn' : g.status !== 'skip' })
    .sort(function (a, b) { return (GATE_RANK[a.status] ?? 9) - (GATE_RANK[b.status] ?? 9) })
  if (!shown.length) { add(card, el('p', 'muted', 'No gate applied.')); return card }
  const t = table(['Status', 'Gate', 'Skill', 'Why'])
  t.table.classList.add('gates')
  shown.forEach(function (g) {
    const tr = row(t.body, [badge(GATE_WORD[g.status] || g.status, GATE_KIND[g.status] || 'neutral'), el('span', 'file-name', g.id), g.skill === null ? el('span', 'muted', '(repository)') : g.skill, g.message])
    tr.className = 'gate gate-' + g.status
  })
  add(card, t.table)
  const skipped = o.gates.length - shown.length
  if (skipped > 0) add(card, el('p', 'muted small', skipped + ' gate check' + (skipped === 1 ? '' : 's') + ' skipped or without findings are not listed.'))
  return card
}

function skillsCard(o: OverviewView): HTMLElement {
  const card = add(el('section', 'card ov-skills'), el('h2', 'skill-title', 'Skills'),
    el('p', 'muted small', 'Pass rate = runs fully passed: the share of graded runs whose every assertion passed, in whole percent rounded down, with its 95% interval. Uplift = with skill minus without, in points.'))
  const t = table(['Skill', 'Tier', 'With skill (95% CI)', 'Without skill (95% CI)', 'Base (95% CI)', 'Uplift', 'vs base', 'Cost', 'Verdict'])
  t.table.classList.add('ov-rates')
  o.skills.forEach(function (k) {
    const up = k.uplift ? el('span', 'delta ' + (k.uplift.points > 0 ? 'pos' : k.uplift.points < 0 ? 'neg' : ''), pts(k.uplift.points) + ' pts') : el('span', 'muted', '–')
    const hb = k.headVsBase ? el('span', 'delta ' + (k.headVsBase.verdict === 'regression' ? 'neg' : k.headVsBase.verdict === 'improvement' ? 'pos' : ''),
      pts(k.headVsBase.points) + ' pts (' + k.headVsBase.verdict.replace(/_/g, ' ') + (k.headVsBase.paired ? '' : ', unpaired') + ')') : el('span', 'muted', '–')
    const tr = row(t.body, [el('span', 'file-name', k.name), k.tier || '–', rateCi(k.rates.with_skill), rateCi(k.rates.without_skill), rateCi(k.rates.old_skill), up, hb,
      k.costUsd === null ? '–' : fmtCost(k.costUsd) + simulatedSuffix(o.simulated),
      k.verdict ? add(el('span'), badge(verdictText(k.verdict), verdictKind(k.verdict)), k.confidence ? el('span', 'muted small', ' ' + k.confidence) : null) : '–'])
    tr.setAttribute('data-skill', k.name)
    if (k.uplift) (tr.children[5] as HTMLElement).title = 'uplift ' + k.uplift.verdict.replace(/_/g, ' ') + (k.uplift.low !== null && k.uplift.high !== null ? ', 95% interval ' + pts(Math.round(k.uplift.low * 100)) + ' to ' + pts(Math.round(k.uplift.high * 100)) + ' pts' : '') + (k.uplift.reason ? ': ' + k.uplift.reason : '')
  })
  add(card, t.table)
  const groups = o.skills.map(function (k) {
    return {
      label: k.name,
      bars: CONFIGS.filter(function (c) { return k.rates[c] !== undefined }).map(function (c) {
        const r = k.rates[c]!
        return { config: c, label: SHORT_LABEL[c] || c, rate: r.rate, low: r.low, high: r.high, detail: r.passed + '/' + r.graded + ' graded runs passed' }
      })
    }
  })
  const bars = rateBars(groups, 'Pass rate per skill with skill, without skill and on the base, with 95% intervals')
  if (bars) add(card, figure(bars, 'Bars: pass rate (runs fully passed); whiskers: 95% interval. Blue: with skill · grey: without skill · purple: base (old skill). The table above has the same numbers.', null, 'fig-bars'))
  return card
}

function gridCard(o: OverviewView): HTMLElement {
  const card = add(el('section', 'card ov-grid'), el('h2', 'skill-title', 'Evals × trials'),
    el('p', 'muted small', 'One cell per run: ✓ pass, ✗ fail, ! error, ? inconclusive, – skipped. ★ marks a critical eval.'))
  o.skills.forEach(function (k: OverviewSkill) {
    const configs = CONFIGS.filter(function (c) { return k.evals.some(function (e) { return (e.runs[c] || []).length > 0 }) })
      .map(function (c) { return { key: c, label: GRID_LABEL[c] || c } })
    const rows = k.evals.map(function (e) { return { label: 'Eval ' + e.id + (e.name ? ': ' + e.name : ''), critical: e.critical, runs: e.runs } })
    const svg = trialGrid(rows, configs, 'Runs of ' + k.name + ' per eval and trial: pass, fail or error')
    const alt = table(['Eval'].concat(configs.map(function (c) { return configLabel(c.key) })))
    k.evals.forEach(function (e) {
      row(alt.body, [(e.critical ? '★ ' : '') + e.id + (e.name ? ': ' + e.name : '')].concat(configs.map(function (c) { return (e.runs[c.key] || []).join(', ') || '–' })))
    })
    const wrap = add(el('div', 'ov-grid-skill'), el('h3', null, k.name))
    wrap.setAttribute('data-skill', k.name)
    add(wrap, svg ? figure(svg, k.evals.length + ' eval' + (k.evals.length === 1 ? '' : 's') + ' of ' + k.name, alt.table, 'fig-grid') : el('p', 'muted', 'No eval results.'))
    add(card, wrap)
  })
  return card
}

function historyCard(o: OverviewView): HTMLElement {
  const card = add(el('section', 'card ov-history'), el('h2', 'skill-title', 'Pass-rate history'))
  const names = Object.keys(o.history)
  if (!names.length) {
    add(card, el('p', 'muted no-history', 'No history yet: this chart appears once earlier results are committed as benchmark records (evals/benchmarks/*.json, or report --history).'))
    return card
  }
  add(card, el('p', 'muted small', 'With-skill pass rate (runs fully passed) in the committed benchmark records, oldest first; the last point is this report.'))
  const wrap = el('div', 'hist-grid')
  names.forEach(function (name) {
    const points = o.history[name]
    const svg = historyChart(points, 'Pass-rate history of ' + name + ': ' + points.map(function (p) { return pct(p.rate) }).join(', '))
    const alt = table(['When', 'Pass rate', 'Passed / graded'])
    points.forEach(function (p) { row(alt.body, [p.current ? 'this report' : (p.timestamp || 'undated').slice(0, 16).replace('T', ' '), pct(p.rate), p.passed !== null && p.graded !== null ? p.passed + '/' + p.graded : '–']) })
    const box = add(el('div', 'hist-skill'), el('h3', null, name))
    box.setAttribute('data-skill', name)
    add(wrap, add(box, figure(svg, points.length + ' point' + (points.length === 1 ? '' : 's'), alt.table, 'fig-history')))
  })
  return add(card, wrap)
}

/** The cross-model heat map (also shown on the Cross-model tab). Null when the data is not a table. */
export function heatFigure(x: CrossModelView | undefined): HTMLElement | null {
  if (!x || x.format !== 'table' || !x.models.length || !x.skills.length) return null
  const svg = heatMap(x.models, x.skills.map(function (s) {
    return { label: s.skill, cells: s.cells.map(function (c) { return c ? { rate: c.passRate, low: c.low, high: c.high, anomaly: c.anomaly } : null }) }
  }), 'Pass rate of each skill per model')
  return figure(svg, 'Cells: pass rate per skill and model (red low, green high); "!" and an outline mark an anomaly. The Cross-model tab has the table.', null, 'fig-heat')
}

function clustersCard(o: OverviewView): HTMLElement {
  const card = add(el('section', 'card ov-clusters'), el('h2', 'skill-title', 'Failure clusters'))
  if (!o.clusters.length) { add(card, el('p', 'muted', 'No failure clusters.')); return card }
  const ul = el('ul', 'plain-list clusters')
  o.clusters.forEach(function (c) {
    const li = add(el('li', 'cluster'), badge(c.severity, c.severity === 'high' ? 'bad' : c.severity === 'medium' ? 'warn' : 'neutral'), ' ',
      el('strong', null, c.skill + ': ' + c.name), ' ',
      el('span', 'muted', '(' + c.failures + ' failure' + (c.failures === 1 ? '' : 's') + '; evals ' + c.evals.join(', ') + ')'))
    if (c.critical) add(li, ' ', badge('critical', 'bad'))
    add(li, el('div', 'small', 'fix: ' + c.suggestion))
    add(ul, li)
  })
  return add(card, ul)
}

export function renderOverview(data: ViewerModel): void {
  const root = document.getElementById('overview')!
  clear(root)
  const o = data.overview
  if (!o) { add(root, el('div', 'empty', 'No summary.json in this report: run `skill-evals report` for the verdict.')); return }
  add(root, verdictCard(o))
  if (o.source === 'full') {
    add(root, gatesCard(o), skillsCard(o))
    add(root, historyCard(o))
    const heat = heatFigure(data.crossModel)
    if (heat) add(root, add(el('section', 'card ov-heat'), el('h2', 'skill-title', 'Across models'), heat))
    add(root, clustersCard(o), gridCard(o))
  }
  if (data.skills.length) add(root, el('p', 'muted small', 'Per-eval detail: the Outputs tab (each run side by side) and the Benchmark tab (per-eval tables).'))
}
