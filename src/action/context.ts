/**
 * The run's context: the event payload (`GITHUB_EVENT_PATH`, parsed as JSON and never handed to
 * a shell), the repository, workflow, job and paths. Read once per step.
 */
import { readFile } from 'node:fs/promises'
import { repoFromEnv } from '../github/repo.js'

export interface ActionContext {
  env: NodeJS.ProcessEnv
  /** Where relative paths resolve (the runner starts actions in GITHUB_WORKSPACE). */
  cwd: string
  workspace: string
  eventName: string
  payload: Record<string, unknown>
  owner?: string
  repo?: string
  workflow: string
  job: string
  sha?: string
  ref?: string
  runId?: string
}

export async function readContext(env: NodeJS.ProcessEnv = process.env): Promise<ActionContext> {
  let payload: Record<string, unknown> = {}
  const file = env['GITHUB_EVENT_PATH']
  if (file) {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as unknown
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) payload = parsed as Record<string, unknown>
    } catch {
      payload = {}
    }
  }
  const repository = payload['repository'] as { full_name?: unknown } | undefined
  const slug = repoFromEnv(env) ?? (typeof repository?.full_name === 'string' ? repoFromEnv({}, repository.full_name) : undefined)
  const cwd = process.cwd()
  return {
    env,
    cwd,
    workspace: env['GITHUB_WORKSPACE'] || cwd,
    eventName: env['GITHUB_EVENT_NAME'] || 'workflow_dispatch',
    payload,
    ...(slug ? { owner: slug.owner, repo: slug.repo } : {}),
    workflow: env['GITHUB_WORKFLOW'] || 'skill-evals',
    job: env['GITHUB_JOB'] || 'evals',
    ...(env['GITHUB_SHA'] ? { sha: env['GITHUB_SHA'] } : {}),
    ...(env['GITHUB_REF'] ? { ref: env['GITHUB_REF'] } : {}),
    ...(env['GITHUB_RUN_ID'] ? { runId: env['GITHUB_RUN_ID'] } : {}),
  }
}

export { displayPath } from '../paths.js'

const SHA_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/

/**
 * The base commit of a pull request's run (`pull_request.base.sha` of the event), whose config
 * holds the gate policy the run applies (issue 33 row I, src/discover/base-policy.ts); undefined on
 * every other event (push, schedule, release, dispatch), which use the config of the commit under test.
 */
export function policyRefOf(ctx: Pick<ActionContext, 'eventName' | 'payload'>): string | undefined {
  if (!/^pull_request/.test(ctx.eventName)) return undefined
  const pr = ctx.payload['pull_request'] as { base?: { sha?: unknown } } | null | undefined
  const sha = pr && typeof pr === 'object' ? pr.base?.sha : undefined
  return typeof sha === 'string' && SHA_RE.test(sha) ? sha : undefined
}

/** `loadRepo`'s options for this run: the base's policy on a pull request. */
export function repoOptions(ctx: Pick<ActionContext, 'eventName' | 'payload'>): { policyRef?: string } {
  const policyRef = policyRefOf(ctx)
  return policyRef ? { policyRef } : {}
}
