/**
 * Issue 33 row I, unit level: the base commit's config read through git, the policy keys taken
 * from it, and the one line that says what a pull request changes at merge.
 * (The attack itself, against the built CLI and action: test/security/row-i-gate-policy.test.ts.)
 */
import { describe, test, expect } from '@jest/globals'
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { defaultConfig, parseConfigFile } from '../../src/discover/config.js'
import { applyBasePolicy, readConfigAtRef, withBasePolicy } from '../../src/discover/base-policy.js'
import { loadRepo } from '../../src/discover/index.js'
import { policyChangeLine, policyChanges, policyNotes, POLICY_LINE_MAX_ITEMS } from '../../src/gate/policy-diff.js'
import { resolveGateSettings } from '../../src/gate/settings.js'
import { regressionSettings } from '../../src/regression/settings.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'
import { git } from '../helpers/run-engine-fixtures.js'
import type { Config } from '../../src/types.js'

const cfg = (yaml: string): Config => {
  const { config, findings } = parseConfigFile('evals/config.yaml', Buffer.from(yaml))
  expect(findings.filter((f) => f.severity === 'error')).toEqual([])
  return config
}

const STRICT = `risk-level: high
thresholds: { 1: 0.9 }
tiers: { 1: [notes] }
critical: [notes/1]
regression: { tolerance: 2, baseline-dir: evals/baselines }
secrets: [BASE_SECRET]
`
const LOOSE = `risk-level: low
thresholds: { 1: 0.5 }
tiers: { 3: [notes] }
gates: { release: off, tier-threshold: warn }
regression: { tolerance: 50, baseline-dir: evals/forged }
secrets: [PR_SECRET]
models: [claude-opus-5-5]
trials: 1
`

describe('withBasePolicy', () => {
  test('takes every policy key from the base and keeps the rest of the PR config', () => {
    const base = cfg(STRICT)
    const head = cfg(LOOSE)
    const c = withBasePolicy(head, base)
    expect(resolveGateSettings(c)).toEqual(resolveGateSettings(base))
    expect(c.tiers).toEqual({ notes: 1 })
    // findings point into the PR's own file, never at a line of the base's
    expect(c.tierSources).toEqual({ notes: head.tierSources!['notes'] })
    expect(withBasePolicy(cfg('models: [m]\n'), base).tierSources).toEqual({})
    expect(c.critical).toEqual(['notes/1'])
    expect(regressionSettings(c)).toEqual(regressionSettings(base))
    // redaction only grows: the base's names and the PR's
    expect(c.secrets).toEqual(['BASE_SECRET', 'PR_SECRET'])
    // not policy: the PR's
    expect(c.models).toEqual(['claude-opus-5-5'])
    expect(c.trials).toBe(1)
  })

  test('a base without a config means the defaults, not the PR', () => {
    const c = withBasePolicy(cfg(LOOSE), defaultConfig())
    expect(resolveGateSettings(c)).toEqual(resolveGateSettings(defaultConfig()))
    expect(c.gates).toBeUndefined()
    expect(c.regression).toBeUndefined()
    expect(c.tiers).toEqual({})
  })
})

describe('the policy line', () => {
  test('names each change from the base value to the PR value', () => {
    const changes = policyChanges(cfg(STRICT), cfg(LOOSE))
    expect(changes).toEqual(
      expect.arrayContaining([
        'risk level high → low',
        'tier-1 threshold 90% → 50%',
        'tier-1 gate fail → warn',
        'release gate fail → off',
        'critical evals −notes/1',
        'notes: tier 1 → tier 3',
        'regression tolerance 2 points → 50 points',
        'baseline store evals/baselines → evals/forged',
        'secrets no longer redacted: BASE_SECRET',
      ]),
    )
    // models and trials are not policy; release thresholds that follow the risk level are said by it
    expect(changes.join(' ')).not.toMatch(/opus|trials|release threshold/)
    const line = policyChangeLine(changes)!
    expect(line.startsWith('Policy changes at merge (not applied to this PR): risk level high → low, tier-1 threshold 90% → 50%')).toBe(true)
    expect(line).toMatch(new RegExp(`, and ${changes.length - POLICY_LINE_MAX_ITEMS} more\\.$`))
    expect(line.split('\n')).toHaveLength(1)
  })

  test('no change, no line; an explicit default is no change', () => {
    expect(policyChanges(defaultConfig(), cfg('thresholds: { 1: 0.8 }\ngates: { release: fail }\nregression: { tolerance: 5 }\n'))).toEqual([])
    expect(policyChangeLine([])).toBeUndefined()
    expect(policyNotes(undefined)).toEqual([])
  })

  test('a release threshold written in the config is listed', () => {
    expect(policyChanges(cfg('gates: { release-thresholds: { overall: 0.97 } }\n'), cfg('risk-level: low\n'))).toEqual(['risk level medium → low', 'release threshold (overall) 97% → 90%'])
  })

  test('a short list is shown whole', () => {
    expect(policyChangeLine(policyChanges(defaultConfig(), cfg('thresholds: { 1: 0.5 }\n')))).toBe('Policy changes at merge (not applied to this PR): tier-1 threshold 80% → 50%.')
  })
})

describe('the base config through git', () => {
  async function repo(baseFiles: Record<string, string>, headFiles: Record<string, string>) {
    const r = await makeRepo({ 'skills/notes/SKILL.md': skillMd('notes'), ...baseFiles })
    git(r.root, 'init', '-q', '-b', 'main')
    git(r.root, 'add', '-A')
    git(r.root, 'commit', '-q', '-m', 'base')
    const base = git(r.root, 'rev-parse', 'HEAD').trim()
    for (const [p, text] of Object.entries(headFiles)) {
      await mkdir(join(r.root, p, '..'), { recursive: true })
      await writeFile(join(r.root, p), text)
    }
    return { ...r, base }
  }

  test('reads the base commit, never the work tree; loadRepo applies it', async () => {
    const r = await repo({ 'evals/config.yaml': STRICT }, { 'evals/config.yaml': LOOSE })
    try {
      const b = await readConfigAtRef(r.root, r.base)
      expect('found' in b && b.found && b.config.riskLevel).toBe('high')
      const plain = await loadRepo(r.root)
      expect(plain.config.riskLevel).toBe('low') // the work tree, as push runs use it
      expect(plain.policy).toBeUndefined()
      const pr = await loadRepo(r.root, { policyRef: r.base })
      expect(pr.config.riskLevel).toBe('high')
      expect(pr.config.tierSettings[1].threshold).toBe(0.9)
      expect(pr.config.models).toEqual(['claude-opus-5-5'])
      expect(pr.policy?.ref).toBe(r.base)
      expect(pr.policy?.file).toBe('evals/config.yaml')
      expect(policyNotes(pr.policy)[0]).toMatch(/^Policy changes at merge \(not applied to this PR\): risk level high → low/)
    } finally {
      await r.dispose()
    }
  })

  test('a base without a config gives the defaults; a PR adding one is listed', async () => {
    const r = await repo({}, { 'evals/config.yaml': 'thresholds: { 1: 0.5 }\n' })
    try {
      expect(await readConfigAtRef(r.root, r.base)).toEqual({ found: false, config: defaultConfig() })
      const pr = await loadRepo(r.root, { policyRef: r.base })
      expect(pr.config.tierSettings[1].threshold).toBe(0.8)
      expect(policyNotes(pr.policy)).toEqual(['Policy changes at merge (not applied to this PR): tier-1 threshold 80% → 50%.'])
    } finally {
      await r.dispose()
    }
  })

  test('a skills repository below the git top level reads its own config at the base', async () => {
    const r = await repo({ 'sub/evals/config.yaml': 'risk-level: critical\n', 'evals/config.yaml': 'risk-level: low\n' }, { 'sub/evals/config.yaml': 'risk-level: low\n' })
    try {
      const b = await readConfigAtRef(join(r.root, 'sub'), r.base)
      expect('found' in b && b.found && b.config.riskLevel).toBe('critical')
    } finally {
      await r.dispose()
    }
  })

  test('an unreadable base: the defaults apply and a note says why; a bad ref is never an option', async () => {
    const r = await repo({ 'evals/config.yaml': STRICT }, { 'evals/config.yaml': LOOSE })
    try {
      const { config, policy } = await applyBasePolicy(r.root, cfg(LOOSE), 'f'.repeat(40))
      expect(resolveGateSettings(config)).toEqual(resolveGateSettings(defaultConfig()))
      expect(policy.unreadable).toMatch(/base commit ffffffffffff could not be read .*fetch-depth: 0/)
      expect(policyNotes(policy)[0]).toMatch(/^Gate policy: the defaults \(the base commit ffffffffffff could not be read/)
      expect(await readConfigAtRef(r.root, '--output=/tmp/x')).toEqual({ error: expect.stringContaining('is not a commit or branch name') })
    } finally {
      await r.dispose()
    }
  })

  test('a base whose config is a link is not followed: the defaults apply', async () => {
    const r = await makeRepo({ 'skills/notes/SKILL.md': skillMd('notes'), 'elsewhere.yaml': 'risk-level: low\n' })
    try {
      await mkdir(join(r.root, 'evals'))
      await symlink('../elsewhere.yaml', join(r.root, 'evals', 'config.yaml'))
      git(r.root, 'init', '-q', '-b', 'main')
      git(r.root, 'add', '-A')
      git(r.root, 'commit', '-q', '-m', 'base')
      const base = git(r.root, 'rev-parse', 'HEAD').trim()
      await rm(join(r.root, 'evals', 'config.yaml'))
      expect(await readConfigAtRef(r.root, base)).toEqual({ found: false, config: defaultConfig() })
    } finally {
      await r.dispose()
    }
  })
})
