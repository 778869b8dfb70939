/**
 * The checks GitHub's runner applies when it PARSES a workflow that calls a reusable workflow,
 * before any job starts (a failure here is a `startup_failure` with no job logs). actionlint
 * does not apply them, so the published callers are checked against these rules in
 * test/workflows/github-parse-rules.test.ts.
 *
 * Rules, with their sources (GitHub docs, `github/docs`):
 * - Token permissions (`reusing-workflow-configurations.md`, `github_token-reference.md`,
 *   `workflow-syntax.md` "permissions"): the calling job's token is its `permissions`, else the
 *   workflow-level `permissions`, else the repository's default. A called workflow "can only
 *   downgrade" that token: every nested job's request (its own `permissions`, else the called
 *   workflow's top-level `permissions`) must be contained in it, whatever the nested job's
 *   `if:`. GitHub's refusal reads "The nested job 'benchmark' is requesting 'contents: write',
 *   but is only allowed 'contents: read'". A permissions map sets every scope it omits to
 *   `none`; `write` includes `read`; `read-all` / `write-all` set every scope; `{}` sets none.
 *   The default assumed here is the RESTRICTED one (contents and packages read, everything
 *   else none), the default for every repository and organization created since 2023-02-02:
 *   a published caller must work there.
 * - Secrets: a named secret must be declared in `on.workflow_call.secrets`; a `required` one
 *   must be passed (or `secrets: inherit`).
 * - Inputs: every `with:` key declared in `on.workflow_call.inputs`; `required` ones passed;
 *   a literal's YAML type equals the declared `type` (boolean, number, string); an expression
 *   (`${{ }}`) is only typed at run time, so it must be the whole value of a boolean or number
 *   input (text around it makes a string).
 * - A job that calls a reusable workflow may only use name, uses, with, secrets, strategy,
 *   needs, if, concurrency and permissions.
 * - The check of a called job is named "<caller job's name or id> / <called job's name or id>".
 */
import { parse } from 'yaml'

export type Obj = Record<string, unknown>
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

export type Level = 'none' | 'read' | 'write'
export type Permissions = Record<string, Level>

/** The scopes a `permissions` block may name, with the levels each accepts. */
export const SCOPES: Record<string, readonly Level[]> = {
  actions: ['none', 'read', 'write'],
  'artifact-metadata': ['none', 'read', 'write'],
  attestations: ['none', 'read', 'write'],
  checks: ['none', 'read', 'write'],
  contents: ['none', 'read', 'write'],
  deployments: ['none', 'read', 'write'],
  discussions: ['none', 'read', 'write'],
  'id-token': ['none', 'write'],
  issues: ['none', 'read', 'write'],
  models: ['none', 'read'],
  packages: ['none', 'read', 'write'],
  pages: ['none', 'read', 'write'],
  'pull-requests': ['none', 'read', 'write'],
  'repository-projects': ['none', 'read', 'write'],
  'security-events': ['none', 'read', 'write'],
  statuses: ['none', 'read', 'write'],
}

/** The restricted default token ("Read repository contents and packages permissions"). */
export const RESTRICTED_DEFAULT: Permissions = Object.fromEntries(
  Object.keys(SCOPES).map((s) => [s, s === 'contents' || s === 'packages' ? 'read' : 'none']),
) as Permissions

const RANK: Record<Level, number> = { none: 0, read: 1, write: 2 }

/** A `permissions:` value as the full scope → level map it stands for. */
export function permissionsOf(value: unknown, where: string, problems: string[]): Permissions {
  const all = (level: Level): Permissions =>
    Object.fromEntries(Object.entries(SCOPES).map(([s, ok]) => [s, ok.includes(level) ? level : level === 'write' ? ok.at(-1)! : 'none'])) as Permissions
  if (value === 'read-all') return all('read')
  if (value === 'write-all') return all('write')
  const out = all('none')
  if (value === null || value === undefined) return out // `permissions:` with nothing after it is {}
  if (!isObj(value)) {
    problems.push(`${where}: permissions must be read-all, write-all or a map, not ${JSON.stringify(value)}`)
    return out
  }
  for (const [scope, level] of Object.entries(value)) {
    const ok = SCOPES[scope]
    if (!ok) {
      problems.push(`${where}: unknown permission scope '${scope}'`)
      continue
    }
    if (typeof level !== 'string' || !ok.includes(level as Level)) {
      problems.push(`${where}: '${scope}: ${String(level)}' is not one of ${ok.join(', ')}`)
      continue
    }
    out[scope] = level as Level
  }
  return out
}

export const show = (p: Permissions): string => {
  const set = Object.entries(p).filter(([, l]) => l !== 'none')
  return set.length === 0 ? '{}' : `{ ${set.map(([s, l]) => `${s}: ${l}`).join(', ')} }`
}

/** The scopes where `requested` asks for more than `granted`, as GitHub words it. */
export function excess(requested: Permissions, granted: Permissions): { scope: string; requested: Level; allowed: Level }[] {
  return Object.keys(SCOPES)
    .filter((s) => RANK[requested[s] ?? 'none'] > RANK[granted[s] ?? 'none'])
    .map((s) => ({ scope: s, requested: requested[s]!, allowed: granted[s] ?? 'none' }))
}

/** A workflow file, a Markdown snippet or a comment snippet that holds jobs. */
export interface WorkflowDoc {
  /** Where it comes from, e.g. `README.md (yaml block 2, line 52)`. */
  where: string
  /** The file it lives in (check-name mentions in a file refer to the callers of that file). */
  file: string
  doc: Obj
}

export const jobsOf = (w: Pick<WorkflowDoc, 'doc'>): [string, Obj][] =>
  isObj(w.doc.jobs) ? (Object.entries(w.doc.jobs).filter(([, j]) => isObj(j)) as [string, Obj][]) : []

/** The path of the reusable workflow a `uses:` names, in this repository; undefined for anything else. */
export type Resolver = (uses: string) => WorkflowDoc | undefined

const CALLER_KEYS = new Set(['name', 'uses', 'with', 'secrets', 'strategy', 'needs', 'if', 'concurrency', 'permissions'])
const WHOLE_EXPRESSION = /^\$\{\{[\s\S]*\}\}$/

function checkInputs(where: string, job: Obj, call: Obj, problems: string[]): void {
  const declared = isObj(call.inputs) ? call.inputs : {}
  const passed = job.with === undefined ? {} : job.with
  if (!isObj(passed)) {
    problems.push(`${where}: with: must be a map`)
    return
  }
  for (const [name, value] of Object.entries(passed)) {
    const input = declared[name]
    if (!isObj(input)) {
      problems.push(`${where}: Invalid input, ${name} is not defined in the referenced workflow.`)
      continue
    }
    const type = input.type
    if (typeof value === 'string' && value.includes('${{')) {
      if ((type === 'boolean' || type === 'number') && !WHOLE_EXPRESSION.test(value.trim())) {
        problems.push(`${where}: input ${name} is a ${type} but ${JSON.stringify(value)} has text around its expression, which makes it a string`)
      }
      continue
    }
    if (typeof value !== type) {
      problems.push(`${where}: input ${name} is declared as ${String(type)} but the ${value === null ? 'null' : typeof value} ${JSON.stringify(value)} is passed${type === 'string' ? ' (quote it)' : ''}`)
    }
  }
  for (const [name, input] of Object.entries(declared)) {
    if (isObj(input) && input.required === true && !(name in passed)) problems.push(`${where}: Input ${name} is required, but not provided while calling.`)
  }
}

function checkSecrets(where: string, job: Obj, call: Obj, problems: string[]): void {
  if (job.secrets === 'inherit') return
  const declared = isObj(call.secrets) ? call.secrets : {}
  const passed = job.secrets === undefined ? {} : job.secrets
  if (!isObj(passed)) {
    problems.push(`${where}: secrets: must be a map or 'inherit'`)
    return
  }
  for (const name of Object.keys(passed)) {
    if (!(name in declared)) problems.push(`${where}: Invalid secret, ${name} is not defined in the referenced workflow.`)
  }
  for (const [name, secret] of Object.entries(declared)) {
    if (isObj(secret) && secret.required === true && !(name in passed)) problems.push(`${where}: Secret ${name} is required, but not provided while calling.`)
  }
}

/**
 * What a calling job's token holds: its own `permissions`, else the workflow's, else the
 * restricted repository default.
 */
export function callerToken(w: WorkflowDoc, job: Obj, where: string, problems: string[]): { token: Permissions; from: string } {
  if ('permissions' in job) return { token: permissionsOf(job.permissions, where, problems), from: 'the job' }
  if ('permissions' in w.doc) return { token: permissionsOf(w.doc.permissions, `${w.where} permissions`, problems), from: 'the workflow' }
  return { token: RESTRICTED_DEFAULT, from: 'the restricted repository default' }
}

/** Checks the nested jobs of `called` against `token`; recurses into local reusable workflows. */
function checkNested(where: string, called: WorkflowDoc, token: Permissions, resolve: Resolver, problems: string[], depth: number): void {
  const top = 'permissions' in called.doc ? permissionsOf(called.doc.permissions, `${called.where} permissions`, problems) : undefined
  if (top) {
    for (const e of excess(top, token)) problems.push(`${where}: the called workflow ${called.where} is requesting '${e.scope}: ${e.requested}', but is only allowed '${e.scope}: ${e.allowed}'.`)
  }
  for (const [id, job] of jobsOf(called)) {
    const own = 'permissions' in job ? permissionsOf(job.permissions, `${called.where} jobs.${id}`, problems) : undefined
    const requested = own ?? top
    if (requested) {
      for (const e of excess(requested, token)) problems.push(`${where}: The nested job '${id}' is requesting '${e.scope}: ${e.requested}', but is only allowed '${e.scope}: ${e.allowed}'.`)
    }
    if (typeof job.uses === 'string' && depth < 4) {
      const inner = resolve(job.uses)
      if (inner) checkNested(`${where} → ${called.where} jobs.${id}`, inner, requested ?? token, resolve, problems, depth + 1)
    }
  }
}

/** Every parse-time problem of one calling job. */
export function checkCall(w: WorkflowDoc, jobId: string, job: Obj, resolve: Resolver): string[] {
  const problems: string[] = []
  const where = `${w.where} jobs.${jobId}`
  const called = resolve(String(job.uses))
  if (!called) return [`${where}: ${String(job.uses)} is not a workflow of this repository`]
  for (const key of Object.keys(job)) if (!CALLER_KEYS.has(key)) problems.push(`${where}: '${key}' is not allowed in a job that calls a reusable workflow`)
  const on = called.doc.on
  const call = isObj(on) && 'workflow_call' in on ? (isObj(on.workflow_call) ? on.workflow_call : {}) : undefined
  if (!call) return [...problems, `${where}: ${called.where} has no on.workflow_call trigger`]
  checkInputs(where, job, call, problems)
  checkSecrets(where, job, call, problems)
  const { token } = callerToken(w, job, where, problems)
  checkNested(where, called, token, resolve, problems, 1)
  return problems
}

/** The names of the checks a called workflow's jobs report (expressions in a name: skipped). */
export function checkNamesOf(called: WorkflowDoc): string[] {
  return jobsOf(called)
    .map(([id, job]) => (typeof job.name === 'string' ? job.name : id))
    .filter((n) => !n.includes('${{'))
}

/** ```yaml blocks of a Markdown text, with the line each starts on. */
export function yamlBlocks(markdown: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = []
  const re = /^```ya?ml[^\n]*\n([\s\S]*?)^```/gm
  for (const m of markdown.matchAll(re)) out.push({ line: markdown.slice(0, m.index).split('\n').length, text: m[1]! })
  return out
}

/**
 * YAML snippets inside a workflow's comments: a run of comment lines whose first line is
 * `#   jobs:` (three or more spaces after the `#`), up to the first comment line indented less.
 */
export function commentSnippets(text: string): { line: number; text: string }[] {
  const lines = text.split('\n')
  const out: { line: number; text: string }[] = []
  for (let i = 0; i < lines.length; i++) {
    const m = /^#( {3,})jobs:\s*$/.exec(lines[i]!)
    if (!m) continue
    const indent = m[1]!.length
    const body = ['jobs:']
    let j = i + 1
    for (; j < lines.length; j++) {
      const l = /^#( *)(.*)$/.exec(lines[j]!)
      if (!l || l[2] === '' || l[1]!.length <= indent) break
      body.push(lines[j]!.slice(1 + indent))
    }
    out.push({ line: i + 1, text: body.join('\n') + '\n' })
    i = j - 1
  }
  return out
}

/** Parses a snippet; a bare job map (no `jobs:`) is wrapped as one. */
export function snippetDoc(text: string): Obj {
  const doc = parse(text) as unknown
  if (!isObj(doc)) return {}
  if ('jobs' in doc) return doc
  return { jobs: doc }
}

/**
 * Check names quoted in prose: "a / b" or `a / b` on a line that (with its neighbours) speaks of
 * a check. Returns [caller part, called part, line].
 */
export function checkNameMentions(text: string): { caller: string; job: string; line: number }[] {
  const lines = text.split('\n')
  const out: { caller: string; job: string; line: number }[] = []
  lines.forEach((l, i) => {
    const around = lines.slice(Math.max(0, i - 1), i + 2).join(' ')
    if (!/\bchecks?\b/i.test(around)) return
    for (const m of l.matchAll(/["`“]([\w .()-]+?) \/ ([\w .()-]+?)["`”]/g)) out.push({ caller: m[1]!.trim(), job: m[2]!.trim(), line: i + 1 })
  })
  return out
}
