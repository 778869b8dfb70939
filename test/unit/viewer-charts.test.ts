/**
 * The viewer's SVG chart generators (src/report/viewer/browser/charts.ts): pure functions, so
 * their trees are checked here without a browser: escaping, scales, empty data, and that every
 * element and attribute is one the page's DOM builder accepts.
 */
import { describe, test, expect } from '@jest/globals'
import {
  escapeXml, fit, heatClass, heatMap, historyChart, pctText, rateBars, scaleRate, svgMarkup, trialGrid, SVG_ATTRS, SVG_TAGS, type SvgNode
} from '../../src/report/viewer/browser/charts.js'
import { percent } from '../../src/text/rates.js'

const EVIL = '</title><script>alert(1)</script> & "x" \'y\''

function all(n: SvgNode, out: SvgNode[] = []): SvgNode[] {
  out.push(n)
  for (const c of n.children) if (typeof c !== 'string') all(c, out)
  return out
}
const byClass = (n: SvgNode, cls: string) => all(n).filter((x) => String(x.attrs.class ?? '').split(' ').includes(cls))
const texts = (n: SvgNode): string[] => all(n).flatMap((x) => (x.tag === 'text' ? [x.children.filter((c): c is string => typeof c === 'string').join('')] : []))

describe('escaping and helpers', () => {
  test('svgMarkup escapes text and attribute values', () => {
    const svg = rateBars([{ label: EVIL, bars: [{ config: 'with_skill', label: 'with skill', rate: 0.5, low: 0.2, high: 0.8 }] }], EVIL)!
    const markup = svgMarkup(svg)
    expect(markup).not.toContain('<script>')
    expect(markup).not.toContain('</title><script')
    expect(markup).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; &#39;y&#39;')
    expect(escapeXml('<a href="x">&\'')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;')
  })

  test('fit cuts long labels with an ellipsis, by characters', () => {
    expect(fit('abcdef', 4)).toBe('abc…')
    expect(fit('abc', 4)).toBe('abc')
    expect(fit('😀😀😀😀😀', 3)).toBe('😀😀…')
  })

  test('pctText rounds as src/text/rates.ts does', () => {
    for (const x of [0, 0.005, 0.289999, 0.29, 0.5, 0.8333, 0.9999, 1, null, NaN]) expect(pctText(x as number | null)).toBe(percent(x as number | null))
  })

  test('every element and attribute the generators write is one the DOM builder accepts', () => {
    const charts = [
      rateBars([{ label: 'a', bars: [{ config: 'with_skill', label: 'w', rate: 0.5, low: 0.1, high: 0.9 }, { config: 'without_skill', label: 'wo', rate: null, low: null, high: null }] }], 't')!,
      trialGrid([{ label: 'e', critical: true, runs: { with_skill: ['pass', 'fail', 'error', 'weird'] } }], [{ key: 'with_skill', label: 'with' }], 't')!,
      historyChart([{ timestamp: '2026-01-01', rate: 0.5, current: false }, { timestamp: '', rate: 1, current: true }], 't')!,
      heatMap(['m1', 'm2'], [{ label: 's', cells: [{ rate: 0.5, low: 0.4, high: 0.6, anomaly: true }, null] }], 't')!
    ]
    for (const c of charts) {
      expect(c.attrs.role).toBe('img')
      expect(c.attrs['aria-label']).toBe('t')
      expect((c.children[0] as SvgNode).tag).toBe('title')
      for (const n of all(c)) {
        expect(SVG_TAGS.has(n.tag)).toBe(true)
        for (const k of Object.keys(n.attrs)) expect(SVG_ATTRS.has(k)).toBe(true)
        expect(n.attrs.style).toBeUndefined()
      }
    }
  })
})

describe('scales', () => {
  test('scaleRate maps 0..1 onto the axis and clamps', () => {
    expect(scaleRate(0, 100, 200)).toBe(100)
    expect(scaleRate(0.5, 100, 200)).toBe(200)
    expect(scaleRate(1, 100, 200)).toBe(300)
    expect(scaleRate(-0.5, 100, 200)).toBe(100)
    expect(scaleRate(7, 100, 200)).toBe(300)
    expect(scaleRate(NaN, 100, 200)).toBe(100)
  })

  test('bars: width proportional to the rate, whiskers at the interval bounds', () => {
    const svg = rateBars([{ label: 's', bars: [{ config: 'with_skill', label: 'with skill', rate: 0.5, low: 0.25, high: 0.75 }, { config: 'without_skill', label: 'without skill', rate: 1, low: 0.6, high: 1 }] }], 't')!
    const [a, b] = byClass(svg, 'bar')
    expect(a!.attrs.class).toBe('bar bar-with_skill')
    expect(Number(b!.attrs.width)).toBeCloseTo(2 * Number(a!.attrs.width), 5)
    const x0 = Number(a!.attrs.x)
    const w = byClass(svg, 'whisker')
    expect(w).toHaveLength(6)
    expect(Number(w[0]!.attrs.x1) - x0).toBeCloseTo(Number(a!.attrs.width) / 2, 5)
    expect(Number(w[0]!.attrs.x2) - x0).toBeCloseTo((Number(a!.attrs.width) * 3) / 2, 5)
    expect(texts(svg)).toEqual(expect.arrayContaining(['50% with skill', '100% without skill', '0%', '50%', '100%']))
  })

  test('a configuration without graded runs has no bar and says so', () => {
    const svg = rateBars([{ label: 's', bars: [{ config: 'old_skill', label: 'base', rate: null, low: null, high: null }] }], 't')!
    expect(byClass(svg, 'bar')).toHaveLength(0)
    expect(texts(svg)).toContain('no graded runs base')
  })

  test('grid: one cell per run, by status; unknown statuses marked as such', () => {
    const svg = trialGrid(
      [{ label: 'Eval 1', critical: false, runs: { with_skill: ['pass', 'fail', 'error'], without_skill: ['fail'] } }, { label: 'Eval 2', critical: true, runs: { with_skill: ['inconclusive', 'skipped', 'bogus'] } }],
      [{ key: 'with_skill', label: 'with' }, { key: 'without_skill', label: 'without' }],
      't'
    )!
    const cells = byClass(svg, 'cell')
    expect(cells.map((c) => c.attrs['data-status'])).toEqual(['pass', 'fail', 'error', 'fail', 'inconclusive', 'skipped', 'unknown'])
    expect(texts(svg)).toContain('★ Eval 2')
    // the without_skill column starts right of the with_skill trials
    const x = (i: number) => Number((cells[i]!.children[1] as SvgNode).attrs.x)
    expect(x(3)).toBeGreaterThan(x(2))
    expect(x(1) - x(0)).toBe(x(2) - x(1))
  })

  test('history: oldest left, the higher rate higher up, this report marked', () => {
    const svg = historyChart([{ timestamp: '2026-10-01T00:00:00Z', rate: 0.25, current: false }, { timestamp: '2026-11-01T00:00:00Z', rate: 1, current: true }], 't')!
    const pts = byClass(svg, 'hist-pt')
    expect(pts).toHaveLength(2)
    expect(Number(pts[0]!.attrs.cx)).toBeLessThan(Number(pts[1]!.attrs.cx))
    expect(Number(pts[1]!.attrs.cy)).toBeLessThan(Number(pts[0]!.attrs.cy))
    expect(byClass(svg, 'hist-now')).toHaveLength(1)
    expect(byClass(svg, 'hist-line')).toHaveLength(1)
    expect(texts(svg)).toEqual(expect.arrayContaining(['2026-10-01', 'this report']))
  })

  test('heat map bins and cells', () => {
    expect([0, 0.19, 0.2, 0.399, 0.4, 0.6, 0.8, 1, 1.5, null, NaN].map((r) => heatClass(r as number | null))).toEqual(['h0', 'h0', 'h1', 'h1', 'h2', 'h3', 'h4', 'h4', 'h4', 'hn', 'hn'])
    const svg = heatMap(['a', 'b'], [{ label: 's', cells: [{ rate: 0.9, low: 0.8, high: 0.95, anomaly: false }, { rate: 0.1, low: 0, high: 0.3, anomaly: true }] }, { label: 't', cells: [null, null] }], 't')!
    const cells = byClass(svg, 'hcell')
    expect(cells.map((c) => c.attrs.class)).toEqual(['hcell h4', 'hcell h0 anom', 'hcell hn', 'hcell hn'])
    expect(texts(svg)).toEqual(expect.arrayContaining(['90%', '10% !', '–']))
  })
})

describe('empty data', () => {
  test('no groups, rows, points or models → no chart', () => {
    expect(rateBars([], 't')).toBeNull()
    expect(trialGrid([], [{ key: 'with_skill', label: 'with' }], 't')).toBeNull()
    expect(trialGrid([{ label: 'e', critical: false, runs: {} }], [], 't')).toBeNull()
    expect(historyChart([], 't')).toBeNull()
    expect(heatMap([], [{ label: 's', cells: [] }], 't')).toBeNull()
    expect(heatMap(['m'], [], 't')).toBeNull()
  })

  test('a single history point is drawn without a line', () => {
    const svg = historyChart([{ timestamp: '', rate: 0.5, current: true }], 't')!
    expect(byClass(svg, 'hist-line')).toHaveLength(0)
    expect(byClass(svg, 'hist-pt')).toHaveLength(1)
  })
})
