/**
 * Truncation: one helper for "keep the start" and one for "keep both ends". Each caller keeps its
 * own marker text (what the transcripts, check evidence and tool results have always said), so
 * the output is the same wherever these replaced a local copy.
 */

/** `s` when it has at most `max` characters; else its first `keep` (default `max`) and `marker(omitted)`. */
export function truncateEnd(s: string, max: number, marker: (omitted: number) => string, keep = max): string {
  if (s.length <= max) return s
  return s.slice(0, keep) + marker(s.length - keep)
}

/** `s` when it has at most `max` characters; else its first `head` and last `max - head`, with `marker(omitted)` between. */
export function truncateMiddle(s: string, max: number, head: number, marker: (omitted: number) => string): string {
  if (s.length <= max) return s
  const tail = max - head
  return s.slice(0, head) + marker(s.length - head - tail) + s.slice(s.length - tail)
}
