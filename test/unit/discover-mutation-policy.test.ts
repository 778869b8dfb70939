import { describe, expect, test } from '@jest/globals'
import { isSpecRule, specOnly } from '../../src/discover/policy.js'

// Mutation tests (issue 23) of the spec/policy split (src/discover/policy.ts): which SKILL.md
// findings are the Agent Skills spec's (their severity cannot be changed, `validate --spec` keeps
// them as errors) and which are skill-evals' own policy.

const SPEC = [
  'skill.read',
  'skill.empty',
  'skill.encoding.utf8',
  'skill.frontmatter.missing',
  'skill.frontmatter.unclosed',
  'skill.frontmatter.empty',
  'skill.frontmatter.not-mapping',
  'skill.yaml.syntax',
  'skill.yaml.tabs',
  'skill.yaml.duplicate-key',
  'skill.name.missing',
  'skill.name.type',
  'skill.name.empty',
  'skill.name.length',
  'skill.name.pattern',
  'skill.name.hyphen-edge',
  'skill.name.double-hyphen',
  'skill.name.folder-mismatch',
  'skill.description.missing',
  'skill.description.type',
  'skill.description.empty',
  'skill.description.length',
  'skill.compatibility.type',
  'skill.compatibility.empty',
  'skill.compatibility.length',
  'skill.license.type',
  'skill.metadata.type',
  'skill.metadata.key',
  'skill.metadata.value',
  'skill.allowed-tools.type',
  'skill.internal'
]
const POLICY = [
  'skill.size',
  'skill.encoding.bom',
  'skill.yaml.warning',
  'skill.yaml.flow-style',
  'skill.key.unknown',
  'skill.description.angle-brackets',
  'skill.body.length',
  'skill.name.duplicate',
  'skill.tier.invalid',
  'skill.version.type',
  'skill.outside-roots',
  'coverage.no-evals',
  'suite.schema'
]

describe('spec rules and policy rules', () => {
  test.each(SPEC)('%s is an Agent Skills spec rule', (rule) => {
    expect(isSpecRule(rule)).toBe(true)
  })
  test.each(POLICY)('%s is policy', (rule) => {
    expect(isSpecRule(rule)).toBe(false)
  })

  test('validate --spec: policy errors become warnings, spec errors and every warning stay as they are', () => {
    const f = (rule: string, severity: 'error' | 'warning') => ({ severity, file: 'skills/a/SKILL.md', rule, message: 'm' })
    const input = [f('skill.name.pattern', 'error'), f('skill.size', 'error'), f('skill.body.length', 'warning'), f('coverage.no-evals', 'error')]
    const out = specOnly(input)
    expect(out.map((x) => [x.rule, x.severity])).toEqual([
      ['skill.name.pattern', 'error'],
      ['skill.size', 'warning'],
      ['skill.body.length', 'warning'],
      ['coverage.no-evals', 'warning']
    ])
    expect(out[0]).toBe(input[0])
    expect(out[2]).toBe(input[2])
    expect(input[1]!.severity).toBe('error')
  })
})
