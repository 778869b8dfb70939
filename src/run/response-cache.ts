/**
 * ResponseCache: record/replay of Messages API responses on disk.
 *
 * Key = sha256 of the canonical JSON (object keys sorted, `undefined` dropped) of
 * `{ model, params, trial }`: the full request body plus the trial index, so N trials of
 * the same prompt are N independent samples, and any change to the request (prompt,
 * system, tools, earlier turns, max_tokens, …) is a miss.
 *
 * On-disk layout: append-only pack files `<dir>/pack-<timestamp>-<pid>-<random>.jsonl`, one
 * JSON line per entry (`{v, key, model, trial, requestId?, message}`).
 *
 * - Writing: each `read-write` instance lazily creates its OWN pack (O_CREAT|O_EXCL|O_APPEND)
 *   on its first `put` and only appends to it. Every line goes to the kernel inside a single
 *   write call (lines that are put while a write is in flight are group-committed into the
 *   next single write), so a crash can at worst leave a truncated last line, which readers
 *   skip. No two instances/processes/CI jobs ever write the same pack, so caches merge by
 *   simply putting their packs in the same directory (which is what restoring several
 *   actions/cache entries into one dir does). `put` resolves once its line is written.
 * - Reading: on the first `get`, every `pack-*.jsonl` in the dir is scanned once (sorted by
 *   name, so when a key appears in several packs the first one wins, deterministically) into
 *   an in-memory index `key → {pack, offset, length}` (not the entries, to bound memory);
 *   `get` then does one positional read of that line and parses it. Entries put by this
 *   instance are indexed as they are written. Packs written by others after the scan are not
 *   seen by this instance.
 * - The older one-file-per-entry layout (`<dir>/<k[0..2]>/<k>.json`, never released) is no
 *   longer read.
 *
 * An entry holds only the response message, its request id and the key inputs that identify
 * it (model, trial): never the API key or any HTTP header.
 *
 * Modes: `read-write` reads and records; `read-only` reads, never creates or writes a file;
 * `off` neither reads nor writes.
 *
 * Issue 33, row C: results cannot be forged from the repository. Every entry carries `job` (the
 * id of the job that recorded it) and `mac`, an HMAC-SHA256 over its canonical JSON, keyed with
 * the cache scope's key (`cacheMacFromEnv`): `SKILL_EVALS_CACHE_KEY` from the workflow (a trusted
 * cache scope), else on GitHub Actions a random key per job, else a per-user key file outside the
 * repository. The key is never written to the cache, the repository or any output. An entry whose
 * MAC does not verify (a committed, edited or older pack) is a miss and counted in
 * `stats().rejected`. A response holding `tool_use` blocks is replayed only when it verifies AND,
 * unless the scope allows foreign tool calls (`foreignToolUse`: not on pull_request runs), was
 * recorded by this very job: a cache hit never becomes a tool call the model did not make here.
 * Pack files are opened with O_NOFOLLOW (a link named `pack-*.jsonl` is never read or written).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import * as fs from 'node:fs'
import { promises as fsp } from 'node:fs'
import * as path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import os from 'node:os'
import type { CacheMode } from '../types.js'
import { checkFolderInside, effectiveCacheDir, folderRoot, isPullRequestEvent } from '../safe-fs.js'

export const CACHE_FORMAT_VERSION = 1

export interface CacheEntry {
  v: typeof CACHE_FORMAT_VERSION
  key: string
  model: string
  trial: number
  requestId?: string
  /** The job that recorded the entry (CacheMac.job). */
  job?: string
  message: Anthropic.Message
  /** HMAC-SHA256 (hex) of the entry without `mac`, keyed with the cache scope's key. */
  mac?: string
}

/**
 * The key entries are signed with, and what may be replayed. Structured-cloneable (handed to
 * worker threads); never written anywhere.
 */
export interface CacheMac {
  /** HMAC key, hex. */
  key: string
  /** Where the key comes from: the workflow's secret, a random key of this job, or this user's key file. */
  scope: 'workflow' | 'job' | 'local'
  /** This job's id, recorded in every entry it writes. */
  job: string
  /** Whether tool_use responses recorded by other jobs of the scope may be replayed. */
  foreignToolUse: boolean
}

export interface ResponseCacheOptions {
  dir: string
  mode: CacheMode
  /** Defaults to `defaultCacheMac()` (the process's key from the environment). */
  mac?: CacheMac
}

/** Environment variable a workflow sets (from a secret) to share a trusted cache scope across jobs. */
export const CACHE_KEY_ENV = 'SKILL_EVALS_CACHE_KEY'
const MIN_KEY_CHARS = 32

/**
 * The cache's MAC key for this process (see the module comment):
 * - `SKILL_EVALS_CACHE_KEY` (at least 32 characters): scope `workflow`; tool_use responses of other
 *   jobs are replayed except on pull_request runs;
 * - else on GitHub Actions (`GITHUB_ACTIONS=true`): a random key for this job (scope `job`);
 * - else `$XDG_CONFIG_HOME/skill-evals/cache-key` (or `~/.config/…`), created 0600 on first use
 *   (scope `local`: reruns on this machine replay); a random key when it cannot be had.
 */
export function cacheMacFromEnv(env: NodeJS.ProcessEnv = process.env): CacheMac {
  const job = randomBytes(8).toString('hex')
  const pr = isPullRequestEvent(env)
  const secret = env[CACHE_KEY_ENV]
  if (secret && secret.length >= MIN_KEY_CHARS) {
    return { key: createHash('sha256').update(secret).digest('hex'), scope: 'workflow', job, foreignToolUse: !pr }
  }
  const random = (): CacheMac => ({ key: randomBytes(32).toString('hex'), scope: 'job', job, foreignToolUse: false })
  if (env.GITHUB_ACTIONS === 'true' || pr) return random()
  const local = localKey(env)
  return local ? { key: local, scope: 'local', job, foreignToolUse: true } : random()
}

function localKey(env: NodeJS.ProcessEnv): string | undefined {
  try {
    const base = env.XDG_CONFIG_HOME || path.join(env.HOME || os.homedir(), '.config')
    const dir = path.join(base, 'skill-evals')
    const file = path.join(dir, 'cache-key')
    try {
      const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW)
      try {
        const text = fs.readFileSync(fd, 'utf8').trim()
        if (/^[0-9a-f]{64}$/.test(text)) return text
      } finally {
        fs.closeSync(fd)
      }
      return undefined
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return undefined
    }
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    const key = randomBytes(32).toString('hex')
    const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW, 0o600)
    try {
      fs.writeSync(fd, key + '\n')
    } finally {
      fs.closeSync(fd)
    }
    return key
  } catch {
    return undefined
  }
}

let processMac: CacheMac | undefined
/** The process's cache key, resolved once from the environment (workers get it from the main thread). */
export function defaultCacheMac(): CacheMac {
  return (processMac ??= cacheMacFromEnv())
}

function entryMac(key: string, e: Omit<CacheEntry, 'mac'>): string {
  return createHmac('sha256', Buffer.from(key, 'hex'))
    .update(canonicalJson({ v: e.v, key: e.key, model: e.model, trial: e.trial, requestId: e.requestId, job: e.job, message: e.message }))
    .digest('hex')
}

/** `e` with its MAC under `mac`'s key (what `put` writes; exported for tests of the reading side). */
export function signCacheEntry(mac: CacheMac, e: Omit<CacheEntry, 'mac'>): CacheEntry {
  return { ...e, mac: entryMac(mac.key, e) }
}

function macMatches(expected: string, got: unknown): boolean {
  if (typeof got !== 'string' || got.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(expected, 'latin1'), Buffer.from(got, 'latin1'))
}

const hasToolUse = (m: Anthropic.Message): boolean => Array.isArray(m?.content) && m.content.some((b) => (b as { type?: unknown })?.type === 'tool_use')

/** A lookup's outcome: the entry, or why there is none. */
export interface CacheLookup {
  entry?: CacheEntry
  /** An entry was there but failed its MAC or the tool-use rule (counted in stats().rejected). */
  rejected?: boolean
}

export interface ResponseCacheStats {
  hits: number
  misses: number
  writes: number
  /** Entries that were indexed but could not be read/parsed (treated as misses). */
  corrupt: number
  /** Pack lines skipped while indexing (truncated last line, garbage, other format version). */
  skippedLines: number
  /** Pack files indexed (including this instance's own pack once created). */
  packs: number
  /** Entries refused: MAC missing or wrong (forged, edited, another scope), or a foreign tool_use response. */
  rejected: number
}

/**
 * JSON with object keys sorted at every level; `undefined` members are dropped like JSON.stringify.
 * Exactly `JSON.stringify(sortKeys(value))` (existing cache keys depend on these bytes), written
 * in one pass without building the sorted copy: a cache key is taken per API call.
 */
export function canonicalJson(value: unknown): string {
  return canonical(value) as string
}

/** `JSON.stringify(sortKeys(value))` as it was: the reference `canonicalJson` must equal (tests). */
export function canonicalJsonReference(value: unknown): string {
  return JSON.stringify(sortKeys(value))
}

/** An array-index key: a plain object lists these first, in numeric order, whatever their insertion order. */
const isIndexKey = (k: string): boolean => /^(?:0|[1-9][0-9]*)$/.test(k) && Number(k) < 4294967295

function canonical(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return canonical((value as { toJSON: () => unknown }).toJSON())
  if (Array.isArray(value)) {
    let out = '['
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + (canonical(value[i]) ?? 'null')
    return out + ']'
  }
  const keys = Object.keys(value).sort()
  // The sorted copy's own order: index keys first (numerically), then the rest as inserted (sorted).
  const index = keys.filter(isIndexKey)
  const ordered = index.length === 0 ? keys : [...index.sort((a, b) => Number(a) - Number(b)), ...keys.filter((k) => !isIndexKey(k))]
  let out = '{'
  let first = true
  for (const k of ordered) {
    // The sorted copy's `out['__proto__'] = …` set its prototype (or nothing): never a member.
    if (k === '__proto__') continue
    const v = (value as Record<string, unknown>)[k]
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue
    const enc = canonical(v)
    if (enc === undefined) continue
    out += (first ? '' : ',') + JSON.stringify(k) + ':' + enc
    first = false
  }
  return out + '}'
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

export const PACK_PREFIX = 'pack-'
export const PACK_SUFFIX = '.jsonl'

export function isPackName(name: string): boolean {
  return name.startsWith(PACK_PREFIX) && name.endsWith(PACK_SUFFIX)
}

/** A fresh pack file name: `pack-<UTC timestamp>-<pid>-<random>.jsonl` (sorts chronologically). */
export function newPackName(now: Date = new Date()): string {
  const ts = now.toISOString().replace(/[-:]/g, '') // 20250102T030405.678Z
  return `${PACK_PREFIX}${ts}-${process.pid}-${randomBytes(4).toString('hex')}${PACK_SUFFIX}`
}

// ─── raw-fd helpers (callback API: cheaper than FileHandle, no GC-close warnings) ───────

function fdOpen(file: string, flags: string | number): Promise<number> {
  return new Promise((resolve, reject) => fs.open(file, flags, 0o644, (err, fd) => (err ? reject(err) : resolve(fd))))
}
function fdClose(fd: number): Promise<void> {
  return new Promise((resolve) => fs.close(fd, () => resolve()))
}
function fdRead(fd: number, buf: Buffer, off: number, len: number, pos: number): Promise<number> {
  return new Promise((resolve, reject) => fs.read(fd, buf, off, len, pos, (err, n) => (err ? reject(err) : resolve(n))))
}
/** One entry's bytes, read synchronously (a hit per API call of a cached rerun; see writeFully). */
async function readFully(fd: number, buf: Buffer, pos: number): Promise<number> {
  let got = 0
  while (got < buf.length) {
    const n = fs.readSync(fd, buf, got, buf.length - got, pos + got)
    if (n === 0) break
    got += n
  }
  return got
}
/**
 * Append `buf` with synchronous writes: one small append to the page cache costs less on this
 * thread than the thread-pool round trip of the asynchronous call (a put per API call). Still
 * behind a promise, so the group commit around it stays as it is.
 */
async function writeFully(fd: number, buf: Buffer): Promise<void> {
  let done = 0
  // position null: O_APPEND puts the bytes at the end of the file.
  while (done < buf.length) done += fs.writeSync(fd, buf, done, buf.length - done, null)
}

// ─── index ────────────────────────────────────────────────────────────────────────────

interface IndexRef {
  /** index into `packs` */
  pack: number
  offset: number
  /** bytes of the JSON line, without the newline */
  length: number
}

interface PackFile {
  file: string
  /** open read fd (shared by concurrent gets), opened lazily */
  fd?: Promise<number>
  users: number
}

interface PendingLine {
  key: string
  line: Buffer
  resolve: (ok: boolean) => void
  reject: (err: unknown) => void
}

interface Writer {
  pack: number
  fd: number
  /** file size == offset of the next line (this instance is the pack's only writer) */
  size: number
}

const SCAN_CHUNK = 1 << 20
/** Read fds kept open for `get`; beyond this, idle ones are closed (LRU-ish). */
const MAX_OPEN_READERS = 64
const NEWLINE = 0x0a
// JSON.stringify(entry) writes `v` then `key` first, so a line normally starts with this.
const LINE_PREFIX = Buffer.from(`{"v":${CACHE_FORMAT_VERSION},"key":"`, 'latin1')
const HEX64 = /^[0-9a-f]{64}$/

export class ResponseCache {
  readonly dir: string
  readonly mode: CacheMode
  private readonly _stats: ResponseCacheStats = { hits: 0, misses: 0, writes: 0, corrupt: 0, skippedLines: 0, packs: 0, rejected: 0 }
  private readonly index = new Map<string, IndexRef>()
  /** Further entries of keys found in several packs, in pack-name order (tried when the indexed one is refused). */
  private readonly alternates = new Map<string, IndexRef[]>()
  private readonly packs: PackFile[] = []
  private readonly openReaders = new Set<number>() // pack indices with an open read fd, oldest first
  private scanned: Promise<void> | undefined
  private writer: Promise<Writer> | undefined
  private ownPackName: string | undefined
  /** every pack this instance created (indexed as written, so the scan skips them) */
  private readonly ownPacks = new Set<string>()
  private pending: PendingLine[] = []
  private flushing: Promise<void> | undefined

  readonly mac: CacheMac

  constructor(opts: ResponseCacheOptions) {
    this.dir = path.resolve(opts.dir)
    this.mode = opts.mode
    this.mac = opts.mac ?? defaultCacheMac()
  }

  get canRead(): boolean {
    return this.mode !== 'off'
  }

  get canWrite(): boolean {
    return this.mode === 'read-write'
  }

  /** This instance's pack file, once its first entry has been written. */
  get packPath(): string | undefined {
    return this.ownPackName === undefined ? undefined : path.join(this.dir, this.ownPackName)
  }

  keyFor(params: Anthropic.MessageCreateParamsNonStreaming, trial: number): string {
    return cacheKey(params, trial)
  }

  /** The stored entry, or undefined on a miss (or when the mode does not read). */
  async get(key: string): Promise<CacheEntry | undefined> {
    return (await this.lookup(key)).entry
  }

  /** Like `get`, and says whether an entry was there but refused (row C). */
  async lookup(key: string): Promise<CacheLookup> {
    if (!this.canRead) return {}
    await (this.scanned ??= this.scan())
    let refused = false
    // A refused entry does not hide a later pack's entry for the same key (a forged pack named to
    // sort first cannot shadow a genuine one): the next candidate is tried.
    for (;;) {
      const got = await this.lookupOnce(key)
      refused ||= got.rejected === true
      if (got.entry || !got.retry) return got.entry ? { entry: got.entry } : refused ? { rejected: true } : {}
    }
  }

  private async lookupOnce(key: string): Promise<CacheLookup & { retry?: boolean }> {
    const ref = this.index.get(key)
    if (!ref) {
      this._stats.misses++
      return {}
    }
    let rejected = false
    const pack = this.packs[ref.pack]!
    pack.users++
    if (this.openReaders.delete(ref.pack)) this.openReaders.add(ref.pack) // most recently used last
    try {
      const fd = await (pack.fd ??= this.openReader(ref.pack))
      const buf = Buffer.allocUnsafe(ref.length)
      if ((await readFully(fd, buf, ref.offset)) !== ref.length) throw new Error('short read')
      const entry = JSON.parse(buf.toString('utf8')) as CacheEntry
      if (entry?.v !== CACHE_FORMAT_VERSION || entry.key !== key || !entry.message) throw new Error('bad entry')
      const { mac, ...signed } = entry
      rejected = !macMatches(entryMac(this.mac.key, signed), mac) || (hasToolUse(entry.message) && !this.mac.foreignToolUse && entry.job !== this.mac.job)
      if (rejected) throw new Error('rejected entry')
      this._stats.hits++
      return { entry }
    } catch {
      let retry = false
      if (this.index.get(key) === ref) {
        const next = this.alternates.get(key)?.shift()
        if (next) {
          this.index.set(key, next)
          retry = true
        } else this.index.delete(key)
      } else if (this.index.has(key)) retry = true // a concurrent lookup already moved on to the next pack's entry: try that one
      if (rejected) this._stats.rejected++
      else this._stats.corrupt++
      if (!retry) this._stats.misses++
      return { ...(rejected ? { rejected } : {}), retry }
    } finally {
      pack.users--
      this.evictReaders()
    }
  }

  /** Record a response. A no-op unless the mode is `read-write`. Resolves once the line is written. */
  put(
    key: string,
    data: { model: string; trial: number; requestId?: string | null; message: Anthropic.Message },
  ): Promise<boolean> {
    if (!this.canWrite) return Promise.resolve(false)
    const signed: CacheEntry = {
      v: CACHE_FORMAT_VERSION,
      key,
      model: data.model,
      trial: data.trial,
      ...(data.requestId ? { requestId: data.requestId } : {}),
      job: this.mac.job,
      message: data.message,
    }
    const entry: CacheEntry = { ...signed, mac: entryMac(this.mac.key, signed) }
    const line = Buffer.from(JSON.stringify(entry) + '\n', 'utf8')
    return new Promise<boolean>((resolve, reject) => {
      this.pending.push({ key, line, resolve, reject })
      this.flushing ??= this.flush()
    })
  }

  /** Wait for pending writes, then close every open file. The instance stays usable (a later put starts a new pack). */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing
    const w = this.writer
    this.writer = undefined
    if (w) await w.then((x) => this.retireWriter(x)).catch(() => undefined)
    for (const i of [...this.openReaders]) await this.closeReader(i)
  }

  stats(): ResponseCacheStats {
    return { ...this._stats }
  }

  // ─── writing ──────────────────────────────────────────────────────────────────────

  /** Group commit: one write call for everything queued while the previous write was in flight. */
  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending
        this.pending = []
        let w: Writer | undefined
        try {
          w = await (this.writer ??= this.openWriter())
          const buf = batch.length === 1 ? batch[0]!.line : Buffer.concat(batch.map((p) => p.line))
          await writeFully(w.fd, buf)
        } catch (err) {
          // The pack may now end in a partial line: never append after it, start a new one next time.
          this.writer = undefined
          if (w) this.retireWriter(w)
          for (const p of batch) p.reject(err)
          continue
        }
        for (const p of batch) {
          // This instance's fresh response supersedes whatever was indexed for the key.
          this.index.set(p.key, { pack: w.pack, offset: w.size, length: p.line.length - 1 })
          w.size += p.line.length
          this._stats.writes++
          p.resolve(true)
        }
      }
    } finally {
      this.flushing = undefined
    }
  }

  /** Stop appending to `w`'s pack; its entries stay readable (through a fresh read-only fd). */
  private retireWriter(w: Writer): Promise<void> {
    if (this.packs[w.pack]!.fd) this.packs[w.pack]!.fd = undefined
    this.ownPackName = undefined
    return fdClose(w.fd)
  }

  private async openWriter(): Promise<Writer> {
    await fsp.mkdir(this.dir, { recursive: true })
    const name = newPackName()
    const file = path.join(this.dir, name)
    this.ownPacks.add(name) // before it exists, so a concurrent scan never indexes it twice
    // read/append, create, fail if it exists (O_EXCL never follows a link). The fd also serves this pack's gets.
    const c = fs.constants
    const fd = await fdOpen(file, c.O_RDWR | c.O_APPEND | c.O_CREAT | c.O_EXCL | c.O_NOFOLLOW)
    this.ownPackName = name
    const pack = this.packs.push({ file, fd: Promise.resolve(fd), users: 0 }) - 1
    this._stats.packs++
    return { pack, fd, size: 0 }
  }

  // ─── reading ──────────────────────────────────────────────────────────────────────

  private async scan(): Promise<void> {
    let names: string[]
    try {
      names = (await fsp.readdir(this.dir)).filter(isPackName).sort()
    } catch {
      return // no dir (yet), unreadable → empty index
    }
    for (const name of names) {
      if (this.ownPacks.has(name)) continue // its entries are indexed as they are written
      const file = path.join(this.dir, name)
      const pack = this.packs.push({ file, users: 0 }) - 1
      try {
        await this.scanPack(pack, file)
        this._stats.packs++
      } catch {
        // unreadable pack: whatever was indexed from it stays (gets re-validate every entry)
      }
    }
  }

  private async scanPack(pack: number, file: string): Promise<void> {
    // O_NONBLOCK: a FIFO under a pack's name opens at once (and is refused below) instead of waiting for a writer.
    const fd = await fdOpen(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK)
    try {
      if (!fs.fstatSync(fd).isFile()) throw new Error('not a regular file')
      const chunk = Buffer.allocUnsafe(SCAN_CHUNK)
      let carry: Buffer | undefined // the incomplete line at the end of the previous chunk
      let carryAt = 0
      let pos = 0
      for (;;) {
        const n = await fdRead(fd, chunk, 0, SCAN_CHUNK, pos)
        if (n === 0) break
        const data = carry ? Buffer.concat([carry, chunk.subarray(0, n)]) : chunk.subarray(0, n)
        const base = carry ? carryAt : pos
        pos += n
        let start = 0
        for (let nl = data.indexOf(NEWLINE, carry ? carry.length : 0); nl >= 0; nl = data.indexOf(NEWLINE, start)) {
          this.indexLine(pack, data, start, nl, base + start)
          start = nl + 1
        }
        carry = start < data.length ? Buffer.from(data.subarray(start)) : undefined
        carryAt = base + start
      }
      if (carry && carry.length > 0) this._stats.skippedLines++ // truncated last line
    } finally {
      await fdClose(fd)
    }
  }

  private indexLine(pack: number, data: Buffer, start: number, end: number, offset: number): void {
    const length = end - start
    if (length === 0) return
    let key: string | undefined
    const p = LINE_PREFIX.length
    if (length > p + 65 && data.compare(LINE_PREFIX, 0, p, start, start + p) === 0 && data[start + p + 64] === 0x22) {
      const k = data.toString('latin1', start + p, start + p + 64)
      if (HEX64.test(k)) key = k
    }
    if (key === undefined) {
      // Not in the usual shape: parse it to find out (garbage and other versions are skipped).
      try {
        const e = JSON.parse(data.toString('utf8', start, end)) as Partial<CacheEntry>
        if (e?.v === CACHE_FORMAT_VERSION && typeof e.key === 'string' && e.message) key = e.key
      } catch {
        // truncated/garbled
      }
    }
    if (key === undefined) {
      this._stats.skippedLines++
      return
    }
    if (!this.index.has(key)) this.index.set(key, { pack, offset, length }) // first pack (by name) wins
    else {
      // Kept in case the first one is refused (MAC) or unreadable.
      const more = this.alternates.get(key)
      if (more) more.push({ pack, offset, length })
      else this.alternates.set(key, [{ pack, offset, length }])
    }
  }

  private async openReader(pack: number): Promise<number> {
    try {
      const fd = await fdOpen(this.packs[pack]!.file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK)
      this.openReaders.add(pack)
      return fd
    } catch (err) {
      this.packs[pack]!.fd = undefined // retry on the next get
      throw err
    }
  }

  private evictReaders(): void {
    if (this.openReaders.size <= MAX_OPEN_READERS) return
    for (const i of this.openReaders) {
      if (this.openReaders.size <= MAX_OPEN_READERS) break
      if (this.packs[i]!.users === 0) void this.closeReader(i)
    }
  }

  private async closeReader(pack: number): Promise<void> {
    const p = this.packs[pack]!
    const fd = p.fd
    p.fd = undefined
    this.openReaders.delete(pack)
    if (fd) await fd.then(fdClose, () => undefined)
  }
}

// ─── opening the cache of a run (rows C and K) ──────────────────────────────────────────

let noteListener: (line: string) => void = (line) => void process.stderr.write(`skill-evals: ${line}\n`)
/** Where the cache's one-line notices go (the CLI and the action route them to their logs). */
export function setCacheNoteListener(fn: (line: string) => void): void {
  noteListener = fn
}
const noted = new Set<string>()

/**
 * The folder a run's response cache lives in: `cacheDir` relative to the repository, moved out of
 * the checkout on pull_request runs (`effectiveCacheDir`, with one line saying so), and refused
 * (`UnsafePathError`) when a component from its root down to it is a symbolic link.
 */
export function resolveCacheDir(root: string, cacheDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const eff = effectiveCacheDir(root, cacheDir, env)
  if (eff.note && !noted.has(eff.note)) {
    noted.add(eff.note)
    noteListener(eff.note)
  }
  checkFolderInside(folderRoot(root, eff.dir), eff.dir, 'cache-dir')
  return eff.dir
}

/** A run's response cache (undefined when the mode is `off`); see `resolveCacheDir`. */
export function openResponseCache(root: string, cacheDir: string, mode: CacheMode): ResponseCache | undefined {
  if (mode === 'off') return undefined
  return new ResponseCache({ dir: resolveCacheDir(root, cacheDir), mode })
}
