/**
 * The cross-model step (src/action/steps/cross-model.ts) in this process, with the real
 * @actions/core and the real publisher: per-model results folders → the table, the job summary
 * (notes, links), the outputs, the per-model benchmark entries (written; committed only on the
 * default branch, through the loopback fake GitHub) and the tracking issue (needs a token and the
 * repository; opened when a model needs attention).
 */
import { afterAll, beforeEach, afterEach, describe, expect, jest, test } from '@jest/globals'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ActionContext } from '../../src/action/context.js'
import { readSettings } from '../../src/action/inputs.js'
import type { ActionOutputs } from '../../src/action/outputs.js'
import { crossModelStep } from '../../src/action/steps/cross-model.js'
import { clearSecrets } from '../../src/redact/index.js'
import { startFakeGitHub } from '../fakes/github-server.js'
import { MODEL, writeShardResults, writeSkillRepo } from '../helpers/shard-results.js'

const temps: string[] = []
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true })
})
async function tempDir(): Promise<string> {
  const d = await realpath(await mkdtemp(join(tmpdir(), 'action-mutation-cross-')))
  temps.push(d)
  return d
}
const savedOutput = process.env['GITHUB_OUTPUT']
beforeEach(() => {
  delete process.env['GITHUB_OUTPUT']
  clearSecrets()
})
afterEach(() => {
  if (savedOutput !== undefined) process.env['GITHUB_OUTPUT'] = savedOutput
  clearSecrets()
})

interface Run {
  errors: string[]
  warnings: string[]
  infos: string[]
  calls: ActionOutputs[]
  thrown?: string
}
const unescape = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

async function run(fn: (o: (x: ActionOutputs) => void) => Promise<void>): Promise<Run> {
  const chunks: string[] = []
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((c: unknown) => {
    chunks.push(String(c))
    return true
  })
  const calls: ActionOutputs[] = []
  let thrown: string | undefined
  try {
    await fn((o) => calls.push(o))
  } catch (e) {
    thrown = e instanceof Error ? e.message : String(e)
  } finally {
    spy.mockRestore()
    process.exitCode = undefined
  }
  const lines = chunks.join('').split('\n').filter((l) => l !== '')
  return {
    errors: lines.filter((l) => l.startsWith('::error::')).map((l) => unescape(l.slice(9))),
    warnings: lines.filter((l) => l.startsWith('::warning::')).map((l) => unescape(l.slice(11))),
    infos: lines.filter((l) => !l.startsWith('::')),
    calls,
    ...(thrown !== undefined ? { thrown } : {}),
  }
}

async function withModel(dir: string, model: string): Promise<void> {
  await writeShardResults(dir, 'notes', [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, with: ['pass', 'pass'], without: ['fail', 'fail'] })))
  const runs = await readFile(join(dir, 'runs.jsonl'), 'utf8')
  await writeFile(join(dir, 'runs.jsonl'), runs.split(`"model":"${MODEL}"`).join(`"model":"${model}"`))
}

/** A workspace with the skills repository and two models' results (plus an empty folder). */
async function world(models: [string, string]) {
  const ws = await tempDir()
  await writeSkillRepo(ws, 'notes', [1, 2, 3, 4, 5, 6, 7, 8])
  const res = join(ws, 'downloads')
  await withModel(join(res, 'a'), models[0])
  await withModel(join(res, 'b'), models[1])
  await mkdir(join(res, 'c-empty'))
  const summaryFile = join(ws, 'step-summary.md')
  await writeFile(summaryFile, '')
  return { ws, res, summaryFile }
}

function ctxOf(ws: string, summaryFile: string, over: Partial<ActionContext> = {}, env: Record<string, string> = {}): ActionContext {
  return { env: { GITHUB_STEP_SUMMARY: summaryFile, ...env }, cwd: ws, workspace: ws, eventName: 'schedule', payload: {}, workflow: 'weekly', job: 'cross', ...over }
}
const get = (v: Record<string, string>) => (n: string) => v[n] ?? ''

describe('the cross-model step', () => {
  test('the table, its notes as warnings and in the summary, every output; nothing committed or opened without the settings', async () => {
    const w = await world(['claude-a', 'claude-b'])
    const r = await run((o) => crossModelStep(readSettings('cross-model', get({ root: w.ws, 'results-dirs': w.res, 'out-dir': join(w.ws, 'cross') })), ctxOf(w.ws, w.summaryFile), o))
    expect(r.thrown).toBeUndefined()
    const note = `Left out ${join(w.res, 'c-empty')}: no runs.jsonl (nothing was evaluated for it).`
    expect(r.warnings).toEqual([note])
    expect(r.infos).toContain('Cross-model table: 2 model(s) × 1 skill(s), 0 anomalies, 0 regression(s).')
    expect(r.calls).toEqual([
      {
        skills: 'notes',
        crossModelPath: 'cross/cross-model.json',
        viewerPath: 'cross-viewer/index.html',
        viewerDir: 'cross-viewer',
        artifactUrl: '',
        trackingIssueUrl: '',
        benchmarkFile: '',
      },
    ])
    const summary = await readFile(w.summaryFile, 'utf8')
    expect(summary).toContain(`\n\n- ${note.replace(/_/g, '\\_')}\n`)
    expect(summary.startsWith(await readFile(join(w.ws, 'cross', 'cross-model.md'), 'utf8'))).toBe(true)
    await expect(readdir(join(w.ws, 'evals', 'benchmarks'))).rejects.toThrow()
  })

  test('commit-benchmark off the default branch: the per-model entries are written, not committed', async () => {
    const w = await world(['claude-a', 'claude-b'])
    const ctx = ctxOf(w.ws, w.summaryFile, { eventName: 'push', ref: 'refs/heads/feature', payload: { repository: { default_branch: 'main' } } })
    const r = await run((o) => crossModelStep(readSettings('cross-model', get({ root: w.ws, 'results-dirs': w.res, 'out-dir': join(w.ws, 'cross'), 'commit-benchmark': 'true' })), ctx, o))
    expect(r.thrown).toBeUndefined()
    expect(r.infos).toContain('commit-benchmark: the per-model entries are committed only on the default branch; written, not committed.')
    const date = new Date().toISOString().slice(0, 10)
    const files = r.calls[0]!.benchmarkFile!.split('\n')
    expect(files).toEqual([`evals/benchmarks/${date}-claude-a.json`, `evals/benchmarks/${date}-claude-b.json`])
    expect((await readdir(join(w.ws, 'evals', 'benchmarks'))).sort()).toEqual([`${date}-claude-a.json`, `${date}-claude-b.json`])
  })

  test('commit-benchmark on the default branch commits every entry in one commit; no token warns', async () => {
    const w = await world(['claude-a', 'claude-b'])
    const fake = await startFakeGitHub({ branches: ['main'] })
    try {
      const ctx = ctxOf(w.ws, w.summaryFile, { ref: 'refs/heads/main', owner: 'octo', repo: 'skills' }, { GITHUB_API_URL: fake.url })
      const inputs = { root: w.ws, 'results-dirs': w.res, 'out-dir': join(w.ws, 'cross'), 'commit-benchmark': 'true' }
      const none = await run((o) => crossModelStep(readSettings('cross-model', get(inputs)), ctx, o))
      expect(none.warnings).toContain('commit-benchmark is set but there is no github-token or GITHUB_REPOSITORY; the benchmark file was written but not committed.')
      const r = await run((o) => crossModelStep(readSettings('cross-model', get({ ...inputs, 'github-token': 'ghs_cross_step_0001' })), ctx, o))
      expect(r.thrown).toBeUndefined()
      const date = new Date().toISOString().slice(0, 10)
      const committed = fake.filesAt('main')
      expect(Object.keys(committed).filter((p) => p.startsWith('evals/benchmarks/')).sort()).toEqual([`evals/benchmarks/${date}-claude-a.json`, `evals/benchmarks/${date}-claude-b.json`])
      expect(committed[`evals/benchmarks/${date}-claude-a.json`]).toBe(await readFile(join(w.ws, 'evals', 'benchmarks', `${date}-claude-a.json`), 'utf8'))
      const commits = [...fake.commits.values()].map((c) => c.message)
      expect(commits).toContain(`chore(evals): weekly cross-model benchmarks ${date}`)
    } finally {
      await fake.close()
    }
  })

  test('entries outside the workspace are not committed', async () => {
    const w = await world(['claude-a', 'claude-b'])
    const elsewhere = await tempDir()
    const ctx = ctxOf(elsewhere, w.summaryFile, { ref: 'refs/heads/main', owner: 'octo', repo: 'skills' })
    const r = await run((o) => crossModelStep(readSettings('cross-model', get({ root: w.ws, 'results-dirs': w.res, 'out-dir': join(w.ws, 'cross'), 'commit-benchmark': 'true', 'github-token': 'ghs_x_0001' })), ctx, o))
    expect(r.thrown).toBeUndefined()
    expect(r.warnings).toContain('commit-benchmark: the benchmark entries are outside the workspace; not committed.')
  })

  test('tracking issue: needs a token and the repository', async () => {
    const w = await world(['claude-a', 'claude-b'])
    const r = await run((o) => crossModelStep(readSettings('cross-model', get({ root: w.ws, 'results-dirs': w.res, 'out-dir': join(w.ws, 'cross'), 'tracking-issue': 'true' })), ctxOf(w.ws, w.summaryFile, { owner: 'octo', repo: 'skills' }), o))
    expect(r.warnings).toContain('tracking-issue: github-token and GITHUB_REPOSITORY are needed; no tracking issue.')
    const r2 = await run((o) => crossModelStep(readSettings('cross-model', get({ root: w.ws, 'results-dirs': w.res, 'out-dir': join(w.ws, 'cross'), 'tracking-issue': 'true', 'github-token': 'ghs_x_0002' })), ctxOf(w.ws, w.summaryFile), o))
    expect(r2.warnings).toContain('tracking-issue: github-token and GITHUB_REPOSITORY are needed; no tracking issue.')
    expect(r2.calls[0]!.trackingIssueUrl).toBe('')
  })

  test('tracking issue: opened when a model needs attention, with the run’s link; its URL is an output and a summary link', async () => {
    const w = await world(['claude-a', 'claude-sonnet-4-5'])
    const fake = await startFakeGitHub({ user: { login: 'github-actions[bot]', type: 'Bot' } })
    try {
      const ctx = ctxOf(w.ws, w.summaryFile, { owner: 'octo', repo: 'skills', runId: '777' }, { GITHUB_API_URL: fake.url, GITHUB_SERVER_URL: 'https://ghe.test//' })
      const r = await run((o) => crossModelStep(readSettings('cross-model', get({ root: w.ws, 'results-dirs': w.res, 'out-dir': join(w.ws, 'cross'), 'tracking-issue': 'true', 'github-token': 'ghs_cross_step_0003' })), ctx, o))
      expect(r.thrown).toBeUndefined()
      const issues = [...fake.issues.values()]
      expect(issues).toHaveLength(1)
      expect(issues[0]!.body).toContain('https://ghe.test/octo/skills/actions/runs/777')
      expect(issues[0]!.body).toContain('claude-sonnet-4-5')
      const url = r.calls[0]!.trackingIssueUrl!
      expect(url).not.toBe('')
      expect(r.infos).toContain(`Tracking issue: created #${issues[0]!.number} (${url}).`)
      expect(await readFile(w.summaryFile, 'utf8')).toContain(`[Tracking issue](${url})`)
    } finally {
      await fake.close()
    }
  })

  test('tracking issue: nothing needs attention, nothing opened and no link', async () => {
    const w = await world(['claude-a', 'claude-b'])
    const fake = await startFakeGitHub({ user: { login: 'github-actions[bot]', type: 'Bot' } })
    try {
      const ctx = ctxOf(w.ws, w.summaryFile, { owner: 'octo', repo: 'skills' }, { GITHUB_API_URL: fake.url })
      const r = await run((o) => crossModelStep(readSettings('cross-model', get({ root: w.ws, 'results-dirs': w.res, 'out-dir': join(w.ws, 'cross'), 'tracking-issue': 'true', 'github-token': 'ghs_cross_step_0004' })), ctx, o))
      expect(r.thrown).toBeUndefined()
      expect(fake.issues.size).toBe(0)
      expect(r.infos.filter((l) => l.startsWith('Tracking issue: '))).toEqual([expect.stringMatching(/^Tracking issue: none\.$/)])
      expect(await readFile(w.summaryFile, 'utf8')).not.toContain('[Tracking issue]')
    } finally {
      await fake.close()
    }
  })
})
