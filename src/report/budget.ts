/**
 * Size budgets for text GitHub stores: PR comments and job summaries. The same strategy as
 * dorny/test-reporter's `get-report.ts`: render with less and less detail until the text fits,
 * and only then trim at a line boundary, closing whatever the cut left open (a code fence,
 * `<details>` blocks) and saying that the report was truncated.
 *
 * Limits (shared/reference/actions.md §0, §3, §6.2):
 *   PR / issue comment   422 "maximum is 65536 characters"; the server was measured to count
 *                        262,144 UTF-8 bytes. We keep BOTH: fewer than 65,536 UTF-16 code units
 *                        (`string.length`) and fewer than 262,144 bytes.
 *   job summary          1 MiB (1,048,576 bytes) per step; over it the upload fails.
 * Comparisons are strict (`<`), so a text that fits is always accepted whichever way it is counted.
 */
import { utf8Bytes } from '../text/utf8.js'

export interface Budget {
  /** Exclusive upper bound on `text.length` (UTF-16 code units). */
  maxChars?: number
  /** Exclusive upper bound on the UTF-8 byte length. */
  maxBytes?: number
}

export const COMMENT_MAX_CHARS = 65_536
export const COMMENT_MAX_BYTES = 262_144
export const STEP_SUMMARY_MAX_BYTES = 1_048_576

export { utf8Bytes }

export function fits(text: string, budget: Budget): boolean {
  if (text.length >= (budget.maxChars ?? Infinity)) return false
  // Bytes are only counted when there is a byte limit.
  if (budget.maxBytes === undefined) return true
  return utf8Bytes(text) < budget.maxBytes
}

/** The first rendering that fits, trying `renders` in order (most detailed first); undefined if none. */
export function firstFitting(renders: Iterable<() => string>, budget: Budget): string | undefined {
  for (const render of renders) {
    const text = render()
    if (fits(text, budget)) return text
  }
  return undefined
}

/**
 * The largest n in [lo, hi] for which `render(n)` fits (binary search; `render` must grow with n),
 * with its text; undefined when even `render(lo)` does not fit.
 */
export function largestFitting(lo: number, hi: number, render: (n: number) => string, budget: Budget): { n: number; text: string } | undefined {
  const first = render(lo)
  if (!fits(first, budget)) return undefined
  let best = { n: lo, text: first }
  // Stryker disable next-line ArithmeticOperator: equivalent, render(lo) fits, so a search from lo - 1 ends at the same largest n
  let a = lo + 1
  let b = hi
  while (a <= b) {
    const mid = Math.floor((a + b) / 2)
    const text = render(mid)
    if (fits(text, budget)) {
      best = { n: mid, text }
      a = mid + 1
    } else {
      b = mid - 1
    }
  }
  return best
}

/** Cut `text` to at most `max` code units on a code-point boundary, marking the cut with `…`. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  // max 1 → '…' by the general path below.
  if (max < 1) return ''
  let end = max - 1
  // Do not split a surrogate pair.
  const code = text.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff) end--
  return text.slice(0, end) + '…'
}

interface OpenState {
  fence: string | null
  details: number
}

function step(state: OpenState, line: string): OpenState {
  const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line)
  if (fence) {
    const mark = fence[1]!
    if (state.fence === null) return { ...state, fence: mark }
    if (mark[0] === state.fence[0] && mark.length >= state.fence.length && line.trim() === mark) return { ...state, fence: null }
    return state
  }
  if (state.fence !== null) return state
  const opens = (line.match(/<details\b/gi) ?? []).length
  const closes = (line.match(/<\/details>/gi) ?? []).length
  return { ...state, details: Math.max(0, state.details + opens - closes) }
}

function closers(state: OpenState): string {
  let out = ''
  if (state.fence !== null) out += state.fence + '\n'
  for (let i = 0; i < state.details; i++) out += '\n</details>\n'
  return out
}

/**
 * Keep as many whole lines of `text` as fit together with the closers of whatever they leave
 * open and `notice`; cut the first line by characters when not even one line fits.
 * The result always fits unless `notice` alone does not.
 */
export function trimToBudget(text: string, budget: Budget, notice: string): string {
  if (fits(text, budget)) return text
  const tail = '\n\n' + notice + '\n'
  const maxChars = budget.maxChars ?? Infinity
  const maxBytes = budget.maxBytes ?? Infinity
  const lines = text.split('\n')
  let state: OpenState = { fence: null, details: 0 }
  // Sizes are tracked incrementally: re-measuring the whole prefix per line would be quadratic.
  let chars = 0
  let bytes = 0
  let kept = 0
  let keptState = state
  for (const line of lines) {
    const nextChars = chars + line.length + 1
    const nextBytes = bytes + utf8Bytes(line) + 1
    const nextState = step(state, line)
    const suffix = closers(nextState) + tail
    if (nextChars + suffix.length >= maxChars || nextBytes + utf8Bytes(suffix) >= maxBytes) break
    chars = nextChars
    bytes = nextBytes
    state = nextState
    kept++
    keptState = nextState
  }
  if (kept > 0) return lines.slice(0, kept).join('\n') + '\n' + closers(keptState) + tail
  // Not even the first line fits: cut it by characters.
  const first = lines[0] ?? ''
  let lo = 0
  let hi = first.length
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (fits(clip(first, mid) + tail, budget)) lo = mid
    else hi = mid - 1
  }
  return clip(first, lo) + tail
}
