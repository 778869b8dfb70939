/**
 * Issue 33 row L: YAML nested 100,000 levels deep (`a: [[[[…]]]]`, 200 KB) made the parser
 * overflow the stack ("Maximum call stack size exceeded"). The nesting is measured before parsing,
 * in one linear pass, and a file deeper than any real config or frontmatter gets a clear finding.
 *
 * Flow collections (`[`, `{`) are counted outside quoted scalars and comments; block nesting
 * (indentation) is bounded by the size caps (a 1 MiB file cannot indent more than ~1,400 levels,
 * which the parser handles).
 */

/** Deeper than this is refused (configs and frontmatter use a handful of levels). */
export const MAX_YAML_DEPTH = 100

/** The offset of the first flow opener deeper than `max`, or undefined. */
export function yamlTooDeep(text: string, max = MAX_YAML_DEPTH): number | undefined {
  let depth = 0
  let quote: '"' | "'" | undefined
  let lineStart = true
  let prevSpace = true
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (quote !== undefined) {
      if (quote === '"' && c === 0x5c /* \ */) i++
      else if (c === quote.charCodeAt(0)) {
        if (quote === "'" && text.charCodeAt(i + 1) === 0x27) i++ // '' inside a single-quoted scalar
        else quote = undefined
      }
      lineStart = c === 0x0a
      continue
    }
    if (c === 0x23 /* # */ && (lineStart || prevSpace)) {
      const nl = text.indexOf('\n', i)
      if (nl < 0) break
      i = nl
      lineStart = true
      prevSpace = true
      continue
    }
    if (c === 0x22 || c === 0x27) quote = c === 0x22 ? '"' : "'"
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i
    } else if (c === 0x5d || c === 0x7d) depth = Math.max(0, depth - 1)
    lineStart = c === 0x0a
    prevSpace = c === 0x20 || c === 0x09 || c === 0x0a
  }
  return undefined
}
