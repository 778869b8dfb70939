/**
 * The action end to end (issue 6, item 9): the BUILT dist/index.js run as the runner runs it, in
 * a temp git repository made from examples/ (base commit on main, one skill changed in the head
 * commit), against the loopback fakes: Anthropic (a scripted agent + judge), the GitHub REST API
 * (changed files, sticky comment, git data) and the artifact service. Trials 1 throughout.
 *
 * Every scenario also checks that the sentinel API key and token appear nowhere: not in a file
 * the action wrote, an output, the job summary, stdout/stderr (apart from the `::add-mask::`
 * commands that tell the runner to mask them) or a comment.
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals'
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { startFakeAnthropic, textReply, type FakeAnthropic, type FakeHandler } from '../fakes/anthropic-server.js'
import { startFakeGitHub, type FakeGitHub, type FakePull } from '../fakes/github-server.js'
import { startFakeArtifactService, type FakeArtifactService } from '../fakes/artifact-server.js'
import { SENTINEL_KEY, walk } from '../helpers/run-engine-fixtures.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import {
  SENTINEL_TOKEN,
  examplesAgent,
  makeExamplesRepo,
  prPayload,
  runAction,
  withoutMaskCommands,
  type ActionRun,
  type GitRepo,
  type PrEventOptions,
} from '../helpers/action-e2e.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

interface World {
  repo: GitRepo
  anthropic: FakeAnthropic
  github: FakeGitHub
  artifacts: FakeArtifactService
  env: Record<string, string>
}

const SKILL_EDIT = (old: string) => old.replace(/\n*$/, '\n\nKeep entries short and user-facing.\n')

type Edits = Record<string, (old: string) => string>

async function world(o: { change: Edits; base?: Edits; files: string[]; agent?: 'good' | 'useless'; handler?: FakeHandler; readOnly?: boolean; pull?: Partial<FakePull> }): Promise<World> {
  const repo = await makeExamplesRepo(o.change, o.base)
  cleanups.push(repo.dispose)
  const anthropic = await startFakeAnthropic({ handler: o.handler ?? examplesAgent(o.agent ?? 'good'), apiKey: SENTINEL_KEY })
  cleanups.push(() => anthropic.close())
  const github = await startFakeGitHub({
    pulls: [{ number: 7, files: o.files.map((filename) => ({ filename, status: 'modified' })), ...o.pull }],
    ...(o.readOnly ? { readOnly: true } : {}),
  })
  cleanups.push(() => github.close())
  const artifacts = await startFakeArtifactService()
  cleanups.push(() => artifacts.close())
  const env = { GITHUB_API_URL: github.url, ANTHROPIC_BASE_URL: anthropic.url, GITHUB_SHA: repo.head, GITHUB_REF: 'refs/pull/7/merge', ...artifacts.env() }
  return { repo, anthropic, github, artifacts, env }
}

const evaluateInputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  root: '.',
  mode: 'auto',
  trials: '1',
  'anthropic-api-key': SENTINEL_KEY,
  'github-token': SENTINEL_TOKEN,
  'fail-on-verdict': 'true',
  ...extra,
})

async function direct(w: World, pr: PrEventOptions = {}, extra: Record<string, string> = {}): Promise<ActionRun> {
  return runAction(evaluateInputs(extra), { cwd: w.repo.root, eventName: 'pull_request', payload: prPayload(w.repo, pr), env: w.env, cleanups })
}

/** The exit code, with the step's log in the failure message when it differs. */
function expectCode(r: ActionRun, code: number): void {
  const log = (r.stdout + r.stderr).split('\n').filter((l) => !l.startsWith('::debug::')).slice(-40).join('\n')
  expect({ code: r.code, log: r.code === code ? '' : log }).toEqual({ code, log: '' })
}

const comments = (w: World) => w.github.comments.get(7) ?? []
const writes = (w: World) => w.github.requests.filter((r) => r.path.includes('/comments') && r.method !== 'GET').map((r) => r.method)

/** The sentinels appear nowhere the action writes or prints. */
async function expectNoSecrets(w: World, runs: ActionRun[], keyGiven = true): Promise<void> {
  const places: [string, string][] = []
  for (const r of runs) {
    places.push(['stdout', withoutMaskCommands(r.stdout)], ['stderr', r.stderr], ['outputs', JSON.stringify(r.outputs)], ['summary', r.summary])
    for (const f of await walk(r.runnerDir)) if (!f.endsWith('event.json')) places.push([f, await readFile(f, 'latin1')])
  }
  for (const f of await walk(w.repo.root)) if (!f.includes(`${join(w.repo.root, '.git')}/`)) places.push([f, await readFile(f, 'latin1')])
  for (const c of comments(w)) places.push([`comment ${c.id}`, c.body])
  for (const a of w.artifacts.artifacts) places.push([`artifact ${a.name}`, a.content?.toString('latin1') ?? ''])
  for (const [where, text] of places) {
    expect([where, text.includes(SENTINEL_KEY)]).toEqual([where, false])
    expect([where, text.includes(SENTINEL_TOKEN)]).toEqual([where, false])
  }
  // The runner was told to mask them.
  expect(runs.some((r) => r.stdout.includes(`::add-mask::${SENTINEL_TOKEN}`))).toBe(true)
  expect(runs.some((r) => r.stdout.includes(`::add-mask::${SENTINEL_KEY}`))).toBe(keyGiven)
}

jest.setTimeout(90_000)

describe('the action end to end (dist/index.js, fakes)', () => {
  test('quick PR: changed skill + Tier 3, old_skill pairing, go; outputs, summary, one comment, artifacts', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: ['skills/changelog/SKILL.md'] })
    const r = await direct(w)
    expect(r.stderr).toBe('')
    expectCode(r, 0)
    expect(r.outputs).toMatchObject({ mode: 'quick', skills: 'adr,changelog', verdict: expect.stringMatching(/^(go|conditional_go)$/), 'pass-rate': '1.0000' })
    expect(r.outputs['summary-path']).toBe('.skill-evals/results/summary.json')
    expect(r.outputs['viewer-path']).toBe('.skill-evals/results-viewer/index.html')
    expect(r.outputs['artifact-url']).toMatch(/^https:\/\/github\.com\/octo\/skills\/actions\/runs\/4242\/artifacts\/\d+$/)
    expect(r.outputs['comment-url']).toMatch(/#issuecomment-\d+$/)
    // Summary: mode, why, and exactly what ran.
    expect(r.summary).toContain('## Skill Eval Results')
    expect(r.summary).toContain('**Mode:** quick')
    expect(r.summary).toContain('pull request #7 into') // # mid-line needs no escape
    expect(r.summary).toMatch(/\*\*Ran:\*\* 2 skills \(`adr`, `changelog`\) · 4 evals · 10 runs/)
    // old_skill ran for the changed skill only.
    const runs = (await readFile(join(w.repo.root, '.skill-evals/results/runs.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l))
    expect(runs.filter((x) => x.configuration === 'old_skill').map((x) => x.skill)).toEqual(['changelog', 'changelog'])
    // One comment, with the marker, the verdict and the links.
    expect(writes(w)).toEqual(['POST'])
    const body = comments(w)[0]!.body
    expect(body.split('\n')[0]).toBe('<!-- skill-evals:skill-evals:evals:- -->')
    expect(body).toContain('**Mode:** quick')
    expect(body).toContain('[Eval viewer](https://github.com/octo/skills/actions/runs/4242/artifacts/')
    // Artifacts: the results (zip) and the single-file viewer.
    expect(w.artifacts.artifacts.map((a) => a.name).sort()).toEqual(['skill-evals-results', 'skill-evals-viewer.html'])
    expect(w.artifacts.find('skill-evals-viewer.html')!.content!.toString('utf8')).toContain('<!doctype html>')
    await expectNoSecrets(w, [r])
  })

  test('trials: adaptive (issue 35): each eval starts at 1 trial per configuration, more only where the runs disagreed; the summary and the comment say what was saved', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: ['skills/changelog/SKILL.md'] })
    const r = await direct(w, {}, { trials: 'adaptive' })
    expect(r.stderr).toBe('')
    expectCode(r, 0)
    const runs = (await readFile(join(w.repo.root, '.skill-evals/results/runs.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l))
    expect(runs.every((x) => x.adaptive && x.adaptive.maxTrials === 5)).toBe(true)
    // Every eval × configuration ran its first trial; the further ones say why.
    const first = runs.filter((x) => x.adaptive.stage === 1)
    expect(first.every((x) => x.trial === 1)).toBe(true)
    const extra = runs.filter((x) => x.adaptive.stage === 2)
    expect(extra.length).toBeGreaterThan(0)
    for (const x of extra) expect(x.adaptive.reason).toMatch(/^the first trial disagreed \(\d of \d graded runs passed across with_skill, without_skill(, old_skill)?\): run to 5$/)
    const evals = new Map<string, Set<string>>()
    for (const x of runs) evals.set(`${x.skill}/${x.evalId}`, (evals.get(`${x.skill}/${x.evalId}`) ?? new Set()).add(x.configuration))
    const max = [...evals.values()].reduce((a, c) => a + 5 * c.size, 0)
    const line = `Adaptive trials: ${max - runs.length} of ${max} runs saved (${Math.round((100 * (max - runs.length)) / max)}%): ${runs.length} run, the rest settled early.`
    expect(r.summary).toContain(line)
    expect(comments(w)[0]!.body).toContain(line)
    // The examples' agent passes with the skill and fails without it: every eval disagrees in its
    // first trial, so every eval runs to the cap (the skill's uplift is exactly what is open).
    expect(runs.length).toBeLessThanOrEqual(max)
    await expectNoSecrets(w, [r])
  })

  test('a second run updates the sticky comment instead of adding one', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: ['skills/changelog/SKILL.md'] })
    const first = await direct(w)
    const second = await direct(w)
    expectCode(first, 0)
    expectCode(second, 0)
    expect(writes(w)).toEqual(['POST', 'PATCH'])
    expect(comments(w)).toHaveLength(1)
    expect(second.outputs['comment-url']).toBe(first.outputs['comment-url'])
    await expectNoSecrets(w, [first, second])
  })

  test('the full-eval label: full mode, every skill, plus the pipeline scenarios when asked', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: ['skills/changelog/SKILL.md'] })
    const r = await direct(w, { action: 'labeled', labels: ['full-eval'] }, { pipeline: 'true' })
    expectCode(r, 0)
    expect(r.outputs).toMatchObject({ mode: 'full', skills: 'adr,changelog,plan', verdict: expect.stringMatching(/^(go|conditional_go)$/) })
    expect(r.summary).toContain('**Mode:** full · Full mode: pull request #7 into `main` has the `full-eval` label.') // code spans stay code spans
    expect(r.summary).toMatch(/\*\*Ran:\*\* 3 skills \(`adr`, `changelog`, `plan`\) · 7 evals/)
    expect(comments(w)[0]!.body).toContain('has the `full-eval` label')
    expect(r.summary).toContain('### Pipeline scenarios')
    expect(r.summary).toMatch(/^\| plan-then-adr \| \d+\/\d+ \|/m)
    await expectNoSecrets(w, [r])
  })

  test('a base commit git cannot read (a shallow checkout): old_skill pairing is dropped with a note, the rest runs', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: ['skills/changelog/SKILL.md'] })
    const unreadable = 'f'.repeat(40)
    const r = await runAction(evaluateInputs({ 'fail-on-verdict': 'false' }), { cwd: w.repo.root, eventName: 'pull_request', payload: prPayload({ ...w.repo, base: unreadable }), env: w.env, cleanups })
    expectCode(r, 0)
    // The gate policy is the base commit's (issue 33 row I); unreadable, it is the defaults, where
    // every skill is Tier 3 and so runs in quick mode, and a note says why.
    expect(r.outputs).toMatchObject({ mode: 'quick', skills: 'adr,changelog,plan' })
    expect(r.summary).toContain(`Gate policy: the defaults (the base commit ${unreadable.slice(0, 12)} could not be read`)
    expect(r.stdout).toContain(`::warning::The base commit ${unreadable.slice(0, 12)} could not be read (Cannot read base ref '${unreadable}'`)
    expect(r.summary).toContain('the base versions of changed skills were not run (check out with fetch-depth: 0)')
    const runs = (await readFile(join(w.repo.root, '.skill-evals/results/runs.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l))
    expect(runs.filter((x) => x.configuration === 'old_skill')).toEqual([])
    expect(runs.length).toBeGreaterThan(0)
  })

  test('a pull request into a release branch plans a full run with the pipeline scenarios', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: ['skills/changelog/SKILL.md'] })
    const r = await runAction(
      { root: '.', mode: 'auto', trials: '1', shards: '4', 'api-key-present': 'true', 'out-dir': '.skill-evals-plan', 'github-token': SENTINEL_TOKEN },
      { cwd: w.repo.root, eventName: 'pull_request', payload: prPayload(w.repo, { baseRef: 'release/1.2' }), env: w.env, cleanups, step: 'plan' },
    )
    expectCode(r, 0)
    expect(r.outputs).toMatchObject({ run: 'true', mode: 'full', skills: 'adr,changelog,plan', 'plan-file': '.skill-evals-plan/plan.json', 'artifact-prefix': 'skill-evals' })
    // Issue 33 row C: on a pull request the response cache lives outside the checkout ($RUNNER_TEMP).
    expect(r.outputs['cache-dir']).toMatch(/^\/.*\/skill-evals-cache$/)
    expect(JSON.parse(r.outputs.matrix!)).toEqual({ include: [1, 2, 3, 4].map((i) => ({ shard: `${i}/4`, index: i })) })
    const plan = JSON.parse(await readFile(join(w.repo.root, '.skill-evals-plan/plan.json'), 'utf8'))
    expect(plan).toMatchObject({ run: true, mode: 'full', pipeline: true, baseBranch: 'release/1.2', baseRef: w.repo.base, trials: 1, runs: 14 })
    expect(plan.modeReason).toContain('targets a release branch')
    expect(r.summary).toContain('## skill-evals: plan')
    expect(w.anthropic.requests).toHaveLength(0)
    await expectNoSecrets(w, [r], false)
  })

  test('nothing relevant changed: neutral "nothing to evaluate", no API call, no new comment, exit 0', async () => {
    const w = await world({ change: { 'README.md': (old) => old + '\nMore words.\n' }, files: ['README.md'] })
    const r = await direct(w)
    expectCode(r, 0)
    expect(r.outputs).toMatchObject({ verdict: 'skipped', mode: 'quick', skills: '', 'comment-url': '' })
    expect(r.summary).toContain('**Nothing to evaluate**')
    expect(r.summary).toContain('1 changed file, none in a skill folder')
    expect(w.anthropic.requests).toHaveLength(0)
    expect(writes(w)).toEqual([])
    expect(w.artifacts.artifacts).toHaveLength(0)
    await expectNoSecrets(w, [r])
  })

  test('a fork without an API key: neutral, explained skip; a read-only token only warns', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: ['skills/changelog/SKILL.md'], readOnly: true })
    const inputs = evaluateInputs()
    delete inputs['anthropic-api-key']
    const r = await runAction(inputs, { cwd: w.repo.root, eventName: 'pull_request', payload: prPayload(w.repo, { fork: true }), env: w.env, cleanups })
    expectCode(r, 0)
    expect(r.outputs).toMatchObject({ verdict: 'skipped', mode: 'quick', 'comment-url': '' })
    expect(r.summary).toContain('Skipped: no `ANTHROPIC_API_KEY`')
    expect(r.summary).toContain('(pull request from a fork?)')
    expect(r.stdout).toMatch(/::warning::Could not create the PR comment .*fork/)
    expect(r.stdout).not.toMatch(/^::error/m)
    expect(w.anthropic.requests).toHaveLength(0)
    expect(writes(w)).toEqual(['POST'])
    expect(comments(w)).toHaveLength(0)
    await expectNoSecrets(w, [r], false)
  })

  test('a failing gate: the agent does nothing useful → no_go, annotations on the evals, the step fails, the comment is still posted', async () => {
    const w = await world({ change: { 'skills/plan/SKILL.md': SKILL_EDIT }, files: ['skills/plan/SKILL.md'], agent: 'useless' })
    const r = await direct(w)
    expectCode(r, 1)
    expect(r.outputs).toMatchObject({ verdict: 'no_go', mode: 'quick', skills: 'adr,plan', 'pass-rate': '0.0000' })
    expect(r.stdout).toMatch(/^::error title=skill-evals%3A plan eval 1 failed,file=evals\/evals\.json,line=\d+::Eval 1/m)
    expect(r.stdout).toMatch(/^::error::skill-evals: verdict no_go/m)
    // The job log has the verdict as plain text: SPEC-0017's gate messages as written, no Markdown escapes.
    expect(r.stdout).toMatch(/^Verdict: NO-GO \(confidence: /m)
    expect(r.stdout).toMatch(/Tier \d skill 'plan' pass rate is 0% \(threshold: \d+%\)/)
    expect(r.stdout).not.toMatch(/pass rate is [^\n]*\\\(/)
    expect(writes(w)).toEqual(['POST'])
    const body = comments(w)[0]!.body
    expect(body).toContain('❌ **NO-GO**')
    expect(body).toContain('### Failures')
    expect(r.summary).toContain('❌ **NO-GO**')
    await expectNoSecrets(w, [r])
  })

  test('shards: plan → evaluate 1/2 and 2/2 → merge → comment → benchmark: one verdict, one comment', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: ['skills/changelog/SKILL.md'] })
    const at = (step: string, inputs: Record<string, string>) => runAction(inputs, { cwd: w.repo.root, eventName: 'pull_request', payload: prPayload(w.repo), env: w.env, cleanups, step })
    const plan = await at('plan', { root: '.', mode: 'auto', trials: '1', shards: '2', 'api-key-present': 'true', 'out-dir': '.skill-evals-plan', 'github-token': SENTINEL_TOKEN, key: 'nightly/sonnet' })
    expectCode(plan, 0)
    expect(plan.outputs).toMatchObject({ run: 'true', mode: 'quick', 'artifact-prefix': expect.stringMatching(/^skill-evals-nightly-sonnet-[0-9a-f]{8}$/) })
    const matrix = JSON.parse(plan.outputs.matrix!) as { include: { shard: string; index: number }[] }
    expect(matrix.include).toEqual([{ shard: '1/2', index: 1 }, { shard: '2/2', index: 2 }])
    const shards: ActionRun[] = []
    for (const cell of matrix.include) {
      const r = await at('evaluate', { root: '.', 'plan-file': plan.outputs['plan-file']!, shard: cell.shard, 'anthropic-api-key': SENTINEL_KEY, 'out-dir': `.skill-evals-shards/shard-${cell.index}` })
      expectCode(r, 0)
      expect(r.outputs['results-dir']).toBe(`.skill-evals-shards/shard-${cell.index}`)
      shards.push(r)
    }
    const perShard = await Promise.all([1, 2].map(async (i) => (await readFile(join(w.repo.root, `.skill-evals-shards/shard-${i}/runs.jsonl`), 'utf8')).trim().split('\n').length))
    expect(perShard.every((n) => n > 0)).toBe(true)
    expect(perShard[0]! + perShard[1]!).toBe(10)
    const calls = w.anthropic.requests.length
    const merge = await at('merge', { root: '.', 'plan-file': plan.outputs['plan-file']!, 'shards-dir': '.skill-evals-shards', 'shards-result': 'success', 'out-dir': '.skill-evals-results', 'fail-on-verdict': 'false' })
    expectCode(merge, 0)
    expect(merge.outputs).toMatchObject({ verdict: 'go', 'results-dir': '.skill-evals-results', 'viewer-dir': '.skill-evals-results-viewer', mode: 'quick', skills: 'adr,changelog' })
    expect(merge.summary).toMatch(/\*\*Ran:\*\* 2 skills \(`adr`, `changelog`\) · 4 evals · 10 runs/)
    const comment = await at('comment', { root: '.', 'results-dir': merge.outputs['results-dir']!, key: 'nightly/sonnet', 'viewer-url': 'https://github.com/octo/skills/actions/runs/4242/artifacts/99', 'artifact-url': '', 'github-token': SENTINEL_TOKEN })
    expectCode(comment, 0)
    expect(comment.outputs['comment-url']).toMatch(/#issuecomment-\d+$/)
    expect(writes(w)).toEqual(['POST'])
    const body = comments(w)[0]!.body
    expect(body.split('\n')[0]).toBe('<!-- skill-evals:skill-evals:evals:nightly/sonnet -->')
    expect(body).toContain('✅ **GO**')
    expect(body).toContain('[Eval viewer](https://github.com/octo/skills/actions/runs/4242/artifacts/99)')
    const bench = await at('benchmark', { root: '.', 'results-dir': '.skill-evals-results' })
    expectCode(bench, 0)
    expect(bench.outputs['benchmark-file']).toMatch(new RegExp(`^evals/benchmarks/\\d{4}-\\d{2}-\\d{2}-${w.repo.head.slice(0, 7)}\\.json$`))
    const stored = JSON.parse(await readFile(join(w.repo.root, bench.outputs['benchmark-file']!), 'utf8'))
    expect(stored).toMatchObject({ schema_version: 1, verdict: 'go' })
    // A failed shard: the merge reports what it has and says the report is incomplete.
    const partial = await at('merge', { root: '.', 'plan-file': plan.outputs['plan-file']!, 'shards-dir': '.skill-evals-shards/shard-1', 'shards-result': 'failure', 'out-dir': '.skill-evals-partial', 'fail-on-verdict': 'false' })
    expectCode(partial, 0)
    expect(partial.summary).toContain("At least one evaluation shard ended with 'failure': this report covers the 1 of 2 shard(s) that uploaded results.")
    // Only the shards talked to the model.
    expect(w.anthropic.requests.length).toBe(calls)
    // The shards never comment; the plan job never saw the key.
    expect(plan.stdout).not.toContain('add-mask::sk-ant')
    await expectNoSecrets(w, [plan, ...shards, merge, partial, comment, bench])
  })

  test('shards with trials: adaptive (issue 35): each shard decides its evals’ trials, the merge sees them all and says what was saved', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: ['skills/changelog/SKILL.md'] })
    const at = (step: string, inputs: Record<string, string>) => runAction(inputs, { cwd: w.repo.root, eventName: 'pull_request', payload: prPayload(w.repo), env: w.env, cleanups, step })
    const plan = await at('plan', { root: '.', mode: 'auto', trials: 'adaptive', shards: '2', 'api-key-present': 'true', 'out-dir': '.skill-evals-plan', 'github-token': SENTINEL_TOKEN })
    expectCode(plan, 0)
    const planFile = JSON.parse(await readFile(join(w.repo.root, plan.outputs['plan-file']!), 'utf8'))
    expect(planFile.adaptive).toEqual({ start: 1, maxTrials: 5, runs: { min: 8, expected: Math.round(0.55 * 8 + 0.45 * 40), max: 40 }, price: null })
    expect(plan.summary).toContain('8–40 runs planned (adaptive trials: 1 per configuration, up to 5 where the first runs disagree')
    // The cost range (issue 35 must 5): no benchmark summary in this repository prices a run.
    expect(plan.summary).toContain(' · cost not known before the first runs are priced (no earlier priced runs or benchmark summary to go by)')
    const matrix = JSON.parse(plan.outputs.matrix!) as { include: { shard: string; index: number }[] }
    for (const cell of matrix.include) {
      const r = await at('evaluate', { root: '.', 'plan-file': plan.outputs['plan-file']!, shard: cell.shard, 'anthropic-api-key': SENTINEL_KEY, 'out-dir': `.skill-evals-shards/shard-${cell.index}` })
      expectCode(r, 0)
    }
    const merge = await at('merge', { root: '.', 'plan-file': plan.outputs['plan-file']!, 'shards-dir': '.skill-evals-shards', 'shards-result': 'success', 'out-dir': '.skill-evals-results', 'fail-on-verdict': 'false' })
    expectCode(merge, 0)
    const runs = (await readFile(join(w.repo.root, '.skill-evals-results/runs.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l))
    const evals = new Map<string, Set<string>>()
    for (const x of runs) evals.set(`${x.skill}/${x.evalId}`, (evals.get(`${x.skill}/${x.evalId}`) ?? new Set()).add(x.configuration))
    const max = [...evals.values()].reduce((a, c) => a + 5 * c.size, 0)
    expect(runs.every((x) => x.adaptive)).toBe(true)
    expect(merge.summary).toContain(`Adaptive trials: ${max - runs.length} of ${max} runs saved (${Math.round((100 * (max - runs.length)) / max)}%): ${runs.length} run, the rest settled early.`)
    const comment = await at('comment', { root: '.', 'results-dir': merge.outputs['results-dir']!, 'viewer-url': '', 'artifact-url': '', 'github-token': SENTINEL_TOKEN })
    expectCode(comment, 0)
    expect(comments(w)[0]!.body).toContain(`Adaptive trials: ${max - runs.length} of ${max} runs saved`)
  })

  test('the reusable workflow without a key (fork): plan run=false → merge says skipped → comment explains', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: ['skills/changelog/SKILL.md'] })
    const at = (step: string, inputs: Record<string, string>) => runAction(inputs, { cwd: w.repo.root, eventName: 'pull_request', payload: prPayload(w.repo, { fork: true }), env: w.env, cleanups, step })
    const plan = await at('plan', { root: '.', shards: '4', 'api-key-present': 'false', 'out-dir': '.skill-evals-plan', 'github-token': SENTINEL_TOKEN })
    expectCode(plan, 0)
    expect(plan.outputs).toMatchObject({ run: 'false', mode: 'quick', skills: 'adr,changelog' })
    // Still a valid matrix (the evaluate job is skipped by `run`, but its strategy must parse).
    expect(JSON.parse(plan.outputs.matrix!).include).toHaveLength(4)
    expect(plan.summary).toContain('comes from a fork')
    const merge = await at('merge', { root: '.', 'plan-file': '.skill-evals-plan/plan.json', 'shards-dir': '.skill-evals-shards', 'shards-result': 'skipped', 'out-dir': '.skill-evals-results', 'fail-on-verdict': 'false' })
    expectCode(merge, 0)
    expect(merge.outputs).toMatchObject({ verdict: 'skipped', 'results-dir': '.skill-evals-results', 'viewer-dir': '' })
    const comment = await at('comment', { root: '.', 'results-dir': '.skill-evals-results', key: '', 'viewer-url': '', 'artifact-url': '', 'github-token': SENTINEL_TOKEN })
    expectCode(comment, 0)
    expect(writes(w)).toEqual(['POST'])
    expect(comments(w)[0]!.body).toContain('Skipped: no `ANTHROPIC_API_KEY`')
    expect(w.anthropic.requests).toHaveLength(0)
    await expectNoSecrets(w, [plan, merge, comment], false)
  })

  test('push to the default branch with commit-benchmark: full run, benchmark committed through the Git Data API', async () => {
    const w = await world({ change: { 'skills/changelog/SKILL.md': SKILL_EDIT }, files: [] })
    const payload = { ref: 'refs/heads/main', before: w.repo.base, after: w.repo.head, forced: false, repository: { full_name: 'octo/skills', default_branch: 'main' } }
    const r = await runAction(evaluateInputs({ 'commit-benchmark': 'true' }), { cwd: w.repo.root, eventName: 'push', payload, env: { ...w.env, GITHUB_REF: 'refs/heads/main' }, cleanups })
    expectCode(r, 0)
    expect(r.outputs).toMatchObject({ mode: 'full', skills: 'adr,changelog,plan', 'comment-url': '' })
    const path = r.outputs['benchmark-file']!
    expect(path).toMatch(new RegExp(`^evals/benchmarks/\\d{4}-\\d{2}-\\d{2}-${w.repo.head.slice(0, 7)}\\.json$`))
    expect(JSON.parse(w.github.filesAt('main')[path]!)).toMatchObject({ schema_version: 1 })
    expect(writes(w)).toEqual([])
    await expectNoSecrets(w, [r])
  })
})

// ─── The regression gate on a skill version bump (issue 8, item 4) ────────────────────────

/**
 * The base commit has changelog v1.0.0, a one-case golden suite and a stored baseline of 95 for
 * v1.0.0; the head commit bumps `version:` to 1.1.0. The agent is the usual good one (the evals
 * verdict is go) but the golden judge scores the new version's output 40/40/40: a 55-point drop.
 */
const REGRESSION_BASE: Edits = {
  'skills/changelog/SKILL.md': (old) => old.replace(/^license: MIT$/m, 'license: MIT\nversion: 1.0.0'),
  'evals/skills/changelog/golden.jsonl': () =>
    JSON.stringify({
      id: 'next-release',
      input: 'Draft the next changelog entry: #41 adds CSV export, #42 fixes a crash on an empty config, #44 removes --legacy.',
      expected_output_summary: 'An Unreleased section with Added (CSV export), Fixed (empty config crash) and Removed (--legacy), each with its PR number.',
      expected_format: 'Keep a Changelog Markdown',
      weight: 1,
      tags: ['release'],
    }) + '\n',
  'evals/baselines/changelog.json': () =>
    JSON.stringify({ skill: 'changelog', versions: { '1.0.0': { score: 95, model: 'claude-sonnet-5-5', judge_model: 'claude-sonnet-5-5', date: '2026-01-05', suite: 'golden', evals: {} } } }, null, 2) + '\n',
}
const VERSION_BUMP: Edits = { 'skills/changelog/SKILL.md': (old) => old.replace('version: 1.0.0', 'version: 1.1.0') }

const isGoldenJudge = (req: Parameters<FakeHandler>[0]): boolean => Boolean(req.body?.output_config?.format?.schema?.required?.includes?.('coverage'))
const regressedAgent: FakeHandler = (req, ctx) =>
  isGoldenJudge(req) ? textReply(JSON.stringify({ evidence: 'Most key facts are missing.', coverage: 40, format: 40, clarity: 40 })) : examplesAgent('good')(req, ctx)

describe('the regression gate on a version bump (dist/index.js, fakes)', () => {
  test('direct evaluate: the bump regressed → the step fails with the alert; with the override label → passes, overridden', async () => {
    const w = await world({ base: REGRESSION_BASE, change: VERSION_BUMP, files: ['skills/changelog/SKILL.md'], handler: regressedAgent })
    const stored = await readFile(join(w.repo.root, 'evals/baselines/changelog.json'), 'utf8')

    const blocked = await direct(w)
    expectCode(blocked, 1)
    // The evals themselves are fine: only the gate fails the step.
    expect(blocked.outputs).toMatchObject({ verdict: expect.stringMatching(/^(go|conditional_go)$/), regression: 'blocked' })
    expect(blocked.summary).toContain('### Regression gate')
    expect(blocked.summary).toMatch(/^\| changelog \| 1\.0\.0 → 1\.1\.0 \| 95 \(v1\.0\.0\) \| 40 \| -55 \| \*\*REGRESSION\*\* \|/m)
    expect(blocked.summary).toContain('**1 version bump(s) blocked.** Fix the regression, or add the `regression-override` label to override.')
    expect(blocked.stdout).toContain('::error::skill-evals: the regression gate blocks the version bump of changelog')
    expect(comments(w)[0]!.body).toContain('**REGRESSION**')

    const overridden = await direct(w, { action: 'labeled', labels: ['regression-override'] })
    expectCode(overridden, 0)
    expect(overridden.outputs).toMatchObject({ regression: 'overridden' })
    expect(overridden.summary).toContain('**OVERRIDDEN**')
    expect(overridden.summary).toContain('Overridden by the `regression-override` label.')
    expect(comments(w)).toHaveLength(1)
    expect(comments(w)[0]!.body).toContain('Overridden by the `regression-override` label.')
    // A PR check never rewrites the baseline store.
    expect(await readFile(join(w.repo.root, 'evals/baselines/changelog.json'), 'utf8')).toBe(stored)
    await expectNoSecrets(w, [blocked, overridden])
  })

  test('shards: shard 1 runs the gate, merge reports it and sets `regression: blocked` (the last workflow step fails on it)', async () => {
    const w = await world({ base: REGRESSION_BASE, change: VERSION_BUMP, files: ['skills/changelog/SKILL.md'], handler: regressedAgent })
    const at = (step: string, inputs: Record<string, string>) => runAction(inputs, { cwd: w.repo.root, eventName: 'pull_request', payload: prPayload(w.repo), env: w.env, cleanups, step })
    const plan = await at('plan', { root: '.', trials: '1', shards: '2', 'api-key-present': 'true', 'out-dir': '.skill-evals-plan', 'github-token': SENTINEL_TOKEN })
    expectCode(plan, 0)
    for (const shard of ['1/2', '2/2']) {
      const r = await at('evaluate', { root: '.', 'plan-file': '.skill-evals-plan/plan.json', shard, 'anthropic-api-key': SENTINEL_KEY, 'out-dir': `.skill-evals-shards/shard-${shard[0]}` })
      expectCode(r, 0)
      expect(r.summary.includes('### Regression gate')).toBe(shard === '1/2')
    }
    const merge = await at('merge', { root: '.', 'plan-file': '.skill-evals-plan/plan.json', 'shards-dir': '.skill-evals-shards', 'shards-result': 'success', 'out-dir': '.skill-evals-results', 'fail-on-verdict': 'false' })
    expectCode(merge, 0)
    expect(merge.outputs).toMatchObject({ verdict: 'go', regression: 'blocked' })
    expect(merge.summary).toContain('**1 version bump(s) blocked.**')
    expect(merge.stdout).toContain('::warning::skill-evals: the regression gate blocks the version bump of changelog')
    const strict = await at('merge', { root: '.', 'plan-file': '.skill-evals-plan/plan.json', 'shards-dir': '.skill-evals-shards', 'shards-result': 'success', 'out-dir': '.skill-evals-strict', 'fail-on-verdict': 'true' })
    expectCode(strict, 1)
    const comment = await at('comment', { root: '.', 'results-dir': '.skill-evals-results', key: '', 'viewer-url': '', 'artifact-url': '', 'github-token': SENTINEL_TOKEN })
    expectCode(comment, 0)
    expect(comments(w)[0]!.body).toContain('### Regression gate')
  })
})

test('each action.yml declares every input the reusable workflows and the examples pass to it, and every output they read', async () => {
  // `./.skill-evals-action[/<step>]` (the reusable workflows) or `skill-evals/skill-evals[/<step>]@ref` (callers).
  const actionOf = async (uses: string | undefined) => {
    const m = /^(?:\.\/\.skill-evals-action|skill-evals\/skill-evals)(?:\/([a-z-]+))?(?:@|$)/.exec(uses ?? '')
    if (!m) return undefined
    const file = join(PROJECT_ROOT, m[1] ? `${m[1]}/action.yml` : 'action.yml')
    return parseYaml(await readFile(file, 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> }
  }
  const problems: string[] = []
  const files = [
    ...(await readdir(join(PROJECT_ROOT, '.github/workflows'))).filter((f) => f.startsWith('skill-evals')).map((f) => join('.github/workflows', f)),
    ...(await readdir(join(PROJECT_ROOT, 'examples/workflows'))).map((f) => join('examples/workflows', f)),
  ]
  expect(files).toContain(join('.github/workflows/skill-evals-benchmark.yml'))
  for (const f of files) {
    const doc = parseYaml(await readFile(join(PROJECT_ROOT, f), 'utf8')) as { jobs: Record<string, { steps?: { uses?: string; with?: Record<string, unknown>; id?: string }[] }> }
    const text = await readFile(join(PROJECT_ROOT, f), 'utf8')
    for (const job of Object.values(doc.jobs)) {
      for (const s of job.steps ?? []) {
        const action = await actionOf(s.uses)
        if (!action) continue
        // `command` is the root action's deprecated input: our workflows and examples use the folder actions.
        for (const k of Object.keys(s.with ?? {})) if (!(k in action.inputs) || k === 'command') problems.push(`${f}: input ${k}`)
        if (!s.id) continue
        for (const m of text.matchAll(new RegExp(`steps\\.${s.id}\\.outputs\\.([\\w-]+)`, 'g'))) if (!(m[1]! in action.outputs)) problems.push(`${f}: output ${m[1]}`)
      }
    }
  }
  expect(problems).toEqual([])
})
