/**
 * renderViewer: the viewer model → one self-contained HTML page (inline CSS and script, data as
 * JSON in a non-executable script block, no network at all).
 *
 * Safety: the JSON is embedded with `<`, U+2028 and U+2029 escaped, so no data can close the
 * block; the page's only script is ours, allowed by its SHA-256 in a strict CSP
 * (`default-src 'none'`), and it renders data through DOM text APIs only.
 */
import { createHash } from 'node:crypto'
import type { ViewerModel } from './model.js'
import { CLIENT_JS } from './client.js'

/** JSON safe inside `<script type="application/json">`: no `<` (so no `</script>` or `<!--`), no line separators. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function scriptHash(script: string): string {
  return 'sha256-' + createHash('sha256').update(script, 'utf8').digest('base64')
}

export function contentSecurityPolicy(script: string): string {
  return [
    "default-src 'none'",
    'img-src data:',
    "style-src 'unsafe-inline'",
    `script-src '${scriptHash(script)}'`,
    "base-uri 'none'",
    "form-action 'none'"
  ].join('; ')
}

const CSS = `
:root{--bg:#f6f7f9;--card:#fff;--ink:#1b1f24;--muted:#636c76;--line:#d8dee4;--soft:#eef1f4;--accent:#0b63ce;
--good:#1a7f37;--good-bg:#dafbe1;--bad:#cf222e;--bad-bg:#ffebe9;--warn:#9a6700;--warn-bg:#fff8c5;--with:#0b63ce;--base:#6e7781;--old:#8250df;
--mono:ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,"Liberation Mono",monospace}
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:var(--ink);background:var(--bg)}
header.top{position:sticky;top:0;z-index:5;background:#fff;border-bottom:1px solid var(--line);padding:10px 24px;display:flex;align-items:center;gap:16px;flex-wrap:wrap}
header.top h1{font-size:16px;margin:0;font-weight:600}
.tabs{display:flex;gap:4px}
.tabs button{border:1px solid transparent;background:none;padding:6px 12px;border-radius:6px;font:inherit;color:var(--muted);cursor:pointer}
.tabs button[aria-selected=true]{background:var(--soft);color:var(--ink);border-color:var(--line);font-weight:600}
.spacer{flex:1}
main{max-width:1500px;margin:0 auto;padding:16px 24px 48px}
.pager{display:flex;align-items:center;gap:8px;flex-wrap:wrap;margin-bottom:12px}
.pager select{max-width:420px;font:inherit;padding:5px 6px;border:1px solid var(--line);border-radius:6px;background:#fff}
button.btn{font:inherit;padding:6px 12px;border:1px solid var(--line);border-radius:6px;background:#fff;cursor:pointer}
button.btn:hover:not(:disabled){background:var(--soft)}
button.btn:disabled{opacity:.45;cursor:default}
button.primary{background:var(--accent);border-color:var(--accent);color:#fff;font-weight:600}
button.primary:hover:not(:disabled){background:#0a56b3}
#position{color:var(--muted);min-width:70px;text-align:center}
#submit-status{color:var(--good);font-size:13px}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:16px 18px;margin-bottom:14px}
.crumbs{margin-bottom:2px}
.eval-title{font-size:18px;margin:2px 0 10px}
.sec-title{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:14px 0 6px;font-weight:600}
.intro .sec-title{margin-top:4px}
pre.code{font:12.5px/1.45 var(--mono);background:#f6f8fa;border:1px solid var(--soft);border-radius:6px;padding:10px 12px;margin:0;white-space:pre-wrap;word-break:break-word;overflow:auto;max-height:480px}
pre.prompt{background:#fbfcfd;font-size:13px;max-height:none}
pre.response{background:#fff;border-color:var(--line)}
details.more{margin-top:8px}
details summary{cursor:pointer;color:var(--muted)}
.cols{display:grid;gap:14px;align-items:start}
.cols-1{grid-template-columns:minmax(0,1fr)}
.cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}
.cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}
@media (max-width:1000px){.cols-2,.cols-3{grid-template-columns:minmax(0,1fr)}}
.col{background:var(--card);border:1px solid var(--line);border-top:3px solid var(--base);border-radius:10px;padding:12px 16px 16px}
.col-with_skill{border-top-color:var(--with)}
.col-old_skill{border-top-color:var(--old)}
.col-head{display:flex;align-items:center;gap:6px;flex-wrap:wrap}
.meta{color:var(--muted);font-size:12.5px;margin-top:4px}
.badge{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;font-weight:600;line-height:18px;border:1px solid transparent;vertical-align:middle}
.badge.good{background:var(--good-bg);color:var(--good)}
.badge.bad{background:var(--bad-bg);color:var(--bad)}
.badge.warn{background:var(--warn-bg);color:var(--warn)}
.badge.neutral,.badge.plain{background:var(--soft);color:var(--ink)}
.badge.cfg{color:#fff}
.badge.cfg-with_skill{background:var(--with)}
.badge.cfg-without_skill,.badge.cfg-other{background:var(--base)}
.badge.cfg-old_skill{background:var(--old)}
.alert{background:var(--bad-bg);color:var(--bad);border-radius:6px;padding:8px 10px;margin-top:8px;white-space:pre-wrap;word-break:break-word}
.note{color:var(--warn);background:var(--warn-bg);border-radius:4px;padding:2px 8px;font-size:12px;margin:4px 0;display:inline-block}
.muted{color:var(--muted)}
.small{font-size:12.5px}
.file{margin:8px 0 12px}
.file-head{display:flex;justify-content:space-between;gap:8px;font-size:13px;margin-bottom:4px}
.file-name{font-family:var(--mono);font-weight:600;word-break:break-all}
.file-img{max-width:100%;border:1px solid var(--line);border-radius:6px;background:#fff}
.calls{padding-left:22px;margin:6px 0}
.call{margin-bottom:10px}
.call-name{font-family:var(--mono);font-weight:600}
.call-err .call-name{color:var(--bad)}
.label{font-size:11px;color:var(--muted);text-transform:uppercase;margin:4px 0 2px}
ul.grades{list-style:none;padding:0;margin:6px 0}
.grade{display:flex;gap:8px;padding:6px 0;border-top:1px solid var(--soft)}
.grade:first-child{border-top:0}
.mark{flex:none;width:20px;height:20px;border-radius:50%;text-align:center;line-height:20px;font-weight:700;font-size:12px}
.grade.pass .mark{background:var(--good-bg);color:var(--good)}
.grade.fail .mark{background:var(--bad-bg);color:var(--bad)}
.grade.err .mark{background:var(--warn-bg);color:var(--warn)}
.grade-text{font-weight:500;word-break:break-word}
.evidence{color:var(--muted);font-size:12.5px;white-space:pre-wrap;word-break:break-word}
textarea.feedback{width:100%;font:inherit;padding:8px 10px;border:1px solid var(--line);border-radius:6px;resize:vertical;min-height:70px}
textarea.feedback:focus{outline:2px solid #b6d4fe;border-color:var(--accent)}
.fb-status{min-height:18px;margin-top:2px}
.empty{padding:48px;text-align:center;color:var(--muted)}
table.tbl{border-collapse:collapse;width:100%;margin:6px 0 14px;font-size:13px}
.tbl th,.tbl td{border-bottom:1px solid var(--soft);padding:6px 10px;text-align:left;vertical-align:top}
.tbl th{background:#f6f8fa;font-weight:600;color:var(--muted);font-size:12px;text-transform:uppercase;letter-spacing:.03em}
.tbl tr.avg td{background:#fafbfc;font-weight:600}
.tbl tr.group td{background:var(--soft);font-weight:600}
.summary td:not(:first-child){font-variant-numeric:tabular-nums}
.delta.pos{color:var(--good);font-weight:600}
.delta.neg{color:var(--bad);font-weight:600}
.marks{display:inline-flex;gap:3px}
.mk{display:inline-block;width:20px;text-align:center;border-radius:4px;font-weight:700;cursor:help}
.mk.pass{background:var(--good-bg);color:var(--good)}
.mk.fail{background:var(--bad-bg);color:var(--bad)}
.skill-title{font-size:18px;margin:0 0 6px}
.flags{margin:4px 0 8px}
h3{font-size:14px;margin:18px 0 4px}
.eval-head{font-size:13px;margin:12px 0 2px}
.verdict-head{font-size:15px}
.verdict-good{border-left:4px solid var(--good)}
.verdict-bad{border-left:4px solid var(--bad)}
.verdict-warn{border-left:4px solid var(--warn)}
ul.plain-list{margin:6px 0;padding-left:20px}
#warnings{margin:0 0 12px;color:var(--warn)}
.kbd{font-size:12px;color:var(--muted)}
`

/** Styles of the optional tabs, added only when the page has them (a plain report's page is unchanged). */
const PIPELINE_CSS = `
.pl-list td{vertical-align:middle}
.pl-list tr.sel td{background:#eef5ff}
button.link{border:0;background:none;padding:0;font:inherit;font-family:var(--mono);font-weight:600;color:var(--accent);cursor:pointer;text-align:left;word-break:break-all}
button.link:hover{text-decoration:underline}
.pl-head{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.pl-title{font-size:18px;margin:0;font-family:var(--mono);word-break:break-all}
ol.steps{list-style:none;padding:0;margin:0;counter-reset:none}
.step{background:var(--card);border:1px solid var(--line);border-left:4px solid var(--base);border-radius:10px;padding:12px 16px 14px;margin-bottom:12px}
.step.st-pass{border-left-color:var(--good)}
.step.st-fail{border-left-color:var(--bad)}
.step.st-error{border-left-color:var(--warn)}
.step.st-skipped{border-left-color:var(--line);opacity:.85}
.step-head{display:flex;align-items:center;gap:6px;flex-wrap:wrap}
.step-n{font-weight:700;font-size:15px}
ul.files-changed{list-style:none;padding:0;margin:4px 0}
ul.files-changed li{display:flex;gap:8px;align-items:center;padding:2px 0}
.fc{display:inline-block;min-width:68px;text-align:center;border-radius:4px;font-size:11px;font-weight:700;text-transform:uppercase;padding:0 4px}
.fc-added{background:var(--good-bg);color:var(--good)}
.fc-deleted{background:var(--bad-bg);color:var(--bad)}
.fc-modified,.fc-renamed,.fc-copied,.fc-other,.fc-type-changed,.fc-unknown{background:var(--soft);color:var(--ink)}
pre.diff{padding:6px 0;white-space:pre;word-break:normal;overflow:auto;max-height:640px;background:#fff;border-color:var(--line)}
pre.diff .dlines{display:inline-block;min-width:100%}
pre.diff .dl{display:block;padding:0 12px;min-height:1.45em}
pre.diff .dl-add{background:#e6ffec;color:#116329}
pre.diff .dl-del{background:#ffebe9;color:#82071e}
pre.diff .dl-hunk{background:#ddf4ff;color:#0550ae}
pre.diff .dl-meta{color:var(--muted);font-weight:600;background:#f6f8fa}
pre.diff .dl-note{color:var(--muted);font-style:italic}
@media (prefers-color-scheme:dark){
pre.diff{background:var(--card);color:var(--ink)}
pre.diff .dl-meta{background:#0d1117}
.pl-list tr.sel td{background:#1c2a3d}
pre.diff .dl-add{background:#12361f;color:#aff5b4}
pre.diff .dl-del{background:#42181b;color:#ffdcd7}
pre.diff .dl-hunk{background:#0c2d6b;color:#a5d6ff}
}
`

/** Light and dark (prefers-color-scheme): the colours above are variables; the few fixed ones are overridden here. */
const DARK_CSS = `
:root{color-scheme:light dark}
@media (prefers-color-scheme:dark){
:root{--bg:#0d1117;--card:#161b22;--ink:#e6edf3;--muted:#9198a1;--line:#30363d;--soft:#21262d;--accent:#4493f8;
--good:#3fb950;--good-bg:#12361f;--bad:#f85149;--bad-bg:#42181b;--warn:#d29922;--warn-bg:#3a2d0b;--with:#4493f8;--base:#8b949e;--old:#a371f7}
header.top,button.btn,.pager select,pre.response{background:var(--card);color:var(--ink)}
pre.code,.tbl th{background:#0d1117}
pre.prompt,.tbl tr.avg td{background:#11161d}
.badge.cfg{color:#0d1117}
textarea.feedback{background:var(--card);color:var(--ink)}
}
`

/** The Overview tab and the charts (inline SVG, coloured by class only). */
const OVERVIEW_CSS = `
.ov-head{display:flex;align-items:center;gap:8px;flex-wrap:wrap;font-size:15px}
.badge.big{font-size:18px;line-height:28px;padding:2px 14px;border-radius:8px;letter-spacing:.02em}
.badge.good.big{background:var(--good);color:#fff}
.badge.bad.big{background:var(--bad);color:#fff}
.badge.warn.big{background:var(--warn);color:#fff}
.sim-note{display:block;margin-top:8px}
.ov-totals{margin-top:6px}
table.gates td:nth-child(4){word-break:break-word}
table.ov-rates td{font-variant-numeric:tabular-nums;white-space:nowrap}
table.ov-rates td:first-child{white-space:normal}
figure.fig{margin:10px 0 4px}
.fig-scroll{overflow-x:auto}
figure.fig figcaption{margin-top:4px}
details.alt{margin-top:4px}
details.alt .tbl{width:auto}
svg.chart{display:block;max-width:none;font:12px system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
svg.chart text{fill:var(--ink)}
svg.chart .axis text,svg.chart .tn{fill:var(--muted);font-size:11px}
svg.chart .grid{stroke:var(--line);stroke-width:1}
svg.chart .bar-with_skill{fill:var(--with)}
svg.chart .bar-without_skill{fill:var(--base)}
svg.chart .bar-old_skill{fill:var(--old)}
svg.chart .whisker{stroke:var(--ink);stroke-width:1.5}
svg.chart .val{font-size:11.5px}
svg.chart .cell rect{stroke:none}
svg.chart .cell text{font-size:11px;font-weight:700;fill:#fff}
svg.chart .st-pass rect{fill:var(--good)}
svg.chart .st-fail rect{fill:var(--bad)}
svg.chart .st-error rect{fill:var(--warn)}
svg.chart .st-inconclusive rect,svg.chart .st-unknown rect{fill:var(--base)}
svg.chart .st-skipped rect{fill:var(--soft);stroke:var(--line)}
svg.chart .st-skipped text{fill:var(--muted)}
svg.chart .hist-line{fill:none;stroke:var(--with);stroke-width:2}
svg.chart .hist-pt{fill:var(--card);stroke:var(--with);stroke-width:2}
svg.chart .hist-now{fill:var(--with)}
.hist-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px 18px}
.hist-skill h3,.ov-grid-skill h3{margin:8px 0 0;font-family:var(--mono)}
svg.chart .hcell text{font-weight:600;font-variant-numeric:tabular-nums}
svg.chart .h0 rect{fill:#cf222e}svg.chart .h0 text{fill:#fff}
svg.chart .h1 rect{fill:#e16f24}svg.chart .h1 text{fill:#fff}
svg.chart .h2 rect{fill:#d4a72c}svg.chart .h2 text{fill:#1b1f24}
svg.chart .h3 rect{fill:#8cc265}svg.chart .h3 text{fill:#1b1f24}
svg.chart .h4 rect{fill:#1a7f37}svg.chart .h4 text{fill:#fff}
svg.chart .hn rect{fill:var(--soft)}svg.chart .hn text{fill:var(--muted)}
svg.chart .anom rect{stroke:var(--ink);stroke-width:2.5;stroke-dasharray:4 2}
ul.clusters li{margin-bottom:8px}
`

const CROSS_MODEL_CSS = `
table.xm th{text-transform:none;letter-spacing:0;font-family:var(--mono)}
table.xm th:first-child,table.xm th:nth-last-child(-n+2){font-family:inherit;text-transform:uppercase;letter-spacing:.03em}
table.xm td.cell{font-variant-numeric:tabular-nums;white-space:nowrap}
table.xm td.anom{background:var(--warn-bg);box-shadow:inset 0 0 0 2px #d4a72c}
table.xm .rate{font-weight:600}
table.xm .ci{color:var(--muted);font-size:12px}
table.xm .n{color:var(--muted);font-size:11.5px;display:block}
`

export function renderViewer(model: ViewerModel): string {
  if (/<\/script/i.test(CLIENT_JS)) throw new Error('viewer client script must not contain </script')
  const csp = contentSecurityPolicy(CLIENT_JS)
  // The optional tabs exist in the page only when their data does.
  const pipelines = model.pipelines !== undefined
  const crossModel = model.crossModel !== undefined
  const overview = model.overview !== undefined
  // The charts' styles come with the Overview and the Cross-model tab (its heat map).
  const css = CSS + DARK_CSS + (pipelines ? PIPELINE_CSS : '') + (crossModel ? CROSS_MODEL_CSS : '') + (overview || crossModel ? OVERVIEW_CSS : '')
  const extraTabs =
    (pipelines ? '<button type="button" id="tab-pipelines" role="tab" aria-selected="false">Pipelines</button>\n' : '') +
    (crossModel ? '<button type="button" id="tab-models" role="tab" aria-selected="false">Cross-model</button>\n' : '')
  const extraPanels =
    (pipelines ? '<section id="panel-pipelines" role="tabpanel" hidden>\n<div id="pipelines"></div>\n</section>\n' : '') +
    (crossModel ? '<section id="panel-models" role="tabpanel" hidden>\n<div id="models"></div>\n</section>\n' : '')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Eval review</title>
<style>${css}</style>
</head>
<body>
<header class="top">
<h1 id="title">Eval review</h1>
<nav class="tabs" role="tablist">
${overview ? '<button type="button" id="tab-overview" role="tab" aria-selected="true">Overview</button>\n' : ''}<button type="button" id="tab-outputs" role="tab" aria-selected="${overview ? 'false' : 'true'}">Outputs</button>
<button type="button" id="tab-benchmark" role="tab" aria-selected="false">Benchmark</button>
${extraTabs}</nav>
<span id="verdict"></span>
<span class="spacer"></span>
<span id="meta" class="muted small"></span>
</header>
<main>
<details id="warnings" hidden></details>
${overview ? '<section id="panel-overview" role="tabpanel">\n<div id="overview"></div>\n</section>\n' : ''}<section id="panel-outputs" role="tabpanel"${overview ? ' hidden' : ''}>
<div class="pager">
<button type="button" class="btn" id="prev" title="Previous (←)">← Previous</button>
<span id="position"></span>
<button type="button" class="btn" id="next" title="Next (→)">Next →</button>
<select id="jump" aria-label="Jump to"></select>
<span class="kbd">← / → keys navigate</span>
<span class="spacer"></span>
<span id="submit-status" role="status"></span>
<button type="button" class="btn primary" id="submit">Submit all reviews</button>
</div>
<div id="page"></div>
</section>
<section id="panel-benchmark" role="tabpanel" hidden>
<div id="bench"></div>
</section>
${extraPanels}</main>
<script type="application/json" id="viewer-data">${embedJson(model)}</script>
<script>${CLIENT_JS}</script>
</body>
</html>
`
}
