/**
 * Issue 33, row G: Bash (in Claude Code's sandbox) could call the key proxy directly, and it
 * forwarded any method and path with the real key (GET /v1/models, POST /v1/messages/batches
 * with another model, DELETE /v1/files/…, POST /v1/messages/ with a trailing slash); only
 * exact POST /v1/messages was counted. Now the proxy forwards exactly POST /v1/messages and
 * POST /v1/messages/count_tokens (no trailing slash, no path tricks, no query but ?beta=true)
 * for the run's models only; the rest is 403 in the API's error shape and never reaches the
 * upstream; every forwarded call is counted.
 *
 * Against the real proxy and the loopback fake Anthropic server (requests counted at the fake):
 * in-process with and without the gateway, and from a sandboxed attacker behind Claude Code's
 * forwarder, with the harness started as root and as the unprivileged user.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Anthropic from '@anthropic-ai/sdk'
import { startFakeAnthropic, textReply, type FakeAnthropic } from '../fakes/anthropic-server.js'
import { ensureTraversable, harnessUsers } from '../helpers/as-user.js'
import { startKeyProxy, type KeyProxy } from '../../src/run/claude-code/key-proxy.js'
import type { SendFn } from '../../src/run/gateway.js'
import { detectSandbox } from '../../src/sandbox/index.js'

jest.setTimeout(60_000)

const KEY = 'sk-ant-SENTINEL-row-g-real-key-0001'
const MODEL = 'claude-opus-4-8'
const OTHER = 'claude-fable-5-2'
const msg = (model: string | undefined) => JSON.stringify({ ...(model ? { model } : {}), max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] })

/** [label, method, raw request target, body]: each must be refused 403 without reaching the upstream. */
const HOSTILE: [string, string, string, string][] = [
  ['models', 'GET', '/v1/models', ''],
  ['batches', 'POST', '/v1/messages/batches', JSON.stringify({ requests: [{ custom_id: 'a', params: JSON.parse(msg(OTHER)) }] })],
  ['files-delete', 'DELETE', '/v1/files/file_0123', ''],
  ['trailing-slash', 'POST', '/v1/messages/', msg(MODEL)],
  ['double-slash', 'POST', '//v1/messages', msg(MODEL)],
  ['inner-double-slash', 'POST', '/v1//messages', msg(MODEL)],
  ['dot-dot', 'POST', '/v1/messages/../files', msg(MODEL)],
  ['dot', 'POST', '/v1/./messages', msg(MODEL)],
  ['encoded', 'POST', '/v1/messages%2F', msg(MODEL)],
  ['upper-case', 'POST', '/V1/messages', msg(MODEL)],
  ['query', 'POST', '/v1/messages?beta=true&x=1', msg(MODEL)],
  ['query-other', 'POST', '/v1/messages?', msg(MODEL)],
  ['absolute-form', 'POST', 'http://api.anthropic.com/v1/messages', msg(MODEL)],
  ['get-messages', 'GET', '/v1/messages', ''],
  ['put-messages', 'PUT', '/v1/messages', msg(MODEL)],
  ['other-model', 'POST', '/v1/messages', msg(OTHER)],
  ['no-model', 'POST', '/v1/messages', msg(undefined)],
  ['count-other-model', 'POST', '/v1/messages/count_tokens', msg(OTHER)],
  ['skills-api', 'POST', '/v1/skills', '{}']
]
/** Allowed: forwarded and counted. */
const ALLOWED: [string, string, string, string][] = [
  ['messages', 'POST', '/v1/messages', msg(MODEL)],
  ['messages-beta', 'POST', '/v1/messages?beta=true', msg(MODEL)],
  ['count-tokens', 'POST', '/v1/messages/count_tokens', msg(MODEL)]
]

/** The same requests as code, for the sandboxed attacker (CommonJS, no dependencies). */
const attackScript = `const http = require('http')
const base = new URL(process.env.ANTHROPIC_BASE_URL)
const cases = ${JSON.stringify([...HOSTILE, ...ALLOWED])}
;(async () => {
  for (const [label, method, target, body] of cases) {
    const line = await new Promise((done) => {
      const req = http.request({ host: base.hostname, port: base.port, method, path: target, headers: { 'x-api-key': process.env.ANTHROPIC_API_KEY, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' } }, (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => { let type = ''; try { type = JSON.parse(text).error.type } catch {} ; done(label + ' ' + res.statusCode + ' ' + (type || '-')) })
      })
      req.on('error', (e) => done(label + ' ERR ' + e.code))
      req.end(body || undefined)
    })
    console.log(line)
  }
})()
`

let fake: FakeAnthropic
beforeAll(async () => {
  fake = await startFakeAnthropic({ handler: () => textReply('ok') })
})
afterAll(() => fake.close())

/** One raw request to the proxy (the target is sent as is). */
function call(proxy: KeyProxy, method: string, target: string, body: string): Promise<{ status: number; json: any }> {
  const port = Number(new URL(proxy.url).port)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers: { 'x-api-key': proxy.placeholder, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' } }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString('utf8')))
      res.on('end', () => {
        let json: any
        try {
          json = JSON.parse(text)
        } catch {
          json = text
        }
        resolve({ status: res.statusCode ?? 0, json })
      })
    })
    req.on('error', reject)
    req.end(body || undefined)
  })
}

/** A gateway for the proxy's `send`: the real SDK against the fake, counting its calls. */
function sdkGateway(): { send: SendFn; calls: string[] } {
  const client = new Anthropic({ apiKey: KEY, baseURL: fake.url, maxRetries: 0 })
  const calls: string[] = []
  const send: SendFn = async (params) => {
    calls.push(params.model)
    const message = await client.messages.create(params)
    return { message, cached: false, retries: 0 }
  }
  return { send, calls }
}

describe('row G: the key proxy forwards exact POST /v1/messages and count_tokens for the run’s model, nothing else', () => {
  for (const mode of ['forwarded as bytes', 'through the gateway'] as const) {
    test(`each hostile request gets 403 (permission_error) and never reaches the upstream; the allowed ones are forwarded and counted (${mode})`, async () => {
      const gw = mode === 'through the gateway' ? sdkGateway() : undefined
      const proxy = await startKeyProxy({ upstream: fake.url, apiKey: KEY, models: [MODEL], ...(gw ? { send: gw.send, spec: { skill: 's', evalId: 'e', configuration: 'with_skill', trial: 1, model: MODEL } as never } : {}) })
      try {
        const before = fake.requests.length
        for (const [label, method, target, body] of HOSTILE) {
          const r = await call(proxy, method, target, body)
          expect([label, r.status, r.json?.type, r.json?.error?.type]).toEqual([label, 403, 'error', 'permission_error'])
          expect(r.json.error.message).toMatch(/^skill-evals key proxy: /)
        }
        expect(fake.requests.slice(before)).toEqual([])
        expect(proxy.stats.forbidden).toBe(HOSTILE.length)
        expect(proxy.stats.requests).toBe(0)
        for (const [label, method, target, body] of ALLOWED) {
          const r = await call(proxy, method, target, body)
          expect([label, r.status]).toEqual([label, 200])
        }
        const reached = fake.requests.slice(before).map((r) => `${r.method} ${r.path}${r.query ?? ''} ${r.headers['x-api-key'] ?? r.headers['authorization']}`)
        if (gw) {
          // Messages calls go through the gateway (cost, budget); count_tokens is forwarded.
          expect(gw.calls).toEqual([MODEL, MODEL])
          expect(proxy.stats.gateway.calls).toBe(2)
          expect(proxy.stats.gateway.costUsd).toBeGreaterThan(0)
          expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/messages', 'POST /v1/messages', 'POST /v1/messages/count_tokens'])
          expect(reached[2]).toBe(`POST /v1/messages/count_tokens ${KEY}`)
        } else {
          expect(reached).toEqual([`POST /v1/messages ${KEY}`, `POST /v1/messages?beta=true ${KEY}`, `POST /v1/messages/count_tokens ${KEY}`])
          expect(proxy.stats.costUsd).toBeGreaterThan(0)
          expect(proxy.stats.usage.output_tokens).toBeGreaterThan(0)
        }
        expect(proxy.stats.requests).toBe(3)
        expect(proxy.stats.byPath).toEqual({ '/v1/messages': 2, '/v1/messages/count_tokens': 1 })
      } finally {
        await proxy.close()
      }
    })
  }

  test('without the placeholder nothing is forwarded either (401)', async () => {
    const proxy = await startKeyProxy({ upstream: fake.url, apiKey: KEY, models: [MODEL] })
    try {
      const before = fake.requests.length
      const port = Number(new URL(proxy.url).port)
      const r = await fetch(`http://127.0.0.1:${port}/v1/messages`, { method: 'POST', headers: { 'x-api-key': 'sk-ant-guess', 'content-type': 'application/json' }, body: msg(MODEL) })
      expect(r.status).toBe(401)
      expect(fake.requests.length).toBe(before)
    } finally {
      await proxy.close()
    }
  })
})

const sandboxed = detectSandbox().kind === 'bwrap' ? test : test.skip
const repo = path.resolve(import.meta.dirname, '../..')

describe('row G: from the sandbox, behind Claude Code’s forwarder, with the placeholder the CLI holds', () => {
  for (const user of harnessUsers()) {
    sandboxed(`the attacker’s hostile requests get 403 and reach nothing; the allowed ones are forwarded (harness ${user.name})`, async () => {
      const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'row-g-')))
      try {
        const attack = path.join(dir, 'attack.cjs')
        writeFileSync(attack, attackScript)
        ensureTraversable(repo)
        user.handOver(dir)
        const before = fake.requests.length
        const [cmd, args] = user.wrap(process.execPath, ['--import', 'tsx', path.join(repo, 'test/security/drivers/key-proxy-attempt.ts'), dir, fake.url, MODEL, attack])
        const stdout = await new Promise<string>((resolve, reject) =>
          execFile(cmd, args, { cwd: repo, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ANTHROPIC_API_KEY: KEY }, timeout: 50_000 }, (err, out, errText) => (err ? reject(new Error(`${err.message}\n${errText}`)) : resolve(out)))
        )
        const r = JSON.parse(stdout) as { out: string; stats: { forbidden: number; requests: number }; sandboxed: boolean }
        expect(r.sandboxed).toBe(true)
        expect(r.out).not.toContain(KEY)
        const lines = new Map(r.out.trim().split('\n').map((l) => [l.split(' ')[0]!, l.split(' ').slice(1).join(' ')]))
        for (const [label] of HOSTILE) expect([label, lines.get(label)]).toEqual([label, '403 permission_error'])
        for (const [label] of ALLOWED) expect([label, lines.get(label)]).toEqual([label, '200 -'])
        expect(r.stats.forbidden).toBe(HOSTILE.length)
        expect(r.stats.requests).toBe(ALLOWED.length)
        expect(fake.requests.slice(before).map((q) => `${q.method} ${q.path}${q.query ?? ''}`)).toEqual(['POST /v1/messages', 'POST /v1/messages?beta=true', 'POST /v1/messages/count_tokens'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  }
})
