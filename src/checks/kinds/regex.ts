/**
 * The `regex` check kind. `pattern` (RE2 syntax, matched in linear time; `flags`) must match the response, the
 * transcript or at least one output file matching `in`.
 */
import type { Check } from '../../types.js'
import type { CheckContext, CheckKindPlugin, CheckResult } from '../kind.js'
import { result } from '../kind.js'
import { cap1, listNames, q } from '../evidence.js'
import { at, emptyNote, searched, textSources } from '../outputs.js'
import { compileSafeRegex } from '../../safe-regex.js'

async function runRegex(check: Check, ctx: CheckContext): Promise<CheckResult> {
  const pattern = check['pattern'] as string
  const flags = typeof check['flags'] === 'string' ? check['flags'] : ''
  const shown = `/${pattern}/${flags}`
  const s = await textSources(check['in'], ctx)
  if (s.noMatch) return result(false, `${cap1(s.noMatch)}; could not match ${shown}`)
  const matched: string[] = []
  const unmatched: string[] = []
  // Linear time whatever the pattern (RE2 syntax, src/safe-regex.ts): the pattern is untrusted.
  const re = compileSafeRegex(pattern, flags)
  for (const src of s.sources) {
    const m = re.exec(src.text)
    if (m) matched.push(`${at(src, m.index)}: ${q(m.text, 120)}`)
    else unmatched.push(src.label)
  }
  if (matched.length > 0) {
    const others = s.glob && unmatched.length > 0 ? ` (no match in ${listNames(unmatched)})` : ''
    return result(true, `${shown} matched in ${matched.slice(0, 5).join('; ')}${others}`)
  }
  return result(false, `${shown} did not match ${searched(s)}${emptyNote(s)}`)
}

export const regex: CheckKindPlugin = {
  required: ['pattern'],
  fields: { pattern: 'string', flags: 'any', in: 'string' },
  run: runRegex,
}
