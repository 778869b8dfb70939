/**
 * Globs: every glob in skill-evals is compiled here, in three dialects whose semantics differ
 * on purpose, and every one is matched by RE2 (`compileSafeRegex`): globs come from pull
 * requests (eval checks, the config's path filters) and from the model (the Glob/Grep tools),
 * so a pattern such as `*a*a*a*a*a*a*a*b` must not take polynomial time. (picomatch was tried
 * for this module; its expressions need lookaheads, which RE2 does not have, and with
 * JavaScript's backtracking engine such a pattern froze the process: see docs/architecture.md.)
 *
 * - `outputGlobToRegExp` — output globs written in eval checks (checks/check-schema.ts): strict
 *   (bad syntax throws, so it can be reported as a finding), inline `{a,b}` alternation,
 *   `[abc]`/`[!abc]` classes that may not contain `/`, a globstar folder (`**` then `/`)
 *   matches non-empty folders only.
 * - `toolGlobToRegExp` — the model-facing Glob/Grep tools (run/tools/search.ts): lenient (an
 *   unterminated `[` or `{` is literal), `{a,b}` expanded before compiling (so `**` inside a
 *   brace works as a globstar), a trailing globstar folder also matches files below, optional
 *   RegExp flags. Throws only for a `[...]` class RE2 cannot read.
 * - `pathFilterToRegExp` — GitHub `paths` filter semantics (plan/changes.ts): only `*`, `**`
 *   and `?` are special (classes, braces and the rest are literal); a trailing `/` means
 *   everything below; `a/**` matches below `a/`, not `a` itself.
 *
 * All three: `*` and `?` stay within a path segment, `**` as a whole segment spans segments,
 * dotfiles are matched like other files, POSIX separators, anchored.
 */
import { compileSafeRegex, type SafeRegex } from './safe-regex.js'

/** Regex for a `*` or `**` that is not a whole path segment: anything within one segment. */
const IN_SEGMENT = '[^/]*'

/**
 * Translate the star at `pattern[i]` (which must be `*`). A `**` that is a whole path segment
 * is a globstar: at the end of the pattern it becomes `.*`; followed by `/` it becomes
 * `globstarDir` (the dialect's "zero or more folders", which also consumes the `/`). Any other
 * `*` or `**` stays within one segment.
 *
 * Returns the regex fragment and the index of the last pattern character consumed.
 */
export function translateStar(pattern: string, i: number, globstarDir: string): { re: string; last: number } {
  if (pattern[i + 1] !== '*') return { re: IN_SEGMENT, last: i }
  const atStart = i === 0 || pattern[i - 1] === '/'
  const atEnd = i + 2 === pattern.length || pattern[i + 2] === '/'
  if (!atStart || !atEnd) return { re: IN_SEGMENT, last: i + 1 }
  if (pattern[i + 2] === '/') return { re: globstarDir, last: i + 2 }
  return { re: '.*', last: i + 1 }
}

/** A `[...]` class of a glob: negated (`[!…]` or `[^…]`), its members, the index of its `]`. */
interface GlobClass {
  neg: boolean
  body: string
  end: number
}

/**
 * The class that opens at `pattern[i]` (a `[`), or null when no `]` closes it. As in shells, a
 * `]` first in the class (after any `!` or `^`) is a member, not its end: `[]]` is the class of
 * `]`, `[!]]` any character but `]`.
 */
function readClass(pattern: string, i: number): GlobClass | null {
  let start = i + 1
  const neg = pattern[start] === '!' || pattern[start] === '^'
  if (neg) start++
  const end = pattern.indexOf(']', start + 1)
  return end < 0 ? null : { neg, body: pattern.slice(start, end), end }
}

/**
 * A glob class as a JavaScript-syntax regex class. Its members stand for themselves (a `\`, `]`,
 * `[` or `^` is escaped; `-` keeps making ranges), and a negated class never matches `/`: a class
 * is one character of one path segment, like `?`.
 */
function classSource(cls: GlobClass): string {
  return `[${cls.neg ? '^/' : ''}${cls.body.replace(/[\\\][^]/g, '\\$&')}]`
}

// ─── Output globs (strict) ───────────────────────────────────────────────────────────────

/** An output glob (already normalised: POSIX, no leading `./`) → matcher. Throws on bad syntax. */
export function outputGlobToRegExp(g: string): SafeRegex {
  let re = ''
  let braces = 0
  for (let i = 0; i < g.length; i++) {
    const c = g[i]!
    if (c === '\\') {
      const n = g[i + 1]
      if (n === undefined) throw new Error('ends with a lone backslash')
      re += n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
      i++
    } else if (c === '*') {
      const star = translateStar(g, i, '(?:[^/]+/)*')
      re += star.re
      i = star.last
    } else if (c === '?') {
      re += '[^/]'
    } else if (c === '[') {
      const cls = readClass(g, i)
      if (!cls) throw new Error(`unterminated '[' at position ${i + 1}`)
      if (cls.body.includes('/')) throw new Error("a '[...]' class cannot contain '/'")
      re += classSource(cls)
      i = cls.end
    } else if (c === '{') {
      braces++
      re += '(?:'
    } else if (c === '}') {
      if (braces === 0) throw new Error(`unmatched '}' at position ${i + 1}`)
      braces--
      re += ')'
    } else if (c === ',' && braces > 0) {
      re += '|'
    } else {
      re += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    }
  }
  if (braces > 0) throw new Error("unterminated '{'")
  return compileSafeRegex(`^${re}$`)
}

// ─── Tool globs (lenient) ────────────────────────────────────────────────────────────────

/** Expand `{a,b}` alternatives (nested allowed) into plain glob patterns. */
function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{')
  if (open === -1) return [pattern]
  let depth = 0
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '{') depth++
    else if (c === '}') {
      depth--
      if (depth === 0) {
        const inner = pattern.slice(open + 1, i)
        const parts: string[] = []
        let d = 0
        let start = 0
        for (let j = 0; j < inner.length; j++) {
          if (inner[j] === '{') d++
          else if (inner[j] === '}') d--
          else if (inner[j] === ',' && d === 0) {
            parts.push(inner.slice(start, j))
            start = j + 1
          }
        }
        parts.push(inner.slice(start))
        const pre = pattern.slice(0, open)
        const post = pattern.slice(i + 1)
        return parts.flatMap((p) => expandBraces(pre + p + post))
      }
    }
  }
  return [pattern]
}

/** One tool glob without braces → regex source over POSIX relative paths. */
function toolGlobSource(pattern: string): string {
  let re = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === '*') {
      const star = translateStar(pattern, i, '(?:[^/]*(?:/|$))*') // zero or more directories
      re += star.re
      i = star.last
    } else if (c === '?') re += '[^/]'
    else if (c === '[') {
      const cls = readClass(pattern, i)
      if (!cls) re += '\\['
      else {
        re += classSource(cls)
        i = cls.end
      }
    } else if ('\\^$.|+(){}'.includes(c)) re += '\\' + c
    else re += c
  }
  return re
}

/** The model's glob as a linear-time matcher. Throws when a `[...]` class is not valid. */
export function toolGlobToRegExp(pattern: string, flags = ''): SafeRegex {
  return compileSafeRegex(`^(?:${expandBraces(pattern).map(toolGlobSource).join('|')})$`, flags)
}

// ─── Path filters (GitHub `paths` semantics) ─────────────────────────────────────────────

/**
 * `*` matches within one path segment, `**` any number of segments (`a/**` matches everything
 * below `a/`, not `a` itself), `?` one character. A pattern with a trailing slash
 * (`references/`) also matches everything below it.
 */
export function pathFilterToRegExp(pattern: string): SafeRegex {
  let p = pattern.trim().replace(/\\/g, '/').replace(/^\.\//, '').replace(/^\/+/, '')
  if (p.endsWith('/')) p += '**'
  let re = ''
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!
    if (c === '*') {
      const star = translateStar(p, i, '(?:.*/)?')
      re += star.re
      i = star.last
    } else if (c === '?') re += '[^/]'
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return compileSafeRegex(`^${re}$`) // compiled once per pattern (compileSafeRegex caches)
}
