/**
 * ResponseCache: record/replay of Messages API responses on disk.
 *
 * Key = sha256 of the canonical JSON (object keys sorted, `undefined` dropped) of
 * `{ model, params, trial }`: the full request body plus the trial index, so N trials of
 * the same prompt are N independent samples, and any change to the request (prompt,
 * system, tools, earlier turns, max_tokens, …) is a miss.
 *
 * Entries live at `<dir>/<key[0..2]>/<key>.json`, written atomically (temp + rename), so a
 * crash never leaves a half-written entry and the directory can be kept between CI runs
 * with actions/cache. An entry holds only the response message, its request id and the
 * key inputs that identify it (model, trial): never the API key or any HTTP header.
 *
 * Modes: `read-write` reads and records; `read-only` reads, never writes; `off` neither.
 */
import { createHash } from 'node:crypto'
import { promises as fsp } from 'node:fs'
import * as path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import type { CacheMode } from '../types.js'
import { writeFileAtomic } from './results-store.js'

export const CACHE_FORMAT_VERSION = 1

export interface CacheEntry {
  v: typeof CACHE_FORMAT_VERSION
  key: string
  model: string
  trial: number
  requestId?: string
  message: Anthropic.Message
}

export interface ResponseCacheOptions {
  dir: string
  mode: CacheMode
}

export interface ResponseCacheStats {
  hits: number
  misses: number
  writes: number
  /** Entries that existed but could not be read/parsed (treated as misses). */
  corrupt: number
}

/** JSON with object keys sorted at every level; `undefined` members are dropped like JSON.stringify. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value))
}

function sortKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return sortKeys((value as { toJSON: () => unknown }).toJSON())
  }
  if (Array.isArray(value)) return value.map(sortKeys)
  const out: Record<string, unknown> = {}
  for (const k of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[k]
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue
    out[k] = sortKeys(v)
  }
  return out
}

/** The cache key of one request: sha256 hex of canonical `{model, params, trial}`. */
export function cacheKey(params: Anthropic.MessageCreateParamsNonStreaming, trial: number): string {
  return createHash('sha256')
    .update(canonicalJson({ model: params.model, params, trial }))
    .digest('hex')
}

export class ResponseCache {
  readonly dir: string
  readonly mode: CacheMode
  private readonly madeDirs = new Set<string>()
  private readonly _stats: ResponseCacheStats = { hits: 0, misses: 0, writes: 0, corrupt: 0 }

  constructor(opts: ResponseCacheOptions) {
    this.dir = path.resolve(opts.dir)
    this.mode = opts.mode
  }

  get canRead(): boolean {
    return this.mode !== 'off'
  }

  get canWrite(): boolean {
    return this.mode === 'read-write'
  }

  keyFor(params: Anthropic.MessageCreateParamsNonStreaming, trial: number): string {
    return cacheKey(params, trial)
  }

  pathFor(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`)
  }

  /** The stored entry, or undefined on a miss (or when the mode does not read). */
  async get(key: string): Promise<CacheEntry | undefined> {
    if (!this.canRead) return undefined
    let text: string
    try {
      text = await fsp.readFile(this.pathFor(key), 'utf8')
    } catch {
      this._stats.misses++
      return undefined
    }
    try {
      const entry = JSON.parse(text) as CacheEntry
      if (entry?.v !== CACHE_FORMAT_VERSION || entry.key !== key || !entry.message) {
        throw new Error('bad entry')
      }
      this._stats.hits++
      return entry
    } catch {
      this._stats.corrupt++
      this._stats.misses++
      return undefined
    }
  }

  /** Record a response. A no-op unless the mode is `read-write`. */
  async put(
    key: string,
    data: { model: string; trial: number; requestId?: string | null; message: Anthropic.Message },
  ): Promise<boolean> {
    if (!this.canWrite) return false
    const entry: CacheEntry = {
      v: CACHE_FORMAT_VERSION,
      key,
      model: data.model,
      trial: data.trial,
      ...(data.requestId ? { requestId: data.requestId } : {}),
      message: data.message,
    }
    const file = this.pathFor(key)
    const sub = path.dirname(file)
    if (!this.madeDirs.has(sub)) {
      await fsp.mkdir(sub, { recursive: true })
      this.madeDirs.add(sub)
    }
    const text = JSON.stringify(entry)
    try {
      await writeFileAtomic(file, text, { mkdir: false })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      // The directory vanished under us (e.g. cleaned between runs): recreate it once.
      await writeFileAtomic(file, text, { mkdir: true })
    }
    this._stats.writes++
    return true
  }

  stats(): ResponseCacheStats {
    return { ...this._stats }
  }
}
