/**
 * `command: cross-model` end to end (issue 12): the BUILT dist/index.js, run as the runner runs
 * it, on two per-model results folders made by the CLI in simulate mode (`skill-evals run
 * --simulate --model M`), laid out as the weekly caller's actions/download-artifact step lays
 * them out (one subfolder per `skill-evals-<model>-results` artifact). Against the loopback fakes:
 * the GitHub REST API (tracking issue, Git Data API) and the artifact service.
 *
 * One of the two models, claude-opus-4-5, is in the SDK's deprecation table, so the table needs
 * attention every week: the tracking issue is opened on the first run and updated (not
 * duplicated) on the next.
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CrossModelTable } from '../../src/gate/cross-model.js'
import { TRACKING_LABEL, TRACKING_MARKER } from '../../src/github/tracking-issue.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'
import { startFakeArtifactService, type FakeArtifactService } from '../fakes/artifact-server.js'
import { runNode } from '../helpers/run-node.js'
import { SENTINEL_TOKEN, makeExamplesRepo, runAction, withoutMaskCommands, type ActionRun, type GitRepo } from '../helpers/action-e2e.js'

const ACTIVE = 'claude-sonnet-5-5'
const DEPRECATED = 'claude-opus-4-5'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

jest.setTimeout(120_000)

function expectCode(r: ActionRun, code: number): void {
  const log = (r.stdout + r.stderr).split('\n').filter((l) => !l.startsWith('::debug::')).slice(-40).join('\n')
  expect({ code: r.code, log: r.code === code ? '' : log }).toEqual({ code, log: '' })
}

interface World {
  repo: GitRepo
  github: FakeGitHub
  artifacts: FakeArtifactService
  env: Record<string, string>
}

async function world(): Promise<World> {
  const repo = await makeExamplesRepo({ 'README.md': () => '# Skills\n\nWeekly cross-model run.\n' })
  cleanups.push(repo.dispose)
  const github = await startFakeGitHub()
  cleanups.push(() => github.close())
  const artifacts = await startFakeArtifactService()
  cleanups.push(() => artifacts.close())
  return { repo, github, artifacts, env: { GITHUB_API_URL: github.url, GITHUB_REF: 'refs/heads/main', GITHUB_SHA: repo.head, ...artifacts.env() } }
}

/** `skill-evals run --simulate --model M --out <dir>` (1 trial): one model's results folder. */
async function simulatedResults(root: string, model: string, out: string): Promise<void> {
  const r = await runNode('dist/cli.js', ['run', '--root', root, '--simulate', '--model', model, '--out', out, '--trials', '1', '--cache', 'off'], {
    env: { PATH: process.env.PATH, HOME: root },
    cwd: root,
  })
  // The SDK itself warns on every call to a deprecated model; nothing else may reach stderr.
  const stderr = r.stderr.split('\n').filter((l) => l.trim() && !/is deprecated and will reach end-of-life|Please migrate to a newer model/.test(l))
  expect({ code: r.code, stderr }).toEqual({ code: 0, stderr: [] })
}

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  root: '.',
  'results-dirs': '.downloads',
  'github-token': SENTINEL_TOKEN,
  ...extra,
})

describe('command: cross-model (dist/index.js, fakes)', () => {
  test('two models → cross-model.json/.md, summary table, viewer tab, artifacts; tracking issue opened, then updated', async () => {
    const w = await world()
    const root = w.repo.root
    // What `actions/download-artifact` with `pattern: skill-evals-*-results` makes: one folder per artifact.
    await simulatedResults(root, ACTIVE, join(root, '.downloads', `skill-evals-${ACTIVE}-results`))
    await simulatedResults(root, DEPRECATED, join(root, '.downloads', `skill-evals-${DEPRECATED}-results`))
    // A call whose evaluation was skipped (no API key): its results artifact holds only plan.json.
    await mkdir(join(root, '.downloads', 'skill-evals-claude-haiku-5-5-results'))
    await writeFile(join(root, '.downloads', 'skill-evals-claude-haiku-5-5-results', 'plan.json'), JSON.stringify({ run: false, model: 'claude-haiku-5-5' }))

    const r = await runAction(inputs({ 'tracking-issue': 'true' }), { cwd: root, eventName: 'schedule', payload: {}, env: w.env, cleanups, step: 'cross-model' })
    expect(r.stderr).toBe('')
    expectCode(r, 0)

    // cross-model.json: both models, every example skill.
    expect(r.outputs['cross-model-path']).toBe('.skill-evals/cross-model/cross-model.json')
    const table = JSON.parse(await readFile(join(root, r.outputs['cross-model-path']!), 'utf8')) as CrossModelTable
    expect(table.kind).toBe('skill-evals/cross-model')
    expect([...table.models].sort()).toEqual([ACTIVE, DEPRECATED].sort())
    expect(table.skills.map((s) => s.name).sort()).toEqual(['adr', 'changelog', 'plan'])
    for (const s of table.skills) {
      for (const m of [ACTIVE, DEPRECATED]) expect([s.name, m, s.cells[m]?.graded]).toEqual([s.name, m, expect.any(Number)])
    }
    expect(table.totals.map((t) => t.model).sort()).toEqual([ACTIVE, DEPRECATED].sort())
    expect(table.lifecycle.find((l) => l.model === DEPRECATED)).toMatchObject({ source: 'sdk-table', status: expect.stringMatching(/^(deprecated|retired)$/) })
    expect(r.outputs.skills!.split(',').sort()).toEqual(['adr', 'changelog', 'plan'])
    // Each model re-aggregated in its own folder; the md next to the json.
    for (const m of [ACTIVE, DEPRECATED]) {
      const summary = JSON.parse(await readFile(join(root, '.skill-evals/cross-model', m, 'summary.json'), 'utf8'))
      expect(summary.skills.every((s: { model: string }) => s.model === m)).toBe(true)
    }
    const md = await readFile(join(root, '.skill-evals/cross-model/cross-model.md'), 'utf8')
    expect(md).toContain('## Cross-model pass rates')

    // The job summary: the table, the lifecycle section, the skipped call named, links.
    expect(r.summary).toContain('## Cross-model pass rates')
    expect(r.summary).toMatch(/\| Skill \| .+ \| .+ \| Range \|/)
    for (const s of ['adr', 'changelog', 'plan']) expect(r.summary).toContain(`| ${s} |`)
    expect(r.summary).toContain('### Model lifecycle')
    expect(r.summary).toContain('skill-evals-claude-haiku-5-5-results')
    expect(r.summary).toContain('[Tracking issue](https://github.com/octo/skills/issues/')
    expect(r.stdout).toMatch(/::warning::Left out .*skill-evals-claude-haiku-5-5-results/)

    // The viewer: the Cross-model tab and its data.
    expect(r.outputs['viewer-path']).toBe('.skill-evals/cross-model-viewer/index.html')
    const html = await readFile(join(root, r.outputs['viewer-path']!), 'utf8')
    expect(html).toContain('id="tab-models"')
    expect(html).toContain('>Cross-model</button>')
    expect(html).toContain('"crossModel":')
    for (const m of [ACTIVE, DEPRECATED]) expect(html).toContain(m)

    // Artifacts: the table files (not the run folders) and the viewer, unarchived.
    const names = w.artifacts.artifacts.filter((a) => a.finalized).map((a) => a.name).sort()
    expect(names).toEqual(['skill-evals-cross-model', 'skill-evals-cross-model-viewer.html'])
    expect(r.outputs['artifact-url']).toMatch(/^https:\/\/github\.com\/octo\/skills\/actions\/runs\/4242\/artifacts\/\d+$/)

    // The tracking issue: one, labelled, with the marker and the deprecated model.
    const issues = [...w.github.issues.values()]
    expect(issues).toHaveLength(1)
    const issue = issues[0]!
    expect(issue.labels).toEqual([TRACKING_LABEL])
    expect(issue.body.startsWith(TRACKING_MARKER)).toBe(true)
    expect(issue.body).toContain(DEPRECATED)
    expect(issue.body).toContain('/octo/skills/actions/runs/4242')
    expect(r.outputs['tracking-issue-url']).toBe(`https://github.com/octo/skills/issues/${issue.number}`)
    // No benchmark entries without commit-benchmark.
    expect(r.outputs['benchmark-file']).toBe('')
    expect(w.github.requests.some((q) => q.path.includes('/git/'))).toBe(false)

    // Next week (another run), explicit folders instead of the parent, commit-benchmark on: the
    // SAME issue is updated, and the per-model entries land on main in one commit.
    const next = await runAction(
      inputs({
        'results-dirs': `.downloads/skill-evals-${DEPRECATED}-results\n.downloads/skill-evals-${ACTIVE}-results\n`,
        'tracking-issue': 'true',
        'commit-benchmark': 'true',
      }),
      { cwd: root, eventName: 'schedule', payload: {}, env: { ...w.env, GITHUB_RUN_ID: '4343' }, cleanups, step: 'cross-model' },
    )
    expect(next.stderr).toBe('')
    expectCode(next, 0)
    expect(w.github.issues.size).toBe(1)
    expect(w.github.issues.get(issue.number)!.body).toContain('/octo/skills/actions/runs/4343')
    expect(w.github.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/issues'))).toHaveLength(1)
    expect(w.github.requests.some((q) => q.method === 'PATCH' && q.path.endsWith(`/issues/${issue.number}`))).toBe(true)
    expect(next.outputs['tracking-issue-url']).toBe(r.outputs['tracking-issue-url'])
    expect(next.stdout).toContain(`Tracking issue: updated #${issue.number}`)

    const entries = next.outputs['benchmark-file']!.split('\n').sort()
    expect(entries).toHaveLength(2)
    for (const m of [ACTIVE, DEPRECATED]) expect(entries.some((e) => new RegExp(`^evals/benchmarks/\\d{4}-\\d{2}-\\d{2}-${m}\\.json$`).test(e))).toBe(true)
    const onMain = w.github.filesAt('main')
    for (const e of entries) {
      const stored = JSON.parse(onMain[e]!)
      expect(stored).toMatchObject({ schema_version: 1 })
      expect(stored).toEqual(JSON.parse(await readFile(join(root, e), 'utf8')))
    }
    expect(w.github.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/git/commits'))).toHaveLength(1)

    // The token never shows up.
    for (const run of [r, next]) {
      for (const text of [withoutMaskCommands(run.stdout), run.stderr, JSON.stringify(run.outputs), run.summary]) expect(text.includes(SENTINEL_TOKEN)).toBe(false)
    }
    expect((await readFile(join(root, r.outputs['cross-model-path']!), 'utf8')).includes(SENTINEL_TOKEN)).toBe(false)
  })

  test('nothing needs attention and no tracking-issue: no issue; no results at all fails the step', async () => {
    const w = await world()
    const root = w.repo.root
    await simulatedResults(root, ACTIVE, join(root, '.downloads', 'a'))
    const r = await runAction(inputs(), { cwd: root, eventName: 'workflow_dispatch', payload: { repository: { default_branch: 'main' } }, env: w.env, cleanups, step: 'cross-model' })
    expect(r.stderr).toBe('')
    expectCode(r, 0)
    expect(r.outputs['tracking-issue-url']).toBe('')
    expect(w.github.issues.size).toBe(0)
    expect(w.github.requests).toEqual([])
    const table = JSON.parse(await readFile(join(root, r.outputs['cross-model-path']!), 'utf8')) as CrossModelTable
    expect(table.models).toEqual([ACTIVE])

    const empty = await runAction(inputs({ 'results-dirs': '.nothing-here' }), { cwd: root, eventName: 'schedule', payload: {}, env: w.env, cleanups, step: 'cross-model' })
    expectCode(empty, 1)
    expect(empty.stdout).toMatch(/::error::skill-evals could not run: No model results in results-dirs/)
  })
})
