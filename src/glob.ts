/**
 * The part of glob compilation that every glob dialect of skill-evals shares: `*` and `**`.
 *
 * There are three glob → RegExp compilers, and they stay separate because their semantics
 * differ on purpose (see each one's comment):
 * - `checks/check-schema.ts` `globToRegExp` — output globs written in eval checks: strict (bad
 *   syntax throws, so it can be reported as a finding), normalises `./` and `\`, inline `{a,b}`
 *   alternation, `[...]` may not contain `/`, a globstar folder (`**` then `/`) matches
 *   non-empty folders only.
 * - `run/tools.ts` `globToRegExp` — the model-facing Glob/Grep tools: lenient (never throws;
 *   an unterminated `[` or `{` is literal), `{a,b}` expanded before compiling, so `**` inside a
 *   brace works as a globstar, and a trailing globstar folder also matches files below.
 * - `plan/changes.ts` `globToRegExp` — GitHub `paths` filter semantics: no classes or braces,
 *   a trailing `/` means everything below.
 *
 * What they agree on lives here: how `*` and `**` are read.
 */

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
