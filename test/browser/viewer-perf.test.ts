/**
 * Size and speed of a 1,000-run report: generated on disk, collected, rendered, opened in Chromium.
 * Budget (issue 7): under 15 MB, first render under 2 s; the load assertion is loose (4 s) because
 * CI machines are noisy, and the measured values are printed.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { collectViewerData, renderViewer } from '../../src/report/viewer/index.js'
import { writeSyntheticResults } from '../helpers/synthetic-results.js'
import { runCli, type CliIo } from '../../src/cli/main.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic']

let dir: string
let out: string
let browser: Browser

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it ('apt-get install -y chromium') or set CHROMIUM_PATH. The browser tests are not skipped.`)
  }
  dir = await mkdtemp(join(tmpdir(), 'viewer-perf-'))
  out = join(dir, 'results')
  // 2 skills × 25 evals × 2 configurations × 10 trials = 1,000 runs, each with 4 output files
  const { runs } = await writeSyntheticResults(out, { skills: ['alpha', 'beta'], evalsPerSkill: 25, trials: 10, configs: ['with_skill', 'without_skill'], fileBytes: 3000, benchmark: true, summary: true })
  expect(runs).toBe(1000)
  // the real aggregate's summary.json (replacing the synthetic one), so the Overview draws every chart at this size
  const io: CliIo = { stdout: () => undefined, stderr: () => undefined, env: {}, cwd: dir, isTTY: false }
  expect([0, 1]).toContain(await runCli(['report', '--out', out, '--root', dir], io))
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
}, 120000)

afterAll(async () => {
  await browser?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('1,000-run report', () => {
  test('stays under 15 MB and renders its first page quickly in Chromium', async () => {
    let t = performance.now()
    const model = await collectViewerData(out)
    const collectMs = performance.now() - t
    t = performance.now()
    const html = renderViewer(model)
    const renderMs = performance.now() - t
    expect(model.runs).toHaveLength(1000)
    const path = join(out, 'viewer.html')
    await writeFile(path, html)
    const bytes = Buffer.byteLength(html)
    expect(bytes).toBeLessThan(15 * 1024 * 1024)

    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const url = pathToFileURL(path).href
    // warm-up load (process start, disk cache), then the measured one
    await page.goto(url)
    await page.waitForSelector('html[data-ready]')
    t = performance.now()
    await page.goto(url)
    await page.waitForSelector('html[data-ready]')
    const wallMs = performance.now() - t
    const inPage = (await page.evaluate(
      "({ domContentLoaded: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd, ready: performance.getEntriesByName('viewer-ready')[0]?.startTime ?? -1 })"
    )) as { domContentLoaded: number; ready: number }
    // opens on the Overview (summary.json): the verdict is there at first render
    expect(await page.locator('#tab-overview').getAttribute('aria-selected')).toBe('true')
    expect(await page.locator('#overview .ov-verdict').count()).toBe(1)
    expect(await page.locator('#overview .fig-grid g.cell').count()).toBe(1000)
    expect(await page.locator('#overview .fig-bars g.mark').count()).toBe(4)
    await page.click('#tab-outputs')
    expect(await page.locator('#position').innerText()).toBe('1 of 500')
    t = performance.now()
    await page.click('#tab-benchmark')
    await page.waitForSelector('table.matrix')
    const benchMs = performance.now() - t
    t = performance.now()
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight')
    expect(await page.locator('#position').innerText()).toBe('1 of 500') // keys only act on the Outputs tab
    await page.click('#tab-outputs')
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight')
    expect(await page.locator('#position').innerText()).toBe('11 of 500')
    const navMs = (performance.now() - t) / 10
    expect(errors).toEqual([])
    await context.close()

    const mb = (bytes / 1024 / 1024).toFixed(2)
    console.log(
      `viewer, 1000 runs: ${mb} MB; collect ${collectMs.toFixed(0)} ms, render ${renderMs.toFixed(0)} ms; ` +
        `Chromium: DOMContentLoaded ${inPage.domContentLoaded.toFixed(0)} ms, first render ${inPage.ready.toFixed(0)} ms ` +
        `(wall ${wallMs.toFixed(0)} ms); benchmark tab ${benchMs.toFixed(0)} ms; ~${navMs.toFixed(0)} ms per page turn`
    )
    expect(inPage.ready).toBeGreaterThan(0)
    expect(inPage.ready).toBeLessThan(4000) // target 2 s; loose for noisy machines
    expect(wallMs).toBeLessThan(6000)
  }, 120000)
})
