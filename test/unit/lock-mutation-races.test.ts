/**
 * Issue 36 (mutation part `lock`): the results folder's lock (src/run/out-lock.ts) under the races
 * and file-system failures a real folder can show, scripted deterministically: `node:fs/promises`
 * is the real module behind hooks that let a test act "between" two steps of the lock (another
 * process releasing, replacing or half-writing the lock, a cleaner deleting files, a file system
 * without hard links), and count how often the lock retries.
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import * as realFsp from 'node:fs/promises'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'

type Fn = (...args: never[]) => unknown
interface Hooks {
  /** Called instead of the real function; `real` is the real one. */
  readFile?: (real: typeof realFsp.readFile, file: string) => Promise<string>
  link?: (real: typeof realFsp.link, from: string, to: string) => Promise<void>
  rename?: (real: typeof realFsp.rename, from: string, to: string) => Promise<void>
}
const hooks: Hooks = {}
const calls: Record<string, string[]> = {}
const log = (name: string, p: unknown): void => void (calls[name] ??= []).push(String(p))

jest.unstable_mockModule('node:fs/promises', () => ({
  ...realFsp,
  default: realFsp,
  readFile: (file: string, ...rest: unknown[]) => {
    log('readFile', file)
    return hooks.readFile ? hooks.readFile(realFsp.readFile, file) : (realFsp.readFile as unknown as Fn)(...([file, ...rest] as never[]))
  },
  link: (from: string, to: string) => {
    log('link', to)
    return hooks.link ? hooks.link(realFsp.link, from, to) : realFsp.link(from, to)
  },
  rename: (from: string, to: string) => {
    log('rename', from)
    return hooks.rename ? hooks.rename(realFsp.rename, from, to) : realFsp.rename(from, to)
  },
}))

const { LOCK_FILE, lockOutDir, OutDirLockedError, pidAlive } = await import('../../src/run/out-lock.js')
type LockInfo = import('../../src/run/out-lock.js').LockInfo

let base: string
let cwd: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), 'out-lock-races-')))
  cwd = process.cwd()
  process.chdir(base)
  for (const k of Object.keys(hooks)) delete hooks[k as keyof Hooks]
  for (const k of Object.keys(calls)) delete calls[k]
})
afterEach(() => {
  jest.restoreAllMocks()
  process.chdir(cwd)
  rmSync(base, { recursive: true, force: true })
})

function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  return Number(r.stdout)
}
const lockText = (info: Partial<LockInfo>): string =>
  JSON.stringify({ pid: 1, host: hostname(), startedAt: 'T0', command: 'run', token: 'feedfacefeedface', ...info }) + '\n'
function writeLock(dir: string, info: Partial<LockInfo>): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, LOCK_FILE), lockText(info))
}
const lockOf = (dir: string): LockInfo => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockInfo
const count = (name: string, suffix: string): number => (calls[name] ?? []).filter((p) => p.endsWith(suffix)).length
const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: scripted`), { code })

async function refusal(p: Promise<() => Promise<void>>): Promise<InstanceType<typeof OutDirLockedError>> {
  try {
    const release = await p
    await release()
  } catch (e) {
    expect(e).toBeInstanceOf(OutDirLockedError)
    return e as InstanceType<typeof OutDirLockedError>
  }
  throw new Error('the lock was taken')
}

describe('pidAlive and the permission to signal', () => {
  test("a process we may not signal (EPERM: another user's) is alive; one that does not exist (ESRCH) is not", () => {
    const kill = jest.spyOn(process, 'kill')
    kill.mockImplementation(() => {
      throw errno('EPERM')
    })
    expect(pidAlive(4242)).toBe(true)
    kill.mockImplementation(() => {
      throw errno('ESRCH')
    })
    expect(pidAlive(4242)).toBe(false)
  })
})

describe('a file system without hard links: the exclusive-create fallback', () => {
  for (const code of ['EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP']) {
    test(`link fails with ${code}: the lock is still taken, whole, with no temp file and no open descriptor left`, async () => {
      const dir = path.join(base, code)
      hooks.link = () => Promise.reject(errno(code))
      const release = await lockOutDir(dir, 'run')
      const info = lockOf(dir)
      expect(info).toMatchObject({ pid: process.pid, host: hostname(), command: 'run' })
      expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').endsWith('}\n')).toBe(true)
      expect(readdirSync(dir)).toEqual([LOCK_FILE])
      // the O_EXCL file handle is closed again
      const lock = path.join(dir, LOCK_FILE)
      const open = readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === lock
        } catch {
          return false
        }
      })
      expect(open).toEqual([])
      await release()
      expect(existsSync(lock)).toBe(false)
    })
  }

  test('without hard links a held lock is still exclusive: the second taker is refused', async () => {
    const dir = path.join(base, 'nolinks-busy')
    writeLock(dir, { pid: 1 })
    hooks.link = () => Promise.reject(errno('ENOTSUP'))
    const e = await refusal(lockOutDir(dir, 'run'))
    expect(e.holder).toMatchObject({ pid: 1, token: 'feedfacefeedface' })
    expect(readdirSync(dir)).toEqual([LOCK_FILE])
  })

  test('any other failure to create the lock (EIO) is thrown as it is, not taken for a busy folder or worked around', async () => {
    const dir = path.join(base, 'eio')
    hooks.link = () => Promise.reject(errno('EIO'))
    await expect(lockOutDir(dir, 'run')).rejects.toMatchObject({ code: 'EIO' })
    expect(count('link', LOCK_FILE)).toBe(1)
    expect(readdirSync(dir)).toEqual([])
  })

  test('the temp file vanishing before its clean-up (a concurrent cleaner) does not fail the lock', async () => {
    const dir = path.join(base, 'cleaned')
    hooks.link = async (real, from, to) => {
      await real(from, to)
      unlinkSync(from)
    }
    const release = await lockOutDir(dir, 'run')
    expect(lockOf(dir).pid).toBe(process.pid)
    await release()
  })
})

describe('the holder releasing, replacing or still writing its lock meanwhile', () => {
  test('released between our failed create and our read: we try again and take it', async () => {
    const dir = path.join(base, 'released')
    writeLock(dir, { pid: 1 })
    hooks.readFile = async (real, file) => {
      if (file.endsWith(LOCK_FILE)) rmSync(file, { force: true }) // the holder releases now
      return real(file, 'utf8')
    }
    const release = await lockOutDir(dir, 'run')
    expect(lockOf(dir).pid).toBe(process.pid)
    expect(count('link', LOCK_FILE)).toBe(2)
    await release()
  })

  test('a lock that keeps vanishing when read (a dangling link) is retried five times, then refused as unreadable', async () => {
    const dir = path.join(base, 'dangling')
    mkdirSync(dir)
    symlinkSync(path.join(base, 'nowhere'), path.join(dir, LOCK_FILE))
    // a safety net for a lock that would retry for ever: after 20 tries the link is gone
    hooks.readFile = async (real, file) => {
      if (count('readFile', LOCK_FILE) >= 20) rmSync(file, { force: true })
      return real(file, 'utf8')
    }
    const e = await refusal(lockOutDir(dir, 'run'))
    expect(e.message).toContain('in use by another process (unreadable lock file)')
    expect(e.holder).toBeUndefined()
    expect(count('link', LOCK_FILE)).toBe(6)
    expect(count('readFile', LOCK_FILE)).toBe(6)
  })

  test('a lock still being written (empty at first) is read again until it names its holder', async () => {
    const dir = path.join(base, 'half-written')
    mkdirSync(dir)
    writeFileSync(path.join(dir, LOCK_FILE), '')
    hooks.readFile = async (real, file) => {
      const text = await real(file, 'utf8')
      if (count('readFile', LOCK_FILE) === 2) writeFileSync(file, lockText({ pid: 1, command: 'grade' })) // the writer finishes
      return text
    }
    const e = await refusal(lockOutDir(dir, 'run'))
    expect(e.message).toContain(`another skill-evals grade (pid 1 on ${hostname()}`)
    expect(count('readFile', LOCK_FILE)).toBe(3)
  })

  test('a lock that stays unreadable is read six times in all (five short waits), then refused', async () => {
    const dir = path.join(base, 'garbage')
    mkdirSync(dir)
    writeFileSync(path.join(dir, LOCK_FILE), 'not json')
    const e = await refusal(lockOutDir(dir, 'run'))
    expect(e.message).toContain('unreadable lock file')
    expect(count('readFile', LOCK_FILE)).toBe(6)
    expect(count('link', LOCK_FILE)).toBe(1)
  })

  test('a lock that cannot be read for another reason than its absence (EISDIR) is unreadable, not "released"', async () => {
    const dir = path.join(base, 'isdir')
    mkdirSync(path.join(dir, LOCK_FILE), { recursive: true })
    const e = await refusal(lockOutDir(dir, 'run'))
    expect(e.message).toContain('unreadable lock file')
    expect(count('link', LOCK_FILE)).toBe(1) // not retried as a lock released meanwhile
  })

  test('a live lock is refused at once, on its first reading: the holder it names is the one read', async () => {
    const dir = path.join(base, 'live')
    writeLock(dir, { pid: 1, command: 'pipeline' })
    hooks.readFile = async (real, file) => {
      const text = await real(file, 'utf8')
      rmSync(file, { force: true }) // released just after we read it: we do not wait to see that
      return text
    }
    const e = await refusal(lockOutDir(dir, 'run'))
    expect(e.holder).toMatchObject({ pid: 1, command: 'pipeline' })
    expect(count('readFile', LOCK_FILE)).toBe(1)
  })

  test('two takes of one folder at once in this process: one gets it, the other is refused (the lock is ours, held, not stale)', async () => {
    const dir = path.join(base, 'twice')
    let first: Promise<unknown> = Promise.resolve()
    hooks.readFile = async (real, file) => {
      await first // the loser reads the lock once the winner holds it
      return real(file, 'utf8')
    }
    const a = lockOutDir(dir, 'run')
    const b = lockOutDir(dir, 'run')
    first = Promise.race([a, b]).catch(() => {})
    const results = await Promise.allSettled([a, b])
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    expect(lost[0]!.reason).toBeInstanceOf(OutDirLockedError)
    expect((lost[0]!.reason as InstanceType<typeof OutDirLockedError>).holder?.pid).toBe(process.pid)
    expect(count('rename', LOCK_FILE)).toBe(0) // nothing taken over
    const token = lockOf(dir).token
    expect(readdirSync(dir)).toEqual([LOCK_FILE])
    await (won[0] as PromiseFulfilledResult<() => Promise<void>>).value()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
    expect(token).toMatch(/^[0-9a-f]{16}$/)
  })
})

describe('taking over a stale lock', () => {
  test('a live lock that replaced the stale one between our read and our move is put back, and we refuse', async () => {
    const dir = path.join(base, 'replaced')
    writeLock(dir, { pid: deadPid() })
    hooks.rename = async (real, from, to) => {
      writeFileSync(from, lockText({ pid: 1, token: '0123456789abcdef', command: 'grade' })) // a new live holder
      await real(from, to)
    }
    const e = await refusal(lockOutDir(dir, 'run'))
    expect(e.holder).toMatchObject({ pid: 1, token: '0123456789abcdef' })
    expect(lockOf(dir).token).toBe('0123456789abcdef')
    expect(readdirSync(dir)).toEqual([LOCK_FILE])
  })

  test('a stale lock that cannot be moved away is tried five times, then refused naming the dead holder', async () => {
    const dir = path.join(base, 'stuck')
    const dead = deadPid()
    writeLock(dir, { pid: dead })
    // a safety net for a lock that would retry for ever: the 20th move works
    hooks.rename = async (real, from, to) => {
      if (count('rename', LOCK_FILE) < 20) throw errno('EACCES')
      await real(from, to)
    }
    const e = await refusal(lockOutDir(dir, 'run'))
    expect(e.holder?.pid).toBe(dead)
    expect(e.message).toContain('Wait for it to finish')
    expect(count('rename', LOCK_FILE)).toBe(5)
    expect(lockOf(dir).pid).toBe(dead)
  })

  test('the set-aside stale file deleted by someone else meanwhile does not fail the takeover', async () => {
    const dir = path.join(base, 'aside-gone')
    writeLock(dir, { pid: deadPid() })
    hooks.rename = async (real, from, to) => {
      await real(from, to)
      rmSync(to, { force: true })
    }
    const release = await lockOutDir(dir, 'run')
    expect(lockOf(dir).pid).toBe(process.pid)
    expect(readdirSync(dir)).toEqual([LOCK_FILE])
    await release()
  })
})

describe('releasing', () => {
  test('the lock file deleted by someone else between our check and our removal: the release is still quiet', async () => {
    const dir = path.join(base, 'release-race')
    const release = await lockOutDir(dir, 'run')
    hooks.readFile = async (real, file) => {
      const text = await real(file, 'utf8')
      rmSync(file, { force: true })
      return text
    }
    await expect(release()).resolves.toBeUndefined()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })
})
