/**
 * Issue 36 (mutation part tools): the sandboxed Bash tool (src/run/tools/bash.ts): what it
 * prints for each way a command ends, its timeout (which the model can only lower), the run's
 * abort, its private TMPDIR, its output caps, and which files count as written.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { runTool, type ToolContext } from '../../src/run/tools/index.js'

let ws: string
let ctx: ToolContext

beforeEach(async () => {
  ws = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-bash-')))
  ctx = { workspaceDir: ws, bash: true, filesWritten: new Set(), filesRead: new Set(), skillsInvoked: new Set() }
})
afterEach(async () => {
  await rm(ws, { recursive: true, force: true })
})

const bash = (command: string, extra: Partial<ToolContext> = {}, input: Record<string, unknown> = {}) => runTool('Bash', { command, ...input }, { ...ctx, ...extra })

describe('how a command ends', () => {
  test('success: the output without its last newline, or "(no output)"', async () => {
    expect(await bash('printf "a\\n\\n"')).toEqual({ output: 'a\n', isError: false })
    expect(await bash('true')).toEqual({ output: '(no output)', isError: false })
    expect(await bash('echo a; echo b >&2')).toEqual({ output: 'a\nb', isError: false })
  })

  test('a command that cannot start says so', async () => {
    expect((await bash('true')).isError).toBe(false) // the workspace root is known from here on
    await rm(ws, { recursive: true, force: true })
    const r = await bash('true')
    expect(r.isError).toBe(true)
    expect(r.output).toMatch(/^Could not start \/bin\/sh: spawn \S+ ENOENT$/)
  })

  test('a non-zero exit: the output, then the exit code', async () => {
    expect(await bash('exit 4')).toEqual({ output: 'Exit code 4', isError: true })
    expect(await bash('echo partial; exit 1')).toEqual({ output: 'partial\nExit code 1', isError: true })
  })

  test('the timeout: the run limit, lowered (never raised) by the input; output before it is kept', async () => {
    expect(await bash('sleep 5', { bashTimeoutMs: 60_000 }, { timeout: 200 })).toEqual({ output: 'Command timed out after 0.2 s and was killed.', isError: true })
    expect(await bash('echo started; sleep 5', { bashTimeoutMs: 1000 }, { timeout: 5000 })).toEqual({ output: 'started\nCommand timed out after 1 s and was killed.', isError: true })
    // 0 is no timeout of the model's: the run's applies
    expect(await bash('sleep 5', { bashTimeoutMs: 300 }, { timeout: 0 })).toEqual({ output: 'Command timed out after 0.3 s and was killed.', isError: true })
  })

  test("the run's abort ends the command, whether it comes before or during it", async () => {
    const before = new AbortController()
    before.abort()
    expect(await bash('sleep 5', { signal: before.signal })).toEqual({ output: 'Command aborted.', isError: true })
    const during = new AbortController()
    const poll = setInterval(() => existsSync(path.join(ws, 'started')) && during.abort(), 20)
    const t0 = Date.now()
    try {
      expect(await bash('echo begun; touch started; sleep 10', { signal: during.signal })).toEqual({ output: 'begun\nCommand aborted.', isError: true })
    } finally {
      clearInterval(poll)
    }
    expect(Date.now() - t0).toBeLessThan(8000)
  })
})

describe('environment', () => {
  test("the host's network only when the run allows it", async () => {
    const server = http.createServer((_req, res) => res.end('ok'))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    const port = (server.address() as AddressInfo).port
    try {
      const cmd = `curl -s -m 5 http://127.0.0.1:${port}/ || echo unreachable`
      expect((await bash(cmd, { network: true })).output).toBe('ok')
      expect((await bash(cmd)).output).toBe('unreachable')
      expect((await bash(cmd, { network: false })).output).toBe('unreachable')
    } finally {
      server.close()
    }
  })

  test('a private TMPDIR beside the workspace, removed afterwards', async () => {
    const r = await bash('echo "$TMPDIR"; test -d "$TMPDIR" && touch "$TMPDIR/x" && echo writable')
    const [tmp, ok] = r.output.split('\n')
    expect(ok).toBe('writable')
    expect(path.dirname(tmp!)).toBe(path.dirname(ws))
    expect(path.basename(tmp!)).toMatch(/^skill-evals-bash-tmp-/)
    expect(existsSync(tmp!)).toBe(false)
  })
})

describe('output caps', () => {
  test('a long output keeps its head and tail, the middle replaced by a count', async () => {
    const r = await bash('head -c 20000 /dev/zero | tr "\\0" a; head -c 20000 /dev/zero | tr "\\0" z')
    expect(r.isError).toBe(false)
    expect(r.output).toBe(`${'a'.repeat(20_000)}${'z'.repeat(4000)}\n… [10000 characters omitted] …\n${'z'.repeat(6000)}`)
  })

  test('past four times the cap the output is cut where it was, and says so', async () => {
    const r = await bash('head -c 400000 /dev/zero | tr "\\0" q')
    expect(r.isError).toBe(false)
    expect(r.output.startsWith('q'.repeat(24_000) + '\n… [')).toBe(true)
    expect(r.output).toMatch(/^q{24000}\n… \[\d+ characters omitted\] …\nq+\n… \[output cut at 120000 characters\]$/)
    expect(r.output.length).toBe(30_000 + r.output.match(/\n… \[\d+ characters omitted\] …\n/)![0].length)
  })
})

describe('files the command wrote', () => {
  test('created, changed and linked files count; unchanged, removed and .git files do not', async () => {
    await writeFile(path.join(ws, 'same.txt'), 'same')
    await writeFile(path.join(ws, 'change.txt'), 'before')
    await writeFile(path.join(ws, 'gone.txt'), 'x')
    await mkdir(path.join(ws, '.git'))
    await writeFile(path.join(ws, '.git/HEAD'), 'ref\n')
    await symlink('same.txt', path.join(ws, 'moved-link'))
    const r = await bash('echo new > made.txt; mkdir -p d/e; echo x > d/e/deep.txt; echo after > change.txt; rm gone.txt; echo y >> .git/HEAD; ln -s made.txt link.txt; rm moved-link; ln -s change.txt moved-link')
    expect(r.isError).toBe(false)
    expect([...ctx.filesWritten].sort()).toEqual(['change.txt', 'd/e/deep.txt', 'link.txt', 'made.txt', 'moved-link'])
  })

  test('a file rewritten with the same size counts as written', async () => {
    await writeFile(path.join(ws, 'f.txt'), 'aaaa')
    await new Promise((r) => setTimeout(r, 20))
    await bash('printf bbbb > f.txt')
    expect([...ctx.filesWritten]).toEqual(['f.txt'])
  })

  test('a failed command still records what it wrote', async () => {
    const r = await bash('echo x > half.txt; exit 2')
    expect(r).toEqual({ output: 'Exit code 2', isError: true })
    expect([...ctx.filesWritten]).toEqual(['half.txt'])
  })
})
