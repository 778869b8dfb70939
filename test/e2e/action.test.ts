import { describe, test, expect, afterAll } from '@jest/globals'
import { readFile, readdir, writeFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { runNode, PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const c of cleanups) await c()
})

/** Runs a step's entry (dist/validate.js by default) as the runner does: INPUT_* variables and the file commands. */
async function runAction(inputs: Record<string, string>, workspace: string, entry = 'dist/validate.js') {
  const dir = await mkdtemp(join(tmpdir(), 'skill-evals-runner-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  const output = join(dir, 'output')
  const summary = join(dir, 'summary')
  await writeFile(output, '')
  await writeFile(summary, '')
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary
  }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  const result = await runNode(entry, [], { env, cwd: workspace })
  const outputs: Record<string, string> = {}
  const raw = await readFile(output, 'utf8')
  for (const m of raw.matchAll(/^(\S+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!
  return { ...result, outputs, summary: await readFile(summary, 'utf8') }
}

describe('the validate action (validate/action.yml, dist/validate.js)', () => {
  test('validates the example repo: outputs set, summary written, step passes', async () => {
    const r = await runAction({ root: 'examples', 'fail-on-warnings': 'false' }, PROJECT_ROOT)
    expect(r.code).toBe(0)
    expect(r.outputs).toEqual({ skills: '3', evals: '7', errors: '0', warnings: '0' })
    expect(r.summary).toContain('skill-evals: validation')
  })

  test('errors fail the step with annotations; untrusted text is escaped in the summary', async () => {
    const repo = await makeRepo({
      'skills/x/SKILL.md': skillMd('x', '<img src=x onerror=alert(1)> does x. Use it for x.')
    })
    cleanups.push(repo.dispose)
    const r = await runAction({ root: '.', 'fail-on-warnings': 'false' }, repo.root)
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/::error title=skill-evals%3A coverage\.no-evals,file=skills\/x\/SKILL\.md/)
    expect(r.outputs.errors).toBe('1')
    expect(r.summary).not.toContain('<img')
  })

  test('issue 34: no skill checked fails the step with one clear line, unless allow-empty', async () => {
    const repo = await makeRepo({ 'docs/README.md': '# no skills here\n' })
    cleanups.push(repo.dispose)
    const r = await runAction({ root: '.', 'fail-on-warnings': 'false' }, repo.root)
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/::error::skill-evals: nothing was checked: no SKILL\.md found under skills, \.claude\/skills .*set allow-empty: 'true'\./)
    expect(r.outputs).toEqual({ skills: '0', evals: '0', errors: '0', warnings: '0' })
    expect(r.summary).toContain('❌ skill-evals: validation')
    const allowed = await runAction({ root: '.', 'fail-on-warnings': 'false', 'allow-empty': 'true' }, repo.root)
    expect(allowed.code).toBe(0)
    expect(allowed.summary).toContain('✅ skill-evals: validation')
  })

  test('the deprecated `command: validate` on the root action still validates, with a warning', async () => {
    const r = await runAction({ root: 'examples', command: 'validate', 'fail-on-warnings': 'false' }, PROJECT_ROOT, 'dist/index.js')
    expect(r.code).toBe(0)
    expect(r.outputs).toEqual({ skills: '3', evals: '7', errors: '0', warnings: '0' })
    expect(r.stdout).toContain('::warning::skill-evals: the `command` input is deprecated')
    expect(r.stdout).toContain('skill-evals/validate@')
  })

  test('every input read by the code is declared by some action.yml, and every declared one is read', async () => {
    const files = ['action.yml', ...(await readdir(PROJECT_ROOT, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => join(d.name, 'action.yml'))]
    const actions: Array<{ runs: { using: string; main: string }; inputs: Record<string, { description: string; default?: unknown }>; outputs: Record<string, { description: string }> }> = []
    for (const f of files) {
      const text = await readFile(join(PROJECT_ROOT, f), 'utf8').catch(() => undefined)
      if (text !== undefined) actions.push(parseYaml(text))
    }
    expect(actions.length).toBe(8)
    expect(actions[0]!.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
    // Inputs are read in src/action/inputs.ts (`get('name')`), outputs named in src/action/outputs.ts.
    const inputsCode = await readFile(join(PROJECT_ROOT, 'src/action/inputs.ts'), 'utf8')
    const outputsCode = await readFile(join(PROJECT_ROOT, 'src/action/outputs.ts'), 'utf8')
    const read = new Set([...inputsCode.matchAll(/get\('([^']+)'\)/g), ...inputsCode.matchAll(/secret\(get, '([^']+)'\)/g)].map((m) => m[1]))
    const set = new Set([...outputsCode.matchAll(/^  [\w]+: '([^']+)',$/gm)].map((m) => m[1]))
    expect([...read].sort()).toEqual([...new Set(actions.flatMap((a) => Object.keys(a.inputs)))].sort())
    expect([...set].sort()).toEqual([...new Set(actions.flatMap((a) => Object.keys(a.outputs)))].sort())
    for (const action of actions) {
      for (const [name, input] of Object.entries(action.inputs)) {
        expect([name, typeof input.description]).toEqual([name, 'string'])
        if (input.default !== undefined) expect([name, typeof input.default]).toEqual([name, 'string'])
      }
    }
  })
})
