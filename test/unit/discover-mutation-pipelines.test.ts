import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadPipelines } from '../../src/discover/pipelines.js'
import type { Skill } from '../../src/types.js'

// Mutation tests (issue 23) of pipeline scenario validation (src/discover/pipelines.ts): every
// problem of evals/pipeline/*.json with its position and wording, and the scenarios loaded.

let root: string
let outside: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-mpipe-'))
  outside = mkdtempSync(path.join(tmpdir(), 'skill-evals-mpipe-out-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})
const w = (rel: string, c: string): void => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  writeFileSync(path.join(root, rel), c)
}
const sk = (name: string): Skill => ({ name, dir: path.join(root, 'skills', name), relDir: `skills/${name}`, file: `skills/${name}/SKILL.md`, frontmatter: { name, description: 'd', metadata: {}, allowedTools: [], raw: {} }, body: '', bodyLine: 4 })

describe('loadPipelines', () => {
  test('each problem at its place; only scenarios without errors are returned, sorted by id', async () => {
    w('data/a.txt', 'a')
    mkdirSync(path.join(root, 'data/dir'))
    writeFileSync(path.join(outside, 's'), 's')
    symlinkSync(path.join(outside, 's'), path.join(root, 'data/link'))
    const good = {
      id: 'good',
      description: 'd',
      cost_class: 'high',
      setup: { repo_strategy: 'local-tmp-init', seed: { claude_md: '# hi', files: ['data/a.txt', { path: 'x/y.md', content: 'c' }, 'data/dir'] } },
      steps: [
        { step: 1, skill: 'plan', prompt: 'p1', verify: ['v1'] },
        { skill: 'adr', prompt: 'p2', verify: [{ text: 't', check: { kind: 'file_exists', path: 'x.md' } }] }
      ],
      final_assertions: ['f1']
    }
    w('evals/pipeline/good.json', JSON.stringify(good, null, 2))
    const bad = {
      id: 'Bad_ID',
      description: 'd',
      setup: {
        repo_strategy: 'gh-disposable',
        seed: {
          claude_md: 'x',
          files: ['/abs', '../up', 'nope', 'data/link', { path: '.git/config', content: 'x' }, { path: 'CLAUDE.md', content: 'x' }, { path: 'a/', content: 'x' }, { path: 'C:\\x', content: 'x' }, 5, 'data/a.txt', './data/a.txt']
        }
      },
      steps: [{ step: 3, skill: 'ghost', prompt: 'p', verify: [] }, { skill: 'plan', prompt: '' }, 'x'],
      final_assertions: []
    }
    w('evals/pipeline/bad.json', JSON.stringify(bad, null, 2))
    w('evals/pipeline/syntax.json', '{')
    w('evals/pipeline/notes.txt', 'x')
    mkdirSync(path.join(root, 'evals/pipeline/dir.json'))
    w(
      'evals/pipeline/warn-only.json',
      JSON.stringify({ id: 'warn-only', description: 'd', setup: { repo_strategy: 'local-tmp-init' }, steps: [{ step: 2, skill: 'plan', prompt: 'p', verify: [] }], final_assertions: [] }, null, 2)
    )
    const r = await loadPipelines(root, [sk('plan'), sk('adr')])
    expect(r.findings).toStrictEqual([
      {"severity":"error","file":"evals/pipeline/bad.json","line":29,"column":9,"rule":"pipeline.schema","message":"Seed file 8 must be a repository-relative path (a string) or an object {\"path\", \"content\"}."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":42,"column":5,"rule":"pipeline.schema","message":"steps[1] is missing the required property 'verify'."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":44,"column":17,"rule":"pipeline.schema","message":"steps[1].prompt must not be empty."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":46,"column":5,"rule":"pipeline.schema","message":"steps[2] must be an object (mapping), not a string."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":2,"column":9,"rule":"pipeline.id.kebab-case","message":"Scenario id 'Bad_ID' must be kebab-case (lower-case letters and digits separated by single hyphens, e.g. 'plan-then-adr')."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":2,"column":9,"rule":"pipeline.id.file-stem","message":"Scenario id 'Bad_ID' must equal the file name without .json ('bad'); rename the file or the id."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":5,"column":22,"rule":"pipeline.repo-strategy.unsupported","message":"repo_strategy 'gh-disposable' is not supported: skill-evals runs pipeline scenarios only in a local temporary git repository. Use 'local-tmp-init' (a scenario that needs a real GitHub repository or pull request cannot run here)."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":9,"column":9,"rule":"pipeline.seed.path","message":"Seed path '/abs' must be a relative path inside the temporary repository."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":10,"column":9,"rule":"pipeline.seed.path","message":"Seed path '../up' must name a file inside the temporary repository."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":11,"column":9,"rule":"pipeline.seed.missing","message":"Seed file 'nope' does not exist (paths are relative to the repository root)."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":12,"column":9,"rule":"pipeline.seed.outside-repo","message":"Seed file 'data/link' is a link that points outside the repository."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":14,"column":19,"rule":"pipeline.seed.path","message":"Seed path '.git/config' is inside .git; seed files cannot change the repository's git data."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":17,"column":9,"rule":"pipeline.seed.duplicate","message":"Seed file 'CLAUDE.md' is written twice (first at line 7)."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":22,"column":19,"rule":"pipeline.seed.path","message":"Seed path 'a/' must name a file inside the temporary repository."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":26,"column":19,"rule":"pipeline.seed.path","message":"Seed path 'C:\\x' must be a relative path inside the temporary repository."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":31,"column":9,"rule":"pipeline.seed.duplicate","message":"Seed file 'data/a.txt' is written twice (first at line 30)."},
      {"severity":"error","file":"evals/pipeline/bad.json","line":38,"column":16,"rule":"pipeline.step.unknown-skill","message":"Step 1 uses skill 'ghost', which is not a skill of this repository (known: adr, plan)."},
      {"severity":"warning","file":"evals/pipeline/bad.json","line":37,"column":15,"rule":"pipeline.step.number","message":"Step 1 is numbered 3; steps run in file order, so number them 1, 2, 3, …."},
      {"severity":"warning","file":"evals/pipeline/bad.json","line":40,"column":17,"rule":"pipeline.step.no-verify","message":"Step 1 has no 'verify' assertions: only whether it ran is recorded."},
      {"severity":"warning","file":"evals/pipeline/bad.json","line":48,"column":23,"rule":"pipeline.no-final-assertions","message":"The scenario has no final_assertions: nothing checks that the artefacts flowed from step to step."},
      {"severity":"error","file":"evals/pipeline/syntax.json","line":1,"column":1,"rule":"pipeline.json.syntax","message":"Unterminated object (missing '}')."},
      {"severity":"warning","file":"evals/pipeline/warn-only.json","line":9,"column":15,"rule":"pipeline.step.number","message":"Step 1 is numbered 2; steps run in file order, so number them 1, 2, 3, …."},
      {"severity":"warning","file":"evals/pipeline/warn-only.json","line":12,"column":17,"rule":"pipeline.step.no-verify","message":"Step 1 has no 'verify' assertions: only whether it ran is recorded."},
      {"severity":"warning","file":"evals/pipeline/warn-only.json","line":15,"column":23,"rule":"pipeline.no-final-assertions","message":"The scenario has no final_assertions: nothing checks that the artefacts flowed from step to step."},
    ])
    expect(JSON.parse(JSON.stringify(r.scenarios).replaceAll(root, '<root>'))).toStrictEqual([
      {
        id: 'good',
        description: 'd',
        costClass: 'high',
        file: 'evals/pipeline/good.json',
        repoStrategy: 'local-tmp-init',
        seed: {
          files: [
            { kind: 'copy', path: 'data/a.txt', resolved: '<root>/data/a.txt' },
            { kind: 'inline', path: 'x/y.md', content: 'c' },
            { kind: 'copy', path: 'data/dir', resolved: '<root>/data/dir' }
          ],
          claudeMd: '# hi'
        },
        steps: [
          { n: 1, skill: 'plan', prompt: 'p1', verify: [{ text: 'v1', source: { file: 'evals/pipeline/good.json', line: 25, column: 9 } }], source: { file: 'evals/pipeline/good.json', line: 20, column: 5 }, step: 1 },
          {
            n: 2,
            skill: 'adr',
            prompt: 'p2',
            verify: [{ text: 't', source: { file: 'evals/pipeline/good.json', line: 32, column: 9 }, check: { kind: 'file_exists', path: 'x.md' } }],
            source: { file: 'evals/pipeline/good.json', line: 28, column: 5 }
          }
        ],
        finalAssertions: [{ text: 'f1', source: { file: 'evals/pipeline/good.json', line: 43, column: 5 } }]
      },
      {
        id: 'warn-only',
        description: 'd',
        costClass: 'low',
        file: 'evals/pipeline/warn-only.json',
        repoStrategy: 'local-tmp-init',
        seed: { files: [] },
        steps: [{ n: 1, skill: 'plan', prompt: 'p', verify: [], source: { file: 'evals/pipeline/warn-only.json', line: 8, column: 5 }, step: 2 }],
        finalAssertions: []
      }
    ])
  })

  test('no pipeline folder: nothing; a step with an unknown skill names the known ones (or none)', async () => {
    expect(await loadPipelines(root, [])).toStrictEqual({ scenarios: [], findings: [] })
    w('evals/pipeline/one.json', JSON.stringify({ id: 'one', description: 'd', setup: { repo_strategy: 'local-tmp-init' }, steps: [{ skill: 'x', prompt: 'p', verify: ['v'] }], final_assertions: ['f'] }))
    const r = await loadPipelines(root, [])
    expect(r.scenarios).toEqual([])
    expect(r.findings.map((f) => f.message)).toEqual(["Step 1 uses skill 'x', which is not a skill of this repository (known: none)."])
  })
})
