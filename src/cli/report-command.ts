/**
 * `skill-evals report`: aggregate → gate → report. Builds (or refreshes) benchmark.json/.md per
 * skill and `<out>/summary.json` from the graded runs in --out, prints the verdict as Markdown or
 * JSON, and exits 0 (go / conditional_go), 1 (no_go / rollback) or 2 (missing data).
 */
import { cliPath } from './paths.js'
import { aggregate, benchmarks } from '../gate/index.js'
import { policyNotes } from '../gate/policy-diff.js'
import { mdEscape } from '../text/markdown.js'
import { loadAggregateInput, ReportDataError, writeReport } from '../aggregate/load.js'
import { renderSummaryMarkdown } from '../gate/markdown.js'
import { renderSummaryText, useColor } from '../report/terminal.js'
import { oneOf, parse } from './args.js'
import type { CliIo } from './main.js'

export const REPORT_HELP = `Usage: skill-evals report [--out DIR] [--base DIR] [--format text|md|json] [options]

Aggregates the graded runs in --out into benchmark.json / benchmark.md per skill and
<out>/summary.json, applies the gates and prints one verdict: go, conditional_go, no_go or
rollback.

  --out DIR        graded results folder (default .skill-evals/results)
  --base DIR       graded results of the base branch, when the base was not run in the same job
                   (old_skill runs in --out are used first)
  --root DIR       skills repository: config, tiers, critical evals, coverage (default .)
  --base-ref REF   git ref of the base branch (a pull request's base): list evals changed, added
                   or removed since it, and apply its gate policy (gates, risk level, tiers,
                   thresholds, tolerances, baseline store, secrets) instead of the work tree's;
                   a line says what changes at merge
  --history DIR    more benchmark history besides <root>/evals/benchmarks (repeatable)
  --format FMT     text (default: plain text for a terminal or a job log; colour only on a
                   TTY without NO_COLOR), md (GitHub Markdown, as in the job summary) or json
                   (the summary.json content)
  --no-write       print only; do not write benchmark.json / summary.json

Exit codes: 0 go or conditional_go, 1 no_go or rollback (a gate failed or a regression),
2 missing data (no graded runs) or bad usage.
`

export async function reportCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parse(argv, {
    out: { type: 'string', default: '.skill-evals/results' },
    base: { type: 'string' },
    root: { type: 'string', default: '.' },
    'base-ref': { type: 'string' },
    history: { type: 'string', multiple: true },
    format: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  }, 'repo')
  if (values.help) {
    io.stdout(REPORT_HELP)
    return 0
  }
  const format = oneOf(values.format, ['text', 'md', 'json'] as const, '--format', 'text')
  const out = cliPath(io, values.out ?? '.skill-evals/results')!
  let loaded
  try {
    loaded = await loadAggregateInput({
      out,
      root: cliPath(io, values.root) ?? io.cwd,
      ...(values.base ? { base: cliPath(io, values.base)! } : {}),
      ...(values['base-ref'] ? { baseRef: values['base-ref'], policyRef: values['base-ref'] } : {}),
      ...(values.history ? { history: values.history.map((h) => cliPath(io, h)!) } : {}),
    })
  } catch (err) {
    if (err instanceof ReportDataError) {
      io.stderr(`skill-evals report: ${err.message}\n`)
      return 2
    }
    throw err
  }
  for (const w of loaded.warnings) io.stderr(`skill-evals report: warning: ${w}\n`)
  const summary = aggregate(loaded.input)
  // Issue 33 row I: the base's policy was applied; say what the PR's own config changes at merge.
  const policy = policyNotes(loaded.policy)
  for (const n of policy) (format === 'json' ? io.stderr : io.stdout)(`${format === 'json' ? 'skill-evals report: ' : ''}${format === 'md' ? mdEscape(n) : n}\n${format === 'json' ? '' : '\n'}`)
  if (!values['no-write']) await writeReport(loaded.input.sources?.results ?? out, summary, benchmarks(loaded.input))
  io.stdout(
    format === 'json' ? JSON.stringify(summary, null, 2) + '\n' : format === 'md' ? renderSummaryMarkdown(summary) : renderSummaryText(summary, { color: useColor(io) }),
  )
  return summary.verdict === 'no_go' || summary.verdict === 'rollback' ? 1 : 0
}
