/**
 * Globs: every glob in skill-evals is compiled by `picomatch` here. Three dialects, whose
 * semantics differ on purpose; each is picomatch with its options plus the few rules of its own:
 *
 * - `outputGlobToRegExp` — output globs written in eval checks (checks/check-schema.ts): strict
 *   (bad syntax throws, so it can be reported as a finding), `{a,b}` alternation, `[abc]`/`[!abc]`
 *   classes that may not contain `/`; `(`, `)`, `|`, `+`, `@` and a leading `!` are literal.
 * - `toolGlobToRegExp` — the model-facing Glob/Grep tools (run/tools.ts): lenient (never throws;
 *   an unterminated `[` or `{` is literal), `{a,b}` expanded before compiling (so a globstar
 *   inside a brace also matches zero folders, which picomatch's own braces do not), a pattern
 *   ending in a globstar folder and a slash also matches the files below, optional RegExp flags.
 * - `pathFilterToRegExp` — GitHub `paths` filter semantics (plan/changes.ts, plan/mode.ts): only
 *   `*`, `**` and `?` are special (classes, braces and the rest are literal); a trailing `/` means
 *   everything below; `a/**` matches below `a/`, not `a` itself.
 *
 * All three: `*` and `?` stay within a path segment, `**` as a whole segment spans segments
 * (zero or more), dotfiles are matched like other files, POSIX separators, anchored.
 */
import picomatch from 'picomatch'

/** Options every dialect shares. */
const COMMON = { dot: true, posix: true, noextglob: true, nonegate: true } as const

/** Characters picomatch would read as regex groups or extglobs; literal in our globs. */
const GROUP_CHARS = /[()|+@]/g

/** Backslash-escapes `re` matches in `glob`, outside `[...]` classes (where they are literal anyway). */
function escapeOutsideClasses(glob: string, re: RegExp): string {
  let out = ''
  let inClass = false
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!
    if (c === '\\' && i + 1 < glob.length) {
      out += c + glob[i + 1]
      i++
      continue
    }
    if (!inClass && c === '[' && glob.indexOf(']', i + 2) > 0) inClass = true
    else if (inClass && c === ']') inClass = false
    re.lastIndex = 0
    out += !inClass && re.test(c) ? `\\${c}` : c
  }
  return out
}

/** A trailing `/**` matches what is below the folder, not the folder itself (picomatch matches both). */
function belowOnly(glob: string): string {
  return /(^|\/)\*\*$/.test(glob) && glob !== '**' ? `${glob}/*` : glob
}

/** `[!abc]` → `[^abc]` (picomatch reads only the caret as negation inside a class). */
function caretNegation(glob: string): string {
  return glob.replace(/(^|[^\\])\[!/g, '$1[^')
}

// ─── Output globs (strict) ───────────────────────────────────────────────────────────────

/** Throws on the syntax an output glob may not have. */
function checkOutputGlob(g: string): void {
  let braces = 0
  for (let i = 0; i < g.length; i++) {
    const c = g[i]!
    if (c === '\\') {
      if (i + 1 >= g.length) throw new Error('ends with a lone backslash')
      i++
    } else if (c === '[') {
      const end = g.indexOf(']', i + 2)
      if (end < 0) throw new Error(`unterminated '[' at position ${i + 1}`)
      if (g.slice(i + 1, end).includes('/')) throw new Error("a '[...]' class cannot contain '/'")
      i = end
    } else if (c === '{') braces++
    else if (c === '}') {
      if (braces === 0) throw new Error(`unmatched '}' at position ${i + 1}`)
      braces--
    }
  }
  if (braces > 0) throw new Error("unterminated '{'")
}

/** An output glob (already normalised: POSIX, no leading `./`) → RegExp. Throws on bad syntax. */
export function outputGlobToRegExp(glob: string): RegExp {
  checkOutputGlob(glob)
  return picomatch.makeRe(caretNegation(belowOnly(escapeOutsideClasses(glob, GROUP_CHARS))), { ...COMMON, strictBrackets: true })
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

/** One brace-free tool glob → picomatch's regex source. Braces left (unterminated) and unclosed `[` are literal. */
function toolAlternative(glob: string): string {
  let g = escapeOutsideClasses(glob, /[(){}|+@]/g)
  g = g.replace(/\[(?![^\]]+\])/g, '\\[') // a `[` with no `]` after it
  if (/(^|\/)\*\*\/$/.test(g)) g += '**' // a trailing globstar folder: the files below too
  return picomatch.makeRe(caretNegation(belowOnly(g)), { ...COMMON, nobrace: true }).source
}

/**
 * A model-facing tool glob → RegExp. Never throws. `{a,b}` is expanded first, so a `**` inside
 * a brace is a globstar like anywhere else.
 */
export function toolGlobToRegExp(glob: string, flags = ''): RegExp {
  try {
    return new RegExp(`(?:${expandBraces(glob).map(toolAlternative).join('|')})`, flags)
  } catch {
    return new RegExp(`^${glob.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags)
  }
}

// ─── Path filters (GitHub `paths` semantics) ─────────────────────────────────────────────

const filterCache = new Map<string, RegExp>()

/** A GitHub-style path filter → RegExp (cached). */
export function pathFilterToRegExp(pattern: string): RegExp {
  const cached = filterCache.get(pattern)
  if (cached) return cached
  let p = pattern.trim().replace(/\\/g, '/').replace(/^\.\//, '').replace(/^\/+/, '')
  if (p.endsWith('/')) p += '**'
  const literal = p.replace(/[[\]{}()|+@!]/g, '\\$&')
  const rx = picomatch.makeRe(belowOnly(literal), { ...COMMON, nobrace: true, nobracket: true })
  filterCache.set(pattern, rx)
  return rx
}
