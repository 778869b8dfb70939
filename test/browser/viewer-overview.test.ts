/**
 * The viewer's Overview (issue 34) in real headless Chromium, on a real results folder (the demo on
 * the examples, with committed benchmark history and a cross-model table): it opens on the answer,
 * with the aggregate's verdict, gates, rates with intervals, uplift and clusters; the charts are
 * inline SVG with accessible names and numbers matching summary.json; no CSP violation; light and
 * dark. Screenshots go to test-results/ (not committed).
 * Needs Chromium (`apt-get install -y chromium`, or CHROMIUM_PATH) and `npm run build` (the demo runs dist/cli.js).
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { writeViewer } from '../../src/report/viewer/index.js'
import { percent, comparisonPoints } from '../../src/text/rates.js'
import { writeOverviewFolder, type OverviewFolder } from '../helpers/overview-results.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic']
const VERDICT_WORD: Record<string, string> = { go: 'GO', conditional_go: 'CONDITIONAL GO', no_go: 'NO-GO', rollback: 'ROLLBACK' }

let dir: string
let browser: Browser
let folder: OverviewFolder
let url: string
let bareUrl: string
let hostileUrl: string
const PAYLOAD = '</script><script>window.__pwned=1</script> <img src=x onerror="window.__pwned=1"> <svg onload="window.__pwned=1"></svg>'

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it ('apt-get install -y chromium') or set CHROMIUM_PATH. The browser tests are not skipped.`)
  }
  dir = await mkdtemp(join(tmpdir(), 'viewer-overview-browser-'))
  folder = await writeOverviewFolder(join(dir, 'full'), { crossModel: true })
  url = pathToFileURL((await writeViewer(folder.out)).path).href
  const bare = await writeOverviewFolder(join(dir, 'bare'), { history: false })
  bareUrl = pathToFileURL((await writeViewer(bare.out)).path).href
  // the same folder with markup in every text the Overview and its charts show
  const hostile = join(dir, 'hostile')
  await cp(bare.out, hostile, { recursive: true })
  const s = JSON.parse(await readFile(join(hostile, 'summary.json'), 'utf8'))
  s.reasons[0] += PAYLOAD
  s.gates.find((g: { status: string }) => g.status === 'fail').message += PAYLOAD
  s.clusters[0].name += PAYLOAD
  s.clusters[0].suggestion += PAYLOAD
  s.skills[0].name += PAYLOAD
  s.skills[0].eval_results[0].name += PAYLOAD
  await writeFile(join(hostile, 'summary.json'), JSON.stringify(s))
  hostileUrl = pathToFileURL((await writeViewer(hostile)).path).href
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
  await mkdir(resolve('test-results'), { recursive: true })
}, 90000)

afterAll(async () => {
  await browser?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function open(target: string, colorScheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; problems: () => Promise<string[]>; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 1000 }, colorScheme })
  const errors: string[] = []
  const requests: string[] = []
  await context.route('**/*', (route) => (route.request().url() === target ? route.continue() : (requests.push(route.request().url()), route.abort())))
  const page = await context.newPage()
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text())
  })
  await page.addInitScript("window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI))")
  await page.goto(target)
  await page.waitForSelector('html[data-ready]')
  const problems = async () => [...errors, ...requests, ...((await page.evaluate('window.__csp')) as string[]).map((c) => 'CSP: ' + c)]
  return { page, problems, close: () => context.close() }
}

const rateCi = (c: { pass_rate: number | null; pass_rate_ci: { low: number; high: number } | null }) =>
  c.pass_rate === null ? '–' : `${percent(c.pass_rate)}` + (c.pass_rate_ci ? ` [${percent(c.pass_rate_ci.low)}–${percent(c.pass_rate_ci.high)}]` : '')

describe('viewer Overview in Chromium', () => {
  test('opens on the answer: verdict, gates with why, per-skill rates with intervals and uplift, clusters (the aggregate\'s numbers)', async () => {
    const s = folder.summary
    const { page, problems, close } = await open(url)
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(['Overview', 'Outputs', 'Benchmark', 'Cross-model'])
    expect(await page.locator('#tab-overview').getAttribute('aria-selected')).toBe('true')
    expect(await page.isVisible('#panel-overview')).toBe(true)

    // the verdict: one spelling, coloured by meaning, and no green badge anywhere beside it
    const word = VERDICT_WORD[s.verdict]!
    expect(s.verdict).toBe('no_go')
    expect(await page.locator('.ov-verdict .badge.big').innerText()).toBe(word)
    expect(await page.locator('.ov-verdict .badge.big').getAttribute('class')).toContain('bad')
    expect(await page.locator('#verdict .badge').first().innerText()).toBe(word)
    expect(await page.locator('header .badge.good, .ov-verdict .badge.good').count()).toBe(0)
    expect(await page.locator('.ov-verdict').innerText()).toContain(`confidence: ${s.confidence}`)
    for (const r of s.reasons) expect(await page.locator('.ov-verdict .reasons').innerText()).toContain(r)
    // simulated: said once at the top, and beside every cost
    expect(await page.locator('.ov-verdict .sim-note').innerText()).toMatch(/Simulated/)
    expect(await page.locator('#verdict .badge.sim').innerText()).toMatch(/simulated/i)
    expect(await page.locator('.ov-totals').innerText()).toMatch(/cost \$[\d.]+ \(simulated\)/)

    // gates, failing first, each with its message
    const shown = s.gates.filter((g) => (g.id === 'data' ? g.status === 'warn' : g.status !== 'skip'))
    const rows = page.locator('table.gates tbody tr')
    expect(await rows.count()).toBe(shown.length)
    const first = await rows.first().locator('td').allInnerTexts()
    const failing = shown.filter((g) => g.status === 'fail')
    expect(failing.length).toBeGreaterThan(0)
    expect(first).toEqual(['FAIL', failing[0]!.id, failing[0]!.skill!, failing[0]!.message])
    expect(await page.locator('table.gates tr.gate-fail').count()).toBe(failing.length)

    // per skill: with / without with the 95% interval, uplift in points, verdict
    for (const k of s.skills) {
      const cells = await page.locator(`table.ov-rates tr[data-skill="${k.name}"] td`).allInnerTexts()
      expect(cells[0]).toBe(k.name)
      expect(cells[2]).toBe(rateCi(k.configurations.with_skill!))
      expect(cells[3]).toBe(rateCi(k.configurations.without_skill!))
      expect(cells[4]).toBe('–')
      expect(cells[5]).toBe(`+${comparisonPoints(k.uplift!)} pts`)
      expect(cells[7]).toMatch(/^\$[\d.]+ \(simulated\)$/)
      expect(cells[8]).toContain(VERDICT_WORD[k.verdict]!)
    }

    // failure clusters
    const clusters = page.locator('.ov-clusters li.cluster')
    expect(await clusters.count()).toBe(s.clusters.length)
    for (const [i, c] of s.clusters.entries()) {
      const t = await clusters.nth(i).innerText()
      expect(t).toContain(`${c.skill}: ${c.name}`)
      expect(t).toContain(`fix: ${c.suggestion}`)
    }

    // the Benchmark tab's headline rate is a neutral badge, never green beside NO-GO
    await page.click('#tab-benchmark')
    expect(await page.locator('#bench .skill-title .badge').filter({ hasText: /runs fully passed/i }).count()).toBe(s.skills.length)
    expect(await page.locator('#bench .skill-title .badge.good').count()).toBe(0)
    expect(await page.locator('#bench .verdict .badge').first().innerText()).toBe(word)
    expect(await page.locator('#bench table.summary').first().innerText()).toContain('Cost (total) (simulated)')
    // and the runs: tokens and cost say simulated; the simulated judge is not "a model"
    await page.click('#tab-outputs')
    expect(await page.locator('.col .meta').first().innerText()).toMatch(/tokens \(simulated\) · \$[\d.]+ \(simulated\)/)
    const judged = await page.locator('.col .grade-body .muted.small').allInnerTexts()
    expect(judged).not.toContain('judged by a model')
    expect(judged).toContain('judged by the simulated judge (no model call)')
    expect(await problems()).toEqual([])
    await close()
  })

  test('charts: bars with whiskers, eval × trial grid, history, heat map; accessible names and numbers that match', async () => {
    const s = folder.summary
    const { page, problems, close } = await open(url)
    await page.screenshot({ path: resolve('test-results/viewer-overview-light.png'), fullPage: true })
    // every chart is an image with a name (its <title>/aria-label) and no style attribute
    const charts = page.locator('svg.chart')
    const n = await charts.count()
    expect(n).toBe(1 + s.skills.length /* grids */ + s.skills.length /* histories */ + 1 /* heat map */)
    for (let i = 0; i < n; i++) {
      const c = charts.nth(i)
      expect(await c.getAttribute('role')).toBe('img')
      expect((await c.getAttribute('aria-label'))!.length).toBeGreaterThan(5)
      expect(await c.locator('title').first().textContent()).toBe(await c.getAttribute('aria-label'))
    }
    expect(await page.locator('svg.chart [style]').count()).toBe(0)
    expect(await page.getByRole('img', { name: 'Pass rate per skill with skill, without skill and on the base, with 95% intervals' }).count()).toBe(1)
    expect(await page.getByRole('img', { name: 'Pass rate of each skill per model' }).count()).toBe(1)

    // bars: one per skill and configuration, their rates the summary's, a whisker (3 lines) each
    const bars = page.locator('.fig-bars g.mark')
    expect(await bars.count()).toBe(s.skills.length * 2)
    const rates = await bars.evaluateAll((els) => els.map((e) => [e.getAttribute('data-config'), Number(e.getAttribute('data-rate'))]))
    expect(rates).toEqual(s.skills.flatMap((k) => [['with_skill', k.configurations.with_skill!.pass_rate], ['without_skill', k.configurations.without_skill!.pass_rate]]))
    expect(await page.locator('.fig-bars line.whisker').count()).toBe(s.skills.length * 2 * 3)
    // bar width grows with the rate: with skill wider than without for every skill here
    const widths = await page.locator('.fig-bars rect.bar').evaluateAll((els) => els.map((e) => (e as unknown as { getBBox(): { width: number } }).getBBox().width))
    for (let i = 0; i < s.skills.length; i++) expect(widths[2 * i]!).toBeGreaterThan(widths[2 * i + 1] ?? 0)

    // the grid: one cell per graded run of the aggregate, by status
    for (const k of s.skills) {
      const grid = page.locator(`.ov-grid-skill[data-skill="${k.name}"]`)
      const statuses = await grid.locator('g.cell').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))
      expect(statuses).toEqual(k.eval_results.flatMap((e) => [...(e.configurations.with_skill?.runs ?? []), ...(e.configurations.without_skill?.runs ?? [])]))
      expect(await grid.locator('details.alt table').count()).toBe(1)
    }

    // history: the three committed records, then this report
    for (const k of s.skills) {
      const h = page.locator(`.hist-skill[data-skill="${k.name}"]`)
      const pts = await h.locator('circle.hist-pt').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-rate'))))
      expect(pts).toEqual([...folder.history.map((x) => x.rates[k.name]), k.configurations.with_skill!.pass_rate])
      expect(await h.locator('circle.hist-now').count()).toBe(1)
      await h.locator('details.alt summary').click()
      expect(await h.locator('details.alt tbody tr').last().innerText()).toContain('this report')
    }

    // the cross-model heat map: skills × models, the rate in each cell, the anomaly outlined
    const heat = page.locator('.ov-heat')
    expect(await heat.locator('g.hcell').count()).toBe(2 * 3)
    expect(await heat.locator('g.hcell.anom').count()).toBe(1)
    expect(await heat.locator('g.hcell text').allTextContents()).toEqual(['90%', '85%', '30% !', '90%', '85%', '–'])
    // and on the Cross-model tab too
    await page.click('#tab-models')
    expect(await page.locator('#models g.hcell').count()).toBe(6)
    expect(await problems()).toEqual([])
    await close()
  })

  test('dark mode: dark background, light text, charts still readable', async () => {
    const { page, problems, close } = await open(url, 'dark')
    await page.screenshot({ path: resolve('test-results/viewer-overview-dark.png'), fullPage: true })
    const look = (await page.evaluate(`(() => {
      const css = (sel, prop) => getComputedStyle(document.querySelector(sel))[prop]
      return { body: css('body', 'backgroundColor'), ink: css('body', 'color'), card: css('.card', 'backgroundColor'), label: css('svg.chart text.lbl', 'fill'), bar: css('svg.chart rect.bar-with_skill', 'fill') }
    })()`)) as Record<string, string>
    expect(look).toEqual({ body: 'rgb(13, 17, 23)', ink: 'rgb(230, 237, 243)', card: 'rgb(22, 27, 34)', label: 'rgb(230, 237, 243)', bar: 'rgb(68, 147, 248)' })
    expect(await problems()).toEqual([])
    await close()
    const light = await open(url, 'light')
    const lightLook = (await light.page.evaluate(`(() => ({ body: getComputedStyle(document.body).backgroundColor, label: getComputedStyle(document.querySelector('svg.chart text.lbl')).fill }))()`)) as Record<string, string>
    expect(lightLook).toEqual({ body: 'rgb(246, 247, 249)', label: 'rgb(27, 31, 36)' })
    await light.close()
  })

  test('markup in reasons, gate messages, clusters, skill and eval names stays inert text (tables and SVG)', async () => {
    const { page, problems, close } = await open(hostileUrl)
    expect(await page.locator('.ov-verdict .reasons li').first().innerText()).toContain(PAYLOAD)
    expect(await page.locator('table.gates tr.gate-fail').first().innerText()).toContain(PAYLOAD)
    expect(await page.locator('.ov-clusters li.cluster').first().innerText()).toContain(PAYLOAD)
    expect(await page.locator('table.ov-rates tbody tr').first().locator('td').first().innerText()).toContain(PAYLOAD)
    // in the charts: a <title> text, never an element
    expect(await page.locator('.fig-bars svg text.lbl title').first().textContent()).toContain(PAYLOAD)
    expect(await page.locator('.fig-grid svg text.lbl title').first().textContent()).toContain(PAYLOAD)
    expect(await page.locator('#overview script, #overview img, #overview svg svg, #overview [onload], #overview [onerror]').count()).toBe(0)
    expect(await page.evaluate('window.__pwned')).toBeUndefined()
    expect(await page.locator('script').count()).toBe(2)
    expect(await problems()).toEqual([])
    await close()
  })

  test('without history: "no history yet", and no history chart', async () => {
    const { page, problems, close } = await open(bareUrl)
    expect(await page.locator('.ov-history .no-history').innerText()).toMatch(/^No history yet/)
    expect(await page.locator('.fig-history').count()).toBe(0)
    expect(await page.locator('.fig-bars svg.chart').count()).toBe(1)
    expect(await page.locator('.ov-heat').count()).toBe(0)
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(['Overview', 'Outputs', 'Benchmark'])
    expect(await problems()).toEqual([])
    await close()
  })
})
