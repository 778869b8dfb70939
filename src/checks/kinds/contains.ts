/**
 * The `contains` check kind. `value` (a string or a list): each value must appear in the response, the transcript or
 * at least one output file matching `in` (case-insensitive unless `case_sensitive`); no matching file
 * fails.
 */
import type { Check } from '../../types.js'
import type { CheckContext, CheckKindPlugin, CheckResult } from '../kind.js'
import { result } from '../kind.js'
import { cap1, listNames, q, snippet } from '../evidence.js'
import { at, emptyNote, searched, textSources, type TextSource } from '../outputs.js'

/** contains, and with `negate` not_contains. */
export async function runContains(check: Check, ctx: CheckContext, negate: boolean): Promise<CheckResult> {
  const values = (Array.isArray(check['value']) ? check['value'] : [check['value']]) as string[]
  const cs = check['case_sensitive'] === true
  const how = cs ? 'case-sensitive' : 'case-insensitive'
  const s = await textSources(check['in'], ctx)
  if (s.noMatch) {
    return negate
      ? result(true, `${cap1(s.noMatch)}, so nothing can contain ${listNames(values.map((v) => q(v)))} (passes)`)
      : result(false, `${cap1(s.noMatch)}; could not look for ${listNames(values.map((v) => q(v)))}`)
  }
  const hits: { value: string; src: TextSource; index: number }[] = []
  const misses: string[] = []
  for (const v of values) {
    let hit: { value: string; src: TextSource; index: number } | undefined
    for (const src of s.sources) {
      const index = cs ? src.text.indexOf(v) : src.text.toLowerCase().indexOf(v.toLowerCase())
      if (index >= 0) {
        hit = { value: v, src, index }
        break
      }
    }
    if (hit) hits.push(hit)
    else misses.push(v)
  }
  const found = hits.map((h) => `${q(h.value)} in ${at(h.src, h.index)}: ${snippet(h.src.text, h.index, h.value.length)}`)
  if (!negate) {
    if (misses.length === 0) {
      return result(true, `Found ${values.length === 1 ? '' : `all ${values.length} values `}(${how}) — ${found.join('; ')}`)
    }
    const foundPart = hits.length > 0 ? ` Found: ${hits.map((h) => `${q(h.value)} (${at(h.src, h.index)})`).join(', ')}.` : ''
    return result(false, `Missing ${listNames(misses.map((m) => q(m)))} (${how}) in ${searched(s)}${emptyNote(s)}.${foundPart}`)
  }
  if (hits.length === 0) return result(true, `None of ${listNames(values.map((v) => q(v)))} appears (${how}) in ${searched(s)}`)
  return result(false, `Found (${how}) ${found.join('; ')}`)
}

export const contains: CheckKindPlugin = {
  required: ['value'],
  fields: { value: 'strings', in: 'string', case_sensitive: 'boolean' },
  run: (c, x) => runContains(c, x, false),
}
