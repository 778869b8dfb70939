// plan.json as the plan job writes it (src/plan/plan.ts): mode, skills, runs, shards, skips, the
// summary line. makePlan is called directly with a hand-built repo and event, as the action and
// `skill-evals plan` call it after loading the repo.
import { describe, test, expect, afterAll } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { defaultConfig } from '../../src/discover/config.js'
import {
  artifactPrefix,
  makePlan,
  planLine,
  planSummary,
  readPlan,
  writePlan,
  PLAN_FILE,
  type FindChanges,
  type PlanContext,
  type PlanFile,
  type PlanInputs,
} from '../../src/plan/plan.js'
import type { ChangedFile } from '../../src/plan/changes.js'
import type { ModeDecision } from '../../src/plan/mode.js'
import type { Config, EvalCase, Repo, Skill } from '../../src/types.js'

const BASE = 'a'.repeat(40)
const HEAD = 'b'.repeat(40)
const GLOBALS = '(`references/**`, `evals/config.yaml`, `evals/evals.json`, `schemas/**`)'

const dirs: string[] = []
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true })
})

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'skill-evals-plan-'))
  dirs.push(d)
  return d
}

function skill(name: string, relDir = `skills/${name}`): Skill {
  return {
    name,
    dir: `/repo/${relDir}`,
    relDir,
    file: `/repo/${relDir}/SKILL.md`,
    frontmatter: { name, description: `Does ${name}.`, metadata: {}, allowedTools: [], raw: {} },
    body: '',
    bodyLine: 1,
  }
}

function evalCase(skillName: string, id: number | string, prompt = `do ${skillName} ${id}`): EvalCase {
  return { skill: skillName, id, prompt, files: [], resolvedFiles: [], assertions: [{ text: 'ok' }], source: { file: 'evals/evals.json', line: 1, column: 1 } }
}

function repoOf(root: string, skills: string[], evals: EvalCase[], config: Partial<Config> = {}): Repo {
  return { root, config: { ...defaultConfig(), ...config }, skills: skills.map((s) => skill(s)), evals, findings: [] }
}

function inputs(o: Partial<PlanInputs> = {}): PlanInputs {
  return { mode: 'auto', trials: 0, models: [], shards: 1, maxCostUsd: undefined, pipeline: false, fullEvalLabel: '', key: '', hasApiKey: true, ...o }
}

/** A FindChanges that returns fixed files and records the decisions it was asked about. */
function finder(files: ChangedFile[] | null, note?: string): { find: FindChanges; calls: ModeDecision[] } {
  const calls: ModeDecision[] = []
  return {
    calls,
    find: async (decision) => {
      calls.push(decision)
      return { files, ...(note ? { note } : {}) }
    },
  }
}

const pushTo = (branch: string): Record<string, unknown> => ({
  ref: `refs/heads/${branch}`,
  before: BASE,
  after: HEAD,
  repository: { full_name: 'octo/skills', default_branch: 'main' },
})

function prPayload(o: { labels?: string[]; fork?: boolean; baseSha?: string } = {}): Record<string, unknown> {
  return {
    action: 'opened',
    number: 7,
    repository: { full_name: 'octo/skills', default_branch: 'main' },
    pull_request: {
      number: 7,
      labels: (o.labels ?? []).map((name) => ({ name })),
      base: { ref: 'main', sha: o.baseSha ?? BASE, repo: { full_name: 'octo/skills' } },
      head: { ref: 'feature', sha: HEAD, repo: { full_name: o.fork ? 'someone/skills' : 'octo/skills' } },
    },
  }
}

const ctxOf = (root: string, eventName: string, payload: Record<string, unknown>, extra: Partial<PlanContext> = {}): PlanContext => ({
  eventName,
  payload,
  workspace: root,
  ...extra,
})
const mod = (path: string): ChangedFile => ({ path, status: 'modified' })

const EVALS = [evalCase('a', 1), evalCase('a', 2), evalCase('b', 1)]

function git(root: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' },
  })
}

async function put(root: string, rel: string, text: string): Promise<void> {
  await mkdir(dirname(join(root, rel)), { recursive: true })
  await writeFile(join(root, rel), text)
}

const suiteText = (entries: { skill: string; id: number; prompt: string }[]): string =>
  JSON.stringify({ skill_name: 'repo', evals: entries.map((e) => ({ ...e, assertions: [{ text: 'ok' }] })) }, null, 2)

describe('makePlan: full mode', () => {
  test('a push to the default branch plans every skill with evals: runs, one shard, the defaults of the config', async () => {
    const root = await tempDir()
    const { find, calls } = finder([mod('skills/a/SKILL.md')])
    const before = Date.now()
    const plan = await makePlan(repoOf(root, ['b', 'a', 'c'], EVALS), ctxOf(root, 'push', pushTo('main')), inputs(), find)
    expect(plan).toEqual({
      version: 1,
      createdAt: expect.any(String),
      run: true,
      mode: 'full',
      modeReason: 'Full mode: push to the default branch `main` (every skill, to record the baseline).',
      selectionReasons: ['Full mode: every skill.', 'Without evals (not run; see the coverage findings): c.'],
      eventName: 'push',
      baseRef: BASE,
      baseBranch: 'main',
      headSha: HEAD,
      isFork: false,
      skills: ['a', 'b'],
      removed: [],
      model: 'claude-sonnet-5-5',
      extraModels: [],
      trials: 3,
      maxCostUsd: null,
      pipeline: false,
      // 3 evals × (with and without the skill) × 3 trials
      runs: 18,
      shards: 1,
      matrix: { include: [{ shard: '1/1', index: 1 }] },
      key: '',
      artifactPrefix: 'skill-evals',
      cacheDir: '.skill-evals/cache',
      fullEvalLabel: 'full-eval',
    })
    // Keys a reader of plan.json tests with `in` are absent, not undefined.
    for (const k of ['skip', 'prNumber', 'changedFilesNote']) expect(Object.keys(plan)).not.toContain(k)
    expect(Date.parse(plan.createdAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(plan.createdAt).toBe(new Date(Date.parse(plan.createdAt)).toISOString())
    // Full mode never asks for the changed files.
    expect(calls).toHaveLength(0)
  })

  test('the shard matrix is capped by the number of evals and numbered from 1', async () => {
    const root = await tempDir()
    const plan = await makePlan(repoOf(root, ['a', 'b'], EVALS), ctxOf(root, 'schedule', {}), inputs({ shards: 8 }), finder(null).find)
    expect(plan.shards).toBe(3)
    expect(plan.matrix).toEqual({ include: [{ shard: '1/3', index: 1 }, { shard: '2/3', index: 2 }, { shard: '3/3', index: 3 }] })
    const two = await makePlan(repoOf(root, ['a', 'b'], EVALS), ctxOf(root, 'schedule', {}), inputs({ shards: 2 }), finder(null).find)
    expect(two.matrix.include.map((m) => m.index)).toEqual([1, 2])
  })

  test('evals with `network: true` among the planned skills are named in a note (issue 33, row E)', async () => {
    const root = await tempDir()
    const evals = [{ ...evalCase('a', 1), network: true }, evalCase('a', 2), { ...evalCase('b', 'x'), network: true }]
    const plan = await makePlan(repoOf(root, ['a', 'b'], evals), ctxOf(root, 'schedule', {}), inputs(), finder(null).find)
    expect(plan.notes).toEqual(["2 evals use the host's network (`network: true`: its Bash, Claude Code and script checks can reach loopback services and the internet): a #1, b #x."])
    const none = await makePlan(repoOf(root, ['a', 'b'], [evalCase('a', 1), evalCase('b', 2)]), ctxOf(root, 'schedule', {}), inputs(), finder(null).find)
    expect(none.notes).toBeUndefined()
  })

  test('model, extra models, trials and the cost cap: inputs first, then the config', async () => {
    const root = await tempDir()
    const repo = repoOf(root, ['a', 'b'], EVALS, { models: ['claude-config-1', 'claude-config-2'], maxCostUsd: 10, trials: 5 })
    const ctx = ctxOf(root, 'schedule', {})
    const fromInputs = await makePlan(repo, ctx, inputs({ models: ['claude-in-1', 'claude-in-2', 'claude-in-1'], trials: 1, maxCostUsd: 2.5 }), finder(null).find)
    expect(fromInputs).toMatchObject({ model: 'claude-in-1', extraModels: ['claude-in-2'], trials: 1, runs: 6, maxCostUsd: 2.5 })
    const fromConfig = await makePlan(repo, ctx, inputs(), finder(null).find)
    expect(fromConfig).toMatchObject({ model: 'claude-config-1', extraModels: ['claude-config-2'], trials: 5, runs: 30, maxCostUsd: 10 })
    // A cap of 0 is a cap (spend nothing), not "unset".
    expect((await makePlan(repo, ctx, inputs({ maxCostUsd: 0 }), finder(null).find)).maxCostUsd).toBe(0)
    const cappedInputOnly = await makePlan(repoOf(root, ['a'], EVALS), ctx, inputs({ maxCostUsd: 3 }), finder(null).find)
    expect(cappedInputOnly.maxCostUsd).toBe(3)
    const noModels = await makePlan(repoOf(root, ['a'], EVALS, { models: [] }), ctx, inputs(), finder(null).find)
    expect(noModels).toMatchObject({ model: 'claude-sonnet-5-5', extraModels: [] })
  })

  test('pipeline scenarios: on a push to a release branch, or when asked and something runs', async () => {
    const root = await tempDir()
    const repo = repoOf(root, ['a', 'b'], EVALS)
    const release = await makePlan(repo, ctxOf(root, 'push', pushTo('release/2.0')), inputs(), finder(null).find)
    expect(release).toMatchObject({ mode: 'full', baseBranch: 'release/2.0', pipeline: true })
    expect((await makePlan(repo, ctxOf(root, 'push', pushTo('main')), inputs(), finder(null).find)).pipeline).toBe(false)
    expect((await makePlan(repo, ctxOf(root, 'push', pushTo('main')), inputs({ pipeline: true }), finder(null).find)).pipeline).toBe(true)
    // Nothing to evaluate: no pipeline either, even when asked or on a release branch.
    const empty = repoOf(root, ['a'], [])
    expect((await makePlan(empty, ctxOf(root, 'push', pushTo('release/2.0')), inputs({ pipeline: true }), finder(null).find)).pipeline).toBe(false)
  })

  test('no skill with evals: run false, nothing to evaluate', async () => {
    const root = await tempDir()
    const plan = await makePlan(repoOf(root, ['a'], []), ctxOf(root, 'schedule', {}), inputs({ pipeline: true }), finder(null).find)
    expect(plan).toMatchObject({
      run: false,
      skip: { kind: 'nothing', reason: 'No skill with evals was found, so nothing was evaluated.' },
      skills: [],
      runs: 0,
      shards: 1,
      pipeline: false,
    })
  })

  test('no API key: run false with the neutral skip; a fork PR is told why', async () => {
    const root = await tempDir()
    const repo = repoOf(root, ['a', 'b'], EVALS)
    const noKey = await makePlan(repo, ctxOf(root, 'push', pushTo('main')), inputs({ hasApiKey: false }), finder(null).find)
    expect(noKey.run).toBe(false)
    expect(noKey.skip?.kind).toBe('no-key')
    expect(noKey.skip?.reason).toMatch(/^Skipped \(neutral\): no Anthropic API key\./)
    // The skills and runs are still planned (the report says what would have run).
    expect(noKey).toMatchObject({ skills: ['a', 'b'], runs: 18 })
    const fork = await makePlan(repo, ctxOf(root, 'pull_request', prPayload({ fork: true, labels: ['full-eval'] })), inputs({ hasApiKey: false }), finder(null).find)
    expect(fork).toMatchObject({ run: false, isFork: true, prNumber: 7, skip: { kind: 'no-key' } })
    expect(fork.skip?.reason).toMatch(/pull request #7 comes from a fork/)
    // Nothing to evaluate wins over the missing key.
    const nothing = await makePlan(repoOf(root, ['a'], []), ctxOf(root, 'schedule', {}), inputs({ hasApiKey: false }), finder(null).find)
    expect(nothing.skip?.kind).toBe('nothing')
  })

  test('the full-eval label input replaces the config label', async () => {
    const root = await tempDir()
    const repo = repoOf(root, ['a', 'b'], EVALS)
    const { find, calls } = finder([])
    const plan = await makePlan(repo, ctxOf(root, 'pull_request', prPayload({ labels: ['run-everything'] })), inputs({ fullEvalLabel: 'run-everything' }), find)
    expect(plan).toMatchObject({ mode: 'full', fullEvalLabel: 'run-everything', skills: ['a', 'b'], prNumber: 7 })
    expect(plan.modeReason).toBe('Full mode: pull request #7 into `main` has the `run-everything` label.')
    expect(calls).toHaveLength(0)
    const dflt = await makePlan(repo, ctxOf(root, 'pull_request', prPayload({ labels: ['run-everything'] })), inputs(), finder([]).find)
    expect(dflt).toMatchObject({ mode: 'quick', fullEvalLabel: 'full-eval' })
  })

  test('the response cache folder is shown relative to the workspace, empty when the cache is off', async () => {
    const root = await tempDir()
    const parent = dirname(root)
    const inWs = await makePlan(repoOf(root, ['a'], EVALS, { cacheDir: 'cache/responses' }), ctxOf(root, 'schedule', {}, { workspace: parent }), inputs(), finder(null).find)
    expect(inWs.cacheDir).toBe(`${basename(root)}/cache/responses`)
    const off = await makePlan(repoOf(root, ['a'], EVALS, { cache: 'off' }), ctxOf(root, 'schedule', {}), inputs(), finder(null).find)
    expect(off.cacheDir).toBe('')
    const readOnly = await makePlan(repoOf(root, ['a'], EVALS, { cache: 'read-only' }), ctxOf(root, 'schedule', {}), inputs(), finder(null).find)
    expect(readOnly.cacheDir).toBe('.skill-evals/cache')
  })

  test('key: kept in the plan, and the artifact prefix made from it', async () => {
    const root = await tempDir()
    const plan = await makePlan(repoOf(root, ['a'], EVALS), ctxOf(root, 'schedule', {}), inputs({ key: 'opus' }), finder(null).find)
    expect(plan).toMatchObject({ key: 'opus', artifactPrefix: 'skill-evals-opus' })
  })
})

describe('makePlan: quick mode', () => {
  // a and b are Tier 1 (run only when changed); t3 is Tier 3 (always runs in quick mode).
  const tiers = { a: 1, b: 1 } as Config['tiers']
  const QEVALS = [...EVALS, evalCase('t3', 1)]

  test('a pull request runs the changed skills plus every Tier 3 skill, and says why', async () => {
    const root = await tempDir()
    const { find, calls } = finder([mod('skills/a/SKILL.md'), mod('docs/guide.md')], 'Changed files from the GitHub API.')
    const plan = await makePlan(repoOf(root, ['a', 'b', 't3'], QEVALS, { tiers }), ctxOf(root, 'pull_request', prPayload()), inputs({ trials: 2 }), find)
    expect(plan).toMatchObject({
      run: true,
      mode: 'quick',
      eventName: 'pull_request',
      baseRef: BASE,
      baseBranch: 'main',
      headSha: HEAD,
      prNumber: 7,
      isFork: false,
      skills: ['a', 't3'],
      removed: [],
      changedFilesNote: 'Changed files from the GitHub API.',
      // a: 2 evals, t3: 1 eval; × 2 configurations × 2 trials
      runs: 12,
    })
    expect(plan.modeReason).toMatch(/^Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill/)
    expect(plan.selectionReasons).toEqual(['a: `skills/a/SKILL.md` changed.', 'Tier 3 (always run in quick mode): t3.', 'Changed files from the GitHub API.'])
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ mode: 'quick', baseRef: BASE, prNumber: 7 })
  })

  test('changed files unknown: every skill, with the note', async () => {
    const root = await tempDir()
    const plan = await makePlan(repoOf(root, ['a', 'b', 't3'], QEVALS, { tiers }), ctxOf(root, 'pull_request', prPayload()), inputs(), finder(null, 'The GitHub API listed no files.').find)
    expect(plan.skills).toEqual(['a', 'b', 't3'])
    expect(plan.selectionReasons).toEqual(['The changed files could not be determined: every skill.', 'The GitHub API listed no files.'])
    expect(plan.changedFilesNote).toBe('The GitHub API listed no files.')
  })

  test('nothing relevant changed: run false, and the count of files looked at', async () => {
    const root = await tempDir()
    const repo = repoOf(root, ['a', 'b', 't3'], QEVALS, { tiers })
    const two = await makePlan(repo, ctxOf(root, 'pull_request', prPayload()), inputs({ pipeline: true }), finder([mod('docs/guide.md'), mod('.github/workflows/ci.yml')]).find)
    // No runs planned and one shard: nothing selected is not "every skill".
    expect(two).toMatchObject({ run: false, skills: [], runs: 0, shards: 1, pipeline: false, removed: [] })
    expect(two.skip).toEqual({
      kind: 'nothing',
      reason: `2 changed files, none in a skill folder, an eval suite or a shared path ${GLOBALS}, so no eval ran and no API cost was spent.`,
    })
    const one = await makePlan(repo, ctxOf(root, 'pull_request', prPayload()), inputs(), finder([mod('docs/guide.md')]).find)
    expect(one.skip?.reason).toBe(`1 changed file, none in a skill folder, an eval suite or a shared path ${GLOBALS}, so no eval ran and no API cost was spent.`)
    const none = await makePlan(repo, ctxOf(root, 'pull_request', prPayload()), inputs(), finder([]).find)
    expect(none.skip?.reason).toMatch(/^0 changed files, none in/)
  })

  test('a changed skill without evals: nothing runs, and the skip names it', async () => {
    const root = await tempDir()
    const repo = repoOf(root, ['a', 'c', 'd'], EVALS, { tiers: { a: 1, c: 1, d: 1 } })
    const plan = await makePlan(repo, ctxOf(root, 'pull_request', prPayload()), inputs(), finder([mod('skills/c/SKILL.md'), mod('skills/d/x.md')]).find)
    expect(plan).toMatchObject({ run: false, skills: [] })
    expect(plan.skip).toEqual({ kind: 'nothing', reason: 'The changed skills (c, d) have no evals, so nothing was evaluated and no API cost was spent.' })
    expect(plan.selectionReasons).toContain('Without evals (not run; see the coverage findings): c, d.')
  })

  test('a deleted skill is listed as removed and never run; the Tier 3 skills still run', async () => {
    const root = await tempDir()
    const repo = repoOf(root, ['a', 'b', 't3'], QEVALS, { tiers })
    const plan = await makePlan(repo, ctxOf(root, 'pull_request', prPayload()), inputs(), finder([{ path: 'skills/gone/SKILL.md', status: 'removed' }, { path: 'skills/old/SKILL.md', status: 'removed' }]).find)
    expect(plan).toMatchObject({ run: true, removed: ['gone', 'old'], skills: ['t3'] })
    expect(plan.selectionReasons).toContain('Removed by this change (not run): gone, old.')
  })

  test('a manual run with mode quick diffs against the default branch, from GITHUB_REF and GITHUB_SHA', async () => {
    const root = await tempDir()
    const { find, calls } = finder([mod('skills/b/evals/evals.json')])
    const ctx = ctxOf(root, 'workflow_dispatch', { repository: { default_branch: 'main' } }, { ref: 'refs/heads/feature', sha: HEAD })
    const plan = await makePlan(repoOf(root, ['a', 'b', 't3'], QEVALS, { tiers }), ctx, inputs({ mode: 'quick' }), find)
    expect(plan).toMatchObject({ mode: 'quick', baseRef: 'main', baseBranch: 'main', headSha: HEAD, skills: ['b', 't3'] })
    expect(calls).toHaveLength(1)
    // Without GITHUB_REF there is nothing to diff against: full mode.
    const noRef = await makePlan(repoOf(root, ['a', 'b', 't3'], QEVALS, { tiers }), ctxOf(root, 'workflow_dispatch', { repository: { default_branch: 'main' } }), inputs({ mode: 'quick' }), find)
    expect(noRef).toMatchObject({ mode: 'full', headSha: '' })
  })

  test('inside a git repository, changed paths are read from its top level (skills repo at the top)', async () => {
    const root = await tempDir()
    git(root, 'init', '-q', '-b', 'main')
    const plan = await makePlan(repoOf(root, ['a', 'b', 't3'], QEVALS, { tiers }), ctxOf(root, 'pull_request', prPayload()), inputs(), finder([mod('skills/b/SKILL.md')]).find)
    expect(plan.skills).toEqual(['b', 't3'])
  })

  test('a skills repo in a subfolder of the git repository: changed paths carry the folder', async () => {
    const top = await tempDir()
    git(top, 'init', '-q', '-b', 'main')
    const root = join(top, 'examples')
    await mkdir(root, { recursive: true })
    const plan = await makePlan(repoOf(root, ['a', 'b', 't3'], QEVALS, { tiers }), ctxOf(root, 'pull_request', prPayload()), inputs(), finder([mod('examples/skills/b/SKILL.md'), mod('skills/a/SKILL.md')]).find)
    expect(plan.skills).toEqual(['b', 't3'])
  })

  describe('the repo-level suite evals/evals.json', () => {
    /** A git repo (skills repo at `sub`) whose base commit has a and b entries; returns the base SHA. */
    async function suiteRepo(sub: string): Promise<{ top: string; root: string; sha: string }> {
      const top = await tempDir()
      const root = sub ? join(top, sub) : top
      git(top, 'init', '-q', '-b', 'main')
      await put(root, 'evals/evals.json', suiteText([{ skill: 'a', id: 1, prompt: 'one' }, { skill: 'b', id: 1, prompt: 'two' }]))
      git(top, 'add', '-A')
      git(top, 'commit', '-q', '-m', 'base')
      return { top, root, sha: git(top, 'rev-parse', 'HEAD').trim() }
    }
    const SUITE_EVALS = [evalCase('a', 1), evalCase('b', 1), evalCase('c', 1)]
    const allTier1 = { a: 1, b: 1, c: 1 } as Config['tiers']

    test('only the skills whose entries changed run, not every skill', async () => {
      const { root, sha } = await suiteRepo('')
      await put(root, 'evals/evals.json', suiteText([{ skill: 'a', id: 1, prompt: 'one, reworded' }, { skill: 'b', id: 1, prompt: 'two' }]))
      const plan = await makePlan(
        repoOf(root, ['a', 'b', 'c'], SUITE_EVALS, { tiers: allTier1 }),
        ctxOf(root, 'pull_request', prPayload({ baseSha: sha })),
        inputs(),
        finder([mod('evals/evals.json'), mod('README.md')]).find,
      )
      expect(plan.skills).toEqual(['a'])
      expect(plan.selectionReasons).toEqual(['a: its entries in `evals/evals.json` changed.'])
    })

    test('in a skills repo below the git top level', async () => {
      const { root, sha } = await suiteRepo('examples')
      await put(root, 'evals/evals.json', suiteText([{ skill: 'a', id: 1, prompt: 'one' }, { skill: 'b', id: 1, prompt: 'two, reworded' }]))
      const plan = await makePlan(
        repoOf(root, ['a', 'b', 'c'], SUITE_EVALS, { tiers: allTier1 }),
        ctxOf(root, 'pull_request', prPayload({ baseSha: sha })),
        inputs(),
        finder([mod('examples/evals/evals.json')]).find,
      )
      expect(plan.skills).toEqual(['b'])
    })

    test('renamed away: the skills whose entries it held run (their entries were removed)', async () => {
      const { top, root, sha } = await suiteRepo('')
      git(top, 'mv', 'evals/evals.json', 'evals/old.json')
      const plan = await makePlan(
        repoOf(root, ['a', 'b', 'c'], SUITE_EVALS, { tiers: allTier1 }),
        ctxOf(root, 'pull_request', prPayload({ baseSha: sha })),
        inputs(),
        finder([{ path: 'evals/old.json', previousPath: 'evals/evals.json', status: 'renamed' }]).find,
      )
      expect(plan.skills).toEqual(['a', 'b'])
      expect(plan.selectionReasons).toEqual(['a: its entries in `evals/evals.json` were removed.', 'b: its entries in `evals/evals.json` were removed.'])
    })
  })
})

describe('artifactPrefix', () => {
  test('no key → skill-evals; a clean key is kept as it is', () => {
    expect(artifactPrefix('')).toBe('skill-evals')
    expect(artifactPrefix('opus')).toBe('skill-evals-opus')
    expect(artifactPrefix('claude-opus_4.1')).toBe('skill-evals-claude-opus_4.1')
  })

  test('other characters become one dash, edges are trimmed, and a short hash keeps distinct keys distinct', () => {
    const spaced = artifactPrefix('model  a/b')
    expect(spaced).toMatch(/^skill-evals-model-a-b-[0-9a-f]{8}$/)
    expect(artifactPrefix('..--opus--..')).toMatch(/^skill-evals-opus-[0-9a-f]{8}$/)
    expect(artifactPrefix('-opus')).toMatch(/^skill-evals-opus-[0-9a-f]{8}$/)
    expect(artifactPrefix('opus.')).toMatch(/^skill-evals-opus-[0-9a-f]{8}$/)
    expect(artifactPrefix('!!!')).toMatch(/^skill-evals-key-[0-9a-f]{8}$/)
    expect(artifactPrefix('!!!')).not.toBe(artifactPrefix('???'))
    expect(artifactPrefix('model a/b')).not.toBe(spaced)
    expect(artifactPrefix('model a/b')).toBe(artifactPrefix('model a/b'))
    // At most 60 characters of the key; a longer one gets the hash.
    const long = 'k'.repeat(70)
    expect(artifactPrefix(long)).toMatch(new RegExp(`^skill-evals-${'k'.repeat(60)}-[0-9a-f]{8}$`))
  })
})

describe('writePlan / readPlan', () => {
  const plan = (o: Partial<PlanFile> = {}): PlanFile => ({
    version: 1,
    createdAt: '2026-12-01T00:00:00.000Z',
    run: true,
    mode: 'full',
    modeReason: 'Full mode: scheduled run.',
    selectionReasons: ['Full mode: every skill.'],
    eventName: 'schedule',
    headSha: HEAD,
    isFork: false,
    skills: ['a'],
    removed: [],
    model: 'claude-sonnet-5-5',
    extraModels: [],
    trials: 3,
    maxCostUsd: null,
    pipeline: false,
    runs: 6,
    shards: 1,
    matrix: { include: [{ shard: '1/1', index: 1 }] },
    key: '',
    artifactPrefix: 'skill-evals',
    cacheDir: '',
    fullEvalLabel: 'full-eval',
    ...o,
  })

  test('written into a new nested folder as pretty JSON with a final newline, and read back', async () => {
    const dir = join(await tempDir(), 'out', 'plan')
    const file = await writePlan(dir, plan())
    expect(file).toBe(join(dir, PLAN_FILE))
    const text = await readFile(file, 'utf8')
    expect(text).toBe(JSON.stringify(plan(), null, 2) + '\n')
    expect(await readPlan(file)).toEqual(plan())
  })

  test('a missing or broken file says which file and why', async () => {
    const dir = await tempDir()
    await expect(readPlan(join(dir, 'nope.json'))).rejects.toThrow(/^Cannot read the plan '.*nope\.json': (Error: )?ENOENT/)
    await writeFile(join(dir, 'bad.json'), '{ not json')
    await expect(readPlan(join(dir, 'bad.json'))).rejects.toThrow(/^Cannot read the plan '.*bad\.json': .*JSON/)
  })

  test('anything but a version-1 plan is refused, field by field', async () => {
    const dir = await tempDir()
    const good = plan() as unknown as Record<string, unknown>
    const bad: [string, unknown][] = [
      ['null', null],
      ['version', { ...good, version: 2 }],
      ['run', { ...good, run: 'true' }],
      ['skills', { ...good, skills: 'a' }],
      ['mode', { ...good, mode: 1 }],
    ]
    for (const [name, data] of bad) {
      const file = join(dir, `${name}.json`)
      await writeFile(file, JSON.stringify(data))
      await expect(readPlan(file)).rejects.toThrow(`'${file}' is not a skill-evals plan (version 1).`)
    }
  })
})

describe('planLine and planSummary', () => {
  const base: PlanFile = {
    version: 1,
    createdAt: '2026-12-01T00:00:00.000Z',
    run: true,
    mode: 'quick',
    modeReason: 'Quick mode: pull request #7 into `main`.',
    selectionReasons: ['a: `skills/a/SKILL.md` changed.', 'Tier 3 (always run in quick mode): t3.'],
    eventName: 'pull_request',
    headSha: HEAD,
    isFork: false,
    skills: ['a', 't3'],
    removed: [],
    model: 'claude-sonnet-5-5',
    extraModels: [],
    trials: 3,
    maxCostUsd: null,
    pipeline: false,
    runs: 18,
    shards: 2,
    matrix: { include: [{ shard: '1/2', index: 1 }, { shard: '2/2', index: 2 }] },
    key: '',
    artifactPrefix: 'skill-evals',
    cacheDir: '',
    fullEvalLabel: 'full-eval',
  }

  test('plural forms, the base versions and the pipeline scenarios', () => {
    expect(planLine(base)).toBe(
      '2 skills (`a`, `t3`) · 18 runs planned (3 trials, with and without the skill) · model `claude-sonnet-5-5` · 2 shards',
    )
    expect(planLine({ ...base, skills: ['a'], trials: 1, shards: 1, runs: 2, baseRef: BASE, pipeline: true })).toBe(
      '1 skill (`a`) · 2 runs planned (1 trial, with and without the skill, plus the base version of changed skills) · model `claude-sonnet-5-5` · 1 shard · pipeline scenarios',
    )
    expect(planLine({ ...base, skills: [], runs: 0 })).toBe(
      '0 skills · 0 runs planned (3 trials, with and without the skill) · model `claude-sonnet-5-5` · 2 shards',
    )
  })

  test('at most 20 skill names, then how many more', () => {
    const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `s${String(i + 1).padStart(2, '0')}`)
    const twenty = planLine({ ...base, skills: names(20) })
    expect(twenty).toMatch(/^20 skills \(`s01`, .*`s20`\) · /)
    expect(twenty).not.toContain('more')
    const many = planLine({ ...base, skills: names(23) })
    expect(many).toMatch(/^23 skills \(`s01`, .*`s20`, …and 3 more\) · /)
    expect(many).not.toContain('`s21`')
  })

  test('the summary: mode, what will run, the reasons, and the models not run', () => {
    expect(planSummary(base)).toBe(
      [
        '## skill-evals: plan',
        '',
        '**Mode:** quick · Quick mode: pull request #7 into `main`.',
        '',
        `**Will run:** ${planLine(base)}`,
        '',
        '- a: `skills/a/SKILL.md` changed.',
        '- Tier 3 (always run in quick mode): t3.',
        '',
      ].join('\n'),
    )
    const skipped = planSummary({ ...base, run: false, skip: { kind: 'no-key', reason: 'Skipped (neutral): no key.' }, extraModels: ['claude-opus-x', 'claude-haiku-y'] })
    expect(skipped).toBe(
      [
        '## skill-evals: plan',
        '',
        '**Mode:** quick · Quick mode: pull request #7 into `main`.',
        '',
        '**Not evaluated:** Skipped (neutral): no key.',
        '',
        '- a: `skills/a/SKILL.md` changed.',
        '- Tier 3 (always run in quick mode): t3.',
        '',
        'Only the first model runs in one call; also asked for: `claude-opus-x`, `claude-haiku-y` (use a matrix over models with `key`).',
        '',
      ].join('\n'),
    )
  })
})

describe('adaptive trials in the plan (issue 35)', () => {
  test('trials: adaptive (input, or the config when the input is 0) plans the range of runs; a number stays fixed', async () => {
    const root = await tempDir()
    const { find } = finder([mod('skills/a/SKILL.md')])
    const ctx = ctxOf(root, 'push', pushTo('main'))
    const fixed = await makePlan(repoOf(root, ['a', 'b'], EVALS), ctx, inputs({ trials: 3 }), find)
    expect(fixed.adaptive).toBeUndefined()
    expect(planLine(fixed)).toContain('6 runs planned'.replace('6', String(fixed.runs)))
    const a = await makePlan(repoOf(root, ['a', 'b'], EVALS), ctx, inputs({ adaptive: true }), find)
    // 3 evals × 2 configurations: 6 to start, 30 at most (5 trials), about 0.55·6 + 0.45·30.
    expect(a.adaptive).toEqual({ start: 1, maxTrials: 5, runs: { min: 6, expected: Math.round(0.55 * 6 + 0.45 * 30), max: 30 }, price: null })
    expect(planLine(a)).toContain('6–30 runs planned (adaptive trials: 1 per configuration, up to 5 where the first runs disagree; about 17 expected;')
    // The cost range (must 5): no benchmark summary prices a run yet.
    expect(planLine(a)).toContain(' · cost not known before the first runs are priced (no earlier priced runs or benchmark summary to go by) · ')
    // With one (evals/benchmarks/, committed by CI): the range at its cost per run.
    await mkdir(join(root, 'evals', 'benchmarks'), { recursive: true })
    await writeFile(join(root, 'evals', 'benchmarks', '2026-01-01.json'), JSON.stringify({ generated_at: '2026-01-01T00:00:00Z', totals: { runs: 60, cost_usd: 3 } }))
    const priced = await makePlan(repoOf(root, ['a', 'b'], EVALS), ctx, inputs({ adaptive: true }), find)
    expect(priced.adaptive?.price).toEqual({ usd: 0.05, basis: 'the last benchmark, evals/benchmarks/2026-01-01.json ($3.00 for 60 runs)' })
    expect(planLine(priced)).toContain(' · cost about $0.850 expected, $0.300–$1.50 (at $0.050 a run: the last benchmark, evals/benchmarks/2026-01-01.json ($3.00 for 60 runs)) · ')
    const fromConfig = await makePlan(repoOf(root, ['a', 'b'], EVALS, { adaptiveTrials: true, maxTrials: 4 }), ctx, inputs(), find)
    expect(fromConfig.adaptive?.runs).toEqual({ min: 6, expected: Math.round(0.55 * 6 + 0.45 * 24), max: 24 })
    const overridden = await makePlan(repoOf(root, ['a', 'b'], EVALS, { adaptiveTrials: true }), ctx, inputs({ trials: 2 }), find)
    expect(overridden.adaptive).toBeUndefined()
  })
})
