// Loopback fake of POST /v1/messages for the end-to-end bench (bench/real.ts): every answer
// after a fixed latency. A request that offers tools gets FAKE_TOOL_TURNS tool_use turns first
// (Write result.md, then Read it back, then Write again …) and then a final text answer; a request
// without tools (promptfoo's plain completions) gets the text answer at once. The turn is read
// from the request itself (how many assistant turns the conversation holds), so a replayed or
// resumed conversation gets the same answer: the fake keeps no per-run state.
//
// Runs in its own process (child_process.fork) so its CPU is not counted against the measured
// command. IPC: sends { port } once listening; answers { cmd: 'stats' } with
// { count, firstAt, lastAt, cpuUs } (requests served, epoch ms of the first and last request
// received, its own CPU in µs) and { cmd: 'reset' } by zeroing the counters.
import { createServer } from 'node:http'

const latencyMs = Number(process.env.FAKE_LATENCY_MS ?? 100)
const toolTurns = Number(process.env.FAKE_TOOL_TURNS ?? 2)
let count = 0
let firstAt = 0
let lastAt = 0
let seq = 0

const FINAL_TEXT = 'Done: the answer is ok, and result.md holds it.'

function toolUse(turn, id) {
  // Even turns write, odd turns read back: a real tool loop touches the workspace both ways.
  const input =
    turn % 2 === 0
      ? { file_path: 'result.md', content: `# Result\n\nok (turn ${turn + 1})\n` }
      : { file_path: 'result.md' }
  return [{ type: 'tool_use', id: `toolu_${id}_${turn}`, name: turn % 2 === 0 ? 'Write' : 'Read', input }]
}

const server = createServer((req, res) => {
  const now = Date.now()
  if (count === 0) firstAt = now
  lastAt = now
  count++
  const chunks = []
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    let body = {}
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {}
    const model = body.model ?? 'claude-haiku-5-5'
    const id = ++seq
    const tools = Array.isArray(body.tools) && body.tools.length > 0
    const turn = Array.isArray(body.messages) ? body.messages.filter((m) => m.role === 'assistant').length : 0
    const useTool = tools && turn < toolTurns
    const reply = JSON.stringify({
      id: `msg_${id}`,
      type: 'message',
      role: 'assistant',
      model,
      content: useTool ? toolUse(turn, id) : [{ type: 'text', text: FINAL_TEXT }],
      stop_reason: useTool ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 420, output_tokens: 24, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    })
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${id}` })
      res.end(reply)
    }, latencyMs)
  })
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: server.address().port })
})
process.on('message', (m) => {
  if (m?.cmd === 'stats') {
    const cpu = process.cpuUsage()
    process.send?.({ stats: true, count, firstAt, lastAt, cpuUs: cpu.user + cpu.system })
  }
  if (m?.cmd === 'reset') {
    count = 0
    firstAt = 0
    lastAt = 0
    process.send?.({ reset: true })
  }
  if (m?.cmd === 'exit') server.close(() => process.exit(0))
})
process.on('disconnect', () => process.exit(0))
