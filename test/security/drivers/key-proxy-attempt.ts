/**
 * Issue 33 (row G): a harness process that starts the real Claude Code key proxy (on a Unix
 * socket, upstream the test's fake Anthropic server) and runs an attacker's script in the
 * sandbox behind the same loopback forwarder Claude Code gets, with the placeholder key in its
 * environment (as the CLI's Bash would read it). Prints { out, stats } as JSON.
 *
 *   tsx key-proxy-attempt.ts <folder> <upstream url> <allowed model> <attack.cjs>
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { startKeyProxy } from '../../../src/run/claude-code/key-proxy.js'
import { behindForwarder } from '../../../src/sandbox/forwarder.js'
import { containCommand, killContained } from '../../../src/sandbox/index.js'

const [dir, upstream, model, attack] = process.argv.slice(2) as [string, string, string, string]
const ws = path.join(dir, 'ws')
mkdirSync(ws, { recursive: true })
const proxy = await startKeyProxy({ upstream, apiKey: process.env['ANTHROPIC_API_KEY']!, models: [model], socketPath: path.join(dir, 'kp.sock') })
const run = behindForwarder(proxy.socketPath!, process.execPath, [attack])
const step = containCommand(run.cmd, run.args, { cwd: ws, writable: [ws, dir], env: { PATH: '/usr/bin:/bin', HOME: ws, ANTHROPIC_API_KEY: proxy.placeholder } })
const child = spawn(step.cmd, step.args, { cwd: ws, env: step.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
let out = ''
child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')))
child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')))
await new Promise((r) => child.on('close', r))
killContained(child, step)
await proxy.close()
process.stdout.write(JSON.stringify({ out, stats: proxy.stats, sandboxed: step.sandboxed }))
