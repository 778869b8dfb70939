import { describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { harnessUsers } from '../helpers/as-user.js'

describe('harnessUsers: the users each trust-boundary test runs the harness as', () => {
  test('as root both root and an unprivileged user; otherwise the current user only', () => {
    const names = harnessUsers().map((u) => u.name)
    expect(names).toEqual(process.getuid?.() === 0 ? ['root', 'unprivileged'] : ['unprivileged'])
  })

  for (const user of harnessUsers()) {
    test(`wrap starts the command as ${user.name} (uid ${user.uid}), with no capabilities when unprivileged`, () => {
      const [cmd, args] = user.wrap('/bin/sh', ['-c', 'id -u; grep CapEff /proc/self/status'])
      const out = execFileSync(cmd, args, { encoding: 'utf8' }).split('\n')
      expect(Number(out[0])).toBe(user.uid)
      if (user.name === 'unprivileged') expect(out[1]).toMatch(/CapEff:\s+0+$/)
    })

    test(`handOver gives a temporary folder to ${user.name}, who can then write in it`, () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'as-user-'))
      try {
        user.handOver(dir)
        expect(statSync(dir).uid).toBe(user.uid)
        const [cmd, args] = user.wrap('/bin/sh', ['-c', `echo ok > '${dir}/f' && cat '${dir}/f'`])
        expect(execFileSync(cmd, args, { encoding: 'utf8' }).trim()).toBe('ok')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  }
})
