/**
 * Issue 36 (mutation part `lock`): the lock of a results folder is removed when the process exits,
 * even by a forced `process.exit()` without a release — but only a lock that is still ours.
 * In-process: the one `exit` listener the first lock installs, called as the exit would call it.
 * In a child process: a real exit.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LOCK_FILE, lockOutDir, type LockInfo } from '../../src/run/out-lock.js'

let base: string
let cwd: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), 'out-lock-exit-')))
  cwd = process.cwd()
  process.chdir(base)
})
afterEach(() => {
  process.chdir(cwd)
  rmSync(base, { recursive: true, force: true })
})

const lockPath = (dir: string): string => path.join(dir, LOCK_FILE)
const lockOf = (dir: string): LockInfo => JSON.parse(readFileSync(lockPath(dir), 'utf8')) as LockInfo
const foreign = (dir: string): void =>
  writeFileSync(lockPath(dir), JSON.stringify({ pid: 1, host: hostname(), startedAt: 'T0', command: 'run', token: '0123456789abcdef' }) + '\n')

describe('the exit hook, in this process', () => {
  // One test: the hook is installed once per process (per module instance), by the first lock.
  test('the first lock installs exactly one exit listener; it removes our locks, keeps replaced ones, and forgets them all', async () => {
    const before = process.listeners('exit')
    const a = path.join(base, 'a')
    const releaseA = await lockOutDir(a, 'run')
    const added = process.listeners('exit').filter((l) => !before.includes(l))
    expect(added).toHaveLength(1)

    // more locks (another folder, re-entrant, taken again after a release) install no more listeners
    const b = path.join(base, 'b')
    const releaseB = await lockOutDir(b, 'run')
    const inner = await lockOutDir(a, 'run')
    await inner()
    const c = path.join(base, 'c')
    await (await lockOutDir(c, 'run'))()
    const releaseC = await lockOutDir(c, 'run')
    const d = path.join(base, 'd')
    const releaseD = await lockOutDir(d, 'run')
    expect(process.listeners('exit').filter((l) => !before.includes(l))).toEqual(added)

    foreign(b) // b's lock was replaced by another holder's: not ours to remove
    rmSync(lockPath(c)) // c's lock is already gone: nothing to do, no error
    const tokenD = lockOf(d).token

    // the process exits (no release was called)
    ;(added[0] as (code: number) => void)(0)
    expect(existsSync(lockPath(a))).toBe(false)
    expect(lockOf(b).token).toBe('0123456789abcdef')
    expect(existsSync(lockPath(c))).toBe(false)
    expect(existsSync(lockPath(d))).toBe(false)

    // the hook forgot the locks: taking d again makes a new lock, not a re-entrant one
    const again = await lockOutDir(d, 'run')
    expect(lockOf(d).token).not.toBe(tokenD)
    await again()
    for (const r of [releaseA, releaseB, releaseC, releaseD]) await r()
    expect(lockOf(b).token).toBe('0123456789abcdef')
  })
})

describe('the exit hook, on a real exit', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
  const src = path.join(root, 'src', 'run', 'out-lock.ts')
  const run = (dir: string, replace: boolean): { status: number | null; stderr: string } => {
    const script = [
      `import { lockOutDir } from ${JSON.stringify(src)}`,
      `import { writeFileSync } from 'node:fs'`,
      `await lockOutDir(${JSON.stringify(dir)}, 'run')`,
      replace
        ? `writeFileSync(${JSON.stringify(lockPath(dir))}, JSON.stringify({ pid: 1, host: 'h', token: 'someone-else' }))`
        : '',
      `process.exit(3)`, // forced: no release
    ].join('\n')
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root, // where tsx is installed; the folders are outside it
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
      timeout: 20000,
    })
    return { status: r.status, stderr: r.stderr }
  }

  test('a process that took a lock and exits without releasing leaves no lock behind; a replaced lock stays', () => {
    const mine = path.join(base, 'mine')
    const r = run(mine, false)
    expect(r.stderr).toBe('')
    expect(r.status).toBe(3)
    expect(existsSync(mine)).toBe(true)
    expect(existsSync(lockPath(mine))).toBe(false)

    const theirs = path.join(base, 'theirs')
    expect(run(theirs, true).status).toBe(3)
    expect(JSON.parse(readFileSync(lockPath(theirs), 'utf8'))).toMatchObject({ token: 'someone-else' })
  })
})
