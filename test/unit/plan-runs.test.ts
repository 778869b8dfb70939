// Which runs a call makes, and the folder each run is written to (src/plan/runs.ts). The folder
// names are an identity: resume, the response cache and skill-creator's viewer find runs by them.
import { describe, test, expect } from '@jest/globals'
import { evalDirName, planRuns, runIdOf } from '../../src/plan/runs.js'
import type { EvalCase } from '../../src/types.js'

const e = (skill: string, id: number | string, prompt = `do ${skill} ${id}`): EvalCase => ({
  skill,
  id,
  prompt,
  files: [],
  resolvedFiles: [],
  assertions: [{ text: 'ok' }],
  source: { file: 'evals/evals.json', line: 1, column: 1 },
})

describe('evalDirName', () => {
  test('eval-<id>-<first six words of the prompt>, lower case, one dash between words', () => {
    expect(evalDirName({ id: 1, prompt: 'Add OAuth login to the API, please!' })).toBe('eval-1-add-oauth-login-to-the-api')
    expect(evalDirName({ id: 2, prompt: 'Write   a CHANGELOG   entry' })).toBe('eval-2-write-a-changelog-entry')
    expect(evalDirName({ id: 3, prompt: 'one two three four five six seven eight' })).toBe('eval-3-one-two-three-four-five-six')
  })

  test('leading and trailing punctuation leave no dash', () => {
    expect(evalDirName({ id: 4, prompt: '  -- "Summarise" the notes... ' })).toBe('eval-4-summarise-the-notes')
    expect(evalDirName({ id: 5, prompt: '(draft) v2' })).toBe('eval-5-draft-v2')
  })

  test('accents are folded to the plain letter', () => {
    expect(evalDirName({ id: 6, prompt: 'Order a café' })).toBe('eval-6-order-a-cafe')
  })

  test('cut to 40 characters, never ending on a dash', () => {
    const a = 'a'.repeat(19)
    const b = 'b'.repeat(19)
    // `a19-b19-` would be the first 40 characters.
    expect(evalDirName({ id: 7, prompt: `${a} ${b} ccc` })).toBe(`eval-7-${a}-${b}`)
    expect(evalDirName({ id: 8, prompt: 'internationalization localization globalization' })).toBe('eval-8-internationalization-localization-global')
  })

  test('a prompt without letters or digits: just the id', () => {
    expect(evalDirName({ id: 9, prompt: '¿?!' })).toBe('eval-9')
    expect(evalDirName({ id: 10, prompt: '' })).toBe('eval-10')
  })

  test('string ids keep letters, digits, _ and .; anything else becomes one _', () => {
    expect(evalDirName({ id: 'auth/login  2', prompt: 'go' })).toBe('eval-auth_login_2-go')
    expect(evalDirName({ id: 'v1.2_b', prompt: 'go' })).toBe('eval-v1.2_b-go')
  })
})

describe('planRuns', () => {
  const evals = [e('a', 1, 'First'), e('a', 2, 'Second'), e('b', 1, 'Third')]

  test('every eval × with and without the skill × trial, configurations interleaved within a trial', () => {
    const runs = planRuns({ evals: [evals[0]!], trials: 2, model: 'claude-m' })
    expect(runs).toEqual([
      { runId: 'a/iteration-1/eval-1-first/with_skill/run-1', skill: 'a', evalId: 1, evalDir: 'eval-1-first', configuration: 'with_skill', trial: 1, model: 'claude-m' },
      { runId: 'a/iteration-1/eval-1-first/without_skill/run-1', skill: 'a', evalId: 1, evalDir: 'eval-1-first', configuration: 'without_skill', trial: 1, model: 'claude-m' },
      { runId: 'a/iteration-1/eval-1-first/with_skill/run-2', skill: 'a', evalId: 1, evalDir: 'eval-1-first', configuration: 'with_skill', trial: 2, model: 'claude-m' },
      { runId: 'a/iteration-1/eval-1-first/without_skill/run-2', skill: 'a', evalId: 1, evalDir: 'eval-1-first', configuration: 'without_skill', trial: 2, model: 'claude-m' },
    ])
  })

  test('the base version of a changed skill runs as old_skill, after head and baseline; no baseline when turned off', () => {
    const runs = planRuns({ evals, trials: 1, model: 'm', skillsWithBase: new Set(['a']), baseline: false })
    expect(runs.map((r) => r.runId)).toEqual([
      'a/iteration-1/eval-1-first/with_skill/run-1',
      'a/iteration-1/eval-1-first/old_skill/run-1',
      'a/iteration-1/eval-2-second/with_skill/run-1',
      'a/iteration-1/eval-2-second/old_skill/run-1',
      'b/iteration-1/eval-1-third/with_skill/run-1',
    ])
    expect(planRuns({ evals: [evals[0]!], trials: 1, model: 'm', skillsWithBase: new Set(['a']), baseline: true }).map((r) => r.configuration)).toEqual([
      'with_skill',
      'without_skill',
      'old_skill',
    ])
  })

  test('the iteration folder', () => {
    expect(planRuns({ evals: [evals[2]!], trials: 1, model: 'm', iteration: 3 })[0]!.runId).toBe('b/iteration-3/eval-1-third/with_skill/run-1')
    expect(runIdOf('s', 2, 'eval-x', 'old_skill', 4)).toBe('s/iteration-2/eval-x/old_skill/run-4')
  })

  test('only the skills asked for; none asked = every skill', () => {
    const only = planRuns({ evals, skills: ['b'], trials: 1, model: 'm' })
    expect(new Set(only.map((r) => r.skill))).toEqual(new Set(['b']))
    expect(only).toHaveLength(2)
    expect(planRuns({ evals, skills: [], trials: 1, model: 'm' })).toHaveLength(6)
    expect(planRuns({ evals, skills: ['a', 'b'], trials: 1, model: 'm' })).toHaveLength(6)
    expect(planRuns({ evals, skills: ['c'], trials: 1, model: 'm' })).toHaveLength(0)
  })

  test('only the eval ids asked for, compared as text; none asked = every eval', () => {
    const ids = planRuns({ evals, evalIds: ['2'], trials: 1, model: 'm' })
    expect(ids.map((r) => r.runId)).toEqual(['a/iteration-1/eval-2-second/with_skill/run-1', 'a/iteration-1/eval-2-second/without_skill/run-1'])
    expect(planRuns({ evals, evalIds: [], trials: 1, model: 'm' })).toHaveLength(6)
    expect(planRuns({ evals, evalIds: ['1'], skills: ['b'], trials: 1, model: 'm' }).map((r) => r.skill)).toEqual(['b', 'b'])
    expect(planRuns({ evals, evalIds: ['9'], trials: 1, model: 'm' })).toHaveLength(0)
  })

  test('no trials, no runs', () => {
    expect(planRuns({ evals, trials: 0, model: 'm' })).toEqual([])
  })
})
