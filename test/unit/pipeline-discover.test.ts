/**
 * Loading and validating pipeline scenarios (`evals/pipeline/<id>.json`): every problem is a
 * finding with file and line; a scenario with errors is not returned.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { Ajv } from 'ajv'
import pipelineSchema from '../../schemas/pipeline.schema.json' with { type: 'json' }
import evalsSchema from '../../schemas/evals.schema.json' with { type: 'json' }
import { loadRepo } from '../../src/discover/index.js'
import { loadPipelines } from '../../src/discover/pipelines.js'
import type { Finding } from '../../src/types.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

let disposers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const d of disposers) await d()
  disposers = []
})

const json = (v: unknown): string => JSON.stringify(v, null, 2) + '\n'

/** 1-based line of the nth line containing `needle`. */
function lineOf(text: string, needle: string, nth = 1): number {
  const lines = text.split('\n')
  let seen = 0
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.includes(needle) && ++seen === nth) return i + 1
  }
  throw new Error(`'${needle}' not found`)
}

function only(findings: Finding[], rule: string): Finding {
  const hits = findings.filter((f) => f.rule === rule)
  if (hits.length !== 1) throw new Error(`expected exactly one '${rule}', got ${JSON.stringify(findings, null, 2)}`)
  return hits[0]!
}

function scenario(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'plan-then-adr',
    description: 'Plan, then record a decision.',
    cost_class: 'low',
    setup: {
      repo_strategy: 'local-tmp-init',
      seed: { claude_md: '# Notes\n', files: ['docs/spec.md', { path: 'docs/adrs/README.md', content: '# ADRs\n' }] }
    },
    steps: [
      {
        step: 1,
        skill: 'plan',
        prompt: 'Write tasks.md from docs/spec.md.',
        verify: [{ text: 'tasks.md exists', check: { kind: 'file_exists', path: 'tasks.md' } }, 'Each task has a Done when']
      },
      { step: 2, skill: 'adr', prompt: 'Write an ADR based on tasks.md.', verify: ['The ADR cites tasks.md'] }
    ],
    final_assertions: [{ text: 'tasks.md still exists', type: 'structural', check: { kind: 'file_exists', path: 'tasks.md' } }],
    ...over
  }
}

async function repoWith(files: Record<string, string>) {
  const r = await makeRepo({
    'skills/plan/SKILL.md': skillMd('plan'),
    'skills/adr/SKILL.md': skillMd('adr'),
    'docs/spec.md': '# Spec\n\nREQ-1: reset by email.\n',
    ...files
  })
  disposers.push(r.dispose)
  const repo = await loadRepo(r.root)
  const loaded = await loadPipelines(r.root, repo.skills)
  return { root: r.root, repo, ...loaded }
}

describe('pipeline scenarios: a valid scenario', () => {
  test('is loaded with its steps, seed files (path and inline) and assertions, and has no findings', async () => {
    const text = json(scenario())
    const { scenarios, findings, repo } = await repoWith({ 'evals/pipeline/plan-then-adr.json': text })
    expect(findings).toEqual([])
    expect(repo.findings.filter((f) => f.file.startsWith('evals/pipeline/'))).toEqual([])
    expect(scenarios).toHaveLength(1)
    const s = scenarios[0]!
    expect(s).toMatchObject({ id: 'plan-then-adr', costClass: 'low', repoStrategy: 'local-tmp-init', file: 'evals/pipeline/plan-then-adr.json' })
    expect(s.seed.claudeMd).toBe('# Notes\n')
    expect(s.seed.files.map((f) => [f.kind, f.path])).toEqual([
      ['copy', 'docs/spec.md'],
      ['inline', 'docs/adrs/README.md']
    ])
    expect(s.steps.map((x) => [x.n, x.skill, x.verify.length])).toEqual([
      [1, 'plan', 2],
      [2, 'adr', 1]
    ])
    expect(s.steps[0]!.verify[0]!.check).toEqual({ kind: 'file_exists', path: 'tasks.md' })
    expect(s.steps[0]!.verify[1]!.check).toBeUndefined() // a string → the judge
    expect(s.steps[0]!.verify[0]!.source).toEqual({ file: 'evals/pipeline/plan-then-adr.json', line: lineOf(text, '"text": "tasks.md exists"') - 1, column: 9 })
    expect(s.finalAssertions[0]!.type).toBe('structural')
  })

  test('cost_class defaults to low; no evals/pipeline folder → nothing', async () => {
    const noCost = scenario()
    delete noCost['cost_class']
    const { scenarios } = await repoWith({ 'evals/pipeline/plan-then-adr.json': json(noCost) })
    expect(scenarios[0]!.costClass).toBe('low')
    const empty = await repoWith({})
    expect(empty.scenarios).toEqual([])
    expect(empty.findings).toEqual([])
  })
})

describe('pipeline scenarios: findings with file and line', () => {
  test('id must equal the file stem and be kebab-case', async () => {
    const text = json(scenario({ id: 'Other_Name' }))
    const { scenarios, findings } = await repoWith({ 'evals/pipeline/plan-then-adr.json': text })
    expect(scenarios).toEqual([])
    const stem = only(findings, 'pipeline.id.file-stem')
    expect(stem).toMatchObject({ severity: 'error', file: 'evals/pipeline/plan-then-adr.json', line: lineOf(text, '"id"') })
    expect(stem.message).toContain("'plan-then-adr'")
    expect(only(findings, 'pipeline.id.kebab-case').line).toBe(lineOf(text, '"id"'))
    expect(findings.filter((f) => f.rule === 'pipeline.schema')).toEqual([]) // the schema's pattern error is not repeated
  })

  test('gh-disposable is rejected: only local repositories are supported', async () => {
    const text = json(scenario({ setup: { repo_strategy: 'gh-disposable', seed: { files: [] } } }))
    const { scenarios, findings, repo } = await repoWith({ 'evals/pipeline/plan-then-adr.json': text })
    expect(scenarios).toEqual([])
    const f = only(findings, 'pipeline.repo-strategy.unsupported')
    expect(f.severity).toBe('error')
    expect(f.line).toBe(lineOf(text, '"repo_strategy"'))
    expect(f.message).toMatch(/gh-disposable' is not supported/)
    expect(f.message).toMatch(/only in a local temporary git repository/)
    expect(f.message).toContain("'local-tmp-init'")
    // loadRepo (validate) reports it too
    expect(repo.findings.some((x) => x.rule === 'pipeline.repo-strategy.unsupported' && x.line === f.line)).toBe(true)
  })

  test('an unknown skill is reported at the step’s skill', async () => {
    const s = scenario()
    ;(s['steps'] as Record<string, unknown>[])[1]!['skill'] = 'nope'
    const text = json(s)
    const { scenarios, findings } = await repoWith({ 'evals/pipeline/plan-then-adr.json': text })
    expect(scenarios).toEqual([])
    const f = only(findings, 'pipeline.step.unknown-skill')
    expect(f.line).toBe(lineOf(text, '"skill": "nope"'))
    expect(f.message).toMatch(/Step 2 uses skill 'nope'.*known: adr, plan/)
  })

  test('bad checks in verify and final_assertions are reported at the offending value', async () => {
    const s = scenario({
      final_assertions: [{ text: 'bad regex', check: { kind: 'regex', in: 'tasks.md', pattern: '(' } }]
    })
    ;(s['steps'] as Record<string, unknown>[])[0]!['verify'] = [{ text: 'no value', check: { kind: 'contains', in: 'tasks.md' } }]
    const text = json(s)
    const { scenarios, findings } = await repoWith({ 'evals/pipeline/plan-then-adr.json': text })
    expect(scenarios).toEqual([])
    const bad = findings.filter((f) => f.rule === 'pipeline.check.invalid')
    expect(bad).toHaveLength(2)
    expect(bad[0]!.line).toBeGreaterThanOrEqual(lineOf(text, '"text": "no value"'))
    expect(bad[0]!.line).toBeLessThanOrEqual(lineOf(text, '"text": "no value"') + 4)
    expect(bad[0]!.message).toMatch(/Invalid 'contains' check/)
    expect(bad[1]!.line).toBe(lineOf(text, '"pattern": "("'))
    expect(bad[1]!.message).toMatch(/Invalid 'regex' check/)
  })

  test('schema errors (missing prompt, wrong cost_class) and unknown keys (warning)', async () => {
    const s = scenario({ cost_class: 'medium', extra: true })
    delete (s['steps'] as Record<string, unknown>[])[1]!['prompt']
    const text = json(s)
    const { scenarios, findings } = await repoWith({ 'evals/pipeline/plan-then-adr.json': text })
    expect(scenarios).toEqual([])
    const schema = findings.filter((f) => f.rule === 'pipeline.schema')
    expect(schema.some((f) => /missing the required property 'prompt'/.test(f.message) && f.line === lineOf(text, '"step": 2') - 1)).toBe(true)
    expect(schema.some((f) => /must be one of: low, high/.test(f.message) && f.line === lineOf(text, '"cost_class"'))).toBe(true)
    const unknown = only(findings, 'pipeline.schema.unknown-key')
    expect(unknown).toMatchObject({ severity: 'warning', line: lineOf(text, '"extra"') })
  })

  test('seed files: missing, escaping the repository, into .git, of the wrong type', async () => {
    const text = json(
      scenario({
        setup: {
          repo_strategy: 'local-tmp-init',
          seed: { files: ['docs/missing.md', '../outside.md', { path: '.git/config', content: 'x' }, 42] }
        }
      })
    )
    const { scenarios, findings } = await repoWith({ 'evals/pipeline/plan-then-adr.json': text })
    expect(scenarios).toEqual([])
    expect(only(findings, 'pipeline.seed.missing').line).toBe(lineOf(text, '"docs/missing.md"'))
    const paths = findings.filter((f) => f.rule === 'pipeline.seed.path')
    expect(paths.map((f) => f.line)).toEqual([lineOf(text, '"../outside.md"'), lineOf(text, '".git/config"')])
    const wrong = findings.find((f) => f.rule === 'pipeline.schema' && /repository-relative path \(a string\) or an object/.test(f.message))
    expect(wrong?.line).toBe(lineOf(text, '42'))
  })

  test('warnings only (step numbers out of order, empty verify) keep the scenario', async () => {
    const s = scenario()
    const steps = s['steps'] as Record<string, unknown>[]
    steps[1]!['step'] = 5
    steps[1]!['verify'] = []
    const text = json(s)
    const { scenarios, findings } = await repoWith({ 'evals/pipeline/plan-then-adr.json': text })
    expect(scenarios).toHaveLength(1)
    expect(findings.every((f) => f.severity === 'warning')).toBe(true)
    expect(only(findings, 'pipeline.step.number').line).toBe(lineOf(text, '"step": 5'))
    expect(only(findings, 'pipeline.step.no-verify').line).toBe(lineOf(text, '"verify": []'))
  })

  test('a JSON syntax error is a finding with a line; other scenarios still load', async () => {
    const good = json(scenario())
    const { scenarios, findings } = await repoWith({
      'evals/pipeline/plan-then-adr.json': good,
      'evals/pipeline/broken.json': '{\n  "id": "broken",\n  "description": "x",\n}\n'
    })
    expect(scenarios.map((s) => s.id)).toEqual(['plan-then-adr'])
    const syntax = findings.filter((f) => f.file === 'evals/pipeline/broken.json' && f.rule.startsWith('pipeline.json.'))
    expect(syntax.length).toBeGreaterThan(0)
    expect(syntax[0]!.line).toBe(3)
  })
})

describe('the bundled example', () => {
  test('examples/evals/pipeline/plan-then-adr.json validates cleanly', async () => {
    const repo = await loadRepo('examples')
    expect(repo.findings.filter((f) => f.file.startsWith('evals/pipeline/'))).toEqual([])
    const { scenarios } = await loadPipelines(repo.root, repo.skills)
    expect(scenarios.map((s) => [s.id, s.steps.map((x) => x.skill)])).toEqual([['plan-then-adr', ['plan', 'adr']]])
  })
})

describe('schemas/pipeline.schema.json', () => {
  test('compiles under ajv (with the evals schema for assertions) and every property has a description', () => {
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true })
    ajv.addSchema(evalsSchema as object)
    expect(() => ajv.compile(pipelineSchema as object)).not.toThrow()
    const missing: string[] = []
    const walk = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object') return
      const props = (node as { properties?: Record<string, unknown> }).properties
      if (props) {
        for (const [k, v] of Object.entries(props)) {
          if (typeof (v as { description?: unknown }).description !== 'string' && k !== '$schema') missing.push(`${where}.${k}`)
        }
      }
      for (const [k, v] of Object.entries(node)) walk(v, `${where}.${k}`)
    }
    walk(pipelineSchema, '#')
    expect(missing).toEqual([])
  })
})
