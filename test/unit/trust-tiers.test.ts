import { afterAll, describe, expect, test } from '@jest/globals'
import { chmod, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  computeTrust, nextStep, parseTrustTier, tierLevel, TRUST_TIERS,
  type TrustInput,
} from '../../src/discover/trust-tiers.js'
import { schemaEvidence, validatorEvidence, trustTierKeyPosition } from '../../src/discover/trust-files.js'
import { latestModelRates, modelRatesOf, validatorRunsFrom } from '../../src/trust/evidence.js'
import { findValidator, implicitKind, SCHEMA_ASSERTION_TEXT, validatorAssertionText, scriptExitCode } from '../../src/grade/implicit.js'
import type { AggregateRun } from '../../src/aggregate/types.js'

const tmps: string[] = []
afterAll(async () => {
  for (const d of tmps) await rm(d, { recursive: true, force: true })
})
async function skillDir(files: Record<string, string>, exec: string[] = []): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'trust-unit-'))
  tmps.push(dir)
  for (const [p, c] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, p)), { recursive: true })
    await writeFile(path.join(dir, p), c)
  }
  for (const p of exec) await chmod(path.join(dir, p), 0o755)
  return dir
}

/** Everything needed for certified; tests knock out one requirement at a time. */
function full(over: Partial<TrustInput> = {}): TrustInput {
  return {
    skill: 's',
    schema: { status: 'valid' },
    validator: { path: 'scripts/validate-skill.sh', status: 'present' },
    evalCount: 5,
    threshold: 0.8,
    models: ['m1', 'm2'],
    validatorRuns: { passed: 10, failed: 0, errors: 0, absent: 0, source: 'results' },
    summary: { source: 'summary.json', timestamp: '2026-01-01T00:00:00Z', passRate: 0.9, evals: 5 },
    modelRates: [
      { model: 'm1', passRate: 0.96, timestamp: 't', source: 'a' },
      { model: 'm2', passRate: 1, timestamp: 't', source: 'b' },
    ],
    ...over,
  }
}

describe('parseTrustTier', () => {
  test('names in any case and levels 0..4', () => {
    expect(parseTrustTier('Verified')).toBe('verified')
    expect(parseTrustTier(' structured ')).toBe('structured')
    expect(parseTrustTier(0)).toBe('advisory')
    expect(parseTrustTier('4')).toBe('certified')
    expect(parseTrustTier(5)).toBeUndefined()
    expect(parseTrustTier('gold')).toBeUndefined()
    expect(parseTrustTier(1.5)).toBeUndefined()
    expect(TRUST_TIERS.map(tierLevel)).toEqual([0, 1, 2, 3, 4])
  })
})

describe('computeTrust: each transition', () => {
  test('advisory → structured → validated → verified → certified', () => {
    const advisory = computeTrust(full({ schema: { status: 'missing' } }))
    expect(advisory.computed).toBe('advisory')
    expect(nextStep(advisory)).toBe('to reach structured: no schemas/output.json')
    expect(computeTrust(full({ validator: { status: 'missing' } })).computed).toBe('structured')
    expect(computeTrust(full({ evalCount: 4 })).computed).toBe('validated')
    expect(computeTrust(full({ models: ['m1'] })).computed).toBe('verified')
    const top = computeTrust(full())
    expect(top.computed).toBe('certified')
    expect(top.effective).toBe('certified')
    expect(top.steps.every((s) => s.met)).toBe(true)
    expect(nextStep(top)).toBeUndefined()
  })

  test('tiers are cumulative: a missing schema caps everything above', () => {
    const r = computeTrust(full({ schema: { status: 'invalid', problem: 'invalid JSON Schema: bad' } }))
    expect(r.computed).toBe('advisory')
    expect(r.steps[1]!.reason).toMatch(/does not count: invalid JSON Schema/)
    expect(r.steps.slice(2).every((s) => s.met)).toBe(true) // the rest would be met
  })

  test('validated needs the validator to have passed, not just to exist', () => {
    const failing = computeTrust(full({ validatorRuns: { passed: 2, failed: 8, errors: 0, absent: 0, source: 'results' } }))
    expect(failing.computed).toBe('structured')
    expect(failing.steps[2]!.reason).toMatch(/passed 2\/10 with_skill runs \(20%; needs 80%\)/)
    const erroring = computeTrust(full({ validatorRuns: { passed: 9, failed: 0, errors: 1, absent: 0, source: 'results' } }))
    expect(erroring.computed).toBe('structured')
    expect(erroring.steps[2]!.reason).toMatch(/errored on 1 run/)
    const neverRan = computeTrust(full({ validatorRuns: undefined }))
    expect(neverRan.computed).toBe('structured')
    expect(neverRan.steps[2]!.reason).toMatch(/has not judged any graded/)
    const notRunnable = computeTrust(full({ validator: { path: 'scripts/validate-skill.rb', status: 'not_runnable' } }))
    expect(notRunnable.computed).toBe('structured')
    // exactly at the threshold counts
    expect(computeTrust(full({ validatorRuns: { passed: 8, failed: 2, errors: 0, absent: 3, source: 'r' } })).computed).toBe('certified')
  })

  test('verified: at least 5 evals, covered by the latest summary, at the tier threshold', () => {
    expect(computeTrust(full({ summary: undefined })).computed).toBe('validated')
    expect(computeTrust(full({ summary: { source: 's', timestamp: '', passRate: 0.79, evals: 5 } })).computed).toBe('validated')
    expect(computeTrust(full({ summary: { source: 's', timestamp: '', passRate: 0.95, evals: 4 } })).computed).toBe('validated')
    expect(computeTrust(full({ summary: { source: 's', timestamp: '', passRate: 0.8, evals: 6 } })).computed).toBe('certified')
  })

  test('certified: ≥95% on EVERY configured model, at least two models', () => {
    const low = computeTrust(full({ modelRates: [{ model: 'm1', passRate: 0.94, timestamp: '', source: '' }, { model: 'm2', passRate: 1, timestamp: '', source: '' }] }))
    expect(low.computed).toBe('verified')
    expect(low.steps[4]!.reason).toMatch(/m1 94%, m2 100%/)
    const missing = computeTrust(full({ modelRates: [{ model: 'm1', passRate: 1, timestamp: '', source: '' }] }))
    expect(missing.computed).toBe('verified')
    expect(missing.steps[4]!.reason).toMatch(/m2 \(no result\)/)
    // extra, unconfigured models do not matter
    const extra = computeTrust(full({ modelRates: [...full().modelRates!, { model: 'other', passRate: 0.1, timestamp: '', source: '' }] }))
    expect(extra.computed).toBe('certified')
  })
})

describe('computeTrust: declared trust_tier', () => {
  test('a lower declared tier wins (manual downgrade)', () => {
    const r = computeTrust(full({ declared: 'structured' }))
    expect(r.computed).toBe('certified')
    expect(r.effective).toBe('structured')
    expect(r.downgraded).toBe(true)
    expect(r.overclaimed).toBe(false)
  })
  test('a higher declared tier is an over-claim; the computed tier is published', () => {
    const r = computeTrust(full({ declared: 'certified', models: ['m1'] }))
    expect(r.effective).toBe('verified')
    expect(r.overclaimed).toBe(true)
  })
  test('an unknown value is kept as invalid and ignored for the tier', () => {
    const r = computeTrust(full({ declared: 'gold' }))
    expect(r.declared).toBeNull()
    expect(r.declaredInvalid).toBe('gold')
    expect(r.effective).toBe('certified')
  })
  test('ceiling mode (validate) assumes every result-based requirement is met', () => {
    const r = computeTrust(full({ validatorRuns: undefined, summary: undefined, modelRates: [] }), 'ceiling')
    expect(r.computed).toBe('certified')
    expect(computeTrust(full({ evalCount: 3 }), 'ceiling').computed).toBe('validated')
  })
})

describe('file evidence', () => {
  test('schema: missing, not JSON (with line), not a JSON Schema, valid', async () => {
    expect((await schemaEvidence(await skillDir({}))).status).toBe('missing')
    const bad = await schemaEvidence(await skillDir({ 'schemas/output.json': '{\n  "type": "object",\n  oops\n}' }))
    expect(bad.status).toBe('invalid')
    expect(bad.problem).toMatch(/not valid JSON/)
    expect(bad.line).toBe(3)
    const notSchema = await schemaEvidence(await skillDir({ 'schemas/output.json': '{"type": "banana"}' }))
    expect(notSchema.status).toBe('invalid')
    expect(notSchema.problem).toMatch(/invalid JSON Schema/)
    expect((await schemaEvidence(await skillDir({ 'schemas/output.json': '{"type":"object","required":["a"]}' }))).status).toBe('valid')
  })

  test('validator: preferred names, runnable by extension or exec bit', async () => {
    expect(validatorEvidence(await skillDir({}))).toEqual({ status: 'missing' })
    expect(validatorEvidence(await skillDir({ 'scripts/validate-skill.cjs': '', 'scripts/validate-skill.sh': '' }))).toEqual({ path: 'scripts/validate-skill.sh', status: 'present' })
    expect(validatorEvidence(await skillDir({ 'scripts/validate-skill.rb': '' }))).toEqual({ path: 'scripts/validate-skill.rb', status: 'not_runnable' })
    expect(validatorEvidence(await skillDir({ 'scripts/validate-skill.rb': '#!/usr/bin/env ruby' }, ['scripts/validate-skill.rb']))).toEqual({
      path: 'scripts/validate-skill.rb',
      status: 'present',
    })
    expect(findValidator(await skillDir({ 'scripts/validate.sh': '' }))).toBeUndefined()
  })

  test('trust_tier key position inside the frontmatter only', () => {
    expect(trustTierKeyPosition('---\nname: a\ndescription: b\ntrust_tier: verified\n---\ntrust_tier: x\n')).toEqual({ line: 4, column: 1 })
    expect(trustTierKeyPosition('---\nname: a\n---\ntrust_tier: x\n')).toBeUndefined()
    expect(trustTierKeyPosition('---\r\n"trust_tier": 2\r\n---\r\n')).toEqual({ line: 2, column: 1 })
  })
})

describe('results evidence', () => {
  const run = (over: Partial<AggregateRun>, texts: [string, 'pass' | 'fail' | 'error'][]): AggregateRun =>
    ({
      skill: 's', evalId: 1, evalName: 'e', configuration: 'with_skill', trial: 1, iteration: 1, model: 'm', status: 'graded', grade: 'pass',
      passed: 0, failed: 0, total: texts.length, timeSeconds: 0, tokens: 0, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false, notes: [],
      costUsd: null,
      expectations: texts.map(([text, status]) => ({ text, passed: status === 'pass', evidence: '', status, source: 'check' as const })),
      ...over,
    }) as AggregateRun

  test('validator outcomes of the latest iteration’s with_skill runs', () => {
    const v = validatorAssertionText('scripts/validate-skill.sh')
    const runs = [
      run({}, [[v, 'pass']]),
      run({ trial: 2, grade: 'fail' }, [[v, 'fail']]),
      run({ trial: 3, grade: 'error' }, [[v, 'error']]),
      run({ trial: 4 }, [['other', 'pass']]), // skipped by the validator (exit 2)
      run({ configuration: 'without_skill' }, [[v, 'fail']]),
      run({ iteration: 0 }, [[v, 'fail']]),
      run({ trial: 5, grade: 'inconclusive' }, [[v, 'fail']]),
    ]
    expect(validatorRunsFrom(runs, 's', 'res')).toEqual({ passed: 1, failed: 1, errors: 1, absent: 1, source: 'res' })
    expect(validatorRunsFrom(runs, 'other', 'res')).toBeUndefined()
  })

  test('implicit assertion texts are recognised', () => {
    expect(implicitKind(SCHEMA_ASSERTION_TEXT)).toBe('schema')
    expect(implicitKind(validatorAssertionText('scripts/validate-skill.py'))).toBe('validator')
    expect(implicitKind('Output matches something else')).toBeUndefined()
    expect(scriptExitCode('scripts/validate-skill.sh out.json exited 2 in 0.1 s; output:\nSKIP')).toBe(2)
    expect(scriptExitCode('x was killed by SIGKILL in 1.0 s; output:')).toBeUndefined()
  })

  test('per-model rates: summaries with a model, cross-model tables; newest wins', () => {
    const summary = (model: string, rate: number, at: string) => ({
      schema_version: 1, generated_at: at,
      skills: [{ name: 's', model, configurations: { with_skill: { pass_rate: rate } } }],
    })
    const table = {
      generated_at: '2026-03-01T00:00:00Z',
      models: { m1: { skills: { s: { pass_rate: 0.97 }, t: 0.5 } }, m2: { skills: [{ name: 's', configurations: { with_skill: { pass_rate: 0.99 } } }] } },
    }
    const arr = { timestamp: '2026-01-01T00:00:00Z', models: [{ model: 'm3', skills: { s: 96 } }] }
    const points = [
      ...modelRatesOf(summary('m1', 0.5, '2026-02-01T00:00:00Z'), 'old.json'),
      ...modelRatesOf(summary('m2', 0.5, '2026-04-01T00:00:00Z'), 'newer.json'),
      ...modelRatesOf(table, 'table.json'),
      ...modelRatesOf(arr, 'arr.json'),
      ...modelRatesOf({ skills: [{ name: 's', configurations: { with_skill: { pass_rate: 1 } } }] }, 'nomodel.json'),
    ]
    const rates = latestModelRates(points).get('s')!
    const by = Object.fromEntries(rates.map((r) => [r.model, [r.passRate, r.source]]))
    expect(by).toEqual({ m1: [0.97, 'table.json'], m2: [0.5, 'newer.json'], m3: [0.96, 'arr.json'] })
    expect(latestModelRates(points).get('t')!.map((r) => r.passRate)).toEqual([0.5])
    // the weekly matrix's cross-model.json
    const matrix = {
      kind: 'skill-evals/cross-model', generated_at: '2026-06-01T00:00:00Z', models: ['m1', 'm2'],
      skills: [{ name: 's', tier: 1, cells: { m1: { pass_rate: 0.99 }, m2: { pass_rate: null }, m4: null } }],
    }
    const after = latestModelRates([...points, ...modelRatesOf(matrix, 'cross-model.json')]).get('s')!
    expect(Object.fromEntries(after.map((r) => [r.model, r.passRate]))).toEqual({ m1: 0.99, m2: 0.5, m3: 0.96 })
  })
})
