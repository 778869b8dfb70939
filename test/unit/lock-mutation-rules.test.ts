/**
 * Issue 36: the results folder's lock (src/run/out-lock.ts) on its own — one writer per folder,
 * re-entrant within a process, stale locks of dead processes on this host taken over, locks of
 * other hosts never, links refused, and the messages that tell a user what to do.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { LOCK_FILE, lockOutDir, OutDirLockedError, pidAlive, type LockInfo } from '../../src/run/out-lock.js'

let base: string
let cwd: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), 'out-lock-')))
  cwd = process.cwd()
  process.chdir(base)
})
afterEach(() => {
  process.chdir(cwd)
  rmSync(base, { recursive: true, force: true })
})

/** A pid that is certainly not alive: a child that has exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  return Number(r.stdout)
}

const lockOf = (dir: string): LockInfo => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockInfo

function writeLock(dir: string, info: Partial<LockInfo>): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ startedAt: '2026-01-01T00:00:00.000Z', command: 'run', token: 'feedfacefeedface', ...info }) + '\n')
}

async function refusal(dir: string): Promise<OutDirLockedError> {
  try {
    const release = await lockOutDir(dir, 'run')
    await release()
  } catch (e) {
    expect(e).toBeInstanceOf(OutDirLockedError)
    return e as OutDirLockedError
  }
  throw new Error('the lock was taken')
}

describe('pidAlive', () => {
  test('this process is alive; an exited child, zero, negatives and fractions are not', () => {
    expect(pidAlive(process.pid)).toBe(true)
    expect(pidAlive(deadPid())).toBe(false)
    expect(pidAlive(0)).toBe(false)
    expect(pidAlive(-1)).toBe(false)
    expect(pidAlive(1.5)).toBe(false)
    expect(pidAlive(Number.NaN)).toBe(false)
  })
  test('pid 1 exists on every Linux host (alive whether or not we may signal it)', () => {
    expect(pidAlive(1)).toBe(true)
  })
})

describe('taking and releasing', () => {
  test('the lock file holds pid, host, start time, command and a token; the folder is created; release removes it', async () => {
    const dir = path.join(base, 'out', 'results')
    const release = await lockOutDir(dir, 'grade')
    const info = lockOf(dir)
    expect(info.pid).toBe(process.pid)
    expect(info.host).toBe(hostname())
    expect(info.command).toBe('grade')
    expect(info.token).toMatch(/^[0-9a-f]{16}$/)
    expect(Number.isNaN(Date.parse(info.startedAt))).toBe(false)
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').endsWith('}\n')).toBe(true)
    // no temp or stale files left beside it
    expect(readdirSync(dir)).toEqual([LOCK_FILE])
    await release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
    expect(existsSync(dir)).toBe(true)
  })

  test('re-entrant within the process: the lock stays until the last holder releases; a release called twice counts once', async () => {
    const dir = path.join(base, 'out')
    const outer = await lockOutDir(dir, 'run')
    const token = lockOf(dir).token
    const inner = await lockOutDir(dir, 'run')
    expect(lockOf(dir).token).toBe(token)
    await inner()
    await inner()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true)
    await outer()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
    // and the folder can be taken again afterwards, with a new token
    const again = await lockOutDir(dir, 'run')
    expect(lockOf(dir).token).not.toBe(token)
    await again()
  })

  test('the same folder named two ways is one lock', async () => {
    const dir = path.join(base, 'same')
    const a = await lockOutDir(dir, 'run')
    const b = await lockOutDir('same/./', 'run')
    await b()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true)
    await a()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })

  test('a release does not remove a lock that is no longer ours', async () => {
    const dir = path.join(base, 'replaced')
    const release = await lockOutDir(dir, 'run')
    writeLock(dir, { pid: process.pid, host: hostname(), token: '0123456789abcdef' })
    await release()
    expect(lockOf(dir).token).toBe('0123456789abcdef')
  })

  test('a release after the lock file vanished is quiet', async () => {
    const dir = path.join(base, 'vanished')
    const release = await lockOutDir(dir, 'run')
    rmSync(path.join(dir, LOCK_FILE))
    await expect(release()).resolves.toBeUndefined()
  })
})

describe('refusing', () => {
  test('a live holder on this host: refused at once, naming the folder and the holder; wait or choose another folder', async () => {
    const dir = path.join(base, 'busy')
    writeLock(dir, { pid: 1, host: hostname(), command: 'pipeline', startedAt: 'T0' })
    const e = await refusal(dir)
    expect(e.message).toBe(
      `Results folder '${dir}' is in use by another skill-evals pipeline (pid 1 on ${hostname()}, started T0); only one run may write to it at a time. Wait for it to finish, or choose another folder with --out.`,
    )
    expect(e.dir).toBe(dir)
    expect(e.holder).toMatchObject({ pid: 1, host: hostname(), command: 'pipeline', token: 'feedfacefeedface' })
    expect(e.name).toBe('OutDirLockedError')
    // the holder's lock is untouched
    expect(lockOf(dir).pid).toBe(1)
  })

  test('another host: never taken over, even with a dead pid; the message says to delete the file', async () => {
    const dir = path.join(base, 'remote')
    writeLock(dir, { pid: deadPid(), host: `${hostname()}-elsewhere` })
    const e = await refusal(dir)
    expect(e.message).toContain(`on ${hostname()}-elsewhere`)
    expect(e.message.endsWith(`If that process is gone, delete ${path.join(dir, LOCK_FILE)}.`)).toBe(true)
    expect(lockOf(dir).host).toBe(`${hostname()}-elsewhere`)
  })

  test('an unreadable lock file is a refusal that says so, after a short wait', async () => {
    const dir = path.join(base, 'garbage')
    mkdirSync(dir)
    writeFileSync(path.join(dir, LOCK_FILE), 'not json at all')
    const e = await refusal(dir)
    expect(e.message).toContain('in use by another process (unreadable lock file)')
    expect(e.message).toContain('Wait for it to finish')
    expect(e.holder).toBeUndefined()
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe('not json at all')
  })

  test('a lock missing its pid, host or token is unreadable; missing start time and command read as ?', async () => {
    for (const [name, info] of [
      ['no-pid', { host: hostname(), token: 't' }],
      ['no-host', { pid: 1, token: 't' }],
      ['no-token', { pid: 1, host: hostname() }],
      ['pid-string', { pid: '1', host: hostname(), token: 't' }],
    ] as const) {
      const dir = path.join(base, name)
      mkdirSync(dir)
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(info))
      expect((await refusal(dir)).message).toContain('unreadable lock file')
    }
    const dir = path.join(base, 'bare')
    mkdirSync(dir)
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: hostname(), token: 't' }))
    const e = await refusal(dir)
    expect(e.message).toContain(`another skill-evals ? (pid 1 on ${hostname()}, started ?)`)
  })

  test('the results folder through a symbolic link is refused before anything is written', async () => {
    mkdirSync(path.join(base, 'elsewhere'))
    symlinkSync(path.join(base, 'elsewhere'), path.join(base, 'linked'))
    await expect(lockOutDir(path.join(base, 'linked', 'out'), 'run')).rejects.toThrow(/The results folder .* is a symbolic link/)
    expect(readdirSync(path.join(base, 'elsewhere'))).toEqual([])
  })
})

describe('stale locks', () => {
  test('a dead holder on this host is taken over; nothing is left beside the new lock', async () => {
    const dir = path.join(base, 'stale')
    writeLock(dir, { pid: deadPid(), host: hostname() })
    const release = await lockOutDir(dir, 'run')
    expect(lockOf(dir).pid).toBe(process.pid)
    expect(lockOf(dir).token).not.toBe('feedfacefeedface')
    expect(readdirSync(dir)).toEqual([LOCK_FILE])
    await release()
  })

  test('our own pid with a token we do not hold (a recycled pid) is stale', async () => {
    const dir = path.join(base, 'recycled')
    writeLock(dir, { pid: process.pid, host: hostname() })
    const release = await lockOutDir(dir, 'run')
    expect(lockOf(dir).token).not.toBe('feedfacefeedface')
    await release()
  })
})
