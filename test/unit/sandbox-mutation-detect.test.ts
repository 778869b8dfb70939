/**
 * Issue 36 (mutation part `sandbox`): how the harness finds out what bubblewrap can give it
 * (src/sandbox/index.ts `detectSandbox`), and what it says when a guarantee is missing
 * (`sandboxNotice`, the once-per-process notice). docs/security.md rows E and F.
 *
 * The bwrap binaries here are small shell scripts standing in for bubblewrap (SKILL_EVALS_BWRAP):
 * one that accepts everything, ones that refuse the user or the network namespace the way a
 * kernel without unprivileged namespaces makes bwrap refuse them, ones that fail in other ways.
 * Each writes the arguments it was given to a log, so the probes' command lines are checked too.
 * The cases pass as root and as an unprivileged user (only root is told it "keeps root").
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  containCommand,
  detectSandbox,
  giveNoSandboxNotice,
  NO_SANDBOX_NOTICE,
  noSandboxNoticeGiven,
  sandboxNotice,
  setNoSandboxListener,
  setSandboxForTests
} from '../../src/sandbox/index.js'

const isRoot = process.getuid?.() === 0
let dir: string
const REFUSED = 'bwrap: No permissions to create new namespace'

/** A stand-in bwrap: logs its arguments (one line per call, joined by spaces), then runs `body`. */
function fakeBwrap(name: string, body: string): string {
  const file = path.join(dir, name)
  writeFileSync(file, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${file}.log'\n${body}\n`)
  chmodSync(file, 0o755)
  return file
}
const calls = (bwrap: string): string[] => (existsSync(`${bwrap}.log`) ? readFileSync(`${bwrap}.log`, 'utf8').trim().split('\n') : [])
/** A bwrap that fails (as bubblewrap does) when given one of `refused`, and otherwise succeeds without running anything. */
const refusing = (name: string, refused: string[]) =>
  fakeBwrap(name, `for a in "$@"; do case "$a" in ${refused.length ? `${refused.join('|')}) echo '${REFUSED}' >&2; exit 1;;` : ''} --) break;; esac; done\nexit 0`)

const BASE = '--unshare-pid --die-with-parent --new-session --ro-bind / / --dev /dev --proc /proc -- /bin/sh -c test "$$" -lt 10'
const USER = '--unshare-user --uid 65534 --gid 65534 --cap-drop ALL'

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sandbox-mut-detect-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))
afterEach(() => {
  setSandboxForTests(undefined)
  setNoSandboxListener(undefined)
})

describe('detection: whether and how children can be sandboxed', () => {
  test('a bubblewrap that gives every namespace: kind bwrap, own user and network namespace, nothing degraded; one probe of the PID namespace, one of all of them', () => {
    const bwrap = refusing('full', [])
    expect(detectSandbox({ SKILL_EVALS_BWRAP: bwrap })).toEqual({ kind: 'bwrap', bwrap, userns: true, netns: true })
    expect(calls(bwrap)).toEqual([BASE, `${USER} --unshare-net ${BASE}`])
    expect(sandboxNotice()).toBeUndefined()
  })

  test('detection happens once per process: later calls return the same answer whatever they are given', () => {
    const bwrap = refusing('once', [])
    const first = detectSandbox({ SKILL_EVALS_BWRAP: bwrap })
    expect(detectSandbox({ SKILL_EVALS_SANDBOX: 'off' })).toBe(first)
    expect(calls(bwrap)).toHaveLength(2)
    // setSandboxForTests(undefined) forgets it.
    setSandboxForTests(undefined)
    expect(detectSandbox({ SKILL_EVALS_SANDBOX: 'off' })).toEqual({ kind: 'none', reason: 'SKILL_EVALS_SANDBOX=off' })
  })

  test('SKILL_EVALS_SANDBOX=off, 0, false or none (any case, spaces around) turns the sandbox off without probing', () => {
    const bwrap = refusing('off', [])
    for (const off of ['off', '0', 'false', 'none', ' OFF ', 'None']) {
      setSandboxForTests(undefined)
      expect([off, detectSandbox({ SKILL_EVALS_SANDBOX: off, SKILL_EVALS_BWRAP: bwrap })]).toEqual([off, { kind: 'none', reason: 'SKILL_EVALS_SANDBOX=off' }])
    }
    expect(calls(bwrap)).toEqual([])
    for (const on of ['on', '1', '', 'offline']) {
      setSandboxForTests(undefined)
      expect([on, detectSandbox({ SKILL_EVALS_SANDBOX: on, SKILL_EVALS_BWRAP: bwrap }).kind]).toEqual([on, 'bwrap'])
    }
  })

  test('an empty SKILL_EVALS_BWRAP means the bwrap on the PATH', () => {
    const info = detectSandbox({ SKILL_EVALS_BWRAP: '' })
    if (info.kind === 'bwrap') expect(info.bwrap).toBe('bwrap')
    else expect(info.reason).toMatch(/^bwrap /)
  })

  test('not on Linux: no sandbox, and the reason names the platform', () => {
    const bwrap = refusing('darwin', [])
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!
    Object.defineProperty(process, 'platform', { ...platform, value: 'darwin' })
    try {
      expect(detectSandbox({ SKILL_EVALS_BWRAP: bwrap })).toEqual({ kind: 'none', reason: 'no sandbox on darwin' })
    } finally {
      Object.defineProperty(process, 'platform', platform)
    }
    expect(calls(bwrap)).toEqual([])
  })

  test('the probe runs the bwrap with nothing but PATH=/usr/bin:/bin of the harness environment', () => {
    process.env['SANDBOX_MUT_SECRET'] = 'harness-only'
    try {
      const bwrap = fakeBwrap('env-check', `[ "$PATH" = /usr/bin:/bin ] || exit 7\n[ -z "$SANDBOX_MUT_SECRET" ] || exit 8\nexit 0`)
      expect(detectSandbox({ SKILL_EVALS_BWRAP: bwrap })).toMatchObject({ kind: 'bwrap', bwrap })
    } finally {
      delete process.env['SANDBOX_MUT_SECRET']
    }
  })

  test('the probe reads nothing from stdin and nothing from stdout: only stderr is heard', () => {
    // A bwrap that would block reading stdin ends at once (stdin is /dev/null); what it prints on
    // stdout is not part of the reason, what it prints on stderr is.
    const bwrap = fakeBwrap('stdio', `cat >/dev/null; echo on-stdout; echo on-stderr >&2; exit 2`)
    expect(detectSandbox({ SKILL_EVALS_BWRAP: bwrap })).toEqual({ kind: 'none', reason: `${bwrap} does not work here (on-stderr)` })
  })
})

describe('detection: the reasons there is no sandbox', () => {
  test('no such binary: "<bwrap> is not installed"', () => {
    const missing = path.join(dir, 'no-such-bwrap')
    expect(detectSandbox({ SKILL_EVALS_BWRAP: missing })).toEqual({ kind: 'none', reason: `${missing} is not installed` })
  })

  test('a binary that cannot be started (not executable): the error as the system gives it', () => {
    const file = path.join(dir, 'not-executable')
    writeFileSync(file, '#!/bin/sh\nexit 0\n')
    chmodSync(file, 0o644)
    expect(detectSandbox({ SKILL_EVALS_BWRAP: file })).toEqual({ kind: 'none', reason: `spawnSync ${file} EACCES` })
  })

  test('a bwrap that fails: "does not work here" with the first line of what it said', () => {
    const bwrap = fakeBwrap('fails', `echo '  bwrap: setting up uid map: Permission denied' >&2; echo 'second line' >&2; exit 1`)
    expect(detectSandbox({ SKILL_EVALS_BWRAP: bwrap })).toEqual({ kind: 'none', reason: `${bwrap} does not work here (bwrap: setting up uid map: Permission denied)` })
  })

  test('a bwrap that fails silently: its exit status; killed: the signal', () => {
    const silent = fakeBwrap('silent', `echo '   ' >&2; exit 3`)
    expect(detectSandbox({ SKILL_EVALS_BWRAP: silent })).toEqual({ kind: 'none', reason: `${silent} does not work here (exit 3)` })
    setSandboxForTests(undefined)
    const killed = fakeBwrap('killed', `kill -KILL $$`)
    expect(detectSandbox({ SKILL_EVALS_BWRAP: killed })).toEqual({ kind: 'none', reason: `${killed} does not work here (exit SIGKILL)` })
  })

  test('a bwrap that runs the command without a PID namespace of its own fails the probe', () => {
    const bwrap = fakeBwrap('no-pidns', `while [ "$1" != -- ]; do shift; done\nshift\nexec "$@"`)
    expect(detectSandbox({ SKILL_EVALS_BWRAP: bwrap })).toEqual({ kind: 'none', reason: `${bwrap} does not work here (exit 1)` })
  })
})

describe('degraded: bubblewrap works but a namespace does not (row F: "Sandbox degraded: …")', () => {
  const userMissing = (bwrap: string) => `sandboxed processes keep root and its capabilities (no user namespace: ${bwrap} does not work here (${REFUSED}))`
  const netMissing = (bwrap: string) => `sandboxed processes share the host's network (no network namespace: ${bwrap} does not work here (${REFUSED}))`

  test('no user namespace: a root harness is told its children keep root; an unprivileged one is not (its children are unprivileged anyway)', () => {
    const bwrap = refusing('no-user', ['--unshare-user'])
    const info = detectSandbox({ SKILL_EVALS_BWRAP: bwrap })
    if (isRoot) expect(info).toEqual({ kind: 'bwrap', bwrap, userns: false, netns: true, degraded: userMissing(bwrap) })
    else expect(info).toEqual({ kind: 'bwrap', bwrap, userns: false, netns: true })
    expect(calls(bwrap)).toEqual([BASE, `${USER} --unshare-net ${BASE}`, `${USER} ${BASE}`, `--unshare-net ${BASE}`])
    expect(sandboxNotice(info)).toBe(isRoot ? `Sandbox degraded: ${userMissing(bwrap)}.` : undefined)
  })

  test('no network namespace: the children share the host network, whoever the harness is', () => {
    const bwrap = refusing('no-net', ['--unshare-net'])
    const info = detectSandbox({ SKILL_EVALS_BWRAP: bwrap })
    expect(info).toEqual({ kind: 'bwrap', bwrap, userns: true, netns: false, degraded: netMissing(bwrap) })
    expect(sandboxNotice(info)).toBe(`Sandbox degraded: ${netMissing(bwrap)}.`)
  })

  test('neither: both, joined by "; " (root), or the network alone (unprivileged)', () => {
    const bwrap = refusing('neither', ['--unshare-user', '--unshare-net'])
    const info = detectSandbox({ SKILL_EVALS_BWRAP: bwrap })
    expect(info).toEqual({ kind: 'bwrap', bwrap, userns: false, netns: false, degraded: isRoot ? `${userMissing(bwrap)}; ${netMissing(bwrap)}` : netMissing(bwrap) })
  })

  test('a harness that has no uid at all (getuid missing, as on Windows) is not taken for root', () => {
    const bwrap = refusing('no-getuid', ['--unshare-user'])
    const getuid = process.getuid
    ;(process as { getuid?: unknown }).getuid = undefined
    try {
      expect(detectSandbox({ SKILL_EVALS_BWRAP: bwrap })).toEqual({ kind: 'bwrap', bwrap, userns: false, netns: true })
    } finally {
      process.getuid = getuid
    }
  })

  test('the steps of a degraded sandbox still run in bwrap, without the flags it refused', () => {
    const bwrap = refusing('degraded-steps', ['--unshare-user', '--unshare-net'])
    detectSandbox({ SKILL_EVALS_BWRAP: bwrap })
    const step = containCommand('/bin/true', [], { cwd: dir, writable: [dir], env: {} })
    expect(step).toMatchObject({ cmd: bwrap, sandboxed: true })
    expect(step.args.slice(0, 3)).toEqual(['--unshare-pid', '--die-with-parent', '--new-session'])
    expect(step.args).not.toContain('--unshare-user')
    expect(step.args).not.toContain('--cap-drop')
  })
})

describe('the notice: said once per process, where the run says things', () => {
  test('no sandbox: "Sandbox degraded: none (<why>); secrets are protected by redaction only."; without a reason: "unavailable"', () => {
    expect(sandboxNotice({ kind: 'none', reason: 'bwrap is not installed' })).toBe(`Sandbox degraded: none (bwrap is not installed); ${NO_SANDBOX_NOTICE}.`)
    expect(sandboxNotice({ kind: 'none' })).toBe('Sandbox degraded: none (unavailable); secrets are protected by redaction only.')
    expect(sandboxNotice({ kind: 'bwrap', bwrap: 'bwrap' })).toBeUndefined()
    expect(sandboxNotice({ kind: 'bwrap', bwrap: 'bwrap', degraded: 'x is missing' })).toBe('Sandbox degraded: x is missing.')
    setSandboxForTests({ kind: 'none', reason: 'pinned' })
    expect(sandboxNotice()).toBe(`Sandbox degraded: none (pinned); ${NO_SANDBOX_NOTICE}.`)
  })

  test('the first contained step without a sandbox gives the notice to the listener; later steps do not repeat it', () => {
    setSandboxForTests({ kind: 'none', reason: 'pinned' })
    const heard: string[] = []
    setNoSandboxListener((n) => heard.push(n))
    expect(noSandboxNoticeGiven()).toBeUndefined()
    containCommand('/bin/true', [], { cwd: dir, writable: [dir], env: {} })
    containCommand('/bin/true', [], { cwd: dir, writable: [dir], env: {} })
    const notice = `Sandbox degraded: none (pinned); ${NO_SANDBOX_NOTICE}.`
    expect(heard).toEqual([notice])
    expect(noSandboxNoticeGiven()).toBe(notice)
  })

  test('a step that asks for no sandbox says so: "none (not requested)"', () => {
    setSandboxForTests({ kind: 'bwrap', bwrap: '/usr/bin/bwrap' })
    const heard: string[] = []
    setNoSandboxListener((n) => heard.push(n))
    const step = containCommand('/bin/echo', ['hi'], { cwd: dir, writable: [dir], env: {}, noSandbox: true })
    expect(step).toMatchObject({ cmd: '/bin/echo', args: ['hi'], sandboxed: false })
    expect(heard).toEqual([`Sandbox degraded: none (not requested); ${NO_SANDBOX_NOTICE}.`])
  })

  test('a full sandbox gives no notice at all', () => {
    setSandboxForTests({ kind: 'bwrap', bwrap: '/usr/bin/bwrap' })
    const heard: string[] = []
    setNoSandboxListener((n) => heard.push(n))
    containCommand('/bin/true', [], { cwd: dir, writable: [dir], env: {} })
    expect(heard).toEqual([])
    expect(noSandboxNoticeGiven()).toBeUndefined()
  })

  test('without a listener the notice is still kept for the job summary', () => {
    setSandboxForTests({ kind: 'none', reason: 'pinned' })
    expect(() => containCommand('/bin/true', [], { cwd: dir, writable: [dir], env: {} })).not.toThrow()
    expect(noSandboxNoticeGiven()).toMatch(/^Sandbox degraded: none \(pinned\)/)
  })

  test('a notice given first (by a worker thread) is the one kept: neither a later one nor a step replaces it', () => {
    const heard: string[] = []
    setNoSandboxListener((n) => heard.push(n))
    giveNoSandboxNotice('from a worker')
    giveNoSandboxNotice('second')
    setSandboxForTests({ kind: 'none', reason: 'pinned' })
    giveNoSandboxNotice('from a worker') // setSandboxForTests forgot the first
    containCommand('/bin/true', [], { cwd: dir, writable: [dir], env: {} })
    expect(heard).toEqual(['from a worker', 'from a worker'])
    expect(noSandboxNoticeGiven()).toBe('from a worker')
    setNoSandboxListener(undefined)
    setSandboxForTests(undefined)
    expect(() => giveNoSandboxNotice('no listener')).not.toThrow()
    expect(noSandboxNoticeGiven()).toBe('no listener')
  })
})
