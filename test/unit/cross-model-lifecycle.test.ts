import { describe, expect, test } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SDK_DEPRECATED_MODELS, SDK_DEPRECATED_MODELS_VERSION, modelLifecycle, parseSdkDate } from '../../src/aggregate/model-lifecycle.js'

const sdkDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', '@anthropic-ai', 'sdk')

describe('model lifecycle', () => {
  test("the copied table matches the installed SDK's src/internal/data/deprecated-models.ts", async () => {
    const pkg = JSON.parse(await readFile(join(sdkDir, 'package.json'), 'utf8')) as { version: string }
    const src = await readFile(join(sdkDir, 'src', 'internal', 'data', 'deprecated-models.ts'), 'utf8')
    const entries = Object.fromEntries([...src.matchAll(/'([^']+)':\s*'([^']+)'/g)].map((m) => [m[1], m[2]]))
    expect(Object.keys(entries).length).toBeGreaterThan(0)
    // An SDK upgrade that changes the table must update the copy (and its version).
    expect(entries).toEqual(SDK_DEPRECATED_MODELS)
    expect(pkg.version).toBe(SDK_DEPRECATED_MODELS_VERSION)
  })

  test('parseSdkDate reads the SDK date text and ISO dates', () => {
    expect(parseSdkDate('January 22nd, 2027')).toBe('2027-01-22')
    expect(parseSdkDate('June 30th, 2026')).toBe('2026-06-30')
    expect(parseSdkDate('November 1st, 2026')).toBe('2026-11-01')
    expect(parseSdkDate('2027-03-04T00:00:00Z')).toBe('2027-03-04')
    expect(parseSdkDate('soon')).toBeNull()
    expect(parseSdkDate('Smarch 3rd, 2026')).toBeNull()
  })

  test('deprecated, near end of life, retired once past the date; dated ids; unknown models', () => {
    const nov1 = new Date('2026-11-01T00:00:00Z')
    expect(modelLifecycle('claude-sonnet-4-5', { now: nov1 })).toMatchObject({
      status: 'deprecated', end_of_life: '2026-11-30', days_left: 29, near_end_of_life: true, source: 'sdk-table',
    })
    expect(modelLifecycle('claude-sonnet-4-5-20250929', { now: nov1 }).end_of_life).toBe('2026-11-30')
    expect(modelLifecycle('claude-opus-4-5', { now: nov1 })).toMatchObject({ status: 'deprecated', end_of_life: '2027-01-22', near_end_of_life: false })
    expect(modelLifecycle('claude-opus-4-5', { now: nov1, warnDays: 90 }).near_end_of_life).toBe(true)
    expect(modelLifecycle('claude-mythos-preview', { now: nov1 })).toMatchObject({ status: 'retired', end_of_life: '2026-06-30' })
    expect(modelLifecycle('claude-sonnet-5-5', { now: nov1 })).toMatchObject({ status: 'unknown', end_of_life: null, near_end_of_life: false, source: 'none' })
  })

  test('live Models API data wins over the table', () => {
    const now = new Date('2026-11-01T00:00:00Z')
    const live = { id: 'claude-sonnet-5', lifecycle: 'deprecated' as const, retires_at: '2026-12-15T00:00:00Z', deprecated_at: '2026-10-01T00:00:00Z' }
    expect(modelLifecycle('claude-sonnet-5', { now, live })).toMatchObject({ status: 'deprecated', end_of_life: '2026-12-15', days_left: 44, near_end_of_life: true, source: 'models-api' })
    const active = { id: 'claude-opus-5-5', lifecycle: 'active' as const, retires_at: null, deprecated_at: null }
    expect(modelLifecycle('claude-opus-5-5', { now, live: active })).toMatchObject({ status: 'active', near_end_of_life: false, message: 'active.' })
  })
})
