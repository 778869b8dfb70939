/**
 * GitHub REST client: `@actions/github`'s Octokit (paginate + REST methods, proxy-aware fetch)
 * pointed at `GITHUB_API_URL`, plus one minimal rate-limit rule: a 429, or a 403 whose
 * `x-ratelimit-remaining` is 0 or that carries `retry-after`, is retried once after the wait
 * the server asks for (capped; a longer wait rethrows at once).
 */
import { getOctokit } from '@actions/github'

export type GitHubClient = ReturnType<typeof getOctokit>

/** What the adapters log through (`@actions/core` fits). */
export interface Logger {
  info(message: string): void
  warning(message: string): void
}

export interface ClientOptions {
  /** API base URL; default `GITHUB_API_URL`, then https://api.github.com. */
  baseUrl?: string
  env?: NodeJS.ProcessEnv
  /** Longest wait honoured before the single retry (seconds). Default 60. */
  maxRetryAfterSeconds?: number
  /** For tests. */
  sleep?: (ms: number) => Promise<void>
  log?: Logger
  userAgent?: string
}

interface HttpErrorLike {
  status?: number
  response?: { headers?: Record<string, string | number | undefined> }
}

/** Seconds to wait before retrying a rate-limited answer, or undefined if not rate-limited. */
export function rateLimitWait(err: unknown, nowMs = Date.now()): number | undefined {
  const e = err as HttpErrorLike | undefined
  const status = e?.status
  if (status !== 403 && status !== 429) return undefined
  const h = e?.response?.headers ?? {}
  const header = (k: string): string | undefined => {
    const v = h[k] ?? h[k.toLowerCase()]
    return v === undefined ? undefined : String(v)
  }
  const retryAfter = header('retry-after')
  const remaining = header('x-ratelimit-remaining')
  const reset = header('x-ratelimit-reset')
  if (status === 403 && retryAfter === undefined && remaining !== '0') return undefined // a permission error
  if (retryAfter !== undefined) {
    const secs = Number(retryAfter)
    if (Number.isFinite(secs)) return Math.max(0, secs)
    const at = Date.parse(retryAfter)
    if (Number.isFinite(at)) return Math.max(0, (at - nowMs) / 1000)
  }
  if (reset !== undefined && Number.isFinite(Number(reset))) return Math.max(0, Number(reset) - nowMs / 1000)
  return 60 // secondary limit without a hint: GitHub's docs say wait at least a minute
}

export function createGitHubClient(token: string, opts: ClientOptions = {}): GitHubClient {
  const env = opts.env ?? process.env
  const baseUrl = (opts.baseUrl ?? env['GITHUB_API_URL'] ?? 'https://api.github.com').replace(/\/+$/, '')
  const octokit = getOctokit(token, { baseUrl, ...(opts.userAgent ? { userAgent: opts.userAgent } : {}) })
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const max = opts.maxRetryAfterSeconds ?? 60
  octokit.hook.wrap('request', async (request, options) => {
    try {
      return await request(options)
    } catch (err) {
      const wait = rateLimitWait(err)
      if (wait === undefined || wait > max) throw err
      opts.log?.warning(`GitHub API rate limit hit on ${options.method} ${options.url}; retrying once in ${Math.ceil(wait)} s.`)
      await sleep(Math.ceil(wait * 1000))
      return await request(options)
    }
  })
  return octokit
}

