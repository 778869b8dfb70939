/**
 * Every published caller of our reusable workflows starts on GitHub: the rules GitHub's runner
 * applies when it parses a calling workflow (test/helpers/github-parse-rules.ts), applied to
 * examples/workflows/*.yml, the YAML blocks of README.md and docs/*.md and the snippets in
 * workflow comments that call one of .github/workflows/*.yml; plus the check names the docs
 * tell users to require. actionlint does not apply these rules (`npm run lint:workflows`
 * reports none of them), so without this test a caller that GitHub refuses at start-up
 * ("startup_failure", no job runs) looks fine.
 */
import { describe, test, expect } from '@jest/globals'
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import {
  checkCall,
  checkNameMentions,
  checkNamesOf,
  commentSnippets,
  isObj,
  jobsOf,
  snippetDoc,
  yamlBlocks,
  type Obj,
  type Resolver,
  type WorkflowDoc,
} from '../helpers/github-parse-rules.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'

const read = (p: string) => readFileSync(join(PROJECT_ROOT, p), 'utf8')
const ymlIn = (dir: string) => (existsSync(join(PROJECT_ROOT, dir)) ? readdirSync(join(PROJECT_ROOT, dir)).filter((n) => /\.ya?ml$/.test(n)).sort().map((n) => `${dir}/${n}`) : [])

/** `owner/skill-evals/.github/workflows/x.yml@ref` or `./.github/workflows/x.yml` → that file of this repository. */
const OURS = /^(?:skill-evals\/skill-evals\/|\.\/)(\.github\/workflows\/[\w.-]+\.ya?ml)(?:@\S+)?$/

function resolverFor(root: (path: string) => Obj | undefined): Resolver {
  return (uses) => {
    const m = OURS.exec(uses.trim())
    if (!m) return undefined
    const doc = root(m[1]!)
    return doc ? { where: m[1]!, file: m[1]!, doc } : undefined
  }
}

const resolveOurs = resolverFor((path) => (existsSync(join(PROJECT_ROOT, path)) ? (parse(read(path)) as Obj) : undefined))

/** Every document that may call our workflows, with where it comes from. */
function publishedDocs(): WorkflowDoc[] {
  const out: WorkflowDoc[] = []
  for (const file of [...ymlIn('examples/workflows'), ...ymlIn('.github/workflows')]) {
    const text = read(file)
    out.push({ where: file, file, doc: parse(text) as Obj })
    for (const s of commentSnippets(text)) out.push({ where: `${file} (comment snippet, line ${s.line})`, file, doc: snippetDoc(s.text) })
  }
  const markdown = ['README.md', ...readdirSync(join(PROJECT_ROOT, 'docs')).filter((n) => n.endsWith('.md')).sort().map((n) => `docs/${n}`)]
  for (const file of markdown) {
    for (const b of yamlBlocks(read(file))) {
      if (!/\.github\/workflows\/[\w.-]+\.ya?ml/.test(b.text)) continue
      out.push({ where: `${file} (yaml block, line ${b.line})`, file, doc: snippetDoc(b.text) })
    }
  }
  return out
}

interface Caller {
  w: WorkflowDoc
  id: string
  job: Obj
  called: WorkflowDoc
}

function callersIn(docs: WorkflowDoc[], resolve: Resolver): Caller[] {
  const out: Caller[] = []
  for (const w of docs) {
    for (const [id, job] of jobsOf(w)) {
      if (typeof job.uses !== 'string') continue
      const called = resolve(job.uses)
      if (called) out.push({ w, id, job, called })
    }
  }
  return out
}

const DOCS = publishedDocs()
const CALLERS = callersIn(DOCS, resolveOurs)

describe('published callers of our reusable workflows', () => {
  test('are found: the examples, the README and the reusable workflow\'s own comment', () => {
    const where = CALLERS.map((c) => c.w.where)
    for (const f of ['examples/workflows/pr.yml', 'examples/workflows/release.yml', 'examples/workflows/weekly.yml']) expect(where).toContain(f)
    expect(where.some((w) => w.startsWith('README.md'))).toBe(true)
    expect(where.some((w) => w.startsWith('.github/workflows/skill-evals.yml (comment snippet'))).toBe(true)
    // A snippet that mentions one of our workflows but calls none of them can't be checked: make it a caller.
    const mentioning = DOCS.filter((d) => d.where.includes('yaml block') && JSON.stringify(d.doc).includes('.github/workflows/'))
    for (const d of mentioning) expect([d.where, CALLERS.some((c) => c.w === d)]).toEqual([d.where, true])
  })

  test.each(CALLERS.map((c) => [`${c.w.where} jobs.${c.id} → ${c.called.where}`, c] as const))('%s is accepted at parse time', (_name, c) => {
    expect(checkCall(c.w, c.id, c.job, resolveOurs)).toEqual([])
  })
})

describe('check names in the docs are the names GitHub gives', () => {
  const files = ['README.md', ...readdirSync(join(PROJECT_ROOT, 'docs')).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`), ...ymlIn('examples/workflows'), ...ymlIn('.github/workflows')]

  test('"<caller job name or id> / <called job name>" names a caller in the same file and a job of the workflow it calls', () => {
    const problems: string[] = []
    let mentions = 0
    for (const file of files) {
      const here = CALLERS.filter((c) => c.w.file === file)
      const candidates = here.length > 0 ? here : CALLERS
      for (const m of checkNameMentions(read(file))) {
        mentions++
        const ok = candidates.some((c) => (typeof c.job.name === 'string' ? c.job.name : c.id) === m.caller && checkNamesOf(c.called).includes(m.job))
        if (!ok) {
          const names = [...new Set(candidates.flatMap((c) => checkNamesOf(c.called).map((j) => `${typeof c.job.name === 'string' ? c.job.name : c.id} / ${j}`)))]
          problems.push(`${file}:${m.line}: "${m.caller} / ${m.job}" is not a check any caller ${here.length ? 'in this file' : 'we publish'} produces (${names.join(', ')})`)
        }
      }
    }
    expect(problems).toEqual([])
    expect(mentions).toBeGreaterThan(0)
  })

  test('the README names the required check of its own caller snippet, whose job id it shows', () => {
    const readme = read('README.md')
    const snippet = CALLERS.find((c) => c.w.file === 'README.md' && c.called.where === '.github/workflows/skill-evals.yml')!
    expect(snippet).toBeDefined()
    const required = `"${snippet.id} / merge"`
    expect([required, readme.includes(required)]).toEqual([required, true])
  })
})

// ─── The rules themselves, on small workflows (each must catch what GitHub refuses) ─────────

const REUSABLE = parse(`
on:
  workflow_call:
    inputs:
      flag: { type: boolean, default: false }
      count: { type: number, default: 1 }
      label: { type: string, default: '' }
      must: { type: string, required: true }
    secrets:
      api-key: { required: true }
      optional-key: { required: false }
permissions: {}
jobs:
  plan:
    permissions: { contents: read, pull-requests: read }
    runs-on: ubuntu-24.04
    steps: [{ run: 'true' }]
  comment:
    name: merge
    permissions: { contents: read, pull-requests: write }
    runs-on: ubuntu-24.04
    steps: [{ run: 'true' }]
  push:
    if: \${{ github.event_name == 'push' }}
    permissions: { contents: write }
    runs-on: ubuntu-24.04
    steps: [{ run: 'true' }]
`) as Obj

const INHERITING = parse(`
on: { workflow_call: {} }
jobs:
  a: { runs-on: ubuntu-24.04, steps: [{ run: 'true' }] }
`) as Obj

const TOP_LEVEL = parse(`
on: { workflow_call: {} }
permissions: { issues: write }
jobs:
  a: { runs-on: ubuntu-24.04, steps: [{ run: 'true' }] }
`) as Obj

const fixtures: Record<string, Obj> = {
  '.github/workflows/r.yml': REUSABLE,
  '.github/workflows/inherit.yml': INHERITING,
  '.github/workflows/top.yml': TOP_LEVEL,
}
const resolveFixture = resolverFor((p) => fixtures[p])

/** Problems of the single job of a caller written as YAML. */
function problemsOf(yaml: string): string[] {
  const w: WorkflowDoc = { where: 'caller.yml', file: 'caller.yml', doc: parse(yaml) as Obj }
  const [[id, job]] = jobsOf(w) as [[string, Obj]]
  return checkCall(w, id, job, resolveFixture)
}

const call = (extra: string, uses = 'skill-evals/skill-evals/.github/workflows/r.yml@v1') => `
jobs:
  evals:
    uses: ${uses}
    with: { must: x }
    secrets: { api-key: k }
${extra
  .split('\n')
  .filter(Boolean)
  .map((l) => `    ${l}`)
  .join('\n')}
`

describe('the parse-time rules', () => {
  test('a nested job asking for more than the caller grants is refused, whatever its if:', () => {
    expect(problemsOf(call('permissions: { contents: read, pull-requests: write }'))).toEqual([
      "caller.yml jobs.evals: The nested job 'push' is requesting 'contents: write', but is only allowed 'contents: read'.",
    ])
  })

  test('write covers read; the full grant passes', () => {
    expect(problemsOf(call('permissions: { contents: write, pull-requests: write }'))).toEqual([])
  })

  test('write-all covers everything; read-all covers no write', () => {
    expect(problemsOf(call('permissions: write-all'))).toEqual([])
    expect(problemsOf(call('permissions: read-all'))).toEqual([
      "caller.yml jobs.evals: The nested job 'comment' is requesting 'pull-requests: write', but is only allowed 'pull-requests: read'.",
      "caller.yml jobs.evals: The nested job 'push' is requesting 'contents: write', but is only allowed 'contents: read'.",
    ])
  })

  test('scopes a map leaves out are none; {} grants nothing', () => {
    expect(problemsOf(call('permissions: { contents: write }'))).toEqual([
      "caller.yml jobs.evals: The nested job 'plan' is requesting 'pull-requests: read', but is only allowed 'pull-requests: none'.",
      "caller.yml jobs.evals: The nested job 'comment' is requesting 'pull-requests: write', but is only allowed 'pull-requests: none'.",
    ])
    expect(problemsOf(call('permissions: {}'))).toHaveLength(5)
  })

  test('no permissions anywhere: the restricted default (contents and packages read) applies', () => {
    expect(problemsOf(call(''))).toEqual([
      "caller.yml jobs.evals: The nested job 'plan' is requesting 'pull-requests: read', but is only allowed 'pull-requests: none'.",
      "caller.yml jobs.evals: The nested job 'comment' is requesting 'pull-requests: write', but is only allowed 'pull-requests: none'.",
      "caller.yml jobs.evals: The nested job 'push' is requesting 'contents: write', but is only allowed 'contents: read'.",
    ])
  })

  test('the workflow-level permissions apply to a calling job without its own', () => {
    expect(problemsOf(`permissions: { contents: write, pull-requests: write }\n${call('')}`)).toEqual([])
    // ...and the job's own block replaces them.
    expect(problemsOf(`permissions: write-all\n${call('permissions: { contents: read, pull-requests: write }')}`)).toHaveLength(1)
  })

  test("a nested job without permissions inherits the caller's token unless the called workflow sets its own", () => {
    expect(problemsOf(call('permissions: {}', './.github/workflows/inherit.yml').replace(/\n    with: .*\n    secrets: .*/, ''))).toEqual([])
    const top = problemsOf(call('permissions: { contents: read }', './.github/workflows/top.yml').replace(/\n    with: .*\n    secrets: .*/, ''))
    expect(top).toContain("caller.yml jobs.evals: The nested job 'a' is requesting 'issues: write', but is only allowed 'issues: none'.")
  })

  test('unknown scopes and levels are refused', () => {
    expect(problemsOf(call('permissions: { content: read, pull-requests: write, contents: admin }')).slice(0, 2)).toEqual([
      "caller.yml jobs.evals: unknown permission scope 'content'",
      "caller.yml jobs.evals: 'contents: admin' is not one of none, read, write",
    ])
  })

  test('secrets: required ones passed, passed ones declared, inherit passes all', () => {
    const full = 'permissions: write-all'
    expect(problemsOf(call(full).replace('secrets: { api-key: k }', 'secrets: { optional-key: k }'))).toEqual([
      'caller.yml jobs.evals: Secret api-key is required, but not provided while calling.',
    ])
    expect(problemsOf(call(full).replace('secrets: { api-key: k }', 'secrets: { api-key: k, anthropic-api-key: k }'))).toEqual([
      'caller.yml jobs.evals: Invalid secret, anthropic-api-key is not defined in the referenced workflow.',
    ])
    expect(problemsOf(call(full).replace('secrets: { api-key: k }', 'secrets: inherit'))).toEqual([])
    expect(problemsOf(call(full).replace('\n    secrets: { api-key: k }', ''))).toEqual(['caller.yml jobs.evals: Secret api-key is required, but not provided while calling.'])
  })

  test('inputs: declared, required ones present, literals of the declared type', () => {
    const full = 'permissions: write-all'
    const withs = (w: string) => problemsOf(call(full).replace('with: { must: x }', `with: { must: x, ${w} }`))
    expect(withs('commit-benchmark: true')).toEqual(['caller.yml jobs.evals: Invalid input, commit-benchmark is not defined in the referenced workflow.'])
    expect(withs("flag: 'true'")).toEqual(['caller.yml jobs.evals: input flag is declared as boolean but the string "true" is passed'])
    expect(withs("count: '8'")).toEqual(['caller.yml jobs.evals: input count is declared as number but the string "8" is passed'])
    expect(withs('label: 25')).toEqual(['caller.yml jobs.evals: input label is declared as string but the number 25 is passed (quote it)'])
    expect(withs(`flag: "x-\${{ github.ref == 'a' }}"`)).toEqual([
      'caller.yml jobs.evals: input flag is a boolean but "x-${{ github.ref == \'a\' }}" has text around its expression, which makes it a string',
    ])
    expect(withs(`flag: "\${{ github.ref == 'a' }}", count: 3, label: ok`)).toEqual([])
    expect(problemsOf(call(full).replace('with: { must: x }', 'with: { label: y }'))).toEqual(['caller.yml jobs.evals: Input must is required, but not provided while calling.'])
  })

  test('a calling job may not use step-job keys', () => {
    expect(problemsOf(call('permissions: write-all\ntimeout-minutes: 10'))).toEqual([
      "caller.yml jobs.evals: 'timeout-minutes' is not allowed in a job that calls a reusable workflow",
    ])
  })

  test('check names: a job name when set, else its id', () => {
    expect(checkNamesOf({ where: 'r', file: 'r', doc: REUSABLE })).toEqual(['plan', 'merge', 'push'])
    expect(checkNameMentions('Make "skill-evals / merge" the required check.\n\nUse `a / b` for x.')).toEqual([{ caller: 'skill-evals', job: 'merge', line: 1 }])
  })

  test('snippets: README blocks and workflow comments', () => {
    expect(yamlBlocks('x\n```yaml\njobs: {}\n```\n')).toEqual([{ line: 2, text: 'jobs: {}\n' }])
    const c = commentSnippets('# Call it:\n#\n#   jobs:\n#     evals:\n#       uses: a/b/.github/workflows/x.yml@v1\n#\n# more\n')
    expect(c).toEqual([{ line: 3, text: 'jobs:\n  evals:\n    uses: a/b/.github/workflows/x.yml@v1\n' }])
    expect(isObj(snippetDoc('evals:\n  uses: x\n').jobs)).toBe(true)
  })
})
