/**
 * The eval viewer in real headless Chromium: navigation, grades, XSS payloads inert, feedback
 * autosave across reload, the "Submit all reviews" download, and a screenshot.
 * Needs Chromium: `apt-get install -y chromium` (or set CHROMIUM_PATH). Nothing is skipped.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, readFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { writeViewer, validateFeedback } from '../../src/report/viewer/index.js'
import { writeSyntheticResults, writeSyntheticPipelines, writeSyntheticCrossModel } from '../helpers/synthetic-results.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic']
const PAYLOAD = '</script><script>window.__pwned=1</script> <img src=x onerror="window.__pwned=1"> javascript:alert(1)'

let dir: string
let browser: Browser
let url: string
let xssUrl: string
let runCount: number

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it ('apt-get install -y chromium') or set CHROMIUM_PATH. The browser tests are not skipped.`)
  }
  dir = await mkdtemp(join(tmpdir(), 'viewer-browser-'))
  const out = join(dir, 'results')
  runCount = (await writeSyntheticResults(out, { skills: ['alpha'], evalsPerSkill: 2, trials: 2, configs: ['with_skill', 'without_skill', 'old_skill'], benchmark: true, summary: true })).runs
  url = pathToFileURL((await writeViewer(out)).path).href
  const xss = join(dir, 'xss')
  await writeSyntheticResults(xss, { skills: ['alpha'], evalsPerSkill: 1, trials: 1, payload: PAYLOAD, benchmark: true, summary: true })
  await writeSyntheticPipelines(xss, { payload: PAYLOAD })
  await writeSyntheticCrossModel(xss, { payload: PAYLOAD })
  xssUrl = pathToFileURL((await writeViewer(xss)).path).href
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
}, 60000)

afterAll(async () => {
  await browser?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

interface Watch {
  dialogs: string[]
  requests: string[]
  errors: string[]
}

async function open(target: string, context?: BrowserContext): Promise<{ page: Page; context: BrowserContext; watch: Watch }> {
  const ctx = context ?? (await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true }))
  const watch: Watch = { dialogs: [], requests: [], errors: [] }
  await ctx.route('**/*', (route) => {
    const u = route.request().url()
    if (u !== target.split('#')[0]) watch.requests.push(u)
    return u === target.split('#')[0] ? route.continue() : route.abort()
  })
  const page = await ctx.newPage()
  page.on('dialog', (d) => {
    watch.dialogs.push(d.message())
    void d.dismiss()
  })
  page.on('request', (r) => {
    const u = r.url()
    if (u !== target.split('#')[0] && !u.startsWith('data:') && !u.startsWith('blob:')) watch.requests.push(u)
  })
  page.on('pageerror', (e) => watch.errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') watch.errors.push(m.text())
  })
  // (string scripts: the project's tsconfig has no DOM lib)
  await page.addInitScript(
    "window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI))"
  )
  await page.goto(target)
  await page.waitForSelector('html[data-ready]')
  return { page, context: ctx, watch }
}

const text = (page: Page, sel: string) => page.locator(sel).first().innerText()

describe('eval viewer in Chromium', () => {
  test('← / → navigation, buttons and keys, not while typing', async () => {
    const { page, context, watch } = await open(url)
    const pages = runCount / 3
    // no pipelines.json / cross-model.json here; summary.json gives the Overview, where the page opens
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(['Overview', 'Outputs', 'Benchmark'])
    expect(await page.locator('main > section').count()).toBe(3)
    expect(await page.locator('#tab-overview').getAttribute('aria-selected')).toBe('true')
    expect(await page.isHidden('#panel-outputs')).toBe(true)
    await page.click('#tab-outputs')
    expect(await text(page, '#position')).toBe(`1 of ${pages}`)
    expect(await text(page, '.eval-title')).toBe('Eval 1: case-number-1')
    expect(await page.locator('.col').count()).toBe(3)
    expect(await page.locator('.col .badge.cfg').allInnerTexts()).toEqual(['With skill', 'Without skill (baseline)', 'Old skill (base branch)'])
    expect(await page.isDisabled('#prev')).toBe(true)

    await page.click('#next')
    expect(await text(page, '#position')).toBe(`2 of ${pages}`)
    expect(await text(page, '.crumbs')).toContain('trial 2')
    await page.keyboard.press('ArrowRight')
    expect(await text(page, '#position')).toBe(`3 of ${pages}`)
    expect(await text(page, '.eval-title')).toBe('Eval 2: case-number-2')
    await page.keyboard.press('ArrowLeft')
    expect(await text(page, '#position')).toBe(`2 of ${pages}`)
    await page.click('#prev')
    expect(await text(page, '#position')).toBe(`1 of ${pages}`)

    // arrow keys inside the feedback box move the caret, not the page
    await page.locator('textarea.feedback').first().click()
    await page.keyboard.type('abc')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowRight')
    expect(await text(page, '#position')).toBe(`1 of ${pages}`)

    // the jump list
    await page.selectOption('#jump', String(pages - 1))
    expect(await text(page, '#position')).toBe(`${pages} of ${pages}`)
    expect(await page.isDisabled('#next')).toBe(true)
    expect(watch.errors).toEqual([])
    expect(watch.requests).toEqual([])
    await context.close()
  })

  test('outputs side by side with grades (✓/✗ and evidence), files and images', async () => {
    const { page, context, watch } = await open(url)
    await page.click('#tab-outputs')
    await mkdir(resolve('test-results'), { recursive: true })
    await page.screenshot({ path: resolve('test-results/viewer.png'), fullPage: true })
    const withSkill = page.locator('.col[data-config="with_skill"]')
    const baseline = page.locator('.col[data-config="without_skill"]')
    expect(await withSkill.locator('.grade.pass .mark').allInnerTexts()).toEqual(['✓', '✓', '✓'])
    expect(await baseline.locator('.grade.fail .mark').allInnerTexts()).toEqual(['✗', '✗'])
    expect(await baseline.locator('.grade .grade-text').allInnerTexts()).toEqual(['The output file exists', 'The summary mentions the total', 'Dates use ISO 8601'])
    expect(await baseline.locator('.grade.fail .evidence').first().innerText()).toBe('Found summary.md (without_skill run 1).')
    expect(await withSkill.locator('.sec-title .badge').first().innerText()).toBe('100% OF ASSERTIONS PASSED') // the badge says which rate it is (CSS upper-cases it)
    expect(await withSkill.innerText()).toContain('3 passed, 0 failed of 3')
    expect(await withSkill.locator('.file-name').allInnerTexts()).toEqual(['charts/chart.png', 'data.json', 'notes.md', 'summary.md'])
    expect(await withSkill.locator('pre.json').innerText()).toContain('"total": 1235')
    const img = withSkill.locator('img.file-img')
    expect(await img.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    // data: images decode asynchronously; give it a moment on a busy machine
    let width = 0
    for (let i = 0; i < 50 && width !== 1; i++) {
      width = (await img.evaluate((node: any) => (node.complete ? node.naturalWidth : 0))) as number // eslint-disable-line @typescript-eslint/no-explicit-any
      if (width !== 1) await page.waitForTimeout(100)
    }
    expect(width).toBe(1)
    expect(await page.locator('.intro pre.prompt').innerText()).toBe('Summarise the quarterly report for eval 1 of alpha.')
    // tool calls, in order
    await withSkill.locator('details.tools summary').click()
    expect(await withSkill.locator('.call-name').allInnerTexts()).toEqual(['Read', 'Write'])

    // benchmark tab
    await page.click('#tab-benchmark')
    const bench = page.locator('#bench')
    expect(await bench.locator('.verdict .badge').first().innerText()).toBe('CONDITIONAL GO')
    expect(await bench.innerText()).toContain('with_skill beats the baseline by 50 points')
    const summary = await bench.locator('table.summary tbody tr').first().locator('td').allInnerTexts()
    expect(summary).toEqual(['Assertions passed (mean per run)', '100% ± 0%', '50% ± 17%', '–', '+0.50']) // no old_skill in run_summary
    expect(await bench.locator('.flags').innerText()).toContain('flaky')
    // the headline rate (summary.json: runs fully passed) is named in the skill's heading
    expect(await bench.locator('.skill-title').first().innerText()).toMatch(/RUNS FULLY PASSED: 100%/i)
    expect(await bench.locator('table.matrix .mk').count()).toBe(2 * 3 * 3 * 2)
    expect(await bench.locator('table.matrix .mk.fail').first().getAttribute('title')).toBe('Run 1: Found summary.md (without_skill run 1).')
    // keys do nothing on the benchmark tab
    await page.keyboard.press('ArrowRight')
    await page.click('#tab-outputs')
    expect(await text(page, '#position')).toMatch(/^1 of /)

    await page.click('#tab-benchmark')
    await page.screenshot({ path: resolve('test-results/viewer-benchmark.png'), fullPage: true })
    expect(watch.errors).toEqual([])
    expect(watch.requests).toEqual([])
    expect(await page.evaluate('window.__csp')).toEqual([])
    await context.close()
  })

  test('XSS payloads in response, file name, file content, assertion and evidence (also in pipelines and cross-model) stay inert text', async () => {
    const { page, context, watch } = await open(xssUrl)
    await page.waitForTimeout(300)
    // the Overview (a partial summary.json here: verdict and reasons) shows the payload as text
    expect(await page.locator('#overview .reasons').innerText()).toContain(`with_skill beats the baseline by 50 points ${PAYLOAD}`)
    await page.click('#tab-outputs')
    const body = await page.locator('body').innerText()
    const col = page.locator('.col[data-config="with_skill"]')
    expect(await col.locator('pre.response').innerText()).toContain(PAYLOAD)
    expect(await col.locator('.file-name').allInnerTexts()).toContain(`notes ${PAYLOAD.replace(/\//g, '_')}.md`)
    expect(await col.innerText()).toContain(`notes: ${PAYLOAD}`)
    expect(await col.locator('.grade-text').first().innerText()).toBe(`The output file exists ${PAYLOAD}`)
    expect(await col.locator('.evidence').first().innerText()).toBe(`Found summary.md (with_skill run 1). ${PAYLOAD}`)
    expect(body).toContain(`Summarise the quarterly report for eval 1 of alpha. ${PAYLOAD}`)
    await col.locator('details.tools summary').click()
    await page.click('#tab-benchmark')
    expect(await page.locator('#bench').innerText()).toContain(`with_skill beats the baseline by 50 points ${PAYLOAD}`)

    // pipelines: step prompts, diffs, file names, evidence, reasons, responses, scenario ids
    const safe = PAYLOAD.replace(/\//g, '_')
    await page.click('#tab-pipelines')
    const pl = page.locator('#pipelines')
    expect(await pl.locator('.pl-list button.link').allInnerTexts()).toEqual(['plan-then-adr', `refactor-chain ${safe}`])
    const step1 = pl.locator('.step[data-step="1"]')
    expect(await step1.locator('pre.prompt').innerText()).toBe(`Write tasks.md: an implementation plan for the spec. ${PAYLOAD}`)
    expect(await step1.locator('.evidence').first().innerText()).toBe(`1 file matches 'tasks.md': tasks.md ${PAYLOAD}`)
    expect(await step1.locator('pre.diff .dl-add').allInnerTexts()).toContain(`+- REQ-1: A user can ask for a reset link. ${PAYLOAD}`)
    const step2 = pl.locator('.step[data-step="2"]')
    expect(await step2.locator('.files-changed .file-name').allInnerTexts()).toEqual(['docs/adr/ADR-0001.md', `notes ${safe}.md`])
    expect(await step2.locator('pre.diff .dl-meta').allInnerTexts()).toContain(`diff --git a/notes ${safe}.md b/notes ${safe}.md`)
    expect(await pl.locator('.final .evidence').last().innerText()).toBe(`Found "tasks.md" in the ADR. ${PAYLOAD}`)
    await step1.locator('details summary').click()
    expect(await step1.locator('pre.response').innerText()).toBe(`Wrote tasks.md with 2 tasks. ${PAYLOAD}`)
    await pl.locator('.pl-list button.link').nth(1).click()
    expect(await pl.locator('.pl-title').innerText()).toBe(`refactor-chain ${safe}`)
    expect(await pl.locator('.scenario > .alert').innerText()).toBe(`step 2 failed its checks ${PAYLOAD}`)
    expect(await pl.locator('.step[data-step="3"] .note').innerText()).toBe(`an earlier step failed ${PAYLOAD}`)
    expect(await pl.locator('.step[data-step="1"] pre.diff .dl-add').innerText()).toBe(`+const limit = 5 // was 10 ${PAYLOAD}`)

    // cross-model: model names, skill names, notes
    await page.click('#tab-models')
    const xm = page.locator('#models')
    expect(await xm.locator('table.xm th').allInnerTexts()).toContain(`claude-c ${PAYLOAD}`)
    expect(await xm.locator('table.xm td').first().innerText()).toBe(`alpha ${PAYLOAD}`)
    expect(await xm.innerText()).toContain(`claude-c is far below the others on alpha. ${PAYLOAD}`)
    await page.waitForTimeout(200)

    expect(watch.dialogs).toEqual([])
    expect(await page.evaluate('window.__pwned')).toBeUndefined()
    expect(watch.requests).toEqual([])
    expect(await page.evaluate('window.__csp')).toEqual([])
    expect(await page.locator('script').count()).toBe(2)
    expect(await page.locator('a[href]').count()).toBe(0)
    expect(await page.locator('img:not(.file-img)').count()).toBe(0)
    expect(watch.errors).toEqual([])
    // control: the request watch does see a request when one is made
    const probe = await context.newPage()
    await probe.setContent('<img src="http://127.0.0.1:9/probe.png">')
    // on a busy machine the request can take a moment to be seen
    for (let i = 0; i < 50 && watch.requests.length === 0; i++) await probe.waitForTimeout(100)
    expect(watch.requests).toEqual(['http://127.0.0.1:9/probe.png'])
    await context.close()
  })

  test('feedback autosaves locally and survives a reload', async () => {
    const { page, context } = await open(url)
    await page.click('#tab-outputs')
    await page.click('#next')
    const box = page.locator('.col[data-config="with_skill"] textarea.feedback')
    await box.fill('The summary misses the Q3 totals.')
    await page.locator('.col[data-config="with_skill"] .fb-status', { hasText: 'Saved in this browser' }).waitFor()
    await page.reload()
    await page.waitForSelector('html[data-ready]')
    expect(await text(page, '#position')).toMatch(/^2 of /) // the page is kept in the URL hash
    expect(await page.locator('.col[data-config="with_skill"] textarea.feedback').inputValue()).toBe('The summary misses the Q3 totals.')
    expect(await page.locator('.col[data-config="without_skill"] textarea.feedback').inputValue()).toBe('')
    // a fresh tab of the same report sees it too
    const second = await context.newPage()
    await second.goto(url + '#2')
    await second.waitForSelector('html[data-ready]')
    expect(await second.locator('.col[data-config="with_skill"] textarea.feedback').inputValue()).toBe('The summary misses the Q3 totals.')
    await context.close()
  })

  test('"Submit all reviews" downloads feedback.json in skill-creator format with every run', async () => {
    const { page, context } = await open(url)
    await page.click('#tab-outputs')
    await page.locator('.col[data-config="old_skill"] textarea.feedback').fill('old skill forgot the chart')
    await page.keyboard.press('Tab') // blur saves at once
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#submit')])
    expect(download.suggestedFilename()).toBe('feedback.json')
    const saved = join(dir, 'downloaded-feedback.json')
    await download.saveAs(saved)
    const fb = JSON.parse(await readFile(saved, 'utf8'))
    expect(Object.keys(fb).sort()).toEqual(['reviews', 'status'])
    expect(fb.status).toBe('complete')
    expect(fb.reviews).toHaveLength(runCount)
    const stamps = new Set(fb.reviews.map((r: { timestamp: string }) => r.timestamp))
    expect(stamps.size).toBe(1)
    expect(new Date([...stamps][0] as string).toISOString()).toBe([...stamps][0])
    for (const r of fb.reviews) {
      expect(r.run_id).toMatch(/^eval-\d+-case-number-\d+-(with_skill|without_skill|old_skill)-run-\d+$/)
      expect(typeof r.feedback).toBe('string')
      expect(r).toMatchObject({ skill: 'alpha', iteration: 'iteration-1' })
    }
    expect(new Set(fb.reviews.map((r: { run_id: string }) => r.run_id)).size).toBe(runCount)
    const nonEmpty = fb.reviews.filter((r: { feedback: string }) => r.feedback !== '')
    expect(nonEmpty.map((r: { run_id: string; feedback: string }) => [r.run_id, r.feedback])).toEqual([
      ['eval-1-case-number-1-old_skill-run-1', 'old skill forgot the chart']
    ])
    expect(validateFeedback(fb).reviews).toHaveLength(runCount)
    expect(await text(page, '#submit-status')).toContain(`${runCount} runs, 1 with feedback`)
    await context.close()
  })
})
