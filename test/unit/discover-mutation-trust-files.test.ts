import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkTrustTiers } from '../../src/discover/trust-files.js'
import { defaultConfig } from '../../src/discover/config.js'
import type { EvalCase, Skill } from '../../src/types.js'

// Mutation tests (issue 23) of validate's trust rules (src/discover/trust-files.ts): a bad output
// schema, a validator that cannot run, an unknown or over-claimed trust_tier, each with its file,
// line and wording.

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-mtrustf-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})
const w = (rel: string, c: string, mode?: number): void => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  writeFileSync(path.join(root, rel), c)
  if (mode !== undefined) chmodSync(path.join(root, rel), mode)
}
const sk = (name: string, trustTier?: string, relDir = `skills/${name}`): Skill => ({
  name,
  dir: path.join(root, relDir),
  relDir,
  file: relDir === '.' ? 'SKILL.md' : `${relDir}/SKILL.md`,
  frontmatter: { name, description: 'd', metadata: {}, allowedTools: [], raw: {}, ...(trustTier !== undefined ? { trustTier } : {}) },
  body: '',
  bodyLine: 4
})

describe('checkTrustTiers', () => {
  test('every trust problem of a repository, exactly', async () => {
    w('skills/a/SKILL.md', '---\nname: a\ndescription: d\ntrust_tier: certified\n---\n')
    w('skills/a/schemas/output.json', '{\n  "type": "object",\n  oops\n}')
    w('skills/a/scripts/validate-skill.txt', 'x', 0o644)
    w('skills/b/SKILL.md', '---\nname: b\ndescription: d\ntrust_tier: bogus\n---\n')
    w('skills/c/SKILL.md', '---\nname: c\ntrust_tier: structured\ndescription: d\n---\n')
    w('skills/c/schemas/output.json', '{"type": "banana"}')
    w('skills/d/SKILL.md', '---\nname: d\ndescription: d\n"trust_tier": validated\n---\n')
    w('skills/d/schemas/output.json', '{"type":"object"}')
    w('skills/d/scripts/validate-skill.sh', '#!/bin/sh\n', 0o755)
    w('SKILL.md', '---\nname: top\ndescription: d\n---\n')
    w('schemas/output.json', '[1,')
    const evals = Array.from({ length: 5 }, (_, i) => ({ skill: 'd', id: i }) as unknown as EvalCase)
    const badJson = 'not valid JSON (line 3, column 3): Property names must be double-quoted strings.'
    const banana =
      'invalid JSON Schema: schema is invalid: data/type must be equal to one of the allowed values, data/type must be array, data/type must match a schema in anyOf'
    const unusable = (problem: string) => `schemas/output.json is not a usable JSON Schema (${problem}); every with_skill run's output is checked against it, so fix or remove it`
    expect(await checkTrustTiers(root, [sk('a', 'certified'), sk('b', 'bogus'), sk('c', 'structured'), sk('d', 'validated'), sk('e', 'advisory'), sk('top', undefined, '.')], evals, defaultConfig())).toStrictEqual([
      { severity: 'error', file: 'skills/a/schemas/output.json', line: 3, rule: 'trust.schema.invalid', message: unusable(badJson) },
      {
        severity: 'error',
        file: 'skills/a/scripts/validate-skill.txt',
        rule: 'trust.validator.not_runnable',
        message: 'scripts/validate-skill.txt cannot be run: make it executable (chmod +x) or use a .sh, .bash, .js, .mjs, .cjs or .py file'
      },
      {
        severity: 'error',
        file: 'skills/a/SKILL.md',
        line: 4,
        column: 1,
        rule: 'trust.tier.overclaimed',
        message: `trust_tier 'certified' is higher than this skill can reach (at most 'advisory'; to reach structured: schemas/output.json does not count: ${badJson}); lower it or add what is missing`
      },
      {
        severity: 'error',
        file: 'skills/b/SKILL.md',
        line: 4,
        column: 1,
        rule: 'trust.tier.invalid',
        message: "trust_tier 'bogus' is not a trust tier; use advisory, structured, validated, verified or certified (or 0-4)"
      },
      { severity: 'error', file: 'skills/c/schemas/output.json', rule: 'trust.schema.invalid', message: unusable(banana) },
      {
        severity: 'error',
        file: 'skills/c/SKILL.md',
        line: 3,
        column: 1,
        rule: 'trust.tier.overclaimed',
        message: `trust_tier 'structured' is higher than this skill can reach (at most 'advisory'; to reach structured: schemas/output.json does not count: ${banana}); lower it or add what is missing`
      },
      { severity: 'error', file: 'schemas/output.json', line: 1, rule: 'trust.schema.invalid', message: unusable("not valid JSON (line 1, column 1): Unterminated array (missing ']').") }
    ])
  })

  test('a declared tier the repository supports is fine; a long unknown value is cut to 60 characters', async () => {
    w('skills/d/SKILL.md', '---\nname: d\ndescription: d\ntrust_tier: x\n---\n')
    const long = 'x'.repeat(70)
    const r = await checkTrustTiers(root, [sk('d', long), sk('e', 'advisory')], [], defaultConfig())
    expect(r.map((f) => f.message)).toEqual([`trust_tier '${'x'.repeat(60)}' is not a trust tier; use advisory, structured, validated, verified or certified (or 0-4)`])
  })

  test('never throws: an internal problem is one warning', async () => {
    expect(await checkTrustTiers(root, [{ name: 'x' } as Skill], [], defaultConfig())).toStrictEqual([
      { severity: 'warning', file: '.', rule: 'trust.internal', message: "trust tiers could not be checked: Cannot read properties of undefined (reading 'trustTier')" }
    ])
  })
})
