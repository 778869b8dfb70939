/**
 * The weekly caller end to end at the CLI level, against the fakes: 2 models × 2 shards, each
 * (model, shard) a separate `skill-evals matrix --models M --shard i/2 --no-table` "job" (one
 * model on the batch runner, one on the API runner), then the merge job
 * (`matrix --merge-only --from <jobs>…`) that merges the shards per model, re-aggregates, builds
 * the cross-model table, writes the per-model benchmark entries and opens / updates the tracking
 * issue on the fake GitHub.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'

import { runCli, type CliIo } from '../../src/cli/main.js'
import { modelSlug } from '../../src/cli/matrix-command.js'
import { costOf } from '../../src/run/cost.js'
import { parseHistoryFile } from '../../src/aggregate/history.js'
import type { CrossModelTable } from '../../src/gate/cross-model.js'
import { TRACKING_LABEL, TRACKING_MARKER } from '../../src/github/tracking-issue.js'
import type { RunRecord } from '../../src/types.js'
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js'
import { startFakeGitHub } from '../fakes/github-server.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { PROMPTS, SENTINEL_KEY, agentHandler, briefSkillMd, promptOf, readRunsJsonl } from '../helpers/run-engine-fixtures.js'

const SONNET = 'claude-sonnet-5-5'
const HAIKU = 'claude-haiku-5-5'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(prefix: string): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), prefix)))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

/** Two skills, three evals, checks only (no judge): brief {1, 2}, other {3}; 3 trials. */
function weeklyRepo(): Record<string, string> {
  const suite = (name: string, ids: (keyof typeof PROMPTS)[]) =>
    JSON.stringify({
      skill_name: name,
      evals: ids.map((id) => ({
        id,
        prompt: PROMPTS[id],
        expected_output: 'A result.md file.',
        expectations: [
          { text: 'result.md exists', check: { kind: 'file_exists', path: 'result.md' } },
          { text: 'The agent wrote with the Write tool', check: { kind: 'tool_called', tool: 'Write' } },
        ],
      })),
    })
  return {
    'evals/config.yaml': `models: [${SONNET}, ${HAIKU}]\ntrials: 3\ntracking-issue:\n  enabled: false\n  eol-warning-days: 30\n`,
    'skills/brief/SKILL.md': briefSkillMd('brief', 'MARKER-V1'),
    'skills/brief/evals/evals.json': suite('brief', [1, 2]),
    'skills/other/SKILL.md': briefSkillMd('other', 'OTHER-MARKER'),
    'skills/other/evals/evals.json': suite('other', [3]),
  }
}

function cliIo(env: NodeJS.ProcessEnv, cwd: string): CliIo & { out: string[]; err: string[] } {
  const out: string[] = []
  const err: string[] = []
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t), env: { PATH: process.env.PATH, ...env }, cwd, isTTY: false }
}

async function cli(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = cliIo(env, cwd)
  const code = await runCli(argv, io)
  return { code, stdout: io.out.join(''), stderr: io.err.join('') }
}

/** Haiku fails skill 'other' (writes the wrong file); everything else passes. */
async function fakeModels(): Promise<FakeAnthropic> {
  const fake = await startFakeAnthropic({
    handler: agentHandler({ writeName: (req) => (req.body.model === HAIKU && promptOf(req) === PROMPTS[3] ? 'wrong.md' : 'result.md') }),
    batch: { pollsUntilEnded: 1, resultsOrder: 'shuffle' },
  })
  cleanups.push(() => fake.close())
  return fake
}

async function evalDirs(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const skill of await readdir(dir, { withFileTypes: true })) {
    if (!skill.isDirectory()) continue
    for (const e of await readdir(join(dir, skill.name, 'iteration-1')).catch(() => [] as string[])) if (e.startsWith('eval-')) out.push(`${skill.name}/${e}`)
  }
  return out.sort()
}

describe('weekly cross-model run (2 models × 2 shards)', () => {
  test('shard jobs per model (batch + api runners) → merge → cross-model table, benchmark entries, tracking issue', async () => {
    const repo = await makeRepo(weeklyRepo())
    cleanups.push(repo.dispose)
    const root = repo.root
    const work = await tempDir('weekly-')
    const fake = await fakeModels()
    const gh = await startFakeGitHub()
    cleanups.push(() => gh.close())
    const env = {
      ANTHROPIC_API_KEY: SENTINEL_KEY,
      ANTHROPIC_BASE_URL: fake.url,
      GITHUB_TOKEN: 'ghs_fake',
      GITHUB_REPOSITORY: 'octo/skills',
      GITHUB_API_URL: gh.url,
      GITHUB_RUN_ID: '42',
      SKILL_EVALS_BATCH_POLL_MS: '5',
    }

    // ── The matrix jobs: model × shard ──
    const jobs: string[] = []
    for (const model of [SONNET, HAIKU]) {
      for (const shard of ['1/2', '2/2']) {
        const jobOut = join(work, 'jobs', `${modelSlug(model)}-${shard.replace('/', 'of')}`)
        jobs.push(jobOut)
        const runner = model === SONNET ? 'batch' : 'api'
        const r = await cli(['matrix', '--root', root, '--out', jobOut, '--models', model, '--shard', shard, '--runner', runner, '--no-table', '--cache', 'off'], env, work)
        expect(r.stderr).toBe('')
        expect(r.code).toBe(0)
        expect(r.stdout).toContain(`${model} (${runner}):`)
      }
    }
    // Shards of a model hold disjoint evals that together are the whole suite.
    for (const model of [SONNET, HAIKU]) {
      const [a, b] = await Promise.all(jobs.filter((j) => j.includes(modelSlug(model))).map((j) => evalDirs(join(j, modelSlug(model)))))
      expect(a!.length).toBeGreaterThan(0)
      expect(b!.length).toBeGreaterThan(0)
      expect(a!.filter((x) => b!.includes(x))).toEqual([])
      expect([...a!, ...b!].sort()).toHaveLength(3)
    }
    // Sonnet went through Message Batches only, Haiku through /v1/messages only.
    expect(fake.messageRequests.every((r) => r.body.model === HAIKU)).toBe(true)
    const batchModels = new Set(fake.batchRequests.filter((r) => r.method === 'POST').flatMap((r) => r.body.requests.map((q: { params: { model: string } }) => q.params.model)))
    expect([...batchModels]).toEqual([SONNET])

    // ── Last week's entry for Haiku: 'other' passed every run then → a regression now ──
    const benchDir = join(root, 'evals', 'benchmarks')
    await mkdir(benchDir, { recursive: true })
    await writeFile(
      join(benchDir, `2026-11-23-${HAIKU}.json`),
      JSON.stringify({
        schema_version: 1,
        generated_at: '2026-11-23T04:17:00.000Z',
        skills: [{ name: 'other', model: HAIKU, configurations: { with_skill: { pass_rate: 1, passed: 9, graded: 9 } }, eval_results: [] }],
      }),
    )

    // ── The merge job ──
    const final = join(work, 'merged')
    const merge = ['matrix', '--merge-only', '--root', root, '--out', final, '--models', `${SONNET},${HAIKU}`, ...jobs.flatMap((j) => ['--from', j]), '--write-benchmarks', '--date', '2026-11-30', '--tracking-issue']
    const m = await cli(merge, env, work)
    expect(m.stderr).toBe('')
    expect(m.code).toBe(0)

    const table = JSON.parse(await readFile(join(final, 'cross-model.json'), 'utf8')) as CrossModelTable
    expect(table.kind).toBe('skill-evals/cross-model')
    expect(table.models).toEqual([SONNET, HAIKU])
    expect(table.skills.map((s) => s.name).sort()).toEqual(['brief', 'other'])
    const brief = table.skills.find((s) => s.name === 'brief')!
    const other = table.skills.find((s) => s.name === 'other')!
    // brief: 2 evals × 3 trials, all pass on both models.
    expect(brief.cells[SONNET]).toMatchObject({ graded: 6, passed: 6, pass_rate: 1 })
    expect(brief.cells[HAIKU]).toMatchObject({ graded: 6, passed: 6, pass_rate: 1 })
    expect(brief.range!.spread).toBe(0)
    // other: Haiku 0/3 vs Sonnet 3/3 — 100 pts apart, > 2 SE (two models: the pair is flagged both ways).
    expect(other.cells[SONNET]).toMatchObject({ graded: 3, passed: 3 })
    expect(other.cells[HAIKU]).toMatchObject({ graded: 3, passed: 0, pass_rate: 0 })
    expect(other.cells[HAIKU]!.ci!.high).toBeGreaterThan(0.4) // Wilson, not 0
    expect(other.range).toMatchObject({ spread: 1, min_model: HAIKU, max_model: SONNET })
    expect(table.anomalies.find((a) => a.model === HAIKU)).toMatchObject({ skill: 'other', direction: 'low' })
    expect(table.regressions).toEqual([expect.objectContaining({ skill: 'other', model: HAIKU, base_rate: 1, head_rate: 0 })])
    expect(table.totals.map((t) => [t.model, t.passed, t.graded])).toEqual([[SONNET, 9, 9], [HAIKU, 6, 9]])

    const md = await readFile(join(final, 'cross-model.md'), 'utf8')
    expect(md).toContain(`| Skill | ${SONNET.replace(/_/g, '\\_')} | ${HAIKU.replace(/_/g, '\\_')} | Range |`)
    expect(md).toContain('⚠ low ▼ regressed')
    expect(m.stdout).toContain('## Cross-model pass rates')

    // Per-model merged results: summary.json over both shards; Sonnet priced at the batch rate.
    for (const model of [SONNET, HAIKU]) {
      const dir = join(final, modelSlug(model))
      const summary = JSON.parse(await readFile(join(dir, 'summary.json'), 'utf8'))
      expect(summary.skills.map((s: { name: string }) => s.name).sort()).toEqual(['brief', 'other'])
      const records = await readRunsJsonl(dir)
      expect(records).toHaveLength(18) // 3 evals × 2 configurations × 3 trials, from two shards
      for (const r of records as RunRecord[]) {
        const full = costOf(model, r.usage)!
        expect(r.costUsd!).toBeCloseTo(model === SONNET ? full * 0.5 : full, 12)
      }
    }
    expect((await readFile(join(final, modelSlug(SONNET), 'batches.jsonl'), 'utf8')).length).toBeGreaterThan(0)

    // Per-model benchmark entries, readable as history (summary format, model recorded).
    for (const model of [SONNET, HAIKU]) {
      const file = join(benchDir, `2026-11-30-${modelSlug(model)}.json`)
      const entry = parseHistoryFile(file, JSON.parse(await readFile(file, 'utf8')))
      expect(entry?.kind).toBe('summary')
      expect(entry!.skills.map((s) => s.name).sort()).toEqual(['brief', 'other'])
      expect(JSON.parse(await readFile(file, 'utf8')).skills[0].model).toBe(model)
    }

    // The tracking issue: opened once, with the marker, the label and the regression.
    const issues = [...gh.issues.values()]
    expect(issues).toHaveLength(1)
    expect(issues[0]!.labels).toEqual([TRACKING_LABEL])
    expect(issues[0]!.body.startsWith(TRACKING_MARKER)).toBe(true)
    expect(issues[0]!.body).toContain('**other** on claude-haiku-5-5: 100% → 0%')
    expect(issues[0]!.body).toContain('/octo/skills/actions/runs/42')
    expect(m.stdout).toContain(`Tracking issue: created #${issues[0]!.number}`)

    // Next week: Haiku's newest entry (written above) already had 'other' at 0%: no regression, the issue is left alone.
    const quiet = await cli(merge.filter((a) => a !== '--write-benchmarks').map((a) => (a === '2026-11-30' ? '2026-12-07' : a)), env, work)
    expect(quiet.code).toBe(0)
    expect(quiet.stdout).toContain(`Tracking issue: none #${issues[0]!.number}`)
    expect(gh.issues.get(issues[0]!.number)!.state).toBe('open')
    // A newer entry where 'other' passed again → the regression is back: the SAME issue is updated.
    await writeFile(
      join(benchDir, `2026-12-06-${HAIKU}.json`),
      JSON.stringify({ schema_version: 1, generated_at: '2026-12-06T04:17:00.000Z', skills: [{ name: 'other', configurations: { with_skill: { pass_rate: 1, passed: 9, graded: 9 } }, eval_results: [] }] }),
    )
    const again = await cli([...merge.filter((a) => a !== '--write-benchmarks').map((a) => (a === '2026-11-30' ? '2026-12-07' : a))], env, work)
    expect(again.code).toBe(0)
    expect(gh.issues.size).toBe(1)
    expect(again.stdout).toContain(`Tracking issue: updated #${issues[0]!.number}`)
    expect(gh.issues.get(issues[0]!.number)!.body).toContain('2026-12-07')
    // No API key leaks into anything written.
    for (const f of ['cross-model.json', 'cross-model.md']) expect(await readFile(join(final, f), 'utf8')).not.toContain(SENTINEL_KEY)
  }, 90_000)

  test('`run --models a,b --runner batch --simulate` runs the matrix offline (simulated batches)', async () => {
    const repo = await makeRepo(weeklyRepo())
    cleanups.push(repo.dispose)
    const out = join(await tempDir('weekly-sim-'), 'm')
    const r = await cli(['run', '--root', repo.root, '--out', out, '--models', `${SONNET},${HAIKU}`, '--runner', 'batch', '--simulate', '--cache', 'off', '--trials', '1'], {}, repo.root)
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const table = JSON.parse(await readFile(join(out, 'cross-model.json'), 'utf8')) as CrossModelTable
    expect(table.models).toEqual([SONNET, HAIKU])
    expect(table.skills).toHaveLength(2)
    const journal = (await readFile(join(out, modelSlug(SONNET), 'batches.jsonl'), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l))
    expect(journal.some((l) => l.type === 'submitted' && l.batch_id.startsWith('msgbatch_sim_'))).toBe(true)
  })
})
