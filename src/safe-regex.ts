/**
 * Linear-time regular expressions for untrusted patterns (issue 17).
 *
 * Every pattern that comes from a pull request — a `regex` check, a `json_path` check's `regex`
 * op, the agent's Grep tool — is matched by RE2 (the `re2js` port: pure JavaScript, no native
 * build), whose running time is linear in the input whatever the pattern. A backtracking engine
 * (JavaScript's own `RegExp`) takes exponential time on `^(a+)+$` against `aaaa…!`, blocking the
 * event loop so that neither the run timeout nor SIGTERM can act.
 *
 * Syntax: JavaScript's regex syntax minus the features no linear-time engine can offer.
 * - Supported: literals, `.`, classes (`[a-z]`, `[^…]`, `\d \w \s \D \W \S`), `\b \B`, anchors
 *   `^ $`, groups `(…)`, `(?:…)`, named groups `(?<name>…)`, alternation, the quantifiers
 *   `* + ? {n} {n,} {n,m}` (greedy and lazy, counts up to 1000), `\uXXXX`, `\u{…}`, `\xXX`,
 *   `\cX`, Unicode classes `\p{…}`, lookbehind `(?<=…)` / `(?<!…)` (without captures inside).
 * - Not supported (a validation error naming the file and line): backreferences (`\1`, `\k<n>`),
 *   lookahead (`(?=…)`, `(?!…)`).
 * - Flags: `i` (case-insensitive, Unicode folding), `m` (`^`/`$` at line breaks), `s` (`.`
 *   matches `\n`); `g`, `d`, `u`, `v` are accepted and change nothing (matching is always by
 *   code point; a check only asks whether and where the first match is); `y` anchors the match
 *   at the start of the text.
 * - Differences from `RegExp` that remain: `\s` is ASCII whitespace only (`[\t\n\f\r ]`), and
 *   `.` excludes only `\n` (JavaScript also excludes `\r`, U+2028, U+2029).
 */
import type { RE2JS } from 're2js'
import { re2Engine } from './re2-engine.js'

export interface SafeMatch {
  /** UTF-16 index of the match in the text, like `RegExpExecArray.index`. */
  index: number
  /** The matched text. */
  text: string
  /** Capture groups 1…n (undefined where a group did not take part). */
  groups: (string | undefined)[]
}

export interface SafeRegex {
  readonly source: string
  readonly flags: string
  /** Whether the pattern matches anywhere in `text` (at its start with the `y` flag). */
  test(text: string): boolean
  /** The first (leftmost) match, or null. */
  exec(text: string): SafeMatch | null
  /** `/source/flags`, for messages. */
  toString(): string
}

/** Flags a pattern may carry (JavaScript's letters). */
export const SAFE_REGEX_FLAGS = 'dgimsuvy'

/** The pattern uses syntax RE2 does not have, or is not a valid pattern. */
export class UnsupportedPatternError extends Error {
  override readonly name = 'UnsupportedPatternError'
}

/** Backreferences and lookahead: features that need backtracking; the first found, or undefined. */
function backtrackingFeature(pattern: string): string | undefined {
  let inClass = false
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') {
      const n = pattern[i + 1]
      if (!inClass && n !== undefined && n >= '1' && n <= '9') return `backreferences such as '\\${n}' are not supported (linear-time RE2 syntax)`
      if (!inClass && n === 'k' && pattern[i + 2] === '<') return "named backreferences ('\\k<name>') are not supported (linear-time RE2 syntax)"
      i++
      continue
    }
    if (inClass) {
      if (c === ']') inClass = false
      continue
    }
    if (c === '[') {
      // JavaScript's rule, which the translation for RE2 follows too: a ']' right after '[' or
      // '[^' ends the class ('[]' matches nothing, '[^]' any character).
      inClass = true
      continue
    }
    if (c === '(' && pattern[i + 1] === '?' && (pattern[i + 2] === '=' || pattern[i + 2] === '!')) {
      return `lookahead ('(?${pattern[i + 2]}…)') is not supported (linear-time RE2 syntax); match the text itself instead`
    }
  }
  return undefined
}

/**
 * RE2's message for a pattern it refused, as the user should read it: without the 'error parsing
 * regexp: ' prefix, and without the inline flags (`(?i)`, `(?m)`, `(?s)`) RE2 puts before the
 * pattern it quotes for the flags given as bits: the user wrote `/a(b/m`, not `(?m)a(b`.
 */
function re2Message(e: unknown, flags: string): string {
  const msg = (e instanceof Error ? e.message : String(e)).replace(/^error parsing regexp: /, '')
  const added = [...'ims'].filter((f) => flags.includes(f)).length
  if (added === 0) return msg
  return msg.replace(new RegExp(`\`(?:\\(\\?[ims]\\)){${added}}`), '`')
}

function flagBits(RE2: typeof RE2JS, flags: string): number {
  let bits = RE2.LOOKBEHINDS
  if (flags.includes('i')) bits |= RE2.CASE_INSENSITIVE
  if (flags.includes('m')) bits |= RE2.MULTILINE
  if (flags.includes('s')) bits |= RE2.DOTALL
  return bits
}

/** Why `flags` cannot be used, or undefined. */
export function safeFlagsProblem(flags: string): string | undefined {
  const bad = [...flags].filter((c) => !SAFE_REGEX_FLAGS.includes(c))
  if (bad.length > 0) return `unknown regex flag${bad.length > 1 ? 's' : ''} ${bad.map((c) => `'${c}'`).join(', ')} (valid: d g i m s u v y)`
  if (new Set(flags).size !== flags.length) return `regex flags '${flags}' repeat a flag`
  if (flags.includes('u') && flags.includes('v')) return "regex flags 'u' and 'v' cannot be combined"
  return undefined
}

/**
 * Compiles an untrusted pattern for linear-time matching. Throws `UnsupportedPatternError` with
 * a readable reason for unsupported syntax, invalid patterns and invalid flags.
 */
export function compileSafeRegex(pattern: string, flags = ''): SafeRegex {
  // A compiled matcher is immutable, so the same pattern (an eval's check, run after run) is
  // compiled once: RE2's compile costs far more than a match on a small output.
  const key = `${flags}/${pattern}`
  const hit = compiled.get(key)
  if (hit) return hit
  const re = compileUncached(pattern, flags)
  if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value as string)
  compiled.set(key, re)
  return re
}

/** Compiled patterns by `flags/pattern`, oldest first (bounded: the Grep tool's patterns come from the model). */
const compiled = new Map<string, SafeRegex>()
const COMPILED_MAX = 256

function compileUncached(pattern: string, flags: string): SafeRegex {
  const flagProblem = safeFlagsProblem(flags)
  if (flagProblem) throw new UnsupportedPatternError(flagProblem)
  const literal = literalMatcher(pattern, flags)
  if (literal) return literal
  const feature = backtrackingFeature(pattern)
  if (feature) throw new UnsupportedPatternError(feature)
  const RE2 = re2Engine()
  let re: RE2JS
  try {
    re = RE2.compile(RE2.translateRegExp(pattern), flagBits(RE2, flags))
  } catch (e) {
    throw new UnsupportedPatternError(re2Message(e, flags))
  }
  const sticky = flags.includes('y')
  const shown = `/${pattern}/${flags}`
  return {
    source: pattern,
    flags,
    test: (text) => (sticky ? re.matcher(text).lookingAt() : re.test(text)),
    exec: (text) => {
      if (sticky) {
        const m = re.matcher(text)
        if (!m.lookingAt()) return null
        const groups: (string | undefined)[] = []
        for (let g = 1; g <= m.groupCount(); g++) groups.push(m.group(g) ?? undefined)
        return { index: 0, text: m.group(0) ?? '', groups }
      }
      const m = re.exec(text)
      if (!m) return null
      const groups = m.slice(1).map((g) => (g === null || g === undefined ? undefined : String(g)))
      return { index: (m as unknown as { index: number }).index, text: String(m[0] ?? ''), groups }
    },
    toString: () => shown
  }
}

/** Characters a JavaScript pattern gives a meaning to; escaped (`\\.`), each stands for itself. */
const META = '.*+?^${}()|[]\\/'

/**
 * A pattern that is only literal text (with `^` first and `$` last as anchors, and metacharacters
 * escaped: `^result\\.md$`, the regex of an output path without wildcards) is matched by string
 * comparison, which is what RE2 would answer, without compiling, or loading, RE2. Any flag but
 * `d g u v` (which change nothing for a literal), or anything else in the pattern: undefined.
 */
function literalMatcher(pattern: string, flags: string): SafeRegex | undefined {
  for (const f of flags) if (!'dguv'.includes(f)) return undefined
  const start = pattern.startsWith('^')
  let end = pattern.length
  let text = ''
  for (let i = start ? 1 : 0; i < end; i++) {
    const c = pattern[i]!
    if (c === '\\') {
      const n = pattern[i + 1]
      if (n === undefined || !META.includes(n)) return undefined
      text += n
      i++
    } else if (c === '$' && i === pattern.length - 1) {
      end = i
    } else if (META.includes(c)) {
      return undefined
    } else {
      text += c
    }
  }
  const anchoredEnd = end < pattern.length
  const at = (s: string): number => {
    if (start) return (anchoredEnd ? s === text : s.startsWith(text)) ? 0 : -1
    if (anchoredEnd) return s.endsWith(text) ? s.length - text.length : -1
    return s.indexOf(text)
  }
  const shown = `/${pattern}/${flags}`
  return {
    source: pattern,
    flags,
    test: (s) => at(s) >= 0,
    exec: (s) => {
      const index = at(s)
      return index < 0 ? null : { index, text, groups: [] }
    },
    toString: () => shown,
  }
}

/** Why `pattern` (with `flags`) cannot be compiled, or undefined. */
export function safeRegexProblem(pattern: string, flags = ''): string | undefined {
  try {
    compileSafeRegex(pattern, flags)
    return undefined
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

/**
 * A group that is repeated without bound and itself holds an unbounded quantifier, such as
 * `(a+)+`, `(\w*\s?)*` or `(?:x+|y){2,}`: the classic shape of catastrophic backtracking. Under RE2
 * it cannot hang, but it usually means a mistake and would hang any backtracking engine that
 * reuses the pattern. Returns the offending group's text, or undefined.
 */
export function nestedQuantifier(pattern: string): string | undefined {
  // Stack of open groups: start index and whether an unbounded quantifier occurred inside.
  const stack: { start: number; inner: boolean }[] = []
  let inClass = false
  const unboundedAt = (i: number): number => {
    // Length of an unbounded quantifier starting at i (*, +, {n,}, {n,m} with m > 1), else 0.
    const c = pattern[i]
    if (c === '*' || c === '+') return 1
    if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i))
      if (m && m[2] !== undefined && (m[3] === '' || Number(m[3]) > 1)) return m[0].length
    }
    return 0
  }
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') {
      i++
      if (!inClass && unboundedAt(i + 1) > 0 && stack.length > 0) stack[stack.length - 1]!.inner = true
      continue
    }
    if (inClass) {
      if (c === ']') {
        inClass = false
        if (unboundedAt(i + 1) > 0 && stack.length > 0) stack[stack.length - 1]!.inner = true
      }
      continue
    }
    if (c === '[') {
      inClass = true // (a ']' right after '[' or '[^' ends it, as in backtrackingFeature)
      continue
    }
    if (c === '(') {
      stack.push({ start: i, inner: false })
      continue
    }
    if (c === ')') {
      const g = stack.pop()
      if (!g) continue
      const q = unboundedAt(i + 1)
      if (q > 0 && g.inner) return pattern.slice(g.start, i + 1 + q)
      // The group's own quantifier (or its inner one) makes its parent's content unbounded.
      if ((q > 0 || g.inner) && stack.length > 0) stack[stack.length - 1]!.inner = true
      continue
    }
    if (unboundedAt(i + 1) > 0 && stack.length > 0 && c !== '|' && c !== '(') stack[stack.length - 1]!.inner = true
  }
  return undefined
}
