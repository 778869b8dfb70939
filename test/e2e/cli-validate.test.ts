import { describe, test, expect, afterAll } from '@jest/globals'
import { runNode } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

const disposers: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const d of disposers) await d()
})

describe('skill-evals validate (bundled CLI)', () => {
  test('the bundled examples repo is clean: exit 0 and a summary line', async () => {
    const r = await runNode('dist/cli.js', ['validate', '--root', 'examples'])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/3 skills, 7 evals: 0 errors, 0 warnings ✓ clean/)
  })

  test('errors exit 1 and name file, line and column; JSON output for machines', async () => {
    const repo = await makeRepo({
      'skills/Bad_Name/SKILL.md': skillMd('Bad_Name'),
      'skills/good/SKILL.md': skillMd('good'),
      'evals/evals.json': JSON.stringify(
        { evals: [{ id: 1, skill: 'good', prompt: 'p', assertions: ['only one'] }] },
        null,
        2
      )
    })
    disposers.push(repo.dispose)
    const text = await runNode('dist/cli.js', ['validate', '--root', repo.root])
    expect(text.code).toBe(1)
    expect(text.stdout).toContain('skills/Bad_Name/SKILL.md')
    expect(text.stdout).toMatch(/\n {2}2:\d+ +error +.*Bad_Name/)
    expect(text.stdout).toContain('evals/evals.json')

    const json = await runNode('dist/cli.js', ['validate', '--root', repo.root, '--format', 'json'])
    expect(json.code).toBe(1)
    const report = JSON.parse(json.stdout) as { ok: boolean; findings: Array<{ file: string; line?: number; rule: string }> }
    expect(report.ok).toBe(false)
    const nameFinding = report.findings.find((f) => f.file === 'skills/Bad_Name/SKILL.md' && f.rule === 'skill.name.pattern')
    expect(nameFinding?.line).toBe(2)
  })

  test("a json_schema check's schema is compiled by the side bundle ajv is loaded from (dist/side/)", async () => {
    const check = (schema: unknown) => ({ text: 'valid output', check: { kind: 'json_schema', schema, in: 'out.json' } })
    const repo = await makeRepo({
      'skills/good/SKILL.md': skillMd('good'),
      'evals/evals.json': JSON.stringify(
        {
          evals: [
            { id: 1, skill: 'good', prompt: 'p', assertions: [check({ type: 'object', required: ['a'] })] },
            { id: 2, skill: 'good', prompt: 'q', assertions: [check({ type: 'nonsense' })] },
            { id: 3, skill: 'good', prompt: 'r', assertions: [check({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { d: { format: 'date' } } })] },
          ],
        },
        null,
        2
      )
    })
    disposers.push(repo.dispose)
    const r = await runNode('dist/cli.js', ['validate', '--root', repo.root, '--format', 'json'])
    expect(r.stderr).toBe('')
    const report = JSON.parse(r.stdout) as { findings: Array<{ file: string; line?: number; message: string; severity: string }> }
    const schemaErrors = report.findings.filter((f) => /invalid JSON Schema/.test(f.message))
    // Only eval 2's schema is invalid (ajv's own message), with the line of its 'schema'.
    expect(schemaErrors).toHaveLength(1)
    expect(schemaErrors[0]!.message).toMatch(/type must be JSON type|must be equal to one of the allowed values/)
    expect(schemaErrors[0]!.severity).toBe('error')
    expect(schemaErrors[0]!.line).toBeGreaterThan(10)
    expect(r.code).toBe(1)
  })

  test('a missing root or a bad flag exits 2 with a message and no stack trace', async () => {
    const missing = await runNode('dist/cli.js', ['validate', '--root', '/nonexistent/skills-repo'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain("'/nonexistent/skills-repo' is not a directory")
    expect(missing.stderr).not.toMatch(/\n\s+at /)

    const badFlag = await runNode('dist/cli.js', ['validate', '--format', 'xml'])
    expect(badFlag.code).toBe(2)
    expect(badFlag.stderr).toContain('--format must be one of text, json')
  })

  test('inside GitHub Actions findings also become annotations, capped at 10 per level', async () => {
    const files: Record<string, string> = {}
    for (let i = 0; i < 12; i++) files[`skills/s${i}/SKILL.md`] = skillMd(`s${i}`) // no evals → 12 errors
    const repo = await makeRepo(files)
    disposers.push(repo.dispose)
    const r = await runNode('dist/cli.js', ['validate', '--root', repo.root], {
      env: { PATH: process.env.PATH, GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: repo.root }
    })
    expect(r.code).toBe(1)
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error '))
    expect(errors).toHaveLength(10)
    expect(errors[0]).toMatch(/^::error title=skill-evals%3A coverage\.no-evals,file=skills\/s0\/SKILL\.md/)
    expect(r.stdout).toMatch(/::notice::2 more errors not shown as annotations/)
  })
})
