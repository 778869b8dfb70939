/**
 * The `not_contains` check kind. `value` (a string or a list) must appear in none of the searched texts; no file
 * matching `in` passes (the evidence says so).
 */
import type { CheckKindPlugin } from '../kind.js'
import { runContains } from './contains.js'

export const not_contains: CheckKindPlugin = {
  required: ['value'],
  fields: { value: 'strings', in: 'string', case_sensitive: 'boolean' },
  run: (c, x) => runContains(c, x, true),
}
