import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkTrustTiers, findValidator, hasOutputSchema, isRunnable, schemaEvidence, trustTierKeyPosition, validatorEvidence } from '../../src/discover/trust-files.js'
import { computeTrust, nextStep, parseTrustTier } from '../../src/discover/trust-tiers.js'
import { discoverSkills } from '../../src/discover/skills.js'
import { defaultConfig } from '../../src/discover/config.js'
import type { EvalCase, Finding } from '../../src/types.js'

// Mutation tests (issue 23) of the trust evidence discovery reads from a skill's files
// (src/discover/trust-files.ts: the output schema, the validator, where `trust_tier` is written)
// and of the tier computation's edges (src/discover/trust-tiers.ts), on real files in a temp folder.

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-mtruste-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})
const w = (rel: string, c: string, mode?: number): void => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  writeFileSync(path.join(root, rel), c)
  if (mode !== undefined) chmodSync(path.join(root, rel), mode)
}
const dir = (rel: string): string => path.join(root, rel)
const skillMd = (name: string, frontmatterLines: string): string => `---\nname: ${name}\ndescription: does ${name} things\n${frontmatterLines}---\n\nBody.\n`
const evalsOf = (skill: string, n: number): EvalCase[] => Array.from({ length: n }, (_, i) => ({ skill, id: i + 1 }) as unknown as EvalCase)

/** validate's trust findings for the skills found in the temp repository. */
async function trustFindings(evals: EvalCase[] = []): Promise<Finding[]> {
  const { skills } = await discoverSkills(root)
  return checkTrustTiers(root, skills, evals, defaultConfig())
}
const unusable = (problem: string): string =>
  `schemas/output.json is not a usable JSON Schema (${problem}); every with_skill run's output is checked against it, so fix or remove it`
const INVALID_BOGUS = "trust_tier 'bogus' is not a trust tier; use advisory, structured, validated, verified or certified (or 0-4)"

describe('the output schema', () => {
  test('a skill has an output schema only when schemas/output.json is a file', () => {
    w('a/schemas/output.json', '{}')
    mkdirSync(dir('b/schemas/output.json'), { recursive: true })
    w('c/SKILL.md', 'x')
    w('d/schemas', 'a file where the folder should be')
    expect(['a', 'b', 'c', 'd'].map((s) => hasOutputSchema(dir(s)))).toEqual([true, false, false, false])
  })

  test('no schema file, or a file where the schemas folder should be, is simply no schema', async () => {
    w('d/schemas', 'x')
    expect(await schemaEvidence(dir('none'))).toStrictEqual({ status: 'missing' })
    expect(await schemaEvidence(dir('d'))).toStrictEqual({ status: 'missing' })
  })

  test('a schemas/output.json that is a folder is reported as unreadable, not as missing', async () => {
    w('skills/a/SKILL.md', skillMd('a', ''))
    mkdirSync(dir('skills/a/schemas/output.json'), { recursive: true })
    expect(await schemaEvidence(dir('skills/a'))).toStrictEqual({ status: 'invalid', problem: 'cannot be read: EISDIR: illegal operation on a directory, read' })
    expect(await trustFindings()).toStrictEqual([
      { severity: 'error', file: 'skills/a/schemas/output.json', rule: 'trust.schema.invalid', message: unusable('cannot be read: EISDIR: illegal operation on a directory, read') }
    ])
  })

  test('a schema saved with a byte order mark (as some Windows editors do) counts as valid', async () => {
    w('skills/a/SKILL.md', skillMd('a', 'trust_tier: structured\n'))
    w('skills/a/schemas/output.json', '\uFEFF{"type": "object"}')
    expect(await schemaEvidence(dir('skills/a'))).toStrictEqual({ status: 'valid' })
    expect(await trustFindings()).toStrictEqual([])
  })

  test('a schema JSON.parse would refuse but that can be read (a trailing comma) is not valid JSON, with its line and column', async () => {
    w('skills/a/SKILL.md', skillMd('a', ''))
    w('skills/a/schemas/output.json', '{\n  "type": "object",\n}\n')
    const problem = "not valid JSON (line 2, column 19): Trailing comma on line 2 before '}'; JSON does not allow a comma after the last property."
    expect(await schemaEvidence(dir('skills/a'))).toStrictEqual({ status: 'invalid', problem, line: 2 })
    expect(await trustFindings()).toStrictEqual([{ severity: 'error', file: 'skills/a/schemas/output.json', line: 2, rule: 'trust.schema.invalid', message: unusable(problem) }])
  })
})

describe('the validator', () => {
  test('a skill without a scripts folder has no validator', () => {
    w('a/SKILL.md', 'x')
    expect(findValidator(dir('a'))).toBeUndefined()
    expect(validatorEvidence(dir('a'))).toStrictEqual({ status: 'missing' })
  })

  test('the preferred validator wins over the others, and a bare scripts/validate-skill counts', () => {
    w('a/scripts/validate-skill.py', 'print(1)\n', 0o644)
    w('a/scripts/validate-skill.sh', '#!/bin/sh\n', 0o644)
    w('b/scripts/validate-skill', '#!/bin/sh\n', 0o755)
    w('b/scripts/validate-skill.txt', 'x', 0o644)
    expect(validatorEvidence(dir('a'))).toStrictEqual({ path: 'scripts/validate-skill.sh', status: 'present' })
    expect(validatorEvidence(dir('b'))).toStrictEqual({ path: 'scripts/validate-skill', status: 'present' })
  })

  test('a folder named like a validator is skipped for the next candidate', () => {
    mkdirSync(dir('a/scripts/validate-skill.sh'), { recursive: true })
    w('a/scripts/validate-skill.py', 'print(1)\n', 0o644)
    expect(findValidator(dir('a'))).toStrictEqual({ rel: 'scripts/validate-skill.py', abs: dir('a/scripts/validate-skill.py'), runnable: true })
    expect(validatorEvidence(dir('a'))).toStrictEqual({ path: 'scripts/validate-skill.py', status: 'present' })
  })

  test('among other validate-skill.* files the first by name is taken, whatever order the file system lists them in', () => {
    // Linux lists names by their UTF-8 bytes (ｚ, U+FF5A, before 😀); by name (UTF-16, as JavaScript
    // sorts and as other platforms would give them) 😀 comes first.
    w('a/scripts/validate-skill.ｚ', 'x', 0o644)
    w('a/scripts/validate-skill.😀', 'x', 0o644)
    expect(validatorEvidence(dir('a'))).toStrictEqual({ path: 'scripts/validate-skill.😀', status: 'not_runnable' })
  })

  test('runnable: an executable bit or a known interpreter extension; a file that is not there is not runnable', () => {
    w('a/run.txt', 'x', 0o755)
    w('a/run.sh', 'x', 0o644)
    w('a/run.txt2', 'x', 0o644)
    w('a/RUN.PY', 'x', 0o644)
    expect(['run.txt', 'run.sh', 'run.txt2', 'RUN.PY', 'gone.sh'].map((f) => isRunnable(dir(`a/${f}`)))).toEqual([true, true, false, true, false])
  })
})

describe('where validate points for trust_tier', () => {
  test('a SKILL.md saved with a byte order mark, or opened with "--- " (trailing spaces), still points at the trust_tier line', async () => {
    w('skills/a/SKILL.md', '\uFEFF' + skillMd('a', 'trust_tier: bogus\n'))
    w('skills/b/SKILL.md', skillMd('b', 'trust_tier: bogus\n').replace(/^---\n/, '---  \n'))
    expect(await trustFindings()).toStrictEqual([
      { severity: 'error', file: 'skills/a/SKILL.md', line: 4, column: 1, rule: 'trust.tier.invalid', message: INVALID_BOGUS },
      { severity: 'error', file: 'skills/b/SKILL.md', line: 4, column: 1, rule: 'trust.tier.invalid', message: INVALID_BOGUS }
    ])
  })

  test('the top-level key is found past a description ending in "...", a nested trust_tier, and a space before the colon', async () => {
    w('skills/a/SKILL.md', '---\nname: a\ndescription: Summarises reports...\nmetadata:\n  trust_tier: 4\ntrust_tier : bogus\n---\nBody.\n')
    expect(await trustFindings()).toStrictEqual([{ severity: 'error', file: 'skills/a/SKILL.md', line: 6, column: 1, rule: 'trust.tier.invalid', message: INVALID_BOGUS }])
  })

  test('only inside a frontmatter opened on line 1 and closed by "---" or "..."', () => {
    const body = 'trust_tier: x\n'
    expect(trustTierKeyPosition(`# Title\n${body}`)).toBeUndefined()
    expect(trustTierKeyPosition(`x---\n${body}`)).toBeUndefined()
    expect(trustTierKeyPosition(`---x\n${body}`)).toBeUndefined()
    expect(trustTierKeyPosition(`---\nname: a\n--- \n${body}`)).toBeUndefined()
    expect(trustTierKeyPosition(`---\nname: a\n...\n${body}`)).toBeUndefined()
    expect(trustTierKeyPosition(`---\nname: a\n...more\n${body}`)).toStrictEqual({ line: 4, column: 1 })
    expect(trustTierKeyPosition(`---\nname: a\n`)).toBeUndefined()
  })
})

describe('trust_tier claims validate can judge from the repository', () => {
  test('verified needs 5 evals of the skill: 5 are enough, 4 make the claim an over-claim', async () => {
    for (const s of ['five', 'four']) {
      w(`skills/${s}/SKILL.md`, skillMd(s, 'trust_tier: verified\n'))
      w(`skills/${s}/schemas/output.json`, '{"type": "object"}')
      w(`skills/${s}/scripts/validate-skill.sh`, '#!/bin/sh\nexit 0\n', 0o755)
    }
    expect(await trustFindings([...evalsOf('five', 5), ...evalsOf('four', 4), ...evalsOf('other', 3)])).toStrictEqual([
      {
        severity: 'error',
        file: 'skills/four/SKILL.md',
        line: 4,
        column: 1,
        rule: 'trust.tier.overclaimed',
        message: "trust_tier 'verified' is higher than this skill can reach (at most 'validated'; to reach verified: 4 eval(s) in the repository (needs 5)); lower it or add what is missing"
      }
    ])
  })
})

describe('the tier computation', () => {
  const input = {
    skill: 's',
    schema: { status: 'valid' as const },
    validator: { status: 'present' as const, path: 'scripts/validate-skill.sh' },
    evalCount: 5,
    threshold: 0.8,
    models: ['m1']
  }

  test('without a mode it is computed from evidence, and says so', () => {
    const r = computeTrust({ ...input, validatorRuns: { passed: 4, failed: 1, errors: 0, absent: 0, source: 'results/r' } })
    expect(r.mode).toBe('evidence')
    expect(r.computed).toBe('validated')
  })

  test('a validator that judged some runs and errored on as many is reported as erroring, not as not having judged', () => {
    const r = computeTrust({ ...input, validatorRuns: { passed: 1, failed: 0, errors: 1, absent: 0, source: 'results/r' } }, 'evidence')
    expect(r.computed).toBe('structured')
    expect(nextStep(r)).toBe('to reach validated: scripts/validate-skill.sh errored on 1 run(s) (crash, timeout or an exit code other than 0/1/2) in results/r')
  })

  test('a declared tier equal to the computed one is neither a downgrade nor an over-claim; no declared tier neither', () => {
    const same = computeTrust({ ...input, declared: 'Verified' }, 'ceiling')
    expect([same.computed, same.effective, same.declared, same.downgraded, same.overclaimed]).toEqual(['verified', 'verified', 'verified', false, false])
    const none = computeTrust({ ...input }, 'ceiling')
    expect([none.computed, none.effective, none.declared, none.downgraded, none.overclaimed]).toEqual(['verified', 'verified', null, false, false])
    expect('declaredInvalid' in none).toBe(false)
    const lower = computeTrust({ ...input, declared: '0' }, 'ceiling')
    expect([lower.effective, lower.downgraded, lower.overclaimed]).toEqual(['advisory', true, false])
    const higher = computeTrust({ ...input, declared: 'certified' }, 'ceiling')
    expect([higher.effective, higher.downgraded, higher.overclaimed]).toEqual(['verified', false, true])
  })

  test('a level written as a number: 0 to 4 only', () => {
    expect([0, 1, 2, 3, 4, -0, 5, -1, 2.5, Number.NaN, Infinity].map(parseTrustTier)).toEqual([
      'advisory', 'structured', 'validated', 'verified', 'certified', 'advisory', undefined, undefined, undefined, undefined, undefined
    ])
  })
})
