/** validate: trigger-set checks (file + line) and the fleet checks on descriptions. */
import { afterEach, describe, expect, test } from '@jest/globals'
import { loadRepo } from '../../src/discover/index.js'
import { checkTriggerFile, loadTriggerSet } from '../../src/discover/triggers.js'
import { checkFleet, descriptionTokens, hasWhenToUse, jaccard } from '../../src/discover/fleet.js'
import type { Finding, Skill } from '../../src/types.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

let dispose: (() => Promise<void>) | undefined
afterEach(async () => {
  await dispose?.()
  dispose = undefined
})

async function repo(files: Record<string, string>) {
  const r = await makeRepo(files)
  dispose = r.dispose
  return loadRepo(r.root)
}

const queries = (pos: number, neg: number) =>
  JSON.stringify(
    [
      ...Array.from({ length: pos }, (_, i) => ({ query: `please plan feature ${i}`, should_trigger: true })),
      ...Array.from({ length: neg }, (_, i) => ({ query: `write unit tests ${i}`, should_trigger: false }))
    ],
    null,
    2
  )

const only = (fs: Finding[], prefix: string) => fs.filter((f) => f.rule.startsWith(prefix))

describe('trigger sets in validate', () => {
  test('a 10/10 set is clean', async () => {
    const r = await repo({ 'skills/plan/SKILL.md': skillMd('plan'), 'evals/triggers/plan.json': queries(10, 10) })
    expect(only(r.findings, 'triggers')).toEqual([])
  })

  test('schema errors point at the line of the offending value', async () => {
    const text = [
      '[',
      '  { "query": "plan the billing work", "should_trigger": true },',
      '  { "query": "", "should_trigger": true },',
      '  { "query": "draw a diagram", "should_trigger": "no" },',
      '  { "query": "plan it", "should_trigger": true, "note": "x" },',
      '  { "should_trigger": false }',
      ']'
    ].join('\n')
    const r = await repo({ 'skills/plan/SKILL.md': skillMd('plan'), 'evals/triggers/plan.json': text })
    const fs = only(r.findings, 'triggers')
    const at = (rule: string) => fs.filter((f) => f.rule === rule).map((f) => [f.line, f.severity])
    expect(fs.every((f) => f.file === 'evals/triggers/plan.json')).toBe(true)
    expect(at('triggers.schema')).toEqual(expect.arrayContaining([[3, 'error'], [4, 'error'], [6, 'error']]))
    expect(at('triggers.schema.unknown-key')).toEqual([[5, 'warning']])
    expect(fs.find((f) => f.line === 4)!.message).toMatch(/should_trigger must be boolean/)
    expect(fs.find((f) => f.line === 6)!.message).toMatch(/missing the required property 'query'/)
  })

  test('JSON syntax errors have a line too', async () => {
    const r = await repo({ 'skills/plan/SKILL.md': skillMd('plan'), 'evals/triggers/plan.json': '[\n  { "query": "a", "should_trigger": true },\n]\n' })
    const f = only(r.findings, 'triggers.json')
    expect(f).toEqual([expect.objectContaining({ severity: 'error', line: 2, rule: 'triggers.json.syntax' })])
  })

  test('a file named after no skill is an error (with a suggestion)', async () => {
    const r = await repo({ 'skills/plan/SKILL.md': skillMd('plan'), 'evals/triggers/plann.json': queries(10, 10) })
    const f = only(r.findings, 'triggers.unknown-skill')
    expect(f).toEqual([expect.objectContaining({ severity: 'error', file: 'evals/triggers/plann.json', line: 1 })])
    expect(f[0]!.message).toMatch(/did you mean 'plan'/)
  })

  test('fewer than 8 queries in a class is a warning per class; duplicates are flagged at the second one', async () => {
    const text = JSON.stringify(
      [
        ...Array.from({ length: 9 }, (_, i) => ({ query: `plan ${i}`, should_trigger: true })),
        { query: 'plan 3', should_trigger: true },
        ...Array.from({ length: 5 }, (_, i) => ({ query: `other ${i}`, should_trigger: false }))
      ],
      null,
      2
    )
    const r = await repo({ 'skills/plan/SKILL.md': skillMd('plan'), 'evals/triggers/plan.json': text })
    const size = only(r.findings, 'triggers.class-size')
    expect(size).toHaveLength(1)
    expect(size[0]).toMatchObject({ severity: 'warning', line: 1 })
    expect(size[0]!.message).toMatch(/Only 5 queries should not trigger/)
    const dup = only(r.findings, 'triggers.duplicate-query')
    expect(dup).toEqual([expect.objectContaining({ severity: 'warning' })])
    expect(dup[0]!.message).toMatch(/line 14/) // entry 3 starts on line 2 + 4 × 3
    expect(dup[0]!.line).toBe(39) // the query of entry 9
  })

  test('loadTriggerSet returns the queries with their lines, or missing', async () => {
    const r = await makeRepo({ 'evals/triggers/plan.json': queries(1, 1) })
    dispose = r.dispose
    const got = await loadTriggerSet(r.root, 'plan')
    expect(got.set!.queries.map((q) => [q.should_trigger, q.line])).toEqual([
      [true, 2],
      [false, 6]
    ])
    expect((await loadTriggerSet(r.root, 'nope')).missing).toBe(true)
    expect(checkTriggerFile('{}', 'x.json', 'plan').findings[0]).toMatchObject({ rule: 'triggers.schema', line: 1 })
  })

  test('the bundled examples validate without trigger or fleet findings', async () => {
    const r = await loadRepo('examples')
    expect(r.findings.filter((f) => f.rule.startsWith('triggers') || f.rule.startsWith('fleet'))).toEqual([])
  })
})

describe('fleet checks', () => {
  test('tokens drop stop-words and routing words; Jaccard of sets', () => {
    expect([...descriptionTokens("Use when the user asks for the team's release notes")]).toEqual(['team', 'release', 'notes'])
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3)
  })

  test('when-to-use guidance is recognised in its usual phrasings', () => {
    for (const d of [
      'Drafts changelogs. Use when preparing a release.',
      'Drafts changelogs. Use this skill for release notes.',
      'Drafts changelogs when the user mentions a release.',
      'Drafts changelogs; triggers on release requests.',
      'Use for release notes.'
    ]) {
      expect(hasWhenToUse(d)).toBe(true)
    }
    expect(hasWhenToUse('Drafts the next CHANGELOG.md entry in Keep a Changelog format.')).toBe(false)
  })

  test('overlapping descriptions warn on both SKILL.md files at the description line', async () => {
    const a = 'Write release notes and changelog entries from merged pull requests. Use when preparing a release.'
    const b = 'Write changelog entries and release notes from merged pull requests. Use when preparing a version.'
    const r = await repo({
      'skills/notes/SKILL.md': skillMd('notes', a),
      'skills/changes/SKILL.md': skillMd('changes', b),
      'skills/plan/SKILL.md': skillMd('plan', 'Turn a spec into an ordered task list. Use when the user asks to plan work.')
    })
    const f = only(r.findings, 'fleet.description.overlap')
    expect(f.map((x) => [x.file, x.line, x.severity])).toEqual([
      ['skills/changes/SKILL.md', 3, 'warning'],
      ['skills/notes/SKILL.md', 3, 'warning']
    ])
    expect(f[0]!.message).toMatch(/'changes' and 'notes'.*share \d+% .*threshold 60%/)
  })

  test('config description-overlap sets the threshold loadRepo uses; out of range is a config error', async () => {
    const a = 'Write release notes and changelog entries from merged pull requests. Use when preparing a release.'
    const b = 'Write changelog entries and release notes from merged pull requests. Use when preparing a version.'
    const files = { 'skills/notes/SKILL.md': skillMd('notes', a), 'skills/changes/SKILL.md': skillMd('changes', b) }
    const strict = await repo({ ...files, 'evals/config.yaml': 'description-overlap: 0.95\n' })
    expect(strict.config.descriptionOverlap).toBe(0.95)
    expect(only(strict.findings, 'fleet.description.overlap')).toHaveLength(0)
    await dispose?.()
    const loose = await repo({ ...files, 'evals/config.yaml': 'description-overlap: 0.3\n' })
    const f = only(loose.findings, 'fleet.description.overlap')
    expect(f).toHaveLength(2)
    expect(f[0]!.message).toMatch(/threshold 30%/)
    await dispose?.()
    const bad = await repo({ ...files, 'evals/config.yaml': 'description-overlap: 1.5\n' })
    expect(only(bad.findings, 'config.schema')).toEqual([expect.objectContaining({ severity: 'error', file: 'evals/config.yaml' })])
    expect(bad.config.descriptionOverlap).toBe(0.6)
  })

  test('the threshold is a parameter (default 0.6)', async () => {
    const mk = (name: string, description: string): Skill =>
      ({ name, file: `skills/${name}/SKILL.md`, frontmatter: { description } }) as unknown as Skill
    const skills = [mk('a', 'alpha beta gamma delta. Use when x.'), mk('b', 'alpha beta gamma epsilon. Use when x.')]
    // tokens {alpha,beta,gamma,delta,x} vs {alpha,beta,gamma,epsilon,x}: 4/6
    expect(only(await checkFleet('/nonexistent', skills), 'fleet.description.overlap')).toHaveLength(2)
    expect(only(await checkFleet('/nonexistent', skills, { overlapThreshold: 0.7 }), 'fleet.description.overlap')).toHaveLength(0)
  })

  test('a description without when-to-use guidance warns', async () => {
    const r = await repo({ 'skills/plan/SKILL.md': skillMd('plan', 'Turns a feature spec into an ordered implementation plan.') })
    expect(only(r.findings, 'fleet')).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'skills/plan/SKILL.md', line: 3, rule: 'fleet.description.when-to-use' })
    ])
  })
})

describe('a fleet of skills that share a template', () => {
  const mk = (name: string, description: string): Skill =>
    ({ name, file: `skills/${name}/SKILL.md`, frontmatter: { description } }) as unknown as Skill
  const overlapsOf = async (skills: Skill[]) => (await checkFleet('/nonexistent', skills)).filter((f) => f.rule === 'fleet.description.overlap')

  test('gets one overlap warning per SKILL.md, naming the others, most similar first', async () => {
    const skills = [
      mk('a', 'alpha beta gamma delta epsilon one. Use when x.'),
      mk('b', 'alpha beta gamma delta epsilon two. Use when x.'),
      mk('c', 'alpha beta gamma delta zeta three. Use when x.'),
    ]
    const f = await overlapsOf(skills)
    // Tokens ('x' is too short, 'use' and 'when' are routing words): a∩b = alpha beta gamma delta
    // epsilon, 5 of 7 (71%); a∩c, b∩c: 4 of 8 (50%), below 60%. So a and b overlap only with each
    // other (the one-pair message), c with nobody.
    expect(f.map((x) => x.file)).toEqual(['skills/a/SKILL.md', 'skills/b/SKILL.md'])
    expect(f[0]!.message).toMatch(/^The descriptions of 'a' and 'b' \(skills\/b\/SKILL.md\) share 71% of their words/)
    await expect(overlapsOf([...skills, mk('d', 'alpha beta gamma delta epsilon four. Use when x.')])).resolves.toEqual([
      expect.objectContaining({ file: 'skills/a/SKILL.md', message: expect.stringMatching(/^The description of 'a' shares too many of its words with the descriptions of 2 other skills: 'b' \(71%\), 'd' \(71%\) \(threshold 60%\)/) }),
      expect.objectContaining({ file: 'skills/b/SKILL.md', message: expect.stringMatching(/of 2 other skills: 'a' \(71%\), 'd' \(71%\)/) }),
      expect.objectContaining({ file: 'skills/d/SKILL.md', message: expect.stringMatching(/of 2 other skills: 'a' \(71%\), 'b' \(71%\)/) }),
    ])
  })

  test('names the five most similar and counts the rest: 100 templated skills give 100 warnings, not 9,900', async () => {
    // Tokens writes result files bench task k<i>: any two share 5 of 7 (71%).
    const skills = Array.from({ length: 100 }, (_, i) => mk(`s${i}`, `Writes result files for bench task k${i}. Use when asked.`))
    // A near-twin of s0: 6 of 7 with s0 (86%), 5 of 8 with the rest (62%).
    skills.push(mk('twin', 'Writes result files for bench task k0 k0b. Use when asked.'))
    const f = await overlapsOf(skills)
    expect(f).toHaveLength(101)
    const s0 = f.find((x) => x.file === 'skills/s0/SKILL.md')!
    expect(s0.message).toMatch(/with the descriptions of 100 other skills: 'twin' \(86%\), 's1' \(71%\), 's2' \(71%\), 's3' \(71%\), 's4' \(71%\) and 95 more \(threshold 60%\)/)
    expect(f.find((x) => x.file === 'skills/twin/SKILL.md')!.message).toMatch(/of 100 other skills: 's0' \(86%\), 's1' \(63%\), 's2' \(63%\), 's3' \(63%\), 's4' \(63%\) and 95 more/)
  })
})
