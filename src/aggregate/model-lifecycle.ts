/**
 * Model lifecycle (deprecation / end of life) for the weekly run's tracking issue.
 *
 * Two sources, found in @anthropic-ai/sdk 1.14.0:
 *
 * 1. The SDK's own table `DEPRECATED_MODELS` (`src/internal/data/deprecated-models.ts`):
 *    model id → end-of-life date as English text ("January 22nd, 2027"). `messages.create`
 *    only uses it to `console.warn` when a deprecated model is called. It is NOT exported
 *    (package.json `exports` maps `./lib/internal/*` to null and has no `./internal/*`), so it
 *    is copied below; test/unit/cross-model-lifecycle.test.ts checks the copy against the
 *    installed SDK's file so an SDK upgrade that changes it fails the test.
 * 2. The Models API (`client.models.retrieve(id)`, `ModelInfo`): `lifecycle`
 *    ('active' | 'deprecated' | 'retired'), `deprecated_at` and `retires_at` (RFC 3339,
 *    "can be revised until retirement occurs"). Live data wins over the table when available.
 */
import type Anthropic from '@anthropic-ai/sdk'
import type { ModelClient } from '../ports/model-client.js'

/** Copy of @anthropic-ai/sdk 1.14.0 `src/internal/data/deprecated-models.ts`. */
export const SDK_DEPRECATED_MODELS: Readonly<Record<string, string>> = {
  'claude-mythos-preview': 'June 30th, 2026',
  'claude-opus-4-5': 'January 22nd, 2027',
  'claude-opus-4-5-20251101': 'January 22nd, 2027',
  'claude-sonnet-4-5': 'November 30th, 2026',
  'claude-sonnet-4-5-20250929': 'November 30th, 2026',
}
export const SDK_DEPRECATED_MODELS_VERSION = '1.14.0'

/** Default: a model within this many days of its end of life is "near end of life". */
export const EOL_WARNING_DAYS = 60

export interface ModelLifecycle {
  model: string
  status: 'active' | 'deprecated' | 'retired' | 'unknown'
  /** ISO date (YYYY-MM-DD) of the end of life / retirement, when known. */
  end_of_life: string | null
  /** Whole days from `now` to the end of life (negative when past). */
  days_left: number | null
  near_end_of_life: boolean
  source: 'models-api' | 'sdk-table' | 'none'
  message: string
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** "January 22nd, 2027" → "2027-01-22" (also accepts ISO dates); null when not understood. */
export function parseSdkDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim())
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`
  const m = /^([A-Za-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text.trim())
  if (!m) return null
  const month = MONTHS.indexOf(m[1]!.toLowerCase())
  const day = Number(m[2])
  if (month < 0 || day < 1 || day > 31) return null
  return `${m[3]}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The subset of the Models API's `ModelInfo` used here. */
export type LiveModelInfo = Pick<Anthropic.ModelInfo, 'id' | 'lifecycle' | 'retires_at' | 'deprecated_at'>

export interface LifecycleOptions {
  now: Date
  warnDays?: number
  /** Live Models API data for this model, when it could be fetched. */
  live?: LiveModelInfo | null
  table?: Readonly<Record<string, string>>
}

/** Lifecycle of one model from the live data, else the SDK table. Pure. */
export function modelLifecycle(model: string, o: LifecycleOptions): ModelLifecycle {
  const warnDays = o.warnDays ?? EOL_WARNING_DAYS
  const table = o.table ?? SDK_DEPRECATED_MODELS
  let status: ModelLifecycle['status'] = 'unknown'
  let eol: string | null = null
  let source: ModelLifecycle['source'] = 'none'
  if (o.live) {
    status = o.live.lifecycle
    eol = o.live.retires_at ? parseSdkDate(o.live.retires_at) : null
    source = 'models-api'
  }
  const undated = model.replace(/-\d{8}$/, '')
  const tableText = table[model] ?? table[undated]
  if (tableText !== undefined) {
    if (source === 'none') {
      status = 'deprecated'
      source = 'sdk-table'
    }
    eol ??= parseSdkDate(tableText)
  }
  const days = eol ? Math.floor((Date.parse(`${eol}T00:00:00Z`) - o.now.getTime()) / 86_400_000) : null
  if (source === 'sdk-table' && (days ?? 0) < 0) {
    // The table (source 'sdk-table': no live data, status deprecated) says it is past its end of life; the API may still answer, but treat it as retired.
    status = 'retired'
  }
  // No date without data: an 'unknown' status has no end of life, so days is null there.
  const near = days !== null && days <= warnDays
  let message: string
  if (status === 'retired') message = `retired${eol ? ` (end of life ${eol})` : ''}: runs on it fail; replace it in evals/config.yaml.`
  else if (status === 'deprecated') message = `deprecated${eol ? `, end of life ${eol} (${days} days left)` : ''}: plan the move to a newer model.`
  else if (status === 'active') message = eol ? `active, retirement scheduled for ${eol} (${days} days left).` : 'active.'
  else message = 'no lifecycle data (not in the SDK deprecation table; Models API not consulted).'
  return { model, status, end_of_life: eol, days_left: days, near_end_of_life: near, source, message }
}

/**
 * Best-effort live lookup through the Models API (`GET /v1/models/{id}`); null on any error
 * (no key, offline, unknown id, a fake without the endpoint).
 */
export async function fetchLiveModelInfo(client: ModelClient, model: string): Promise<LiveModelInfo | null> {
  try {
    const m = await client.models.retrieve(model, {}, { maxRetries: 1, timeout: 15_000 })
    if (!m || typeof m.lifecycle !== 'string') return null
    return { id: m.id, lifecycle: m.lifecycle, retires_at: m.retires_at ?? null, deprecated_at: m.deprecated_at ?? null }
  } catch {
    return null
  }
}
