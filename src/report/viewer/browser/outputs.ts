/**
 * The Outputs tab: one page per eval × trial with its configurations side by side, the
 * reviewer's feedback (kept in localStorage, keyed per report) and the "Submit all reviews"
 * download of feedback.json in skill-creator's format.
 */
import type { ViewerEval, ViewerFile, ViewerModel, ViewerRun } from '../model.js'
import { add, badge, clear, el, pre, section } from './dom.js'
import { CONFIG_ORDER, configBadge, configRank, configShort, fmtBytes, fmtCost, fmtNum, pct, rateKind, simulatedSuffix } from './format.js'
import { gradeItem } from './grades.js'

interface Page {
  evalKey: string
  trial: number
  runs: ViewerRun[]
}

export interface Outputs {
  /** How many pages (eval × trial) the tab has. */
  pageCount: number
  renderPage: () => void
}

/** Sets up the tab's state and listeners; the caller renders the first page once the header is done. */
export function initOutputs(data: ViewerModel, runs: ViewerRun[], evalsByKey: Record<string, ViewerEval>): Outputs {
  const STORE_KEY = 'skill-evals-viewer:feedback:' + data.reportKey

  // ── feedback store (localStorage, keyed per report) ──────────────────────────────
  let feedback: Record<string, string> = {}
  try { feedback = JSON.parse(localStorage.getItem(STORE_KEY) || '{}') || {} } catch (e) { feedback = {} }
  let storageOk = true
  let saveTimer: number | null = null
  function saveNow(): void {
    if (saveTimer) { clearTimeout(saveTimer); saveTimer = null }
    try { localStorage.setItem(STORE_KEY, JSON.stringify(feedback)); storageOk = true } catch (e) { storageOk = false }
    document.querySelectorAll('.fb-status').forEach(function (s) { s.textContent = storageOk ? 'Saved in this browser' : 'Could not save locally: submit before closing' })
  }
  function saveSoon(): void {
    if (saveTimer) clearTimeout(saveTimer)
    document.querySelectorAll('.fb-status').forEach(function (s) { s.textContent = 'Saving…' })
    saveTimer = setTimeout(saveNow, 300)
  }
  window.addEventListener('beforeunload', function () { if (saveTimer) saveNow() })
  window.addEventListener('pagehide', function () { if (saveTimer) saveNow() })

  // ── pages: one eval × trial, configurations side by side ─────────────────────────
  const pages: Page[] = []
  const pageByKey: Record<string, number> = {}
  runs.forEach(function (r) {
    const k = r.evalKey + '#' + r.trial
    if (!(k in pageByKey)) { pageByKey[k] = pages.length; pages.push({ evalKey: r.evalKey, trial: r.trial, runs: [] }) }
    pages[pageByKey[k]].runs.push(r)
  })
  pages.forEach(function (p) { p.runs.sort(function (a, b) { return configRank(a.configuration) - configRank(b.configuration) }) })

  let current = 0
  const m = /^#(\d+)$/.exec(location.hash)
  if (m) current = Math.min(Math.max(0, Number(m[1]) - 1), Math.max(0, pages.length - 1))

  const pageEl = document.getElementById('page')!
  const posEl = document.getElementById('position')!
  const jumpEl = document.getElementById('jump') as HTMLSelectElement
  const prevBtn = document.getElementById('prev') as HTMLButtonElement
  const nextBtn = document.getElementById('next') as HTMLButtonElement

  function pageTitle(p: Page): string {
    const e: Partial<ViewerEval> = evalsByKey[p.evalKey] || {}
    return (e.skill || '') + ' · eval ' + (e.evalId || '?') + (e.evalName ? ' ' + e.evalName : '') + ' · trial ' + p.trial
  }

  pages.forEach(function (p, i) { (add(jumpEl, el('option', null, (i + 1) + '. ' + pageTitle(p))).lastChild as HTMLOptionElement).value = String(i) })

  function renderFile(f: ViewerFile): HTMLDivElement {
    const box = el('div', 'file')
    const head = add(el('div', 'file-head'), el('span', 'file-name', f.name), el('span', 'muted', fmtBytes(f.size || 0)))
    add(box, head)
    if (f.note) add(box, el('div', 'note', f.note))
    if (f.kind === 'image' && typeof f.dataUri === 'string' && /^data:image\/(png|jpeg|gif|webp);base64,/.test(f.dataUri)) {
      const img = el('img', 'file-img')
      img.alt = f.name
      img.src = f.dataUri
      add(box, img)
    } else if ((f.kind === 'text' || f.kind === 'json') && typeof f.content === 'string') {
      add(box, pre(f.content, f.kind === 'json' ? 'json' : ''))
    }
    return box
  }

  function renderGrades(r: ViewerRun): HTMLElement {
    const s = section('Grades')
    const g = r.grading
    if (!g) { add(s, el('p', 'muted', r.status === 'completed' ? 'Not graded.' : 'Not graded (run ' + r.status + ').')); return s }
    add(s.firstChild!, ' ', badge(pct(g.passRate) + ' of assertions passed', rateKind(g.passRate)))
    add(s, el('p', 'muted small', g.passed + ' passed, ' + g.failed + ' failed of ' + g.total))
    const ul = el('ul', 'grades')
    g.expectations.forEach(function (x) { add(ul, gradeItem(x)) })
    return add(s, ul)
  }

  function renderColumn(r: ViewerRun): HTMLElement {
    const col = el('article', 'col col-' + (CONFIG_ORDER.indexOf(r.configuration) >= 0 ? r.configuration : 'other'))
    col.setAttribute('data-config', r.configuration)
    const head = add(el('header', 'col-head'), configBadge(r.configuration), ' ', badge('run ' + r.trial, 'plain'))
    if (r.status !== 'completed') add(head, ' ', badge(r.status, 'bad'))
    if (r.skillUsed === false && r.configuration !== 'without_skill') add(head, ' ', badge('skill not used', 'warn'))
    const meta: string[] = []
    if (r.durationMs !== null) meta.push((r.durationMs / 1000).toFixed(1) + ' s')
    if (r.tokens !== null) meta.push(fmtNum(r.tokens, 0) + ' tokens' + simulatedSuffix(r.simulated))
    if (r.costUsd !== null) meta.push(fmtCost(r.costUsd) + simulatedSuffix(r.simulated))
    meta.push(r.toolCalls.length + ' tool call' + (r.toolCalls.length === 1 ? '' : 's'))
    add(col, head, el('div', 'meta', meta.join(' · ')))
    if (r.error) add(col, el('div', 'alert', 'Error: ' + r.error))

    const resp = section('Response')
    add(resp, r.response ? pre(r.response, 'response') : el('p', 'muted', '(no final text)'))
    if (r.responseNote) add(resp, el('div', 'note', r.responseNote))
    add(col, resp)

    const files = section('Files', el('span', 'muted', '(' + r.files.length + ')'))
    if (r.files.length === 0) add(files, el('p', 'muted', 'No files created or changed.'))
    r.files.forEach(function (f) { add(files, renderFile(f)) })
    add(col, files)

    const tools = el('details', 'sec tools')
    add(tools, el('summary', 'sec-title', 'Tool calls (' + r.toolCalls.length + ')'))
    const ol = el('ol', 'calls')
    r.toolCalls.forEach(function (c) {
      const li = el('li', 'call' + (c.isError ? ' call-err' : ''))
      const h = add(el('div', 'call-head'), el('span', 'call-name', c.name), el('span', 'muted', ' turn ' + c.turn))
      if (c.isError) add(h, ' ', badge('error', 'bad'))
      add(li, h, el('div', 'label', 'input'), pre(c.input), el('div', 'label', 'output'), pre(c.output))
      add(ol, li)
    })
    if (r.toolCalls.length === 0) add(tools, el('p', 'muted', 'No tool calls.'))
    add(col, add(tools, ol))

    add(col, renderGrades(r))

    const fb = section('Your feedback')
    const ta = el('textarea', 'feedback')
    ta.rows = 4
    ta.placeholder = 'What is wrong or could be better in this output? Leave empty if it is fine.'
    ta.setAttribute('aria-label', 'Feedback on ' + configShort(r.configuration) + ' run ' + r.trial)
    ta.setAttribute('data-run', r.runId)
    ta.value = feedback[r.key] || ''
    ta.addEventListener('input', function () { feedback[r.key] = ta.value; saveSoon() })
    ta.addEventListener('blur', function () { if (saveTimer) saveNow() })
    add(fb, ta, el('div', 'fb-status muted small', feedback[r.key] ? 'Saved in this browser' : ''))
    return add(col, fb)
  }

  function renderPage(): void {
    clear(pageEl)
    if (pages.length === 0) {
      add(pageEl, el('div', 'empty', 'No runs found in this report.'))
      posEl.textContent = '0 of 0'
      prevBtn.disabled = nextBtn.disabled = true
      return
    }
    const p = pages[current]
    const e: Partial<ViewerEval> = evalsByKey[p.evalKey] || {}
    posEl.textContent = (current + 1) + ' of ' + pages.length
    jumpEl.value = String(current)
    prevBtn.disabled = current === 0
    nextBtn.disabled = current === pages.length - 1

    const intro = el('div', 'card intro')
    add(intro, add(el('div', 'crumbs'), badge(e.skill || '?', 'plain'), ' ', el('span', 'muted', e.iteration || ''), ' ', el('span', 'muted', '· trial ' + p.trial)))
    add(intro, el('h2', 'eval-title', 'Eval ' + (e.evalId || '?') + (e.evalName ? ': ' + e.evalName : '')))
    add(intro, el('h4', 'sec-title', 'Prompt'), pre(e.prompt || '(no prompt found)', 'prompt'))
    if (e.inputFiles && e.inputFiles.length) add(intro, el('div', 'muted small', 'Input files: ' + e.inputFiles.join(', ')))
    if (e.expectedOutput) {
      const d = add(el('details', 'more'), el('summary', null, 'Expected output'), pre(e.expectedOutput))
      add(intro, d)
    }
    if (e.assertions && e.assertions.length) {
      const ad = add(el('details', 'more'), el('summary', null, 'Assertions (' + e.assertions.length + ')'))
      const ul = el('ul', 'plain-list')
      e.assertions.forEach(function (a) { add(ul, el('li', null, a)) })
      add(intro, add(ad, ul))
    }
    const grid = el('div', 'cols cols-' + Math.min(p.runs.length, 3))
    p.runs.forEach(function (r) { add(grid, renderColumn(r)) })
    add(pageEl, intro, grid)
  }

  function go(i: number): void {
    if (i < 0 || i >= pages.length || i === current) return
    if (saveTimer) saveNow()
    current = i
    try { history.replaceState(null, '', '#' + (current + 1)) } catch (e) { /* file:// quirks */ }
    renderPage()
    window.scrollTo(0, 0)
  }
  prevBtn.addEventListener('click', function () { go(current - 1) })
  nextBtn.addEventListener('click', function () { go(current + 1) })
  jumpEl.addEventListener('change', function () { go(Number(jumpEl.value)) })
  document.addEventListener('keydown', function (ev) {
    if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey) return
    const t = ev.target as HTMLElement | null
    const tag = t && t.tagName
    if (tag === 'TEXTAREA' || tag === 'INPUT' || tag === 'SELECT' || (t && t.isContentEditable)) return
    if (document.getElementById('tab-outputs')!.getAttribute('aria-selected') !== 'true') return
    if (ev.key === 'ArrowLeft') { ev.preventDefault(); go(current - 1) }
    else if (ev.key === 'ArrowRight') { ev.preventDefault(); go(current + 1) }
  })

  // ── submit: feedback.json in skill-creator's format ──────────────────────────────
  document.getElementById('submit')!.addEventListener('click', function () {
    if (saveTimer) saveNow()
    const ts = new Date().toISOString()
    const out = {
      reviews: runs.map(function (r) {
        return { run_id: r.runId, feedback: feedback[r.key] || '', timestamp: ts, skill: r.skill, iteration: r.iteration }
      }),
      status: 'complete'
    }
    const blob = new Blob([JSON.stringify(out, null, 2) + '\n'], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const a = document.createElement('a')
    a.href = url
    a.download = 'feedback.json'
    document.body.appendChild(a)
    a.click()
    document.body.removeChild(a)
    setTimeout(function () { URL.revokeObjectURL(url) }, 10000)
    const n = out.reviews.filter(function (x) { return x.feedback.trim() !== '' }).length
    document.getElementById('submit-status')!.textContent = 'Downloaded feedback.json (' + out.reviews.length + ' runs, ' + n + ' with feedback). Import it with: skill-evals feedback import feedback.json'
  })

  return { pageCount: pages.length, renderPage }
}
