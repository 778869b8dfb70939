/**
 * Golden files of what people read: the terminal report (plain and coloured), the Markdown report
 * (`report --format md`), the PR comment, the job summary, and `validate`'s terminal output. The
 * inputs are built here, deterministically; the expected outputs live in test/fixtures/output/.
 *
 * Refresh them after an intended change with one command, then review the diff:
 *
 *     UPDATE_GOLDEN=1 npm test -- golden-output
 *
 * Besides the byte comparison, the test checks properties that must hold whatever the layout:
 * SPEC-0017's messages byte-exact in every medium, no Markdown escapes in the terminal, the
 * headline rate the same number everywhere, and aligned terminal columns.
 */
import { describe, expect, test } from '@jest/globals'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { aggregate } from '../../src/gate/index.js'
import { renderSummaryMarkdown } from '../../src/gate/markdown.js'
import type { AggregateInput, AggregateRun } from '../../src/aggregate/types.js'
import type { Configuration } from '../../src/types.js'
import { collectFailures, commentMarker, renderComment, renderJobSummary } from '../../src/report/comment.js'
import { displayWidth, renderSummaryText, useColor } from '../../src/report/terminal.js'
import { formatFindingsText } from '../../src/report/findings.js'
import { annotateFindings, type AnnotationProperties } from '../../src/report/annotations.js'
import { loadRepo } from '../../src/discover/index.js'
import { percent } from '../../src/text/rates.js'
import { CLIENT_JS } from '../../src/report/viewer/client.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

const GOLDEN_DIR = join(PROJECT_ROOT, 'test', 'fixtures', 'output')
const UPDATE = process.env.UPDATE_GOLDEN === '1'

async function golden(name: string, actual: string): Promise<void> {
  const file = join(GOLDEN_DIR, name)
  if (UPDATE) {
    await mkdir(GOLDEN_DIR, { recursive: true })
    await writeFile(file, actual)
  }
  const expected = await readFile(file, 'utf8').catch(() => undefined)
  if (expected === undefined) throw new Error(`missing golden file ${name}: run UPDATE_GOLDEN=1 npm test -- golden-output`)
  expect(actual).toBe(expected)
}

// ── A deterministic set of graded runs ──
const TIERS = { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.8, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.8, minEvals: 2, maxEvals: 2 } }

function run(skill: string, evalId: number, configuration: Configuration, trial: number, passed: number, total: number, evalName = `eval ${evalId}`): AggregateRun {
  const grade = passed === total ? 'pass' : 'fail'
  return {
    skill, evalId, evalName, configuration, trial, iteration: 1, model: 'claude-sonnet-5-5', status: 'graded', grade,
    passed, failed: total - passed, total, timeSeconds: 10 + evalId, tokens: 1000 + 10 * evalId, toolCalls: 2, errors: 0, toolErrors: 0, apiError: false,
    expectations: Array.from({ length: total }, (_, i) => ({
      text: i === 0 ? 'the subject line is under 72 characters' : `the message mentions \`main\` (assertion ${i + 1})`,
      passed: i < passed, evidence: i < passed ? 'seen in the output' : 'not in the output', status: i < passed ? ('pass' as const) : ('fail' as const), check_kind: 'judge'
    })),
    notes: [], costUsd: 0.01, definitionHash: `${skill}-${evalId}`
  }
}

/** `plan` passes 8 of 9 runs fully (88.9%: "88%" everywhere), with 3 assertions each. */
function runs(): AggregateRun[] {
  const out: AggregateRun[] = []
  for (const id of [1, 2, 3]) {
    for (const t of [1, 2, 3]) {
      out.push(run('plan', id, 'with_skill', t, id === 3 && t === 3 ? 2 : 3, 3))
      out.push(run('plan', id, 'without_skill', t, id === 1 ? 3 : 1, 3))
      out.push(run('commit-msg', id, 'with_skill', t, 1, 2, `merges into \`main\` (${id})`))
      out.push(run('commit-msg', id, 'without_skill', t, 1, 2))
      out.push(run('技能', id, 'with_skill', t, 2, 2))
      out.push(run('技能', id, 'without_skill', t, 1, 2))
    }
  }
  return out
}

const INPUT: AggregateInput = {
  generatedAt: '2026-02-01T00:00:00.000Z',
  runs: runs(),
  config: { tierSettings: TIERS, riskLevel: 'medium', tiers: { plan: 1, 'commit-msg': 1, 技能: 3 } }
}
const SPEC_0017_TIER = "Tier 1 skill 'commit-msg' pass rate is 0% (threshold: 80%)"

describe('golden output', () => {
  const summary = aggregate(INPUT)
  const failures = collectFailures(summary, INPUT.runs, [])
  const opts = { mode: 'quick', modeReason: 'pull request without the full-eval label', ranSkills: summary.skills.map((s) => s.name) }
  const terminal = renderSummaryText(summary, { color: false })
  const coloured = renderSummaryText(summary, { color: true })
  const markdown = renderSummaryMarkdown(summary)
  const comment = renderComment({ summary, failures }, { ...opts, marker: commentMarker('pr') })
  const jobSummary = renderJobSummary({ summary, failures }, opts)

  test('terminal report', async () => {
    await golden('report-terminal.txt', terminal)
    await golden('report-terminal-color.txt', coloured)
  })
  test('Markdown report (report --format md)', () => golden('report.md', markdown))
  test('PR comment', () => golden('pr-comment.md', comment))
  test('job summary', () => golden('job-summary.md', jobSummary))

  test("SPEC-0017's message reads exactly as the spec writes it in every medium", () => {
    for (const [medium, text] of [['terminal', terminal], ['markdown', markdown], ['comment', comment], ['job summary', jobSummary]] as const) {
      expect([medium, text.includes(SPEC_0017_TIER)]).toEqual([medium, true])
    }
  })

  test('the terminal has no Markdown: no escapes, no table pipes, no emphasis; colour only when asked', () => {
    expect(terminal).not.toMatch(/\\[()[\]`*_|#]/)
    expect(terminal).not.toMatch(/^\|/m)
    expect(terminal).not.toContain('**')
    expect(terminal).not.toContain('\u001b[')
    expect(coloured).toContain('\u001b[31m')
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(terminal)
  })

  test('terminal tables are aligned for a monospace font (CJK counts two columns)', () => {
    const lines = terminal.split('\n')
    const head = lines.findIndex((l) => l.startsWith('  Skill '))
    const rows = lines.slice(head, head + 1 + summary.skills.length)
    const col = (l: string, word: string) => displayWidth(l.slice(0, l.indexOf(word)))
    const tierAt = col(rows[0]!, 'Tier') + displayWidth('Tier') // right-aligned column: same end
    for (const r of rows.slice(1)) expect(displayWidth(r.slice(0, r.search(/\d\s{2}/) + 1))).toBe(tierAt)
    expect(rows.some((r) => r.includes('技能'))).toBe(true)
  })

  test('the headline rate is the same number, with the same name, in terminal, report, comment and summary', () => {
    const plan = summary.skills.find((s) => s.name === 'plan')!
    const rate = percent(plan.configurations.with_skill!.pass_rate)
    expect(rate).toBe('88%')
    const planLine = (text: string) => text.split('\n').find((l) => l.includes('plan') && l.includes('%'))!
    for (const text of [terminal, markdown, comment, jobSummary]) {
      expect(planLine(text)).toContain(rate)
      expect(text).toContain('runs fully passed')
    }
    // the uplift is the difference of the two rates as shown (88% - 33%), not of the unrounded rates (+56)
    const row = (text: string) => text.split('\n').find((l) => /^(\s+plan\s|\| `plan` \|)/.test(l))!
    expect(row(terminal)).toMatch(/ 88% .* 33% +\+55 pts /)
    expect(row(markdown)).toContain('| 88% [56%–98%] | 33% | +55 pts |')
    expect(row(comment)).toContain('| 88% (56–98%) | — | 33% | +55 pts |')
  })

  test('the viewer rounds rates by the same rule as every other medium', () => {
    const src = /function pct\(x\) \{[\s\S]*?\n\s*\}/.exec(CLIENT_JS)![0] // the bundled viewer script's own pct
    const viewerPct = new Function(`${src}; return pct`)() as (x: number | null) => string
    for (let i = 0; i <= 1000; i++) expect(viewerPct(i / 1000)).toBe(percent(i / 1000))
    for (const x of [0.8888888, 0.9166666, 0.795, 0.07, 1 / 3, 2 / 3, null]) expect(viewerPct(x as number)).toBe(percent(x))
  })

  test('the confidence line cannot be read as bad news when every run is graded', () => {
    expect(summary.confidence_detail.reasons.join('\n')).toMatch(/runs with a pass\/fail grade: (\d+) of \1 \(confidence high\)/)
    expect(terminal).not.toMatch(/inconclusive share/)
  })
})

describe('golden validate output', () => {
  test('terminal text and annotations carry SPEC-0017 messages byte-exact', async () => {
    const r = await makeRepo({
      'skills/commit-msg/SKILL.md': skillMd('commit-msg', 'Writes commit messages. Use when the user asks for a commit message.'),
      'skills/plan/SKILL.md': skillMd('plan', 'Turns a feature spec into an ordered implementation plan.', 'user-invokable: true\neffort: high\n'),
      'skills/notes/README.md': 'not a skill',
      'extra-skills/lint/SKILL.md': skillMd('lint'),
      'evals/config.yaml': 'tiers:\n  1: [plan]\n',
      'evals/evals.json': JSON.stringify({ evals: [
        { skill: 'plan', id: 1, prompt: 'Plan the auth feature', assertions: ['the plan has numbered steps', 'each step names a file'] },
        { skill: 'plan', id: 2, prompt: 'Plan the billing feature', assertions: ['the plan has numbered steps', 'each step names a file'] }
      ] }, null, 2)
    })
    try {
      const repo = await loadRepo(r.root)
      const text = formatFindingsText(repo)
      await golden('validate.txt', text)
      const spec = await loadRepo(r.root, { spec: true })
      await golden('validate-spec.txt', formatFindingsText(spec, { spec: true }))
      const noEvals = "Skill 'commit-msg' has no eval entries in evals/evals.json. Add at least 2 test prompts."
      const fewEvals = "Tier 1 skill 'plan' has only 2 evals (minimum recommended: 3)"
      expect(text).toContain(noEvals)
      expect(text).toContain(fewEvals)
      const seen: string[] = []
      const rec = (m: string, _p?: AnnotationProperties) => void seen.push(m)
      annotateFindings(repo.findings, { error: rec, warning: rec, notice: rec }, repo.root, repo.root)
      expect(seen).toContain(noEvals)
      expect(seen).toContain(fewEvals)
    } finally {
      await r.dispose()
    }
  })

  test('colour: only on a TTY, never with NO_COLOR', () => {
    expect(useColor({ isTTY: true, env: {} })).toBe(true)
    expect(useColor({ isTTY: false, env: {} })).toBe(false)
    expect(useColor({ isTTY: true, env: { NO_COLOR: '1' } })).toBe(false)
    expect(useColor({ isTTY: true, env: { TERM: 'dumb' } })).toBe(false)
  })
})
