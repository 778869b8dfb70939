import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_CONFIG, defaultConfig, loadConfig, tierOf } from '../../src/discover/config.js'
import type { Config, Finding, Skill } from '../../src/types.js'

// Mutation tests (issue 23) of evals/config.yaml loading (src/discover/config.ts), second part:
// a setting the schema refuses is dropped whole (none of its entries apply), positions of odd
// documents and keys, a file that cannot be read, and the loader's own type checks, which keep
// every wrongly typed setting at its default when there is no schema validator (`loadConfig(root,
// null)`, as when the schema did not compile).

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-mconfig2-'))
  mkdirSync(path.join(root, 'evals'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

const F = 'evals/config.yaml'
const at = (severity: Finding['severity'], line: number, column: number, rule: string, message: string): Finding => ({ severity, file: F, line, column, rule, message })
const defaults = (set: Partial<Config> = {}): Config => ({ ...structuredClone(DEFAULT_CONFIG), file: F, ...set })

async function load(yaml: string, withoutValidator = false): Promise<{ config: Config; findings: Finding[] }> {
  writeFileSync(path.join(root, F), yaml)
  return withoutValidator ? loadConfig(root, null) : loadConfig(root)
}

describe('a setting the schema refuses is dropped whole: none of its entries apply', () => {
  test('regression, skill-executors, tracking-issue and tiers with one bad entry keep their defaults', async () => {
    const r = await load(
      'regression:\n  tolerance: 500\n  override-label: ok\nskill-executors:\n  x: api\n  y: bogus\ntracking-issue:\n  enabled: "yes"\n  label: l\ntiers:\n  1: [a, 3]\n'
    )
    expect(r.findings.map((f) => [f.line, f.column, f.rule])).toEqual([
      [11, 10, 'config.schema'],
      [2, 14, 'config.schema'],
      [6, 6, 'config.schema'],
      [8, 12, 'config.schema']
    ])
    expect(r.config).toStrictEqual(defaults())
  })

  test('a models list with an empty model name keeps the default models', async () => {
    const r = await load('models: ["", claude-x]\nrelease-branches: [""]\n')
    expect(r.findings).toStrictEqual([
      at('error', 1, 10, 'config.schema', 'models[0] must not be empty.'),
      at('error', 2, 20, 'config.schema', 'release-branches[0] must not be empty.')
    ])
    expect(r.config).toStrictEqual(defaults())
  })

  test('max-runs: 0 is refused and the number of runs stays unlimited', async () => {
    const r = await load('max-runs: 0\nmax-cost-usd: -1\n')
    expect(r.findings).toStrictEqual([
      at('error', 2, 15, 'config.schema', 'max-cost-usd must be >= 0 (got -1).'),
      at('error', 1, 11, 'config.schema', 'max-runs must be >= 1 (got 0).')
    ])
    expect(r.config).toStrictEqual(defaults({ maxRuns: null, maxCostUsd: null }))
  })
})

describe('positions of odd documents and keys', () => {
  test('a document that is a list, after a comment line, is reported at the list, not at line 1', async () => {
    const r = await load('# settings\n\n- trials: 5\n')
    expect(r.findings).toStrictEqual([at('error', 3, 1, 'config.schema', '(document) must be an object (mapping), not an array.')])
    expect(r.config).toStrictEqual(defaults())
  })

  test('an empty key (~) under tiers is an unknown property, reported at the tiers mapping; the other settings still apply', async () => {
    const r = await load('trials: 5\ntiers:\n  ~: [x]\n')
    expect(r.findings).toStrictEqual([at('error', 3, 3, 'config.schema.unknown-key', "Unknown property '' in tiers.")])
    expect(r.config).toStrictEqual(defaults({ trials: 5 }))
  })

  test("a skill-executors key with '~' and '/' is located at its own key", async () => {
    const r = await load('skill-executors:\n  a: api\n  "b~c/d": claude-code\n')
    expect(r.findings).toEqual([])
    expect(r.config.skillExecutors).toStrictEqual({ a: 'api', 'b~c/d': 'claude-code' })
    expect(r.config.skillExecutorSources).toStrictEqual({ a: { file: F, line: 2, column: 3 }, 'b~c/d': { file: F, line: 3, column: 3 } })
  })

  test('a skill named __proto__ in tiers and skill-executors is a plain entry like any other name', async () => {
    const r = await load('tiers:\n  2: [__proto__]\nskill-executors:\n  __proto__: claude-code\n')
    expect(r.findings).toEqual([])
    const plain = (value: unknown) => ({ value, enumerable: true, writable: true, configurable: true })
    expect(Object.getOwnPropertyDescriptor(r.config.tiers, '__proto__')).toEqual(plain(2))
    expect(Object.getOwnPropertyDescriptor(r.config.skillExecutors, '__proto__')).toEqual(plain('claude-code'))
    expect(Object.getOwnPropertyDescriptor(r.config.skillExecutorSources, '__proto__')).toEqual(plain({ file: F, line: 4, column: 3 }))
    expect(tierOf('__proto__', r.config)).toBe(2)
  })
})

describe('tiers', () => {
  test('a skill listed under tier 3 in the config stays in tier 3 whatever its frontmatter says', () => {
    const skill = { name: 's', frontmatter: { tier: 1, metadata: { tier: '1' }, raw: {} } } as unknown as Skill
    const config = defaultConfig()
    config.tiers = { s: 3 }
    expect(tierOf(skill, config)).toBe(3)
    expect(tierOf(skill, config, 2)).toBe(3)
    config.tiers = {}
    expect(tierOf(skill, config)).toBe(1)
  })
})

describe('a config file that cannot be read', () => {
  // /proc/self/mem is a regular file to stat, and reading it from its start fails (EIO), also
  // for root, whom permissions do not stop.
  const onLinux = process.platform === 'linux' ? test : test.skip
  onLinux('a link to a file that fails to read is one config.read error, and every setting at its default', async () => {
    symlinkSync('/proc/self/mem', path.join(root, F))
    const r = await loadConfig(root)
    expect(r.findings).toHaveLength(1)
    expect(r.findings[0]).toMatchObject({ severity: 'error', file: F, rule: 'config.read' })
    // Issue 33 row J: a link out of the repository is not even opened (before: EIO from the read).
    expect(r.findings[0]!.message).toBe('Could not read evals/config.yaml: evals/config.yaml is a symbolic link (or lies below one) that leads out of the repository; it is not read.')
    expect(Object.keys(r.findings[0]!)).toEqual(['severity', 'file', 'rule', 'message'])
    expect(r.config).toStrictEqual(defaults())
  })
})

describe('without a schema validator, the loader still keeps every wrongly typed setting at its default', () => {
  test.each([
    ['plain settings of the wrong type', 'skill-roots: [skills, 3]\nmodels: [1]\njudge-model: 5\ntrials: "5"\nbash: "yes"\nmax-cost-usd: "10"\nmax-runs: "10"\n', {}],
    ['mappings written as plain values', 'severities: error\ngates: warn\nregression: 5\nskill-executors: api\ntracking-issue: "on"\ntiers: 5\nrecommended-evals: 5\n', {}],
    ['mappings written as null', 'severities: null\ngates: null\nregression: null\nskill-executors: null\ntracking-issue: null\ntiers: null\nrecommended-evals: null\nthresholds: null\n', {}],
    ['gates with a tier-threshold and release-thresholds that are neither a mode nor a mapping', 'gates:\n  tier-threshold: bogus\n  release-thresholds: x\n', { gates: {} }],
    ['gates with null tier-threshold and release-thresholds', 'gates:\n  tier-threshold: null\n  release-thresholds: null\n', { gates: {} }],
    ['regression fields of the wrong type', 'regression:\n  tolerance: x\n  override-label: 5\n  required-top: "3"\n', { regression: {} }],
    ['recommended-evals per tier that are not mappings', 'recommended-evals:\n  1: null\n  2: x\n  3: 4\n', {}],
    ['a skill-executors entry that is not an executor', 'skill-executors:\n  p: bogus\n  q: api\n', { skillExecutors: { q: 'api' }, skillExecutorSources: { q: { file: F, line: 3, column: 3 } } }],
    ['a tiers entry that is not a name', 'tiers:\n  1: [5, a]\n  2: x\n', { tiers: { a: 1 }, tierSources: { a: { file: F, line: 2, column: 10 } } }]
  ] as [string, string, Partial<Config>][])('%s', async (_label, yaml, set) => {
    const r = await load(yaml, true)
    expect(r.findings).toEqual([])
    expect(r.config).toStrictEqual(defaults(set))
  })

  test('severities: only error, warning and off are levels; each applied rule is located at its key', async () => {
    const r = await load('severities:\n  a.b: nope\n  c.d: error\n  e.f: warning\n  g.h: off\n  "x/y~z": warning\n  i.j: 1\n', true)
    expect(r.findings).toEqual([])
    expect(r.config.severities).toStrictEqual({ 'c.d': 'error', 'e.f': 'warning', 'g.h': 'off', 'x/y~z': 'warning' })
    expect(r.config.severitySources).toStrictEqual({
      'c.d': { file: F, line: 3, column: 3 },
      'e.f': { file: F, line: 4, column: 3 },
      'g.h': { file: F, line: 5, column: 3 },
      'x/y~z': { file: F, line: 6, column: 3 }
    })
  })

  test('the same file with the validator: schema errors, and the same defaults', async () => {
    const r = await load('judge-model: 5\ntrials: "5"\n')
    expect(r.findings.map((f) => f.message)).toEqual(['judge-model must be string, not an integer.', 'trials must be a whole number from 1 to 100, or \'adaptive\' (got "5").'])
    expect(r.config).toStrictEqual(defaults())
    expect(await load('judge-model: 5\ntrials: "5"\n', true)).toStrictEqual({ config: defaults(), findings: [] })
  })
})
