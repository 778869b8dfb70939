/**
 * Trust tiers end to end on a throwaway repository: validate's trust_tier rule (file + line),
 * `skill-evals trust` climbing advisory → certified as evidence is added, --write (TRUST-TIERS.md,
 * trust-tiers.json, badges), and `skill-evals compare` on two results folders with a known answer.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { XMLValidator } from 'fast-xml-parser'
import { loadRepo } from '../../src/discover/index.js'
import { runCli } from '../../src/cli/main.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'
import { validatorAssertionText, SCHEMA_ASSERTION_TEXT } from '../../src/grade/implicit.js'

const disposers: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const d of disposers) await d()
})

async function cli(argv: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {}, cwd, isTTY: false })
  return { code, stdout, stderr }
}

async function put(root: string, rel: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
  await writeFile(path.join(root, rel), content)
}

const SCHEMA = JSON.stringify({ type: 'object', required: ['summary'] })
const evalsJson = (n: number) =>
  JSON.stringify({ skill_name: 'fmt', evals: Array.from({ length: n }, (_, i) => ({ id: i + 1, prompt: `task ${i + 1}`, expectations: ['The output is right'] })) })

/** A results folder: one with_skill run per eval; `validator` = outcome of the implicit validator assertion. */
async function writeResults(root: string, dir: string, evals: number, validator: 'pass' | 'fail' | null, passRate: number, model = 'm1'): Promise<void> {
  for (let i = 1; i <= evals; i++) {
    const exps = [
      { text: 'The output is right', passed: true, evidence: 'ok', status: 'pass', source: 'judge' },
      { text: SCHEMA_ASSERTION_TEXT, passed: true, evidence: 'valid', status: 'pass', source: 'check', check_kind: 'json_schema' },
      ...(validator ? [{ text: validatorAssertionText('scripts/validate-skill.sh'), passed: validator === 'pass', evidence: 'v', status: validator, source: 'check', check_kind: 'script' }] : []),
    ]
    const passed = exps.filter((e) => e.passed).length
    await put(root, `${dir}/fmt/iteration-1/eval-${i}-task/with_skill/run-1/grading.json`, JSON.stringify({
      expectations: exps,
      summary: { passed, failed: exps.length - passed, total: exps.length, pass_rate: passed / exps.length },
      run: { skill: 'fmt', eval_id: i, configuration: 'with_skill', trial: 1, model, status: passed === exps.length ? 'pass' : 'fail' },
    }))
  }
  await put(root, `${dir}/summary.json`, JSON.stringify({
    schema_version: 1,
    generated_at: '2026-05-01T00:00:00.000Z',
    skills: [{
      name: 'fmt', model, configurations: { with_skill: { pass_rate: passRate, passed: Math.round(passRate * evals), graded: evals } },
      eval_results: Array.from({ length: evals }, (_, i) => ({ id: i + 1, configurations: { with_skill: { passed: 1, graded: 1 } } })),
    }],
  }))
}

interface Manifest {
  skills: { name: string; tier: string; computed: string; declared: string | null; overclaimed: boolean; downgraded: boolean; next: string | null }[]
}
async function tierOf(root: string): Promise<Manifest['skills'][number] & { code: number; stderr: string }> {
  const r = await cli(['trust', '--root', '.', '--results', 'res', '--format', 'json'], root)
  const m = JSON.parse(r.stdout) as Manifest
  return { ...m.skills.find((s) => s.name === 'fmt')!, code: r.code, stderr: r.stderr }
}

describe('validate: trust rules', () => {
  test('trust_tier above what the repository can support is an error at the key’s line; lower is fine', async () => {
    const repo = await makeRepo({
      'skills/fmt/SKILL.md': skillMd('fmt', undefined, 'license: MIT\ntrust_tier: validated\n'),
      'skills/low/SKILL.md': skillMd('low', undefined, 'trust_tier: advisory\n'),
      'skills/odd/SKILL.md': skillMd('odd', undefined, 'trust_tier: gold\n'),
      'skills/fmt/schemas/output.json': SCHEMA,
    })
    disposers.push(repo.dispose)
    const r = await loadRepo(repo.root)
    const over = r.findings.find((f) => f.rule === 'trust.tier.overclaimed')!
    expect(over).toMatchObject({ severity: 'error', file: 'skills/fmt/SKILL.md', line: 5, column: 1 })
    expect(over.message).toMatch(/'validated' is higher than this skill can reach \(at most 'structured'; to reach validated: no scripts\/validate-skill\.\* validator\)/)
    const odd = r.findings.find((f) => f.rule === 'trust.tier.invalid')!
    expect(odd).toMatchObject({ severity: 'error', file: 'skills/odd/SKILL.md', line: 4 })
    expect(r.findings.filter((f) => f.file === 'skills/low/SKILL.md' && f.rule.startsWith('trust.'))).toEqual([])

    // adding the validator makes the claim possible (validate cannot know whether it passes)
    await put(repo.root, 'skills/fmt/scripts/validate-skill.sh', '#!/bin/sh\nexit 0\n')
    expect((await loadRepo(repo.root)).findings.filter((f) => f.rule === 'trust.tier.overclaimed')).toEqual([])
    // 'verified' needs 5 evals in the repository
    await writeFile(path.join(repo.root, 'skills/fmt/SKILL.md'), skillMd('fmt', undefined, 'trust_tier: 3\n'))
    const v = (await loadRepo(repo.root)).findings.find((f) => f.rule === 'trust.tier.overclaimed')!
    expect(v.message).toMatch(/0 eval\(s\) in the repository \(needs 5\)/)
    expect(v.line).toBe(4)
  })

  test('a schema that is not a JSON Schema and a validator that cannot run are errors', async () => {
    const repo = await makeRepo({
      'skills/fmt/SKILL.md': skillMd('fmt'),
      'skills/fmt/schemas/output.json': '{\n  "type": "object",\n  "required": "summary"\n}\n',
      'skills/fmt/scripts/validate-skill.rb': 'puts 1',
      'skills/bad/SKILL.md': skillMd('bad'),
      'skills/bad/schemas/output.json': '{\n  "type": \n}',
    })
    disposers.push(repo.dispose)
    const f = (await loadRepo(repo.root)).findings
    expect(f.find((x) => x.rule === 'trust.schema.invalid' && x.file === 'skills/fmt/schemas/output.json')!.message).toMatch(/invalid JSON Schema/)
    expect(f.find((x) => x.rule === 'trust.schema.invalid' && x.file === 'skills/bad/schemas/output.json')).toMatchObject({ line: 3 })
    expect(f.find((x) => x.rule === 'trust.validator.not_runnable')).toMatchObject({ severity: 'error', file: 'skills/fmt/scripts/validate-skill.rb' })
  })
})

describe('skill-evals trust', () => {
  test('climbs advisory → structured → validated → verified → certified as evidence is added', async () => {
    const repo = await makeRepo({
      'skills/fmt/SKILL.md': skillMd('fmt'),
      'skills/fmt/evals/evals.json': evalsJson(4),
      'evals/config.yaml': 'models: [m1, m2]\ntiers:\n  1: [fmt]\nthresholds:\n  1: 0.8\n',
    })
    disposers.push(repo.dispose)
    const root = repo.root
    expect(await tierOf(root)).toMatchObject({ tier: 'advisory', next: 'to reach structured: no schemas/output.json', code: 0 })

    await put(root, 'skills/fmt/schemas/output.json', '{"type": 12}') // not a valid JSON Schema: does not count
    expect((await tierOf(root)).tier).toBe('advisory')
    await put(root, 'skills/fmt/schemas/output.json', SCHEMA)
    expect((await tierOf(root)).tier).toBe('structured')

    await put(root, 'skills/fmt/scripts/validate-skill.sh', '#!/bin/sh\nexit 0\n')
    const unproven = await tierOf(root)
    expect(unproven.tier).toBe('structured') // exists, but has not run on any output
    expect(unproven.next).toMatch(/has not judged any graded with_skill output/)
    await writeResults(root, 'res', 4, 'fail', 0.25)
    const failing = await tierOf(root)
    expect(failing.tier).toBe('structured') // exists but fails
    expect(failing.next).toMatch(/passed 0\/4 with_skill runs/)
    await writeResults(root, 'res', 4, 'pass', 1)
    expect((await tierOf(root)).tier).toBe('validated')

    await put(root, 'skills/fmt/evals/evals.json', evalsJson(5))
    expect((await tierOf(root)).next).toMatch(/covers only 4 eval/)
    await writeResults(root, 'res', 5, 'pass', 0.6)
    expect((await tierOf(root)).next).toMatch(/with_skill pass rate 60% over 5 evals .* \(needs 80%\)/)
    await writeResults(root, 'res', 5, 'pass', 1)
    const verified = await tierOf(root)
    expect(verified.tier).toBe('verified')
    expect(verified.next).toMatch(/m1 100%, m2 \(no result\)/)

    await put(root, 'evals/benchmarks/2026-04-01-cross.json', JSON.stringify({ generated_at: '2026-04-01T00:00:00Z', models: { m1: { skills: { fmt: { pass_rate: 0.5 } } }, m2: { skills: { fmt: { pass_rate: 0.94 } } } } }))
    expect((await tierOf(root)).next).toMatch(/m1 100%, m2 94%/) // m1's newer result (summary.json) wins
    await put(root, 'evals/benchmarks/2026-04-02-cross.json', JSON.stringify({ generated_at: '2026-04-02T00:00:00Z', models: { m2: { skills: { fmt: { pass_rate: 0.96 } } } } }))
    const top = await tierOf(root)
    expect(top).toMatchObject({ tier: 'certified', computed: 'certified', next: null })

    // manual downgrade: the lower declared tier is published; an over-claim exits 1
    await writeFile(path.join(root, 'skills/fmt/SKILL.md'), skillMd('fmt', undefined, 'trust_tier: validated\n'))
    expect(await tierOf(root)).toMatchObject({ tier: 'validated', computed: 'certified', downgraded: true, code: 0 })
    await writeResults(root, 'res', 5, 'fail', 1)
    await writeFile(path.join(root, 'skills/fmt/SKILL.md'), skillMd('fmt', undefined, 'trust_tier: verified\n'))
    const over = await tierOf(root)
    expect(over).toMatchObject({ tier: 'structured', overclaimed: true, code: 1 })
    expect(over.stderr).toMatch(/fmt: trust_tier 'verified' is not supported by the evidence \(computed 'structured'/)
  })

  test('--write: TRUST-TIERS.md, trust-tiers.json and an SVG badge per skill', async () => {
    const repo = await makeRepo({
      'skills/fmt/SKILL.md': skillMd('fmt'),
      'skills/fmt/schemas/output.json': SCHEMA,
      'skills/plain/SKILL.md': skillMd('plain'),
    })
    disposers.push(repo.dispose)
    const r = await cli(['trust', '--root', '.', '--results', 'none', '--out', 'docs/trust', '--write'], repo.root)
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/fmt\s+structured\s+structured/)
    expect(r.stdout).toMatch(/2 skill\(s\): 1 advisory, 1 structured/)
    const md = await readFile(path.join(repo.root, 'docs/trust/TRUST-TIERS.md'), 'utf8')
    expect(md).toContain('![fmt: structured](badges/fmt.svg)')
    expect(md).toContain('| `plain` | ![plain: advisory](badges/plain.svg) | **advisory** |')
    expect(md).toMatch(/- ❌ \*\*validated\*\*: no scripts\/validate-skill\.\\\* validator/)
    const manifest = JSON.parse(await readFile(path.join(repo.root, 'docs/trust/trust-tiers.json'), 'utf8'))
    expect(manifest.summary).toEqual({ advisory: 1, structured: 1, validated: 0, verified: 0, certified: 0, total: 2 })
    expect(manifest.skills[0]).toMatchObject({ name: 'fmt', tier: 'structured', level: 1, badge: 'badges/fmt.svg' })
    const svg = await readFile(path.join(repo.root, 'docs/trust/badges/fmt.svg'), 'utf8')
    expect(XMLValidator.validate(svg)).toBe(true)
    expect(svg).toContain('aria-label="fmt: structured"')
  })
})

describe('skill-evals compare', () => {
  async function results(root: string, dir: string, passes: number[], trials = 4, extra: Record<string, number> = {}): Promise<void> {
    const all: [string, number][] = [...passes.map((k, i) => [String(i + 1), k] as [string, number]), ...Object.entries(extra)]
    for (const [id, k] of all) {
      for (let t = 1; t <= trials; t++) {
        const pass = t <= k
        await put(root, `${dir}/fmt/iteration-1/eval-${id}-x/with_skill/run-${t}/grading.json`, JSON.stringify({
          expectations: [{ text: 'a', passed: pass, evidence: '', status: pass ? 'pass' : 'fail' }],
          summary: { passed: pass ? 1 : 0, failed: pass ? 0 : 1, total: 1, pass_rate: pass ? 1 : 0 },
          run: { skill: 'fmt', eval_id: Number(id), configuration: 'with_skill', trial: t, model: dir === 'a' ? 'old-model' : 'new-model', status: pass ? 'pass' : 'fail' },
        }))
      }
    }
  }

  test('two results folders: known d_z and exact p; JSON and Markdown; unmatched listed', async () => {
    const repo = await makeRepo({})
    disposers.push(repo.dispose)
    await results(repo.root, 'a', [2, 2, 2, 2, 2, 2], 4, { 7: 1 })
    await results(repo.root, 'b', [4, 3, 4, 3, 4, 3], 4, { 8: 4 })
    const json = await cli(['compare', 'a', 'b', '--format', 'json', '--out', 'cmp.json'], repo.root)
    expect(json.code).toBe(0)
    const r = JSON.parse(json.stdout)
    expect(r.n).toBe(6)
    expect(r.a).toMatchObject({ label: 'a', models: ['old-model'] })
    expect(r.d_z).toBeCloseTo(2.738613, 5)
    expect(r.test.p_two_sided).toBeCloseTo(1 / 32, 10)
    expect(r.winner).toBe('B')
    expect(r.unmatched.only_a).toEqual([{ skill: 'fmt', eval_id: '7' }])
    expect(r.unmatched.only_b).toEqual([{ skill: 'fmt', eval_id: '8' }])
    expect(JSON.parse(await readFile(path.join(repo.root, 'cmp.json'), 'utf8')).d_z).toBe(r.d_z)
    const md = await cli(['compare', 'a', 'b'], repo.root)
    expect(md.stdout).toMatch(/^# Compare: A = `a` vs B = `b`/)
    expect(md.stdout).toContain('B is better than A')
    expect(md.stdout).toContain('Only in B: `fmt` `8`')
  })

  test('usage errors exit 2', async () => {
    const repo = await makeRepo({})
    disposers.push(repo.dispose)
    expect((await cli(['compare', 'a'], repo.root)).code).toBe(2)
    expect((await cli(['compare', 'nope-a', 'nope-b'], repo.root)).code).toBe(2)
    expect((await cli(['compare', 'a', 'b', '--metric', 'vibes'], repo.root)).code).toBe(2)
  })
})
