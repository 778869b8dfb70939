/**
 * Reading an Octokit error: its HTTP status and its message. Apart from the REST client
 * (./client.ts, which brings Octokit and its HTTP stack) so the adapters and the publisher load
 * that only when they call GitHub.
 */

/** HTTP status of an Octokit error, if any. */
export function statusOf(err: unknown): number | undefined {
  const s = (err as { status?: unknown } | undefined)?.status
  return typeof s === 'number' ? s : undefined
}

/** Message of an Octokit error including the `errors[]` details of a 422. */
export function messageOf(err: unknown): string {
  const e = err as { message?: unknown; response?: { data?: unknown } } | undefined
  const base = typeof e?.message === 'string' ? e.message : String(err)
  const data = e?.response?.data as { errors?: unknown } | undefined
  const extra = Array.isArray(data?.errors)
    ? data!.errors
        .map((x) => (typeof x === 'string' ? x : typeof (x as { message?: unknown })?.message === 'string' ? (x as { message: string }).message : ''))
        .filter(Boolean)
        .join('; ')
    : ''
  return extra && !base.includes(extra) ? `${base} (${extra})` : base
}
