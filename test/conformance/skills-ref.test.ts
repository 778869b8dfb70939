/**
 * Conformance: every case of the Agent Skills reference validator's test suite (rewritten as data
 * in skills-ref-cases.ts) through `validate --spec`, with the outcome the spec gives; then
 * repositories shaped like real ones (skills under a custom folder, no evals at all, per-skill
 * suites without assertions) through `validate` with and without --spec.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { runCli } from '../../src/cli/main.js'
import { loadRepo } from '../../src/discover/index.js'
import { checkName, parseSkillMd } from '../../src/discover/frontmatter.js'
import { hasWhenToUse, WHEN_TO_USE_PATTERNS } from '../../src/discover/fleet.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'
import { CASES, REFERENCE_TESTS } from './skills-ref-cases.js'

interface JsonReport {
  ok: boolean
  mode: string
  summary: { skills: number; evals: number; errors: number; warnings: number }
  findings: Array<{ severity: string; file: string; rule: string; message: string; line?: number }>
}

let disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers) await d()
  disposers = []
})

async function repo(files: Record<string, string>): Promise<string> {
  const r = await makeRepo(files)
  disposers.push(r.dispose)
  return r.root
}

async function cli(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd, isTTY: false })
  return { code, stdout, stderr }
}

describe('skills-ref test suite, case by case (validate --spec)', () => {
  test('every reference test is covered by a case', () => {
    const covered = new Set(CASES.flatMap((c) => c.from))
    for (const name of [...REFERENCE_TESTS['test_validator.py'], ...REFERENCE_TESTS['test_parser.py']]) expect([name, covered.has(name)]).toEqual([name, true])
  })

  test.each(CASES.map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    const root = await repo(c.files)
    const r = await cli(['validate', '--spec', '--format', 'json', '--root', c.root ?? '.'], root)
    if (c.outcome.kind === 'cannot-run') {
      expect(r.code).toBe(2)
      expect(r.stderr).toMatch(/is not a directory/)
      return
    }
    const report = JSON.parse(r.stdout) as JsonReport
    expect(report.mode).toBe('spec')
    const errors = report.findings.filter((f) => f.severity === 'error').map((f) => f.rule).sort()
    const warnings = report.findings.filter((f) => f.severity === 'warning').map((f) => f.rule).sort()
    switch (c.outcome.kind) {
      case 'valid':
        expect(report.findings).toEqual([])
        expect(r.code).toBe(0)
        expect(report.summary.skills).toBe(1)
        break
      case 'errors':
        expect(errors).toEqual([...c.outcome.rules].sort())
        expect(r.code).toBe(1)
        break
      case 'warnings':
        expect(errors).toEqual([])
        expect(warnings).toEqual([...c.outcome.rules].sort())
        // issue 34: a repository in which no skill was checked fails validate (unless --allow-empty)
        expect(r.code).toBe(report.summary.skills === 0 ? 1 : 0)
        expect(report.ok).toBe(report.summary.skills > 0)
        break
    }
    for (const [rule, texts] of Object.entries(c.mentions ?? {})) {
      const f = report.findings.find((x) => x.rule === rule)
      for (const t of texts) expect(f?.message).toContain(t)
    }
  })

  test('allowed-tools is read as the list of tools', async () => {
    const root = await repo({ 'skills/my-skill/SKILL.md': '---\nname: my-skill\ndescription: A test skill\nallowed-tools: Bash(jq:*) Bash(git:*)\n---\nBody\n' })
    const r = await loadRepo(root, { spec: true })
    expect(r.skills[0]!.frontmatter.allowedTools).toEqual(['Bash(jq:*)', 'Bash(git:*)'])
  })
})

describe('names: the exact rule', () => {
  test('letters and digits of any script, lowercase-neutral scripts included; marks and uppercase rejected', () => {
    for (const ok of ['pdf-processing', 'v2', '技能', 'мой-навык', 'ελληνικά', 'ﬁle' /* NFKC → "file" */, '١٢٣' /* Arabic-Indic digits */]) {
      expect([ok, checkName(ok, ok)]).toEqual([ok, []])
    }
    expect(checkName('Ωmega').map((p) => p.rule)).toEqual(['skill.name.pattern']) // Greek capital
    expect(checkName('ǅemal').map((p) => p.rule)).toEqual(['skill.name.pattern']) // titlecase letter
    expect(checkName('a b').map((p) => p.rule)).toEqual(['skill.name.pattern'])
    expect(checkName('नमस्ते').map((p) => p.rule)).toEqual(['skill.name.pattern']) // combining vowel signs are marks, as in skills-ref
  })

  test('length is measured on the NFKC form, in code points', () => {
    expect(checkName('é'.repeat(64).normalize('NFD'))).toEqual([]) // 128 code points written, 64 after NFKC
    expect(checkName('技'.repeat(65))[0]).toMatchObject({ rule: 'skill.name.length' })
  })

  test('two names that only look alike: the message shows the code points', () => {
    // Latin "a" in the name, Cyrillic "а" (U+0430) in the folder
    const [p] = checkName('data', 'dаta')
    expect(p!.rule).toBe('skill.name.folder-mismatch')
    expect(p!.message).toContain('they only look alike')
    expect(p!.message).toContain('U+0061')
    expect(p!.message).toContain('U+0430')
    // plainly different ASCII names: no code points
    expect(checkName('alpha', 'beta')[0]!.message).not.toContain('U+')
  })
})

describe('repositories shaped like real ones', () => {
  const sci = {
    'scientific-skills/alpha-fold/SKILL.md': skillMd('alpha-fold'),
    'scientific-skills/biopython/SKILL.md': skillMd('biopython'),
    'scientific-skills/rdkit/SKILL.md': skillMd('rdkit'),
    'node_modules/some-pkg/skills/x/SKILL.md': skillMd('x'),
    'vendor/thing/skills/y/SKILL.md': skillMd('y'),
    'README.md': '# Scientific skills\n'
  }

  test('skills under a custom folder (no known layout) are found; the summary gives the skill-roots line that pins them', async () => {
    const root = await repo(sci)
    const r = await cli(['validate', '--spec', '--root', root], root)
    expect(r.stdout).toContain('3 skills (Agent Skills format only): 0 errors, 0 warnings ✓ clean')
    expect(r.stdout).toContain('Skills found in: scientific-skills/* (no known layout; to keep exactly these, put this line in evals/config.yaml: skill-roots: [scientific-skills])')
    expect(r.stdout).not.toContain('node_modules')
    expect(r.stdout).not.toContain('vendor/')
  })

  test('… and with that line in evals/config.yaml the skills are found', async () => {
    const root = await repo({ ...sci, 'evals/config.yaml': 'skill-roots: [skills, .claude/skills, scientific-skills]\n' })
    const spec = await cli(['validate', '--spec', '--root', '.'], root)
    expect(spec.stdout).toContain('3 skills (Agent Skills format only): 0 errors, 0 warnings ✓ clean')
    expect(spec.code).toBe(0)
  })

  test('no evals at all: --spec exits 0; the default keeps SPEC-0017\'s no-evals error; severities can lower it', async () => {
    const files = { 'skills/pdf/SKILL.md': skillMd('pdf'), 'skills/docx/SKILL.md': skillMd('docx') }
    const root = await repo(files)
    const full = await cli(['validate', '--format', 'json'], root)
    expect(full.code).toBe(1)
    const fullReport = JSON.parse(full.stdout) as JsonReport
    expect(fullReport.findings.filter((f) => f.severity === 'error').map((f) => f.rule)).toEqual(['coverage.no-evals', 'coverage.no-evals'])
    expect(fullReport.findings[0]!.message).toBe("Skill 'docx' has no eval entries in evals/evals.json. Add at least 2 test prompts.")

    const spec = await cli(['validate', '--spec'], root)
    expect(spec.code).toBe(0)
    expect(spec.stdout).toContain('2 skills (Agent Skills format only): 0 errors, 0 warnings ✓ clean')

    const relaxed = await repo({ ...files, 'evals/config.yaml': 'severities:\n  coverage.no-evals: warning\n  skill.name.pattern: off\n' })
    const r = JSON.parse((await cli(['validate', '--format', 'json'], relaxed)).stdout) as JsonReport
    expect(r.ok).toBe(true)
    expect(r.findings.map((f) => [f.severity, f.rule])).toEqual([
      ['warning', 'config.severities.spec-rule'],
      ['warning', 'coverage.no-evals'],
      ['warning', 'coverage.no-evals']
    ])
    const off = await repo({ ...files, 'evals/config.yaml': 'severities:\n  coverage.no-evals: off\n' })
    expect((await cli(['validate'], off)).stdout).toContain('2 skills, 0 evals: 0 errors, 0 warnings ✓ clean')
  })

  test('per-skill suites without assertions (skill-creator): they load with a warning; expectations is an alias', async () => {
    const suite = {
      skill_name: 'pdf',
      evals: [
        { id: 1, prompt: 'Merge a.pdf and b.pdf', expected_output: 'one merged PDF', files: [], assertions: [] },
        { id: 2, prompt: 'Extract the tables of report.pdf', expected_output: 'CSV files', files: [], expectations: ['a CSV file per table exists', 'the header row is kept'] }
      ]
    }
    const root = await repo({ 'skills/pdf/SKILL.md': skillMd('pdf'), 'skills/pdf/evals/evals.json': JSON.stringify(suite, null, 2) })
    const r = await cli(['validate', '--format', 'json'], root)
    const report = JSON.parse(r.stdout) as JsonReport
    expect(r.code).toBe(0)
    expect(report.summary.evals).toBe(2)
    const noAssertions = report.findings.filter((f) => f.rule === 'coverage.no-assertions')
    expect(noAssertions).toEqual([expect.objectContaining({ severity: 'warning', file: 'skills/pdf/evals/evals.json', line: 4 })])
    expect(noAssertions[0]!.message).toContain('review its outputs by hand in the viewer')
    const repoLevel = await repo({
      'skills/pdf/SKILL.md': skillMd('pdf'),
      'evals/evals.json': JSON.stringify({ evals: [{ skill: 'pdf', id: 1, prompt: 'x', assertions: [] }] })
    })
    // the repo-level SPEC-0017 suite keeps its rule: at least 2 assertions
    const strict = JSON.parse((await cli(['validate', '--format', 'json'], repoLevel)).stdout) as JsonReport
    expect(strict.findings.find((f) => f.rule === 'coverage.few-assertions')?.severity).toBe('error')
  })

  test('a SKILL.md at the repository root (a one-skill repo) is that one skill', async () => {
    const root = await repo({ 'SKILL.md': skillMd('solo') })
    const r = JSON.parse((await cli(['validate', '--spec', '--format', 'json'], root)).stdout) as JsonReport
    expect(r.findings).toEqual([])
    expect(r.summary.skills).toBe(1)
    expect(r.ok).toBe(true)
  })

  test('--root is resolved against the working directory', async () => {
    const root = await repo({ 'sub/skills/pdf/SKILL.md': skillMd('pdf') })
    const r = await cli(['validate', '--spec', '--root', 'sub'], root)
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('1 skill (Agent Skills format only)')
  })
})

describe('Claude Code frontmatter keys and when-to-use guidance', () => {
  const parse = (extra: string) => parseSkillMd(`---\nname: my-skill\ndescription: Does a thing. Use when asked.\n${extra}---\nBody\n`, 'skills/my-skill/SKILL.md').findings

  test('effort and the other current Claude Code keys are recognised as Claude Code extensions', () => {
    for (const key of ['effort: high', 'when_to_use: before a release', 'argument-hint: "[file]"', 'arguments: [a]', 'shell: bash', 'paths: "src/**"', 'model: haiku', 'context: fork', 'agent: Explore', 'user-invocable: false', 'disable-model-invocation: true']) {
      const f = parse(key + '\n').filter((x) => x.rule === 'skill.key.unknown')
      expect([key, f.length, f[0]?.message]).toEqual([key, 1, expect.stringContaining('is a Claude Code extension')])
    }
  })

  test('near misses get a did-you-mean', () => {
    const cases: Array<[string, string]> = [['user-invokable: true', 'user-invocable'], ['efort: low', 'effort'], ['desciption: x', 'description'], ['allowed_tools: Read', 'allowed-tools'], ['when-to-use: x', 'when_to_use']]
    for (const [line, want] of cases) {
      const f = parse(line + '\n').find((x) => x.rule === 'skill.key.unknown')
      expect([line, f?.message]).toEqual([line, expect.stringContaining(`did you mean '${want}'?`)])
    }
  })

  test('"before…", "when building…" and similar count as when-to-use guidance', () => {
    for (const d of [
      'You MUST use this before any creative work.',
      'Design rules for when building new UI components.',
      'Checklist to run after merging a release branch.',
      'Use proactively while debugging flaky tests.'
    ]) expect([d, hasWhenToUse(d)]).toEqual([d, true])
    expect(hasWhenToUse('Turns a feature spec into an ordered implementation plan.')).toBe(false)
  })

  test('the warning says what it looked for', async () => {
    const root = await repo({ 'skills/plan/SKILL.md': skillMd('plan', 'Turns a feature spec into an ordered implementation plan.') })
    const r = JSON.parse((await cli(['validate', '--format', 'json'], root)).stdout) as JsonReport
    const f = r.findings.find((x) => x.rule === 'fleet.description.when-to-use')
    expect(f?.message).toContain('looked for')
    for (const p of WHEN_TO_USE_PATTERNS) expect(f?.message).toContain(p.label)
  })
})

describe('SKILL.md in a top-level folder', () => {
  test('is named, with the skill-roots line that reads top-level folders', async () => {
    const root = await repo({ 'skills/pdf/SKILL.md': skillMd('pdf'), 'template/SKILL.md': skillMd('template') })
    const r = JSON.parse((await cli(['validate', '--spec', '--format', 'json'], root)).stdout) as JsonReport
    expect(r.findings).toEqual([expect.objectContaining({ severity: 'warning', file: '.', rule: 'skill.outside-roots' })])
    expect(r.findings[0]!.message).toContain('1 SKILL.md file in top-level folders (template/SKILL.md)')
    expect(r.findings[0]!.message).toContain('skill-roots: [skills, .claude/skills, "."]')
  })
})
