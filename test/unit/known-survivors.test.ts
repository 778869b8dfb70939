/**
 * Issue 23: six of the seven bugs that hand-planted mutation testing found uncaught, each pinned
 * by a named test (the seventh, the sticky-comment paging, is in
 * test/integration/github-comment-paging.test.ts because it needs the fake GitHub server).
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defaultConfig } from '../../src/discover/config.js'
import { decideMode, selectSkills } from '../../src/plan/mode.js'
import { skillsForChanges, type ChangedFile } from '../../src/plan/changes.js'
import { deepEqual, runCheck, type CheckContext } from '../../src/checks/checks.js'
import { aggregate } from '../../src/gate/index.js'
import { commentMarker, renderNothingToEvaluate, renderSkippedNoApiKey } from '../../src/report/comment.js'
import type { AggregateInput, AggregateRun } from '../../src/aggregate/types.js'
import type { Check, Configuration, Skill } from '../../src/types.js'

const config = defaultConfig()

describe('bug 1: only the exact full-eval label switches a PR to full mode', () => {
  const pr = (labels: string[]): unknown => ({
    action: 'labeled',
    number: 7,
    repository: { full_name: 'octo/skills', default_branch: 'main' },
    pull_request: {
      number: 7,
      labels: labels.map((name) => ({ name })),
      base: { ref: 'main', sha: 'a'.repeat(40), repo: { full_name: 'octo/skills' } },
      head: { ref: 'feature', sha: 'b'.repeat(40), repo: { full_name: 'octo/skills' } },
    },
  })
  test('labels that merely contain `full-eval` (no-full-eval, full-evaluation, Full-Eval) stay quick', () => {
    for (const labels of [['no-full-eval'], ['full-evaluation'], ['full-eval-later', 'bug'], ['Full-Eval'], ['full']]) {
      const d = decideMode({ eventName: 'pull_request', payload: pr(labels), config })
      expect({ labels, mode: d.mode }).toEqual({ labels, mode: 'quick' })
    }
    expect(decideMode({ eventName: 'pull_request', payload: pr(['no-full-eval', 'full-eval']), config }).mode).toBe('full')
  })
})

describe('bug 2: a PR that only deletes a skill still runs the Tier 3 skills', () => {
  const skill = (name: string, tier: number): Skill =>
    ({ name, dir: `/r/skills/${name}`, relDir: `skills/${name}`, file: `skills/${name}/SKILL.md`, body: '', bodyLine: 1, frontmatter: { name, description: 'd', metadata: {}, allowedTools: [], raw: {}, tier } }) as Skill
  test('deleting skills/gone/SKILL.md selects every Tier 3 skill and nothing else', () => {
    const skills = [skill('plan', 1), skill('spec', 2), skill('adr', 3), skill('notes', 3)]
    const changes = skillsForChanges([{ path: 'skills/gone/SKILL.md', status: 'removed' }, { path: 'skills/gone/evals/evals.json', status: 'removed' }], {
      skills: skills.map((s) => ({ name: s.name, relDir: s.relDir })),
      config,
    })
    expect(changes).toMatchObject({ all: false, skills: [], removed: ['gone'] })
    const sel = selectSkills({ mode: 'quick' }, changes, skills, config)
    expect(sel).toMatchObject({ skills: ['adr', 'notes'], empty: false })
    expect(sel.reasons.at(-1)).toBe('Tier 3 (always run in quick mode): adr, notes.')
  })
})

describe('bug 3: nested skill folders resolve to the innermost skill', () => {
  test('a file in the inner skill folder selects the inner skill only, whatever the listing order', () => {
    const outerFirst = [
      { name: 'outer', relDir: 'skills/outer' },
      { name: 'inner', relDir: 'skills/outer/inner' },
    ]
    for (const skills of [outerFirst, [...outerFirst].reverse()]) {
      const ctx = { skills, config: { ...config, skillRoots: ['skills', 'skills/outer'] } }
      const files: ChangedFile[] = [{ path: 'skills/outer/inner/SKILL.md', status: 'modified' }, { path: 'skills/outer/inner/references/x.md', status: 'added' }]
      expect(skillsForChanges(files, ctx).skills).toEqual(['inner'])
      expect(skillsForChanges([{ path: 'skills/outer/SKILL.md', status: 'modified' }], ctx).skills).toEqual(['outer'])
      expect(skillsForChanges([{ path: 'skills/outer/innerx/a.md', status: 'modified' }], ctx).skills).toEqual(['outer'])
    }
  })
})

describe('bug 4: json_path `equals` is strict and deep', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'skill-evals-survivors-'))
    mkdirSync(path.join(root, 'out'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))
  const ctx = (response: string): CheckContext => ({ response, transcript: '', outputsDir: path.join(root, 'out'), toolCalls: [], skillDir: root })
  const eq = async (doc: unknown, p: string, value: unknown): Promise<boolean> =>
    (await runCheck({ kind: 'json_path', path: p, op: 'equals', value } as unknown as Check, ctx(JSON.stringify(doc)))).passed

  test('"1" is not 1, true is not 1, null is not 0 or "null"', async () => {
    expect(await eq({ a: '1' }, '$.a', 1)).toBe(false)
    expect(await eq({ a: 1 }, '$.a', '1')).toBe(false)
    expect(await eq({ a: 1 }, '$.a', true)).toBe(false)
    expect(await eq({ a: null }, '$.a', 0)).toBe(false)
    expect(await eq({ a: null }, '$.a', 'null')).toBe(false)
    expect(await eq({ a: 1 }, '$.a', 1)).toBe(true)
    expect(await eq({ a: null }, '$.a', null)).toBe(true)
  })

  test('objects and arrays are compared deeply: order of keys free, order of items and every value not', async () => {
    const doc = { o: { x: 1, y: [1, 2, { z: 'a' }] }, arr: [1, 2, 3] }
    expect(await eq(doc, '$.o', { y: [1, 2, { z: 'a' }], x: 1 })).toBe(true)
    expect(await eq(doc, '$.o', { x: 1, y: [1, 2, { z: 'b' }] })).toBe(false)
    expect(await eq(doc, '$.o', { x: 1, y: [1, 2, { z: 'a' }], w: 0 })).toBe(false)
    expect(await eq(doc, '$.o', { x: 1 })).toBe(false)
    expect(await eq(doc, '$.o', { x: '1', y: [1, 2, { z: 'a' }] })).toBe(false)
    expect(await eq(doc, '$.arr', [1, 2, 3])).toBe(true)
    expect(await eq(doc, '$.arr', [3, 2, 1])).toBe(false)
    expect(await eq(doc, '$.arr', [1, 2])).toBe(false)
    expect(await eq(doc, '$.arr', [1, 2, 3, 4])).toBe(false)
    expect(await eq(doc, '$.arr', ['1', '2', '3'])).toBe(false)
    expect(await eq(doc, '$.arr', { 0: 1, 1: 2, 2: 3 })).toBe(false)
    expect(await eq({ e: {} }, '$.e', [])).toBe(false)
    expect(await eq({ e: [] }, '$.e', {})).toBe(false)
    expect(await eq({ e: { a: undefined, b: 1 } }, '$.e', { b: 1, c: 2 })).toBe(false)
  })

  test('deepEqual: the comparison itself', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true)
    expect(deepEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false)
    expect(deepEqual([null], [undefined])).toBe(false)
    expect(deepEqual(null, {})).toBe(false)
    expect(deepEqual({}, null)).toBe(false)
    expect(deepEqual(NaN, NaN)).toBe(false)
  })
})

describe('bug 6: a critical eval whose trials end pass / fail / inconclusive makes the verdict conditional_go', () => {
  const TIERS = { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.8, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.8, minEvals: 2, maxEvals: 2 } }
  const run = (evalId: number, configuration: Configuration, trial: number, grade: 'pass' | 'fail' | 'inconclusive'): AggregateRun => ({
    skill: 'plan', evalId, evalName: `e${evalId}`, configuration, trial, iteration: 1, model: 'm', status: 'graded', grade,
    passed: grade === 'pass' ? 1 : 0, failed: grade === 'fail' ? 1 : 0, total: 1, timeSeconds: 1, tokens: 10, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false,
    expectations: [{ text: 'out.md exists', passed: grade === 'pass', evidence: '', status: grade === 'pass' ? 'pass' : 'fail', check_kind: 'file_exists' }],
    notes: [], costUsd: 0, definitionHash: `h${evalId}`,
  })
  const input = (critical: ('pass' | 'fail' | 'inconclusive')[]): AggregateInput => {
    const runs: AggregateRun[] = []
    for (let id = 1; id <= 8; id++) for (const c of ['with_skill', 'old_skill'] as const) for (let t = 1; t <= 3; t++) runs.push(run(id, c, t, 'pass'))
    critical.forEach((g, i) => runs.push(run(9, 'with_skill', i + 1, g)))
    for (let t = 1; t <= 3; t++) runs.push(run(9, 'old_skill', t, 'pass'))
    return {
      generatedAt: '2026-02-01T00:00:00.000Z', runs,
      config: { tierSettings: TIERS, riskLevel: 'low', tiers: { plan: 1 }, critical: ['plan/9'], gates: { release: 'off', tierThreshold: { 1: 'off' }, regression: 'off' } },
    }
  }
  test('pass, fail, inconclusive → the critical-evals gate warns; the verdict is conditional_go, not go', () => {
    const s = aggregate(input(['pass', 'fail', 'inconclusive']))
    const gate = s.skills[0]!.gates.find((g) => g.id === 'critical-evals')!
    expect(gate).toMatchObject({ status: 'warn', evals: ['9'] })
    expect(gate.message).toBe("Critical eval of 'plan' could not be decided (errors or the skill was not used): 9 (1 of 3 trials passed)")
    expect(s.verdict).toBe('conditional_go')
    expect(s.skills[0]!.verdict).toBe('conditional_go')
  })
  test('controls: pass, pass, fail → go; pass, fail, fail → no_go', () => {
    expect(aggregate(input(['pass', 'pass', 'fail'])).verdict).toBe('go')
    expect(aggregate(input(['pass', 'fail', 'fail'])).verdict).toBe('no_go')
  })
})

describe('bug 7: a marker with an inner `--` is normalised', () => {
  const hostile = '<!-- skill-evals:a -- b -->'
  test('it becomes a key of our own marker on every renderer', () => {
    const want = commentMarker(hostile)
    expect(want).not.toBe(hostile)
    expect(want).toMatch(/^<!-- skill-evals:comment key=[A-Za-z0-9._/:=-]+ -->$/)
    expect(renderNothingToEvaluate({ marker: hostile }).split('\n')[0]).toBe(want)
    expect(renderSkippedNoApiKey({ marker: hostile }).split('\n')[0]).toBe(want)
    for (const m of ['<!-- skill-evals:x--y -->', '<!-- skill-evals:--x -->', '<!-- skill-evals:x-- -->']) {
      expect(renderNothingToEvaluate({ marker: m }).split('\n')[0]).toBe(commentMarker(m))
    }
  })
  test('a well-formed marker is kept as given', () => {
    for (const m of [commentMarker('pr'), '<!-- skill-evals:skill-evals:report:shard-1 -->', '<!-- skill-evals:a-b -->']) {
      expect(renderNothingToEvaluate({ marker: m }).split('\n')[0]).toBe(m)
    }
  })
})
