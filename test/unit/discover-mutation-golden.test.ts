import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadGoldenSet, parseGolden, withGoldenSets } from '../../src/discover/golden.js'
import type { Finding, Skill } from '../../src/types.js'

// Mutation tests (issue 23) of golden.jsonl validation (src/discover/golden.ts): each problem of a
// line with its exact message, what becomes a case, and how golden datasets change the coverage
// findings of validate.

const e = (line: number, rule: string, message: string, severity: Finding['severity'] = 'error'): Finding => ({ severity, file: 'g.jsonl', line, column: 1, rule, message })

describe('parseGolden', () => {
  test('every problem of a line, with the line number; only valid lines become cases (BOM and CRLF accepted)', () => {
    const text = [
      '\uFEFF{"id":"a","input":"i","expected_output_summary":"s","expected_format":"f","tags":[]}',
      '{not json',
      '["array"]',
      'null',
      '{"id":"a","input":"i","expected_output_summary":"s","expected_format":"f"}',
      '{"id":"c","input":"","expected_output_summary":" ","expected_format":"f","weight":0,"tags":"x","wieght":2,"zzz":1}',
      '{"id":"d","input":"i","expected_output_summary":"s","expected_format":"f","weight":-1,"tags":[1]}',
      '{"id":"e","input":"i","expected_output_summary":"s","expected_format":"f","weight":1e999}',
      '  ',
      '{"id":" ","input":"i","expected_output_summary":"s","expected_format":"f"}',
      '{"id":"f","input":"i","expected_output_summary":"s","expected_format":"f","weight":0.5,"tags":["x","y"]}'
    ].join('\r\n')
    const set = parseGolden(text, 'g.jsonl', 'k')
    expect(set.skill).toBe('k')
    expect(set.file).toBe('g.jsonl')
    expect(set.cases).toStrictEqual([
      { id: 'a', input: 'i', expected_output_summary: 's', expected_format: 'f', weight: 1, tags: [], line: 1 },
      { id: 'f', input: 'i', expected_output_summary: 's', expected_format: 'f', weight: 0.5, tags: ['x', 'y'], line: 11 }
    ])
    const notObject = (n: number) => e(n, 'golden.json', `Line ${n} must be a JSON object {id, input, expected_output_summary, expected_format, weight, tags}.`)
    const weight = (n: number) => e(n, 'golden.weight', `Line ${n}: 'weight' must be a number > 0 (1.0 normal, 1.5 critical, 0.5 nice-to-have).`)
    const tags = (n: number) => e(n, 'golden.tags', `Line ${n}: 'tags' must be an array of strings.`)
    const field = (n: number, k: string) => e(n, 'golden.field', `Line ${n}: '${k}' is required and must be a non-empty string.`)
    expect(set.findings[0]).toMatchObject({ severity: 'error', file: 'g.jsonl', line: 2, column: 1, rule: 'golden.json' })
    expect(set.findings[0]!.message).toMatch(/^Line 2 is not valid JSON: .+\.$/)
    expect(set.findings.slice(1)).toStrictEqual([
      notObject(3),
      notObject(4),
      e(5, 'golden.duplicate-id', "Line 5: id 'a' is already used on line 1; ids must be unique."),
      field(6, 'input'),
      field(6, 'expected_output_summary'),
      weight(6),
      tags(6),
      e(6, 'golden.unknown-key', "Line 6: unknown key 'wieght' (did you mean 'weight'?); it is ignored.", 'warning'),
      e(6, 'golden.unknown-key', "Line 6: unknown key 'zzz'; it is ignored.", 'warning'),
      weight(7),
      tags(7),
      weight(8),
      field(10, 'id')
    ])
  })

  test('a file with no entries is one error without a line; a file with only bad lines is not also "empty"', () => {
    expect(parseGolden('\n  \n', 'g.jsonl', 'k').findings).toStrictEqual([{ severity: 'error', file: 'g.jsonl', rule: 'golden.empty', message: 'g.jsonl holds no entries; add at least one line or remove the file.' }])
    expect(parseGolden('[1]\n', 'g.jsonl', 'k').findings.map((f) => f.rule)).toEqual(['golden.json'])
  })

  test('an unknown key alone does not drop the case', () => {
    const set = parseGolden('{"id":"a","input":"i","expected_output_summary":"s","expected_format":"f","note":"x"}', 'g.jsonl', 'k')
    expect(set.cases.map((c) => c.id)).toEqual(['a'])
    expect(set.findings.map((f) => [f.severity, f.rule])).toEqual([['warning', 'golden.unknown-key']])
  })
})

describe('golden datasets in validate', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'skill-evals-mgolden-'))
  })
  afterEach(() => {
    rmSync(root, { recursive: true, force: true })
  })
  const w = (rel: string, c: string | Buffer): void => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    writeFileSync(path.join(root, rel), c)
  }
  const ok = '{"id":"a","input":"i","expected_output_summary":"s","expected_format":"f"}\n'
  const sk = (name: string): Skill => ({ name, dir: `/r/skills/${name}`, relDir: `skills/${name}`, file: `skills/${name}/SKILL.md`, frontmatter: { name, description: 'd', metadata: {}, allowedTools: [], raw: {} }, body: '', bodyLine: 4 })

  test('a golden set softens "no evals" to a warning; sets for unknown skills, empty or too big sets are errors', async () => {
    w('evals/skills/alpha/golden.jsonl', ok)
    w('evals/skills/alpah/golden.jsonl', ok)
    w('evals/skills/.template/golden.jsonl', ok)
    w('evals/skills/beta/golden.jsonl', '\n')
    w('evals/skills/gamma/other.txt', 'x')
    w('evals/skills/file.jsonl', 'x')
    mkdirSync(path.join(root, 'evals/skills/delta/golden.jsonl'), { recursive: true })
    w('evals/skills/big/golden.jsonl', Buffer.alloc(4 * 1024 * 1024 + 1, 0x20))
    const cov: Finding[] = [
      { severity: 'error', file: 'skills/alpha/SKILL.md', rule: 'coverage.no-evals', message: 'm1' },
      { severity: 'error', file: 'skills/beta/SKILL.md', rule: 'coverage.no-evals', message: 'm2' },
      { severity: 'error', file: 'skills/alpha/SKILL.md', rule: 'coverage.other', message: 'm3' }
    ]
    expect(await withGoldenSets(root, [sk('alpha'), sk('beta'), sk('big')], cov)).toStrictEqual([
      {
        severity: 'warning',
        file: 'skills/alpha/SKILL.md',
        rule: 'coverage.no-evals',
        message: "Skill 'alpha' has no eval entries in evals/evals.json; only its golden dataset evals/skills/alpha/golden.jsonl covers it (used by 'skill-evals regression', not by 'run')."
      },
      cov[1],
      cov[2],
      {
        severity: 'error',
        file: 'evals/skills/alpah/golden.jsonl',
        rule: 'golden.unknown-skill',
        message: "evals/skills/alpah/golden.jsonl is for skill 'alpah', which does not exist (did you mean 'alpha'?); it would never run."
      },
      { severity: 'error', file: 'evals/skills/beta/golden.jsonl', rule: 'golden.empty', message: 'evals/skills/beta/golden.jsonl holds no entries; add at least one line or remove the file.' },
      { severity: 'error', file: 'evals/skills/big/golden.jsonl', rule: 'golden.size', message: 'evals/skills/big/golden.jsonl is larger than 4194304 bytes.' }
    ])
    expect(await loadGoldenSet(root, 'nope')).toBeUndefined()
    expect(await loadGoldenSet(root, 'delta')).toBeUndefined()
    expect((await loadGoldenSet(root, 'alpha'))?.cases.map((c) => c.id)).toEqual(['a'])
    // no golden folder: the coverage findings unchanged
    expect(await withGoldenSets(path.join(root, 'none'), [], cov)).toStrictEqual(cov)
    w('evals/skills/zeta/golden.jsonl', ok)
    expect((await withGoldenSets(root, [], [])).find((f) => f.file === 'evals/skills/zeta/golden.jsonl')?.message).toBe(
      "evals/skills/zeta/golden.jsonl is for skill 'zeta', which does not exist; it would never run."
    )
  })
})
