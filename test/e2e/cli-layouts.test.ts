/**
 * Issue 34, must 3-5: `validate` finds skills where real repositories keep them. Each fixture in
 * test/fixtures/layouts/ is shaped like one real layout; the bundled CLI (a real process, started
 * from another folder with the repository as its positional path) must yield the count and the
 * names written here.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { cp, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROJECT_ROOT, runNode } from '../helpers/run-node.js'

const LAYOUTS = join(PROJECT_ROOT, 'test', 'fixtures', 'layouts')
const temps: string[] = []
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true })
})
async function temp(): Promise<string> {
  const t = await mkdtemp(join(tmpdir(), 'skill-evals-layouts-'))
  temps.push(t)
  return t
}

interface Report {
  ok: boolean
  summary: { skills: number; evals: number; errors: number; warnings: number; unreadable: string[]; outside: string[]; roots: string[] }
  skills: Array<{ name: string; file: string }>
  findings: Array<{ severity: string; file: string; rule: string; message: string }>
  message?: string
}

/** `skill-evals validate [args] <repo>` from an unrelated working folder. */
async function validate(repo: string, ...args: string[]): Promise<{ code: number | null; report: Report; stderr: string }> {
  const cwd = await temp()
  const r = await runNode('dist/cli.js', ['validate', '--format', 'json', ...args, repo], { cwd })
  return { code: r.code, report: JSON.parse(r.stdout) as Report, stderr: r.stderr }
}

const CASES: Array<{ layout: string; what: string; skills: string[]; warnings?: string[] }> = [
  { layout: 'marketplace', what: 'a plugin marketplace (.claude-plugin/marketplace.json) whose two plugins have a same-named skill', skills: ['alpha:review', 'beta:lint', 'beta:review'] },
  {
    layout: 'official',
    what: 'the official plugin directory: plugins/ and external_plugins/, one plugin not listed, allowed-tools as a YAML list',
    skills: ['acme-deploy:deploy', 'code-review:review-pr', 'frontend-design:frontend-design'],
    warnings: ['skill.allowed-tools.format']
  },
  { layout: 'flat-root', what: 'a flat root of skill folders beside README.md and docs/', skills: ['docx', 'pdf'] },
  { layout: 'custom-folder', what: 'a custom folder (scientific-skills/*); vendored skills are not counted', skills: ['alpha-fold', 'biopython', 'rdkit'] },
  { layout: 'single-skill', what: 'a single skill folder as the repository', skills: ['single-skill'] },
  { layout: 'claude-skills', what: '.claude/skills/*', skills: ['changelog', 'commit-msg'] },
  { layout: 'glob-roots', what: "skill-roots: ['plugins/*/skills'] (a glob)", skills: ['one:format', 'two:format'] }
]

describe('validate finds the skills of every real layout (bundled CLI, repository as the positional path)', () => {
  test.each(CASES.map((c) => [c.layout, c] as const))('%s', async (_name, c) => {
    const { code, report } = await validate(join(LAYOUTS, c.layout), '--spec')
    expect(report.skills.map((s) => s.name)).toEqual(c.skills)
    expect(report.summary.skills).toBe(c.skills.length)
    expect(report.summary.unreadable).toEqual([])
    expect(report.summary.outside).toEqual([])
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([])
    expect(report.findings.map((f) => f.rule)).toEqual(c.warnings ?? [])
    expect(report.ok).toBe(true)
    expect(code).toBe(0)
  })

  test('skills/: an unreadable SKILL.md counts as checked and is named; one outside the roots is counted with the line that includes it', async () => {
    const { code, report } = await validate(join(LAYOUTS, 'skills-dir'), '--spec')
    expect(report.skills.map((s) => s.name)).toEqual(['adr', 'plan'])
    expect(report.summary.skills).toBe(3)
    expect(report.summary.unreadable).toEqual(['skills/broken/SKILL.md'])
    expect(report.summary.outside).toEqual(['templates/starter/SKILL.md'])
    expect(code).toBe(1) // the unreadable file is an error
    const text = await runNode('dist/cli.js', ['validate', '--spec', join(LAYOUTS, 'skills-dir')], { cwd: await temp() })
    expect(text.stdout).toContain('3 skills (Agent Skills format only): 1 error, 1 warning; 1 could not be read (skills/broken/SKILL.md)')
    expect(text.stdout).toContain(
      '1 SKILL.md file outside the skill roots was not checked; to include it, put this line in evals/config.yaml: skill-roots: [skills, .claude/skills, templates]'
    )
  })

  test('the suggested skill-roots line, added as written, includes the skill and adds no warning (also with ".")', async () => {
    const repo = await temp()
    await cp(join(LAYOUTS, 'skills-dir'), repo, { recursive: true })
    await rm(join(repo, 'skills', 'broken'), { recursive: true })
    for (const d of ['docs', 'scripts', 'evals', 'examples', 'src']) {
      await mkdir(join(repo, d), { recursive: true })
      await writeFile(join(repo, d, 'README.md'), 'not a skill\n')
    }
    await mkdir(join(repo, 'starter2'))
    await writeFile(join(repo, 'starter2', 'SKILL.md'), '---\nname: starter2\ndescription: A top-level skill. Use when asked.\n---\nbody\n')
    const before = (await validate(repo, '--spec')).report
    const lines = [...new Set(before.findings.filter((f) => f.rule === 'skill.outside-roots').map((f) => /skill-roots: \[.*\]$/.exec(f.message)![0]))]
    expect(lines).toEqual(['skill-roots: [skills, .claude/skills, "."]', 'skill-roots: [skills, .claude/skills, templates]'])
    for (const line of lines) {
      await writeFile(join(repo, 'evals', 'config.yaml'), `${line}\n`)
      const after = (await validate(repo, '--spec')).report
      const included = line.includes('"."') ? 'starter2' : 'starter'
      expect([line, after.skills.map((s) => s.name)]).toEqual([line, expect.arrayContaining(['adr', 'plan', included])])
      // the only warning left is the other folder's outside-roots line: nothing new
      expect([line, after.findings.map((f) => f.rule)]).toEqual([line, ['skill.outside-roots']])
    }
  })

  test('a single skill folder given with --root (inside a skills repository) is one skill', async () => {
    const r = await runNode('dist/cli.js', ['validate', '--spec', '--format', 'json', '--root', 'test/fixtures/layouts/skills-dir/skills/plan'])
    const report = JSON.parse(r.stdout) as Report
    expect(report.skills.map((s) => [s.name, s.file])).toEqual([['plan', 'SKILL.md']])
    expect(r.code).toBe(0)
  })

  test('plugin skills are named plugin:skill in evals.json; a per-skill suite may use the bare name', async () => {
    const repo = await temp()
    await cp(join(LAYOUTS, 'marketplace'), repo, { recursive: true })
    const evals = (skill: string) =>
      [1, 2].map((id) => ({ skill, id, prompt: `Review change ${id} of ${skill}`, assertions: ['names the risky line', 'gives a verdict', 'cites the file'] }))
    await mkdir(join(repo, 'evals'))
    await writeFile(join(repo, 'evals', 'evals.json'), JSON.stringify({ evals: [...evals('alpha:review'), ...evals('beta:review')] }, null, 2))
    await mkdir(join(repo, 'plugins', 'beta', 'skills', 'lint', 'evals'))
    await writeFile(
      join(repo, 'plugins', 'beta', 'skills', 'lint', 'evals', 'evals.json'),
      JSON.stringify({ skill_name: 'lint', evals: [1, 2].map((id) => ({ id, prompt: `Lint config ${id}`, expectations: ['flags the bad key', 'suggests a fix', 'keeps the rest'] })) })
    )
    const { code, report } = await validate(repo)
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([])
    expect(report.summary.evals).toBe(6)
    expect(code).toBe(0)
  })
})

describe('nothing checked is not success (issue 34, must 4)', () => {
  test('an empty folder: exit 1, one clear line, "ok": false; --allow-empty accepts it', async () => {
    const repo = await temp()
    const json = await validate(repo)
    expect(json.code).toBe(1)
    expect(json.report.ok).toBe(false)
    expect(json.report.message).toMatch(/^nothing was checked: no SKILL\.md found under skills, \.claude\/skills/)
    const text = await runNode('dist/cli.js', ['validate', repo], { cwd: repo })
    expect(text.code).toBe(1)
    expect(text.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^0 skills, 0 evals: 0 errors, 0 warnings; nothing was checked: .*pass --allow-empty$/)])
    const allowed = await validate(repo, '--allow-empty')
    expect(allowed.code).toBe(0)
    expect(allowed.report.ok).toBe(true)
  })

  test('a skill-roots glob that matches nothing: a warning naming it, and exit 1', async () => {
    const repo = await temp()
    await mkdir(join(repo, 'evals'))
    await writeFile(join(repo, 'evals', 'config.yaml'), 'skill-roots: ["plugins/*/skills"]\n')
    const { code, report } = await validate(repo)
    expect(report.findings.map((f) => [f.rule, f.message])).toEqual([
      ['config.skill-roots.no-match', "skill-roots entry 'plugins/*/skills' matches no folder, so no skills were read through it"]
    ])
    expect(code).toBe(1)
  })
})
