/**
 * Issue 36 (mutation part `sandbox`): the parts of src/sandbox/index.ts that depend on how the
 * host is laid out, stated for the layouts this machine does not have. node:fs and node:os are
 * the real modules with a few answers replaced per test:
 * - /run missing, /var/run a real folder (not a link to /run);
 * - /etc/resolv.conf pointing into /run or /var/run (systemd-resolved, resolvconf): put back,
 *   read-only, for a step with the network, so its name lookups work;
 * - mounts below a large socket folder (it is then copied, not bound again), an unreadable
 *   mount table (taken as "there may be mounts");
 * - a socket folder or a link in it vanishing between the scan and the listing;
 * - the temp folder elsewhere than /tmp;
 * - /proc unreadable, a process gone while its environment is read, entries of /proc that are
 *   not processes, and the harness itself carrying a step's marker (a harness run inside a step).
 */
import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals'
import net from 'node:net'
import path from 'node:path'

const realFs = await import('node:fs')
const realOs = (await import('node:os')).default

/** Per-path answers that replace the real ones (cleared after each test). */
const fake = {
  lstat: new Map<string, 'dir' | 'missing'>(),
  realpath: new Map<string, string | 'missing'>(),
  /** readdirSync(path): a replacement (called with the number of earlier calls for that path). */
  readdir: new Map<string, (calls: number) => unknown>(),
  readFile: new Map<string, () => unknown>(),
  readlinkFails: new Set<string>(),
  tmpdir: undefined as string | undefined
}
const readdirCalls = new Map<string, number>()
const enoent = (p: string) => Object.assign(new Error(`ENOENT: no such file or directory, '${p}'`), { code: 'ENOENT' })

jest.unstable_mockModule('node:fs', () => {
  const m = {
    ...realFs,
    lstatSync: (p: string, ...rest: unknown[]) => {
      const f = fake.lstat.get(p)
      if (f === 'missing') throw enoent(p)
      if (f === 'dir') return { isDirectory: () => true }
      return (realFs.lstatSync as (...a: unknown[]) => unknown)(p, ...rest)
    },
    realpathSync: (p: string, ...rest: unknown[]) => {
      const f = fake.realpath.get(p)
      if (f === 'missing') throw enoent(p)
      if (f !== undefined) return f
      return (realFs.realpathSync as (...a: unknown[]) => unknown)(p, ...rest)
    },
    readdirSync: (p: string, ...rest: unknown[]) => {
      const calls = readdirCalls.get(p) ?? 0
      readdirCalls.set(p, calls + 1)
      const f = fake.readdir.get(p)
      if (f) return f(calls)
      return (realFs.readdirSync as (...a: unknown[]) => unknown)(p, ...rest)
    },
    readFileSync: (p: string, ...rest: unknown[]) => {
      const f = fake.readFile.get(p)
      if (f) return f()
      return (realFs.readFileSync as (...a: unknown[]) => unknown)(p, ...rest)
    },
    readlinkSync: (p: string, ...rest: unknown[]) => {
      if (fake.readlinkFails.has(p)) throw enoent(p)
      return (realFs.readlinkSync as (...a: unknown[]) => unknown)(p, ...rest)
    }
  }
  return { ...m, default: m }
})
jest.unstable_mockModule('node:os', () => {
  const m = { ...realOs, tmpdir: () => fake.tmpdir ?? realOs.tmpdir() }
  return { ...m, default: m }
})

const { containCommand, hostSocketArgs, markedProcesses, setSandboxForTests, socketFolders, STEP_MARKER } = await import('../../src/sandbox/index.js')
const { spawn } = await import('node:child_process')

let root: string
const servers: net.Server[] = []
async function sock(file: string): Promise<void> {
  realFs.mkdirSync(path.dirname(file), { recursive: true })
  const s = net.createServer()
  await new Promise<void>((r) => s.listen(file, r))
  servers.push(s)
}
let n = 0
const fresh = (): string => {
  const d = path.join(root, `t${n++}`)
  realFs.mkdirSync(d)
  return d
}

beforeAll(() => {
  root = realFs.realpathSync(realFs.mkdtempSync('/tmp/sbm-host-'))
})
afterEach(async () => {
  fake.lstat.clear()
  fake.realpath.clear()
  fake.readdir.clear()
  fake.readFile.clear()
  fake.readlinkFails.clear()
  fake.tmpdir = undefined
  readdirCalls.clear()
  setSandboxForTests(undefined)
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})
afterAll(() => realFs.rmSync(root, { recursive: true, force: true }))

describe('/run, /var/run and the resolver configuration', () => {
  test('each of /run and /var/run that is a real folder becomes an empty tmpfs; a missing one is passed over', () => {
    fake.lstat.set('/run', 'dir').set('/var/run', 'dir')
    expect(hostSocketArgs([], false, [])).toEqual(['--tmpfs', '/run', '--tmpfs', '/var/run'])
    fake.lstat.set('/run', 'missing')
    expect(hostSocketArgs([], false, [])).toEqual(['--tmpfs', '/var/run'])
    fake.lstat.set('/var/run', 'missing')
    expect(hostSocketArgs([], false, [])).toEqual([])
  })

  test('a step with the network gets /etc/resolv.conf\'s target back (read-only) when it lives under /run or /var/run; without the network it does not', () => {
    fake.lstat.set('/run', 'dir').set('/var/run', 'missing')
    for (const target of ['/run/systemd/resolve/stub-resolv.conf', '/var/run/resolvconf/resolv.conf', '/run']) {
      fake.realpath.set('/etc/resolv.conf', target)
      expect([target, hostSocketArgs([], true, [])]).toEqual([target, ['--tmpfs', '/run', '--ro-bind', target, target]])
      expect([target, hostSocketArgs([], false, [])]).toEqual([target, ['--tmpfs', '/run']])
    }
  })

  test('a resolver configuration elsewhere (or a name that only starts like /run), or none at all, is left as it is', () => {
    fake.lstat.set('/run', 'dir').set('/var/run', 'missing')
    for (const target of ['/etc/resolv.conf', '/runtime/resolv.conf', '/var/runner/resolv.conf']) {
      fake.realpath.set('/etc/resolv.conf', target)
      expect([target, hostSocketArgs([], true, [])]).toEqual([target, ['--tmpfs', '/run']])
    }
    fake.realpath.set('/etc/resolv.conf', 'missing')
    expect(hostSocketArgs([], true, [])).toEqual(['--tmpfs', '/run'])
  })

  test('containCommand asks for the resolver only when the step has the network', () => {
    setSandboxForTests({ kind: 'bwrap', bwrap: '/usr/bin/bwrap' })
    fake.realpath.set('/etc/resolv.conf', '/run/systemd/resolve/stub-resolv.conf')
    const ws = fresh()
    const withNet = containCommand('/bin/true', [], { cwd: ws, writable: [ws], env: {}, network: true })
    expect(withNet.args.join(' ')).toContain('--ro-bind /run/systemd/resolve/stub-resolv.conf /run/systemd/resolve/stub-resolv.conf')
    for (const network of [false, undefined]) {
      const without = containCommand('/bin/true', [], { cwd: ws, writable: [ws], env: {}, ...(network === undefined ? {} : { network }) })
      expect(without.args).not.toContain('/run/systemd/resolve/stub-resolv.conf')
    }
  })
})

describe('socket folders as the host has them', () => {
  /** A folder with one socket and `files` other entries. */
  async function socketFolder(files: number): Promise<string> {
    const d = path.join(fresh(), 'f')
    await sock(path.join(d, 's'))
    for (let i = 0; i < files; i++) realFs.writeFileSync(path.join(d, `f${i}`), '')
    return d
  }
  const mountinfo = (mountPoint: string) =>
    `22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw\n98 22 0:50 / ${mountPoint} rw,nosuid shared:40 - tmpfs tmpfs rw\n`

  test('a large folder with a mount below it is copied (a bind would take the mount along), not bound again', async () => {
    const d = await socketFolder(40)
    fake.readFile.set('/proc/self/mountinfo', () => mountinfo(`${d}/f3`))
    const args = hostSocketArgs([], false, [path.dirname(d)])
    expect(args).toContain('--tmpfs')
    expect(args[args.indexOf(d) - 1]).toBe('--tmpfs')
    expect(args).not.toContain('/dev/null')
  })

  test('a mount next to it with a name that starts the same is not below it', async () => {
    const d = await socketFolder(40)
    fake.readFile.set('/proc/self/mountinfo', () => mountinfo(`${d}x`))
    const args = hostSocketArgs([], false, [path.dirname(d)])
    expect(args[args.indexOf(d) - 1]).toBe('--bind')
    expect(args).toContain('/dev/null')
  })

  test('a mount table that cannot be read counts as "there may be mounts": the folder is copied', async () => {
    const d = await socketFolder(40)
    fake.readFile.set('/proc/self/mountinfo', () => {
      throw enoent('/proc/self/mountinfo')
    })
    const args = hostSocketArgs([], false, [path.dirname(d)])
    expect(args[args.indexOf(d) - 1]).toBe('--tmpfs')
  })

  test('a socket folder gone by the time it is listed is passed over; a link that vanished is left out, the rest is kept', async () => {
    const gone = await socketFolder(1)
    const kept = await socketFolder(1)
    realFs.symlinkSync('f0', path.join(kept, 'link'))
    fake.readdir.set(gone, (calls) => {
      if (calls > 0) throw enoent(gone)
      return realFs.readdirSync(gone, { withFileTypes: true })
    })
    fake.readlinkFails.add(path.join(kept, 'link'))
    fake.lstat.set('/run', 'missing').set('/var/run', 'missing')
    expect(hostSocketArgs([], false, [path.dirname(gone), path.dirname(kept)])).toEqual(['--tmpfs', kept, '--ro-bind-try', path.join(kept, 'f0'), path.join(kept, 'f0'), '--remount-ro', kept])
  })

  test('the temp folder is scanned where it is, and /tmp and /var/tmp besides it', async () => {
    const elsewhere = realFs.realpathSync(realFs.mkdtempSync(path.join(realFs.existsSync('/dev/shm') ? '/dev/shm' : root, 'sbm-tmp-')))
    const inTmp = fresh() // /tmp/sbm-host-…/tN: three levels down
    await sock(path.join(inTmp, 's'))
    let inVarTmp: string | undefined
    try {
      await sock(path.join(elsewhere, 'x/s'))
      try {
        inVarTmp = realFs.realpathSync(realFs.mkdtempSync('/var/tmp/sbm-'))
        await sock(path.join(inVarTmp, 's'))
      } catch {
        inVarTmp = undefined
      }
      fake.tmpdir = elsewhere
      // This test's folders only (the machine's temp folders are shared, and the scan has a budget).
      const only = (dir: string, name: string | undefined) =>
        fake.readdir.set(dir, () => realFs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.name === name))
      only('/tmp', path.basename(root))
      only('/var/tmp', inVarTmp && path.basename(inVarTmp))
      // Only what this test made, wherever else the scan goes on this machine.
      const mine = (args: string[]) => args.filter((a, i) => args[i - 1] === '--tmpfs' && [`${elsewhere}/x`, inTmp, inVarTmp].includes(a))
      const ssh = process.env['SSH_AUTH_SOCK']
      delete process.env['SSH_AUTH_SOCK']
      try {
        expect(mine(hostSocketArgs([], false)).sort()).toEqual([`${elsewhere}/x`, inTmp, ...(inVarTmp ? [inVarTmp] : [])].sort())
      } finally {
        if (ssh !== undefined) process.env['SSH_AUTH_SOCK'] = ssh
      }
    } finally {
      await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
      realFs.rmSync(elsewhere, { recursive: true, force: true })
      if (inVarTmp) realFs.rmSync(inVarTmp, { recursive: true, force: true })
    }
  })

  test('the SSH agent\'s folder is scanned when $SSH_AUTH_SOCK is an absolute path, not when it is relative', async () => {
    // Outside /tmp, /var/tmp and the temp folder.
    const base = realFs.realpathSync(realFs.mkdtempSync(path.join(realFs.existsSync('/dev/shm') ? '/dev/shm' : '/var/tmp', 'sbm-ssh-')))
    const agent = path.join(base, 'agent')
    const saved = process.env['SSH_AUTH_SOCK']
    try {
      await sock(path.join(agent, 'agent.sock'))
      for (const dir of ['/tmp', '/var/tmp']) fake.readdir.set(dir, () => [])
      fake.tmpdir = '/tmp'
      const hides = () => hostSocketArgs([], false).filter((a, i, all) => all[i - 1] === '--tmpfs' && a === agent).length === 1
      process.env['SSH_AUTH_SOCK'] = path.join(agent, 'agent.sock')
      expect(hides()).toBe(true)
      process.env['SSH_AUTH_SOCK'] = path.relative(process.cwd(), path.join(agent, 'agent.sock'))
      expect(hides()).toBe(false)
      delete process.env['SSH_AUTH_SOCK']
      expect(hides()).toBe(false)
    } finally {
      if (saved === undefined) delete process.env['SSH_AUTH_SOCK']
      else process.env['SSH_AUTH_SOCK'] = saved
      await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
      realFs.rmSync(base, { recursive: true, force: true })
    }
  })

  test('socketFolders itself: a folder that cannot be listed holds nothing', () => {
    const d = fresh()
    fake.readdir.set(d, () => {
      throw enoent(d)
    })
    expect(socketFolders([d], [])).toEqual([])
  })
})

describe('markedProcesses on odd /proc contents', () => {
  test('/proc that cannot be read: nothing found (and so nothing killed)', () => {
    fake.readdir.set('/proc', () => {
      throw enoent('/proc')
    })
    expect(markedProcesses('abc')).toEqual([])
  })

  test('only numbered entries are processes; the harness itself is never one of a step\'s processes; a process gone while read is passed over', () => {
    const m = 'f00dfeedf00dfeedf00dfeed'
    const marked = Buffer.from(`${STEP_MARKER}=${m}\0`)
    const child = spawn('/bin/sleep', ['30'], { env: { [STEP_MARKER]: m }, stdio: 'ignore' })
    try {
      const entries = ['self', 'thread-self', '12abc', 'abc12', String(process.pid), '999999999', String(child.pid)]
      fake.readdir.set('/proc', () => entries)
      for (const e of ['self', 'thread-self', '12abc', 'abc12', String(process.pid)]) fake.readFile.set(`/proc/${e}/environ`, () => marked)
      fake.readFile.set('/proc/999999999/environ', () => {
        throw enoent('/proc/999999999/environ')
      })
      expect(markedProcesses(m)).toEqual([child.pid])
    } finally {
      child.kill('SIGKILL')
    }
  })
})
