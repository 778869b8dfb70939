/**
 * src/v8-tiering.ts (issue 21): the front doors raise V8's tier-up budget unless the user set one,
 * and every entry of the bundle sets it before it runs anything.
 */
import { describe, expect, test } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { INTERRUPT_BUDGET, tieringFlag } from '../../src/v8-tiering.js'

describe('tieringFlag', () => {
  test('four times V8 default budget when nothing is given', () => {
    expect(INTERRUPT_BUDGET).toBe(270_336)
    expect(tieringFlag([], undefined)).toBe('--interrupt-budget=270336')
    expect(tieringFlag(['--enable-source-maps'], '--max-old-space-size=4096')).toBe('--interrupt-budget=270336')
  })

  test("the user's own budget is kept, from the node options or NODE_OPTIONS, in either spelling", () => {
    expect(tieringFlag(['--interrupt-budget=1000'], undefined)).toBeUndefined()
    expect(tieringFlag([], '--inspect --interrupt_budget=5000')).toBeUndefined()
    expect(tieringFlag(['--interrupt-budget'], '')).toBeUndefined()
    // another flag that merely starts the same way is not the budget
    expect(tieringFlag(['--interrupt-budget-for-feedback-allocation=10'], undefined)).toBe('--interrupt-budget=270336')
  })

  test('every bundled entry calls tuneTiering before anything else runs', () => {
    const entries = ['src/cli/index.ts', 'src/action/index.ts', ...readdirSync('src/action/entries').map((f) => `src/action/entries/${f}`)]
    for (const file of entries) {
      const body = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('/**') && !l.startsWith(' *') && !l.startsWith('import '))
      expect([file, body[0]?.startsWith('tuneTiering()')]).toEqual([file, true])
    }
  })
})
