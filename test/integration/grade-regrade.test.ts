/**
 * Grading end to end on a throwaway repo with the simulated model through the real SDK and the
 * real gateway: run → grade → edit an assertion → grade again. The re-grade re-runs the checks
 * (the edited one changes its verdict) and serves every unchanged judge call from the response
 * cache (zero new judge requests, and the executor is never called). Also the CLI: `grade`,
 * `run` grading by default and `--no-grade`.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { readFile, writeFile, access } from 'node:fs/promises'
import path from 'node:path'
import { loadRepo } from '../../src/discover/index.js'
import { runEvals, type RunOptions } from '../../src/run/index.js'
import { createSimulatedFetch, type FetchLike } from '../../src/demo/simulated-model.js'
import { createJudgeGateway, gradeRuns, GradeSetupError, type GradeOutcome, type GradesFile, type GradingJson } from '../../src/grade/index.js'
import { runCli, type CliIo } from '../../src/cli/main.js'
import { gradeAndReport, type GradeSettings } from '../../src/cli/grade-command.js'
import { makeRepo } from '../helpers/temp-repo.js'

const SKILL = `---
name: notes
description: Write release notes from a list of changes. Use when asked for release notes.
---

# Release notes

## Highlights

Lead with user-visible changes.

## Breaking changes

List them.
`

function evalsJson(containsValue: string): string {
  return JSON.stringify(
    {
      skill_name: 'repo',
      evals: [
        {
          id: 1,
          skill: 'notes',
          prompt: 'Write release notes for version 2.0 into NOTES.md.',
          files: [],
          assertions: [
            { text: 'NOTES.md exists', check: { kind: 'file_exists', path: 'NOTES.md' } },
            { text: 'NOTES.md mentions the keyword', check: { kind: 'contains', in: 'NOTES.md', value: containsValue } },
            { text: 'The release notes mention version 2.0' },
            { text: 'The notes list breaking changes with migration steps' }
          ]
        }
      ]
    },
    null,
    2
  )
}

interface Counting {
  fetch: FetchLike
  judge: number
  agent: number
}

function countingFetch(): Counting {
  const sim = createSimulatedFetch()
  const c: Counting = {
    judge: 0,
    agent: 0,
    fetch: async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : ''
      if (body.includes('"output_config"')) c.judge++
      else c.agent++
      return sim(input, init)
    }
  }
  return c
}

const client = (f: FetchLike) => new Anthropic({ apiKey: 'simulated', baseURL: 'http://simulated.invalid', fetch: f, maxRetries: 0 })

let root: string
let dispose: () => Promise<void>
let out: string

beforeAll(async () => {
  ;({ root, dispose } = await makeRepo({ 'skills/notes/SKILL.md': SKILL, 'evals/evals.json': evalsJson('release') }))
  out = path.join(root, '.skill-evals/results')
})
afterAll(async () => {
  await dispose()
})

function runOptions(over: Partial<RunOptions> = {}): RunOptions {
  return {
    outDir: out,
    trials: 2,
    concurrency: 2,
    model: 'claude-sonnet-5-5',
    resume: false,
    skillLoading: 'preload',
    bash: false,
    maxTurns: 6,
    maxTokens: 1024,
    runTimeoutSeconds: 30,
    cache: 'read-write',
    cacheDir: '.skill-evals/cache',
    maxCostUsd: null,
    maxRuns: null,
    ...over
  }
}

async function grade(counting: Counting): Promise<GradeOutcome> {
  const repo = await loadRepo(root)
  expect(repo.findings.filter((f) => f.severity === 'error')).toEqual([])
  const gw = createJudgeGateway({ client: client(counting.fetch), root, concurrency: 2, cache: 'read-write', cacheDir: '.skill-evals/cache' })
  try {
    return await gradeRuns(repo, out, gw.send, { judgeModel: 'claude-haiku-5-5', judges: 3 })
  } finally {
    await gw.close()
  }
}

const readGrading = async (runId: string): Promise<GradingJson> => JSON.parse(await readFile(path.join(out, ...runId.split('/'), 'grading.json'), 'utf8'))

describe('grade after run, then re-grade after editing an assertion', () => {
  test('first grade: grading.json per run, grades.json per eval × configuration', async () => {
    const runCounting = countingFetch()
    const repo = await loadRepo(root)
    const ran = await runEvals(repo, runOptions(), client(runCounting.fetch))
    expect(ran.progress.completed).toBe(4)

    const counting = countingFetch()
    const g = await grade(counting)
    expect(counting.agent).toBe(0) // grading never runs the executor
    expect(counting.judge).toBeGreaterThan(0)
    expect(g.runs).toHaveLength(4)
    expect(g.judge.calls).toBe(4 * 2 * 3) // 4 runs × 2 judge assertions × 3 votes
    expect(g.judge.apiCalls).toBe(counting.judge)
    expect(g.judge.calls).toBe(g.judge.apiCalls + g.judge.cachedCalls)

    const withSkill = g.runs.find((r) => r.record.configuration === 'with_skill')!
    const gj = await readGrading(withSkill.runId)
    expect(gj.expectations.map((e) => [e.source, e.status])).toEqual([
      ['check', 'pass'],
      ['check', 'pass'],
      ['judge', gj.expectations[2]!.status],
      ['judge', gj.expectations[3]!.status]
    ])
    expect(gj.expectations[2]!.votes).toHaveLength(3)
    expect(gj.expectations[2]!.evidence).toMatch(/simulated judge/)
    expect(gj.judge.model).toBe('claude-haiku-5-5')

    const grades = JSON.parse(await readFile(path.join(out, 'grades.json'), 'utf8')) as GradesFile
    expect(grades.evals.map((e) => e.configuration)).toEqual(['with_skill', 'without_skill'])
    for (const e of grades.evals) {
      expect(e).toMatchObject({ skill: 'notes', evalId: 1, trials: 2, k: 2 })
      expect(e.runs).toHaveLength(2)
      expect(['pass', 'fail', 'inconclusive', 'error']).toContain(e.outcome)
    }
    expect(grades.totals.runs).toBe(4)
  })

  test('re-grade: the edited check changes its verdict, the judge calls all come from the cache', async () => {
    const before = await grade(countingFetch())
    const checkBefore = before.runs.map((r) => r.grading.expectations[1]!.status)
    expect(checkBefore).toEqual(['pass', 'pass', 'pass', 'pass'])

    await writeFile(path.join(root, 'evals/evals.json'), evalsJson('no-such-keyword-anywhere'))
    const counting = countingFetch()
    const after = await grade(counting)
    expect(counting.judge).toBe(0) // zero new judge requests
    expect(counting.agent).toBe(0)
    expect(after.judge.apiCalls).toBe(0)
    expect(after.judge.cachedCalls).toBe(after.judge.calls)
    expect(after.judge.spentUsd).toBe(0)

    for (const r of after.runs) {
      expect(r.grading.expectations[1]).toMatchObject({ status: 'fail', passed: false, text: 'NOTES.md mentions the keyword' })
      expect(r.grading.run.status).toBe('fail')
      // the judge verdicts are unchanged
      const prev = before.runs.find((b) => b.runId === r.runId)!.grading
      expect(r.grading.expectations.slice(2).map((e) => e.votes)).toEqual(prev.expectations.slice(2).map((e) => e.votes!.map((v) => ({ ...v, cached: true }))))
    }
    const grades = JSON.parse(await readFile(path.join(out, 'grades.json'), 'utf8')) as GradesFile
    expect(grades.evals.every((e) => e.passed === 0 && e.outcome === 'fail')).toBe(true)
  })

  test('no runs → GradeSetupError', async () => {
    const repo = await loadRepo(root)
    await expect(gradeRuns(repo, path.join(root, 'nothing-here'), async () => { throw new Error('no') }, { judgeModel: 'm', judges: 1 })).rejects.toBeInstanceOf(GradeSetupError)
  })
})

describe('CLI', () => {
  function io(env: NodeJS.ProcessEnv = {}) {
    const o = { out: '', err: '' }
    const cli: CliIo = { stdout: (t) => void (o.out += t), stderr: (t) => void (o.err += t), env, cwd: root, isTTY: false }
    return { o, cli }
  }

  test('grade --simulate prints the per skill/config and per eval tables', async () => {
    const { o, cli } = io()
    const code = await runCli(['grade', '--root', root, '--out', out, '--simulate', '--judges', '1'], cli)
    expect(o.err).toBe('')
    expect(code).toBe(0)
    expect(o.out).toMatch(/Graded 4 runs in .*: \d+ pass, \d+ fail, 0 error, 0 inconclusive, 0 skipped\./)
    expect(o.out).toMatch(/^skill\s+configuration\s+evals\s+pass\s+fail\s+inconcl\.\s+error\s+runs fully passed\s+assertions passed$/m)
    expect(o.out).toMatch(/^notes\s+with_skill\s+1\s+/m)
    expect(o.out).toMatch(/^notes\s+1\s+without_skill\s+2\s+\d\/2\s+/m)
    expect(o.out).toContain('grades.json')
  })

  test('grade without a key and without --simulate → exit 2', async () => {
    const { o, cli } = io()
    expect(await runCli(['grade', '--root', root, '--out', out], cli)).toBe(2)
    expect(o.err).toMatch(/ANTHROPIC_API_KEY is not set/)
  })

  test('grade on a folder without runs → exit 2 with a message', async () => {
    const { o, cli } = io()
    expect(await runCli(['grade', '--root', root, '--out', path.join(root, 'empty'), '--simulate'], cli)).toBe(2)
    expect(o.err).toMatch(/No runs to grade/)
  })

  test('run grades by default; --no-grade skips it', async () => {
    const a = io()
    const outA = path.join(root, 'cli-a')
    expect(await runCli(['run', '--root', root, '--simulate', '--out', outA, '--trials', '1', '--cache', 'off'], a.cli)).toBe(0)
    expect(a.o.out).toMatch(/Graded 2 runs/)
    await access(path.join(outA, 'grades.json'))

    const b = io()
    const outB = path.join(root, 'cli-b')
    expect(await runCli(['run', '--root', root, '--simulate', '--out', outB, '--trials', '1', '--cache', 'off', '--no-grade'], b.cli)).toBe(0)
    expect(b.o.out).not.toMatch(/Graded/)
    await expect(access(path.join(outB, 'grades.json'))).rejects.toThrow()
  })
})

describe('the judge client is made on the first judge call', () => {
  const settings: GradeSettings = { judgeModel: 'claude-haiku-5-5', judges: 1, concurrency: 2, cache: 'off', cacheDir: '.skill-evals/cache', simulate: true }

  test('once for a pass with judged assertions; never for one whose checks are all deterministic', async () => {
    const quiet: CliIo = { stdout: () => {}, stderr: () => {}, env: {}, cwd: root, isTTY: false }
    // This suite's folder has judged assertions (two per run): the client is made once.
    let made = 0
    const judged = await gradeAndReport(await loadRepo(root), out, async () => (made++, client(countingFetch().fetch)), settings, quiet)
    expect(made).toBe(1)
    expect(judged.judge.calls).toBeGreaterThan(0)

    // A repository whose assertions are all checks: graded without ever asking for a client.
    const det = await makeRepo({
      'skills/notes/SKILL.md': SKILL,
      'evals/evals.json': JSON.stringify({ evals: [{ id: 1, skill: 'notes', prompt: 'Write NOTES.md.', assertions: [{ text: 'NOTES.md exists', check: { kind: 'file_exists', path: 'NOTES.md' } }] }] }),
    })
    try {
      const detOut = path.join(det.root, 'out')
      const repo = await loadRepo(det.root)
      expect((await runEvals(repo, runOptions({ outDir: detOut, trials: 1, cache: 'off' }), client(countingFetch().fetch))).progress.completed).toBe(2)
      const never = async (): Promise<Anthropic> => {
        throw new Error('the client was asked for')
      }
      const g = await gradeAndReport(repo, detOut, never, settings, quiet)
      expect(g.runs).toHaveLength(2)
      expect(g.judge.calls).toBe(0)
      for (const r of g.runs) {
        const e = r.grading.expectations.find((x) => x.text === 'NOTES.md exists')
        expect(['pass', 'fail']).toContain(e?.status)
      }
    } finally {
      await det.dispose()
    }
  })
})
