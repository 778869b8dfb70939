/**
 * The viewer page's script: the entry that scripts/build-viewer.mjs bundles (esbuild, one IIFE)
 * into browser-bundle.generated.ts, which the renderer inlines as the page's only script (the CSP
 * allows just that script, by hash). It reads the embedded JSON model and renders it with DOM
 * APIs: every data string goes through `textContent`, `value` or `title`; nothing is ever parsed
 * as HTML, and no element gets a data-provided href. Image `src` is only set to `data:image/…`
 * URIs, which the loader builds itself from sniffed bytes.
 *
 * Type-checked with the DOM lib (tsconfig.browser.json) against the same model types
 * (../model.ts) that the Node side writes.
 */
import type { ViewerEval, ViewerModel } from '../model.js'
import { add, badge, el } from './dom.js'
import { verdictKind, verdictText } from './format.js'
import { initOutputs } from './outputs.js'
import { renderBenchmark } from './benchmark.js'
import { renderPipelines } from './pipelines.js'
import { renderModels } from './cross-model.js'
import { renderOverview } from './overview.js'

const data: ViewerModel = JSON.parse(document.getElementById('viewer-data')!.textContent || '{}')
const runs = data.runs || []
const evalsByKey: Record<string, ViewerEval> = {}
;(data.evals || []).forEach(function (e) { evalsByKey[e.key] = e })

const outputs = initOutputs(data, runs, evalsByKey)

// ── tabs, header ─────────────────────────────────────────────────────────────────
const PL = data.pipelines || null
document.getElementById('title')!.textContent = data.title || 'Eval review'
document.title = data.title || 'Eval review'
const meta = runs.length + ' runs · ' + outputs.pageCount + ' pages · generated ' + String(data.generatedAt || '').replace('T', ' ').slice(0, 16) + ' UTC'
document.getElementById('meta')!.textContent = meta
if (data.summary && data.summary.verdict) {
  const vb = document.getElementById('verdict')!
  add(vb, badge(verdictText(data.summary.verdict), verdictKind(data.summary.verdict)))
}
if (data.simulated) add(document.getElementById('verdict')!, ' ', badge('simulated', 'warn sim'))
if (data.warnings && data.warnings.length) {
  const w = document.getElementById('warnings')!
  w.hidden = false
  add(w, el('summary', null, data.warnings.length + ' loading warning' + (data.warnings.length === 1 ? '' : 's')))
  const wl = el('ul', 'plain-list')
  data.warnings.slice(0, 200).forEach(function (x) { add(wl, el('li', null, x)) })
  add(w, wl)
}
const OV = !!data.overview && !!document.getElementById('tab-overview')
const TABS = OV ? ['overview', 'outputs', 'benchmark'] : ['outputs', 'benchmark']
const FIRST_EXTRA = TABS.length
// (`pipelines` as a template literal: see renderPipelines)
if (PL && document.getElementById('tab-pipelines')) TABS.push(`pipelines`)
if (data.crossModel && document.getElementById('tab-models')) TABS.push('models')
const RENDER: Record<string, () => void> = {
  overview: function () { renderOverview(data) },
  benchmark: function () { renderBenchmark(data) },
  pipelines: function () { renderPipelines(PL!) },
  models: function () { renderModels(data.crossModel) }
}
const rendered: Record<string, boolean> = {}
function showTab(name: string): void {
  TABS.forEach(function (t) {
    const on = t === name
    document.getElementById('tab-' + t)!.setAttribute('aria-selected', on ? 'true' : 'false')
    document.getElementById('panel-' + t)!.hidden = !on
  })
  if (RENDER[name] && !rendered[name]) { rendered[name] = true; RENDER[name]() }
}
TABS.forEach(function (t) { document.getElementById('tab-' + t)!.addEventListener('click', function () { showTab(t) }) })
if (PL) document.getElementById('meta')!.textContent = meta + ' · ' + PL.scenarios.length + ' pipeline scenario' + (PL.scenarios.length === 1 ? '' : 's')
outputs.renderPage()
// The page opens on the Overview (the answer first), unless the address names an Outputs page
// (#N, kept there while paging); a report with pipeline (or cross-model) results only opens on that tab.
if (!runs.length && TABS.length > FIRST_EXTRA) showTab(TABS[FIRST_EXTRA])
else if (OV && !/^#\d+$/.test(location.hash)) showTab('overview')
else if (OV) showTab('outputs')
document.documentElement.setAttribute('data-ready', '1')
try { performance.mark('viewer-ready') } catch (e) { /* old browsers */ }
