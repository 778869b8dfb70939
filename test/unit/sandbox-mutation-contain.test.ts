/**
 * Issue 36 (mutation part `sandbox`): the command line that contains a step
 * (src/sandbox/index.ts `containCommand`), and what a real child started with it sees
 * (docs/security.md rows E and F): its own PID, user and network namespaces, uid and gid 65534
 * with no capability even when the harness is root, a read-only root with the step's folders
 * writable, its own /proc with /proc/sys read-only, an empty /run.
 *
 * The argument lists are checked with the detection pinned (`setSandboxForTests`); the children
 * run under the machine's own bubblewrap and are skipped where it does not work.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readlinkSync, realpathSync, rmSync, statSync, existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { containCommand, detectSandbox, hostSocketArgs, SANDBOX_UID, setNoSandboxListener, setSandboxForTests, STEP_MARKER, type SandboxInfo } from '../../src/sandbox/index.js'

const bwrapWorks = detectSandbox().kind === 'bwrap' && detectSandbox().userns !== false && detectSandbox().netns !== false
const realBwrap = detectSandbox().bwrap
const withBwrap = bwrapWorks ? test : test.skip
const BWRAP = '/usr/bin/bwrap'

let root: string
let ws: string
let tmp: string
let outside: string
beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'sandbox-mut-contain-')))
  ws = path.join(root, 'ws')
  tmp = path.join(root, 'tmp')
  outside = path.join(root, 'outside')
  for (const d of [ws, tmp, outside]) mkdirSync(d)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(() => {
  setSandboxForTests(undefined)
  setNoSandboxListener(undefined)
})

const pin = (info: SandboxInfo) => setSandboxForTests(info)
const USER = ['--unshare-user', '--uid', '65534', '--gid', '65534', '--cap-drop', 'ALL']
const BASE = ['--unshare-pid', '--die-with-parent', '--new-session', '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--ro-bind', '/proc/sys', '/proc/sys']

/** The arguments before the host-socket part, and those after it (which varies with the machine's temp folders). */
function split(args: string[], cmdAt: number): { head: string[]; tail: string[] } {
  const sys = args.indexOf('/proc/sys') + 2
  const firstBind = args.findIndex((a, i) => i >= sys && a === '--bind' && args[i + 1] === ws)
  return { head: args.slice(0, sys), tail: args.slice(firstBind >= 0 ? firstBind : cmdAt) }
}

describe('the command line of a contained step', () => {
  test('a full sandbox: own user namespace (uid/gid 65534, every capability dropped), own network, own PID namespace and session, read-only root, /proc/sys read-only; the writable folders bound read-write, then the working folder and the command', () => {
    pin({ kind: 'bwrap', bwrap: BWRAP })
    const step = containCommand('/bin/sh', ['-c', 'echo hi'], { cwd: ws, writable: [ws, tmp], env: { PATH: '/usr/bin:/bin' } })
    expect(step.cmd).toBe(BWRAP)
    expect(step.sandboxed).toBe(true)
    const { head, tail } = split(step.args, 0)
    expect(head).toEqual([...USER, '--unshare-net', ...BASE])
    expect(tail).toEqual(['--bind', ws, ws, '--bind', tmp, tmp, '--chdir', ws, '--', '/bin/sh', '-c', 'echo hi'])
    // Between them: the host sockets' part, as hostSocketArgs gives it for these writable folders.
    expect(step.args.slice(head.length, step.args.length - tail.length).slice(0, 2)).toEqual(['--tmpfs', '/run'])
  })

  test('uid 65534 is "nobody"', () => {
    expect(SANDBOX_UID).toBe(65534)
  })

  test('network: true shares the host network (no --unshare-net); the user namespace stays', () => {
    pin({ kind: 'bwrap', bwrap: BWRAP })
    const step = containCommand('/bin/true', [], { cwd: ws, writable: [ws], env: {}, network: true })
    expect(split(step.args, 0).head).toEqual([...USER, ...BASE])
    const off = containCommand('/bin/true', [], { cwd: ws, writable: [ws], env: {}, network: false })
    expect(split(off.args, 0).head).toEqual([...USER, '--unshare-net', ...BASE])
  })

  test('where the probe found no user namespace, or no network namespace, the step goes without that flag only', () => {
    pin({ kind: 'bwrap', bwrap: BWRAP, userns: false, netns: true })
    expect(split(containCommand('/bin/true', [], { cwd: ws, writable: [ws], env: {} }).args, 0).head).toEqual(['--unshare-net', ...BASE])
    pin({ kind: 'bwrap', bwrap: BWRAP, userns: true, netns: false })
    expect(split(containCommand('/bin/true', [], { cwd: ws, writable: [ws], env: {} }).args, 0).head).toEqual([...USER, ...BASE])
  })

  test('writable folders are resolved (relative, trailing slash, ..) and bound once each; the working folder is resolved too', () => {
    pin({ kind: 'bwrap', bwrap: BWRAP })
    const rel = path.relative(process.cwd(), tmp)
    const step = containCommand('/bin/true', ['a'], { cwd: `${ws}/`, writable: [`${ws}/`, ws, rel, path.join(tmp, '..', 'tmp')], env: {} })
    expect(split(step.args, 0).tail).toEqual(['--bind', ws, ws, '--bind', tmp, tmp, '--chdir', ws, '--', '/bin/true', 'a'])
  })

  test('a socket inside a writable folder is the step\'s own: not hidden (the folder is bound read-write after the scan)', async () => {
    const net = await import('node:net')
    const sockDir = mkdtempSync(path.join('/tmp', 'sbm-own-'))
    const server = net.createServer()
    await new Promise<void>((r) => server.listen(path.join(sockDir, 's'), r))
    try {
      pin({ kind: 'bwrap', bwrap: BWRAP })
      const own = containCommand('/bin/true', [], { cwd: sockDir, writable: [sockDir], env: {} })
      expect(own.args.filter((a, i) => a === '--tmpfs' && own.args[i + 1] === sockDir)).toEqual([])
      expect(hostSocketArgs([], false, [sockDir]).slice(-4)).toEqual(['--tmpfs', sockDir, '--remount-ro', sockDir])
    } finally {
      await new Promise((r) => server.close(r))
      rmSync(sockDir, { recursive: true, force: true })
    }
  })

  test('every step gets the allow-listed environment plus its own marker (24 hex digits, new each time, not overridable)', () => {
    pin({ kind: 'bwrap', bwrap: BWRAP })
    const a = containCommand('/bin/true', [], { cwd: ws, writable: [ws], env: { PATH: '/bin', [STEP_MARKER]: 'forged' } })
    const b = containCommand('/bin/true', [], { cwd: ws, writable: [ws], env: {} })
    expect(a.marker).toMatch(/^[0-9a-f]{24}$/)
    expect(b.marker).toMatch(/^[0-9a-f]{24}$/)
    expect(a.marker).not.toBe(b.marker)
    expect(a.env).toEqual({ PATH: '/bin', SKILL_EVALS_STEP: a.marker })
    expect(b.env).toEqual({ SKILL_EVALS_STEP: b.marker })
  })

  test('without a sandbox (none, asked for none, or a bwrap kind without a binary) the command is left as it is, with the marker', () => {
    for (const [info, noSandbox] of [
      [{ kind: 'none', reason: 'x' }, false],
      [{ kind: 'bwrap', bwrap: BWRAP }, true],
      [{ kind: 'bwrap' }, false]
    ] as [SandboxInfo, boolean][]) {
      pin(info)
      const step = containCommand('/bin/echo', ['x', 'y'], { cwd: ws, writable: [ws], env: { A: '1' }, noSandbox })
      expect(step).toEqual({ cmd: '/bin/echo', args: ['x', 'y'], env: { A: '1', SKILL_EVALS_STEP: step.marker }, marker: step.marker, sandboxed: false })
    }
  })
})

/** Runs `script` contained as a step of `ws` (plus `tmp`) would be, and returns stdout (stderr appended). */
function runContained(script: string, opts: { network?: boolean } = {}): { out: string; status: number | null } {
  setSandboxForTests(undefined)
  const step = containCommand('/bin/sh', ['-c', script], { cwd: ws, writable: [ws, tmp], env: { PATH: '/usr/bin:/bin', TMPDIR: tmp }, ...opts })
  expect(step.sandboxed).toBe(true)
  const r = spawnSync(step.cmd, step.args, { cwd: ws, env: step.env, encoding: 'utf8', timeout: 20_000 })
  return { out: r.stdout + r.stderr, status: r.status }
}

describe('what a contained child sees (real bubblewrap)', () => {
  withBwrap(`the child runs as uid and gid ${SANDBOX_UID} with no capability, even when the harness is root`, () => {
    const { out } = runContained('echo "uid=$(id -u) gid=$(id -g)"; grep -E "^Cap(Eff|Prm|Bnd):" /proc/self/status')
    expect(out).toContain('uid=65534 gid=65534')
    for (const cap of ['CapEff', 'CapPrm', 'CapBnd']) expect(out).toMatch(new RegExp(`${cap}:\\s+0{16}`))
  })

  withBwrap('the child has its own PID, user and network namespaces; its network holds nothing but a loopback', () => {
    const { out } = runContained('echo "pid=$$"; for n in pid user net; do echo "$n=$(readlink /proc/self/ns/$n)"; done; tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d " " | tr "\\n" " "; echo')
    expect(out).toMatch(/^pid=[1-3]$/m)
    for (const ns of ['user', 'net']) {
      const mine = readlinkSync(`/proc/self/ns/${ns}`)
      expect(out).toContain(`${ns}=${ns}:[`)
      expect(out).not.toContain(`${ns}=${mine}`)
    }
    expect(out).toMatch(/^lo $/m)
  })

  withBwrap('with network: true the child is in the host network namespace (still in its own user namespace)', () => {
    const { out } = runContained('for n in user net; do echo "$n=$(readlink /proc/self/ns/$n)"; done', { network: true })
    expect(out).toContain(`net=${readlinkSync('/proc/self/ns/net')}`)
    expect(out).not.toContain(`user=${readlinkSync('/proc/self/ns/user')}`)
  })

  withBwrap('a writable folder is bound read-write (files written there are the harness user\'s outside), everything else is read-only', () => {
    const { out } = runContained(
      `echo in-ws > made.txt && echo WS-OK; echo t > "$TMPDIR/t" && echo TMP-OK; echo x > '${outside}/planted' 2>/dev/null || echo OUTSIDE-REFUSED; touch /etc/planted 2>/dev/null || echo ETC-REFUSED; echo "cwd=$(pwd)"`
    )
    expect(out).toContain('WS-OK')
    expect(out).toContain('TMP-OK')
    expect(out).toContain('OUTSIDE-REFUSED')
    expect(out).toContain('ETC-REFUSED')
    expect(out).toContain(`cwd=${ws}`)
    expect(existsSync(path.join(outside, 'planted'))).toBe(false)
    expect(readFileSync(path.join(ws, 'made.txt'), 'utf8')).toBe('in-ws\n')
    expect(statSync(path.join(ws, 'made.txt')).uid).toBe(process.getuid!())
  })

  withBwrap('/proc/sys is read-only and /run is an empty folder of its own', () => {
    const { out } = runContained('grep " /proc/sys " /proc/self/mountinfo | cut -d" " -f6 | cut -d, -f1; echo "run=$(ls -A /run | wc -l)"')
    expect(out).toMatch(/^ro$/m)
    expect(out).toContain('run=0')
  })

  withBwrap('the harness is not in the child\'s /proc, and the child\'s environment is the allow-listed one plus its marker', () => {
    const { out } = runContained(`ls /proc | grep -c '^[0-9]'; env | cut -d= -f1 | grep -v '^PWD$\\|^SHLVL$\\|^_$' | sort | tr '\\n' ' '`)
    expect(Number(out.split('\n')[0])).toBeLessThan(6)
    expect(out).toContain('PATH SKILL_EVALS_STEP TMPDIR ')
    expect(realBwrap).toBeDefined()
  })
})
