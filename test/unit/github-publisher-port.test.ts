/**
 * The GitHub publisher port (src/github/port.ts). The publish code is driven through the recording
 * fake (test/helpers/fake-publisher.ts): a report published once gives one comment body, one job
 * summary with the artifact links, and the failing evals as annotations. The real publisher
 * (src/github/publisher.ts) is driven against the loopback GitHub fake to show that it redacts
 * every text it sends, in one place.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aggregate } from '../../src/gate/index.js'
import { loadAggregateInput } from '../../src/aggregate/load.js'
import type { EvalFailure } from '../../src/report/comment.js'
import type { PlanFile } from '../../src/plan/plan.js'
import type { ReportResult } from '../../src/action/report.js'
import { publishReport } from '../../src/action/steps/kit.js'
import { changedFilesFinder } from '../../src/action/changed-files.js'
import { commitBenchmarkFile, markerFor, postComment } from '../../src/github/publish.js'
import { githubPublisher } from '../../src/github/publisher.js'
import type { Annotator } from '../../src/github/port.js'
import { clearSecrets, registerSecret } from '../../src/redact/index.js'
import { FakePublisher } from '../helpers/fake-publisher.js'
import { writeSyntheticResults } from '../helpers/synthetic-results.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'

const ctx = { workflow: 'evals', job: 'pr', workspace: '/ws' }
const logged: string[] = []
const log = { info: (m: string) => logged.push(`info: ${m}`), warning: (m: string) => logged.push(`warning: ${m}`) }

function plan(over: Partial<PlanFile> = {}): PlanFile {
  return {
    version: 1,
    createdAt: '2026-12-01T00:00:00.000Z',
    run: true,
    mode: 'full',
    modeReason: 'The full-eval label is set.',
    selectionReasons: [],
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

function failure(evalId: string, severity: 'error' | 'warning'): EvalFailure {
  return {
    skill: 'alpha',
    evalId,
    evalName: `case-${evalId}`,
    configuration: 'with_skill',
    trials: 2,
    failedTrials: 2,
    errorTrials: 0,
    critical: severity === 'error',
    severity,
    source: { file: 'evals/alpha.yaml', line: Number(evalId) * 3 },
    assertions: [{ text: `Dates use ISO 8601 (${evalId})`, evidence: 'found 01/02/2026', count: 2 }],
    errors: [],
  }
}

let dir: string
let report: ReportResult

beforeEach(async () => {
  logged.length = 0
  dir = await mkdtemp(join(tmpdir(), 'publisher-port-'))
  const out = join(dir, 'results')
  await writeSyntheticResults(out, { skills: ['alpha'], evalsPerSkill: 2, trials: 2 })
  const loaded = await loadAggregateInput({ out, root: dir })
  await writeFile(join(dir, 'viewer.html'), '<!doctype html><title>viewer</title>')
  report = {
    resultsDir: out,
    plan: plan(),
    summary: aggregate(loaded.input),
    failures: [failure('1', 'error'), failure('2', 'warning')],
    pipelines: '',
    notes: ['One shard uploaded nothing.'],
    summaryFile: join(out, 'summary.json'),
    viewerFile: join(dir, 'viewer.html'),
  }
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('publishing a report through the port (fake)', () => {
  test('one comment body, one summary with the artifact links, the failures as annotations', async () => {
    const gh = new FakePublisher()
    const r = await publishReport(gh, ctx, report, { repoRoot: join(ctx.workspace, 'skills'), prNumber: 7, key: 'cell', artifactPrefix: 'skill-evals-cell', retentionDays: 5 }, log)

    // The order the product publishes in: annotations, artifacts, summary, comment.
    expect(gh.calls.map((c) => c.op)).toEqual(['annotation', 'annotation', 'uploadFiles', 'uploadViewer', 'writeSummary', 'upsertComment'])

    const [err, warn] = gh.callsOf('annotation')
    expect(err).toMatchObject({ level: 'error', properties: { file: 'skills/evals/alpha.yaml', startLine: 3, title: 'skill-evals: alpha eval 1 failed' } })
    expect(err!.message).toContain('Dates use ISO 8601 (1)')
    expect(warn).toMatchObject({ level: 'warning', properties: { file: 'skills/evals/alpha.yaml', startLine: 6 } })

    const [files] = gh.callsOf('uploadFiles')
    expect(files).toMatchObject({ name: 'skill-evals-cell-results', rootDirectory: report.resultsDir, retentionDays: 5 })
    expect(files!.files.length).toBeGreaterThan(4)
    expect(files!.files.every((f) => f.startsWith(report.resultsDir + '/'))).toBe(true)
    expect(gh.callsOf('uploadViewer')).toEqual([{ op: 'uploadViewer', file: report.viewerFile, name: 'skill-evals-cell-viewer.html', retentionDays: 5 }])

    const summaries = gh.callsOf('writeSummary')
    expect(summaries).toHaveLength(1)
    expect(summaries[0]!.markdown).toContain(r.uploads.viewer!.url!)
    expect(summaries[0]!.markdown).toContain(r.uploads.results!.url!)
    expect(summaries[0]!.markdown).toContain('One shard uploaded nothing.')

    const comments = gh.callsOf('upsertComment')
    expect(comments).toHaveLength(1)
    const marker = markerFor(ctx, 'cell')
    expect(comments[0]).toMatchObject({ issueNumber: 7, marker })
    expect(comments[0]!.body.startsWith(marker)).toBe(true)
    expect(comments[0]!.body).toContain(r.uploads.viewer!.url!)
    expect(comments[0]!.body).toContain('case-1')
    expect(r.posted).toMatchObject({ action: 'created', url: gh.comments[0]!.url })
    expect(r.links).toEqual({ viewerUrl: r.uploads.viewer!.url, artifactUrl: r.uploads.results!.url })
    expect(logged).toContain(`info: PR comment: created (${gh.comments[0]!.url}).`)
  })

  test('publishing again updates the one sticky comment', async () => {
    const gh = new FakePublisher()
    const o = { repoRoot: '/ws', prNumber: 7, key: '', artifactPrefix: 'skill-evals', retentionDays: 0 }
    await publishReport(gh, ctx, report, o, log)
    const again = await publishReport(gh, ctx, { ...report, notes: ['A second run.'] }, o, log)
    expect(again.posted?.action).toBe('updated')
    expect(gh.comments).toHaveLength(1)
    expect(gh.comments[0]!.body).toContain('A second run.')
    expect(gh.callsOf('uploadFiles')[0]).not.toHaveProperty('retentionDays')
  })

  test('no pull request, no token, no repository: summary and artifacts still, no comment', async () => {
    for (const [gh, prNumber, line] of [
      [new FakePublisher(), undefined, 'info: Not a pull request: no PR comment.'],
      [new FakePublisher({ hasToken: false }), 7, 'info: No github-token: no PR comment (the report is in the job summary).'],
      [new FakePublisher({ repository: null }), 7, 'warning: GITHUB_REPOSITORY is not set: no PR comment.'],
    ] as const) {
      logged.length = 0
      const r = await publishReport(gh, ctx, report, { repoRoot: '/ws', prNumber, key: '', artifactPrefix: 'skill-evals', retentionDays: 0 }, log)
      expect(r.posted).toBeUndefined()
      expect(gh.callsOf('upsertComment')).toEqual([])
      expect(gh.callsOf('writeSummary')).toHaveLength(1)
      expect(gh.callsOf('uploadFiles')).toHaveLength(1)
      expect(logged).toContain(line)
    }
  })

  test('a notice only updates an existing comment', async () => {
    const gh = new FakePublisher()
    const req = { prNumber: 7, key: '', body: (m: string) => `${m}\nNothing to evaluate.`, onlyUpdate: true }
    expect(await postComment(gh, ctx, req, log)).toBeUndefined()
    expect(gh.calls.map((c) => c.op)).toEqual(['findComment'])
    await gh.upsertComment({ issueNumber: 7, marker: markerFor(ctx, ''), body: 'the earlier report' })
    expect((await postComment(gh, ctx, req, log))?.action).toBe('updated')
    expect(gh.comments[0]!.body).toContain('Nothing to evaluate.')
  })

  test('the benchmark commit goes through the port, or warns without a token', async () => {
    const gh = new FakePublisher()
    const r = await commitBenchmarkFile(gh, { branch: 'main', repoPath: 'evals/benchmarks/a.json', content: '{}', more: [{ path: 'evals/benchmarks/b.json', content: '[]' }], message: 'm' }, log)
    expect(r?.status).toBe('committed')
    expect(gh.commits).toEqual([{ branch: 'main', files: [{ path: 'evals/benchmarks/a.json', content: '{}' }, { path: 'evals/benchmarks/b.json', content: '[]' }], message: 'm' }])
    const none = new FakePublisher({ hasToken: false })
    expect(await commitBenchmarkFile(none, { branch: 'main', repoPath: 'x.json', content: '{}' }, log)).toBeUndefined()
    expect(none.calls).toEqual([])
    expect(logged.some((l) => l.startsWith('warning: commit-benchmark is set but there is no github-token'))).toBe(true)
  })

  test("the pull request's files come from the port", async () => {
    const gh = new FakePublisher({ pullFiles: [{ path: 'skills/alpha/SKILL.md', status: 'modified' }] })
    const find = changedFilesFinder(gh, log)
    const r = await find({ prNumber: 7, changedFiles: 1 } as never, { root: dir } as never)
    expect(r).toEqual({ files: [{ path: 'skills/alpha/SKILL.md', status: 'modified' }] })
    expect(gh.callsOf('listPullFiles')).toEqual([{ op: 'listPullFiles', pullNumber: 7 }])
  })
})

describe('the real publisher redacts every text it sends', () => {
  const SECRET = 'sk-ant-test-PUBLISHER-5e1f0a9c77d2'
  let fake: FakeGitHub

  beforeEach(async () => {
    registerSecret(SECRET)
    fake = await startFakeGitHub({ branches: ['main'], comments: { 7: [] }, user: { login: 'github-actions[bot]', type: 'Bot' } })
  })
  afterEach(async () => {
    clearSecrets()
    await fake.close()
  })

  test('comment, summary, annotations, commit and tracking issue', async () => {
    const summaryFile = join(dir, 'summary.md')
    await writeFile(summaryFile, '')
    const annotated: string[] = []
    const recorder: Annotator = {
      error: (m, p) => annotated.push(`${m} ${p?.title ?? ''}`),
      warning: (m, p) => annotated.push(`${m} ${p?.title ?? ''}`),
      notice: (m, p) => annotated.push(`${m} ${p?.title ?? ''}`),
    }
    const gh = githubPublisher({ token: 'ghs_test', repository: { owner: 'octo', repo: 'skills' }, env: { GITHUB_API_URL: fake.url, GITHUB_STEP_SUMMARY: summaryFile }, log, annotator: recorder })
    const leak = `the key is ${SECRET}`

    const c = await gh.upsertComment({ issueNumber: 7, marker: '<!-- m -->', body: leak })
    expect(c).toMatchObject({ action: 'created' })
    expect(await gh.writeSummary(leak)).toBe(true)
    gh.annotations.error(leak, { title: leak })
    const commit = await gh.commitFiles({ branch: 'main', files: [{ path: 'evals/benchmarks/x.json', content: leak }] })
    expect(commit.status).toBe('committed')
    const issue = await gh.upsertTrackingIssue({ body: leak, attention: true })
    expect(issue.action).toBe('created')

    const sent = [
      ...[...fake.comments.values()].flat().map((x) => x.body),
      await readFile(summaryFile, 'utf8'),
      ...annotated,
      fake.filesAt('main')['evals/benchmarks/x.json'] ?? '',
      ...[...fake.issues.values()].map((i) => i.body ?? ''),
    ]
    expect(sent).toHaveLength(5)
    for (const text of sent) {
      expect(text).toContain('the key is')
      expect(text).not.toContain(SECRET)
    }
  })

  test('without a summary file or a token it sends nothing', async () => {
    const gh = githubPublisher({ env: {} })
    expect(gh.hasToken).toBe(false)
    expect(await gh.writeSummary('x')).toBe(false)
    await expect(gh.listPullFiles(1)).rejects.toThrow('no GitHub token')
    expect(fake.requests).toEqual([])
  })
})
