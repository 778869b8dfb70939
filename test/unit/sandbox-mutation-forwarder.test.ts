/**
 * Issue 36 (mutation part `sandbox`): the loopback forwarder (src/sandbox/forwarder.ts) that lets
 * a process in the sandbox's own network namespace reach the key proxy's Unix socket
 * (docs/security.md row E). Real processes: an HTTP server on a Unix socket, the command line
 * `behindForwarder` gives, and what the command behind it sees and passes on.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { spawnSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { behindForwarder, FORWARDER_SOURCE } from '../../src/sandbox/forwarder.js'

let dir: string
let sock: string
let server: http.Server
const seen: string[] = []
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sbm-fwd-'))
  sock = path.join(dir, 'proxy.sock')
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    res.end(`hello ${req.url}`)
  })
  await new Promise<void>((r) => server.listen(sock, r))
})
afterAll(async () => {
  await new Promise((r) => server.close(r))
  rmSync(dir, { recursive: true, force: true })
})

/** Runs `node -e <code>` behind the forwarder; the result of the whole command line. */
function behind(code: string, socketPath = sock) {
  const { cmd, args } = behindForwarder(socketPath, process.execPath, ['-e', code])
  return new Promise<{ status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) => {
    const c = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    c.stdout.on('data', (d) => (stdout += d))
    c.stderr.on('data', (d) => (stderr += d))
    c.on('close', (status, signal) => resolve({ status, signal, stdout, stderr }))
  })
}

describe('behindForwarder', () => {
  test('the command line: this node, the forwarder code inline, then the socket, the command and its arguments', () => {
    expect(behindForwarder('/s/proxy.sock', 'claude', ['-p', '--x'])).toEqual({ cmd: process.execPath, args: ['-e', FORWARDER_SOURCE, '--', '/s/proxy.sock', 'claude', '-p', '--x'] })
  })

  test('the command gets ANTHROPIC_BASE_URL=http://127.0.0.1:<port>, and what it sends there reaches the Unix socket', async () => {
    const r = await behind(`const u = process.env.ANTHROPIC_BASE_URL; console.log(u); fetch(u + '/v1/messages?x=1', { method: 'POST', body: '{}' }).then((res) => res.text()).then((t) => console.log(t))`)
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\nhello \/v1\/messages\?x=1\n$/)
    expect(seen).toContain('POST /v1/messages?x=1')
  })

  test('the command\'s exit code is passed on; so is the signal that killed it', async () => {
    expect((await behind('process.exit(7)')).status).toBe(7)
    const killed = await behind(`process.kill(process.pid, 'SIGTERM')`)
    expect([killed.status, killed.signal]).toEqual([null, 'SIGTERM'])
  })

  test('a command that cannot start: exit 127 with the reason', () => {
    const { cmd, args } = behindForwarder(sock, path.join(dir, 'no-such-command'), [])
    const r = spawnSync(cmd, args, { encoding: 'utf8' })
    expect(r.status).toBe(127)
    expect(r.stderr).toMatch(/^skill-evals forwarder: spawn \S*no-such-command ENOENT/)
  })

  test('when the socket is not there, the connection is closed instead of hanging', async () => {
    const code = `const c = require('net').connect(new URL(process.env.ANTHROPIC_BASE_URL).port, '127.0.0.1'); c.on('connect', () => c.write('GET / HTTP/1.1\\r\\n\\r\\n')); c.on('data', () => console.log('ANSWERED')); c.on('error', () => {}); c.on('close', () => console.log('CLOSED'))`
    const r = await behind(code, path.join(dir, 'missing.sock'))
    expect(r.stdout).toBe('CLOSED\n')
    expect(r.status).toBe(0)
  })
})
