import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkCoverage } from '../../src/discover/coverage.js'
import { defaultConfig } from '../../src/discover/config.js'
import { CannotRunError, countFindings, loadRepo, sortFindings } from '../../src/discover/index.js'
import type { EvalCase, Finding, Skill, SourcePosition } from '../../src/types.js'

// Mutation tests (issue 23) of SPEC-0017's coverage rules (src/discover/coverage.ts) and of the
// discover stage as a whole (src/discover/index.ts): the exact findings for missing or thin evals,
// unknown skill names, and the order and counts of findings.

const sk = (name: string, tier?: number): Skill => ({
  name,
  dir: `/r/skills/${name}`,
  relDir: `skills/${name}`,
  file: `skills/${name}/SKILL.md`,
  frontmatter: { name, description: 'd', metadata: {}, allowedTools: [], raw: {}, ...(tier ? { tier } : {}) },
  body: '',
  bodyLine: 4
})
const ev = (skill: string, id: number | string, n: number, file = 'evals/evals.json', line = 3, skillSource?: SourcePosition): EvalCase => ({
  skill,
  id,
  prompt: 'p',
  files: [],
  resolvedFiles: [],
  assertions: Array.from({ length: n }, (_, i) => ({ text: `t${i}`, source: { file, line: line + 1 + i, column: 9 } })),
  source: { file, line, column: 5 },
  ...(skillSource ? { skillSource } : {})
})

describe('coverage findings, exactly', () => {
  test('no evals, too few evals for the tier, too few or no assertions, unknown skills in evals and in the config', () => {
    const config = defaultConfig()
    config.tiers = { alpha: 1, ghost: 2, phantom: 3 }
    config.tierSources = { ghost: { file: 'evals/config.yaml', line: 4, column: 7 } }
    config.skillExecutors = { betta: 'api', beta: 'claude-code' }
    config.skillExecutorSources = { betta: { file: 'evals/config.yaml', line: 9, column: 3 } }
    config.file = 'evals/config.yml'
    const evals = [
      ev('alpha', 1, 2),
      ev('alpha', 2, 1),
      ev('beta', 'b1', 0, 'skills/beta/evals/evals.json', 4),
      ev('beta', 'b2', 0, 'evals/evals.json', 20),
      ev('alpah', 5, 3, 'evals/evals.json', 30, { file: 'evals/evals.json', line: 31, column: 16 }),
      ev('zzz', 6, 2, 'evals/evals.json', 40)
    ]
    expect(checkCoverage([sk('alpha'), sk('beta', 2), sk('gamma')], evals, config)).toStrictEqual([
      { severity: 'warning', file: 'evals/evals.json', line: 3, column: 5, rule: 'coverage.few-evals', message: "Tier 1 skill 'alpha' has only 2 evals (minimum recommended: 3)" },
      { severity: 'error', file: 'skills/gamma/SKILL.md', rule: 'coverage.no-evals', message: "Skill 'gamma' has no eval entries in evals/evals.json. Add at least 2 test prompts." },
      { severity: 'error', file: 'evals/evals.json', line: 3, column: 5, rule: 'coverage.few-assertions', message: "Eval 2 of skill 'alpha' has 1 assertion; each eval needs at least 2 objectively verifiable assertions." },
      {
        severity: 'warning',
        file: 'skills/beta/evals/evals.json',
        line: 4,
        column: 5,
        rule: 'coverage.no-assertions',
        message: "Eval b1 of skill 'beta' has no assertions; it runs, but nothing grades it, so review its outputs by hand in the viewer (skill-evals view) or add at least 2 assertions."
      },
      { severity: 'error', file: 'evals/evals.json', line: 20, column: 5, rule: 'coverage.few-assertions', message: "Eval b2 of skill 'beta' has 0 assertions; each eval needs at least 2 objectively verifiable assertions." },
      { severity: 'error', file: 'evals/evals.json', line: 31, column: 16, rule: 'coverage.unknown-skill', message: "Eval 5 names skill 'alpah', which does not exist (did you mean 'alpha'?)." },
      { severity: 'error', file: 'evals/evals.json', line: 40, column: 5, rule: 'coverage.unknown-skill', message: "Eval 6 names skill 'zzz', which does not exist." },
      { severity: 'warning', file: 'evals/config.yaml', rule: 'coverage.config-unknown-skill', message: "tiers lists skill 'ghost' (tier 2), but no such skill exists.", line: 4, column: 7 },
      { severity: 'warning', file: 'evals/config.yml', rule: 'coverage.config-unknown-skill', message: "tiers lists skill 'phantom' (tier 3), but no such skill exists." },
      {
        severity: 'warning',
        file: 'evals/config.yaml',
        rule: 'coverage.config-unknown-skill',
        message: "skill-executors maps skill 'betta' (executor api), but no such skill exists (did you mean 'beta'?).",
        line: 9,
        column: 3
      }
    ])
  })

  test('with no skills at all, an unknown skill says so; a config without a file names evals/config.yaml', () => {
    const config = defaultConfig()
    config.skillExecutors = { x: 'api' }
    expect(checkCoverage([], [ev('x', 1, 2)], config)).toStrictEqual([
      { severity: 'error', file: 'evals/evals.json', line: 3, column: 5, rule: 'coverage.unknown-skill', message: "Eval 1 names skill 'x', which does not exist (no skills were found)." },
      { severity: 'warning', file: 'evals/config.yaml', rule: 'coverage.config-unknown-skill', message: "skill-executors maps skill 'x' (executor api), but no such skill exists (no skills were found)." }
    ])
  })

  test('enough evals and assertions: nothing to report; tier 3 needs 2 evals', () => {
    const config = defaultConfig()
    expect(checkCoverage([sk('a')], [ev('a', 1, 2), ev('a', 2, 2)], config)).toEqual([])
    expect(checkCoverage([sk('a')], [ev('a', 1, 2)], config).map((f) => f.message)).toEqual(["Tier 3 skill 'a' has only 1 evals (minimum recommended: 2)"])
  })
})

describe('the discover stage', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'skill-evals-mcov-'))
  })
  afterEach(() => {
    rmSync(root, { recursive: true, force: true })
  })
  const write = (rel: string, text: string): void => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    writeFileSync(path.join(root, rel), text)
  }

  test('a root that is not a folder cannot run', async () => {
    write('file.txt', 'x')
    await expect(loadRepo(path.join(root, 'file.txt'))).rejects.toThrow(new CannotRunError(`Repository root '${path.join(root, 'file.txt')}' is not a directory.`))
    await expect(loadRepo(path.join(root, 'missing'))).rejects.toBeInstanceOf(CannotRunError)
  })

  test('--spec: SKILL.md files only, policy errors as warnings, no evals read', async () => {
    write('skills/a/SKILL.md', '---\nname: a\ndescription: The a skill <b>.\nmodel: x\n---\nBody\n')
    write('skills/b/SKILL.md', '---\nname: B\ndescription: d\n---\n')
    write('evals/evals.json', '{"evals": [{"id": 1, "skill": "a", "prompt": "p"}]}')
    const spec = await loadRepo(root, { spec: true })
    expect(spec.evals).toEqual([])
    expect(spec.findings.map((f) => [f.file, f.severity, f.rule])).toEqual([
      ['skills/a/SKILL.md', 'warning', 'skill.description.angle-brackets'],
      ['skills/a/SKILL.md', 'warning', 'skill.key.unknown'],
      // same place and severity: by message ("name 'B' must match …" before "… must use …")
      ['skills/b/SKILL.md', 'error', 'skill.name.folder-mismatch'],
      ['skills/b/SKILL.md', 'error', 'skill.name.pattern']
    ])
    const full = await loadRepo(root)
    expect(full.evals.map((e) => e.id)).toEqual([1])
    expect(full.findings.filter((f) => f.rule.startsWith('coverage.')).map((f) => [f.severity, f.rule])).toEqual([
      ['error', 'coverage.few-assertions'],
      ['warning', 'coverage.few-evals'],
      // skill 'B' breaks the name rule but is still a skill, with no evals
      ['error', 'coverage.no-evals']
    ])
  })

  test('sortFindings: file, line, column, errors before warnings, then message; countFindings', () => {
    const f = (file: string, severity: Finding['severity'], message: string, line?: number, column?: number): Finding => ({ severity, file, rule: 'r', message, ...(line !== undefined ? { line } : {}), ...(column !== undefined ? { column } : {}) })
    const input = [f('b', 'error', '1', 1, 1), f('a', 'warning', '2', 2, 1), f('a', 'error', '3'), f('a', 'warning', '4', 1, 3), f('a', 'error', '5', 1, 3), f('a', 'error', '6', 1, 2), f('a', 'error', '0', 1, 3)]
    const sorted = sortFindings(input)
    expect(sorted.map((x) => x.message).join('')).toBe('3605421')
    expect(input.map((x) => x.message).join('')).toBe('1234560')
    expect(countFindings(input)).toEqual({ errors: 5, warnings: 2 })
    expect(countFindings([])).toEqual({ errors: 0, warnings: 0 })
  })
})
