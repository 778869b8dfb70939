import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_CONFIG, defaultConfig, loadConfig, suggestKey, tierOf } from '../../src/discover/config.js'
import type { Config, Finding, Skill } from '../../src/types.js'

// Mutation tests (issue 23) of evals/config.yaml loading (src/discover/config.ts): each mistake a
// user can make, reported with file, line, column and the exact wording, and what the settings
// become (a bad setting keeps its default; the rest of the file still applies).

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-mconfig-'))
  mkdirSync(path.join(root, 'evals'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

const F = 'evals/config.yaml'
const at = (severity: Finding['severity'], line: number, column: number, rule: string, message: string): Finding => ({ severity, file: F, line, column, rule, message })

async function load(yaml: string | Buffer): Promise<{ config: Config; findings: Finding[] }> {
  writeFileSync(path.join(root, F), yaml)
  return loadConfig(root)
}

describe('YAML mistakes: one error each, at the mistake, and every setting at its default', () => {
  test.each([
    ['a tab used for indentation', 'tiers:\n\t1: [plan]\n', [at('error', 2, 1, 'config.yaml.syntax', 'Tabs are not allowed as indentation (YAML indentation must use spaces).')]],
    ['a key written twice', 'trials: 1\ntrials: 2\n', [at('error', 2, 1, 'config.yaml.syntax', 'Map keys must be unique (a key appears twice in the same mapping).')]],
    ['a key that is a list', 'trials: 5\n? [a]\n: 1\n', [at('error', 2, 3, 'config.yaml.syntax', 'Mapping keys must be plain scalars.')]],
    ['a document that is not a mapping', 'just text\n', [at('error', 1, 1, 'config.schema', '(document) must be an object (mapping), not a string.')]],
  ] as [string, string, Finding[]][])('%s', async (_label, yaml, findings) => {
    const r = await load(yaml)
    expect(r.findings).toStrictEqual(findings)
    expect(r.config).toStrictEqual({ ...structuredClone(DEFAULT_CONFIG), file: F })
  })

  test("another YAML error keeps the parser's message, without a hint", async () => {
    const r = await load('trials: 5\nmodels: [a, b\n')
    expect(r.findings.map((f) => [f.severity, f.line, f.column, f.rule])).toEqual([['error', 3, 1, 'config.yaml.syntax']])
    expect(r.findings[0]!.message).toMatch(/^Flow sequence in block collection must be sufficiently indented and end with a \]\.$/)
  })

  test('a YAML warning keeps the value and says where it is', async () => {
    const r = await load('trials: 4\njudge-model: !foo claude-x\n')
    expect(r.findings).toStrictEqual([at('warning', 2, 14, 'config.yaml.syntax', 'Unresolved tag: !foo.')])
    expect(r.config.trials).toBe(4)
    expect(r.config.judgeModel).toBe('claude-x')
  })

  test('a comment-only file is all defaults, without findings; both .yaml and .yml → the .yml is named as unused', async () => {
    expect(await load('# nothing\n')).toStrictEqual({ config: { ...structuredClone(DEFAULT_CONFIG), file: F }, findings: [] })
    writeFileSync(path.join(root, 'evals/config.yml'), 'trials: 5\n')
    const r = await load('trials: 2\n')
    expect(r.findings).toStrictEqual([
      { severity: 'warning', file: 'evals/config.yml', rule: 'config.duplicate-file', message: 'Both evals/config.yaml and evals/config.yml exist; only evals/config.yaml is used.' }
    ])
    expect(r.config.trials).toBe(2)
  })

  test('a file over 1 MiB is not read; a BOM is ignored with a warning; invalid UTF-8 stops the read', async () => {
    expect((await load(Buffer.alloc(1024 * 1024 + 1, 0x20))).findings).toStrictEqual([
      { severity: 'error', file: F, rule: 'config.read', message: 'evals/config.yaml is larger than 1 MiB; it was not read.' }
    ])
    expect((await load(Buffer.alloc(1024 * 1024, 0x20))).findings).toEqual([])
    const bom = await load(Buffer.from('\uFEFFtrials: 9\n'))
    expect(bom.findings).toStrictEqual([at('warning', 1, 1, 'config.yaml.bom', 'File starts with a UTF-8 byte order mark (BOM); it was ignored. Save the file as UTF-8 without BOM.')])
    expect(bom.config.trials).toBe(9)
    const bad = await load(Buffer.concat([Buffer.from('trials: 2\nfull-eval-label: "a'), Buffer.from([0xff]), Buffer.from('"\n')]))
    expect(bad.findings).toStrictEqual([at('error', 2, 20, 'config.yaml.encoding', 'File is not valid UTF-8 (first invalid byte here). Save it as UTF-8.')])
    expect(bad.config.trials).toBe(3)
  })
})

describe('settings with a problem: an error at the value or key, the default kept', () => {
  test('unknown keys, at any level, with the closest key the schema allows there', async () => {
    const r = await load('recommended-evals:\n  1: {mni: 3, mxa: 4}\ntiers:\n  4: [x]\n  22: [y]\ngates:\n  releas: warn\nregression:\n  tolerence: 0.1\ntrails: 2\nzzzzzz: 1\n')
    expect(r.findings).toStrictEqual([
      at('error', 10, 1, 'config.schema.unknown-key', "Unknown property 'trails'. Did you mean 'trials'?"),
      at('error', 11, 1, 'config.schema.unknown-key', "Unknown property 'zzzzzz'."),
      at('error', 4, 3, 'config.schema.unknown-key', "Unknown property '4' in tiers."),
      at('error', 5, 3, 'config.schema.unknown-key', "Unknown property '22' in tiers."),
      at('error', 2, 7, 'config.schema.unknown-key', "Unknown property 'mni' in recommended-evals.1. Did you mean 'min'?"),
      at('error', 2, 15, 'config.schema.unknown-key', "Unknown property 'mxa' in recommended-evals.1. Did you mean 'max'?"),
      at('error', 7, 3, 'config.schema.unknown-key', "Unknown property 'releas' in gates. Did you mean 'release'?"),
      at('error', 9, 3, 'config.schema.unknown-key', "Unknown property 'tolerence' in regression. Did you mean 'tolerance'?")
    ])
  })

  test('severities: a bad rule name is reported at that key, naming it; a bad level at the value', async () => {
    const r = await load('severities:\n  skill.name.pattern: warning\n  a/b~c: off\n  bad: nope\n')
    const pattern = '"^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$"'
    expect(r.findings).toStrictEqual([
      at('error', 3, 3, 'config.schema', `Key 'a/b~c' in severities must match pattern ${pattern}.`),
      at('error', 4, 3, 'config.schema', `Key 'bad' in severities must match pattern ${pattern}.`),
      at('error', 4, 8, 'config.schema', 'severities.bad must be one of: error, warning, off (got "nope").')
    ])
    expect(r.config.severities).toBeUndefined()
  })

  test('paths outside the repository (.., absolute, drive letters, UNC) are refused', async () => {
    const r = await load('skill-roots: [a, "C:/x"]\ncache-dir: ".."\n')
    expect(r.findings).toStrictEqual([
      at('error', 1, 18, 'config.path.outside-repo', "skill-roots entry 'C:/x' must be a path inside the repository."),
      at('error', 2, 12, 'config.path.outside-repo', "cache-dir '..' must be a path inside the repository.")
    ])
    expect([r.config.skillRoots, r.config.cacheDir]).toEqual([DEFAULT_CONFIG.skillRoots, DEFAULT_CONFIG.cacheDir])
    const r2 = await load('skill-roots: ["\\\\\\\\srv", ok]\ncache-dir: "x/../../y"\n')
    expect(r2.findings).toStrictEqual([
      at('error', 1, 15, 'config.path.outside-repo', "skill-roots entry '\\\\srv' must be a path inside the repository."),
      at('error', 2, 12, 'config.path.outside-repo', "cache-dir 'x/../../y' must be a path inside the repository.")
    ])
    // backslashes are separators too; a drive letter only at the start
    expect((await load('cache-dir: "a\\\\..\\\\..\\\\b"\n')).findings.map((f) => f.message)).toEqual(["cache-dir 'a\\..\\..\\b' must be a path inside the repository."])
    expect((await load('skill-roots: ["a/C:/b"]\n')).findings).toEqual([])
    const r3 = await load('skill-roots: [a/.., "b\\\\c", ..x]\ncache-dir: x/../y\n')
    expect(r3.findings).toEqual([])
    expect([r3.config.skillRoots, r3.config.cacheDir]).toEqual([['a/..', 'b\\c', '..x'], 'x/../y'])
  })

  test('an idle timeout not below the run timeout is a warning at the idle timeout', async () => {
    const r = await load('run-timeout-seconds: 60\nrequest-idle-timeout-seconds: 60\n')
    expect(r.findings).toStrictEqual([
      at('warning', 2, 31, 'config.timeout.idle', 'request-idle-timeout-seconds (60) is more than a third of run-timeout-seconds (60): runs use 20 s, so a stalled connection is retried before the run times out.')
    ])
    // At exactly a third: no warning; just above: the warning (issue 36: the idle timeout adapts to the run timeout).
    expect((await load('run-timeout-seconds: 60\nrequest-idle-timeout-seconds: 20\n')).findings).toEqual([])
    expect((await load('run-timeout-seconds: 60\nrequest-idle-timeout-seconds: 20.001\n')).findings.map((f) => f.rule)).toEqual(['config.timeout.idle'])
    // the default idle timeout (90) above a short run timeout is not the user's doing: no warning
    expect((await load('run-timeout-seconds: 60\n')).findings).toEqual([])
  })

  test('recommended-evals: min above max is an error for that tier, which keeps its default', async () => {
    const r = await load('recommended-evals:\n  2: {min: 5}\n  3: {max: 1}\n  1: {min: 1, max: 9}\n')
    expect(r.findings).toStrictEqual([at('error', 3, 6, 'config.recommended-evals.range', 'recommended-evals.3: min (2) is greater than max (1).')])
    expect(r.config.tierSettings).toStrictEqual({
      1: { threshold: 0.8, minEvals: 1, maxEvals: 9 },
      2: { threshold: 0.8, minEvals: 5, maxEvals: 5 },
      3: { threshold: 0.8, minEvals: 2, maxEvals: 2 }
    })
  })

  test('tiers: a skill in two tiers stays in the first (error), twice in one tier is a warning; where each was listed', async () => {
    const r = await load('tiers:\n  1: [a, b]\n  2: [b, c, c]\n  3: [a]\n')
    expect(r.findings).toStrictEqual([
      at('error', 3, 7, 'config.tiers.duplicate', "Skill 'b' is listed in tier 1 and tier 2; a skill belongs to one tier. It stays in tier 1."),
      at('warning', 3, 13, 'config.tiers.duplicate', "Skill 'c' is listed twice in tier 2."),
      at('error', 4, 7, 'config.tiers.duplicate', "Skill 'a' is listed in tier 1 and tier 3; a skill belongs to one tier. It stays in tier 1.")
    ])
    expect(r.config.tiers).toStrictEqual({ a: 1, b: 1, c: 2 })
    expect(r.config.tierSources).toStrictEqual({ a: { file: F, line: 2, column: 7 }, b: { file: F, line: 2, column: 10 }, c: { file: F, line: 3, column: 10 } })
  })
})

describe('every setting maps to the configuration', () => {
  test('gates: one mode for every tier, or per tier; the gate modes, release thresholds and alpha', async () => {
    const r = await load(
      'gates:\n  tier-threshold: warn\n  release: off\n  critical-evals: fail\n  coverage: warn\n  regression: off\n  anti-gaming: warn\n  release-thresholds: {overall: 0.9, critical: 1, tool-reliability: 0}\n  alpha: 0.5\n'
    )
    expect(r.findings).toEqual([])
    expect(r.config.gates).toStrictEqual({
      tierThreshold: { 1: 'warn', 2: 'warn', 3: 'warn' },
      release: 'off',
      criticalEvals: 'fail',
      coverage: 'warn',
      regression: 'off',
      antiGaming: 'warn',
      releaseThresholds: { overall: 0.9, critical: 1, toolReliability: 0 },
      alpha: 0.5
    })
    expect((await load('gates:\n  tier-threshold: {1: fail, 3: off}\n  release-thresholds: {}\n')).config.gates).toStrictEqual({ tierThreshold: { 1: 'fail', 3: 'off' }, releaseThresholds: {} })
    expect((await load('gates:\n  release: off\n')).config.gates).toStrictEqual({ release: 'off' })
    expect((await load('gates:\n  release-thresholds: {critical: 0.5}\n')).config.gates).toStrictEqual({ releaseThresholds: { critical: 0.5 } })
    // out of range: a schema error, and the gates keep their defaults
    const bad = await load('gates:\n  release-thresholds: {overall: 1.5}\n  alpha: 0.7\n')
    expect(bad.findings.map((f) => f.message)).toEqual(['gates.release-thresholds.overall must be <= 1 (got 1.5).', 'gates.alpha must be <= 0.5 (got 0.7).'])
    expect(bad.config.gates).toBeUndefined()
  })

  test('regression: every field; a baseline folder outside the repository is dropped', async () => {
    const r = await load('regression:\n  tolerance: 0.1\n  override-label: ok\n  baseline-dir: ../x\n  required-top: 3\n  warn-top: 5\n  usage-file: u.json\n')
    expect(r.config.regression).toStrictEqual({ tolerance: 0.1, overrideLabel: 'ok', requiredTop: 3, warnTop: 5, usageFile: 'u.json' })
    expect((await load('regression:\n  baseline-dir: b\n  usage-file: /abs.json\n')).config.regression).toStrictEqual({ baselineDir: 'b' })
  })

  test('executors, runner, tracking issue, limits and the other plain settings', async () => {
    const r = await load(
      'executor: claude-code\nskill-executors:\n  x: api\n  y/z: claude-code\ntracking-issue:\n  enabled: true\n  eol-warning-days: 30\n  label: eol\nrunner: batch\nbash: true\nsecrets: [A, B]\noutputs-max-mb: 5\ncache: read-only\nmax-cost-usd: 10\nmax-runs: 20\nclaude-code-path: /x/claude\nclaude-code-version: 1.2.3\nskill-loading: discover\ncritical: [a]\nmin-drop: 0.1\njudges: 3\ndescription-overlap: 0.5\nseverities:\n  coverage.no-evals: warning\n'
    )
    // Issue 33 (row A): the repository cannot choose the Claude Code executable.
    expect(r.findings).toStrictEqual([
      at('warning', 16, 1, 'config.claude-code-path.untrusted', 'claude-code-path in evals/config.yaml is ignored: the repository under test cannot choose the Claude Code executable. Set the claude-code-path input of the workflow (or --claude-code-path on the command line) instead.')
    ])
    expect(r.config).not.toHaveProperty('claudeCodePath')
    expect(r.config).toMatchObject({
      executor: 'claude-code',
      skillExecutors: { x: 'api', 'y/z': 'claude-code' },
      skillExecutorSources: { x: { file: F, line: 3, column: 3 }, 'y/z': { file: F, line: 4, column: 3 } },
      trackingIssue: { enabled: true, eolWarningDays: 30, label: 'eol' },
      runner: 'batch',
      bash: true,
      secrets: ['A', 'B'],
      outputsMaxMb: 5,
      cache: 'read-only',
      maxCostUsd: 10,
      maxRuns: 20,
      claudeCodeVersion: '1.2.3',
      skillLoading: 'discover',
      critical: ['a'],
      minDrop: 0.1,
      judges: 3,
      descriptionOverlap: 0.5,
      severities: { 'coverage.no-evals': 'warning' },
      severitySources: { 'coverage.no-evals': { file: F, line: 24, column: 3 } }
    })
    expect((await load('tracking-issue: {}\nmax-cost-usd: null\nmax-runs: null\n')).config).toMatchObject({ trackingIssue: { enabled: false }, maxCostUsd: null, maxRuns: null })
    expect((await load('tracking-issue: {}\n')).config.trackingIssue).toStrictEqual({ enabled: false })
  })
})

describe('tiers and key suggestions', () => {
  test('tierOf reads 1, 2, 3 and "tier 2", "Tier_1", " 2 ", "tier  1", "tier-_2", "1 " as tiers; anything else falls through to tier 3', () => {
    const tiers = { a: 'tier 2', b: 'Tier_1', c: ' 2 ', d: 'tier  1', e: 'tier-_2', f: '1 ', g: 1, h: 2, n1: 'tier 4', n2: 2.5, n3: 'x2', n4: '2x', n5: ['2'], n6: 'tier' }
    const config = { ...structuredClone(DEFAULT_CONFIG), tiers } as unknown as Config
    expect(Object.keys(tiers).map((s) => tierOf(s, config))).toEqual([2, 1, 2, 1, 2, 1, 1, 2, 3, 3, 3, 3, 3, 3])
    expect(tierOf('zz', config, 'tier-1')).toBe(1)
    expect(tierOf('zz', config, 2)).toBe(2)
    expect(tierOf('zz', config, ['2'])).toBe(3)
    expect(tierOf('zz', config, true)).toBe(3)
    // a listing inherited from Object.prototype is not a listing
    expect(tierOf('toString', config, 2)).toBe(2)
  })

  test('tierOf a skill: the frontmatter tier, then metadata.tier, then a raw tier the frontmatter check refused', () => {
    const skill = (fm: Record<string, unknown>): Skill =>
      ({ name: 's', dir: '/r/s', relDir: 's', file: 's/SKILL.md', frontmatter: { name: 's', description: 'd', metadata: {}, allowedTools: [], raw: {}, ...fm }, body: '', bodyLine: 4 }) as Skill
    const config = defaultConfig()
    expect(tierOf(skill({ tier: 1, metadata: { tier: '2' } }), config)).toBe(1)
    expect(tierOf(skill({ metadata: { tier: '2' }, raw: { tier: 1 } }), config)).toBe(2)
    expect(tierOf(skill({ raw: { tier: 'Tier 2' } }), config)).toBe(2)
    expect(tierOf(skill({}), config)).toBe(3)
    expect(tierOf(skill({ tier: 2 }), config, 1)).toBe(1)
    // a skill object with only part of its frontmatter (as other stages build them)
    expect(tierOf({ name: 's' } as Skill, config)).toBe(3)
    expect(tierOf({ name: 's', frontmatter: { tier: 1 } } as unknown as Skill, config)).toBe(1)
  })

  test('suggestKey: case, "_" and spaces do not count; at most two edits and a third of the length (issue 34)', () => {
    expect(suggestKey('Max_Turns', ['max-turns'])).toBe('max-turns')
    expect(suggestKey('max turns', ['max-turns'])).toBe('max-turns')
    // three "_" or spaces in a short key: only a match when they count as "-"
    expect(suggestKey('a_b_c_d', ['a-b-c-d'])).toBe('a-b-c-d')
    expect(suggestKey('a b c d', ['a-b-c-d'])).toBe('a-b-c-d')
    // five letters: one edit, not two (tools is not a typo of hooks); a swap of neighbours is one edit
    expect(suggestKey('abcde', ['abcdx'])).toBe('abcdx')
    expect(suggestKey('abcde', ['abcxy'])).toBeUndefined()
    expect(suggestKey('tools', ['hooks'])).toBeUndefined()
    expect(suggestKey('trails', ['trials'])).toBe('trials')
    // 12 characters: two edits, never three
    expect(suggestKey('request-idle', ['requzzt-idle'])).toBe('requzzt-idle')
    expect(suggestKey('request-idle', ['requzzz-idle'])).toBeUndefined()
    expect(suggestKey('x', [])).toBeUndefined()
    expect(suggestKey('abc', ['abd', 'abc'])).toBe('abc')
  })
})

describe('hostile or odd YAML', () => {
  test('an alias bomb is refused with one error at 1:1, every setting at its default', async () => {
    const r = await load('a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\n')
    expect(r.findings).toStrictEqual([at('error', 1, 1, 'config.yaml.syntax', 'Could not read YAML: Excessive alias count indicates a resource exhaustion attack.')])
    expect(r.config).toStrictEqual({ ...structuredClone(DEFAULT_CONFIG), file: F })
  })

  test('a problem reached through an alias is reported at the alias; a key without a value at the key', async () => {
    expect((await load('release-branches: &r [a, 5]\nglobal-paths: *r\n')).findings).toStrictEqual([
      at('error', 1, 26, 'config.schema', 'release-branches[1] must be string, not an integer.'),
      at('error', 2, 15, 'config.schema', 'global-paths[1] must be string, not an integer.')
    ])
    expect((await load('regression: &g {tolerance: x}\ngates: *g\n')).findings).toStrictEqual([
      at('error', 2, 8, 'config.schema.unknown-key', "Unknown property 'tolerance' in gates."),
      at('error', 1, 28, 'config.schema', 'regression.tolerance must be number, not a string.')
    ])
    expect((await load('? trials\n')).findings).toStrictEqual([at('error', 1, 3, 'config.schema', 'trials must be integer, not null.')])
  })

  test('a value inside a list is reported at its own position', async () => {
    expect((await load('tiers:\n  1: [a, {b: 1}]\n')).findings).toStrictEqual([at('error', 2, 10, 'config.schema', 'tiers.1[1] must be string, not an object.')])
  })
})

describe('loadConfig never throws', () => {
  test('a root it cannot even resolve gives one config.read error and the defaults', async () => {
    const r = await loadConfig(42 as unknown as string)
    expect(r.config).toStrictEqual(structuredClone(DEFAULT_CONFIG))
    expect(r.findings).toHaveLength(1)
    expect(r.findings[0]).toMatchObject({ severity: 'error', file: 'evals/config.yaml', rule: 'config.read' })
    expect(r.findings[0]!.message).toMatch(/^Could not load the configuration: .*paths\[0\].* must be of type string/)
  })
})

describe('the config file itself', () => {
  test('a folder named evals/config.yaml is reported, and evals/config.yml is read instead', async () => {
    mkdirSync(path.join(root, F))
    writeFileSync(path.join(root, 'evals/config.yml'), 'trials: 5\n')
    const r = await loadConfig(root)
    expect(r.findings).toStrictEqual([{ severity: 'error', file: F, rule: 'config.read', message: 'evals/config.yaml is not a regular file.' }])
    expect(r.config.trials).toBe(5)
    expect(r.config.file).toBe('evals/config.yml')
  })
})

describe('settings not written keep their defaults exactly', () => {
  test.each([
    ['trials: 2\n', { trials: 2 }],
    ['judges: 3\n', { judges: 3 }],
    ['min-drop: 0.1\n', { minDrop: 0.1 }],
    ['critical: [a]\n', { critical: ['a'] }],
    ['description-overlap: 0.5\n', { descriptionOverlap: 0.5 }],
    ['executor: api\nrunner: api\n', { executor: 'api', runner: 'api' }],
    ['claude-code-version: "1.2.3"\n', { claudeCodeVersion: '1.2.3' }],
    ['outputs-max-mb: 2\nsecrets: [K]\n', { outputsMaxMb: 2, secrets: ['K'] }],
    ['regression: {}\n', { regression: {} }],
    ['gates: {}\n', { gates: {} }],
    ['severities: {}\n', { severities: {}, severitySources: {} }],
    ['skill-executors: {}\n', { skillExecutorSources: {} }],
    ['tiers: {}\n', { tierSources: {} }]
  ] as [string, Partial<Config>][])('%j', async (yaml, set) => {
    const r = await load(yaml)
    expect(r.findings).toEqual([])
    expect(r.config).toStrictEqual({ ...structuredClone(DEFAULT_CONFIG), file: F, ...set })
  })
})
