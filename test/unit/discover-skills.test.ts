import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseSkillMd } from '../../src/discover/frontmatter.js'
import { DEFAULT_SKILL_ROOTS, discoverSkills } from '../../src/discover/skills.js'
import type { Finding } from '../../src/types.js'

// ─── Helpers ──────────────────────────────────────────────────────────────────────────

const tempDirs: string[] = []
afterAll(async () => {
  await Promise.all(tempDirs.map((d) => rm(d, { recursive: true, force: true })))
})

async function tempDir(): Promise<string> {
  const d = await mkdtemp(path.join(os.tmpdir(), 'skill-evals-discover-'))
  tempDirs.push(d)
  return d
}

/** Write files (repo-relative path → content) into a fresh temp repo. */
async function makeRepo(files: Record<string, string | Buffer>): Promise<string> {
  const root = await tempDir()
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel)
    await mkdir(path.dirname(abs), { recursive: true })
    await writeFile(abs, content)
  }
  return root
}

const FILE = 'skills/my-skill/SKILL.md'

/** A SKILL.md with the given frontmatter lines (frontmatter starts on line 2). */
function md(frontmatter: string, body = '# My skill\n\nDo the thing.\n'): string {
  return `---\n${frontmatter}---\n${body}`
}

const BASE = 'name: my-skill\ndescription: Does the thing. Use when the user asks for the thing.\n'

function parse(text: string | Buffer, file = FILE) {
  return parseSkillMd(text, file)
}

/** The only finding with this rule (fails if there are none or several). */
function only(findings: Finding[], rule: string): Finding {
  const hits = findings.filter((f) => f.rule === rule)
  if (hits.length !== 1) throw new Error(`expected exactly one ${rule}, got ${hits.length}: ${JSON.stringify(findings, null, 2)}`)
  return hits[0]!
}

function rules(findings: Finding[]): string[] {
  return findings.map((f) => f.rule).sort()
}

function expectAt(f: Finding, severity: 'error' | 'warning', line: number | undefined, column: number | undefined): void {
  expect({ severity: f.severity, line: f.line, column: f.column }).toEqual({ severity, line, column })
}

// ─── A clean skill ────────────────────────────────────────────────────────────────────

const CLEAN = `---
name: pdf-report
description: >-
  Builds a one-page PDF report from a CSV file. Use when the user asks for a
  report, a summary sheet or a printable table from tabular data.
license: Apache-2.0
compatibility: Requires Python 3.11 and network access to fetch fonts.
allowed-tools: Read Bash(python3:*) Write
metadata:
  author: example-org
  version: "1.2"
---
# PDF report

1. Read the CSV with \`scripts/read.py\`.
2. Render with \`scripts/render.py\`.

See [the layout guide](references/layout.md).
`

describe('a clean, realistic skill', () => {
  test('produces zero findings and a complete Skill', async () => {
    const root = await makeRepo({
      'skills/pdf-report/SKILL.md': CLEAN,
      'skills/pdf-report/scripts/read.py': 'print(1)\n',
      'skills/pdf-report/references/layout.md': '# Layout\n'
    })
    const { skills, findings } = await discoverSkills(root)
    expect(findings).toEqual([])
    expect(skills).toHaveLength(1)
    const s = skills[0]!
    expect(s.name).toBe('pdf-report')
    expect(s.relDir).toBe('skills/pdf-report')
    expect(s.file).toBe('skills/pdf-report/SKILL.md')
    expect(s.dir).toBe(path.join(root, 'skills', 'pdf-report'))
    expect(s.bodyLine).toBe(13)
    expect(s.body.startsWith('# PDF report\n')).toBe(true)
    expect(s.frontmatter).toEqual({
      name: 'pdf-report',
      description:
        'Builds a one-page PDF report from a CSV file. Use when the user asks for a report, a summary sheet or a printable table from tabular data.',
      license: 'Apache-2.0',
      compatibility: 'Requires Python 3.11 and network access to fetch fonts.',
      metadata: { author: 'example-org', version: '1.2' },
      allowedTools: ['Read', 'Bash(python3:*)', 'Write'],
      raw: {
        name: 'pdf-report',
        description: expect.any(String),
        license: 'Apache-2.0',
        compatibility: 'Requires Python 3.11 and network access to fetch fonts.',
        'allowed-tools': 'Read Bash(python3:*) Write',
        metadata: { author: 'example-org', version: '1.2' }
      }
    })
  })

  test('DEFAULT_SKILL_ROOTS', () => {
    expect(DEFAULT_SKILL_ROOTS).toEqual(['skills', '.claude/skills'])
  })
})

// ─── name ─────────────────────────────────────────────────────────────────────────────

describe('name', () => {
  test('missing → error, skill not returned', () => {
    const r = parse(md('description: x\n'))
    expectAt(only(r.findings, 'skill.name.missing'), 'error', 1, 1)
    expect(r.frontmatter).toBeUndefined()
  })

  test('not a string → error at the value, skill not returned', () => {
    const r = parse(md('description: x\nname: 123\n'))
    const f = only(r.findings, 'skill.name.type')
    expectAt(f, 'error', 3, 7)
    expect(f.message).toContain('a number (123)')
    expect(r.frontmatter).toBeUndefined()
  })

  test('empty value → type error pointing at the key', () => {
    const r = parse(md('description: x\nname:\n'))
    expectAt(only(r.findings, 'skill.name.type'), 'error', 3, 1)
  })

  test('empty string → error', () => {
    const r = parse(md('name: ""\ndescription: x\n'))
    expectAt(only(r.findings, 'skill.name.empty'), 'error', 2, 7)
    expect(r.frontmatter).toBeUndefined()
  })

  test('over 64 characters → error; 64 is fine', () => {
    const long = 'a'.repeat(65)
    const r = parseSkillMd(md(`name: ${long}\ndescription: x\n`), `skills/${long}/SKILL.md`)
    const f = only(r.findings, 'skill.name.length')
    expectAt(f, 'error', 2, 7)
    expect(f.message).toContain('65 characters')
    expect(f.message).toContain('…') // long value truncated
    const ok = 'a'.repeat(64)
    expect(parseSkillMd(md(`name: ${ok}\ndescription: x\n`), `skills/${ok}/SKILL.md`).findings).toEqual([])
  })

  test('bad characters → pattern error with the quoted value', () => {
    const r = parseSkillMd(md('name: My_Skill\ndescription: x\n'), 'skills/My_Skill/SKILL.md')
    const f = only(r.findings, 'skill.name.pattern')
    expectAt(f, 'error', 2, 7)
    expect(f.message).toContain("name 'My_Skill' must use only lowercase letters, digits and hyphens")
    expect(f.message).toContain("'my-skill'") // suggestion
    // still returned: the name is a string
    expect(r.frontmatter?.name).toBe('My_Skill')
  })

  test('Unicode lowercase letters are allowed; uppercase in any script is rejected (issue 22)', () => {
    expect(parseSkillMd(md('name: навык\ndescription: x\n'), 'skills/навык/SKILL.md').findings).toEqual([])
    const r = parseSkillMd(md('name: НАВЫК\ndescription: x\n'), 'skills/НАВЫК/SKILL.md')
    const f = only(r.findings, 'skill.name.pattern')
    expectAt(f, 'error', 2, 7)
    expect(f.message).toContain("uppercase 'Н'")
    expect(f.message).toContain("e.g. 'навык'")
  })

  test('leading/trailing hyphen → error', () => {
    const r = parseSkillMd(md('name: -abc\ndescription: x\n'), 'skills/-abc/SKILL.md')
    expect(rules(r.findings)).toEqual(['skill.name.hyphen-edge'])
    expectAt(only(r.findings, 'skill.name.hyphen-edge'), 'error', 2, 7)
    const r2 = parseSkillMd(md('name: abc-\ndescription: x\n'), 'skills/abc-/SKILL.md')
    expect(rules(r2.findings)).toEqual(['skill.name.hyphen-edge'])
  })

  test('consecutive hyphens → error', () => {
    const r = parseSkillMd(md('name: a--b\ndescription: x\n'), 'skills/a--b/SKILL.md')
    expect(rules(r.findings)).toEqual(['skill.name.double-hyphen'])
    expectAt(only(r.findings, 'skill.name.double-hyphen'), 'error', 2, 7)
  })

  test('must match the folder name', () => {
    const r = parseSkillMd(md('name: other\ndescription: x\n'), FILE)
    const f = only(r.findings, 'skill.name.folder-mismatch')
    expectAt(f, 'error', 2, 7)
    expect(f.message).toContain("'my-skill'")
    // explicit dirName wins; no folder at all → check skipped
    expect(parseSkillMd(md('name: other\ndescription: x\n'), FILE, { dirName: 'other' }).findings).toEqual([])
    expect(parseSkillMd(md('name: other\ndescription: x\n'), 'SKILL.md').findings).toEqual([])
  })

  test('each violated sub-rule gets its own message', () => {
    const r = parseSkillMd(md('name: -My--Skill-\ndescription: x\n'), FILE)
    expect(rules(r.findings)).toEqual(['skill.name.double-hyphen', 'skill.name.folder-mismatch', 'skill.name.hyphen-edge', 'skill.name.pattern'])
    for (const f of r.findings) expectAt(f, 'error', 2, 7)
  })
})

// ─── description ──────────────────────────────────────────────────────────────────────

describe('description', () => {
  test('missing → error, skill still returned', () => {
    const r = parse(md('name: my-skill\n'))
    expectAt(only(r.findings, 'skill.description.missing'), 'error', 1, 1)
    expect(r.frontmatter?.description).toBe('')
  })

  test('not a string → error at the value', () => {
    const r = parse(md('name: my-skill\ndescription: 42\n'))
    expectAt(only(r.findings, 'skill.description.type'), 'error', 3, 14)
    const r2 = parse(md('name: my-skill\ndescription:\n  - a\n'))
    expectAt(only(r2.findings, 'skill.description.type'), 'error', 4, 3)
  })

  test('blank → error', () => {
    const r = parse(md('name: my-skill\ndescription: "   "\n'))
    expectAt(only(r.findings, 'skill.description.empty'), 'error', 3, 14)
  })

  test('over 1024 characters → error; 1024 is fine', () => {
    const r = parse(md(`name: my-skill\ndescription: ${'d'.repeat(1025)}\n`))
    const f = only(r.findings, 'skill.description.length')
    expectAt(f, 'error', 3, 14)
    expect(f.message).toContain('1025')
    expect(parse(md(`name: my-skill\ndescription: ${'d'.repeat(1024)}\n`)).findings).toEqual([])
  })

  test('length counts characters, not UTF-16 units', () => {
    expect(parse(md(`name: my-skill\ndescription: ${'😀'.repeat(1000)}\n`)).findings).toEqual([])
  })

  test('angle brackets → warning', () => {
    const r = parse(md('name: my-skill\ndescription: Converts <xml> files\n'))
    expectAt(only(r.findings, 'skill.description.angle-brackets'), 'warning', 3, 14)
  })
})

// ─── optional spec keys ───────────────────────────────────────────────────────────────

describe('compatibility, license, metadata, allowed-tools', () => {
  test('compatibility must be a string', () => {
    const r = parse(md(`${BASE}compatibility: 3\n`))
    expectAt(only(r.findings, 'skill.compatibility.type'), 'error', 4, 16)
  })

  test('compatibility ≤ 500 characters', () => {
    const r = parse(md(`${BASE}compatibility: ${'c'.repeat(501)}\n`))
    expectAt(only(r.findings, 'skill.compatibility.length'), 'error', 4, 16)
    expect(parse(md(`${BASE}compatibility: ${'c'.repeat(500)}\n`)).findings).toEqual([])
  })

  test('compatibility must not be blank', () => {
    const r = parse(md(`${BASE}compatibility: ''\n`))
    expectAt(only(r.findings, 'skill.compatibility.empty'), 'error', 4, 16)
  })

  test('license must be a string', () => {
    const r = parse(md(`${BASE}license: true\n`))
    expectAt(only(r.findings, 'skill.license.type'), 'error', 4, 10)
    expect(r.frontmatter?.license).toBeUndefined()
  })

  test('metadata must be a mapping', () => {
    const r = parse(md(`${BASE}metadata: just text\n`))
    expectAt(only(r.findings, 'skill.metadata.type'), 'error', 4, 11)
  })

  test('metadata values must be strings: error at each bad value', () => {
    const r = parse(md(`${BASE}metadata:\n  author: me\n  version: 1.0\n  tags:\n    - a\n  nothing:\n`))
    const bad = r.findings.filter((f) => f.rule === 'skill.metadata.value')
    expect(bad).toHaveLength(3)
    expectAt(bad[0]!, 'error', 6, 12)
    expect(bad[0]!.message).toContain('version: "1.0"')
    expectAt(bad[1]!, 'error', 8, 5)
    expectAt(bad[2]!, 'error', 9, 3)
    // the good value and the written text of the number are kept
    expect(r.frontmatter?.metadata).toEqual({ author: 'me', version: '1.0' })
  })

  test('metadata keys must be strings', () => {
    const r = parse(md(`${BASE}metadata:\n  1: one\n`))
    expectAt(only(r.findings, 'skill.metadata.key'), 'error', 5, 3)
  })

  // Issue 34: the three forms Claude Code reads are accepted; the two the spec does not define warn.
  test('allowed-tools as a YAML list (as Anthropic’s official plugins write it) → accepted, a warning naming the spec form', () => {
    const r = parse(md(`${BASE}allowed-tools:\n  - Read\n  - Grep\n  - Bash(gh pr view:*)\n`))
    const f = only(r.findings, 'skill.allowed-tools.format')
    expectAt(f, 'warning', 5, 3)
    expect(f.message).toContain('Claude Code reads it')
    expect(f.message).toContain('allowed-tools: Read Grep Bash(gh pr view:*)')
    expect(r.findings.filter((x) => x.severity === 'error')).toEqual([])
    expect(r.frontmatter?.allowedTools).toEqual(['Read', 'Grep', 'Bash(gh pr view:*)'])
  })

  test('allowed-tools as a flow list → one warning, no extra flow-style warning', () => {
    const r = parse(md(`${BASE}allowed-tools: [Read, Grep]\n`))
    expect(rules(r.findings)).toEqual(['skill.allowed-tools.format'])
    expectAt(r.findings[0]!, 'warning', 4, 16)
  })

  test('allowed-tools as a comma-separated string → accepted, a warning; parentheses keep a tool whole', () => {
    const r = parse(md(`${BASE}allowed-tools: Read, Grep, Bash(git add:*, git commit:*)\n`))
    expect(rules(r.findings)).toEqual(['skill.allowed-tools.format'])
    expect(r.findings[0]!.message).toContain('allowed-tools: Read Grep Bash(git add:*, git commit:*)')
    expect(r.frontmatter?.allowedTools).toEqual(['Read', 'Grep', 'Bash(git add:*, git commit:*)'])
  })

  test('allowed-tools as a space-separated string (the spec form) → no finding; a tool with spaces in parentheses is one tool', () => {
    const r = parse(md(`${BASE}allowed-tools: Read Bash(gh pr view:*) Grep\n`))
    expect(r.findings).toEqual([])
    expect(r.frontmatter?.allowedTools).toEqual(['Read', 'Bash(gh pr view:*)', 'Grep'])
  })

  test('a list where a string is required gets one finding, not also "write it as - item lines" (issue 34)', () => {
    for (const key of ['description', 'compatibility', 'license', 'version']) {
      const r = parse(md(`name: my-skill\n${key === 'description' ? '' : 'description: Does things. Use when asked.\n'}${key}: [a, b]\n`))
      expect([key, r.findings.filter((f) => f.rule === 'skill.yaml.flow-style')]).toEqual([key, []])
      expect([key, r.findings.some((f) => / but it is a list/.test(f.message))]).toEqual([key, true])
    }
    // where a list is fine, the flow-style warning stays
    expect(rules(parse(md(`${BASE}paths: [src/a, src/b]\n`)).findings)).toContain('skill.yaml.flow-style')
  })

  test('did you mean: only for a close misspelling (tools is not hooks; user-invokable is user-invocable)', () => {
    const msg = (key: string) => parse(md(`${BASE}${key}: x\n`)).findings.find((f) => f.rule === 'skill.key.unknown')!.message
    expect(msg('tools')).not.toContain('did you mean')
    expect(msg('user-invokable')).toContain("did you mean 'user-invocable'?")
    expect(msg('modle')).toContain("did you mean 'model'?")
    expect(msg('alowed-tools')).toContain("did you mean 'allowed-tools'?")
  })

  test('allowed-tools of another type → error', () => {
    const r = parse(md(`${BASE}allowed-tools: 7\n`))
    expectAt(only(r.findings, 'skill.allowed-tools.type'), 'error', 4, 16)
  })

  test('allowed-tools string is split on whitespace', () => {
    const r = parse(md(`${BASE}allowed-tools: "  Read   Bash(git:*)  "\n`))
    expect(r.findings).toEqual([])
    expect(r.frontmatter?.allowedTools).toEqual(['Read', 'Bash(git:*)'])
  })
})

// ─── non-spec keys ────────────────────────────────────────────────────────────────────

describe('unknown and non-spec keys', () => {
  test('version / tier / trust_tier: warned about but kept', () => {
    const r = parse(md(`${BASE}version: 1.10\ntier: 2\ntrust_tier: internal\n`))
    const unknown = r.findings.filter((f) => f.rule === 'skill.key.unknown')
    expect(unknown.map((f) => [f.severity, f.line, f.column])).toEqual([
      ['warning', 4, 1],
      ['warning', 5, 1],
      ['warning', 6, 1]
    ])
    expect(unknown[0]!.message).toContain("'version' is not part of the Agent Skills spec")
    expect(r.findings).toHaveLength(3)
    expect(r.frontmatter?.version).toBe('1.10') // as written, not the number 1.1
    expect(r.frontmatter?.tier).toBe(2)
    expect(r.frontmatter?.trustTier).toBe('internal')
    expect(r.frontmatter?.raw).toMatchObject({ version: 1.1, tier: 2, trust_tier: 'internal' })
  })

  test('invalid tier → error', () => {
    const r = parse(md(`${BASE}tier: 4\n`))
    expectAt(only(r.findings, 'skill.tier.invalid'), 'error', 4, 7)
    expect(r.frontmatter?.tier).toBeUndefined()
    const r2 = parse(md(`${BASE}tier: high\n`))
    expect(only(r2.findings, 'skill.tier.invalid').message).toContain("'high'")
  })

  test('metadata.tier gives the tier', () => {
    const r = parse(md(`${BASE}metadata:\n  tier: "3"\n`))
    expect(r.findings).toEqual([])
    expect(r.frontmatter?.tier).toBe(3)
  })

  test('invalid metadata.tier → error at the value', () => {
    const r = parse(md(`${BASE}metadata:\n  tier: "9"\n`))
    expectAt(only(r.findings, 'skill.tier.invalid'), 'error', 5, 9)
  })

  test('tier and metadata.tier disagreeing → error', () => {
    const r = parse(md(`${BASE}tier: 1\nmetadata:\n  tier: "2"\n`))
    expectAt(only(r.findings, 'skill.tier.conflict'), 'error', 6, 9)
    expect(r.frontmatter?.tier).toBe(1)
  })

  test('version that is not a single value → error', () => {
    const r = parse(md(`${BASE}version:\n  major: 1\n`))
    expectAt(only(r.findings, 'skill.version.type'), 'error', 5, 3)
  })

  test('trust_tier that is not a single value → error', () => {
    const r = parse(md(`${BASE}trust_tier:\n  - a\n`))
    expectAt(only(r.findings, 'skill.trust_tier.type'), 'error', 5, 3)
  })

  test("Claude Code's own keys → one warning each, kept in raw", () => {
    const keys = ['disable-model-invocation: true', 'user-invocable: false', 'argument-hint: "[file]"', 'model: opus', 'context: fork', 'agent: Explore', 'hooks:\n  a: b', 'paths: src/**']
    const r = parse(md(`${BASE}${keys.join('\n')}\n`))
    const unknown = r.findings.filter((f) => f.rule === 'skill.key.unknown')
    expect(unknown).toHaveLength(8)
    expect(unknown.every((f) => f.severity === 'warning' && f.column === 1)).toBe(true)
    expect(unknown.map((f) => f.line)).toEqual([4, 5, 6, 7, 8, 9, 10, 12])
    expect(unknown[0]!.message).toContain('Claude Code')
    expect(r.findings).toHaveLength(8)
    expect(r.frontmatter?.raw).toMatchObject({ 'disable-model-invocation': true, model: 'opus', hooks: { a: 'b' } })
  })

  test('other unknown keys → warning with a typo suggestion', () => {
    const r = parse(md(`name: my-skill\ndescripton: x\n`))
    const f = only(r.findings, 'skill.key.unknown')
    expectAt(f, 'warning', 3, 1)
    expect(f.message).toContain("did you mean 'description'")
    only(r.findings, 'skill.description.missing')
  })
})

// ─── body ─────────────────────────────────────────────────────────────────────────────

describe('body', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n') + '\n'

  test('body and bodyLine', () => {
    const r = parse(md(BASE, 'Hello\nWorld\n'))
    expect(r.body).toBe('Hello\nWorld\n')
    expect(r.bodyLine).toBe(5)
  })

  test('over 500 lines → warning at the 501st body line; 500 is fine', () => {
    const r = parse(md(BASE, lines(501)))
    const f = only(r.findings, 'skill.body.length')
    expectAt(f, 'warning', 5 + 500, 1)
    expect(f.message).toContain('501 lines')
    expect(parse(md(BASE, lines(500))).findings).toEqual([])
  })
})

// ─── YAML shapes ──────────────────────────────────────────────────────────────────────

describe('YAML', () => {
  test('flow-style collections → warning at each', () => {
    const r = parse(md(`${BASE}metadata: {author: me}\nhooks:\n  x: [a, b]\n`))
    const flow = r.findings.filter((f) => f.rule === 'skill.yaml.flow-style')
    expect(flow).toHaveLength(2)
    expectAt(flow[0]!, 'warning', 4, 11)
    expectAt(flow[1]!, 'warning', 6, 6)
    expect(r.frontmatter?.metadata).toEqual({ author: 'me' })
  })

  test('a whole flow-style frontmatter is still read', () => {
    const r = parse(md('{name: my-skill, description: x}\n'))
    expect(rules(r.findings)).toEqual(['skill.yaml.flow-style'])
    expectAt(r.findings[0]!, 'warning', 2, 1)
    expect(r.frontmatter?.name).toBe('my-skill')
  })

  test('duplicate key → error at the second occurrence, other checks still run', () => {
    const r = parse(md('name: my-skill\ndescription: x\nname: other\nlicense: 5\n'))
    const f = only(r.findings, 'skill.yaml.duplicate-key')
    expectAt(f, 'error', 4, 1)
    expect(f.message).toContain("'name'")
    expectAt(only(r.findings, 'skill.license.type'), 'error', 5, 10)
    expect(r.frontmatter?.name).toBe('my-skill')
  })

  test('tabs used for indentation → one error', () => {
    const r = parse(md('name: my-skill\ndescription: x\nmetadata:\n\tauthor: me\n'))
    expect(rules(r.findings)).toEqual(['skill.yaml.tabs'])
    expectAt(r.findings[0]!, 'error', 5, 1)
    expect(r.frontmatter).toBeUndefined()
  })

  test('tab-indented continuation → one error (no follow-on noise)', () => {
    const r = parse(md('name: my-skill\ndescription: foo\n\tbar\n'))
    expect(rules(r.findings)).toEqual(['skill.yaml.tabs'])
    expectAt(r.findings[0]!, 'error', 4, 1)
  })

  test('a tab inside a block scalar is content, not an error', () => {
    const r = parse(md('name: my-skill\ndescription: |\n  foo\n  \tbar\n'))
    expect(r.findings).toEqual([])
  })

  test('unquoted ": " in a value → one syntax error that suggests quoting', () => {
    const r = parse(md('name: my-skill\ndescription: Use when: the user asks\n'))
    expect(rules(r.findings)).toEqual(['skill.yaml.syntax'])
    const f = r.findings[0]!
    expectAt(f, 'error', 3, 14)
    expect(f.message).toContain('description: "Use when: the user asks"')
  })

  test('other syntax errors → error with line and column', () => {
    const r = parse(md('name: "my-skill\ndescription: x\n'))
    const f = only(r.findings, 'skill.yaml.syntax')
    expect(f.severity).toBe('error')
    expect(f.line).toBe(4)
    expect(f.column).toBe(1)
    expect(f.message).toMatch(/quote/i)
  })

  test('frontmatter that is not a mapping → error', () => {
    const r = parse(md('- name\n- description\n'))
    const f = only(r.findings, 'skill.frontmatter.not-mapping')
    expectAt(f, 'error', 2, 1)
    expect(f.message).toContain('a list')
    const r2 = parse(md('just some text\n'))
    expect(only(r2.findings, 'skill.frontmatter.not-mapping').message).toContain("'just some text'")
    expect(r2.frontmatter).toBeUndefined()
  })

  test('empty frontmatter → error', () => {
    const r = parse('---\n# only a comment\n---\nbody\n')
    expect(rules(r.findings)).toEqual(['skill.frontmatter.empty'])
    expectAt(r.findings[0]!, 'error', 1, 1)
    expect(r.bodyLine).toBe(4)
  })

  test('unresolved tags → yaml warning, value still read', () => {
    const r = parse(md('name: !custom my-skill\ndescription: x\n'))
    expectAt(only(r.findings, 'skill.yaml.warning'), 'warning', 2, 7)
    expect(r.frontmatter?.name).toBe('my-skill')
  })

  test('aliases are followed for checks', () => {
    const r = parse(md('name: &n my-skill\ndescription: *n\n'))
    expect(r.findings).toEqual([])
    expect(r.frontmatter?.description).toBe('my-skill')
  })

  test('hostile YAML never throws', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'name: my-skill',
      'description: x'
    ].join('\n')
    const cases = [
      md(bomb + '\n'),
      md('__proto__: {polluted: true}\nname: my-skill\ndescription: x\nconstructor: 1\n'),
      md('? [complex, key]\n: v\nname: my-skill\ndescription: x\n'),
      md('name: !!binary aGVsbG8=\ndescription: !!js/function "() => 1"\n'),
      md('name: *undefined\n'),
      md('%YAML 1.2\nname: x\n'),
      '---\n---\n',
      '---\n',
      '---\n...\n---\n',
      '\u0000\u0001---',
      md('name: [\n')
    ]
    for (const c of cases) {
      const r = parse(c)
      expect(Array.isArray(r.findings)).toBe(true)
      for (const f of r.findings) {
        expect(f.file).toBe(FILE)
        expect(typeof f.message).toBe('string')
      }
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    const proto = parse(cases[1]!)
    expect(Object.getPrototypeOf(proto.frontmatter!.raw)).toBe(Object.prototype)
    expect(Object.keys(proto.frontmatter!.raw)).toContain('__proto__')
  })
})

// ─── Bad files ────────────────────────────────────────────────────────────────────────

describe('bad input', () => {
  test('empty file → one error', () => {
    for (const text of ['', Buffer.alloc(0), '\n  \n']) {
      const r = parse(text)
      expect(rules(r.findings)).toEqual(['skill.empty'])
      expectAt(r.findings[0]!, 'error', 1, 1)
      expect(r.frontmatter).toBeUndefined()
    }
  })

  test('UTF-8 BOM → accepted with a warning', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(md(BASE))])
    const r = parse(bytes)
    expect(rules(r.findings)).toEqual(['skill.encoding.bom'])
    expectAt(r.findings[0]!, 'warning', 1, 1)
    expect(r.frontmatter?.name).toBe('my-skill')
    // also from a string
    expect(rules(parse('\uFEFF' + md(BASE)).findings)).toEqual(['skill.encoding.bom'])
  })

  test('CRLF → accepted silently, lines and columns still right', () => {
    const crlf = (s: string) => Buffer.from(s.replace(/\n/g, '\r\n'))
    const clean = parse(crlf(md(BASE, 'Body\n')))
    expect(clean.findings).toEqual([])
    expect(clean.frontmatter?.description).toBe('Does the thing. Use when the user asks for the thing.')
    expect(clean.body).toBe('Body\n')
    expect(clean.bodyLine).toBe(5)
    const bad = parse(crlf(md('description: x\nlicense: y\nname: Bad\n')))
    expectAt(only(bad.findings, 'skill.name.pattern'), 'error', 4, 7)
  })

  test('invalid UTF-8 → one error at the line of the first bad byte', () => {
    const bytes = Buffer.concat([Buffer.from('---\nname: my-skill\ndescription: café '), Buffer.from([0xff, 0xfe]), Buffer.from('\n---\n')])
    const r = parse(bytes)
    expect(rules(r.findings)).toEqual(['skill.encoding.utf8'])
    const f = r.findings[0]!
    expectAt(f, 'error', 3, 19)
    expect(f.message).toContain('0xFF')
    // truncated multi-byte sequence and overlong encoding
    expectAt(parse(Buffer.from([0x2d, 0x0a, 0x0a, 0x61, 0xe2, 0x82])).findings[0]!, 'error', 3, 2)
    expectAt(parse(Buffer.from([0x2d, 0x2d, 0xc0, 0xaf])).findings[0]!, 'error', 1, 3)
    // surrogate code points are invalid UTF-8 too
    expectAt(only(parse(Buffer.from([0x41, 0xed, 0xa0, 0x80])).findings, 'skill.encoding.utf8'), 'error', 1, 2)
  })

  test('over 1 MiB → error, not parsed', () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 'a')
    const r = parse(big)
    expect(rules(r.findings)).toEqual(['skill.size'])
    expect(r.findings[0]!.severity).toBe('error')
    // exactly 1 MiB is parsed (and fails for another reason)
    expect(rules(parse(Buffer.alloc(1024 * 1024, 'a')).findings)).toEqual(['skill.frontmatter.missing'])
  })

  test('no opening --- on line 1 → one error', () => {
    const r = parse('# My skill\n\nname: my-skill\n')
    expect(rules(r.findings)).toEqual(['skill.frontmatter.missing'])
    expectAt(r.findings[0]!, 'error', 1, 1)
    expect(r.findings[0]!.message).toContain("'# My skill'")
    const r2 = parse('---yaml\nname: x\n---\n')
    expect(rules(r2.findings)).toEqual(['skill.frontmatter.missing'])
    expect(r2.findings[0]!.message).toContain('exactly')
    // blank line before the fence is not allowed either
    expect(rules(parse('\n' + md(BASE)).findings)).toEqual(['skill.frontmatter.missing'])
  })

  test('no closing --- → one error', () => {
    const r = parse('---\nname: my-skill\ndescription: x\n# Body\n')
    expect(rules(r.findings)).toEqual(['skill.frontmatter.unclosed'])
    expectAt(r.findings[0]!, 'error', 1, 1)
  })

  test('every error in a file is reported at once', () => {
    const r = parse(md('name: Bad_Name\ndescription: ""\ncompatibility: 5\nlicense: [a]\nallowed-tools:\n  - Read\nmetadata:\n  n: 1\n'))
    expect(rules(r.findings)).toEqual([
      'skill.allowed-tools.format',
      'skill.compatibility.type',
      'skill.description.empty',
      'skill.license.type',
      'skill.metadata.value',
      'skill.name.folder-mismatch',
      'skill.name.pattern'
    ])
    // sorted by position
    const lines = r.findings.map((f) => f.line ?? 0)
    expect([...lines].sort((a, b) => a - b)).toEqual(lines)
  })
})

// ─── Discovery ────────────────────────────────────────────────────────────────────────

const skillMd = (name: string, extra = '') => md(`name: ${name}\ndescription: The ${name} skill. Use it for ${name}.\n${extra}`)

describe('discoverSkills', () => {
  test('both default roots, sorted by name, missing roots fine', async () => {
    const root = await makeRepo({
      'skills/zeta/SKILL.md': skillMd('zeta'),
      'skills/alpha/SKILL.md': skillMd('alpha'),
      '.claude/skills/middle/SKILL.md': skillMd('middle'),
      'skills/not-a-skill/README.md': 'hello',
      'skills/stray-file.md': 'x'
    })
    const { skills, findings } = await discoverSkills(root)
    // a folder under a root without SKILL.md is named (issue 22), and is not a skill
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'skills/not-a-skill', rule: 'skill.file.missing', message: expect.stringContaining('skills/not-a-skill') })
    ])
    expect(skills.map((s) => [s.name, s.relDir, s.file])).toEqual([
      ['alpha', 'skills/alpha', 'skills/alpha/SKILL.md'],
      ['middle', '.claude/skills/middle', '.claude/skills/middle/SKILL.md'],
      ['zeta', 'skills/zeta', 'skills/zeta/SKILL.md']
    ])
    const none = await discoverSkills(root, ['nope', 'also/missing'])
    expect(none.skills).toEqual([])
    // the SKILL.md files outside the configured roots are named, with the line that includes them
    expect(none.findings.map((f) => [f.severity, f.file, f.rule])).toEqual([
      ['warning', '.claude/skills', 'skill.outside-roots'],
      ['warning', 'skills', 'skill.outside-roots']
    ])
    expect(none.findings[1]!.message).toContain('skill-roots: [nope, also/missing, skills]')
    const custom = await discoverSkills(root, ['.claude/skills/'])
    expect(custom.skills.map((s) => s.relDir)).toEqual(['.claude/skills/middle'])
  })

  test('lowercase skill.md → warning to rename, skill ignored', async () => {
    const root = await makeRepo({ 'skills/lower/skill.md': skillMd('lower') })
    const { skills, findings } = await discoverSkills(root)
    expect(skills).toEqual([])
    expect(findings).toHaveLength(1)
    const f = findings[0]!
    expect(f).toMatchObject({ severity: 'warning', rule: 'skill.file.lowercase', file: 'skills/lower/skill.md' })
    expect(f.message).toContain('SKILL.md')
  })

  test('findings carry the repo-relative file and the folder name check', async () => {
    const root = await makeRepo({ 'skills/folder/SKILL.md': skillMd('other-name') })
    const { skills, findings } = await discoverSkills(root)
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ severity: 'error', rule: 'skill.name.folder-mismatch', file: 'skills/folder/SKILL.md', line: 2, column: 7 })
    expect(skills.map((s) => s.name)).toEqual(['other-name'])
  })

  test('unusable frontmatter → findings only; other skills unaffected', async () => {
    const root = await makeRepo({
      'skills/good/SKILL.md': skillMd('good'),
      'skills/empty/SKILL.md': '',
      'skills/noname/SKILL.md': md('description: x\n'),
      'skills/broken/SKILL.md': Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff]),
      'skills/unclosed/SKILL.md': '---\nname: unclosed\n'
    })
    const { skills, findings } = await discoverSkills(root)
    expect(skills.map((s) => s.name)).toEqual(['good'])
    expect(findings.map((f) => [f.file, f.rule, f.line])).toEqual([
      ['skills/broken/SKILL.md', 'skill.encoding.utf8', 2],
      ['skills/empty/SKILL.md', 'skill.empty', 1],
      ['skills/noname/SKILL.md', 'skill.name.missing', 1],
      ['skills/unclosed/SKILL.md', 'skill.frontmatter.unclosed', 1]
    ])
  })

  test('SKILL.md over 1 MiB → error without reading it', async () => {
    const root = await makeRepo({
      'skills/huge/SKILL.md': skillMd('huge') + 'x'.repeat(1024 * 1024),
      'skills/fine/SKILL.md': skillMd('fine')
    })
    const { skills, findings } = await discoverSkills(root)
    expect(skills.map((s) => s.name)).toEqual(['fine'])
    expect(findings).toEqual([expect.objectContaining({ severity: 'error', rule: 'skill.size', file: 'skills/huge/SKILL.md' })])
    expect(findings[0]!.message).toContain('1 MiB')
  })

  test('the same name twice (both roots) → error, first root wins', async () => {
    const root = await makeRepo({
      'skills/dup/SKILL.md': skillMd('dup'),
      '.claude/skills/dup/SKILL.md': skillMd('dup')
    })
    const { skills, findings } = await discoverSkills(root)
    expect(skills.map((s) => s.file)).toEqual(['skills/dup/SKILL.md'])
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ severity: 'error', rule: 'skill.name.duplicate', file: '.claude/skills/dup/SKILL.md', line: 2, column: 7 })
    expect(findings[0]!.message).toContain('skills/dup/SKILL.md')
  })

  test('skill folder symlinked outside the repo → error, not read', async () => {
    const outside = await makeRepo({ 'ext/SKILL.md': skillMd('ext') })
    const root = await makeRepo({ 'skills/ok/SKILL.md': skillMd('ok') })
    await symlink(path.join(outside, 'ext'), path.join(root, 'skills', 'ext'), 'dir')
    const { skills, findings } = await discoverSkills(root)
    expect(skills.map((s) => s.name)).toEqual(['ok'])
    expect(findings).toEqual([expect.objectContaining({ severity: 'error', rule: 'skill.symlink.outside', file: 'skills/ext' })])
  })

  test('SKILL.md symlinked outside the repo → error, not read', async () => {
    const outside = await makeRepo({ 'secret.md': skillMd('leak') })
    const root = await makeRepo({ 'skills/leak/notes.md': 'x' })
    await symlink(path.join(outside, 'secret.md'), path.join(root, 'skills', 'leak', 'SKILL.md'))
    const { skills, findings } = await discoverSkills(root)
    expect(skills).toEqual([])
    expect(findings).toEqual([expect.objectContaining({ severity: 'error', rule: 'skill.symlink.outside', file: 'skills/leak/SKILL.md' })])
  })

  test('a skill root symlinked outside the repo → error', async () => {
    const outside = await makeRepo({ 'x/SKILL.md': skillMd('x') })
    const root = await makeRepo({})
    await symlink(outside, path.join(root, 'skills'), 'dir')
    const { skills, findings } = await discoverSkills(root)
    expect(skills).toEqual([])
    expect(findings).toEqual([expect.objectContaining({ severity: 'error', rule: 'skill.symlink.outside', file: 'skills' })])
  })

  test('symlinks inside the repo are followed and not double-counted', async () => {
    const root = await makeRepo({ 'skills/shared/SKILL.md': skillMd('shared'), 'lib/linked/SKILL.md': skillMd('linked') })
    await mkdir(path.join(root, '.claude'))
    await symlink(path.join(root, 'skills'), path.join(root, '.claude', 'skills'), 'dir') // common setup
    await symlink(path.join(root, 'lib', 'linked'), path.join(root, 'skills', 'linked'), 'dir')
    const { skills, findings } = await discoverSkills(root)
    expect(findings).toEqual([])
    expect(skills.map((s) => s.relDir)).toEqual(['skills/linked', 'skills/shared'])
  })

  test('broken symlink as a skill folder → warning', async () => {
    const root = await makeRepo({ 'skills/ok/SKILL.md': skillMd('ok') })
    await symlink(path.join(root, 'nowhere'), path.join(root, 'skills', 'gone'), 'dir')
    const { skills, findings } = await discoverSkills(root)
    expect(skills.map((s) => s.name)).toEqual(['ok'])
    expect(findings).toEqual([expect.objectContaining({ severity: 'warning', rule: 'skill.symlink.broken', file: 'skills/gone' })])
  })

  test('SKILL.md that is a directory → error', async () => {
    const root = await makeRepo({ 'skills/odd/SKILL.md/x': 'x' })
    const { findings } = await discoverSkills(root)
    expect(findings).toEqual([expect.objectContaining({ severity: 'error', rule: 'skill.read', file: 'skills/odd/SKILL.md' })])
  })

  test('BOM, CRLF and tabs through discovery keep precise positions', async () => {
    const root = await makeRepo({
      'skills/bom/SKILL.md': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(skillMd('bom'))]),
      'skills/crlf/SKILL.md': Buffer.from(skillMd('crlf').replace(/\n/g, '\r\n')),
      'skills/tabs/SKILL.md': md('name: tabs\ndescription: x\nmetadata:\n  \tauthor: me\n')
    })
    const { skills, findings } = await discoverSkills(root)
    expect(skills.map((s) => s.name)).toEqual(['bom', 'crlf'])
    expect(findings.map((f) => [f.file, f.severity, f.rule, f.line, f.column])).toEqual([
      ['skills/bom/SKILL.md', 'warning', 'skill.encoding.bom', 1, 1],
      ['skills/tabs/SKILL.md', 'error', 'skill.yaml.tabs', 5, 3]
    ])
  })

  test('a missing repo root → error finding, no throw', async () => {
    const { skills, findings } = await discoverSkills(path.join(os.tmpdir(), 'skill-evals-does-not-exist-' + process.pid))
    expect(skills).toEqual([])
    expect(findings.map((f) => f.rule)).toEqual(['skill.read'])
  })
})
