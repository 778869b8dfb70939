/**
 * The `tool_called` check kind. The agent called the tool `tool` (at least once, or as many times as `count` says),
 * optionally with an input that contains `input` (a deep subset).
 */
import type { Check, ToolCallRecord } from '../../types.js'
import type { CheckContext, CheckKindPlugin, CheckResult } from '../kind.js'
import { result } from '../kind.js'
import { listNames, plural, q, rangeText } from '../evidence.js'
import { deepEqual } from '../outputs.js'
import { isObject } from '../../text/object.js'

/** undefined when `expected` is a deep subset of `actual`; else where they differ. */
function subsetMismatch(expected: unknown, actual: unknown, at = 'input'): string | undefined {
  if (isObject(expected)) {
    if (!isObject(actual)) return `${at} is ${q(actual, 60)}, expected an object`
    for (const [k, v] of Object.entries(expected)) {
      if (!Object.prototype.hasOwnProperty.call(actual, k)) return `${at}.${k} is missing`
      const d = subsetMismatch(v, actual[k], `${at}.${k}`)
      if (d) return d
    }
    return undefined
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at} is ${q(actual, 60)}, expected a list`
    if (actual.length !== expected.length) return `${at} has ${actual.length} items, expected ${expected.length}`
    for (const [i, item] of expected.entries()) {
      const d = subsetMismatch(item, actual[i], `${at}[${i}]`)
      if (d) return d
    }
    return undefined
  }
  return deepEqual(expected, actual) ? undefined : `${at} is ${q(actual, 60)}, expected ${q(expected, 60)}`
}

/** tool_called, and with `negate` tool_not_called. */
export async function runToolCalled(check: Check, ctx: CheckContext, negate: boolean): Promise<CheckResult> {
  const tool = check['tool'] as string
  const calls = Array.isArray(ctx.toolCalls) ? ctx.toolCalls : []
  const named = calls.filter((c) => c.name === tool)
  const hasInput = 'input' in check
  const matching = hasInput ? named.filter((c) => subsetMismatch(check['input'], c.input) === undefined) : named
  const turns = (cs: ToolCallRecord[]): string => listNames(cs.map((c) => String(c.turn)), 10)
  const withInput = hasInput ? ` with input matching ${q(check['input'], 100)}` : ''
  const inventory = (): string => {
    const counts = new Map<string, number>()
    for (const c of calls) counts.set(c.name, (counts.get(c.name) ?? 0) + 1)
    return counts.size === 0 ? 'no tools were called' : `tools called: ${[...counts].map(([n, k]) => `${n} ×${k}`).join(', ')}`
  }
  const whyNot = (): string => {
    if (!hasInput || named.length === 0) return ''
    const diffs = named.slice(0, 3).map((c) => `turn ${c.turn}: ${subsetMismatch(check['input'], c.input)}`)
    return `; '${tool}' was called ${plural(named.length, 'time')} but the input differs (${diffs.join('; ')})`
  }
  if (negate) {
    if (matching.length === 0) return result(true, `'${tool}' was not called${withInput}${whyNot()} (${inventory()})`)
    const first = matching[0]!
    return result(false, `'${tool}' was called ${plural(matching.length, 'time')}${withInput} (turns ${turns(matching)}); first input: ${q(first.input, 160)}`)
  }
  const count = isObject(check['count']) ? check['count'] : {}
  const min = typeof count['min'] === 'number' ? count['min'] : 1
  // Validation (runCheck) allows only a non-negative integer here.
  const max = count['max'] as number | undefined
  const n = matching.length
  const ok = n >= min && (max === undefined || n <= max)
  const expected = isObject(check['count']) ? ` (expected ${rangeText(typeof count['min'] === 'number' ? min : undefined, max)})` : ''
  if (n === 0) return result(ok, `'${tool}' was never called${withInput}${expected}${whyNot()} (${inventory()})`)
  return result(ok, `'${tool}' was called ${plural(n, 'time')}${withInput}${expected} (turns ${turns(matching)}); first input: ${q(matching[0]!.input, 160)}`)
}

export const tool_called: CheckKindPlugin = {
  required: ['tool'],
  fields: { tool: 'string', input: 'any', count: 'range' },
  run: (c, x) => runToolCalled(c, x, false),
}
