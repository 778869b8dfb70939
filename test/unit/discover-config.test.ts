import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Ajv } from 'ajv'
import { DEFAULT_CONFIG, defaultConfig, loadConfig, suggestKey, tierOf } from '../../src/discover/config.js'
import { checkCoverage } from '../../src/discover/coverage.js'
import configSchema from '../../schemas/config.schema.json' with { type: 'json' }
import evalsSchema from '../../schemas/evals.schema.json' with { type: 'json' }
import type { Finding, Skill } from '../../src/types.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-config-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

function write(rel: string, content: string | Buffer): void {
  const abs = path.join(root, rel)
  mkdirSync(path.dirname(abs), { recursive: true })
  writeFileSync(abs, content)
}

function only(findings: Finding[], rule: string): Finding {
  const hits = findings.filter((f) => f.rule === rule)
  if (hits.length !== 1) throw new Error(`expected exactly one '${rule}', got ${JSON.stringify(findings, null, 2)}`)
  return hits[0]!
}

async function load(yaml: string | Buffer) {
  write('evals/config.yaml', yaml)
  return loadConfig(root)
}

describe('defaults', () => {
  test('absent config → all defaults, no findings', async () => {
    const { config, findings } = await loadConfig(root)
    expect(findings).toEqual([])
    expect(config).toEqual(DEFAULT_CONFIG)
    expect(config.file).toBeUndefined()
  })

  test('DEFAULT_CONFIG values (SPEC-0017 tiers, current models)', () => {
    expect(DEFAULT_CONFIG).toMatchObject({
      skillRoots: ['skills', '.claude/skills'],
      tiers: {},
      skillExecutors: {},
      tierSettings: {
        1: { threshold: 0.8, minEvals: 3, maxEvals: 4 },
        2: { threshold: 0.8, minEvals: 2, maxEvals: 3 },
        3: { threshold: 0.8, minEvals: 2, maxEvals: 2 },
      },
      models: ['claude-sonnet-5-5'],
      judgeModel: 'claude-haiku-5-5',
      judges: 1,
      trials: 3,
      fullEvalLabel: 'full-eval',
      releaseBranches: ['release', 'release/**'],
      riskLevel: 'medium',
      globalPaths: ['references/**', 'evals/config.yaml', 'evals/evals.json', 'schemas/**'],
      concurrency: 4,
      maxTurns: 20,
      maxTokens: 8192,
      runTimeoutSeconds: 600,
      skillLoading: 'preload',
      bash: false,
      cache: 'read-write',
      cacheDir: '.skill-evals/cache',
      maxCostUsd: null,
      maxRuns: null,
      descriptionOverlap: 0.6,
    })
    expect(Object.isFrozen(DEFAULT_CONFIG.tierSettings[1])).toBe(true)
    const copy = defaultConfig()
    copy.models.push('x')
    expect(DEFAULT_CONFIG.models).toEqual(['claude-sonnet-5-5'])
  })

  test('empty or comment-only config → defaults, no findings', async () => {
    for (const text of ['', '# nothing here\n']) {
      const { config, findings } = await load(text)
      expect(findings).toEqual([])
      expect(config).toEqual({ ...DEFAULT_CONFIG, file: 'evals/config.yaml' })
    }
  })
})

describe('loadConfig: valid files', () => {
  test('every key maps to the Config field', async () => {
    const { config, findings } = await load(`# skill-evals
skill-roots: [skills, plugins/x/skills]
tiers:
  1: [plan, work, review, audit]
  2: [spec, check]
  3: [adr]
thresholds:
  1: 0.9
  3: 0.5
recommended-evals:
  1: {min: 4, max: 6}
  2: {min: 1}
models: [claude-opus-5-5, claude-sonnet-5-5]
judge-model: claude-sonnet-5-5
judges: 3
description-overlap: 0.75
trials: 5
full-eval-label: eval-all
release-branches: [main]
risk-level: critical
global-paths: ['shared/**']
concurrency: 8
max-turns: 30
max-tokens: 4096
run-timeout-seconds: 120.5
request-idle-timeout-seconds: 40
skill-loading: discover
bash: true
cache: read-only
cache-dir: .cache/evals
max-cost-usd: 12.5
max-runs: 200
`)
    expect(findings).toEqual([])
    expect(config).toEqual({
      skillRoots: ['skills', 'plugins/x/skills'],
      skillRootsConfigured: true,
      tiers: { plan: 1, work: 1, review: 1, audit: 1, spec: 2, check: 2, adr: 3 },
      skillExecutors: {},
      tierSettings: {
        1: { threshold: 0.9, minEvals: 4, maxEvals: 6 },
        2: { threshold: 0.8, minEvals: 1, maxEvals: 3 },
        3: { threshold: 0.5, minEvals: 2, maxEvals: 2 },
      },
      models: ['claude-opus-5-5', 'claude-sonnet-5-5'],
      judgeModel: 'claude-sonnet-5-5',
      judges: 3,
      descriptionOverlap: 0.75,
      trials: 5,
      fullEvalLabel: 'eval-all',
      releaseBranches: ['main'],
      riskLevel: 'critical',
      globalPaths: ['shared/**'],
      concurrency: 8,
      maxTurns: 30,
      maxTokens: 4096,
      runTimeoutSeconds: 120.5,
      requestIdleTimeoutSeconds: 40,
      skillLoading: 'discover',
      bash: true,
      cache: 'read-only',
      cacheDir: '.cache/evals',
      maxCostUsd: 12.5,
      maxRuns: 200,
      file: 'evals/config.yaml',
      tierSources: expect.objectContaining({
        plan: { file: 'evals/config.yaml', line: 4, column: 7 },
        adr: { file: 'evals/config.yaml', line: 6, column: 7 },
      }),
    })
  })

  test('request-idle-timeout-seconds: default 90; not below the run timeout → warning at the key (issue 17)', async () => {
    expect((await load('trials: 2\n')).config.requestIdleTimeoutSeconds).toBe(90)
    const ok = await load('request-idle-timeout-seconds: 30\n')
    expect(ok.findings).toEqual([])
    expect(ok.config.requestIdleTimeoutSeconds).toBe(30)
    const { findings } = await load('run-timeout-seconds: 60\nrequest-idle-timeout-seconds: 60\n')
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'warning', rule: 'config.timeout.idle', file: 'evals/config.yaml', line: 2, message: expect.stringContaining('is more than a third of run-timeout-seconds (60)') })
    ])
  })

  test('skill-executors: skill → executor, with where each skill was written (issue 14)', async () => {
    const { config, findings } = await load('executor: api\nskill-executors:\n  deploy: claude-code\n  plan: api\n')
    expect(findings).toEqual([])
    expect(config.executor).toBe('api')
    expect(config.skillExecutors).toEqual({ deploy: 'claude-code', plan: 'api' })
    expect(config.skillExecutorSources).toEqual({
      deploy: { file: 'evals/config.yaml', line: 3, column: 3 },
      plan: { file: 'evals/config.yaml', line: 4, column: 3 },
    })
  })

  test('skill-executors: an unknown executor → config.schema error, the map falls back to {}', async () => {
    const { config, findings } = await load('skill-executors:\n  deploy: docker\ntrials: 2\n')
    expect(only(findings, 'config.schema')).toMatchObject({ severity: 'error', line: 2, column: 11 })
    expect(config.skillExecutors).toEqual({})
    expect(config.trials).toBe(2)
  })

  test('skill-executors naming an unknown skill → coverage.config-unknown-skill warning at the config key', async () => {
    const { config } = await load('skill-executors:\n  plan: claude-code\n  deplyo: claude-code\n')
    const skill = (name: string) => ({ name, dir: `skills/${name}`, file: `skills/${name}/SKILL.md`, frontmatter: { name, description: 'd' }, body: '' }) as unknown as Skill
    const evalCase = (name: string, id: number) => ({ skill: name, id, prompt: 'p', files: [], resolvedFiles: [], assertions: [{ text: 'a' }, { text: 'b' }], source: { file: 'e.json', line: 1, column: 1 } })
    const f = checkCoverage([skill('plan'), skill('deploy')], [evalCase('plan', 1), evalCase('plan', 2), evalCase('deploy', 1), evalCase('deploy', 2)], config)
    expect(only(f, 'coverage.config-unknown-skill')).toMatchObject({
      severity: 'warning',
      file: 'evals/config.yaml',
      line: 3,
      column: 3,
      message: expect.stringMatching(/skill-executors maps skill 'deplyo' \(executor claude-code\).*did you mean 'deploy'/),
    })
  })

  test('explicit null limits stay null', async () => {
    const { config, findings } = await load('max-cost-usd: null\nmax-runs: ~\n')
    expect(findings).toEqual([])
    expect(config.maxCostUsd).toBeNull()
    expect(config.maxRuns).toBeNull()
  })

  test('.yml is read when .yaml is absent', async () => {
    write('evals/config.yml', 'trials: 7\n')
    const { config, findings } = await loadConfig(root)
    expect(findings).toEqual([])
    expect(config.trials).toBe(7)
    expect(config.file).toBe('evals/config.yml')
  })

  test('both .yaml and .yml → warning config.duplicate-file, .yaml wins', async () => {
    write('evals/config.yaml', 'trials: 2\n')
    write('evals/config.yml', 'trials: 7\n')
    const { config, findings } = await loadConfig(root)
    expect(only(findings, 'config.duplicate-file')).toMatchObject({ severity: 'warning', file: 'evals/config.yml' })
    expect(config.trials).toBe(2)
  })

  test('CRLF line endings: positions still correct', async () => {
    const { findings } = await load('trials: 2\r\nbash: nope\r\n')
    expect(only(findings, 'config.schema')).toMatchObject({ severity: 'error', line: 2, column: 7 })
  })

  test('BOM → warning config.yaml.bom, file still read', async () => {
    const { config, findings } = await load(Buffer.from('\uFEFFtrials: 9\n', 'utf8'))
    expect(only(findings, 'config.yaml.bom')).toMatchObject({ severity: 'warning', line: 1, column: 1 })
    expect(config.trials).toBe(9)
  })
})

describe('loadConfig: bad input', () => {
  test('YAML syntax error → config.yaml.syntax with line, defaults kept', async () => {
    const { config, findings } = await load('trials: 5\nmodels: [a, b\n')
    expect(only(findings, 'config.yaml.syntax')).toMatchObject({ severity: 'error', file: 'evals/config.yaml', line: 3 })
    expect(config.trials).toBe(3)
  })

  test('tabs as indentation → config.yaml.syntax at the tab', async () => {
    const { findings } = await load('tiers:\n\t1: [plan]\n')
    const f = only(findings, 'config.yaml.syntax')
    expect(f).toMatchObject({ severity: 'error', line: 2, column: 1 })
    expect(f.message).toMatch(/Tabs/)
  })

  test('duplicate keys → config.yaml.syntax at the second key', async () => {
    const { findings } = await load('trials: 1\nbash: true\ntrials: 2\n')
    const f = only(findings, 'config.yaml.syntax')
    expect(f).toMatchObject({ severity: 'error', line: 3, column: 1 })
    expect(f.message).toMatch(/unique/)
  })

  test('invalid UTF-8 → config.yaml.encoding', async () => {
    const { findings } = await load(Buffer.concat([Buffer.from('trials: 1\nfull-eval-label: "a'), Buffer.from([0xff]), Buffer.from('"\n')]))
    expect(only(findings, 'config.yaml.encoding')).toMatchObject({ severity: 'error', line: 2, column: 20 })
  })

  test('unresolved alias does not crash', async () => {
    const { config, findings } = await load('models: *nope\n')
    expect(findings.some((f) => f.rule === 'config.yaml.syntax' && f.severity === 'error')).toBe(true)
    expect(config.models).toEqual(DEFAULT_CONFIG.models)
  })

  test('YAML warnings (unknown tag) → config.yaml.syntax warning, value still used', async () => {
    const { config, findings } = await load('trials: 4\njudge-model: !!js/function claude-x\n')
    expect(only(findings, 'config.yaml.syntax')).toMatchObject({ severity: 'warning', line: 2, column: 14 })
    expect(config.trials).toBe(4)
  })

  test('multiple documents → config.yaml.syntax', async () => {
    const { findings } = await load('trials: 1\n---\ntrials: 2\n')
    expect(only(findings, 'config.yaml.syntax')).toMatchObject({ severity: 'error', line: 2 })
  })

  test('complex keys → config.yaml.syntax', async () => {
    const { findings } = await load('? [a, b]\n: 1\n')
    expect(only(findings, 'config.yaml.syntax')).toMatchObject({ severity: 'error', line: 1, column: 3 })
  })

  test('root that is not a mapping → config.schema at line 1', async () => {
    const { config, findings } = await load('- trials\n- 3\n')
    expect(only(findings, 'config.schema')).toMatchObject({ severity: 'error', line: 1, column: 1, message: expect.stringMatching(/must be an object \(mapping\)/) })
    expect(config.trials).toBe(3)
  })

  test('wrong types → config.schema at the value; other keys still apply', async () => {
    const { config, findings } = await load(
      ['trials: three', 'concurrency: 0', 'bash: yes', 'risk-level: extreme', 'models: claude-sonnet-5-5', 'thresholds:', '  1: 80', 'max-cost-usd: -1', 'max-turns: 40'].join('\n') + '\n',
    )
    const errs = findings.filter((f) => f.rule === 'config.schema')
    const at = (line: number): Finding | undefined => errs.find((f) => f.line === line)
    expect(at(1)).toMatchObject({ severity: 'error', column: 9, message: expect.stringMatching(/trials must be a whole number from 1 to 100, or 'adaptive' \(got "three"\)/) })
    expect(at(2)).toMatchObject({ column: 14, message: expect.stringMatching(/concurrency must be >= 1/) })
    expect(at(3)).toMatchObject({ column: 7, message: expect.stringMatching(/bash must be boolean/) })
    expect(at(4)).toMatchObject({ column: 13, message: expect.stringMatching(/one of: low, medium, high, critical/) })
    expect(at(5)).toMatchObject({ column: 9, message: expect.stringMatching(/models must be a list/) })
    expect(at(7)).toMatchObject({ column: 6, message: expect.stringMatching(/thresholds\.1 must be <= 1/) })
    expect(at(8)).toMatchObject({ column: 15, message: expect.stringMatching(/max-cost-usd must be >= 0/) })
    expect(errs).toHaveLength(7)
    expect(config).toMatchObject({ trials: 3, concurrency: 4, bash: false, riskLevel: 'medium', maxCostUsd: null, maxTurns: 40 })
    expect(config.tierSettings[1].threshold).toBe(0.8)
  })

  test('unknown keys → config.schema.unknown-key at the key, with a suggestion', async () => {
    const { findings } = await load('trials: 2\nthreshold:\n  1: 0.9\ntiers:\n  4: [x]\nrecommended-evals:\n  1: {minimum: 3}\nwhatever: 1\n')
    const hits = findings.filter((f) => f.rule === 'config.schema.unknown-key').sort((a, b) => a.line! - b.line!)
    expect(hits.map((f) => [f.severity, f.line, f.column])).toEqual([
      ['error', 2, 1],
      ['error', 5, 3],
      ['error', 7, 7],
      ['error', 8, 1],
    ])
    expect(hits[0]!.message).toBe("Unknown property 'threshold'. Did you mean 'thresholds'?")
    expect(hits[3]!.message).toBe("Unknown property 'whatever'.")
  })

  test('a skill listed in two tiers → config.tiers.duplicate error at the second listing', async () => {
    const { config, findings } = await load('tiers:\n  1: [plan, work]\n  2:\n    - spec\n    - plan\n')
    expect(only(findings, 'config.tiers.duplicate')).toMatchObject({ severity: 'error', line: 5, column: 7, message: expect.stringMatching(/tier 1 and tier 2/) })
    expect(config.tiers).toEqual({ plan: 1, work: 1, spec: 2 })
  })

  test('a skill listed twice in the same tier → warning', async () => {
    const { findings } = await load('tiers:\n  3: [adr, adr]\n')
    expect(only(findings, 'config.tiers.duplicate')).toMatchObject({ severity: 'warning', line: 2, column: 12 })
  })

  test('recommended-evals with min > max → config.recommended-evals.range', async () => {
    const { config, findings } = await load('recommended-evals:\n  2: {min: 5, max: 3}\n')
    expect(only(findings, 'config.recommended-evals.range')).toMatchObject({ severity: 'error', line: 2, column: 6 })
    expect(config.tierSettings[2]).toMatchObject({ minEvals: 2, maxEvals: 3 })
  })

  test('paths outside the repository → config.path.outside-repo', async () => {
    const { config, findings } = await load('skill-roots: [skills, ../other]\ncache-dir: /tmp/cache\n')
    const hits = findings.filter((f) => f.rule === 'config.path.outside-repo')
    expect(hits.map((f) => [f.severity, f.line, f.column])).toEqual([
      ['error', 1, 23],
      ['error', 2, 12],
    ])
    expect(config.skillRoots).toEqual(DEFAULT_CONFIG.skillRoots)
    expect(config.cacheDir).toBe(DEFAULT_CONFIG.cacheDir)
  })

  test('config path that is a directory → config.read', async () => {
    mkdirSync(path.join(root, 'evals/config.yaml'), { recursive: true })
    const { findings } = await loadConfig(root)
    expect(only(findings, 'config.read')).toMatchObject({ severity: 'error', file: 'evals/config.yaml' })
  })
})

describe('tierOf', () => {
  const skill = (fm: Partial<Skill['frontmatter']>): Skill => ({
    name: 'plan',
    dir: '/x/skills/plan',
    relDir: 'skills/plan',
    file: 'skills/plan/SKILL.md',
    frontmatter: { name: 'plan', description: 'd', metadata: {}, allowedTools: [], raw: {}, ...fm },
    body: '',
    bodyLine: 1,
  })

  test('config listing wins over frontmatter', () => {
    const cfg = { ...defaultConfig(), tiers: { plan: 2 as const } }
    expect(tierOf(skill({ tier: 1 }), cfg)).toBe(2)
    expect(tierOf('plan', cfg, 1)).toBe(2)
  })

  test('then the given metadata tier, then frontmatter tier, then metadata.tier', () => {
    const cfg = defaultConfig()
    expect(tierOf('plan', cfg, '1')).toBe(1)
    expect(tierOf(skill({ tier: 2 }), cfg)).toBe(2)
    expect(tierOf(skill({ metadata: { tier: '1' } }), cfg)).toBe(1)
    expect(tierOf(skill({ metadata: { tier: 'tier-2' } }), cfg)).toBe(2)
  })

  test('default is Tier 3; invalid tiers are ignored', () => {
    const cfg = defaultConfig()
    expect(tierOf('plan', cfg)).toBe(3)
    expect(tierOf(skill({ tier: 7 }), cfg)).toBe(3)
    expect(tierOf('plan', cfg, 'high')).toBe(3)
    expect(tierOf('toString', cfg)).toBe(3)
  })
})

describe('schemas', () => {
  test('both schemas compile under ajv and every property has a description', () => {
    for (const s of [configSchema, evalsSchema]) {
      expect(() => new Ajv({ allErrors: true, allowUnionTypes: true }).compile(s as object)).not.toThrow()
      const missing: string[] = []
      const walk = (node: unknown, where: string): void => {
        if (!node || typeof node !== 'object') return
        const props = (node as { properties?: Record<string, unknown> }).properties
        if (props) {
          for (const [k, v] of Object.entries(props)) {
            const d = v as { description?: unknown; $ref?: string }
            if (typeof d.description !== 'string' && k !== '$schema') missing.push(`${where}.${k}`)
          }
        }
        for (const [k, v] of Object.entries(node)) walk(v, `${where}.${k}`)
      }
      walk(s, '#')
      expect(missing).toEqual([])
    }
  })

  test('suggestKey only suggests close matches', () => {
    expect(suggestKey('max_turns', ['max-turns', 'trials'])).toBe('max-turns')
    expect(suggestKey('zzz', ['max-turns', 'trials'])).toBeUndefined()
  })
})

describe('trials: adaptive (issue 35)', () => {
  test('the word adaptive and max-trials are read; a number stays a fixed count', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-adaptive-'))
    try {
      mkdirSync(path.join(dir, 'evals'), { recursive: true })
      writeFileSync(path.join(dir, 'evals', 'config.yaml'), 'trials: adaptive\nmax-trials: 4\n')
      const a = await loadConfig(dir)
      expect(a.findings.filter((f) => f.severity === 'error')).toEqual([])
      expect(a.config).toMatchObject({ adaptiveTrials: true, maxTrials: 4, trials: 3 })
      writeFileSync(path.join(dir, 'evals', 'config.yaml'), 'trials: 2\n')
      const b = await loadConfig(dir)
      expect(b.config.trials).toBe(2)
      expect(b.config.adaptiveTrials).toBeUndefined()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
