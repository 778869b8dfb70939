/**
 * One writer per results folder (issue 17).
 *
 * A run (fresh or `--resume`) holds `<out>/.skill-evals.lock` from before it touches the folder
 * until it is done. The file holds the holder's pid, host name, start time, command and a random
 * token; it is created atomically (written to a temp file, then hard-linked to its name, which
 * fails if the name exists), so a reader never sees a half-written lock. A second process that
 * finds the lock refuses at once with a message naming the folder and the holder.
 *
 * Stale locks: a lock whose host is this host and whose pid is not alive (or is our own pid but
 * not held by this process: a recycled pid) is taken over. The takeover renames the stale file
 * away and checks that what it moved is the lock it judged stale; if another process replaced
 * it in between, the new lock is put back and this process refuses. A lock from another host is
 * never taken over (its pid cannot be checked from here): the message says to delete it.
 *
 * Within one process the lock is re-entrant (the CLI's `run` holds it for run + grade + pipeline
 * while `runEvals` takes it again), and it is removed on exit, even after a forced exit.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { link, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'
import { checkFolderInside, folderRoot } from '../safe-fs.js'

export const LOCK_FILE = '.skill-evals.lock'

export interface LockInfo {
  pid: number
  host: string
  startedAt: string
  command: string
  token: string
}

/** Another process holds the results folder. */
export class OutDirLockedError extends Error {
  override readonly name = 'OutDirLockedError'
  constructor(
    message: string,
    readonly dir: string,
    readonly holder: LockInfo | undefined,
  ) {
    super(message)
  }
}

interface Held {
  count: number
  file: string
  token: string
}

const held = new Map<string, Held>()
let exitHookInstalled = false

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  // Synchronous: runs on process.exit() too (a forced stop after SIGTERM).
  process.on('exit', () => {
    for (const h of held.values()) removeIfOursSync(h.file, h.token)
    held.clear()
  })
}

function removeIfOursSync(file: string, token: string): void {
  try {
    if (!existsSync(file)) return
    const info = parseLock(readFileSync(file, 'utf8'))
    if (info?.token === token) rmSync(file, { force: true })
  } catch {
    /* best effort */
  }
}

function parseLock(text: string): LockInfo | undefined {
  try {
    const v = JSON.parse(text) as Partial<LockInfo>
    if (typeof v.pid === 'number' && typeof v.host === 'string' && typeof v.token === 'string') {
      return { pid: v.pid, host: v.host, startedAt: String(v.startedAt ?? '?'), command: String(v.command ?? '?'), token: v.token }
    }
  } catch {
    /* not a lock we wrote */
  }
  return undefined
}

async function readLock(file: string): Promise<LockInfo | undefined | null> {
  try {
    return parseLock(await readFile(file, 'utf8'))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null // gone meanwhile
    return undefined
  }
}

/** Whether `pid` is a live process on this host. */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' // alive, another user's
  }
}

function isStale(info: LockInfo, dir: string): boolean {
  if (info.host !== hostname()) return false
  if (info.pid === process.pid) return held.get(dir)?.token !== info.token
  return !pidAlive(info.pid)
}

/** Creates `file` with `text` only if it does not exist, never exposing a partial file. */
async function createExclusive(file: string, text: string, token: string): Promise<void> {
  const tmp = `${file}.${process.pid}.${token}.tmp`
  await writeFile(tmp, text)
  try {
    await link(tmp, file)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw err
    // No hard links here: O_EXCL create (a reader may briefly see it empty; it retries).
    const fh = await open(file, 'wx')
    try {
      await fh.writeFile(text)
    } finally {
      await fh.close()
    }
  } finally {
    await rm(tmp, { force: true })
  }
}

/** Moves a stale lock away; a live lock that replaced it meanwhile is put back (the caller then refuses). */
async function takeOver(file: string, stale: LockInfo, token: string): Promise<void> {
  const aside = `${file}.stale.${token}`
  try {
    await rename(file, aside)
  } catch {
    return // someone else moved it first
  }
  const moved = await readLock(aside)
  if (moved && moved.token !== stale.token) {
    // A live lock was created between our read and the rename: give it back.
    await link(aside, file).catch(() => {})
  }
  await rm(aside, { force: true })
}

function describe(info: LockInfo): string {
  return `skill-evals ${info.command} (pid ${info.pid} on ${info.host}, started ${info.startedAt})`
}

/**
 * Takes the lock of results folder `outDir` (creating the folder), or throws
 * `OutDirLockedError` at once when another live process holds it. Returns the release function.
 */
export async function lockOutDir(outDir: string, command: string): Promise<() => Promise<void>> {
  const dir = resolve(outDir)
  const file = join(dir, LOCK_FILE)
  const mine = held.get(dir)
  if (mine) {
    mine.count++
    return releaser(dir, mine)
  }
  // Issue 33 row K: never through a link (a committed `.skill-evals -> /elsewhere`): from the
  // working directory (or, for a folder outside it, from its parent) down, no component may be one.
  checkFolderInside(folderRoot(process.cwd(), dir), dir, 'The results folder')
  await mkdir(dir, { recursive: true })
  const token = randomBytes(8).toString('hex')
  const info: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), command, token }
  const text = JSON.stringify(info) + '\n'
  for (let attempt = 0; ; attempt++) {
    try {
      await createExclusive(file, text, token)
      break
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    let holder = await readLock(file)
    for (let i = 0; holder === undefined && i < 5; i++) {
      await new Promise((r) => setTimeout(r, 20)) // an O_EXCL lock being written
      holder = await readLock(file)
    }
    if (holder === null && attempt < 5) continue // released meanwhile: try again
    if (holder && isStale(holder, dir) && attempt < 5) {
      await takeOver(file, holder, token)
      continue
    }
    const who = holder ? `another ${describe(holder)}` : `another process (unreadable lock file)`
    const hint =
      holder && holder.host !== hostname()
        ? `If that process is gone, delete ${file}.`
        : `Wait for it to finish, or choose another folder with --out.`
    throw new OutDirLockedError(`Results folder '${dir}' is in use by ${who}; only one run may write to it at a time. ${hint}`, dir, holder ?? undefined)
  }
  const h: Held = { count: 1, file, token }
  held.set(dir, h)
  installExitHook()
  return releaser(dir, h)
}

function releaser(dir: string, h: Held): () => Promise<void> {
  let released = false
  return async () => {
    if (released) return
    released = true
    if (--h.count > 0) return
    held.delete(dir)
    const now = await readLock(h.file)
    if (now && now.token === h.token) await rm(h.file, { force: true })
  }
}
