/**
 * Issue 36 (mutation part `sandbox`): ending a contained step (src/sandbox/index.ts
 * `killContained`, `markedProcesses`). The step's process group is killed whole; outside the
 * sandbox every process still carrying the step's marker variable is killed too (a `setsid`
 * child left the group); inside it the PID namespace takes care of that. Real processes.
 *
 * Every call that sweeps marked processes (`sandboxed: false`) first checks that exactly the
 * step's processes are marked: under a mutant of `markedProcesses` that matched every process,
 * the sweep would SIGKILL every process of the machine (as root).
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { killContained, markedProcesses, STEP_MARKER } from '../../src/sandbox/index.js'

const started: ChildProcess[] = []
/** Grandchildren to clean up: killed only while they still carry their step's marker (a pid may be reused). */
const extra: { pid: number; marker: string }[] = []
afterEach(() => {
  for (const c of started.splice(0)) c.kill('SIGKILL')
  for (const { pid, marker } of extra.splice(0)) {
    try {
      if (readFileSync(`/proc/${pid}/environ`).includes(`${STEP_MARKER}=${marker}\0`)) process.kill(pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
})

const marker = () => randomBytes(12).toString('hex')
/** `/bin/sleep 30` with exactly `env` (in that order), optionally in a process group of its own. */
function sleeper(env: Record<string, string>, detached = false): ChildProcess {
  const c = spawn('/bin/sleep', ['30'], { env, stdio: 'ignore', detached })
  started.push(c)
  return c
}
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  // A zombie (killed, not yet reaped by its parent) counts as gone.
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return false
  }
}
const exited = (c: ChildProcess): Promise<NodeJS.Signals | number | null> =>
  c.exitCode !== null || c.signalCode !== null ? Promise.resolve(c.signalCode ?? c.exitCode) : new Promise((r) => c.once('exit', (code, sig) => r(sig ?? code)))
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms))
const onPlatform = <T,>(platform: string, fn: () => T): T => {
  const d = Object.getOwnPropertyDescriptor(process, 'platform')!
  Object.defineProperty(process, 'platform', { ...d, value: platform })
  try {
    return fn()
  } finally {
    Object.defineProperty(process, 'platform', d)
  }
}

describe('markedProcesses: the processes of one step, by the marker in their environment', () => {
  test('found whether the marker is the first variable or a later one; not another step\'s, not a longer value, not a variable that merely ends in the name', async () => {
    const m = marker()
    const first = sleeper({ [STEP_MARKER]: m, A: '1' })
    const later = sleeper({ A: '1', [STEP_MARKER]: m })
    const last = sleeper({ A: '1', B: '2', [STEP_MARKER]: m })
    sleeper({ [STEP_MARKER]: marker() })
    sleeper({ [STEP_MARKER]: `${m}0`, A: '1' })
    sleeper({ A: '1', [STEP_MARKER]: `${m}0` })
    sleeper({ [`X${STEP_MARKER}`]: m })
    sleeper({ A: '1', [`X${STEP_MARKER}`]: m, B: '2' })
    sleeper({ A: `${STEP_MARKER}=${m}` })
    await settle()
    expect(markedProcesses(m).sort((a, b) => a - b)).toEqual([first.pid!, later.pid!, last.pid!].sort((a, b) => a - b))
  })

  test('nothing is marked with a fresh marker; not on Linux nothing is looked for', async () => {
    const m = marker()
    expect(markedProcesses(m)).toEqual([])
    sleeper({ [STEP_MARKER]: m })
    await settle()
    expect(markedProcesses(m)).toHaveLength(1)
    expect(onPlatform('darwin', () => markedProcesses(m))).toEqual([])
  })
})

describe('killContained: the step ends, and everything it started with it', () => {
  test('the whole process group is killed (a background job of the step included)', async () => {
    const m = marker()
    const c = spawn('/bin/sh', ['-c', 'sleep 30 & echo $!; wait'], { env: { PATH: '/usr/bin:/bin', [STEP_MARKER]: m }, stdio: ['ignore', 'pipe', 'ignore'], detached: true })
    started.push(c)
    const bg = Number(await new Promise<string>((r) => c.stdout!.once('data', (d) => r(String(d).trim()))))
    extra.push({ pid: bg, marker: m })
    killContained(c, { marker: 'not-this-step', sandboxed: true })
    expect(await exited(c)).toBe('SIGKILL')
    await settle()
    expect(alive(bg)).toBe(false)
  })

  test('outside the sandbox a setsid child (left the group) is found by its marker and killed; in the sandbox that is left to the PID namespace', async () => {
    for (const sandboxed of [false, true]) {
      const m = marker()
      const c = spawn('/bin/sh', ['-c', 'setsid sleep 30 & echo $!; wait'], { env: { PATH: '/usr/bin:/bin', [STEP_MARKER]: m }, stdio: ['ignore', 'pipe', 'ignore'], detached: true })
      started.push(c)
      const escapee = Number(await new Promise<string>((r) => c.stdout!.once('data', (d) => r(String(d).trim()))))
      extra.push({ pid: escapee, marker: m })
      await settle()
      // Exactly the step's two processes, before anything is killed: the sweep kills as root what it finds.
      expect(markedProcesses(m).sort((a, b) => a - b)).toEqual([c.pid!, escapee].sort((a, b) => a - b))
      killContained(c, { marker: m, sandboxed })
      await exited(c)
      await settle()
      expect([sandboxed, alive(escapee)]).toEqual([sandboxed, sandboxed])
    }
  })

  test('a child that is not a group leader is killed by itself', async () => {
    const c = sleeper({})
    killContained(c, { marker: marker(), sandboxed: true })
    expect(await exited(c)).toBe('SIGKILL')
  })

  test('with no pid (it never started) the child is told to die by itself; errors from a child already gone are swallowed', () => {
    const kill = jest.fn<(s?: NodeJS.Signals | number) => boolean>(() => true)
    killContained({ pid: undefined, kill }, { marker: marker(), sandboxed: true })
    expect(kill.mock.calls).toEqual([['SIGKILL']])
    const throwing = jest.fn<(s?: NodeJS.Signals | number) => boolean>(() => {
      throw new Error('ESRCH')
    })
    expect(() => killContained({ pid: undefined, kill: throwing }, { marker: marker(), sandboxed: true })).not.toThrow()
    expect(() => killContained({ pid: 2 ** 30, kill: throwing }, { marker: marker(), sandboxed: true })).not.toThrow()
    expect(throwing.mock.calls).toEqual([['SIGKILL'], ['SIGKILL']])
  })

  test('a pid with no process group behind it: the child is told to die by itself', () => {
    const kill = jest.fn<(s?: NodeJS.Signals | number) => boolean>(() => true)
    killContained({ pid: 2 ** 30, kill }, { marker: marker(), sandboxed: true })
    expect(kill.mock.calls).toEqual([['SIGKILL']])
  })

  test('a group that was killed needs no second word', async () => {
    const c = sleeper({}, true)
    const kill = jest.fn<(s?: NodeJS.Signals | number) => boolean>(() => true)
    killContained({ pid: c.pid, kill }, { marker: marker(), sandboxed: true })
    expect(kill).not.toHaveBeenCalled()
    expect(await exited(c)).toBe('SIGKILL')
  })

  test('on Windows there are no process groups to kill: the child itself is killed, nothing else', async () => {
    const c = sleeper({}, true)
    const kill = jest.fn<(s?: NodeJS.Signals | number) => boolean>(() => true)
    onPlatform('win32', () => killContained({ pid: c.pid, kill }, { marker: marker(), sandboxed: true }))
    expect(kill.mock.calls).toEqual([['SIGKILL']])
    await settle()
    expect(alive(c.pid!)).toBe(true)
  })
})
