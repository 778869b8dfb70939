/**
 * Issue 33, row E: a script check or the agent's Bash opened sockets to the host: the sandbox
 * shared the host's network (loopback services) and its file system's Unix sockets (on a runner,
 * the Docker socket). Now each sandboxed step has a network namespace of its own (nothing but its
 * own loopback) and no host socket: /run is an empty tmpfs, folders under the temp folders that
 * hold a socket are replaced by read-only copies without it.
 *
 * `network: true` (an eval's or config.yaml's opt-in) shares the host's network namespace: host
 * loopback services and the internet are reachable, and so are abstract Unix sockets (they live
 * in the network namespace); path sockets under /run and the temp folders stay hidden.
 *
 * Real processes: a loopback TCP listener, path sockets in /tmp (in a folder of its own and
 * directly in /tmp) and /run and an abstract socket
 * in this (the test's) process; the harness started as root and as the unprivileged user
 * (test/helpers/as-user.ts) runs the attempt as a script check and as the Bash tool.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type Anthropic from '@anthropic-ai/sdk'
import { harnessUsers } from '../helpers/as-user.js'
import { containedAttempt } from '../helpers/contained-attempt.js'
import { detectSandbox } from '../../src/sandbox/index.js'

jest.setTimeout(60_000)

const sandboxed = detectSandbox().kind === 'bwrap' ? test : test.skip
const tag = randomBytes(4).toString('hex')
const servers: net.Server[] = []
/** Connections each listener accepted. */
const accepted = { tcp: 0, tmp: 0, tmptop: 0, run: 0, abstract: 0 }
let port = 0
let tmpDir: string
const tmpSock = () => path.join(tmpDir, 'agent.sock')
const runSock = `/run/row-e-${tag}.sock`
/** Directly in /tmp (a folder with many entries: covered in place, not copied). */
const topSock = `/tmp/row-e-${tag}.sock`
const abstractName = `row-e-${tag}`

const listen = (what: keyof typeof accepted, at: number | string): Promise<net.Server> =>
  new Promise((resolve, reject) => {
    const s = net.createServer((c) => {
      accepted[what]++
      c.end('hello from the host\n')
    })
    s.once('error', reject)
    const ready = () => resolve(s)
    if (typeof at === 'number') s.listen(at, '127.0.0.1', ready)
    else s.listen(at, ready)
    servers.push(s)
  })

beforeAll(async () => {
  tmpDir = realpathSync(mkdtempSync(path.join('/tmp', 'row-e-sock-')))
  chmodSync(tmpDir, 0o755)
  const tcp = await listen('tcp', 0)
  port = (tcp.address() as net.AddressInfo).port
  await listen('tmp', tmpSock())
  chmodSync(tmpSock(), 0o777) // only the sandbox may stop the unprivileged user, not the mode
  await listen('tmptop', topSock)
  chmodSync(topSock, 0o777)
  mkdirSync('/run', { recursive: true })
  await listen('run', runSock).catch(() => undefined) // not root: no /run socket
  try {
    chmodSync(runSock, 0o777)
  } catch {
    // not created
  }
  await listen('abstract', `\0${abstractName}`)
})
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))))
  rmSync(tmpDir, { recursive: true, force: true })
  rmSync(runSock, { force: true })
  rmSync(topSock, { force: true })
})

/** Tries each socket from inside (node, as libuv names abstract sockets as the listener does); prints NAME-CONNECTED <greeting> or NAME-REFUSED <code>. */
const probe = () => {
  const js = `const net = require('net')
const targets = [['TCP', { host: '127.0.0.1', port: ${port} }], ['TMP', { path: ${JSON.stringify(tmpSock())} }], ['TMPTOP', { path: ${JSON.stringify(topSock)} }], ['RUN', { path: ${JSON.stringify(runSock)} }], ['ABSTRACT', { path: '\\0${abstractName}' }]]
;(async () => {
  for (const [name, to] of targets) {
    const line = await new Promise((done) => {
      const c = net.connect(to)
      c.setTimeout(3000, () => { c.destroy(); done(name + '-REFUSED timeout') })
      c.on('data', (d) => { c.destroy(); done(name + '-CONNECTED ' + String(d).trim()) })
      c.on('error', (e) => done(name + '-REFUSED ' + e.code))
    })
    console.log(line)
  }
})()`
  return `'${process.execPath}' -e '${js.replace(/'/g, `'\\''`)}'\nls /run | wc -l | sed 's/^/RUN-ENTRIES /'`
}

const reset = () => {
  for (const k of Object.keys(accepted) as (keyof typeof accepted)[]) accepted[k] = 0
}
const settle = () => new Promise((r) => setTimeout(r, 200))

describe('row E: the sandbox has no network and no host socket of its own choosing', () => {
  for (const user of harnessUsers()) {
    sandboxed(`default: loopback TCP, a socket in /tmp, one in /run and an abstract one are all out of reach (harness ${user.name})`, async () => {
      const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'row-e-')))
      try {
        reset()
        const r = await containedAttempt(user, dir, probe())
        await settle()
        for (const [step, out] of Object.entries({ script: r.script, bash: r.bash })) {
          for (const name of ['TCP', 'TMP', 'TMPTOP', 'RUN', 'ABSTRACT']) expect([step, out]).toEqual([step, expect.stringContaining(`${name}-REFUSED`)])
          expect([step, out]).not.toEqual([step, expect.stringContaining('CONNECTED')])
          expect([step, out]).toEqual([step, expect.stringContaining('RUN-ENTRIES 0')])
        }
        expect(accepted).toEqual({ tcp: 0, tmp: 0, tmptop: 0, run: 0, abstract: 0 })
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })

    sandboxed(`network: true shares the host's network (loopback TCP, abstract sockets), but path sockets stay hidden (harness ${user.name})`, async () => {
      const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'row-e-net-')))
      try {
        reset()
        const r = await containedAttempt(user, dir, probe(), { network: true })
        await settle()
        for (const [step, out] of Object.entries({ script: r.script, bash: r.bash })) {
          expect([step, out]).toEqual([step, expect.stringContaining('TCP-CONNECTED hello from the host')])
          expect([step, out]).toEqual([step, expect.stringContaining('ABSTRACT-CONNECTED hello from the host')])
          for (const name of ['TMP', 'TMPTOP', 'RUN']) expect([step, out]).toEqual([step, expect.stringContaining(`${name}-REFUSED`)])
        }
        expect(accepted).toEqual({ tcp: 2, abstract: 2, tmp: 0, tmptop: 0, run: 0 })
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  }
})

describe('row E: the opt-in is an eval field, carried to the steps that run for it', () => {
  test('evals.json `"network": true` is read into the eval; absent or false is no network', async () => {
    const { loadRepo } = await import('../../src/discover/index.js')
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'row-e-repo-')))
    try {
      mkdirSync(path.join(root, 'skills/net'), { recursive: true })
      mkdirSync(path.join(root, 'evals'))
      writeFileSync(path.join(root, 'skills/net/SKILL.md'), '---\nname: net\ndescription: Fetches things from a local service when asked to.\n---\n\nBody.\n')
      const assertions = [{ text: 'a' }, { text: 'b' }]
      writeFileSync(
        path.join(root, 'evals/evals.json'),
        JSON.stringify({ skill_name: 'net', evals: [{ id: 1, prompt: 'p1', network: true, assertions }, { id: 2, prompt: 'p2', network: false, assertions }, { id: 3, prompt: 'p3', assertions }] })
      )
      const repo = await loadRepo(root)
      expect(repo.findings.filter((f) => f.severity === 'error')).toEqual([])
      expect(repo.evals.map((e) => [e.id, e.network ?? false])).toEqual([[1, true], [2, false], [3, false]])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  sandboxed('the API executor gives its Bash the network only when the eval opts in', async () => {
    const { executeRun } = await import('../../src/run/executor.js')
    const { startFakeAnthropic, textReply, toolUseReply } = await import('../fakes/anthropic-server.js')
    const AnthropicClient = (await import('@anthropic-ai/sdk')).default
    const connect = `'${process.execPath}' -e 'require("net").connect(${port}, "127.0.0.1").on("data", (d) => { console.log("GOT " + d); process.exit(0) }).on("error", (e) => console.log("NO " + e.code))'`
    for (const network of [false, true]) {
      const ws = realpathSync(mkdtempSync(path.join(tmpdir(), 'row-e-ws-')))
      const fake = await startFakeAnthropic({ script: [toolUseReply('Bash', { command: connect }), textReply('done')] })
      try {
        reset()
        const client = new AnthropicClient({ apiKey: 'sk-ant-test', baseURL: fake.url, maxRetries: 0 })
        const send = async (params: Anthropic.MessageCreateParamsNonStreaming) => ({ message: await client.messages.create(params), cached: false, retries: 0 })
        await executeRun({ spec: { skill: 'net', evalId: 1, configuration: 'without_skill', trial: 1, model: 'claude-opus-4-8' } as never, prompt: 'go', workspaceDir: ws, skillLoading: 'preload', bash: true, ...(network ? { network: true } : {}), maxTurns: 4, maxTokens: 256 }, send)
        const toolResult = JSON.stringify(fake.messageRequests[1]!.body.messages)
        expect([network, toolResult.includes('GOT hello from the host')]).toEqual([network, network])
        expect(accepted.tcp).toBe(network ? 1 : 0)
      } finally {
        await fake.close()
        rmSync(ws, { recursive: true, force: true })
      }
    }
  })
})
