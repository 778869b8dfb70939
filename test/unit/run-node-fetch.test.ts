/**
 * nodeFetch (the SDK's fetch over node:http): the real SDK against a loopback server gets the
 * same answers, errors, retry-after handling and timeouts as with the global fetch.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Anthropic from '@anthropic-ai/sdk'
import { isBufferedResponse, nodeFetch } from '../../src/ports/node-fetch.js'

let server: Server
let url: string
const seen: { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      seen.push({ method: req.method!, path: req.url!, headers: req.headers, body })
      if (req.url === '/empty') return void res.writeHead(204).end()
      if (req.url === '/bom') return void res.writeHead(201, 'Made', { 'content-type': 'application/json; charset=utf-8', 'x-two': 'a' }).end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"ok":"✓"}')]))
      if (req.url === '/bad') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('no such thing')
      if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 600).unref()
      const msg = JSON.parse(body) as { model: string; messages: { content: string }[] }
      const prompt = msg.messages[0]!.content
      if (prompt === 'overloaded') {
        res.writeHead(529, { 'content-type': 'application/json', 'retry-after': '7', 'request-id': 'req_x' })
        return void res.end(JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }))
      }
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_ok' })
      res.end(JSON.stringify({ id: 'msg_1', type: 'message', role: 'assistant', model: msg.model, content: [{ type: 'text', text: `echo: ${prompt} ✓` }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 3, output_tokens: 4 } }))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
})

const client = () => new Anthropic({ apiKey: 'sk-test', baseURL: url, maxRetries: 0, fetch: nodeFetch })
const ask = (c: Anthropic, prompt: string, opts?: { timeout?: number; signal?: AbortSignal }) =>
  c.messages.create({ model: 'claude-haiku-5-5', max_tokens: 10, messages: [{ role: 'user', content: prompt }] }, opts)

describe('nodeFetch', () => {
  test('a message round trip: body, headers, request id, UTF-8', async () => {
    const { data, response, request_id } = await ask(client(), 'hello').withResponse()
    expect(data.content).toEqual([{ type: 'text', text: 'echo: hello ✓' }])
    expect(request_id).toBe('req_ok')
    expect(response.headers.get('content-type')).toBe('application/json')
    const req = seen.at(-1)!
    expect(req.method).toBe('POST')
    expect(req.path).toBe('/v1/messages')
    expect(req.headers['authorization']).toBe('Bearer sk-test')
    expect(Number(req.headers['content-length'])).toBe(Buffer.byteLength(req.body))
  })

  test('an API error keeps its status, type and retry-after', async () => {
    const err = (await ask(client(), 'overloaded').catch((e: unknown) => e)) as InstanceType<typeof Anthropic.APIError>
    expect(err).toBeInstanceOf(Anthropic.APIError)
    expect(err.status).toBe(529)
    expect(err.headers?.get('retry-after')).toBe('7')
    expect(JSON.stringify(err.error)).toContain('overloaded_error')
  })

  test('timeout and abort end the request as the SDK expects; a refused connection is a connection error', async () => {
    const c = client()
    await expect(c.post('/slow', { timeout: 100 })).rejects.toBeInstanceOf(Anthropic.APIConnectionTimeoutError)
    const ac = new AbortController()
    setTimeout(() => ac.abort(), 50)
    await expect(ask(c, 'x', { signal: ac.signal }).then(() => c.post('/slow', { signal: ac.signal }))).rejects.toBeInstanceOf(Anthropic.APIUserAbortError)
    const dead = new Anthropic({ apiKey: 'k', baseURL: 'http://127.0.0.1:1', maxRetries: 0, fetch: nodeFetch })
    await expect(ask(dead, 'x')).rejects.toBeInstanceOf(Anthropic.APIConnectionError)
  })

  test('204 has no body', async () => {
    const r = await nodeFetch(`${url}/empty`, { method: 'POST', body: '{}' })
    expect(r.status).toBe(204)
    expect(await r.text()).toBe('')
  })

  test('the response reads as the global fetch reads it: status, text, headers, url, ok, a BOM dropped', async () => {
    for (const p of ['/bom', '/bad', '/empty']) {
      const ours = await nodeFetch(`${url}${p}`, { method: 'POST', body: '{}' })
      const theirs = await fetch(`${url}${p}`, { method: 'POST', body: '{}' })
      expect(isBufferedResponse(ours)).toBe(true)
      expect([ours.status, ours.statusText, ours.ok, ours.url, ours.redirected, ours.headers.get('content-type'), ours.headers.get('x-two')]).toEqual([
        theirs.status, theirs.statusText, theirs.ok, theirs.url, theirs.redirected, theirs.headers.get('content-type'), theirs.headers.get('x-two')
      ])
      expect(ours.bodyUsed).toBe(false)
      expect(await ours.text()).toBe(await theirs.text())
      expect(ours.bodyUsed).toBe(p !== '/empty')
    }
    expect(await (await nodeFetch(`${url}/bom`, { method: 'POST', body: '{}' })).json()).toEqual({ ok: '✓' })
  })

  test('the body can be read once, in any form; clone before reading gives a second copy', async () => {
    const r = await nodeFetch(`${url}/bom`, { method: 'POST', body: '{}' })
    const copy = r.clone()
    const bytes = new Uint8Array(await r.arrayBuffer())
    expect(bytes.length).toBe(3 + Buffer.byteLength('{"ok":"✓"}'))
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    await expect(r.text()).rejects.toBeInstanceOf(TypeError)
    await expect(r.json()).rejects.toBeInstanceOf(TypeError)
    expect(() => r.clone()).toThrow(TypeError)
    const blob = await copy.blob()
    expect(blob.type).toBe('application/json; charset=utf-8')
    expect(blob.size).toBe(bytes.length)
    expect(copy.bodyUsed).toBe(true)
  })

  test('body is a stream of the bytes; reading it uses the body up', async () => {
    const r = await nodeFetch(`${url}/bad`, { method: 'POST', body: '{}' })
    expect(r.body).toBe(r.body) // one stream, made when first asked for
    const read: Uint8Array[] = []
    for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) read.push(chunk)
    expect(Buffer.concat(read).toString('utf8')).toBe('no such thing')
    expect(r.bodyUsed).toBe(true)
    await expect(r.text()).rejects.toBeInstanceOf(TypeError)
    const looked = await nodeFetch(`${url}/bad`, { method: 'POST', body: '{}' })
    expect(looked.body).not.toBeNull() // asked for (as the SDK does on every response), not read
    expect(looked.bodyUsed).toBe(false)
    expect(await looked.text()).toBe('no such thing')
    const empty = await nodeFetch(`${url}/empty`, { method: 'POST', body: '{}' })
    expect(empty.body).toBeNull()
    expect(new Uint8Array(await empty.arrayBuffer()).length).toBe(0)
  })
})
