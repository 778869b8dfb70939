/**
 * Static checks of every workflow we ship (.github/workflows/*.yml) and every example caller
 * (examples/workflows/*.yml): least privilege, time limits, SHA-pinned third-party actions, no
 * expression expansion inside scripts, and the reusable workflow's interface.
 * (actionlint runs separately: `npm run lint:workflows`.)
 */
import { describe, test, expect } from '@jest/globals'
import { readFileSync, readdirSync, existsSync } from 'node:fs'
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

describe('the reusable workflow', () => {
  const w = WORKFLOWS.find((x) => x.path === '.github/workflows/skill-evals.yml')!
  const on = w.doc.on as Obj
  const call = on.workflow_call as Obj
  const jobs = Object.fromEntries(w.jobs)

  test('is workflow_call only, with the API key as a required secret', () => {
    expect(Object.keys(on)).toEqual(['workflow_call'])
    expect((call.secrets as Obj)['anthropic-api-key']).toMatchObject({ required: true })
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
      'commit-benchmark': 'boolean',
      pipeline: 'boolean',
    })
    expect(inputs.mode!.default).toBe('auto')
    for (const [name, input] of Object.entries(inputs)) expect([name, typeof input.description]).toEqual([name, 'string'])
    expect(Object.keys(call.outputs as Obj)).toEqual(expect.arrayContaining(['verdict']))
  })

  test('concurrency: one group per workflow and pull request, cancelled only for pull requests', () => {
    const c = w.doc.concurrency as Obj
    expect(String(c.group).startsWith('skill-evals-${{ github.workflow }}-${{ github.event.pull_request.number || github.ref }}')).toBe(true)
    expect(c['cancel-in-progress']).toBe("${{ github.event_name == 'pull_request' }}")
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

  test('the action comes from this workflow\'s own repository and commit', () => {
    for (const [id, job] of w.jobs) {
      const ss = steps(job)
      const actionSteps = ss.filter((s) => s.uses === './.skill-evals-action')
      expect([id, actionSteps.length > 0]).toEqual([id, true])
      const checkout = ss.find((s) => isObj(s.with) && s.with.path === '.skill-evals-action')!
      expect(checkout.with).toMatchObject({
        repository: '${{ inputs.action-repository || job.workflow_repository }}',
        ref: '${{ inputs.action-ref || job.workflow_sha }}',
      })
      expect(ss.indexOf(checkout)).toBeLessThan(ss.indexOf(actionSteps[0]!))
    }
  })

  test('the commands and inputs the action must implement', () => {
    const used: Record<string, Set<string>> = {}
    for (const [, job] of w.jobs) {
      for (const s of steps(job)) {
        if (s.uses !== './.skill-evals-action' || !isObj(s.with)) continue
        const cmd = String(s.with.command)
        used[cmd] ??= new Set()
        for (const k of Object.keys(s.with)) used[cmd]!.add(k)
      }
    }
    expect(Object.keys(used).sort()).toEqual(['benchmark', 'comment', 'evaluate', 'merge', 'plan'])
    expect([...used.evaluate!]).toEqual(expect.arrayContaining(['shard', 'anthropic-api-key', 'plan-file']))
    // The secret reaches only the evaluation step.
    const text = readFileSync(join(ROOT, w.path), 'utf8')
    expect(text.match(/secrets\.anthropic-api-key/g)?.length).toBe(2) // the presence check and evaluate
  })
})

describe('example callers', () => {
  const byName = (n: string) => WORKFLOWS.find((w) => w.path === `examples/workflows/${n}`)!

  test('pr.yml: pull_request opened/synchronize/reopened/labeled, a short call with the secret', () => {
    const pr = byName('pr.yml')
    expect((pr.doc.on as Obj).pull_request).toEqual({ types: ['opened', 'synchronize', 'reopened', 'labeled'] })
    const [, job] = pr.jobs[0]!
    expect(String(job.uses)).toMatch(/^skill-evals\/skill-evals\/\.github\/workflows\/skill-evals\.yml@v\d+$/)
    expect(job.secrets).toEqual({ 'anthropic-api-key': '${{ secrets.ANTHROPIC_API_KEY }}' })
    expect(job.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' })
  })

  test('weekly.yml: schedule and a matrix over models', () => {
    const weekly = byName('weekly.yml')
    expect((weekly.doc.on as Obj).schedule).toBeDefined()
    const [, job] = weekly.jobs[0]!
    expect(((job.strategy as Obj).matrix as Obj).model).toEqual(expect.any(Array))
    expect(job.with).toMatchObject({ models: '${{ matrix.model }}', key: '${{ matrix.model }}' })
  })

  test('weekly.yml: a cross-model job merges every model\'s results artifact with `command: cross-model`', () => {
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
    const action = ss.find((s) => /^skill-evals\/skill-evals@v\d+$/.test(String(s.uses)))!
    expect(action.with).toMatchObject({ command: 'cross-model', 'results-dirs': (download.with as Obj).path, 'tracking-issue': 'true', 'commit-benchmark': 'true' })
    expect(ss.indexOf(download)).toBeLessThan(ss.indexOf(action))
  })

  test('release.yml: release branches in full mode', () => {
    const release = byName('release.yml')
    expect(JSON.stringify(release.doc.on)).toContain('release/**')
    expect(release.jobs[0]![1].with).toMatchObject({ mode: 'full' })
  })

  test('direct-action.yml: the action as a step', () => {
    const direct = byName('direct-action.yml')
    const ss = steps(direct.jobs[0]![1])
    expect(ss.some((s) => /^skill-evals\/skill-evals@v\d+$/.test(String(s.uses)))).toBe(true)
  })
})
