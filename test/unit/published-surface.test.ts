/**
 * The published surface works when copied (issue 34, must 7): every `uses:` that README.md,
 * docs/*.md, examples/** and .github/workflows/*.yml (files, and the caller snippets in their
 * comments) show names something this repository has, and is used as declared:
 *
 * - a step's `uses:` of ours (`skill-evals/skill-evals[/<folder>]@ref`, `./`, or the reusable
 *   workflow's `./.skill-evals-action/<folder>`) names a folder with an action.yml; every `with:`
 *   key is one of its inputs and every required input is given;
 * - a job's `uses:` of ours names a reusable workflow (on.workflow_call); every `with:` key is a
 *   declared input, every `secrets:` key a declared secret; `secrets: inherit` can supply a
 *   secret only under a name a repository secret can have (letters, digits, `_`);
 * - every `steps.<id>.outputs.<name>` names a step of the job that declares (action.yml outputs)
 *   or writes (`<name>=` in its script) that output; every `needs.<job>.outputs.<name>` a job
 *   this one needs, whose outputs (or, for a called workflow, whose workflow_call outputs) declare
 *   it; every `jobs.<job>.outputs.<name>` of a workflow_call output a declared job output.
 *
 * Third-party actions (actions/checkout, …) are not ours to check here.
 * test/workflows/github-parse-rules.test.ts checks the calling jobs' permissions and input types.
 */
import { describe, test, expect } from '@jest/globals'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { commentSnippets, isObj, yamlBlocks, type Obj } from '../helpers/github-parse-rules.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'

interface Doc {
  where: string
  doc: Obj
  /** A snippet that shows part of a workflow: a job it needs may be left out. */
  fragment?: boolean
}

/** How to read this repository's files (a planted copy in the rule tests below). */
interface Repo {
  read(path: string): string | undefined
}

const realRepo: Repo = {
  read: (p) => {
    const file = join(PROJECT_ROOT, p)
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : undefined
  },
}

/** A parsed snippet as a workflow: a list of steps, one step, one job, a job map or a workflow. */
export function asWorkflow(value: unknown): Obj {
  if (Array.isArray(value)) return { jobs: { snippet: { steps: value } } }
  if (!isObj(value)) return {}
  if ('jobs' in value) return value
  if ('steps' in value || 'runs-on' in value) return { jobs: { snippet: value } }
  if (typeof value.uses === 'string') return /\.github\/workflows\//.test(value.uses) ? { jobs: { snippet: value } } : { jobs: { snippet: { steps: [value] } } }
  return { jobs: value }
}

const OWNER = /^skill-evals\/skill-evals(?:\/([^@]+?))?\/?@\S+$/
const WORKFLOW = /^(?:skill-evals\/skill-evals\/|\.\/)(\.github\/workflows\/[\w.-]+\.ya?ml)(?:@\S+)?$/

/** The folder (relative to the repository, '' = root) of an action of ours a step's `uses:` names; null when it is not ours. */
export function actionFolder(uses: string): string | null {
  const u = uses.trim()
  const own = OWNER.exec(u)
  if (own) return own[1] ?? ''
  // The reusable workflow checks this repository out into .skill-evals-action.
  const checkedOut = /^\.\/\.skill-evals-action(?:\/(.+?))?\/?$/.exec(u)
  if (checkedOut) return checkedOut[1] ?? ''
  if (u === './' || u === '.') return ''
  if (u.startsWith('./')) return u.slice(2).replace(/\/$/, '')
  return null
}

const parseYaml = (text: string): Obj => {
  const v = parse(text) as unknown
  return isObj(v) ? v : {}
}
const keysOf = (v: unknown): string[] => (isObj(v) ? Object.keys(v) : [])
const workflowCall = (doc: Obj): Obj | undefined => (isObj(doc.on) && 'workflow_call' in doc.on ? (isObj(doc.on.workflow_call) ? doc.on.workflow_call : {}) : undefined)

/** Every string inside a value, with a path to say where it is. */
function strings(v: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof v === 'string') out.push([at, v])
  else if (Array.isArray(v)) v.forEach((x, i) => strings(x, `${at}[${i}]`, out))
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) strings(x, `${at}.${k}`, out)
  return out
}

/** A repository secret's name: letters, digits and `_`, not starting with a digit or GITHUB_. */
export const repositorySecretName = (name: string): boolean => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !/^GITHUB_/i.test(name)

/** Every problem of one workflow document against the repository. */
export function surfaceProblems(d: Doc, repo: Repo): string[] {
  const problems: string[] = []
  const jobs = isObj(d.doc.jobs) ? d.doc.jobs : {}
  const action = (folder: string): Obj | undefined => {
    const text = repo.read(folder === '' ? 'action.yml' : `${folder}/action.yml`)
    return text === undefined ? undefined : parseYaml(text)
  }
  const workflow = (uses: string): { path: string; call: Obj | undefined; doc: Obj } | undefined => {
    const m = WORKFLOW.exec(uses.trim())
    if (!m) return undefined
    const text = repo.read(m[1]!)
    if (text === undefined) return { path: m[1]!, call: undefined, doc: {} }
    const doc = parseYaml(text)
    return { path: m[1]!, call: workflowCall(doc), doc }
  }

  // workflow_call outputs read `jobs.<job>.outputs.<name>`.
  const call = workflowCall(d.doc)
  for (const [at, s] of strings(call?.outputs, `${d.where} on.workflow_call.outputs`)) {
    for (const m of s.matchAll(/\bjobs\.([\w-]+)\.outputs\.([\w-]+)/g)) {
      const job = jobs[m[1]!]
      if (!isObj(job)) problems.push(`${at}: reads jobs.${m[1]}.outputs.${m[2]}, but there is no job '${m[1]}'`)
      else if (!keysOf(job.outputs).includes(m[2]!)) problems.push(`${at}: reads jobs.${m[1]}.outputs.${m[2]}, which job '${m[1]}' does not declare (it has: ${keysOf(job.outputs).join(', ') || 'none'})`)
    }
  }

  for (const [id, job] of Object.entries(jobs)) {
    if (!isObj(job)) continue
    const where = `${d.where} jobs.${id}`
    // A job that calls a reusable workflow.
    if (typeof job.uses === 'string') {
      const uses = job.uses
      const w = workflow(uses)
      if (!w) {
        if (/skill-evals\/skill-evals\//.test(uses) || uses.startsWith('./')) problems.push(`${where}: uses ${uses}, which is no workflow of this repository`)
      } else if (w.call === undefined) {
        problems.push(`${where}: uses ${uses}, but ${w.path} ${repo.read(w.path) === undefined ? 'does not exist' : 'has no on.workflow_call trigger'}`)
      } else {
        const inputs = keysOf(w.call.inputs)
        for (const k of keysOf(job.with)) if (!inputs.includes(k)) problems.push(`${where}: with: ${k} is not an input of ${w.path} (inputs: ${inputs.join(', ')})`)
        const secrets = isObj(w.call.secrets) ? w.call.secrets : {}
        if (job.secrets === 'inherit') {
          // A repository secret can only have a name like ANTHROPIC_API_KEY: `inherit` never supplies another.
          const suppliable = Object.keys(secrets).filter(repositorySecretName)
          for (const [name, s] of Object.entries(secrets)) {
            if (isObj(s) && s.required === true && !repositorySecretName(name)) problems.push(`${where}: secrets: inherit cannot supply the required secret '${name}' of ${w.path}: no repository secret can have that name`)
          }
          if (Object.keys(secrets).length > 0 && suppliable.length === 0) problems.push(`${where}: secrets: inherit supplies none of the secrets of ${w.path} (${Object.keys(secrets).join(', ')}): no repository secret can have those names`)
        } else {
          for (const k of keysOf(job.secrets)) if (!(k in secrets)) problems.push(`${where}: secrets: ${k} is not a secret of ${w.path} (secrets: ${Object.keys(secrets).join(', ') || 'none'})`)
        }
      }
    }

    // Steps.
    const steps = Array.isArray(job.steps) ? job.steps.filter(isObj) : []
    const stepsById = new Map<string, Obj>()
    steps.forEach((step, i) => {
      if (typeof step.id === 'string') stepsById.set(step.id, step)
      if (typeof step.uses !== 'string') return
      const folder = actionFolder(step.uses)
      if (folder === null) return
      const a = action(folder)
      const at = `${where}.steps[${i}] (uses: ${step.uses})`
      if (!a) {
        problems.push(`${at}: ${folder === '' ? 'action.yml' : `${folder}/action.yml`} does not exist`)
        return
      }
      const declared = isObj(a.inputs) ? a.inputs : {}
      for (const k of keysOf(step.with)) if (!(k in declared)) problems.push(`${at}: with: ${k} is not an input of ${folder || 'the root action'} (inputs: ${Object.keys(declared).join(', ')})`)
      for (const [k, input] of Object.entries(declared)) {
        if (isObj(input) && input.required === true && input.default === undefined && !keysOf(step.with).includes(k)) problems.push(`${at}: the required input ${k} is not given`)
      }
    })

    // Outputs read by this job.
    const needs = typeof job.needs === 'string' ? [job.needs] : Array.isArray(job.needs) ? job.needs.map(String) : []
    for (const [at, s] of strings(job, where)) {
      for (const m of s.matchAll(/\bsteps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        const [stepId, name] = [m[1]!, m[2]!]
        const step = stepsById.get(stepId)
        if (!step) {
          problems.push(`${at}: reads steps.${stepId}.outputs.${name}, but the job has no step with id '${stepId}'`)
          continue
        }
        if (typeof step.uses === 'string') {
          const folder = actionFolder(step.uses)
          const a = folder === null ? undefined : action(folder)
          if (a && !keysOf(a.outputs).includes(name)) problems.push(`${at}: reads steps.${stepId}.outputs.${name}, which ${folder || 'the root action'} does not declare (outputs: ${keysOf(a.outputs).join(', ')})`)
        } else if (typeof step.run === 'string' && !new RegExp(`(^|[^\\w-])${name.replace(/-/g, '\\-')}=`).test(step.run)) {
          problems.push(`${at}: reads steps.${stepId}.outputs.${name}, which the script of step '${stepId}' never writes`)
        }
      }
      for (const m of s.matchAll(/\bneeds\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        const [jobId, name] = [m[1]!, m[2]!]
        const other = jobs[jobId]
        if (!isObj(other)) {
          if (!d.fragment) problems.push(`${at}: reads needs.${jobId}.outputs.${name}, but there is no job '${jobId}'`)
          continue
        }
        if (!needs.includes(jobId)) problems.push(`${at}: reads needs.${jobId}.outputs.${name}, but the job does not need '${jobId}'`)
        const called = typeof other.uses === 'string' ? workflow(other.uses) : undefined
        const declared = called ? keysOf(called.call?.outputs) : keysOf(other.outputs)
        if (!(typeof other.uses === 'string' && !called) && !declared.includes(name)) {
          problems.push(`${at}: reads needs.${jobId}.outputs.${name}, which ${called ? called.path : `job '${jobId}'`} does not declare (outputs: ${declared.join(', ') || 'none'})`)
        }
      }
    }
  }
  return problems
}

function ymlFiles(dir: string): string[] {
  const abs = join(PROJECT_ROOT, dir)
  if (!existsSync(abs)) return []
  const out: string[] = []
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) out.push(...ymlFiles(rel))
    else if (/\.ya?ml$/.test(e.name)) out.push(rel)
  }
  return out.sort()
}

/** Everything we publish that a user copies: workflow files, their comment snippets, the Markdown blocks. */
function publishedDocs(): Doc[] {
  const out: Doc[] = []
  for (const file of [...ymlFiles('examples'), ...ymlFiles('.github/workflows')]) {
    const text = realRepo.read(file)!
    out.push({ where: file, doc: parseYaml(text) })
    for (const s of commentSnippets(text)) out.push({ where: `${file} (comment snippet, line ${s.line})`, doc: asWorkflow(parse(s.text)), fragment: true })
  }
  const markdown = ['README.md', ...readdirSync(join(PROJECT_ROOT, 'docs')).filter((n) => n.endsWith('.md')).sort().map((n) => `docs/${n}`)]
  for (const file of markdown) {
    for (const b of yamlBlocks(realRepo.read(file)!)) {
      if (!/\buses:|\.outputs\./.test(b.text)) continue
      out.push({ where: `${file} (yaml block, line ${b.line})`, doc: asWorkflow(parse(b.text)), fragment: true })
    }
  }
  return out
}

const DOCS = publishedDocs()

describe('the published surface', () => {
  test('covers the README, the docs, the examples and our workflows, and the uses: lines in them', () => {
    const where = DOCS.map((d) => d.where)
    for (const f of ['examples/workflows/pr.yml', 'examples/workflows/direct-action.yml', '.github/workflows/ci.yml', '.github/workflows/skill-evals.yml', '.github/workflows/release.yml']) expect(where).toContain(f)
    expect(where.some((w) => w.startsWith('README.md (yaml block'))).toBe(true)
    expect(where.some((w) => w.startsWith('docs/github-actions.md (yaml block'))).toBe(true)
    const uses = DOCS.flatMap((d) => strings(d.doc, d.where).filter(([at]) => /\.uses$/.test(at)).map(([, u]) => u))
    // Our folder actions, the root action and both reusable workflows are all used somewhere.
    for (const u of ['skill-evals/skill-evals@v1', 'skill-evals/skill-evals/validate@v1', 'skill-evals/skill-evals/cross-model@v1', './.skill-evals-action/evaluate', './']) expect(uses).toContain(u)
    expect(uses.some((u) => u.includes('.github/workflows/skill-evals-benchmark.yml'))).toBe(true)
  })

  test.each(DOCS.map((d) => [d.where, d] as const))('%s: every uses:, input, secret and output read is declared', (_where, d) => {
    expect(surfaceProblems(d, realRepo)).toEqual([])
  })

  test('the reusable workflow takes the repository secret ANTHROPIC_API_KEY (secrets: inherit), and the old name', () => {
    const doc = parseYaml(realRepo.read('.github/workflows/skill-evals.yml')!)
    const secrets = workflowCall(doc)!.secrets as Obj
    expect(Object.keys(secrets).sort()).toEqual(['ANTHROPIC_API_KEY', 'anthropic-api-key', 'cache-key'])
    // Neither is required on its own: either supplies the key (a missing key is an explained skip).
    expect(Object.values(secrets).map((s) => (s as Obj).required)).toEqual([false, false, false])
    const inheriting = asWorkflow(parse('jobs:\n  evals:\n    uses: skill-evals/skill-evals/.github/workflows/skill-evals.yml@v1\n    secrets: inherit\n'))
    expect(surfaceProblems({ where: 'caller', doc: inheriting }, realRepo)).toEqual([])
    // Every place that reads the key reads both names.
    const text = realRepo.read('.github/workflows/skill-evals.yml')!.split('\n').filter((l) => !/^\s*#/.test(l)).join('\n')
    const reads = [...text.matchAll(/\$\{\{[^}]*secrets\.[^}]*\}\}/g)].map((m) => m[0])
    expect(reads.length).toBeGreaterThanOrEqual(2)
    // Every read of the key takes either name (the cache-key secret is read on its own, issue 33 row C).
    for (const r of reads.filter((x) => !x.includes('secrets.cache-key'))) expect(r).toBe('${{ secrets.ANTHROPIC_API_KEY || secrets.anthropic-api-key }}')
  })
})

describe('the rules (each catches what it is for)', () => {
  const files: Record<string, string> = {
    'action.yml': 'inputs:\n  root: { default: "." }\noutputs:\n  verdict: { description: v }\nruns: { using: node24, main: x.js }\n',
    'plan/action.yml': 'inputs:\n  shards: { required: true }\noutputs:\n  matrix: { description: m }\nruns: { using: node24, main: x.js }\n',
    '.github/workflows/r.yml': [
      'on:',
      '  workflow_call:',
      '    inputs: { mode: { type: string } }',
      '    secrets: { api-key: { required: true } }',
      '    outputs: { verdict: { value: "${{ jobs.merge.outputs.verdict }}" }, other: { value: "${{ jobs.merge.outputs.nope }}" } }',
      'jobs:',
      '  merge: { runs-on: x, outputs: { verdict: v }, steps: [{ run: "true" }] }',
    ].join('\n'),
  }
  const repo: Repo = { read: (p) => files[p] }
  const problems = (yaml: string) => surfaceProblems({ where: 'w', doc: asWorkflow(parse(yaml)) }, repo)

  test('a step: the action folder must exist, with: keys be inputs, required inputs given', () => {
    expect(problems('- uses: skill-evals/skill-evals@v1\n  with: { root: x }\n- uses: ./.skill-evals-action/plan\n  with: { shards: 2 }')).toEqual([])
    expect(problems('- uses: skill-evals/skill-evals/nothing@v1')).toEqual(['w jobs.snippet.steps[0] (uses: skill-evals/skill-evals/nothing@v1): nothing/action.yml does not exist'])
    expect(problems('- uses: skill-evals/skill-evals@v1\n  with: { rot: x }')).toEqual(['w jobs.snippet.steps[0] (uses: skill-evals/skill-evals@v1): with: rot is not an input of the root action (inputs: root)'])
    expect(problems('- uses: skill-evals/skill-evals/plan@v1')).toEqual(['w jobs.snippet.steps[0] (uses: skill-evals/skill-evals/plan@v1): the required input shards is not given'])
    expect(problems('- uses: actions/checkout@abc\n  with: { anything: 1 }')).toEqual([])
  })

  test('steps.<id>.outputs.<name>: the step exists and declares or writes the output', () => {
    expect(problems('- id: e\n  uses: ./\n- run: echo "${{ steps.e.outputs.verdict }}"')).toEqual([])
    expect(problems('- id: e\n  uses: ./\n- env: { E: "${{ steps.e.outputs.errors }}" }\n  run: x')).toEqual([
      'w jobs.snippet.steps[1].env.E: reads steps.e.outputs.errors, which the root action does not declare (outputs: verdict)',
    ])
    expect(problems('- run: echo "${{ steps.x.outputs.a }}"')).toEqual(["w jobs.snippet.steps[0].run: reads steps.x.outputs.a, but the job has no step with id 'x'"])
    expect(problems('- id: k\n  run: echo "present=true" >> "$GITHUB_OUTPUT"\n- if: steps.k.outputs.present == \'true\'\n  run: x')).toEqual([])
    expect(problems('- id: k\n  run: echo "present=true" >> "$GITHUB_OUTPUT"\n- if: steps.k.outputs.absent\n  run: x')).toEqual([
      "w jobs.snippet.steps[1].if: reads steps.k.outputs.absent, which the script of step 'k' never writes",
    ])
  })

  test('a called workflow: it exists, with: and secrets: are declared, needs outputs are declared', () => {
    const job = (extra: string) => `jobs:\n  evals:\n    uses: skill-evals/skill-evals/.github/workflows/r.yml@v1\n${extra}`
    expect(problems(job('    with: { mode: x }\n    secrets: { api-key: k }'))).toEqual([])
    expect(problems(job('    with: { mod: x }\n    secrets: { api_key: k }'))).toEqual([
      'w jobs.evals: with: mod is not an input of .github/workflows/r.yml (inputs: mode)',
      'w jobs.evals: secrets: api_key is not a secret of .github/workflows/r.yml (secrets: api-key)',
    ])
    expect(problems(job('    secrets: inherit'))).toEqual([
      "w jobs.evals: secrets: inherit cannot supply the required secret 'api-key' of .github/workflows/r.yml: no repository secret can have that name",
      'w jobs.evals: secrets: inherit supplies none of the secrets of .github/workflows/r.yml (api-key): no repository secret can have those names',
    ])
    expect(problems('jobs:\n  a:\n    uses: skill-evals/skill-evals/.github/workflows/none.yml@v1')).toEqual(['w jobs.a: uses skill-evals/skill-evals/.github/workflows/none.yml@v1, but .github/workflows/none.yml does not exist'])
    const after = (read: string, needs = 'evals') => job(`  next:\n    needs: ${needs}\n    runs-on: x\n    steps: [{ run: "echo \${{ needs.evals.outputs.${read} }}" }]`)
    expect(problems(after('verdict'))).toEqual([])
    expect(problems(after('viewer'))).toEqual(['w jobs.next.steps[0].run: reads needs.evals.outputs.viewer, which .github/workflows/r.yml does not declare (outputs: verdict, other)'])
    expect(problems(after('verdict', '[]'))).toEqual(["w jobs.next.steps[0].run: reads needs.evals.outputs.verdict, but the job does not need 'evals'"])
    // A job left out of a snippet is not missing; in a whole workflow it is.
    const lone = 'jobs:\n  next:\n    needs: evals\n    runs-on: x\n    steps: [{ run: "echo ${{ needs.evals.outputs.verdict }}" }]'
    expect(problems(lone)).toEqual(["w jobs.next.steps[0].run: reads needs.evals.outputs.verdict, but there is no job 'evals'"])
    expect(surfaceProblems({ where: 'w', doc: asWorkflow(parse(lone)), fragment: true }, repo)).toEqual([])
  })

  test('workflow_call outputs read declared job outputs', () => {
    expect(surfaceProblems({ where: 'r.yml', doc: parseYaml(files['.github/workflows/r.yml']!) }, repo)).toEqual([
      "r.yml on.workflow_call.outputs.other.value: reads jobs.merge.outputs.nope, which job 'merge' does not declare (it has: verdict)",
    ])
  })

  test('repository secret names', () => {
    expect(['ANTHROPIC_API_KEY', 'key_2', '_x'].map(repositorySecretName)).toEqual([true, true, true])
    expect(['anthropic-api-key', '2KEY', 'GITHUB_TOKEN', ''].map(repositorySecretName)).toEqual([false, false, false, false])
  })
})
