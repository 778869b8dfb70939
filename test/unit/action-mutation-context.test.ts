/**
 * What the action reads of its run and event (src/action/context.ts), where a quick plan's changed
 * files come from (src/action/changed-files.ts) and the regression gate's glue
 * (src/action/regression.ts): the `regression` output, the PR's labels, the step's reaction with
 * both fail settings, regression.json, and the gate run on a real git history.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { policyRefOf, readContext, repoOptions, displayPath } from '../../src/action/context.js'
import { changedFilesFinder } from '../../src/action/changed-files.js'
import {
  REGRESSION_FILE,
  actOnRegression,
  isPullRequest,
  prLabels,
  readRegression,
  regressionOutput,
  runPrRegressionGate,
  writeRegression,
  type ActionRegression,
} from '../../src/action/regression.js'
import { clearSecrets, registerSecret } from '../../src/redact/index.js'
import { FakePublisher } from '../helpers/fake-publisher.js'
import { git } from '../helpers/run-engine-fixtures.js'
import { skillMd } from '../helpers/temp-repo.js'

const temps: string[] = []
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true })
})
async function tempDir(): Promise<string> {
  const d = await realpath(await mkdtemp(join(tmpdir(), 'action-mutation-context-')))
  temps.push(d)
  return d
}

const SHA_A = 'a'.repeat(40)

describe('readContext', () => {
  test('defaults when nothing is set: an empty payload, no repository, the cwd as workspace', async () => {
    const ctx = await readContext({})
    expect(ctx).toEqual({ env: {}, cwd: process.cwd(), workspace: process.cwd(), eventName: 'workflow_dispatch', payload: {}, workflow: 'skill-evals', job: 'evals' })
  })

  test('every variable is read', async () => {
    const dir = await tempDir()
    const event = join(dir, 'event.json')
    await writeFile(event, JSON.stringify({ action: 'opened', repository: { full_name: 'other/repo' } }))
    const env = {
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'octo/skills',
      GITHUB_WORKSPACE: '/ws',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_WORKFLOW: 'evals',
      GITHUB_JOB: 'pr',
      GITHUB_SHA: SHA_A,
      GITHUB_REF: 'refs/heads/main',
      GITHUB_RUN_ID: '42',
    }
    expect(await readContext(env)).toEqual({
      env,
      cwd: process.cwd(),
      workspace: '/ws',
      eventName: 'pull_request',
      payload: { action: 'opened', repository: { full_name: 'other/repo' } },
      owner: 'octo',
      repo: 'skills',
      workflow: 'evals',
      job: 'pr',
      sha: SHA_A,
      ref: 'refs/heads/main',
      runId: '42',
    })
  })

  test("the repository falls back to the payload's full_name; a malformed one or a non-string gives none", async () => {
    const dir = await tempDir()
    const write = async (name: string, payload: unknown) => {
      const f = join(dir, name)
      await writeFile(f, typeof payload === 'string' ? payload : JSON.stringify(payload))
      return f
    }
    const fromPayload = await readContext({ GITHUB_EVENT_PATH: await write('a.json', { repository: { full_name: 'pay/load' } }) })
    expect([fromPayload.owner, fromPayload.repo]).toEqual(['pay', 'load'])
    const numeric = await readContext({ GITHUB_EVENT_PATH: await write('b.json', { repository: { full_name: 7 } }) })
    expect('owner' in numeric || 'repo' in numeric).toBe(false)
    const malformed = await readContext({ GITHUB_EVENT_PATH: await write('c.json', { repository: { full_name: 'no-slash' } }) })
    expect('owner' in malformed).toBe(false)
    const noRepo = await readContext({ GITHUB_EVENT_PATH: await write('d.json', { action: 'x' }) })
    expect('owner' in noRepo).toBe(false)
  })

  test('a payload that is not a JSON object is an empty one (array, null, number, string, broken JSON, missing file)', async () => {
    const dir = await tempDir()
    const cases: [string, string][] = [
      ['array.json', '[{"repository":{"full_name":"a/b"}}]'],
      ['null.json', 'null'],
      ['number.json', '42'],
      ['string.json', '"text"'],
      ['broken.json', '{"repository":'],
    ]
    for (const [name, text] of cases) {
      await writeFile(join(dir, name), text)
      const ctx = await readContext({ GITHUB_EVENT_PATH: join(dir, name) })
      expect([name, ctx.payload, 'owner' in ctx]).toEqual([name, {}, false])
    }
    expect((await readContext({ GITHUB_EVENT_PATH: join(dir, 'missing.json') })).payload).toEqual({})
  })

  test('displayPath is re-exported: relative inside the workspace, "." at it, absolute outside', () => {
    expect(displayPath({ workspace: '/ws' }, '/ws/a/b')).toBe('a/b')
    expect(displayPath({ workspace: '/ws' }, '/ws')).toBe('.')
    expect(displayPath({ workspace: '/ws' }, '/elsewhere/x')).toBe('/elsewhere/x')
  })
})

describe('the base commit whose policy a pull request applies', () => {
  const pr = (eventName: string, pull: unknown) => ({ eventName, payload: { pull_request: pull } as Record<string, unknown> })
  test('pull_request events with a full SHA as base.sha', () => {
    const sha256 = 'b'.repeat(64)
    expect(policyRefOf(pr('pull_request', { base: { sha: SHA_A } }))).toBe(SHA_A)
    expect(policyRefOf(pr('pull_request_target', { base: { sha: sha256 } }))).toBe(sha256)
    expect(repoOptions(pr('pull_request', { base: { sha: SHA_A } }))).toEqual({ policyRef: SHA_A })
  })

  test('anything else has none', () => {
    const none = [
      pr('push', { base: { sha: SHA_A } }),
      pr('my_pull_request', { base: { sha: SHA_A } }),
      pr('pull_request', null),
      pr('pull_request', 'text'),
      pr('pull_request', {}),
      pr('pull_request', { base: {} }),
      pr('pull_request', { base: { sha: 7 } }),
      pr('pull_request', { base: { sha: 'A'.repeat(40) } }),
      pr('pull_request', { base: { sha: 'a'.repeat(39) } }),
      pr('pull_request', { base: { sha: 'a'.repeat(41) } }),
      pr('pull_request', { base: { sha: `${SHA_A}\n` } }),
      pr('pull_request', { base: { sha: `x${SHA_A}` } }),
      { eventName: 'pull_request', payload: {} },
    ]
    for (const c of none) {
      expect(policyRefOf(c)).toBeUndefined()
      expect(repoOptions(c)).toEqual({})
    }
  })
})

// ─── changed files ──────────────────────────────────────────────────────────────────────

/** A git repository: c1 (a.md), c2 (+ b.md), c3 (+ c.md) on main. */
async function historyRepo(): Promise<{ root: string; c1: string; c2: string; c3: string }> {
  const root = await tempDir()
  git(root, 'init', '-q', '-b', 'main')
  const commit = async (file: string) => {
    await writeFile(join(root, file), `${file}\n`)
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '-m', file)
    return git(root, 'rev-parse', 'HEAD').trim()
  }
  return { root, c1: await commit('a.md'), c2: await commit('b.md'), c3: await commit('c.md') }
}

describe('the changed files of a quick plan', () => {
  const logged: string[] = []
  const log = { info: (m: string) => logged.push(`info: ${m}`), warning: (m: string) => logged.push(`warning: ${m}`) }

  test("a pull request with a token: the port's list, with the payload's count as a hint", async () => {
    const gh = new FakePublisher({ pullFiles: [{ path: 'skills/a/SKILL.md', status: 'modified' }] })
    const find = changedFilesFinder(gh, log)
    expect(await find({ prNumber: 9, changedFiles: 1 } as never, { root: '/nowhere' } as never)).toEqual({ files: [{ path: 'skills/a/SKILL.md', status: 'modified' }] })
    // The hint says there are more: the list is cut off, and with no SHAs there is nothing else.
    const cut = await find({ prNumber: 9, changedFiles: 5 } as never, { root: '/nowhere' } as never)
    expect(cut).toEqual({
      files: null,
      note: 'The pull request files API returned 1 files of 5 (GitHub lists at most 3000), and the merge base of the base and head commits could not be found, so all skills are evaluated.',
    })
    expect(gh.callsOf('listPullFiles')).toEqual([
      { op: 'listPullFiles', pullNumber: 9 },
      { op: 'listPullFiles', pullNumber: 9 },
    ])
  })

  test('a pull request without a token: git diff between its base and head SHAs', async () => {
    const h = await historyRepo()
    const gh = new FakePublisher({ hasToken: false, pullFiles: [{ path: 'never.md', status: 'added' }] })
    const find = changedFilesFinder(gh, log)
    const r = await find({ prNumber: 3, baseRef: h.c1, headSha: h.c2 } as never, { root: h.root } as never)
    expect(r).toEqual({ files: [{ path: 'b.md', status: 'added' }], note: 'No GitHub token to list the pull request files; used git diff against the merge base instead.' })
    expect(gh.callsOf('listPullFiles')).toEqual([])
    // Without the SHAs: nothing to diff.
    const none = await find({ prNumber: 3 } as never, { root: h.root } as never)
    expect(none).toEqual({ files: null, note: 'No GitHub token to list the pull request files, and the merge base of the base and head commits could not be found, so all skills are evaluated.' })
  })

  test('no repository known: the pull request is diffed with git like any other event', async () => {
    const h = await historyRepo()
    const gh = new FakePublisher({ repository: null, pullFiles: [{ path: 'never.md', status: 'added' }] })
    const r = await changedFilesFinder(gh, log)({ prNumber: 3, baseRef: h.c1, headSha: h.c2 } as never, { root: h.root } as never)
    expect(r).toEqual({ files: [{ path: 'b.md', status: 'added' }] })
    expect(gh.callsOf('listPullFiles')).toEqual([])
  })

  test('another event: git diff from the base to the head SHA, else to HEAD', async () => {
    const h = await historyRepo()
    const find = changedFilesFinder(new FakePublisher(), log)
    expect(await find({ baseRef: h.c1, headSha: h.c2 } as never, { root: h.root } as never)).toEqual({ files: [{ path: 'b.md', status: 'added' }] })
    expect(await find({ baseRef: h.c1 } as never, { root: h.root } as never)).toEqual({
      files: [
        { path: 'b.md', status: 'added' },
        { path: 'c.md', status: 'added' },
      ],
    })
    expect(await find({ baseRef: h.c1, headSha: '' } as never, { root: h.root } as never)).toEqual({
      files: [
        { path: 'b.md', status: 'added' },
        { path: 'c.md', status: 'added' },
      ],
    })
  })

  test('a base git cannot read, or no base at all: every skill, with the reason', async () => {
    const notGit = await tempDir()
    const find = changedFilesFinder(new FakePublisher(), log)
    const base = '0123456789abcdef0123456789abcdef01234567'
    expect(await find({ baseRef: base } as never, { root: notGit } as never)).toEqual({
      files: null,
      note: 'The changes since `0123456789ab` could not be read from git, so every skill is evaluated.',
    })
    expect(await find({ baseRef: '' } as never, { root: notGit } as never)).toEqual({ files: null, note: 'There is nothing to diff against, so every skill is evaluated.' })
    expect(await find({} as never, { root: notGit } as never)).toEqual({ files: null, note: 'There is nothing to diff against, so every skill is evaluated.' })
  })
})

// ─── the regression gate ──────────────────────────────────────────────────────────────────

function gate(over: Partial<ActionRegression> = {}): ActionRegression {
  return { exitCode: 0, overridden: false, overrideLabel: 'regression-override', bumps: ['notes 1.0.0 → 1.1.0'], blocked: [], markdown: '### Regression gate\n\nok\n', ...over }
}

describe('the regression output', () => {
  test('none without a gate or without bumps; else blocked, error, overridden or pass', () => {
    expect(regressionOutput(undefined)).toBe('none')
    expect(regressionOutput(gate({ bumps: [], exitCode: 1 }))).toBe('none')
    expect(regressionOutput(gate({ exitCode: 1, overridden: true }))).toBe('blocked')
    expect(regressionOutput(gate({ exitCode: 2, overridden: true }))).toBe('error')
    expect(regressionOutput(gate({ exitCode: 0, overridden: true }))).toBe('overridden')
    expect(regressionOutput(gate({ exitCode: 0 }))).toBe('pass')
  })
})

describe("the pull request's labels and whether this is one", () => {
  test('label objects by name, plain strings as they are; anything else dropped', () => {
    expect(prLabels({ pull_request: { labels: [{ name: 'a' }, 'b', null, { name: 3 }, 5, {}, { name: '' }] } })).toEqual(['a', 'b', ''])
    expect(prLabels({ pull_request: { labels: 'a' } })).toEqual([])
    expect(prLabels({ pull_request: {} })).toEqual([])
    expect(prLabels({})).toEqual([])
  })

  test('pull_request* events whose payload holds the pull request object', () => {
    expect(isPullRequest({ eventName: 'pull_request', payload: { pull_request: {} } })).toBe(true)
    expect(isPullRequest({ eventName: 'pull_request_target', payload: { pull_request: { number: 1 } } })).toBe(true)
    expect(isPullRequest({ eventName: 'push', payload: { pull_request: {} } })).toBe(false)
    expect(isPullRequest({ eventName: 'not_pull_request', payload: { pull_request: {} } })).toBe(false)
    expect(isPullRequest({ eventName: 'pull_request', payload: { pull_request: null } })).toBe(false)
    expect(isPullRequest({ eventName: 'pull_request', payload: { pull_request: 7 } })).toBe(false)
    expect(isPullRequest({ eventName: 'pull_request', payload: {} })).toBe(false)
  })
})

describe("the gate's effect on the step, with each fail setting", () => {
  function react(r: ActionRegression | undefined, fail: boolean): string[] {
    const calls: string[] = []
    actOnRegression(r, fail, { setFailed: (m) => calls.push(`failed: ${m}`), warning: (m) => calls.push(`warning: ${m}`), info: (m) => calls.push(`info: ${m}`) })
    return calls
  }
  const blockedMsg = 'skill-evals: the regression gate blocks the version bump of notes, todo (add the `keep-going` label to override; see the job summary).'

  test('a blocked bump fails the step, or warns with fail-on-verdict false', () => {
    const blocked = gate({ exitCode: 1, blocked: ['notes', 'todo'], overrideLabel: 'keep-going' })
    expect(react(blocked, true)).toEqual([`failed: ${blockedMsg}`])
    expect(react(blocked, false)).toEqual([`warning: ${blockedMsg} The step passes because fail-on-verdict is false.`])
  })

  test('an unevaluated bump warns either way; an override is noted; a pass says nothing', () => {
    const msg = 'warning: skill-evals: the regression gate could not evaluate a version bump (see the job summary).'
    expect(react(gate({ exitCode: 2 }), true)).toEqual([msg])
    expect(react(gate({ exitCode: 2, overridden: true }), false)).toEqual([msg])
    expect(react(gate({ overridden: true, overrideLabel: 'ok-label' }), true)).toEqual(['info: skill-evals: regression gate overridden by the `ok-label` label.'])
    expect(react(gate({ overridden: true, overrideLabel: 'ok-label' }), false)).toEqual(['info: skill-evals: regression gate overridden by the `ok-label` label.'])
    expect(react(gate(), true)).toEqual([])
    expect(react(gate(), false)).toEqual([])
  })

  test('no gate, or no bump, does nothing', () => {
    expect(react(undefined, true)).toEqual([])
    expect(react(gate({ bumps: [], exitCode: 1, blocked: ['x'] }), true)).toEqual([])
    expect(react(gate({ bumps: [], exitCode: 2 }), true)).toEqual([])
    expect(react(gate({ bumps: [], overridden: true }), true)).toEqual([])
  })
})

describe('regression.json', () => {
  test('written as indented JSON with a newline, redacted, and read back', async () => {
    const dir = await tempDir()
    const SECRET = 'sk-ant-regression-secret-01'
    registerSecret(SECRET)
    try {
      await writeRegression(dir, gate({ markdown: `### Regression gate\n\nkey ${SECRET}\n` }))
    } finally {
      clearSecrets()
    }
    expect(REGRESSION_FILE).toBe('regression.json')
    const text = await readFile(join(dir, 'regression.json'), 'utf8')
    expect(text).toBe(JSON.stringify(gate({ markdown: '### Regression gate\n\nkey ***\n' }), null, 2) + '\n')
    expect(await readRegression(dir)).toEqual(gate({ markdown: '### Regression gate\n\nkey ***\n' }))
  })

  test('absent, not JSON, null, or without markdown text or bumps list: none', async () => {
    const dir = await tempDir()
    expect(await readRegression(dir)).toBeUndefined()
    const cases = ['{', 'null', JSON.stringify({ ...gate(), markdown: 7 }), JSON.stringify({ ...gate(), bumps: 'x' }), JSON.stringify({ bumps: [] })]
    for (const text of cases) {
      await writeFile(join(dir, 'regression.json'), text)
      expect([text, await readRegression(dir)]).toEqual([text, undefined])
    }
    await writeFile(join(dir, 'regression.json'), JSON.stringify({ markdown: '', bumps: [] }))
    expect(await readRegression(dir)).toEqual({ markdown: '', bumps: [] })
  })
})

describe('running the gate on a pull request', () => {
  const prCtx = { eventName: 'pull_request', payload: { pull_request: { number: 1, labels: [{ name: 'other' }] } } as Record<string, unknown> }

  test('not a pull request, or no base commit: the gate does not run', async () => {
    const log = { info: () => {}, warning: () => {} }
    expect(await runPrRegressionGate('/nowhere', { baseRef: SHA_A, model: 'm' }, { eventName: 'push', payload: {} }, undefined, log)).toBeUndefined()
    expect(await runPrRegressionGate('/nowhere', { baseRef: undefined, model: 'm' }, prCtx, undefined, log)).toBeUndefined()
    expect(await runPrRegressionGate('/nowhere', { baseRef: '', model: 'm' }, prCtx, undefined, log)).toBeUndefined()
  })

  test('a gate that cannot run is exit 2 with the reason (escaped), and a warning', async () => {
    const root = await tempDir()
    await mkdir(join(root, 'skills', 'notes'), { recursive: true })
    await writeFile(join(root, 'skills', 'notes', 'SKILL.md'), skillMd('notes', undefined, 'version: 1.0.0\n'))
    const logged: string[] = []
    const log = { info: (m: string) => logged.push(`info: ${m}`), warning: (m: string) => logged.push(`warning: ${m}`) }
    const r = await runPrRegressionGate(root, { baseRef: 'not_a*ref', model: 'm' }, prCtx, undefined, log)
    expect(r).toEqual({
      exitCode: 2,
      overridden: false,
      overrideLabel: '',
      bumps: ['?'],
      blocked: [],
      markdown: expect.stringMatching(/^### Regression gate\n\nThe gate could not run: .+\n$/),
    })
    expect(logged.filter((l) => l.startsWith('warning: '))).toEqual([expect.stringMatching(/^warning: The regression gate could not run: .+/)])
    expect(regressionOutput(r)).toBe('error')
  })

  test('bumps on a real history: each named old → new (– when the base had no version); without a key a bump is exit 2, none blocked', async () => {
    const root = await tempDir()
    const write = async (skill: string, version: string | undefined) => {
      await mkdir(join(root, 'skills', skill), { recursive: true })
      await writeFile(join(root, 'skills', skill, 'SKILL.md'), skillMd(skill, undefined, version ? `version: ${version}\n` : ''))
    }
    await write('alpha', undefined)
    await write('beta', '1.0.0')
    await mkdir(join(root, 'evals'), { recursive: true })
    await writeFile(join(root, 'evals', 'evals.json'), JSON.stringify({ skill_name: 'beta', evals: [1, 2].map((id) => ({ id, skill: 'beta', prompt: `Eval ${id}.`, expected_output: 'An answer.', assertions: ['An answer exists'] })) }))
    git(root, 'init', '-q', '-b', 'main')
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '-m', 'base')
    const base = git(root, 'rev-parse', 'HEAD').trim()
    await write('alpha', '0.1.0')
    await write('beta', '2.0.0')
    git(root, 'commit', '-q', '-am', 'head')
    const logged: string[] = []
    const log = { info: (m: string) => logged.push(`info: ${m}`), warning: (m: string) => logged.push(`warning: ${m}`) }
    const r = await runPrRegressionGate(root, { baseRef: base, model: 'claude-sonnet-5-5' }, prCtx, undefined, log)
    expect(r).toMatchObject({ overridden: false, overrideLabel: 'regression-override', bumps: ['alpha – → 0.1.0', 'beta 1.0.0 → 2.0.0'], blocked: [] })
    // beta has a suite but there is no key in this step: it could not be evaluated (exit 2), with the reason the action gives.
    expect(r!.exitCode).toBe(2)
    expect(r!.markdown).toContain('| beta | 1.0.0 → 2.0.0 | – | – | – | **ERROR** | no Anthropic API key in this step, so the bumped skill could not be run (pass anthropic-api-key) |')
    expect(r!.markdown).toContain('| alpha | – → 0.1.0 |')
    // Each report's warnings go to the log with the `regression: <skill>:` prefix.
    expect(logged).toEqual([expect.stringMatching(/^info: regression: alpha: 'alpha' has no suite/)])

    // The override label (the base's config default) marks the gate overridden.
    const labelled = { eventName: 'pull_request', payload: { pull_request: { labels: ['regression-override'] } } as Record<string, unknown> }
    const o = await runPrRegressionGate(root, { baseRef: base, model: 'claude-sonnet-5-5' }, labelled, undefined, { info: () => {}, warning: () => {} })
    expect(o).toMatchObject({ overridden: true, overrideLabel: 'regression-override', blocked: [] })

    // No bump at all: a gate with nothing to say.
    const none = await runPrRegressionGate(root, { baseRef: git(root, 'rev-parse', 'HEAD').trim(), model: 'm' }, prCtx, undefined, { info: () => {}, warning: () => {} })
    expect(none).toEqual({ exitCode: 0, overridden: false, overrideLabel: 'regression-override', bumps: [], blocked: [], markdown: '### Regression gate\n\nNo skill `version:` was bumped.\n' })
    expect(regressionOutput(none)).toBe('none')
  })
})
