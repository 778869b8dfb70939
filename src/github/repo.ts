/**
 * The repository a workflow runs for, from the environment. Kept apart from the REST client
 * (./client.ts): that module brings Octokit and its HTTP stack (about 1 MB bundled), which a
 * step that only reads its context must not load at start-up.
 */

/** `owner/repo` from `GITHUB_REPOSITORY` (or the given string). */
export function repoFromEnv(env: NodeJS.ProcessEnv = process.env, full?: string): { owner: string; repo: string } | undefined {
  const s = full ?? env['GITHUB_REPOSITORY'] ?? ''
  const m = /^([\w.-]+)\/([\w.-]+)$/.exec(s)
  return m ? { owner: m[1]!, repo: m[2]! } : undefined
}
