/**
 * The batch journal: `<out>/batches.jsonl`, kept with the results so a restarted job resumes
 * the batches it already submitted instead of paying for them twice.
 *
 * One JSON object per line, append-only (a torn last line after a crash is skipped):
 *
 *   {"v":1,"type":"submitted","batch_id":"msgbatch_…","at":"…","round":1,"model":"…",
 *    "requests":[{"custom_id":"k<48 hex>-0","key":"<48 hex>","run_id":"…","turn":1}]}
 *   {"v":1,"type":"result","batch_id":"…","custom_id":"…","key":"…","result":<MessageBatchResult>}
 *   {"v":1,"type":"ended","batch_id":"…","at":"…","request_counts":{…}}
 *
 * The `submitted` line is written as soon as `batches.create` returns (before any polling), so a
 * kill after that point never submits the same requests again. `result` lines are written for
 * every line of the batch's results file before the `ended` line; a batch without `ended` is
 * polled again after a restart (its results are fetched again; the last line per custom_id wins).
 *
 * `key` identifies one request of one run: sha256 of the canonical JSON of {run id, turn,
 * request params}, 48 hex characters. `custom_id` = `k<key>-<attempt>` (the API allows
 * `^[a-zA-Z0-9_-]{1,64}$`); a transient error is retried in a later round with the next attempt.
 */
import { createHash } from 'node:crypto'
import { promises as fsp } from 'node:fs'
import * as path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import { canonicalJson } from '../response-cache.js'
import { redact } from '../../redact/index.js'

export const BATCHES_FILE = 'batches.jsonl'
export const JOURNAL_VERSION = 1

export interface JournalRequest {
  custom_id: string
  key: string
  run_id: string
  turn: number
}

export type JournalLine =
  | { v: 1; type: 'submitted'; batch_id: string; at: string; round: number; model: string; requests: JournalRequest[] }
  | { v: 1; type: 'result'; batch_id: string; custom_id: string; key: string; result: Anthropic.Messages.MessageBatchResult }
  | { v: 1; type: 'ended'; batch_id: string; at: string; request_counts?: Anthropic.Messages.MessageBatchRequestCounts }

export interface KeyState {
  key: string
  /** Latest attempt submitted for this key. */
  attempt: number
  custom_id: string
  batch_id: string
  /** The latest attempt's result, once known. */
  result?: Anthropic.Messages.MessageBatchResult
}

/** sha256 of {run id, turn, params} (canonical JSON), 48 hex characters. */
export function requestKey(runId: string, turn: number, params: unknown): string {
  return createHash('sha256').update(canonicalJson({ runId, turn, params })).digest('hex').slice(0, 48)
}

export function customIdOf(key: string, attempt: number): string {
  return `k${key}-${attempt}`
}

/** `k<key>-<attempt>` → {key, attempt}, or undefined for a foreign custom_id. */
export function parseCustomId(id: string): { key: string; attempt: number } | undefined {
  const m = /^k([0-9a-f]{48})-(\d+)$/.exec(id)
  return m ? { key: m[1]!, attempt: Number(m[2]) } : undefined
}

export class BatchJournal {
  readonly file: string
  /** key → latest state. */
  readonly keys = new Map<string, KeyState>()
  /** batch id → custom ids; every batch ever submitted (this journal). */
  readonly batches = new Map<string, { round: number; customIds: string[]; ended: boolean }>()
  private chain: Promise<void> = Promise.resolve()
  private _badLines = 0
  /** The file on disk ends in a torn line: terminate it before the next append. */
  private torn = false

  constructor(outDir: string) {
    this.file = path.join(outDir, BATCHES_FILE)
  }

  get badLines(): number {
    return this._badLines
  }

  /** Batches submitted but not ended. */
  pendingBatchIds(): string[] {
    return [...this.batches].filter(([, b]) => !b.ended).map(([id]) => id)
  }

  /** Highest round number recorded (0 when none). */
  lastRound(): number {
    let r = 0
    for (const b of this.batches.values()) r = Math.max(r, b.round)
    return r
  }

  /** Read the journal from disk (missing file = empty). */
  async load(): Promise<void> {
    let text: string
    try {
      text = await fsp.readFile(this.file, 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return
      throw err
    }
    this.torn = text.length > 0 && !text.endsWith('\n')
    for (const raw of text.split('\n')) {
      if (!raw.trim()) continue
      let line: JournalLine
      try {
        line = JSON.parse(raw) as JournalLine
      } catch {
        this._badLines++
        continue
      }
      if (!line || line.v !== JOURNAL_VERSION) {
        this._badLines++
        continue
      }
      this.apply(line)
    }
  }

  private apply(line: JournalLine): void {
    if (line.type === 'submitted') {
      this.batches.set(line.batch_id, { round: line.round, customIds: line.requests.map((r) => r.custom_id), ended: false })
      for (const r of line.requests) {
        const attempt = parseCustomId(r.custom_id)?.attempt ?? 0
        const prev = this.keys.get(r.key)
        if (!prev || attempt >= prev.attempt) this.keys.set(r.key, { key: r.key, attempt, custom_id: r.custom_id, batch_id: line.batch_id })
      }
    } else if (line.type === 'result') {
      const s = this.keys.get(line.key)
      if (s && s.custom_id === line.custom_id) s.result = line.result
    } else if (line.type === 'ended') {
      const b = this.batches.get(line.batch_id)
      if (b) b.ended = true
    }
  }

  /** Append lines (one write, in order) and apply them to the in-memory state. */
  append(...lines: JournalLine[]): Promise<void> {
    for (const l of lines) this.apply(l)
    const text = lines.map((l) => JSON.stringify(l) + '\n').join('')
    const next = this.chain.then(async () => {
      await fsp.mkdir(path.dirname(this.file), { recursive: true })
      const lead = this.torn ? '\n' : ''
      this.torn = false
      await fsp.appendFile(this.file, lead + redact(text), 'utf8')
    })
    this.chain = next.catch(() => {})
    return next
  }

  async flush(): Promise<void> {
    await this.chain
  }
}
