/** Evidence text of the check kinds: quoting, lists, line numbers, excerpts, caps. */
import { truncateEnd } from '../text/truncate.js'

export const MAX_EVIDENCE = 3000
export const SCRIPT_OUTPUT_CAP = 4096

export function cap(s: string, max = MAX_EVIDENCE): string {
  return truncateEnd(s, max, (n) => ` … [${n} more chars]`, max - 20)
}

/** JSON-quoted, single-line, truncated. */
export function q(v: unknown, max = 80): string {
  let s: string
  try {
    s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v))
  } catch {
    s = String(v)
  }
  return s.length > max ? s.slice(0, max - 4) + '…' + s.slice(-1) : s
}

export function listNames(items: string[], max = 8): string {
  if (items.length === 0) return '(none)'
  const shown = items.slice(0, max).join(', ')
  return items.length > max ? `${shown}, … (${items.length - max} more)` : shown
}

export function lineAt(text: string, index: number): number {
  let line = 1
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/** A one-line excerpt around [index, index+len). */
export function snippet(text: string, index: number, len: number, around = 40): string {
  const start = Math.max(0, index - around)
  const end = Math.min(text.length, index + len + around)
  const s = (start > 0 ? '…' : '') + text.slice(start, end) + (end < text.length ? '…' : '')
  return JSON.stringify(s.replace(/\s+/g, ' '))
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

export function rangeText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}` : `${min}..${max}`
  if (min !== undefined) return `at least ${min}`
  return `at most ${max}`
}

export function cap1(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}
