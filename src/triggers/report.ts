/**
 * A small self-contained HTML report of a description optimisation (after skill-creator's
 * `generate_report.py`): summary, then one row per iteration (best row highlighted) with the
 * train/test scores as correct runs / total runs, the description, and one ✓/✗ cell per query.
 * No scripts, no external resources; every piece of user text is HTML-escaped.
 */
import type { HistoryEntry, OptimizeOutput, TriggerQueryResult } from './types.js'

export function escapeHtml(s: unknown): string {
  return String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Correct runs / total runs (positives: triggers; negatives: runs − triggers). */
function correctRuns(results: readonly TriggerQueryResult[] | null): { correct: number; total: number } {
  let correct = 0
  let total = 0
  for (const r of results ?? []) {
    correct += r.should_trigger ? r.triggers : r.runs - r.triggers
    total += r.runs
  }
  return { correct, total }
}

function scoreCell(results: readonly TriggerQueryResult[] | null): string {
  if (!results) return '<td class="na">–</td>'
  const { correct, total } = correctRuns(results)
  const rate = total > 0 ? correct / total : 0
  const cls = rate >= 0.8 ? 'good' : rate >= 0.5 ? 'ok' : 'bad'
  return `<td class="score ${cls}">${correct}/${total}</td>`
}

function resultCell(r: TriggerQueryResult | undefined): string {
  if (!r) return '<td class="na">–</td>'
  return `<td class="cell ${r.pass ? 'pass' : 'fail'}" title="${escapeHtml(`rate ${r.triggers}/${r.runs}`)}">${r.pass ? '✓' : '✗'} ${r.triggers}/${r.runs}</td>`
}

export function renderOptimizeReport(out: OptimizeOutput): string {
  const first: HistoryEntry | undefined = out.history[0]
  const trainQ = first?.train_results ?? []
  const testQ = first?.test_results ?? []
  const head = (r: TriggerQueryResult, test: boolean): string =>
    `<th class="q ${test ? 'test' : 'train'} ${r.should_trigger ? 'pos' : 'neg'}" title="${escapeHtml(r.query)}">${escapeHtml(
      [...r.query].slice(0, 40).join('') + ([...r.query].length > 40 ? '…' : '')
    )}</th>`
  const rows = out.history
    .map((h) => {
      const cells = [
        ...trainQ.map((_, i) => resultCell(h.train_results[i])),
        ...testQ.map((_, i) => resultCell(h.test_results?.[i]))
      ].join('')
      return `<tr class="${h.iteration === out.best_iteration ? 'best' : ''}"><td>${h.iteration}</td>${scoreCell(h.train_results)}${scoreCell(
        h.test_results
      )}<td class="desc">${escapeHtml(h.description)}</td>${cells}</tr>`
    })
    .join('\n')
  const scoreKind = out.test_size > 0 ? 'test' : 'train'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(out.skill_name)} — Skill Description Optimization</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1f2328}
h1{font-size:1.4rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}
dt{font-weight:600}
dd{margin:0;white-space:pre-wrap}
table{border-collapse:collapse;margin-top:1rem}
th,td{border:1px solid #d0d7de;padding:.25rem .4rem;vertical-align:top}
th.q{writing-mode:vertical-rl;max-height:14rem;font-weight:500}
th.test{color:#0550ae}
th.pos{border-top:3px solid #1a7f37}
th.neg{border-top:3px solid #cf222e}
td.desc{min-width:24rem;max-width:40rem;white-space:pre-wrap}
td.pass{background:#dafbe1}
td.fail{background:#ffebe9}
td.good{background:#dafbe1}
td.ok{background:#fff8c5}
td.bad{background:#ffebe9}
tr.best td{font-weight:600}
tr.best{outline:2px solid #0969da}
.legend span{margin-right:1rem}
</style>
</head>
<body>
<h1>${escapeHtml(out.skill_name)} — Skill Description Optimization</h1>
<p>Each iteration evaluates a description on the train and the held-out test queries; the improver only ever sees train results. The best description is chosen by ${scoreKind} score (earliest on ties). SKILL.md was not changed.</p>
<dl>
<dt>Original</dt><dd>${escapeHtml(out.original_description)}</dd>
<dt>Best</dt><dd>${escapeHtml(out.best_description)}</dd>
<dt>Best score</dt><dd>${escapeHtml(out.best_score)} (${scoreKind}), iteration ${escapeHtml(out.best_iteration)}</dd>
<dt>Iterations</dt><dd>${escapeHtml(out.iterations_run)} (${escapeHtml(out.exit_reason)})</dd>
<dt>Train / test</dt><dd>${escapeHtml(out.train_size)} / ${escapeHtml(out.test_size)} queries (holdout ${escapeHtml(out.holdout)})</dd>
<dt>Runs</dt><dd>${escapeHtml(out.runs_per_query)} per query, threshold ${escapeHtml(out.threshold)}, model ${escapeHtml(out.model)}</dd>
</dl>
<p class="legend"><span>Train/Test columns: correct runs / total runs</span><span>✓/✗ k/n: query passed, triggered k of n runs</span><span style="color:#1a7f37">green top border: should trigger</span><span style="color:#cf222e">red: should not</span><span style="color:#0550ae">blue header: test query</span></p>
<table>
<thead><tr><th>Iter</th><th>Train</th><th>Test</th><th>Description</th>${trainQ.map((r) => head(r, false)).join('')}${testQ.map((r) => head(r, true)).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`
}
