/**
 * Kind names (src/checks/kinds/index.ts): spellings accepted, and names of Object's own
 * properties never taken for kinds (issue 23: mutation testing of the grade part).
 */
import { describe, test, expect } from '@jest/globals'
import { CHECK_KINDS, checkSkillFiles, normalizeKind, validateCheck } from '../../src/checks/checks.js'
import type { Check } from '../../src/types.js'

describe('kind names', () => {
  test('the registry order', () => {
    expect(CHECK_KINDS).toEqual(['contains', 'not_contains', 'regex', 'file_exists', 'file_absent', 'json_schema', 'json_path', 'tool_called', 'tool_not_called', 'frontmatter', 'script'])
  })
  test('case, blanks and hyphens are forgiven; other values are no kind', () => {
    expect(normalizeKind(' File-Exists ')).toBe('file_exists')
    expect(normalizeKind('TOOL-NOT-CALLED')).toBe('tool_not_called')
    expect(normalizeKind(5)).toBeUndefined()
    expect(normalizeKind(undefined)).toBeUndefined()
    expect(normalizeKind('')).toBeUndefined()
  })
  test.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])('%s is not a kind', (k) => {
    expect(normalizeKind(k)).toBeUndefined()
    expect(validateCheck({ kind: k })[0]!.pointer).toBe('/kind')
    expect(checkSkillFiles({ kind: k } as unknown as Check, '/nonexistent')).toEqual([])
  })
  test('checkSkillFiles of a check whose kind is not a string finds nothing', () => {
    expect(checkSkillFiles({ kind: 5 } as unknown as Check, '/nonexistent')).toEqual([])
  })
})
