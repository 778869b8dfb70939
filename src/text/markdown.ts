/**
 * Markdown helpers. Every untrusted string that reaches a comment or summary goes through these.
 *
 * `mdEscape` escapes only what GitHub-flavoured Markdown would otherwise interpret at an inline
 * position (a table cell, a list item, a paragraph): emphasis (`*`, `_`, `~`), links and images
 * (`[`, `]`), raw HTML and autolinks (`<`, `>`, character references), table pipes, backslashes,
 * mentions, and a block marker at the very start. Parentheses, `#` mid-line, `!`, `+`, `.`, `{}`
 * are left alone: GFM shows them as written. Code spans written in the text (`` `main` ``) stay
 * code spans (their content is shown verbatim by GFM; only `|` is escaped, which GFM tables
 * require even inside code). A backtick that opens no code span is escaped.
 */

/** Escape text for a Markdown table cell or inline position: no HTML, no links, no mentions. */
/**
 * A character of a URL percent-encoded (UTF-8, upper-case hex), including the marks
 * encodeURIComponent leaves as they are (`(`, `)`, `'`, …): for characters that would end or
 * break a Markdown link target.
 */
export function percentEncoded(c: string): string {
  const e = encodeURIComponent(c)
  return e !== c ? e : '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')
}

export function mdEscape(text: string): string {
  const flat = text.replace(/\s*[\r\n]+\s*/g, ' ')
  let out = ''
  let i = 0
  let plainStart = 0
  while (i < flat.length) {
    if (flat[i] !== '`') {
      i++
      continue
    }
    let n = 1
    while (flat[i + n] === '`') n++
    const close = findRun(flat, i + n, n)
    if (close < 0) {
      i += n // a lone run: escaped with the plain text around it
      continue
    }
    out += escapePlain(flat.slice(plainStart, i), plainStart === 0) + flat.slice(i, close + n).replace(/\|/g, '\\|')
    i = close + n
    plainStart = i
  }
  out += escapePlain(flat.slice(plainStart), plainStart === 0)
  return out
}

/** Start of the next run of exactly `n` backticks at or after `from`, or -1. */
function findRun(s: string, from: number, n: number): number {
  let j = from
  while (j < s.length) {
    if (s[j] !== '`') {
      j++
      continue
    }
    let m = 1
    while (s[j + m] === '`') m++
    if (m === n) return j
    j += m
  }
  return -1
}

function escapePlain(s: string, atLineStart: boolean): string {
  let out = s
    .replace(/[\\`*_~[\]|<>]|&(?=#?[A-Za-z0-9]+;)/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : '\\' + c))
    .replace(/@(?=[A-Za-z0-9])/g, '@\u200b')
  // At the start of a line, `#`, `-`, `+`, `=`, `1.` and `1)` would open a block.
  if (atLineStart) out = out.replace(/^(\s*)([#+=-]|\d+(?=[.)]))/, (_m, sp: string, mark: string) => (/\d/.test(mark) ? `${sp}${mark}\\` : `${sp}\\${mark}`))
  return out
}

/** Inline code: content shown verbatim (backticks inside are neutralised). */
export function mdCode(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ').replace(/`/g, 'ˋ').replace(/\|/g, '\\|')
  return '`' + clean + '`'
}
