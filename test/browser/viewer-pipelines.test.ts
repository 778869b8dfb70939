/**
 * The viewer's Pipelines and Cross-model tabs in real headless Chromium: shown only when their
 * data exists; pipeline steps in order with verify ✓/✗, files changed and a coloured unified
 * diff (rendered as text); the final assertions; the cross-model table with intervals and
 * anomalies; an unknown cross-model format as a note. Screenshots go to test-results/.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { writeViewer } from '../../src/report/viewer/index.js'
import { writeSyntheticResults, writeSyntheticPipelines, writeSyntheticCrossModel } from '../helpers/synthetic-results.js'
import { runCli, type CliIo } from '../../src/cli/main.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic']
const PAYLOAD = '</script><script>window.__pwned=1</script> <img src=x onerror="window.__pwned=1"> javascript:alert(1)'

let dir: string
let browser: Browser
let fullUrl: string
let realUrl: string
let unknownUrl: string
let tableUrl: string

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it ('apt-get install -y chromium') or set CHROMIUM_PATH. The browser tests are not skipped.`)
  }
  dir = await mkdtemp(join(tmpdir(), 'viewer-pipelines-browser-'))
  // runs + pipelines + cross-model
  const full = join(dir, 'full')
  await writeSyntheticResults(full, { skills: ['alpha'], evalsPerSkill: 1, trials: 1, benchmark: true, summary: true })
  await writeSyntheticPipelines(full)
  await writeSyntheticCrossModel(full)
  fullUrl = pathToFileURL((await writeViewer(full)).path).href
  // what `skill-evals pipeline --simulate` really writes, and nothing else
  const real = join(dir, 'real')
  const io: CliIo = { stdout: () => undefined, stderr: () => undefined, env: {}, cwd: process.cwd(), isTTY: false }
  expect([0, 1]).toContain(await runCli(['pipeline', '--root', 'examples', '--simulate', '--out', real], io))
  realUrl = pathToFileURL((await writeViewer(real)).path).href
  // a cross-model.json of a shape the viewer does not know, carrying a payload
  const unknown = join(dir, 'unknown')
  await writeSyntheticResults(unknown, { evalsPerSkill: 1, trials: 1 })
  await writeFile(join(unknown, 'cross-model.json'), JSON.stringify({ version: 9, matrix: [[PAYLOAD, 0.5]] }))
  unknownUrl = pathToFileURL((await writeViewer(unknown)).path).href
  // cross-model.json as src/gate/cross-model.ts writes it, next to nothing else
  const table = join(dir, 'table')
  await writeSyntheticCrossModel(table, { shape: 'table' })
  tableUrl = pathToFileURL((await writeViewer(table)).path).href
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
}, 60000)

afterAll(async () => {
  await browser?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function open(target: string): Promise<{ page: Page; errors: string[]; requests: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } })
  const errors: string[] = []
  const requests: string[] = []
  await context.route('**/*', (route) => {
    const u = route.request().url()
    if (u !== target) requests.push(u)
    return u === target ? route.continue() : route.abort()
  })
  const page = await context.newPage()
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('dialog', (d) => {
    errors.push('dialog: ' + d.message())
    void d.dismiss()
  })
  await page.addInitScript("window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective))")
  await page.goto(target)
  await page.waitForSelector('html[data-ready]')
  return { page, errors, requests, close: () => context.close() }
}

describe('Pipelines tab', () => {
  test('scenario list, steps in order with verify, files and a coloured diff, then the final assertions', async () => {
    const { page, errors, requests, close } = await open(fullUrl)
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(['Overview', 'Outputs', 'Benchmark', 'Pipelines', 'Cross-model'])
    expect(await page.locator('#tab-overview').getAttribute('aria-selected')).toBe('true') // runs and a summary.json: opens on the Overview
    expect(await page.locator('#meta').innerText()).toContain('2 pipeline scenarios')
    await page.click('#tab-pipelines')
    expect(await page.isHidden('#panel-outputs')).toBe(true)
    const pl = page.locator('#pipelines')
    expect(await pl.locator('.pl-summary').innerText()).toContain('2 scenarios: 1 pass, 1 fail, 0 error · agent cost $0.06')
    expect(await pl.locator('.pl-summary .note').innerText()).toContain('Simulated model')
    const rows = pl.locator('.pl-list tbody tr')
    expect(await rows.count()).toBe(2)
    expect(await rows.nth(0).locator('td').allInnerTexts()).toEqual(['plan-then-adr', 'pass', '2/2', '2/2', 'low', '$0.03 (simulated)', '5.0 s'])
    expect(await rows.nth(1).locator('td').allInnerTexts()).toEqual(['refactor-chain', 'fail', '1/3', '1/2', 'high', '$0.03 (simulated)', '5.0 s'])
    expect(await rows.nth(0).getAttribute('class')).toBe('sel')

    // the first scenario is shown
    expect(await pl.locator('.pl-title').innerText()).toBe('plan-then-adr')
    expect(await pl.locator('.step .step-n').allInnerTexts()).toEqual(['Step 1', 'Step 2'])
    expect(await pl.locator('.step .step-head .badge.plain').allInnerTexts()).toEqual(['plan', 'adr'])

    // the failing one
    await pl.locator('.pl-list button.link', { hasText: 'refactor-chain' }).click()
    expect(await rows.nth(1).getAttribute('class')).toBe('sel')
    expect(await pl.locator('.pl-title').innerText()).toBe('refactor-chain')
    expect(await pl.locator('.scenario > .alert').innerText()).toBe('step 2 failed its checks')
    const steps = pl.locator('li.step')
    const stepInfo = await steps.evaluateAll((els: any[]) => els.map((e) => [e.getAttribute('data-step'), e.className])) // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(stepInfo).toEqual([
      ['1', 'step st-pass'],
      ['2', 'step st-fail'],
      ['3', 'step st-skipped']
    ])
    const s1 = steps.nth(0)
    expect(await s1.locator('pre.prompt').innerText()).toBe('Lower the rate limit in src/app.ts to 5 and remove old.txt.')
    expect(await s1.locator('.grade.pass .mark').allInnerTexts()).toEqual(['✓'])
    expect(await s1.locator('.files-changed li').allInnerTexts()).toEqual(['DELETED\nold.txt', 'MODIFIED\nsrc/app.ts'])
    // the diff, line by line with its kind; a removed line starting with "---" inside a hunk is a removal
    const lines = (await s1.locator('pre.diff .dl').evaluateAll((els: any[]) => els.map((e) => [e.className.replace('dl dl-', ''), e.textContent]))) as string[][] // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(lines).toEqual([
      ['meta', 'diff --git a/src/app.ts b/src/app.ts'],
      ['meta', 'index 1111111..2222222 100644'],
      ['meta', '--- a/src/app.ts'],
      ['meta', '+++ b/src/app.ts'],
      ['hunk', '@@ -1,4 +1,4 @@'],
      ['ctx', " import { x } from './x.js'"],
      ['del', '--- a YAML rule that looks like a header'],
      ['add', '+const limit = 5 // was 10'],
      ['ctx', ' export function main() {'],
      ['ctx', ' }'],
      ['note', '\\ No newline at end of file'],
      ['meta', 'diff --git a/old.txt b/old.txt'],
      ['meta', 'deleted file mode 100644'],
      ['meta', 'index 3333333..0000000'],
      ['meta', '--- a/old.txt'],
      ['meta', '+++ /dev/null'],
      ['hunk', '@@ -1 +0,0 @@'],
      ['del', '-obsolete']
    ])
    // coloured: green additions, red removals
    const bg = (sel: string) => s1.locator(sel).first().evaluate((e: any) => e.ownerDocument.defaultView.getComputedStyle(e).backgroundColor) // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(await bg('.dl-add')).toBe('rgb(230, 255, 236)')
    expect(await bg('.dl-del')).toBe('rgb(255, 235, 233)')
    // the diff is text: copying it gives the patch back
    expect(await s1.locator('pre.diff').innerText()).toBe(lines.map((l) => l[1]).join('\n'))

    const s2 = steps.nth(1)
    expect(await s2.locator('.grade .mark').allInnerTexts()).toEqual(['✗', '✓'])
    expect(await s2.locator('.grade.fail .evidence').innerText()).toBe('README.md was not changed')
    expect(await s2.locator('.sec-title .badge').innerText()).toBe('1/2')
    expect(await s2.innerText()).toContain('No files changed.')
    expect(await steps.nth(2).locator('.note').innerText()).toBe('an earlier step failed')

    expect(await pl.locator('.final-head').innerText()).toBe('Final assertions 1/2')
    expect(await pl.locator('.final .grade .mark').allInnerTexts()).toEqual(['✓', '✗'])
    expect(await pl.locator('.final .grade-text').allInnerTexts()).toEqual(['old.txt is gone', 'README.md documents the limit'])

    await mkdir(resolve('test-results'), { recursive: true })
    await page.screenshot({ path: resolve('test-results/viewer-pipelines.png'), fullPage: true })
    // the other tabs still work
    await page.click('#tab-outputs')
    expect(await page.locator('#position').innerText()).toBe('1 of 1')
    expect(errors).toEqual([])
    expect(requests).toEqual([])
    expect(await page.evaluate('window.__csp')).toEqual([])
    await close()
  })

  test('a pipelines-only folder (as `skill-evals pipeline --simulate` writes it) opens on the Pipelines tab', async () => {
    const { page, errors, close } = await open(realUrl)
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(['Outputs', 'Benchmark', 'Pipelines'])
    expect(await page.locator('#tab-pipelines').getAttribute('aria-selected')).toBe('true')
    const pl = page.locator('#pipelines')
    expect(await pl.locator('.pl-title').innerText()).toBe('plan-then-adr')
    expect(await pl.locator('.step .step-head .badge.plain').allInnerTexts()).toEqual(['plan', 'adr'])
    expect(await pl.locator('.step').first().locator('.files-changed li').allInnerTexts()).toEqual(['ADDED\ntasks.md'])
    expect(await pl.locator('.step').first().locator('pre.diff .dl-add').count()).toBeGreaterThan(10)
    expect(await pl.locator('.step').first().locator('pre.diff .dl-del').count()).toBe(0)
    expect(await pl.locator('.final .grade').count()).toBeGreaterThan(0)
    await mkdir(resolve('test-results'), { recursive: true })
    await page.screenshot({ path: resolve('test-results/viewer-pipelines-real.png'), fullPage: true })
    expect(errors).toEqual([])
    await close()
  })
})

describe('Cross-model tab', () => {
  test('skill × model table with intervals; anomalies highlighted', async () => {
    const { page, errors, close } = await open(fullUrl)
    await page.click('#tab-models')
    const t = page.locator('#models table.xm')
    expect(await t.locator('th').allInnerTexts()).toEqual(['SKILL', 'claude-a', 'claude-b', 'claude-c', 'RANGE', 'ANOMALIES'])
    const first = await t.locator('tbody tr').first().locator('td').allInnerTexts()
    expect(first[0]).toBe('alpha')
    expect(first[1]).toBe('90% [74%–97%]\nn = 20')
    expect(first[3]).toBe('30% [15%–52%] anomaly\nn = 20')
    expect(first.slice(4)).toEqual(['60 pts', 'claude-c'])
    expect(await t.locator('td.anom').count()).toBe(1)
    expect(await t.locator('td.anom').getAttribute('title')).toBe('alpha on claude-c: anomaly')
    expect(await t.locator('tbody tr').nth(1).locator('td').allInnerTexts()).toEqual(['beta', '70% [48%–85%]\nn = 20', '75% [53%–89%]\nn = 20', '–', '5 pts', '–'])
    await mkdir(resolve('test-results'), { recursive: true })
    await page.screenshot({ path: resolve('test-results/viewer-cross-model.png') })
    expect(errors).toEqual([])
    await close()
  })

  test("the aggregate's format: passed/graded, anomaly direction, regressions, totals row, lifecycle note; opens on this tab", async () => {
    const { page, errors, close } = await open(tableUrl)
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(['Outputs', 'Benchmark', 'Cross-model'])
    expect(await page.locator('#tab-models').getAttribute('aria-selected')).toBe('true') // no runs: opens here
    const t = page.locator('#models table.xm')
    expect(await t.locator('tbody tr').first().locator('td').allInnerTexts()).toEqual([
      'alpha tier 1',
      '90% [70%–97%]\n18/20',
      '85% [64%–95%]\n17/20',
      '30% [15%–52%] anomaly: low\n6/20',
      '60 pts',
      'haiku'
    ])
    expect(await t.locator('td.anom').getAttribute('title')).toBe('alpha on haiku: anomaly (low)')
    expect(await t.locator('tbody tr').nth(1).locator('td').nth(2).innerText()).toBe('85% [64%–95%] regressed\n17/20')
    expect(await t.locator('tr.avg td').allInnerTexts()).toEqual(['All skills', '90% [77%–96%]\n36/40', '85% [71%–93%]\n34/40', '30% [15%–52%]\n6/20', '', ''])
    expect(await page.locator('#models .xm-regressions').innerText()).toBe('beta on sonnet: dropped 15 points')
    const text = await page.locator('#models').innerText()
    expect(text).toContain('more than 2 standard errors off the other models')
    expect(text).toContain('haiku: retires on 2026-03-01')
    await mkdir(resolve('test-results'), { recursive: true })
    await page.screenshot({ path: resolve('test-results/viewer-cross-model-table.png') })
    expect(errors).toEqual([])
    await close()
  })

  test('an unknown format is a note, with the file shown as inert text', async () => {
    const { page, errors, requests, close } = await open(unknownUrl)
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(['Outputs', 'Benchmark', 'Cross-model'])
    await page.click('#tab-models')
    expect(await page.locator('#models .xm-unknown').innerText()).toBe('cross-model data in an unknown format')
    await page.locator('#models details summary').click()
    expect(await page.locator('#models pre').innerText()).toContain(JSON.stringify(PAYLOAD))
    expect(await page.locator('#warnings').innerText()).toContain('1 loading warning')
    await page.waitForTimeout(200)
    expect(await page.evaluate('window.__pwned')).toBeUndefined()
    expect(await page.locator('script').count()).toBe(2)
    expect(await page.locator('img:not(.file-img)').count()).toBe(0)
    expect(errors).toEqual([])
    expect(requests).toEqual([])
    expect(await page.evaluate('window.__csp')).toEqual([])
    await close()
  })
})
