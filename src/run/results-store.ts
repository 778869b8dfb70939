/**
 * ResultsStore: durable, append-only record of finished runs.
 *
 * `<out>/runs.jsonl` gets one JSON line per finished run, written as a single `write(2)` on
 * an `O_APPEND` descriptor as soon as the run finishes. Appends from this process are
 * serialised, so lines never interleave. A crash can at worst leave the last line
 * truncated: `load()` ignores any line that does not parse, and reopening the store first
 * terminates a dangling partial line so later appends start on a fresh line.
 *
 * Resume policy (`completedRunIds()`): a run is done only if its LAST record has status
 * `completed`. `error` runs are retried on resume (they failed for reasons outside the
 * eval: rate limits, timeouts, outages), and `skipped` runs (budget exhausted) are run on
 * resume too, since resuming is how a user continues after raising the budget.
 *
 * `writeFileAtomic()` (temp file in the same directory + rename) is exported for the
 * per-run files and the response cache.
 */
import { randomBytes } from 'node:crypto'
import { promises as fsp, rename as renameCb, writeFile as writeFileCb } from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import * as path from 'node:path'
import { promisify } from 'node:util'
import type { RunRecord } from '../types.js'

// The callback API is measurably cheaper per call than fs.promises.writeFile (no FileHandle).
const writeFileFast = promisify(writeFileCb)
const renameFast = promisify(renameCb)

export const RUNS_FILE = 'runs.jsonl'

export interface WriteFileAtomicOptions {
  /** Create the parent directory first. Default true. */
  mkdir?: boolean
  /** fsync the temp file before the rename. Default false. */
  fsync?: boolean
}

let tmpCounter = 0
const tmpTag = `${process.pid}.${randomBytes(4).toString('hex')}`

/**
 * Write `data` to `file` atomically: readers see either the old content or the whole new
 * content, never a partial file. The temp file lives in the same directory (so the rename
 * is atomic) and is removed if anything fails.
 */
export async function writeFileAtomic(
  file: string,
  data: string | Uint8Array,
  opts: WriteFileAtomicOptions = {},
): Promise<void> {
  const dir = path.dirname(file)
  if (opts.mkdir !== false) await fsp.mkdir(dir, { recursive: true })
  const tmp = path.join(dir, `.${path.basename(file)}.${tmpTag}.${++tmpCounter}.tmp`)
  try {
    if (opts.fsync) {
      const fh = await fsp.open(tmp, 'w')
      try {
        await fh.writeFile(data)
        await fh.sync()
      } finally {
        await fh.close()
      }
    } else {
      await writeFileFast(tmp, data)
    }
    await renameFast(tmp, file)
  } catch (err) {
    await fsp.rm(tmp, { force: true }).catch(() => {})
    throw err
  }
}

export interface ParsedJsonl {
  records: RunRecord[]
  /** Lines that did not parse (a truncated last line, or a fragment left by a crash). */
  badLines: number
}

/** Parse runs.jsonl content, skipping blank and unparseable lines. */
export function parseRunsJsonl(text: string): ParsedJsonl {
  const records: RunRecord[] = []
  let badLines = 0
  let start = 0
  while (start < text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const line = text.slice(start, end).trim()
    start = end + 1
    if (!line) continue
    try {
      const value = JSON.parse(line) as unknown
      if (value && typeof value === 'object' && typeof (value as RunRecord).runId === 'string') {
        records.push(value as RunRecord)
      } else {
        badLines++
      }
    } catch {
      badLines++
    }
  }
  return { records, badLines }
}

export interface ResultsStoreOptions {
  /** fsync after every append. Default false (the OS page cache survives a process crash). */
  fsync?: boolean
}

export class ResultsStore {
  readonly dir: string
  readonly file: string
  private readonly fsync: boolean
  private fh: FileHandle | undefined
  private opening: Promise<FileHandle> | undefined
  /** Serialises appends so each line is written whole and in order. */
  private chain: Promise<void> = Promise.resolve()
  private _appended = 0

  constructor(outDir: string, opts: ResultsStoreOptions = {}) {
    this.dir = outDir
    this.file = path.join(outDir, RUNS_FILE)
    this.fsync = opts.fsync ?? false
  }

  /** Records appended through this instance. */
  get appended(): number {
    return this._appended
  }

  /** Append one record as one line. Resolves once the line is written. */
  append(record: RunRecord): Promise<void> {
    const line = Buffer.from(JSON.stringify(record) + '\n', 'utf8')
    const next = this.chain.then(async () => {
      const fh = await this.handle()
      let off = 0
      while (off < line.length) {
        const { bytesWritten } = await fh.write(line, off, line.length - off)
        off += bytesWritten
      }
      if (this.fsync) await fh.sync()
      this._appended++
    })
    // Keep the chain alive after a failure; the caller still sees the rejection.
    this.chain = next.catch(() => {})
    return next
  }

  /** Every record on disk, last record per runId wins (insertion order = first seen). */
  async load(): Promise<Map<string, RunRecord>> {
    const { records } = await this.readAll()
    const map = new Map<string, RunRecord>()
    for (const r of records) map.set(r.runId, r)
    return map
  }

  /** Raw parse of the file, including how many lines were skipped. */
  async readAll(): Promise<ParsedJsonl> {
    await this.chain
    let text: string
    try {
      text = await fsp.readFile(this.file, 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], badLines: 0 }
      throw err
    }
    return parseRunsJsonl(text)
  }

  /** runIds whose latest record is `completed`: the runs `--resume` must not redo. */
  async completedRunIds(): Promise<Set<string>> {
    const done = new Set<string>()
    for (const [id, r] of await this.load()) if (r.status === 'completed') done.add(id)
    return done
  }

  /** Wait for pending appends and close the file. The store can be appended to again. */
  async close(): Promise<void> {
    await this.chain
    const fh = this.fh ?? (this.opening ? await this.opening.catch(() => undefined) : undefined)
    this.fh = undefined
    this.opening = undefined
    if (fh) await fh.close()
  }

  private handle(): Promise<FileHandle> {
    if (this.fh) return Promise.resolve(this.fh)
    if (!this.opening) {
      this.opening = (async () => {
        await fsp.mkdir(this.dir, { recursive: true })
        const fh = await fsp.open(this.file, 'a')
        // A crash may have left a partial last line: terminate it so it stays one bad line.
        const { size } = await fh.stat()
        if (size > 0) {
          const last = Buffer.alloc(1)
          const rd = await fsp.open(this.file, 'r')
          try {
            await rd.read(last, 0, 1, size - 1)
          } finally {
            await rd.close()
          }
          if (last[0] !== 0x0a) await fh.write('\n')
        }
        this.fh = fh
        return fh
      })()
      this.opening.catch(() => {
        this.opening = undefined
      })
    }
    return this.opening
  }
}
