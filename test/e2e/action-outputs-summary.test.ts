/**
 * Issue 36, must 3: every output of the steps that report a results folder, checked against the
 * summary.json of a run where some runs errored, were skipped or were inconclusive. The built
 * actions (dist/merge.js, dist/comment.js, dist/benchmark.js) are started as the runner starts
 * them (test/helpers/action-e2e.ts: INPUT_*, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, the event file),
 * against the loopback GitHub fake. Every output each action.yml declares is checked; the test
 * fails when an action declares one it does not check here.
 */
import { describe, test, expect, afterAll, beforeAll } from '@jest/globals'
import { mkdtemp, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { runAction, type ActionRun } from '../helpers/action-e2e.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { planFor, writeShardResults, writeSkillRepo, type EvalRuns } from '../helpers/shard-results.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'
import type { Summary } from '../../src/aggregate/types.js'

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

const IDS = [1, 2, 3, 4, 5, 6, 7, 8]
const SHA = '0123456789abcdef0123456789abcdef01234567'
/**
 * With the skill: eval 1's first trial errored, eval 2's was skipped (the budget), eval 3's was
 * inconclusive; eval 8's second trial failed; everything else passed. Without: half pass.
 */
const MIXED: EvalRuns[] = IDS.map((id) => ({
  id,
  with: id === 1 ? ['error', 'pass'] : id === 2 ? ['skipped', 'pass'] : id === 3 ? ['inconclusive', 'pass'] : ['pass', id === 8 ? 'fail' : 'pass'],
  without: ['fail', 'pass'],
}))

const declared = (step: string): string[] => Object.keys((parse(readFileSync(join(PROJECT_ROOT, step, 'action.yml'), 'utf8')) as { outputs: Record<string, unknown> }).outputs).sort()

let ws = ''
let github: FakeGitHub
let merge: ActionRun
let comment: ActionRun
let benchmark: ActionRun
let summary: Summary

beforeAll(async () => {
  ws = await realpath(await mkdtemp(join(tmpdir(), 'skill-evals-outputs-')))
  cleanups.push(() => rm(ws, { recursive: true, force: true }))
  await writeSkillRepo(ws, 'notes', IDS, { critical: IDS })
  await writeShardResults(join(ws, '.skill-evals-shards', 'shard-1'), 'notes', MIXED)
  await writeFile(join(ws, 'plan.json'), JSON.stringify(planFor('notes')))
  github = await startFakeGitHub({ pulls: [{ number: 7, files: [] }] })
  cleanups.push(() => github.close())
  const env = { GITHUB_API_URL: github.url, GITHUB_SHA: SHA, GITHUB_REF: 'refs/heads/main' }
  merge = await runAction(
    { root: '.', 'plan-file': 'plan.json', 'shards-dir': '.skill-evals-shards', 'shards-result': 'success', 'out-dir': '.skill-evals-results', 'fail-on-verdict': 'false' },
    { cwd: ws, eventName: 'push', payload: {}, env, cleanups, step: 'merge' },
  )
  summary = JSON.parse(await readFile(join(ws, '.skill-evals-results', 'summary.json'), 'utf8')) as Summary
  const pr = { number: 7, pull_request: { number: 7, head: { sha: SHA, ref: 'feature', repo: { full_name: 'octo/skills' } }, base: { sha: SHA, ref: 'main', repo: { full_name: 'octo/skills' } } }, repository: { full_name: 'octo/skills' } }
  comment = await runAction(
    { root: '.', 'results-dir': '.skill-evals-results', key: '', 'viewer-url': 'https://example.test/viewer', 'artifact-url': 'https://example.test/artifact', 'github-token': 'ghs_SENTINELtoken0000000000000000000000' },
    { cwd: ws, eventName: 'pull_request', payload: pr, env, cleanups, step: 'comment' },
  )
  benchmark = await runAction({ root: '.', 'results-dir': '.skill-evals-results', 'commit-benchmark': 'false', 'github-token': '' }, { cwd: ws, eventName: 'push', payload: {}, env, cleanups, step: 'benchmark' })
}, 120_000)

describe('the outputs of a run with errored, skipped and inconclusive runs', () => {
  test('the summary has such runs (the premise)', () => {
    expect(merge.stderr).toBe('')
    expect(summary.totals).toMatchObject({ errors: 1, skipped: 1, inconclusive: 1 })
    expect(summary.skills[0]!.configurations.with_skill).toMatchObject({ runs: 16, graded: 13, passed: 12, errors: 1, skipped: 1, inconclusive: 1 })
  })

  test('merge: every declared output, from the summary', async () => {
    expect(merge.code).toBe(0) // fail-on-verdict false: a no_go only warns
    expect(Object.keys(merge.outputs).sort()).toEqual(declared('merge'))
    const c = summary.skills[0]!.configurations.with_skill!
    expect(merge.outputs).toEqual({
      verdict: summary.verdict,
      mode: 'full',
      skills: summary.skills.map((s) => s.name).join(','),
      // graded with-skill runs only: 12 of 13 (the errored, skipped and inconclusive runs are not in it)
      'pass-rate': (c.passed / c.graded).toFixed(4),
      'summary-path': '.skill-evals-results/summary.json',
      'viewer-path': '.skill-evals-results-viewer/index.html',
      'viewer-dir': '.skill-evals-results-viewer',
      'results-dir': '.skill-evals-results',
      regression: 'none',
    })
    expect(merge.outputs['pass-rate']).toBe('0.9231')
    expect(summary.verdict).toBe('no_go') // the tool-reliability and release gates: one API error in 15 runs, 92%
    expect(merge.stdout).toMatch(/^::warning::skill-evals: verdict no_go; the step passes because fail-on-verdict is false\.$/m)
    for (const p of ['summary-path', 'viewer-path', 'viewer-dir', 'results-dir']) expect([p, (await stat(join(ws, merge.outputs[p]!))).size > 0]).toEqual([p, true])
    // The job summary counts what the verdict did not include.
    expect(merge.summary).toMatch(/1 error/)
    expect(merge.summary).toMatch(/1 skipped/)
    expect(merge.summary).toMatch(/1 inconclusive/)
  })

  test('comment: every declared output, from the same summary', () => {
    expect(comment.code).toBe(0)
    expect(Object.keys(comment.outputs).sort()).toEqual(declared('comment'))
    const posted = github.comments.get(7) ?? []
    expect(posted).toHaveLength(1)
    expect(comment.outputs).toEqual({ 'comment-url': `https://github.com/octo/skills/pull/7#issuecomment-${posted[0]!.id}`, verdict: summary.verdict, mode: 'full' })
  })

  test('benchmark: every declared output; the file is the summary', async () => {
    expect(benchmark.code).toBe(0)
    expect(Object.keys(benchmark.outputs).sort()).toEqual(declared('benchmark'))
    expect(benchmark.outputs['benchmark-file']).toMatch(new RegExp(`^evals/benchmarks/\\d{4}-\\d{2}-\\d{2}-${SHA.slice(0, 7)}\\.json$`))
    expect(JSON.parse(await readFile(join(ws, benchmark.outputs['benchmark-file']!), 'utf8'))).toEqual(summary)
  })
})
