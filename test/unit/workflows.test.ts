/**
 * Static checks of every workflow we ship (.github/workflows/*.yml) and every example caller
 * (examples/workflows/*.yml): least privilege, time limits, SHA-pinned third-party actions, no
 * expression expansion inside scripts, and the reusable workflow's interface.
 * (actionlint runs separately: `npm run lint:workflows`.)
 */
import { describe, test, expect } from '@jest/globals'
import { readFileSync, readdirSync, existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..')
const DIRS = ['.github/workflows', 'examples/workflows']

/**
 * Files held to the "every job" rules only once their owner updates them; each entry says why.
 * Everything else must pass every check.
 */
const LEGACY: Record<string, string> = {}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

interface Workflow {
  path: string
  doc: Obj
  jobs: [string, Obj][]
}

function load(): Workflow[] {
  const out: Workflow[] = []
  for (const dir of DIRS) {
    const abs = join(ROOT, dir)
    if (!existsSync(abs)) continue
    for (const name of readdirSync(abs).sort()) {
      if (!/\.ya?ml$/.test(name)) continue
      const path = `${dir}/${name}`
      const doc = parse(readFileSync(join(abs, name), 'utf8')) as unknown
      if (!isObj(doc)) throw new Error(`${path}: not a mapping`)
      const jobs = isObj(doc.jobs) ? (Object.entries(doc.jobs).filter(([, j]) => isObj(j)) as [string, Obj][]) : []
      out.push({ path, doc, jobs })
    }
  }
  return out
}

const WORKFLOWS = load()
const OURS = WORKFLOWS.filter((w) => !(w.path in LEGACY))
const steps = (job: Obj): Obj[] => (Array.isArray(job.steps) ? job.steps.filter(isObj) : [])

/** Every `uses:` of a workflow: steps' actions and jobs' reusable workflows. */
function usesOf(w: Workflow): { where: string; ref: string }[] {
  const out: { where: string; ref: string }[] = []
  for (const [id, job] of w.jobs) {
    if (typeof job.uses === 'string') out.push({ where: `${w.path} jobs.${id}`, ref: job.uses })
    steps(job).forEach((s, i) => {
      if (typeof s.uses === 'string') out.push({ where: `${w.path} jobs.${id}.steps[${i}]`, ref: s.uses })
    })
  }
  return out
}

function runsOf(w: Workflow): { where: string; script: string }[] {
  const out: { where: string; script: string }[] = []
  for (const [id, job] of w.jobs) {
    steps(job).forEach((s, i) => {
      if (typeof s.run === 'string') out.push({ where: `${w.path} jobs.${id}.steps[${i}]`, script: s.run })
    })
  }
  return out
}

describe('every workflow', () => {
  test('the expected files exist and parse', () => {
    const paths = WORKFLOWS.map((w) => w.path)
    for (const p of [
      '.github/workflows/skill-evals.yml',
      'examples/workflows/pr.yml',
      'examples/workflows/release.yml',
      'examples/workflows/weekly.yml',
      'examples/workflows/direct-action.yml',
    ]) {
      expect(paths).toContain(p)
    }
    for (const w of WORKFLOWS) expect(w.jobs.length).toBeGreaterThan(0)
  })

  test('no ${{ github.event.* }} inside any run: script', () => {
    const bad = WORKFLOWS.flatMap(runsOf).filter((r) => /\$\{\{[^}]*github\.event\./.test(r.script))
    expect(bad.map((b) => b.where)).toEqual([])
  })

  test('ours: no expression at all inside run: scripts (values arrive through env:)', () => {
    const bad = OURS.flatMap(runsOf).filter((r) => r.script.includes('${{'))
    expect(bad.map((b) => b.where)).toEqual([])
  })

  test('ours: every job has permissions; every job that runs steps has timeout-minutes', () => {
    const problems: string[] = []
    for (const w of OURS) {
      for (const [id, job] of w.jobs) {
        if (!('permissions' in job)) problems.push(`${w.path} jobs.${id}: no permissions`)
        // A job that calls a reusable workflow may not set timeout-minutes; the called workflow's jobs do.
        if (typeof job.uses !== 'string' && !('timeout-minutes' in job)) problems.push(`${w.path} jobs.${id}: no timeout-minutes`)
      }
    }
    expect(problems).toEqual([])
  })

  test('ours: the workflow-level token is empty (each job asks for what it needs)', () => {
    for (const w of OURS) expect([w.path, w.doc.permissions]).toEqual([w.path, {}])
  })

  test('ours: every third-party uses: is pinned to a full commit SHA with a version comment', () => {
    const problems: string[] = []
    for (const w of OURS) {
      const text = readFileSync(join(ROOT, w.path), 'utf8')
      for (const u of usesOf(w)) {
        if (u.ref.startsWith('./')) continue
        // Our own action and workflow are referenced by release tag in the examples (users pin as they like).
        if (/^skill-evals\/skill-evals(\/[\w./-]+)?@v\d+$/.test(u.ref)) continue
        if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(u.ref)) {
          problems.push(`${u.where}: ${u.ref}`)
          continue
        }
        const line = text.split('\n').find((l) => l.includes(u.ref))
        if (!line || !/#\s*v\d/.test(line)) problems.push(`${u.where}: no '# vX' comment after ${u.ref}`)
      }
    }
    expect(problems).toEqual([])
  })

  test('ours: checkouts do not persist credentials, except where a job pushes', () => {
    const problems: string[] = []
    for (const w of OURS) {
      for (const [id, job] of w.jobs) {
        const pushes = steps(job).some((s) => typeof s.run === 'string' && /\bgit push\b/.test(s.run))
        for (const s of steps(job)) {
          if (typeof s.uses !== 'string' || !s.uses.startsWith('actions/checkout@')) continue
          const withs = isObj(s.with) ? s.with : {}
          const isActionCheckout = withs.path === '.skill-evals-action'
          if ((!pushes || isActionCheckout) && withs['persist-credentials'] !== false) problems.push(`${w.path} jobs.${id}: checkout persists credentials`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})

describe('the reusable workflows', () => {
  const w = WORKFLOWS.find((x) => x.path === '.github/workflows/skill-evals.yml')!
  const REUSABLE = WORKFLOWS.filter((x) => x.path.startsWith('.github/workflows/skill-evals'))
  const on = w.doc.on as Obj
  const call = on.workflow_call as Obj
  const jobs = Object.fromEntries(w.jobs)

  test('is workflow_call only, with the API key as a secret under the repository secret\'s name and its earlier one', () => {
    expect(Object.keys(on)).toEqual(['workflow_call'])
    expect((call.secrets as Obj)['ANTHROPIC_API_KEY']).toMatchObject({ required: false })
    expect((call.secrets as Obj)['anthropic-api-key']).toMatchObject({ required: false })
  })

  test('inputs mirror the action, with types', () => {
    const inputs = call.inputs as Record<string, Obj>
    const types = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, v.type]))
    expect(types).toMatchObject({
      root: 'string',
      mode: 'string',
      trials: 'number',
      models: 'string',
      shards: 'number',
      'max-cost-usd': 'string',
      pipeline: 'boolean',
    })
    expect(inputs.mode!.default).toBe('auto')
    for (const [name, input] of Object.entries(inputs)) expect([name, typeof input.description]).toEqual([name, 'string'])
    expect(Object.keys(call.outputs as Obj)).toEqual(expect.arrayContaining(['verdict']))
  })

  test('concurrency: pull requests cancel their own older run; every other event has a group of its own', () => {
    const c = w.doc.concurrency as Obj
    expect(c.group).toBe(
      "skill-evals-${{ github.workflow }}-${{ github.event_name == 'pull_request' && format('pr-{0}', github.event.pull_request.number) || format('run-{0}', github.run_id) }}-${{ inputs.key }}",
    )
    expect(c['cancel-in-progress']).toBe("${{ github.event_name == 'pull_request' }}")
  })

  test('every concurrency group of the reusable workflows includes the key; none is shared by pushes', () => {
    const groups: { where: string; group: string }[] = []
    for (const r of REUSABLE) {
      if (isObj(r.doc.concurrency)) groups.push({ where: r.path, group: String(r.doc.concurrency.group) })
      for (const [id, job] of r.jobs) if (isObj(job.concurrency)) groups.push({ where: `${r.path} jobs.${id}`, group: String(job.concurrency.group) })
    }
    expect(groups.length).toBeGreaterThan(0)
    for (const g of groups) {
      expect([g.where, g.group.includes('inputs.key')]).toEqual([g.where, true])
      // A group shared by pushes keeps one pending run and cancels the older one: a lost run.
      expect([g.where, g.group.includes('github.run_id')]).toEqual([g.where, true])
    }
  })

  test('plan → evaluate (matrix over shards) → merge (always, one verdict)', () => {
    expect(Object.keys(jobs)).toEqual(expect.arrayContaining(['plan', 'evaluate', 'merge']))
    const plan = jobs.plan!
    expect(plan.outputs).toMatchObject({ matrix: expect.stringContaining('steps.plan.outputs.matrix') })
    const evaluate = jobs.evaluate!
    expect(evaluate.needs).toBe('plan')
    expect(evaluate.strategy).toEqual({ 'fail-fast': false, matrix: '${{ fromJSON(needs.plan.outputs.matrix) }}' })
    expect(steps(evaluate).some((s) => String(s.uses).startsWith('actions/upload-artifact@'))).toBe(true)
    const merge = jobs.merge!
    expect(merge.if).toBe('${{ !cancelled() }}')
    expect(merge.needs).toEqual(['plan', 'evaluate'])
    expect(merge.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' })
    expect(steps(merge).some((s) => String(s.uses).startsWith('actions/download-artifact@'))).toBe(true)
    const verdict = steps(merge).at(-1)!
    expect(verdict.if).toBe('${{ !cancelled() }}')
    expect(verdict.env).toMatchObject({ EVALUATE_RESULT: '${{ needs.evaluate.result }}' })
    expect(String(verdict.run)).toMatch(/exit "\$status"/)
  })

  test("the action comes from the workflow's own repository and commit, through a step that refuses unknown ones", () => {
    for (const r of REUSABLE) {
      for (const [id, job] of r.jobs) {
        const ss = steps(job)
        const actionSteps = ss.filter((s) => /^\.\/\.skill-evals-action(\/[a-z-]+)?$/.test(String(s.uses)))
        expect([r.path, id, actionSteps.length > 0]).toEqual([r.path, id, true])
        const guard = ss.find((s) => s.id === 'action')!
        expect([r.path, id, guard?.env]).toEqual([
          r.path,
          id,
          { ACTION_REPOSITORY: '${{ inputs.action-repository || job.workflow_repository }}', ACTION_REF: '${{ inputs.action-ref || job.workflow_sha }}' },
        ])
        const checkout = ss.find((s) => isObj(s.with) && s.with.path === '.skill-evals-action')!
        // Never an expression that could fall back to the caller's repository or github.ref.
        expect(checkout.with).toMatchObject({ repository: '${{ steps.action.outputs.repository }}', ref: '${{ steps.action.outputs.ref }}' })
        expect(ss.indexOf(guard)).toBeLessThan(ss.indexOf(checkout))
        expect(ss.indexOf(checkout)).toBeLessThan(ss.indexOf(actionSteps[0]!))
        expect(guard.if).toEqual(checkout.if)
      }
    }
  })

  test('that step fails with an explanation when the repository or commit is unknown, and passes them on otherwise', () => {
    const scripts = new Set(REUSABLE.flatMap((r) => r.jobs.flatMap(([, job]) => steps(job).filter((s) => s.id === 'action').map((s) => String(s.run)))))
    expect(scripts.size).toBe(1) // the same script in every job
    const [script] = [...scripts]
    const dir = mkdtempSync(join(tmpdir(), 'skill-evals-guard-'))
    const run = (repository: string, ref: string) => {
      const out = join(dir, `out-${Math.random().toString(36).slice(2)}`)
      writeFileSync(out, '')
      const r = spawnSync('bash', ['-e', '-c', script!], { env: { PATH: process.env.PATH, GITHUB_OUTPUT: out, ACTION_REPOSITORY: repository, ACTION_REF: ref }, encoding: 'utf8' })
      return { code: r.status, stdout: r.stdout, output: readFileSync(out, 'utf8') }
    }
    try {
      const ghes = run('', '')
      expect(ghes.code).toBe(1)
      expect(ghes.stdout).toMatch(/^::error title=skill-evals::Cannot tell where the skill-evals action comes from \(empty here: job\.workflow_repository, job\.workflow_sha;/)
      expect(ghes.stdout).toContain('action-repository')
      expect(ghes.stdout).toContain('never falls back to the calling repository')
      expect(ghes.output).toBe('')
      const noRef = run('my-org/skill-evals', '')
      expect(noRef.code).toBe(1)
      expect(noRef.stdout).toContain('(empty here: job.workflow_sha;')
      expect(run('not a repo', 'abc').code).toBe(1)
      const ok = run('skill-evals/skill-evals', '0123456789abcdef0123456789abcdef01234567')
      expect(ok.code).toBe(0)
      expect(ok.output).toBe('repository=skill-evals/skill-evals\nref=0123456789abcdef0123456789abcdef01234567\n')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('the step actions and inputs the reusable workflows use', () => {
    const used: Record<string, Set<string>> = {}
    for (const [, job] of REUSABLE.flatMap((r) => r.jobs)) {
      for (const s of steps(job)) {
        const step = /^\.\/\.skill-evals-action\/([a-z-]+)$/.exec(String(s.uses))?.[1]
        if (!step || !isObj(s.with)) continue
        expect(s.with.command).toBeUndefined() // the folder action, not the root's deprecated `command`
        const cmd = step
        used[cmd] ??= new Set()
        for (const k of Object.keys(s.with)) used[cmd]!.add(k)
      }
    }
    expect(Object.keys(used).sort()).toEqual(['benchmark', 'comment', 'evaluate', 'merge', 'plan'])
    expect([...used.evaluate!]).toEqual(expect.arrayContaining(['shard', 'anthropic-api-key', 'plan-file']))
    // The secret reaches only the evaluation step.
    const text = readFileSync(join(ROOT, w.path), 'utf8')
    expect(text.match(/secrets\.ANTHROPIC_API_KEY \|\| secrets\.anthropic-api-key/g)?.length).toBe(2) // the presence check and evaluate
  })
})

describe('example callers', () => {
  const byName = (n: string) => WORKFLOWS.find((w) => w.path === `examples/workflows/${n}`)!

  test('pr.yml: pull_request opened/synchronize/reopened/labeled, a short call with the secret', () => {
    const pr = byName('pr.yml')
    expect((pr.doc.on as Obj).pull_request).toEqual({ types: ['opened', 'synchronize', 'reopened', 'labeled'], 'branches-ignore': ['release', 'release/**'] })
    const [, job] = pr.jobs[0]!
    expect(String(job.uses)).toMatch(/^skill-evals\/skill-evals\/\.github\/workflows\/skill-evals\.yml@v\d+$/)
    expect(job.secrets).toEqual({ ANTHROPIC_API_KEY: '${{ secrets.ANTHROPIC_API_KEY }}' })
    expect(job.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' })
  })

  test('weekly.yml: schedule and a matrix over models', () => {
    const weekly = byName('weekly.yml')
    expect((weekly.doc.on as Obj).schedule).toBeDefined()
    const [, job] = weekly.jobs[0]!
    expect(((job.strategy as Obj).matrix as Obj).model).toEqual(expect.any(Array))
    expect(job.with).toMatchObject({ models: '${{ matrix.model }}', key: '${{ matrix.model }}' })
  })

  test('weekly.yml: a cross-model job merges every model\'s results artifact with the `cross-model` action', () => {
    const weekly = byName('weekly.yml')
    const reusable = WORKFLOWS.find((x) => x.path === '.github/workflows/skill-evals.yml')!
    const outputs = ((reusable.doc.on as Obj).workflow_call as Obj).outputs as Record<string, Obj>
    expect(String(outputs['results-artifact']?.value)).toContain('jobs.merge.outputs.results-artifact')
    const job = Object.fromEntries(weekly.jobs)['cross-model']!
    expect(job.needs).toBe('evals')
    expect(job.if).toBe('${{ !cancelled() }}')
    expect(job.permissions).toEqual({ contents: 'write', issues: 'write' })
    const ss = steps(job)
    const download = ss.find((s) => String(s.uses).startsWith('actions/download-artifact@'))!
    expect(download.uses).toBe('actions/download-artifact@3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c')
    // The reusable workflow's merge job names its results artifact `<artifact-prefix>-results`, prefix `skill-evals-<key>`.
    expect((download.with as Obj).pattern).toBe('skill-evals-*-results')
    const action = ss.find((s) => /^skill-evals\/skill-evals\/cross-model@v\d+$/.test(String(s.uses)))!
    expect(action.with).toMatchObject({ 'results-dirs': (download.with as Obj).path, 'tracking-issue': 'true', 'commit-benchmark': 'true' })
    expect(ss.indexOf(download)).toBeLessThan(ss.indexOf(action))
  })

  test('release.yml: release branches in full mode; only the benchmark job may write, through its own workflow', () => {
    const release = byName('release.yml')
    const on = release.doc.on as Obj
    // Each pull request is evaluated once: release.yml takes exactly the branches pr.yml leaves out.
    expect((on.pull_request as Obj).branches).toEqual(((byName('pr.yml').doc.on as Obj).pull_request as Obj)['branches-ignore'])
    expect((on.push as Obj).branches).toEqual(['main', 'release', 'release/**'])
    const jobs = Object.fromEntries(release.jobs)
    expect(jobs.evals!.with).toMatchObject({ mode: 'full' })
    expect(jobs.evals!.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' })
    expect(String(jobs.benchmark!.uses)).toMatch(/^skill-evals\/skill-evals\/\.github\/workflows\/skill-evals-benchmark\.yml@v\d+$/)
    expect(jobs.benchmark!.permissions).toEqual({ contents: 'write' })
    expect(jobs.benchmark!.needs).toBe('evals')
    expect(String(jobs.benchmark!.if)).toContain("github.ref == 'refs/heads/main'")
    expect(jobs.benchmark!.with).toEqual({ 'results-artifact': '${{ needs.evals.outputs.results-artifact }}' })
  })

  test('direct-action.yml: the action as a step', () => {
    const direct = byName('direct-action.yml')
    const ss = steps(direct.jobs[0]![1])
    expect(ss.some((s) => /^skill-evals\/skill-evals@v\d+$/.test(String(s.uses)))).toBe(true)
  })
})
