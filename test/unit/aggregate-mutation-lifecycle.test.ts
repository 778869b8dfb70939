/**
 * Model lifecycle (src/aggregate/model-lifecycle.ts) as the weekly tracking issue shows it: the
 * date parsing, the status and message of each case, the warning window's edges, and the live
 * Models API lookup (real SDK against a local server).
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Anthropic from '@anthropic-ai/sdk'
import { fetchLiveModelInfo, modelLifecycle, parseSdkDate } from '../../src/aggregate/model-lifecycle.js'

const nov1 = new Date('2026-11-01T00:00:00Z')

describe('parseSdkDate', () => {
  test('every month, with or without the ordinal suffix and comma, any case, surrounding spaces', () => {
    expect(parseSdkDate('December 1st, 2027')).toBe('2027-12-01')
    expect(parseSdkDate('february 3rd, 2027')).toBe('2027-02-03')
    expect(parseSdkDate('  March 4 2027  ')).toBe('2027-03-04')
    expect(parseSdkDate('April 5th 2027')).toBe('2027-04-05')
    expect(parseSdkDate('  2027-03-04  ')).toBe('2027-03-04')
    expect(parseSdkDate('May  6th,  2027')).toBe('2027-05-06')
  })

  test('rejects impossible days, extra text and unknown months', () => {
    expect(parseSdkDate('January 0th, 2027')).toBeNull()
    expect(parseSdkDate('January 32nd, 2027')).toBeNull()
    expect(parseSdkDate('January 31st, 2027')).toBe('2027-01-31')
    expect(parseSdkDate('January 1st, 2027')).toBe('2027-01-01')
    expect(parseSdkDate('January 123rd, 2027')).toBeNull()
    expect(parseSdkDate('on January 22nd, 2027')).toBeNull()
    expect(parseSdkDate('January 22nd, 2027 or later')).toBeNull()
    expect(parseSdkDate('January 22nd, 20271')).toBeNull()
    expect(parseSdkDate('retires 2027-03-04')).toBeNull()
    expect(parseSdkDate('Janu 22nd, 2027')).toBeNull()
    expect(parseSdkDate('')).toBeNull()
  })
})

describe('modelLifecycle: what the tracking issue says', () => {
  test('a deprecated model from the SDK table: end of life and days left in the message', () => {
    expect(modelLifecycle('claude-sonnet-4-5', { now: nov1 }).message).toBe('deprecated, end of life 2026-11-30 (29 days left): plan the move to a newer model.')
  })

  test('a model past the end of life in the SDK table is retired, and says so', () => {
    expect(modelLifecycle('claude-mythos-preview', { now: nov1 })).toEqual({
      model: 'claude-mythos-preview', status: 'retired', end_of_life: '2026-06-30', days_left: -124, near_end_of_life: true, source: 'sdk-table',
      message: 'retired (end of life 2026-06-30): runs on it fail; replace it in evals/config.yaml.',
    })
  })

  test('on the end-of-life day itself (0 days left) a table model is still deprecated', () => {
    const r = modelLifecycle('claude-sonnet-4-5', { now: new Date('2026-11-30T00:00:00Z') })
    expect(r).toMatchObject({ status: 'deprecated', days_left: 0, near_end_of_life: true })
    expect(modelLifecycle('claude-sonnet-4-5', { now: new Date('2026-12-01T00:00:00Z') })).toMatchObject({ status: 'retired', days_left: -1 })
  })

  test('the warning window includes its last day', () => {
    expect(modelLifecycle('claude-sonnet-4-5', { now: nov1, warnDays: 29 }).near_end_of_life).toBe(true)
    expect(modelLifecycle('claude-sonnet-4-5', { now: nov1, warnDays: 28 }).near_end_of_life).toBe(false)
    // Default window: 60 days.
    expect(modelLifecycle('claude-sonnet-4-5', { now: new Date('2026-10-01T00:00:00Z') })).toMatchObject({ days_left: 60, near_end_of_life: true })
    expect(modelLifecycle('claude-sonnet-4-5', { now: new Date('2026-09-30T00:00:00Z') })).toMatchObject({ days_left: 61, near_end_of_life: false })
  })

  test('a dated id not in the table falls back to its undated alias; other suffixes do not', () => {
    expect(modelLifecycle('claude-opus-4-5-20260101', { now: nov1 })).toMatchObject({ status: 'deprecated', end_of_life: '2027-01-22', source: 'sdk-table' })
    expect(modelLifecycle('claude-opus-4-5-2026', { now: nov1 })).toMatchObject({ status: 'unknown', source: 'none' })
    expect(modelLifecycle('claude-opus-4-5-20260101-x', { now: nov1 })).toMatchObject({ status: 'unknown' })
  })

  test('only a trailing 8-digit date suffix is dropped for the alias lookup', () => {
    const table = { 'm-12345678': 'March 3rd, 2027' }
    expect(modelLifecycle('m-12345678-87654321', { now: nov1, table })).toMatchObject({ status: 'deprecated', end_of_life: '2027-03-03' })
  })

  test('a custom table replaces the SDK one', () => {
    const table = { 'my-model': 'March 3rd, 2027' }
    expect(modelLifecycle('my-model', { now: nov1, table })).toMatchObject({ status: 'deprecated', end_of_life: '2027-03-03', source: 'sdk-table' })
    expect(modelLifecycle('claude-sonnet-4-5', { now: nov1, table })).toMatchObject({ status: 'unknown', source: 'none' })
  })

  test('an unknown model: no data, no warning', () => {
    expect(modelLifecycle('claude-sonnet-5-5', { now: nov1 }).message).toBe('no lifecycle data (not in the SDK deprecation table; Models API not consulted).')
  })

  test('live data: active with a retirement date, retired, deprecated without a date', () => {
    const live = (lifecycle: 'active' | 'deprecated' | 'retired', retires_at: string | null) => ({ id: 'x', lifecycle, retires_at, deprecated_at: null })
    expect(modelLifecycle('claude-new', { now: nov1, live: live('active', '2027-01-05T00:00:00Z') })).toEqual({
      model: 'claude-new', status: 'active', end_of_life: '2027-01-05', days_left: 65, near_end_of_life: false, source: 'models-api',
      message: 'active, retirement scheduled for 2027-01-05 (65 days left).',
    })
    expect(modelLifecycle('claude-old', { now: nov1, live: live('retired', null) })).toEqual({
      model: 'claude-old', status: 'retired', end_of_life: null, days_left: null, near_end_of_life: false, source: 'models-api',
      message: 'retired: runs on it fail; replace it in evals/config.yaml.',
    })
    expect(modelLifecycle('claude-mid', { now: nov1, live: live('deprecated', null) })).toMatchObject({
      status: 'deprecated', end_of_life: null, near_end_of_life: false, message: 'deprecated: plan the move to a newer model.',
    })
  })

  test('live data wins over the table; the table date fills a missing live date; the API is not overruled by the date', () => {
    // The API says active: the table's "deprecated" does not override it, but its date is used.
    expect(modelLifecycle('claude-sonnet-4-5', { now: nov1, live: { id: 'x', lifecycle: 'active', retires_at: null, deprecated_at: null } })).toMatchObject({
      status: 'active', end_of_life: '2026-11-30', days_left: 29, near_end_of_life: true, source: 'models-api',
    })
    // The live date wins over the table's.
    expect(modelLifecycle('claude-sonnet-4-5', { now: nov1, live: { id: 'x', lifecycle: 'deprecated', retires_at: '2026-12-31T00:00:00Z', deprecated_at: null } })).toMatchObject({
      end_of_life: '2026-12-31', days_left: 60,
    })
    // Past its date but the API still says deprecated: it stays deprecated (only the table's word is overruled by the date).
    expect(modelLifecycle('claude-x', { now: nov1, live: { id: 'x', lifecycle: 'deprecated', retires_at: '2026-10-01T00:00:00Z', deprecated_at: null } })).toMatchObject({
      status: 'deprecated', days_left: -31,
    })
  })
})

describe('fetchLiveModelInfo (real SDK against a local Models API)', () => {
  const servers: http.Server[] = []
  afterEach(async () => {
    for (const s of servers.splice(0)) await new Promise<void>((r) => s.close(() => r()))
  })

  /** A Models API answering `GET /v1/models/{id}` with the given replies in order (the last one repeats). */
  async function modelsApi(replies: { status: number; body: unknown }[]): Promise<{ url: string; hits: () => number }> {
    let n = 0
    const server = http.createServer((req, res) => {
      const r = replies[Math.min(n, replies.length - 1)]!
      n++
      res.writeHead(r.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(r.body))
    })
    servers.push(server)
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => n }
  }

  test('one failed request is retried once; missing dates read as null', async () => {
    const api = await modelsApi([
      { status: 500, body: { type: 'error', error: { type: 'api_error', message: 'boom' } } },
      { status: 200, body: { type: 'model', id: 'claude-z', lifecycle: 'active' } },
    ])
    const client = new Anthropic({ apiKey: 'k', baseURL: api.url, maxRetries: 0 })
    expect(await fetchLiveModelInfo(client, 'claude-z')).toEqual({ id: 'claude-z', lifecycle: 'active', retires_at: null, deprecated_at: null })
    expect(api.hits()).toBe(2)
  })

  test('an unknown model (404) is no data', async () => {
    const api = await modelsApi([{ status: 404, body: { type: 'error', error: { type: 'not_found_error', message: 'model: claude-z' } } }])
    const client = new Anthropic({ apiKey: 'k', baseURL: api.url, maxRetries: 0 })
    expect(await fetchLiveModelInfo(client, 'claude-z')).toBeNull()
  })

  test('an answer without a lifecycle is no data', async () => {
    const api = await modelsApi([{ status: 200, body: { type: 'model', id: 'claude-z' } }])
    const client = new Anthropic({ apiKey: 'k', baseURL: api.url, maxRetries: 0 })
    expect(await fetchLiveModelInfo(client, 'claude-z')).toBeNull()
  })
})
