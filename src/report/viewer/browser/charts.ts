/**
 * The viewer's charts as inline SVG, written by hand (no charting library: see docs/output.md,
 * "Charts"). Each generator is a pure function from plain numbers and labels to a small SVG tree
 * (`SvgNode`), with no DOM: the page turns the tree into elements with `createElementNS`,
 * `setAttribute` and text nodes (never parsed as markup, see ./svg-dom.ts), and the unit tests
 * serialise it with `svgMarkup` (which escapes) to check shapes, scales and empty data.
 *
 * Colours are classes only (the page's CSS gives them light and dark values); no style attribute,
 * no external resource. Every chart has role="img", an aria-label and a <title>; every mark has a
 * <title> with its exact value (a tooltip, and read by screen readers); the page puts a table with
 * the same numbers beside each chart.
 */

export interface SvgNode {
  tag: string
  attrs: Record<string, string | number>
  children: Array<SvgNode | string>
}

/** Attribute names the generators use: checked by the DOM builder, so data never names an attribute. */
export const SVG_ATTRS = new Set([
  'class', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'width', 'height', 'rx', 'viewBox', 'role', 'aria-label',
  'text-anchor', 'dominant-baseline', 'points', 'focusable', 'data-status', 'data-rate', 'data-config'
])
export const SVG_TAGS = new Set(['svg', 'g', 'rect', 'line', 'text', 'title', 'circle', 'polyline', 'desc'])

export function h(tag: string, attrs: Record<string, string | number> = {}, ...children: Array<SvgNode | string | null | undefined | false>): SvgNode {
  return { tag, attrs, children: children.filter((c): c is SvgNode | string => c !== null && c !== undefined && c !== false) }
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export function escapeXml(s: string): string {
  return String(s).replace(/[&<>"']/g, (c) => ESC[c]!)
}

/** The tree as SVG markup, every text and attribute value escaped (tests and docs; the page builds DOM nodes instead). */
export function svgMarkup(n: SvgNode | string): string {
  if (typeof n === 'string') return escapeXml(n)
  const attrs = Object.keys(n.attrs).map((k) => ` ${k}="${escapeXml(String(n.attrs[k]))}"`).join('')
  const ns = n.tag === 'svg' ? ' xmlns="http://www.w3.org/2000/svg"' : ''
  return `<${n.tag}${ns}${attrs}>${n.children.map(svgMarkup).join('')}</${n.tag}>`
}

/** Rates (0..1) as whole percent rounded down: the one rule of src/text/rates.ts (a test checks they agree). */
export function pctText(x: number | null | undefined): string {
  return x === null || x === undefined || !isFinite(x) ? '–' : Math.floor(x * 100 + 1e-9) + '%'
}

/** A rate (0..1, clamped) on an axis `width` long, starting at `x0`. */
export function scaleRate(rate: number, x0: number, width: number): number {
  const r = !isFinite(rate) ? 0 : Math.min(1, Math.max(0, rate))
  return round1(x0 + r * width)
}

const round1 = (x: number) => Math.round(x * 10) / 10

/** At most `max` characters, an ellipsis when cut (the full text stays in the mark's <title>). */
export function fit(text: string, max: number): string {
  const chars = Array.from(String(text))
  return chars.length <= max ? chars.join('') : chars.slice(0, Math.max(1, max - 1)).join('') + '…'
}

function frame(title: string, width: number, height: number, cls: string, ...children: Array<SvgNode | null>): SvgNode {
  return h('svg', { class: 'chart ' + cls, role: 'img', 'aria-label': title, width, height, viewBox: `0 0 ${width} ${height}`, focusable: 'false' }, h('title', {}, title), ...children)
}

// ─── per-skill bars with interval whiskers ──────────────────────────────────────────────

export interface RateBar {
  /** with_skill | without_skill | old_skill (a CSS class: bar-<config>). */
  config: string
  label: string
  rate: number | null
  low: number | null
  high: number | null
  /** Shown in the tooltip, e.g. "5/6 graded runs". */
  detail?: string
}

export interface RateGroup {
  label: string
  bars: RateBar[]
}

const LABEL_W = 150
const PLOT_W = 360
const VALUE_W = 150
const BAR_H = 13
const BAR_GAP = 3
const GROUP_GAP = 14
const AXIS_H = 22

/** Horizontal bars, one group per skill, one bar per configuration, with the 95% interval as a whisker. Null for no groups. */
export function rateBars(groups: RateGroup[], title: string): SvgNode | null {
  if (groups.length === 0) return null
  const x0 = LABEL_W
  const width = LABEL_W + PLOT_W + VALUE_W
  let y = 6
  const marks: SvgNode[] = []
  for (const g of groups) {
    const gh = Math.max(1, g.bars.length) * (BAR_H + BAR_GAP) - BAR_GAP
    marks.push(h('text', { class: 'lbl', x: x0 - 8, y: round1(y + gh / 2), 'text-anchor': 'end', 'dominant-baseline': 'middle' }, h('title', {}, g.label), fit(g.label, 22)))
    for (const b of g.bars) {
      const cy = y + BAR_H / 2
      const tip = `${g.label}, ${b.label}: ${b.rate === null ? 'no graded runs' : pctText(b.rate)}` +
        (b.low !== null && b.high !== null ? ` (95% interval ${pctText(b.low)}–${pctText(b.high)})` : '') + (b.detail ? `, ${b.detail}` : '')
      const bar = h('g', { class: 'mark', 'data-config': b.config, 'data-rate': b.rate === null ? '' : String(b.rate) }, h('title', {}, tip))
      if (b.rate !== null) {
        bar.children.push(h('rect', { class: 'bar bar-' + b.config, x: x0, y: round1(y), width: round1(scaleRate(b.rate, x0, PLOT_W) - x0), height: BAR_H, rx: 2 }))
      }
      let end = b.rate === null ? x0 : scaleRate(b.rate, x0, PLOT_W)
      if (b.low !== null && b.high !== null) {
        const lx = scaleRate(b.low, x0, PLOT_W)
        const hx = scaleRate(b.high, x0, PLOT_W)
        bar.children.push(
          h('line', { class: 'whisker', x1: lx, x2: hx, y1: round1(cy), y2: round1(cy) }),
          h('line', { class: 'whisker', x1: lx, x2: lx, y1: round1(cy - 4), y2: round1(cy + 4) }),
          h('line', { class: 'whisker', x1: hx, x2: hx, y1: round1(cy - 4), y2: round1(cy + 4) })
        )
        end = Math.max(end, hx)
      }
      bar.children.push(h('text', { class: 'val', x: round1(end + 6), y: round1(cy), 'dominant-baseline': 'middle' }, (b.rate === null ? 'no graded runs' : pctText(b.rate)) + ' ' + fit(b.label, 18)))
      marks.push(bar)
      y += BAR_H + BAR_GAP
    }
    y += GROUP_GAP - BAR_GAP
  }
  const plotBottom = y - GROUP_GAP + 6
  const axis = h('g', { class: 'axis' })
  for (const v of [0, 0.25, 0.5, 0.75, 1]) {
    const x = scaleRate(v, x0, PLOT_W)
    axis.children.push(h('line', { class: 'grid', x1: x, x2: x, y1: 0, y2: round1(plotBottom) }), h('text', { x, y: round1(plotBottom + 14), 'text-anchor': 'middle' }, pctText(v)))
  }
  return frame(title, width, Math.ceil(plotBottom + AXIS_H), 'bars', axis, h('g', {}, ...marks))
}

// ─── eval × trial grid ─────────────────────────────────────────────────────────────────

export interface GridRow {
  label: string
  critical: boolean
  /** Per configuration (in `configs` order): each trial's grade. */
  runs: Record<string, string[]>
}

const CELL = 16
const CELL_GAP = 2
const KNOWN_STATUS = ['pass', 'fail', 'error', 'inconclusive', 'skipped']
const GLYPH: Record<string, string> = { pass: '✓', fail: '✗', error: '!', inconclusive: '?', skipped: '–' }

/** One row per eval, one column per configuration and trial; a cell per run (pass / fail / error / inconclusive / skipped). Null for no rows. */
export function trialGrid(rows: GridRow[], configs: Array<{ key: string; label: string }>, title: string): SvgNode | null {
  if (rows.length === 0 || configs.length === 0) return null
  const trials = configs.map((c) => Math.max(1, ...rows.map((r) => (r.runs[c.key] || []).length)))
  const labelW = 170
  const headH = 34
  const groupGap = 14
  const xs: number[] = []
  let x = labelW
  configs.forEach((c, i) => {
    xs.push(x)
    x += trials[i]! * (CELL + CELL_GAP) - CELL_GAP + groupGap
  })
  const width = Math.max(x - groupGap + 8, labelW + 120)
  const height = headH + rows.length * (CELL + CELL_GAP) + 4
  const head = h('g', { class: 'axis' })
  configs.forEach((c, i) => {
    head.children.push(h('text', { x: xs[i]!, y: 12 }, fit(c.label, Math.max(4, Math.floor((trials[i]! * (CELL + CELL_GAP)) / 6.5)))))
    for (let t = 0; t < trials[i]!; t++) head.children.push(h('text', { class: 'tn', x: round1(xs[i]! + t * (CELL + CELL_GAP) + CELL / 2), y: 28, 'text-anchor': 'middle' }, String(t + 1)))
  })
  const body = h('g', {})
  rows.forEach((r, ri) => {
    const y = headH + ri * (CELL + CELL_GAP)
    body.children.push(h('text', { class: 'lbl', x: labelW - 8, y: round1(y + CELL / 2), 'text-anchor': 'end', 'dominant-baseline': 'middle' }, h('title', {}, r.label + (r.critical ? ' (critical)' : '')), (r.critical ? '★ ' : '') + fit(r.label, 24)))
    configs.forEach((c, i) => {
      const runs = r.runs[c.key] || []
      runs.forEach((st, t) => {
        const status = KNOWN_STATUS.indexOf(st) >= 0 ? st : 'unknown'
        const cx = xs[i]! + t * (CELL + CELL_GAP)
        body.children.push(h('g', { class: 'cell st-' + status, 'data-status': status },
          h('title', {}, `${r.label} · ${c.label} · trial ${t + 1}: ${st}`),
          h('rect', { x: cx, y, width: CELL, height: CELL, rx: 3 }),
          h('text', { x: round1(cx + CELL / 2), y: round1(y + CELL / 2 + 0.5), 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, GLYPH[status] || '?')))
      })
    })
  })
  return frame(title, Math.ceil(width), Math.ceil(height), 'grid', head, body)
}

// ─── pass-rate history ──────────────────────────────────────────────────────────────────

export interface HistoryPoint {
  timestamp: string
  rate: number
  current: boolean
}

/** A small line chart of pass rates over time (oldest left, this report last). Null with no points. */
export function historyChart(points: HistoryPoint[], title: string): SvgNode | null {
  if (points.length === 0) return null
  const width = 300
  const height = 110
  const left = 36
  const right = 12
  const top = 8
  const plotH = 74
  const plotW = width - left - right
  const xAt = (i: number) => round1(left + (points.length === 1 ? plotW / 2 : (i * plotW) / (points.length - 1)))
  const yAt = (r: number) => round1(top + (1 - Math.min(1, Math.max(0, isFinite(r) ? r : 0))) * plotH)
  const axis = h('g', { class: 'axis' })
  for (const v of [0, 0.5, 1]) {
    axis.children.push(h('line', { class: 'grid', x1: left, x2: width - right, y1: yAt(v), y2: yAt(v) }), h('text', { x: left - 4, y: yAt(v), 'text-anchor': 'end', 'dominant-baseline': 'middle' }, pctText(v)))
  }
  const day = (ts: string) => (ts ? String(ts).slice(0, 10) : 'undated')
  axis.children.push(
    h('text', { x: left, y: height - 6 }, day(points[0]!.timestamp)),
    h('text', { x: width - right, y: height - 6, 'text-anchor': 'end' }, points[points.length - 1]!.current ? 'this report' : day(points[points.length - 1]!.timestamp))
  )
  const line = points.length > 1 ? h('polyline', { class: 'hist-line', points: points.map((p, i) => `${xAt(i)},${yAt(p.rate)}`).join(' ') }) : null
  const dots = h('g', {}, ...points.map((p, i) =>
    h('circle', { class: p.current ? 'hist-pt hist-now' : 'hist-pt', cx: xAt(i), cy: yAt(p.rate), r: p.current ? 4 : 3, 'data-rate': String(p.rate) },
      h('title', {}, `${p.current ? 'this report' : day(p.timestamp)}: ${pctText(p.rate)}`))))
  return frame(title, width, height, 'history', axis, line, dots)
}

// ─── cross-model heat map ───────────────────────────────────────────────────────────────

export interface HeatCell {
  rate: number | null
  low: number | null
  high: number | null
  anomaly: boolean
}

/** Colour bin of a rate: h0 (0–19%) … h4 (80–100%); hn unknown. */
export function heatClass(rate: number | null): string {
  if (rate === null || !isFinite(rate)) return 'hn'
  return 'h' + Math.min(4, Math.floor(Math.min(1, Math.max(0, rate)) * 5 + 1e-9))
}

/** Skills down, models across; each cell coloured by its pass rate, the rate written in it, anomalies outlined. Null without models or skills. */
export function heatMap(models: string[], rows: Array<{ label: string; cells: Array<HeatCell | null> }>, title: string): SvgNode | null {
  if (models.length === 0 || rows.length === 0) return null
  const labelW = 150
  const cw = 92
  const ch = 26
  const headH = 24
  const width = labelW + models.length * cw + 6
  const height = headH + rows.length * ch + 4
  const head = h('g', { class: 'axis' }, ...models.map((m, i) => h('text', { x: round1(labelW + i * cw + cw / 2), y: 14, 'text-anchor': 'middle' }, h('title', {}, m), fit(m, 13))))
  const body = h('g', {})
  rows.forEach((r, ri) => {
    const y = headH + ri * ch
    body.children.push(h('text', { class: 'lbl', x: labelW - 8, y: round1(y + ch / 2), 'text-anchor': 'end', 'dominant-baseline': 'middle' }, h('title', {}, r.label), fit(r.label, 22)))
    models.forEach((m, i) => {
      const c = r.cells[i] || null
      const x = labelW + i * cw
      const cls = 'hcell ' + heatClass(c ? c.rate : null) + (c && c.anomaly ? ' anom' : '')
      const tip = `${r.label} on ${m}: ` + (c && c.rate !== null ? pctText(c.rate) + (c.low !== null && c.high !== null ? ` (95% interval ${pctText(c.low)}–${pctText(c.high)})` : '') + (c.anomaly ? ', anomaly' : '') : 'no data')
      body.children.push(h('g', { class: cls, 'data-rate': c && c.rate !== null ? String(c.rate) : '' },
        h('title', {}, tip),
        h('rect', { x: x + 1, y: y + 1, width: cw - 2, height: ch - 2, rx: 3 }),
        h('text', { x: round1(x + cw / 2), y: round1(y + ch / 2 + 0.5), 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, c && c.rate !== null ? pctText(c.rate) + (c.anomaly ? ' !' : '') : '–')))
    })
  })
  return frame(title, width, height, 'heat', head, body)
}
