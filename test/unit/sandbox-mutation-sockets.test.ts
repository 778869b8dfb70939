/**
 * Issue 36 (mutation part `sandbox`): host Unix sockets stay out of the sandbox (docs/security.md
 * row E; src/sandbox/index.ts `socketFolders`, `hostSocketArgs`). Connecting to a path socket
 * ignores network namespaces, so every folder under the temp folders (and the SSH agent's) that
 * holds a socket is replaced in the sandbox: a small folder by a read-only copy without the
 * socket, a large one by itself with each socket covered and made read-only.
 *
 * Real sockets in folders of this test; a real bubblewrap child proves the arguments hide them
 * (skipped where bubblewrap does not work).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { detectSandbox, hostSocketArgs, socketFolders } from '../../src/sandbox/index.js'

const bwrapWorks = detectSandbox().kind === 'bwrap'
const withBwrap = bwrapWorks ? test : test.skip

let root: string
const servers: net.Server[] = []
/** A listening Unix socket at `file` (its folder is made). */
async function sock(file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true })
  const s = net.createServer((c) => c.end('hello from the host\n'))
  await new Promise<void>((r, j) => s.once('error', j).listen(file, r))
  servers.push(s)
}
const dirs = (...ds: string[]) => ds.map((d) => mkdirSync(d, { recursive: true }))

/** What /run and /var/run contribute on this machine (each real folder becomes an empty tmpfs). */
const runArgs = (): string[] => ['/run', '/var/run'].filter((r) => { try { return lstatSync(r).isDirectory() } catch { return false } }).flatMap((r) => ['--tmpfs', r])

beforeAll(() => {
  // Short: a Unix socket's path is limited to 107 bytes.
  root = realpathSync(mkdtempSync(path.join('/tmp', 'sbm-')))
})
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

let n = 0
const fresh = (): string => {
  const d = path.join(root, `t${n++}`)
  mkdirSync(d)
  return d
}

describe('socketFolders: which folders hold a socket', () => {
  test('every folder that directly holds a socket, three levels down at most; shallowest first, then by name', async () => {
    const r = fresh()
    await sock(path.join(r, 'top.sock'))
    await sock(path.join(r, 'b/s'))
    await sock(path.join(r, 'a/s'))
    await sock(path.join(r, 'a/x/s')) // level 3: found
    await sock(path.join(r, 'a/x/y/s')) // level 4: not looked at
    dirs(path.join(r, 'empty/deeper'))
    writeFileSync(path.join(r, 'a/plain'), 'not a socket')
    expect(socketFolders([r], [])).toEqual([r, `${r}/a`, `${r}/b`, `${r}/a/x`])
  })

  test('the order does not depend on the order of the roots', async () => {
    const r = fresh()
    await sock(path.join(r, 'z/s'))
    await sock(path.join(r, 'm/n/s'))
    await sock(path.join(r, 'a/s'))
    expect(socketFolders([`${r}/m`, `${r}/z`, `${r}/a`], [])).toEqual([`${r}/a`, `${r}/z`, `${r}/m/n`])
    expect(socketFolders([`${r}/z`, `${r}/m/n`, `${r}/a`], [])).toEqual([`${r}/a`, `${r}/z`, `${r}/m/n`])
  })

  test('the writable folders (and what is inside them) are skipped; a folder that merely starts with the same name is not', async () => {
    const r = fresh()
    await sock(path.join(r, 'ws/s'))
    await sock(path.join(r, 'ws/inner/s'))
    await sock(path.join(r, 'wsx/s'))
    await sock(path.join(r, 'other/s'))
    expect(socketFolders([r], [`${r}/other`, `${r}/ws`])).toEqual([`${r}/wsx`])
    expect(socketFolders([r], [r])).toEqual([])
    // A step that may write everywhere has no host socket left to hide.
    expect(socketFolders([r], ['/'])).toEqual([])
  })

  test('roots are followed through links to where they are; a missing root or one that is a file is passed over', async () => {
    const r = fresh()
    await sock(path.join(r, 'real/s'))
    symlinkSync(path.join(r, 'real'), path.join(r, 'link'))
    writeFileSync(path.join(r, 'file'), '')
    expect(socketFolders([path.join(r, 'missing'), path.join(r, 'file'), path.join(r, 'link')], [])).toEqual([`${r}/real`])
    // The link is not a folder to walk into from above either.
    expect(socketFolders([r], [`${r}/real`])).toEqual([])
  })

  test('/run itself and anything under it is never scanned (it becomes an empty tmpfs anyway), also when reached through a link', async () => {
    const r = fresh()
    symlinkSync('/run', path.join(r, 'to-run'))
    let mine: string | undefined
    try {
      mine = mkdtempSync('/run/sbm-')
      await sock(path.join(mine, 's'))
    } catch {
      mine = undefined // not root: /run is not ours to write
    }
    try {
      expect(socketFolders(['/run', path.join(r, 'to-run'), ...(mine ? [mine] : [])], [])).toEqual([])
    } finally {
      if (mine) rmSync(mine, { recursive: true, force: true })
    }
  })

  test('a folder whose name only starts with "run" is scanned', async () => {
    let mine: string | undefined
    try {
      mine = mkdtempSync('/run-sbm-')
    } catch {
      return // not root: nothing to make at /
    }
    try {
      await sock(path.join(mine, 's'))
      expect(socketFolders([mine], [])).toEqual([mine])
    } finally {
      rmSync(mine, { recursive: true, force: true })
    }
  })

  test('at most 2,000 folders are looked at in all (a huge temp folder does not stall every step)', async () => {
    const r = fresh()
    const kids = Array.from({ length: 2000 }, (_, i) => `d${i}`)
    for (const k of kids) mkdirSync(path.join(r, k))
    // The walk goes in directory order: the last child listed is the 2,001st folder (after r).
    const order = readdirSync(r)
    const last = order[order.length - 1]!
    const secondLast = order[order.length - 2]!
    await sock(path.join(r, last, 's'))
    await sock(path.join(r, secondLast, 's'))
    expect(socketFolders([r], [])).toEqual([path.join(r, secondLast)])
    // One fewer folder: the last one is looked at too.
    rmSync(path.join(r, order[0]!), { recursive: true })
    expect(socketFolders([r], [])).toEqual([path.join(r, last), path.join(r, secondLast)].sort())
  })

  test('a root given twice (or inside another) is walked once, so it does not use up the budget twice', async () => {
    const r = fresh()
    const big = path.join(r, 'big')
    for (let i = 0; i < 1200; i++) mkdirSync(path.join(big, `d${i}`), { recursive: true })
    await sock(path.join(r, 'late/s'))
    expect(socketFolders([big, big, `${r}/late`], [])).toEqual([`${r}/late`])
  })
})

describe('hostSocketArgs: the bwrap arguments that hide them', () => {
  test('/run (and /var/run where it is a real folder, not a link to /run) become an empty tmpfs', () => {
    expect(hostSocketArgs([], false, [])).toEqual(runArgs())
    expect(hostSocketArgs([], false, []).slice(0, 2)).toEqual(['--tmpfs', '/run'])
  })

  test('a small folder with a socket: a tmpfs with read-only binds of everything else (links as links), made read-only', async () => {
    const r = fresh()
    const d = path.join(r, 'agent')
    await sock(path.join(d, 'agent.sock'))
    writeFileSync(path.join(d, 'notes.txt'), 'kept')
    mkdirSync(path.join(d, 'sub'))
    symlinkSync('notes.txt', path.join(d, 'link'))
    const args = hostSocketArgs([], false, [r]).slice(runArgs().length)
    expect(args.slice(0, 2)).toEqual(['--tmpfs', d])
    expect(args.slice(-2)).toEqual(['--remount-ro', d])
    const middle = args.slice(2, -2)
    const groups = Array.from({ length: middle.length / 3 }, (_, i) => middle.slice(i * 3, i * 3 + 3))
    expect(groups.sort()).toEqual(
      [
        ['--ro-bind-try', path.join(d, 'notes.txt'), path.join(d, 'notes.txt')],
        ['--ro-bind-try', path.join(d, 'sub'), path.join(d, 'sub')],
        ['--symlink', 'notes.txt', path.join(d, 'link')]
      ].sort()
    )
  })

  test('up to 32 entries a folder is copied; from 33 on it is bound again with each socket covered by /dev/null, then made read-only', async () => {
    const r = fresh()
    const small = path.join(r, 'small')
    const large = path.join(r, 'large')
    await sock(path.join(small, 's0'))
    await sock(path.join(large, 's0'))
    await sock(path.join(large, 's1'))
    for (let i = 0; i < 31; i++) writeFileSync(path.join(small, `f${i}`), '') // 32 entries
    for (let i = 0; i < 31; i++) writeFileSync(path.join(large, `f${i}`), '') // 33 entries
    const args = hostSocketArgs([], false, [r]).slice(runArgs().length)
    const at = args.indexOf(large)
    expect(args.slice(at - 1, at + 2)).toEqual(['--bind', large, large])
    const covered = args.slice(at + 2, at + 8)
    expect([covered.slice(0, 3), covered.slice(3)].sort()).toEqual([
      ['--ro-bind', '/dev/null', path.join(large, 's0')],
      ['--ro-bind', '/dev/null', path.join(large, 's1')]
    ])
    expect(args.slice(at + 8, at + 10)).toEqual(['--remount-ro', large])
    const s = args.indexOf(small)
    expect(args[s - 1]).toBe('--tmpfs')
    expect(args.filter((a) => a === '--ro-bind-try')).toHaveLength(31)
    expect(args.filter((a) => a === '--remount-ro')).toHaveLength(2)
  })

  test('a folder with a socket that is a writable folder of the step is left alone', async () => {
    const r = fresh()
    await sock(path.join(r, 'ws/s'))
    expect(hostSocketArgs([`${r}/ws`], false, [r])).toEqual(runArgs())
  })

  withBwrap('in a real bubblewrap child: the socket is gone (small and large folders), the files next to it are readable, the folder is read-only', async () => {
    const r = fresh()
    const small = path.join(r, 'small')
    const large = path.join(r, 'large')
    await sock(path.join(small, 's'))
    await sock(path.join(large, 's'))
    writeFileSync(path.join(small, 'notes.txt'), 'kept-small')
    for (let i = 0; i < 40; i++) writeFileSync(path.join(large, `f${i}`), `kept-large-${i}`)
    const probe = (p: string) =>
      `'${process.execPath}' -e 'require("net").connect(${JSON.stringify(p)}).on("data", (d) => { console.log("CONNECTED " + d); process.exit(0) }).on("error", (e) => console.log("REFUSED " + e.code))'`
    const script = [
      probe(path.join(small, 's')),
      probe(path.join(large, 's')),
      `cat '${small}/notes.txt'; echo`,
      `cat '${large}/f7'; echo`,
      `touch '${small}/new' 2>/dev/null || echo SMALL-RO`,
      `touch '${large}/new' 2>/dev/null || echo LARGE-RO`
    ].join('\n')
    const bwrap = detectSandbox().bwrap!
    const args = ['--unshare-pid', '--die-with-parent', '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', ...hostSocketArgs([], false, [r]), '--', '/bin/sh', '-c', script]
    const res = spawnSync(bwrap, args, { encoding: 'utf8', timeout: 20_000 })
    expect(res.stdout).not.toContain('CONNECTED')
    expect(res.stdout.match(/^REFUSED /gm)).toHaveLength(2)
    expect(res.stdout).toContain('kept-small')
    expect(res.stdout).toContain('kept-large-7')
    expect(res.stdout).toContain('SMALL-RO')
    expect(res.stdout).toContain('LARGE-RO')
    // Nothing was changed on the host: the sockets are still there and still answer.
    expect(lstatSync(path.join(small, 's')).isSocket()).toBe(true)
    expect(lstatSync(path.join(large, 's')).isSocket()).toBe(true)
  })
})
