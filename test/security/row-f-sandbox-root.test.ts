/**
 * Issue 33, row F: when the harness runs as root (self-hosted runners, containers, CI here),
 * bubblewrap used to keep every capability: a script check remounted / read-write and wrote
 * $GITHUB_ENV, and nothing said the sandbox was weaker. Now the sandboxed process is uid/gid
 * 65534 in a user namespace of its own with every capability dropped, as root and as an
 * unprivileged harness; what it writes in its folders stays the harness's; and where bubblewrap
 * cannot give a user namespace to a root harness the run says "Sandbox degraded: …" once.
 *
 * Real processes: the harness is started as each user (test/helpers/as-user.ts) and runs the
 * attempt as a script check and as the Bash tool (drivers/contained-attempt.ts).
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { harnessUsers } from '../helpers/as-user.js'
import { containedAttempt } from '../helpers/contained-attempt.js'
import { containCommand, detectSandbox, noSandboxNoticeGiven, sandboxNotice, setNoSandboxListener, setSandboxForTests } from '../../src/sandbox/index.js'

jest.setTimeout(60_000)

const bwrapWorks = detectSandbox().kind === 'bwrap'
const sandboxed = bwrapWorks ? test : test.skip

describe('row F: no capability and an unprivileged uid inside the sandbox, also for a root harness', () => {
  for (const user of harnessUsers()) {
    sandboxed(`remount, $GITHUB_ENV, sysctl, capabilities and uid: all closed (harness ${user.name})`, async () => {
      const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'row-f-')))
      try {
        const githubEnv = path.join(dir, 'github_env')
        writeFileSync(githubEnv, 'BEFORE=1\n')
        chmodSync(githubEnv, 0o600) // as the runner makes it: the harness's own file
        const text = [
          'mount -o remount,rw / 2>/dev/null && echo REMOUNTED',
          `echo "NODE_OPTIONS=--require=/tmp/evil.js" >> '${githubEnv}' 2>/dev/null && echo WROTE-ENV`,
          'h=$(cat /proc/sys/kernel/hostname); printf %s "$h" 2>/dev/null > /proc/sys/kernel/hostname && echo SYSCTL-WRITTEN',
          'grep -E "^Cap(Eff|Prm|Bnd):" /proc/self/status',
          'echo "uid=$(id -u) gid=$(id -g)"',
          'echo mine > made-by-child.txt && echo MADE',
          'env'
        ].join('\n')
        const r = await containedAttempt(user, dir, text)
        for (const [step, out] of Object.entries({ script: r.script, bash: r.bash })) {
          expect([step, out]).toEqual([step, expect.stringContaining('uid=65534 gid=65534')])
          for (const cap of ['CapEff', 'CapPrm', 'CapBnd']) expect([step, out]).toEqual([step, expect.stringMatching(new RegExp(`${cap}:\\s+0{16}`))])
          for (const open of ['REMOUNTED', 'WROTE-ENV', 'SYSCTL-WRITTEN', 'SENTINEL']) expect([step, out.includes(open)]).toEqual([step, false])
          expect([step, out]).toEqual([step, expect.stringContaining('MADE')])
        }
        expect(readFileSync(githubEnv, 'utf8')).toBe('BEFORE=1\n')
        // What the child wrote in its workspace is the harness user's outside: usable, removable.
        const made = path.join(dir, 'ws', 'made-by-child.txt')
        expect(statSync(made).uid).toBe(user.uid)
        expect(readFileSync(made, 'utf8')).toBe('mine\n')
        expect(r.notice).toBeNull()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  }
})

describe('row F: where a guarantee cannot be had, one "Sandbox degraded: …" line', () => {
  let dir: string | undefined
  afterEach(() => {
    setSandboxForTests(undefined)
    setNoSandboxListener(undefined)
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = undefined
  })

  sandboxed('a bubblewrap that refuses user (and network) namespaces: the notice names what is missing, once', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'row-f-bwrap-'))
    // A bwrap that fails as a kernel without unprivileged user namespaces makes it fail.
    const fake = path.join(dir, 'bwrap')
    writeFileSync(fake, `#!/bin/sh\nfor a in "$@"; do case "$a" in --unshare-user|--unshare-net) echo "bwrap: No permissions to create new namespace" >&2; exit 1;; --) break;; esac; done\nexec bwrap "$@"\n`)
    chmodSync(fake, 0o755)
    setSandboxForTests(undefined)
    const info = detectSandbox({ SKILL_EVALS_BWRAP: fake })
    expect(info).toMatchObject({ kind: 'bwrap', userns: false, netns: false })
    const notice = sandboxNotice(info)!
    expect(notice).toMatch(/^Sandbox degraded: /)
    expect(notice).toContain("share the host's network (no network namespace: ")
    if (process.getuid?.() === 0) expect(notice).toContain('keep root and its capabilities (no user namespace: ')
    else expect(notice).not.toContain('keep root')
    const heard: string[] = []
    setNoSandboxListener((n) => heard.push(n))
    const a = containCommand('/bin/true', [], { cwd: dir, writable: [dir], env: {} })
    containCommand('/bin/true', [], { cwd: dir, writable: [dir], env: {} })
    expect(heard).toEqual([notice])
    expect(noSandboxNoticeGiven()).toBe(notice)
    // The steps still run in bwrap, without the flags it refused.
    expect(a.sandboxed).toBe(true)
    expect(a.args).not.toContain('--unshare-user')
    expect(a.args).not.toContain('--unshare-net')
    expect(execFileSync(a.cmd, a.args, { env: a.env, cwd: dir }).toString()).toBe('')
  })

  test('no sandbox at all: the same line, "Sandbox degraded: none (…); secrets are protected by redaction only."', () => {
    setSandboxForTests({ kind: 'none', reason: 'bwrap is not installed' })
    expect(sandboxNotice()).toBe('Sandbox degraded: none (bwrap is not installed); secrets are protected by redaction only.')
  })

  sandboxed('a fully working bubblewrap: no notice', () => {
    setSandboxForTests(undefined)
    expect(detectSandbox()).toMatchObject({ kind: 'bwrap', userns: true, netns: true })
    expect(sandboxNotice()).toBeUndefined()
  })
})
