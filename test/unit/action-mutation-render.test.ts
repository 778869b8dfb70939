/**
 * The texts the action publishes (src/action/render.ts): the report options it hands the core
 * renderers, the notice for a plan that runs nothing (no key / nothing changed), the body without a
 * verdict, and the action's own sections (regression gate, pipeline scenarios, notes) with their
 * limits, in the PR comment and in the job summary. The core renderers (src/report/comment.ts)
 * are the oracle for the parts the action only passes through.
 */
import { describe, expect, test } from '@jest/globals'
import type { HistoryEntry } from '../../src/aggregate/history.js'
import type { PlanFile } from '../../src/plan/plan.js'
import { commentBody, jobSummaryBody, reportOptions, type ReportView } from '../../src/action/render.js'
import { HEADING, commentMarker, renderComment, renderJobSummary, renderNothingToEvaluate, renderSkippedNoApiKey, type EvalFailure } from '../../src/report/comment.js'
import { skill, stats, summary } from '../helpers/summary-fixtures.js'

function plan(over: Partial<PlanFile> = {}): PlanFile {
  return {
    version: 1,
    createdAt: '2026-12-01T00:00:00.000Z',
    run: true,
    mode: 'full',
    modeReason: 'The full-eval label is set.',
    selectionReasons: ['alpha changed.', 'Tier 3 runs always.'],
    eventName: 'pull_request',
    headSha: 'a'.repeat(40),
    prNumber: 7,
    isFork: false,
    skills: ['alpha'],
    removed: [],
    model: 'claude-sonnet-5-5',
    extraModels: [],
    trials: 2,
    maxCostUsd: null,
    pipeline: false,
    runs: 8,
    shards: 1,
    matrix: { include: [{ shard: '1/1', index: 1 }] },
    key: '',
    artifactPrefix: 'skill-evals',
    cacheDir: '',
    fullEvalLabel: 'full-eval',
    ...over,
  }
}

const MARKER = commentMarker('cell')
const SUMMARY = summary([skill('alpha')])
const view = (over: Partial<ReportView> = {}): ReportView => ({ plan: plan(), summary: SUMMARY, failures: [], pipelines: '', notes: [], ...over })

describe('report options', () => {
  test('mode, the reason with the selection reasons joined by spaces, the skills; links only when given', () => {
    expect(reportOptions(plan(), {})).toEqual({ mode: 'full', modeReason: 'The full-eval label is set. alpha changed. Tier 3 runs always.', ranSkills: ['alpha'] })
    expect(reportOptions(plan({ selectionReasons: [] }), { viewerUrl: 'https://v.test/1', artifactUrl: 'https://a.test/2' })).toEqual({
      mode: 'full',
      modeReason: 'The full-eval label is set.',
      ranSkills: ['alpha'],
      viewerUrl: 'https://v.test/1',
      artifactUrl: 'https://a.test/2',
    })
    expect(reportOptions(plan(), { viewerUrl: '', artifactUrl: '' })).toEqual({ mode: 'full', modeReason: 'The full-eval label is set. alpha changed. Tier 3 runs always.', ranSkills: ['alpha'] })
    expect(reportOptions(plan(), { artifactUrl: 'https://a.test/2' })).toEqual({ mode: 'full', modeReason: 'The full-eval label is set. alpha changed. Tier 3 runs always.', ranSkills: ['alpha'], artifactUrl: 'https://a.test/2' })
  })
})

describe('a report with a verdict', () => {
  const links = { viewerUrl: 'https://v.test/viewer', artifactUrl: 'https://a.test/results' }

  test('comment: the core comment under the action limit (65,536 - 5,000 - 200 characters), nothing after it without sections', () => {
    const opts = { ...reportOptions(plan(), links), marker: MARKER, maxChars: 60336 }
    expect(commentBody(view(), MARKER, links)).toBe(renderComment({ summary: SUMMARY, failures: [] }, opts))
    expect(commentBody(view(), MARKER, links)).toContain('https://v.test/viewer')
    expect(commentBody(view(), MARKER, links).startsWith(MARKER)).toBe(true)
  })

  test('job summary: the core summary, no marker', () => {
    const body = jobSummaryBody(view(), links)
    expect(body).toBe(renderJobSummary({ summary: SUMMARY, failures: [] }, { ...reportOptions(plan(), links), maxBytes: 1_000_000 }))
    expect(body.startsWith(HEADING)).toBe(true)
  })

  test('the failures and the history reach both', () => {
    const failure: EvalFailure = {
      skill: 'alpha',
      evalId: '3',
      evalName: 'case-three',
      configuration: 'with_skill',
      trials: 2,
      failedTrials: 2,
      errorTrials: 0,
      critical: true,
      severity: 'error',
      source: { file: 'evals/alpha.yaml', line: 9 },
      assertions: [{ text: 'Dates use ISO 8601', evidence: 'found 01/02/2026', count: 2 }],
      errors: [],
    }
    const history: HistoryEntry[] = [
      { file: 'a.json', timestamp: '2026-01-01T00:00:00Z', kind: 'summary', skills: [{ name: 'alpha', passRate: 0.2, metric: 'runs', passed: null, graded: null, evals: null }] },
      { file: 'b.json', timestamp: '2026-01-08T00:00:00Z', kind: 'summary', skills: [{ name: 'alpha', passRate: 0.6, metric: 'runs', passed: null, graded: null, evals: null }] },
    ]
    const v = view({ failures: [failure], history })
    const c = commentBody(v, MARKER, {})
    expect(c).toBe(renderComment({ summary: SUMMARY, failures: [failure], history }, { ...reportOptions(plan(), {}), marker: MARKER, maxChars: 60336 }))
    expect(c).toContain('case-three')
    expect(c).toContain('Pass-rate history')
    const j = jobSummaryBody(v, {})
    expect(j).toBe(renderJobSummary({ summary: SUMMARY, failures: [failure], history }, { ...reportOptions(plan(), {}), maxBytes: 1_000_000 }))
    expect(j).toContain('case-three')
    expect(j).toContain('Pass-rate history')
    expect(commentBody(view({ failures: [failure] }), MARKER, {})).not.toContain('Pass-rate history')
    expect(jobSummaryBody(view({ failures: [failure] }), {})).not.toContain('Pass-rate history')
  })

  test('a long comment is cut to the action limit, not to GitHub’s', () => {
    const many = summary(Array.from({ length: 700 }, (_, i) => skill(`skill-with-a-rather-long-name-${i}`, { verdict: 'no_go', reasons: undefined } as never)), { verdict: 'no_go' })
    const failures: EvalFailure[] = many.skills.flatMap((s) =>
      [1, 2].map((n) => ({
        skill: s.name,
        evalId: String(n),
        evalName: `case-${s.name}-${n}`,
        configuration: 'with_skill' as const,
        trials: 2,
        failedTrials: 2,
        errorTrials: 0,
        critical: false,
        severity: 'warning' as const,
        source: { file: `evals/${s.name}.yaml`, line: n },
        assertions: [{ text: `Assertion ${n} of ${s.name} that is long enough to take some room in the comment`, evidence: 'x'.repeat(200), count: 2 }],
        errors: [],
      })),
    )
    const v = { ...view({ summary: many, failures }), plan: plan({ skills: many.skills.map((s) => s.name) }) }
    const body = commentBody(v, MARKER, {})
    expect(body.length).toBeLessThan(60336)
    expect(body).toBe(renderComment({ summary: many, failures }, { ...reportOptions(v.plan, {}), marker: MARKER, maxChars: 60336 }))
    expect(body).not.toBe(renderComment({ summary: many, failures }, { ...reportOptions(v.plan, {}), marker: MARKER, maxChars: 65536 }))
    expect(body).not.toBe(renderComment({ summary: many, failures }, { ...reportOptions(v.plan, {}), marker: MARKER, maxChars: 60736 }))
  })
})

describe("the action's own sections", () => {
  const base = commentBody(view(), MARKER, {})
  const baseSummary = jobSummaryBody(view(), {})

  test('regression, then the pipeline scenarios, then the notes, after the report, in both texts', () => {
    const v = view({ regression: '### Regression gate\n\nNo version bump is blocked.', pipelines: '| scenario | status |\n|---|---|\n| first | pass |', notes: ['One shard *failed*.', 'Second\nnote.'] })
    const tail = [
      '### Regression gate\n\nNo version bump is blocked.',
      '',
      '### Pipeline scenarios',
      '',
      '| scenario | status |\n|---|---|\n| first | pass |',
      '### Notes',
      '',
      '- One shard \\*failed\\*.',
      '- Second note.',
      '',
    ].join('\n') + '\n'
    expect(commentBody(v, MARKER, {})).toBe(base + tail)
    expect(jobSummaryBody(v, {})).toBe(baseSummary + tail)
  })

  test('each section alone', () => {
    expect(commentBody(view({ regression: 'R' }), MARKER, {})).toBe(base + 'R\n\n')
    expect(commentBody(view({ pipelines: 'P' }), MARKER, {})).toBe(base + '### Pipeline scenarios\n\nP\n')
    expect(commentBody(view({ notes: ['N'] }), MARKER, {})).toBe(base + '### Notes\n\n- N\n\n')
    expect(commentBody(view({ regression: '', pipelines: '', notes: [] }), MARKER, {})).toBe(base)
  })

  test('the regression section is cut to 3,000 characters', () => {
    const at = 'r'.repeat(3000)
    expect(commentBody(view({ regression: at }), MARKER, {})).toBe(base + at + '\n\n')
    expect(commentBody(view({ regression: at + 's' }), MARKER, {})).toBe(base + 'r'.repeat(2999) + '…\n\n')
  })

  test('ten notes at most, each cut to 400 characters', () => {
    const notes = Array.from({ length: 11 }, (_, i) => `note ${i + 1}`)
    const text = commentBody(view({ notes }), MARKER, {})
    expect(text).toBe(base + ['### Notes', '', ...notes.slice(0, 10).map((n) => `- ${n}`), ''].join('\n') + '\n')
    const n400 = 'n'.repeat(400)
    expect(commentBody(view({ notes: [n400] }), MARKER, {})).toBe(base + `### Notes\n\n- ${n400}\n\n`)
    expect(commentBody(view({ notes: [n400 + 'x'] }), MARKER, {})).toBe(base + `### Notes\n\n- ${'n'.repeat(399)}…\n\n`)
  })

  test('the sections together are cut to 5,000 characters', () => {
    const p = 'p'.repeat(5000 - '### Pipeline scenarios\n\n'.length)
    expect(commentBody(view({ pipelines: p }), MARKER, {})).toBe(base + `### Pipeline scenarios\n\n${p}\n`)
    const p1 = p + 'q'
    expect(commentBody(view({ pipelines: p1 }), MARKER, {})).toBe(base + `### Pipeline scenarios\n\n${p.slice(0, -1)}…\n`)
  })
})

describe('a report without a verdict', () => {
  test('the reason, escaped and cut to 600 characters, and the mode', () => {
    const v = view({ summary: undefined, error: 'grading.json of *eval 3* is off its schema', plan: plan({ mode: 'quick', modeReason: 'A pull request.' }) })
    expect(commentBody(v, MARKER, {})).toBe(`${MARKER}\n${HEADING}\n\n❌ **No verdict**: grading.json of \\*eval 3\\* is off its schema\n\n**Mode:** quick · A pull request.\n\n`)
    expect(jobSummaryBody(v, {})).toBe(`${HEADING}\n\n❌ **No verdict**: grading.json of \\*eval 3\\* is off its schema\n\n**Mode:** quick · A pull request.\n\n`)
    const long = view({ summary: undefined, error: 'e'.repeat(601), plan: plan({ modeReason: 'm'.repeat(401) }) })
    expect(jobSummaryBody(long, {})).toBe(`${HEADING}\n\n❌ **No verdict**: ${'e'.repeat(599)}…\n\n**Mode:** full · ${'m'.repeat(399)}…\n\n`)
    const exact = view({ summary: undefined, error: 'e'.repeat(600), plan: plan({ modeReason: 'm'.repeat(400) }) })
    expect(jobSummaryBody(exact, {})).toBe(`${HEADING}\n\n❌ **No verdict**: ${'e'.repeat(600)}\n\n**Mode:** full · ${'m'.repeat(400)}\n\n`)
  })

  test('without a reason: "the evaluation produced no results"; the sections follow', () => {
    const v = view({ summary: undefined, notes: ['A shard failed.'] })
    expect(jobSummaryBody(v, {})).toBe(`${HEADING}\n\n❌ **No verdict**: the evaluation produced no results\n\n**Mode:** full · The full-eval label is set.\n\n### Notes\n\n- A shard failed.\n\n`)
    expect(commentBody(v, MARKER, {})).toBe(`${MARKER}\n${HEADING}\n\n❌ **No verdict**: the evaluation produced no results\n\n**Mode:** full · The full-eval label is set.\n\n### Notes\n\n- A shard failed.\n\n`)
  })
})

describe('a plan that runs nothing', () => {
  const mode = (p: PlanFile) => `\n**Mode:** ${p.mode} · ${p.modeReason}\n`

  test('no API key: the skipped notice (fork or not), then the mode', () => {
    const fork = plan({ run: false, skip: { kind: 'no-key', reason: 'No key.' }, isFork: true, modeReason: 'A *fork*.' })
    const escapedMode = '\n**Mode:** full · A \\*fork\\*.\n'
    expect(commentBody(view({ plan: fork, summary: undefined }), MARKER, {})).toBe(renderSkippedNoApiKey({ marker: MARKER, forkPr: true }) + escapedMode)
    expect(jobSummaryBody(view({ plan: fork, summary: undefined }), {})).toBe(renderSkippedNoApiKey({ forkPr: true }) + escapedMode)
    const own = plan({ run: false, skip: { kind: 'no-key', reason: 'No key.' }, isFork: false })
    expect(jobSummaryBody(view({ plan: own }), {})).toBe(renderSkippedNoApiKey({ forkPr: false }) + mode(own))
    expect(jobSummaryBody(view({ plan: own }), {})).not.toContain('from a fork')
  })

  test('nothing changed: the notice with the reason; the full-eval label only in quick mode', () => {
    const quick = plan({ run: false, mode: 'quick', skip: { kind: 'nothing', reason: 'No skill changed.' }, fullEvalLabel: 'run-everything', modeReason: 'A pull request.' })
    expect(commentBody(view({ plan: quick }), MARKER, {})).toBe(renderNothingToEvaluate({ marker: MARKER, mode: 'quick', reason: 'No skill changed.', fullEvalLabel: 'run-everything' }) + mode(quick))
    expect(commentBody(view({ plan: quick }), MARKER, {})).toContain('`run-everything`')
    expect(jobSummaryBody(view({ plan: quick }), {})).toBe(renderNothingToEvaluate({ mode: 'quick', reason: 'No skill changed.', fullEvalLabel: 'run-everything' }) + mode(quick))
    const full = plan({ run: false, mode: 'full', skip: { kind: 'nothing', reason: 'No skill changed.' }, fullEvalLabel: 'run-everything' })
    expect(jobSummaryBody(view({ plan: full }), {})).toBe(renderNothingToEvaluate({ mode: 'full', reason: 'No skill changed.' }) + mode(full))
    expect(jobSummaryBody(view({ plan: full }), {})).not.toContain('run-everything')
  })

  test('without a skip reason: "Nothing to evaluate."; a long mode reason is cut to 400', () => {
    const p = plan({ run: false, modeReason: 'w'.repeat(401) })
    expect(jobSummaryBody(view({ plan: p }), {})).toBe(renderNothingToEvaluate({ mode: 'full', reason: 'Nothing to evaluate.' }) + `\n**Mode:** full · ${'w'.repeat(399)}…\n`)
    expect(jobSummaryBody(view({ plan: p }), {})).toContain('\nNothing to evaluate.\n')
  })

  test('a notice ignores the summary and the sections', () => {
    const p = plan({ run: false, skip: { kind: 'nothing', reason: 'Nothing.' } })
    const v = view({ plan: p, notes: ['N'], regression: 'R', pipelines: 'P' })
    expect(commentBody(v, MARKER, {})).toBe(renderNothingToEvaluate({ marker: MARKER, mode: 'full', reason: 'Nothing.' }) + mode(p))
    expect(jobSummaryBody(v, {})).toBe(renderNothingToEvaluate({ mode: 'full', reason: 'Nothing.' }) + mode(p))
  })
})

test('the fixtures are what the tests assume', () => {
  expect(stats(1, 2).pass_rate).toBe(0.5)
})
