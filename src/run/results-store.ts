/**
 * ResultsStore: durable, append-only record of finished runs.
 *
 * `<out>/runs.jsonl` gets one JSON line per finished run, written with a single `write(2)` on
 * an `O_APPEND` descriptor as soon as the run finishes. Appends from this process are
 * serialised (group commit: lines appended while a write is in flight go out together in the
 * next single write), so lines never interleave. A crash can at worst leave the last line
 * truncated: `load()` ignores any line that does not parse, and reopening the store first
 * terminates a dangling partial line so later appends start on a fresh line (as does the
 * next append after a failed write).
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
import * as fs from 'node:fs'
import { promises as fsp, rename as renameCb, writeFile as writeFileCb } from 'node:fs'
import * as path from 'node:path'
import { promisify } from 'node:util'
import type { RunRecord } from '../types.js'
import { redact, redactData } from '../redact/index.js'
import { decodeLog, encodeRecord, latestByRun, RUNS_FILE, type ParsedLog } from '../log/index.js'

// The callback API is measurably cheaper per call than fs.promises.writeFile (no FileHandle).
const writeFileFast = promisify(writeFileCb)
const renameFast = promisify(renameCb)

// Raw-fd helpers for the append path: one callback per syscall, no FileHandle/promise layers.
function fdOpen(file: string, flags: string): Promise<number> {
  return new Promise((resolve, reject) => fs.open(file, flags, 0o644, (err, fd) => (err ? reject(err) : resolve(fd))))
}
function fdClose(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fs.close(fd, (err) => (err ? reject(err) : resolve())))
}
function fdSync(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fs.fsync(fd, (err) => (err ? reject(err) : resolve())))
}
function fdSize(fd: number): Promise<number> {
  return new Promise((resolve, reject) => fs.fstat(fd, (err, st) => (err ? reject(err) : resolve(st.size))))
}
function fdReadByte(fd: number, pos: number): Promise<number | undefined> {
  const buf = Buffer.alloc(1)
  return new Promise((resolve, reject) =>
    fs.read(fd, buf, 0, 1, pos, (err, n) => (err ? reject(err) : resolve(n === 1 ? buf[0] : undefined))),
  )
}
function fdAppend(fd: number, buf: Buffer, off: number, len: number): Promise<number> {
  // position null: O_APPEND puts the bytes at the end of the file. Synchronous: one small append
  // to the page cache per finished run costs less than the asynchronous call's thread-pool round
  // trip; the promise keeps the group commit around it unchanged.
  try {
    return Promise.resolve(fs.writeSync(fd, buf, off, len, null))
  } catch (err) {
    return Promise.reject(err as Error)
  }
}

export { RUNS_FILE }

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
    data = redactData(data) // issue 17: no registered secret reaches a results file
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

/**
 * Write a file that belongs to one run folder and is rewritten whole by whoever writes it next
 * (a run's files, its grading.json): redacted, synchronously, in place — no temp file and rename.
 * Each file created costs a metadata update on the results folder's disk (the cost that dominates
 * a run's CPU on ext4, npm run bench); an in-place write is one, temp-and-rename is three. Safe
 * because such a file is never the commit point: a run without its runs.jsonl line is redone by
 * `--resume`, and every grading pass rewrites every grading.json (a torn one reads as ungraded).
 * `fresh`: the file is not expected to be there (a run's own files, written once into the folder
 * the run has just made), so it is written directly, without first trying to open it for an
 * in-place rewrite; one that is there after all is replaced whole all the same.
 */
export function writeRunFile(file: string, data: string | Uint8Array, opts: { fresh?: boolean } = {}): void {
  const redacted = redactData(data)
  if (opts.fresh) return fs.writeFileSync(file, redacted)
  const bytes = typeof redacted === 'string' ? Buffer.from(redacted) : redacted
  // A file that exists (the grading.json a grading pass rewrites) is overwritten where it stands
  // and then cut to length, not truncated first: on ext4, freeing the old blocks and allocating
  // new ones cost twice the write (600 grading.json files: ~70 → ~35 µs each, scratch benchmark).
  let fd: number
  try {
    fd = fs.openSync(file, 'r+')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    fs.writeFileSync(file, bytes)
    return
  }
  try {
    let done = 0
    while (done < bytes.length) done += fs.writeSync(fd, bytes, done, bytes.length - done, done)
    fs.ftruncateSync(fd, bytes.length)
  } finally {
    fs.closeSync(fd)
  }
}

/** The line format and its checks belong to the results log (src/log/). */
export type ParsedJsonl = ParsedLog

/** Parse runs.jsonl content (src/log/: torn lines skipped, off-schema or newer-version records throw). */
export function parseRunsJsonl(text: string, file: string = RUNS_FILE): ParsedJsonl {
  return decodeLog(text, file)
}

export interface ResultsStoreOptions {
  /** fsync after every append. Default false (the OS page cache survives a process crash). */
  fsync?: boolean
}

interface PendingAppend {
  line: Buffer
  resolve: () => void
  reject: (err: unknown) => void
}

const NEWLINE = Buffer.from('\n')

export class ResultsStore {
  readonly dir: string
  readonly file: string
  private readonly fsync: boolean
  private fd: number | undefined
  private opening: Promise<number> | undefined
  /** Lines waiting for the next write; `flushing` is the writer loop while it runs. */
  private pending: PendingAppend[] = []
  private flushing: Promise<void> | undefined
  /** A write failed part-way: the file may end in a partial line, start the next write on a new line. */
  private dirty = false
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
    let line: Buffer
    try {
      line = Buffer.from(redact(encodeRecord(record)) + '\n', 'utf8')
    } catch (err) {
      return Promise.reject(err)
    }
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ line, resolve, reject })
      this.flushing ??= this.flush()
    })
  }

  /** Group commit: everything queued while the previous write was in flight goes out in one write, in order. */
  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending
        this.pending = []
        try {
          const fd = await this.handle()
          const parts = batch.map((p) => p.line)
          if (this.dirty) parts.unshift(NEWLINE)
          const buf = parts.length === 1 ? parts[0]! : Buffer.concat(parts)
          this.dirty = true
          let off = 0
          while (off < buf.length) off += await fdAppend(fd, buf, off, buf.length - off)
          this.dirty = false
          if (this.fsync) await fdSync(fd)
        } catch (err) {
          for (const p of batch) p.reject(err)
          continue
        }
        this._appended += batch.length
        for (const p of batch) p.resolve()
      }
    } finally {
      this.flushing = undefined
    }
  }

  /** Resolves once every append made so far has been written (or has failed). */
  private async drain(): Promise<void> {
    while (this.flushing) await this.flushing
  }

  /** Every record on disk, last record per runId wins (insertion order = first seen). */
  async load(): Promise<Map<string, RunRecord>> {
    return latestByRun((await this.readAll()).records)
  }

  /** Raw parse of the file, including how many lines were skipped. */
  async readAll(): Promise<ParsedJsonl> {
    await this.drain()
    let text: string
    try {
      text = await fsp.readFile(this.file, 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], badLines: 0 }
      throw err
    }
    return decodeLog(text, this.file)
  }

  /** runIds whose latest record is `completed`: the runs `--resume` must not redo. */
  async completedRunIds(): Promise<Set<string>> {
    const done = new Set<string>()
    for (const [id, r] of await this.load()) if (r.status === 'completed') done.add(id)
    return done
  }

  /** Wait for pending appends and close the file. The store can be appended to again. */
  async close(): Promise<void> {
    await this.drain()
    const fd = this.fd ?? (this.opening ? await this.opening.catch(() => undefined) : undefined)
    this.fd = undefined
    this.opening = undefined
    if (fd !== undefined) await fdClose(fd)
  }

  private handle(): Promise<number> {
    if (this.fd !== undefined) return Promise.resolve(this.fd)
    if (!this.opening) {
      this.opening = (async () => {
        await fsp.mkdir(this.dir, { recursive: true })
        // a+: append-only writes, and positional reads for the partial-line check below.
        const fd = await fdOpen(this.file, 'a+')
        try {
          // A crash may have left a partial last line: terminate it so it stays one bad line.
          const size = await fdSize(fd)
          if (size > 0 && (await fdReadByte(fd, size - 1)) !== 0x0a) {
            await fdAppend(fd, NEWLINE, 0, 1)
          }
        } catch (err) {
          await fdClose(fd).catch(() => {})
          throw err
        }
        this.fd = fd
        return fd
      })()
      this.opening.catch(() => {
        this.opening = undefined
      })
    }
    return this.opening
  }
}
