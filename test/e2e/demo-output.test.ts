/**
 * `skill-evals demo` tells the truth in one vocabulary (issue 34, must 6): the built CLI on the
 * bundled examples, as `npm run demo` runs it.
 * - simulated calls, tokens and costs say "simulated" in the terminal, in summary.json and
 *   benchmark.json (`"simulated": true`), in benchmark.md and on every log line;
 * - the verdict is spelled one way; the demo ends the way the README says (NO-GO, explained, exit 0)
 *   and `report` on the same results exits 1;
 * - one pass rate per skill: the verdict's, the grade table's "runs fully passed" and benchmark.md's
 *   are the same number, named the same; assertion-level rates are labelled so;
 * - the repository's confidence is never above its least certain skill's;
 * - `report` without --root warns that tiers are unknown.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runNode, PROJECT_ROOT, type NodeResult } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

let dir: string
let out: string
let demo: NodeResult
const readJson = (p: string) => JSON.parse(readFileSync(join(out, p), 'utf8'))

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skill-evals-demo-'))
  out = join(dir, 'demo')
  demo = await runNode('dist/cli.js', ['demo', '--root', join(PROJECT_ROOT, 'examples'), '--out', out])
}, 60_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the demo', () => {
  test('labels every simulated call, token and cost as simulated, and never as spent', () => {
    expect(demo.code).toBe(0)
    const o = demo.stdout
    expect(o).toMatch(/Results in .*: 42\/42 runs, .*, \d+ simulated calls \(no API call made\), .*, \d+ simulated tokens, simulated cost \$[\d.]+ \(nothing spent\)/)
    expect(o).toMatch(/Judge \S+ \(simulated\) ×1: \d+ simulated calls \(0 from cache, no API request\), \d+ simulated tokens, simulated cost \$[\d.]+ \(nothing spent\)\./)
    expect(o).not.toMatch(/\d+ API calls|API requests|spent \$/)
    expect(o).toContain('Simulated: the local simulated model made these runs')
    expect(o).toMatch(/Mean tokens \(simulated\)\s+Cost \(simulated\)/)
  })

  test('summary.json, benchmark.json, benchmark.md and the log lines carry the simulated mark', () => {
    expect(readJson('summary.json').simulated).toBe(true)
    for (const skill of ['plan', 'adr', 'changelog']) {
      expect(readJson(`${skill}/iteration-1/benchmark.json`).metadata.simulated).toBe(true)
      expect(readFileSync(join(out, skill, 'iteration-1', 'benchmark.md'), 'utf8')).toContain('**Simulated**: yes')
    }
    const lines = readFileSync(join(out, 'runs.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
    expect(lines).toHaveLength(42)
    expect(lines.every((l) => l.simulated === true)).toBe(true)
  })

  test('ends NO-GO, explained: the release gate applies to every tier; the demo exits 0, report exits 1', async () => {
    const o = demo.stdout
    expect(o).toMatch(/^Verdict: NO-GO \(confidence: low\)$/m)
    expect(o).toMatch(/^Why NO-GO: all 3 skills pass their tier threshold and all beat the baseline without the skill, but the release gate \(risk level medium\) asks for at least 95% of runs fully passed, for every tier \(plan 88%, changelog 83%, adr 83%\)\.$/m)
    expect(o).toMatch(/^Flaky evals \(a trial failed where the others passed\): plan eval 3, changelog eval 1, adr eval 201\./m)
    expect(o).toContain(`'skill-evals report --root ${join(PROJECT_ROOT, 'examples')} --out ${out}' on these results exits 1`)
    // One spelling of the verdict in the terminal.
    expect(o).not.toMatch(/NO GO|No go|no_go/)
    const report = await runNode('dist/cli.js', ['report', '--root', join(PROJECT_ROOT, 'examples'), '--out', out])
    expect(report.code).toBe(1)
    const md = await runNode('dist/cli.js', ['report', '--root', join(PROJECT_ROOT, 'examples'), '--out', out, '--format', 'md'])
    expect(md.stdout).toContain('## ❌ NO-GO (confidence: low)')
    expect(md.stdout).toContain('**Simulated: the local simulated model made these runs')
    expect(md.stdout).not.toMatch(/NO GO|No go/)
  })

  test('one pass rate per skill, named the same in the verdict, the grade table and benchmark.md', () => {
    const o = demo.stdout
    // plan: 8 of 9 runs with the skill fully passed = 88% (rounded down); its assertions: 94%.
    expect(o).toContain("Overall pass rate of 'plan' is 88%")
    expect(o).toMatch(/^plan\s+with_skill\s+3\s+3\s+0\s+0\s+0\s+88%\s+94%$/m)
    expect(o).toMatch(/^skill\s+configuration\s+evals\s+pass\s+fail\s+inconcl\.\s+error\s+runs fully passed\s+assertions passed$/m)
    expect(o).toMatch(/^\s+plan\s+1\s+88% \[56%-98%\]/m)
    const md = readFileSync(join(out, 'plan', 'iteration-1', 'benchmark.md'), 'utf8')
    expect(md).toContain('| Runs fully passed | 88% (8/9) | 0% (0/9) | +88 pts |')
    expect(md).toMatch(/\| Assertions passed \| 94% ± \d+ pts \|/)
    expect(md).not.toContain('Pass Rate')
  })

  test("the repository's confidence is the lowest of its skills'", () => {
    const s = readJson('summary.json')
    expect(s.skills.map((k: { name: string; confidence: string }) => [k.name, k.confidence])).toEqual([['plan', 'medium'], ['changelog', 'low'], ['adr', 'low']])
    expect(s.confidence).toBe('low')
    expect(s.confidence_detail.reasons).toContain("skills: the lowest of the skills' own confidences (changelog, adr: confidence low)")
  })

  test('report without --root: every skill would be Tier 3, and it says so', async () => {
    // From a folder without skills.
    const r = await runNode('dist/cli.js', ['report', '--out', out], { cwd: dir })
    expect(r.stderr).toContain('No skills found under')
    expect(r.stderr).toContain('every skill is taken as Tier 3). Pass --root <the skills repository> to use its tiers.')
    // From a repository that has other skills than the results (and lists none of them in its tiers).
    const repo = await makeRepo({ 'skills/other/SKILL.md': skillMd('other'), 'evals/config.yaml': 'tiers:\n  1: [plan]\n' })
    try {
      const other = await runNode('dist/cli.js', ['report', '--out', out, '--root', repo.root], { cwd: dir })
      expect(other.stderr).toContain(`2 skill(s) of the results are not in the repository at '${repo.root}' (adr, changelog): their tier is unknown, so they are taken as Tier 3.`)
      expect(other.stderr).not.toContain('No skills found')
    } finally {
      await repo.dispose()
    }
  })
})
