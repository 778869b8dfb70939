/**
 * The `file_exists` check kind. At least one output file matches the glob `path` (or as many as `count` says).
 */
import type { Check } from '../../types.js'
import type { CheckContext, CheckKindPlugin, CheckResult } from '../kind.js'
import { result } from '../kind.js'
import { cap1, listNames, plural, rangeText } from '../evidence.js'
import { matchOutputs, noMatchText } from '../outputs.js'
import { isObject } from '../../text/object.js'

/** file_exists, and with `absent` file_absent. */
export async function runFileExists(check: Check, ctx: CheckContext, absent: boolean): Promise<CheckResult> {
  const glob = check['path'] as string
  const { matches, listing } = await matchOutputs(ctx, glob)
  if (absent) {
    if (matches.length === 0) return result(true, `No file matches '${glob}' (as required)`)
    return result(false, `${plural(matches.length, 'file')} ${matches.length === 1 ? 'matches' : 'match'} '${glob}' but none should: ${listNames(matches)}`)
  }
  const count = isObject(check['count']) ? check['count'] : {}
  const min = typeof count['min'] === 'number' ? count['min'] : 1
  // Validation (runCheck) allows only a non-negative integer here.
  const max = count['max'] as number | undefined
  if (matches.length === 0 && min > 0) return result(false, cap1(noMatchText(glob, listing)))
  const ok = matches.length >= min && (max === undefined || matches.length <= max)
  const counted = `${plural(matches.length, 'file')} ${matches.length === 1 ? 'matches' : 'match'} '${glob}'`
  const expected = isObject(check['count']) ? ` (expected ${rangeText(typeof count['min'] === 'number' ? min : undefined, max)})` : ''
  return result(ok, `${counted}${expected}${matches.length > 0 ? `: ${listNames(matches)}` : ''}`)
}

export const file_exists: CheckKindPlugin = {
  required: ['path'],
  fields: { path: 'string', count: 'range' },
  pathIsGlob: true,
  run: (c, x) => runFileExists(c, x, false),
}
