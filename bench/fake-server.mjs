// Loopback fake of POST /v1/messages for the benchmark: fixed latency, fixed reply.
// Runs in its own process so its CPU does not count against the harness.
// Started by bench/run.ts with child_process.fork(); reports { port } over IPC and
// answers { cmd: 'count' } with { count, cpuUs } (requests served so far, its own CPU in µs).
import { createServer } from 'node:http'

const latencyMs = Number(process.env.FAKE_LATENCY_MS ?? 100)
let count = 0
let seq = 0

const server = createServer((req, res) => {
  const chunks = []
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    count++
    let model = 'claude-haiku-5-5'
    try {
      model = JSON.parse(Buffer.concat(chunks).toString('utf8')).model ?? model
    } catch {}
    const id = ++seq
    const body = JSON.stringify({
      id: `msg_${id}`,
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text: 'ok' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 120, output_tokens: 8, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    })
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${id}` })
      res.end(body)
    }, latencyMs)
  })
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: server.address().port })
})
process.on('message', (m) => {
  if (m?.cmd === 'count') {
    const cpu = process.cpuUsage()
    process.send?.({ count, cpuUs: cpu.user + cpu.system })
  }
  if (m?.cmd === 'exit') server.close(() => process.exit(0))
})
process.on('disconnect', () => process.exit(0))
