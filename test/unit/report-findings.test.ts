import { describe, test, expect } from '@jest/globals'
import path from 'node:path'
import type { Finding } from '../../src/types.js'
import { formatFindingsJson, formatFindingsText, oneLine } from '../../src/report/findings.js'
import { annotateFindings, MAX_ANNOTATIONS_PER_LEVEL, type AnnotationProperties } from '../../src/report/annotations.js'
import { clearSecrets, registerSecret } from '../../src/redact/index.js'

// What `skill-evals validate` prints (text and --json) and the annotations the action adds to a PR.

const f = (over: Partial<Finding> & Pick<Finding, 'file'>): Finding => ({ severity: 'error', rule: 'frontmatter.name.pattern', message: 'bad name', ...over })

type Repo = Parameters<typeof formatFindingsText>[0]
function repo(findings: Finding[], skills = 2, evals = 3, roots?: string[]): Repo {
  return {
    findings,
    skills: Array.from({ length: skills }, (_, i) => ({ name: `s${i}`, file: `skills/s${i}/SKILL.md`, frontmatter: i === 0 ? { version: '1.2.0' } : {} })) as unknown as Repo['skills'],
    evals: Array.from({ length: evals }, () => ({})) as unknown as Repo['evals'],
    ...(roots ? { config: { skillRoots: roots } } : {}),
  }
}

describe('formatFindingsText', () => {
  test('grouped by file in order of appearance, position padded, severity padded, rule in brackets', () => {
    const text = formatFindingsText(
      repo([
        f({ file: 'skills/a/SKILL.md', line: 3, column: 7, message: 'name has capitals' }),
        f({ file: 'evals/evals.json', severity: 'warning', rule: 'evals.count', message: 'only 2 evals' }),
        f({ file: 'skills/a/SKILL.md', line: 12, rule: 'frontmatter.description', message: 'too long\n  second line' }),
      ])
    )
    expect(text).toBe(
      [
        'skills/a/SKILL.md',
        '  3:7      error   name has capitals  [frontmatter.name.pattern]',
        '  12:1     error   too long second line  [frontmatter.description]',
        '',
        'evals/evals.json',
        '  -        warning only 2 evals  [evals.count]',
        '',
        '2 skills, 3 evals: 2 errors, 1 warning',
        '',
      ].join('\n')
    )
  })

  test('the closing line: clean, no errors (warnings only), singular counts, spec mode', () => {
    expect(formatFindingsText(repo([]))).toBe('2 skills, 3 evals: 0 errors, 0 warnings ✓ clean\n')
    expect(formatFindingsText(repo([f({ file: 'x', severity: 'warning' }), f({ file: 'x', severity: 'warning' })], 1, 1)).split('\n').at(-2)).toBe(
      '1 skill, 1 eval: 0 errors, 2 warnings ✓ no errors'
    )
    expect(formatFindingsText(repo([f({ file: 'x' })], 1, 1), { spec: true }).split('\n').at(-2)).toBe('1 skill (Agent Skills format only): 1 error, 0 warnings')
    expect(formatFindingsText(repo([], 3, 0), { spec: true })).toBe('3 skills (Agent Skills format only): 0 errors, 0 warnings ✓ clean\n')
  })

  test('no skills found is never "clean": it says where it looked', () => {
    expect(formatFindingsText(repo([], 0, 0, ['skills', '.claude/skills']))).toBe(
      "0 skills, 0 evals: 0 errors, 0 warnings; nothing was checked: no SKILL.md found under skills, .claude/skills — give the repository's path (skill-evals validate PATH), list its skill folders in evals/config.yaml skill-roots, or pass --allow-empty\n"
    )
    expect(formatFindingsText(repo([], 0, 0))).toBe(
      "0 skills, 0 evals: 0 errors, 0 warnings; nothing was checked: no SKILL.md found — give the repository's path (skill-evals validate PATH), list its skill folders in evals/config.yaml skill-roots, or pass --allow-empty\n"
    )
    // one line, and the JSON says not ok
    expect(formatFindingsText(repo([], 0, 0), { allowEmpty: true })).toBe('0 skills, 0 evals: 0 errors, 0 warnings; no SKILL.md found, so nothing was checked (allowed by --allow-empty)\n')
    expect(JSON.parse(formatFindingsJson(repo([], 0, 0))).ok).toBe(false)
    expect(JSON.parse(formatFindingsJson(repo([], 0, 0), { allowEmpty: true })).ok).toBe(true)
  })
})

describe('formatFindingsJson', () => {
  test('ok, mode, counts, skills with their version, the findings as they are', () => {
    const findings = [f({ file: 'a', line: 1 }), f({ file: 'b', severity: 'warning' })]
    const out = formatFindingsJson(repo(findings))
    expect(out.endsWith('}\n')).toBe(true)
    expect(out.split('\n')[1]).toBe('  "ok": false,')
    expect(JSON.parse(out)).toEqual({
      ok: false,
      mode: 'full',
      summary: { skills: 2, evals: 3, errors: 1, warnings: 1 },
      skills: [
        { name: 's0', file: 'skills/s0/SKILL.md', version: '1.2.0' },
        { name: 's1', file: 'skills/s1/SKILL.md', version: null },
      ],
      findings,
    })
    const spec = JSON.parse(formatFindingsJson(repo([f({ file: 'a', severity: 'warning' })]), { spec: true }))
    expect(spec.ok).toBe(true)
    expect(spec.mode).toBe('spec')
  })
})

describe('oneLine', () => {
  test('control characters removed, line breaks with the spaces around them become one space, tabs kept', () => {
    expect(oneLine('a\u0000b\u0008c\td\u000be\u001ff\u007fg\u009bh')).toBe('abc\tdefgh')
    expect(oneLine('one  \r\n\n   two\nthree')).toBe('one two three')
    expect(oneLine('\u001b[31mred')).toBe('[31mred')
    expect(oneLine('plain text')).toBe('plain text')
  })
})

describe('annotateFindings', () => {
  type Call = [level: string, message: string, props?: AnnotationProperties]
  const recorder = () => {
    const calls: Call[] = []
    return { calls, annotator: { error: (m: string, p?: AnnotationProperties) => void calls.push(['error', m, p]), warning: (m: string, p?: AnnotationProperties) => void calls.push(['warning', m, p]), notice: (m: string, p?: AnnotationProperties) => void calls.push(['notice', m, p]) } }
  }

  test('file relative to the workspace, line and column when known, title with the rule, message on one line', () => {
    const { calls, annotator } = recorder()
    const ws = path.resolve('/tmp/ws')
    const res = annotateFindings(
      [f({ file: 'skills/a/SKILL.md', line: 4, column: 2, message: 'bad\nname' }), f({ file: 'evals/evals.json', severity: 'warning', rule: 'r2', line: 9 }), f({ file: 'x.md', column: 5 })],
      annotator,
      path.join(ws, 'repo'),
      ws
    )
    // Strict: an annotation without a line has no startLine key at all.
    expect(calls).toStrictEqual([
      ['error', 'bad name', { title: 'skill-evals: frontmatter.name.pattern', file: 'repo/skills/a/SKILL.md', startLine: 4, startColumn: 2 }],
      ['warning', 'bad name', { title: 'skill-evals: r2', file: 'repo/evals/evals.json', startLine: 9 }],
      ['error', 'bad name', { title: 'skill-evals: frontmatter.name.pattern', file: 'repo/x.md' }],
    ])
    expect(res).toEqual({ emitted: 3, omitted: { error: 0, warning: 0 } })
  })

  test('at most 10 per level, then one notice per level with how many more (singular and plural)', () => {
    const { calls, annotator } = recorder()
    const findings = [
      ...Array.from({ length: MAX_ANNOTATIONS_PER_LEVEL + 2 }, (_, i) => f({ file: `e${i}` })),
      ...Array.from({ length: MAX_ANNOTATIONS_PER_LEVEL + 1 }, (_, i) => f({ file: `w${i}`, severity: 'warning' })),
    ]
    const res = annotateFindings(findings, annotator, '/r', '/r')
    expect(MAX_ANNOTATIONS_PER_LEVEL).toBe(10)
    expect(calls.filter((c) => c[0] === 'error')).toHaveLength(10)
    expect(calls.filter((c) => c[0] === 'warning')).toHaveLength(10)
    expect(calls.filter((c) => c[0] === 'notice')).toEqual([
      ['notice', '2 more errors not shown as annotations; see the job log or run `skill-evals validate` locally.', undefined],
      ['notice', '1 more warning not shown as annotations; see the job log or run `skill-evals validate` locally.', undefined],
    ])
    expect(res).toEqual({ emitted: 20, omitted: { error: 2, warning: 1 } })
    // Exactly at the limit: no notice.
    const at = recorder()
    annotateFindings(Array.from({ length: 10 }, (_, i) => f({ file: `e${i}` })), at.annotator, '/r', '/r')
    expect(at.calls.filter((c) => c[0] === 'notice')).toEqual([])
  })

  test('a registered secret never reaches an annotation message or title', () => {
    const secret = 'sk-ant-annotation-secret-1234567890'
    registerSecret(secret)
    const { calls, annotator } = recorder()
    try {
      annotateFindings([f({ file: 'a', rule: `rule ${secret}`, message: `leaked ${secret}` }), f({ file: 'b', severity: 'warning', message: secret })], annotator, '/r', '/r')
      expect(JSON.stringify(calls)).not.toContain(secret)
      expect(calls[0]![1]).toBe('leaked ***')
      expect(calls[0]![2]!.title).toBe('skill-evals: rule ***')
    } finally {
      clearSecrets()
    }
    expect(calls[1]![1]).toBe('***')
  })
})
